/**
 * Words for the session list (components/account/AccountSecurity.tsx): the device a session signed in from, read
 * from its user agent ("Chrome on Windows", "Safari on iPhone"), and when it was last used ("Active 5 minutes ago").
 * A guess from what the browser says about itself, never a security decision.
 */
import { formatDate, formatTime } from './format.ts';

/** Browsers, most specific first: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems, most specific first: iPads and Android also name others. */
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: [RegExp, string][], ua: string): string | null => table.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

/** "Chrome on Windows", "Safari on iPhone", "Firefox", "A browser on Linux", or "Unknown device". */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return 'Unknown device';
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  // A program rather than a browser (curl, a script): its own first word.
  const program = /^([A-Za-z][\w.-]{0,30})\//.exec(ua)?.[1];
  return program && program !== 'Mozilla' ? `A program (${program})` : 'Unknown device';
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "Active now", "Active 5 minutes ago", "Active 3 hours ago", or "Active 21 Nov 2026, 4:05 pm" after a day. */
export function lastActiveLabel(value: string | Date | null | undefined, now: Date = new Date()): string {
  if (!value) return 'Last active: unknown';
  const at = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(at.getTime())) return 'Last active: unknown';
  const age = now.getTime() - at.getTime();
  if (age < 2 * MINUTE_MS) return 'Active now';
  if (age < HOUR_MS) return `Active ${Math.floor(age / MINUTE_MS)} minutes ago`;
  if (age < DAY_MS) {
    const hours = Math.floor(age / HOUR_MS);
    return `Active ${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  }
  return `Active ${formatDate(at)}, ${formatTime(at)}`;
}
