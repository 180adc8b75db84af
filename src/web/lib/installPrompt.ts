/**
 * Install-app banner rules (public-site §4): it appears 3 seconds after the browser offers installation, never in
 * standalone display mode or once installed, and a dismissal hides it for 7 days. Pure functions plus the small
 * localStorage wrapper, so the timing and the 7-day boundary are unit-tested.
 */

/** Delay between the browser's `beforeinstallprompt` and showing the banner. */
export const INSTALL_BANNER_DELAY_MS = 3000;
/** How long a dismissal keeps the banner hidden. */
export const INSTALL_DISMISS_MS = 7 * 24 * 60 * 60 * 1000;
/** localStorage key holding the dismissal time (ms since the epoch). */
export const INSTALL_DISMISSED_KEY = 'cei-install-dismissed-at';

/** The dismissal time stored as text, or null when absent, unreadable or in the future (a wrong clock). */
export function parseDismissedAt(raw: string | null | undefined, now: number): number | null {
  if (!raw || !/^\d{1,16}$/.test(raw)) return null;
  const at = Number(raw);
  return at <= now ? at : null;
}

/** True while a dismissal still hides the banner: less than 7 days ago (at exactly 7 days it may show again). */
export function isDismissalActive(dismissedAt: number | null, now: number): boolean {
  return dismissedAt !== null && now - dismissedAt < INSTALL_DISMISS_MS;
}

export interface InstallContext {
  /** The page runs as an installed app (display-mode: standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** The browser reported `appinstalled` during this visit. */
  installed: boolean;
  dismissedAt: number | null;
  now: number;
}

/** True when the banner may be offered at all (the browser must also have fired beforeinstallprompt). */
export function canOfferInstall(ctx: InstallContext): boolean {
  return !ctx.standalone && !ctx.installed && !isDismissalActive(ctx.dismissedAt, ctx.now);
}

/** Milliseconds to wait before showing the banner, counted from the prompt event's time. */
export function bannerDelay(promptAt: number, now: number): number {
  return Math.max(0, promptAt + INSTALL_BANNER_DELAY_MS - now);
}

/** The stored dismissal time (null if storage is unavailable). */
export function readDismissedAt(now: number = Date.now()): number | null {
  try {
    return parseDismissedAt(window.localStorage.getItem(INSTALL_DISMISSED_KEY), now);
  } catch {
    return null;
  }
}

/** Remembers a dismissal; without storage (private mode) it lasts for this page view only. */
export function storeDismissedAt(now: number = Date.now()): void {
  try {
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, String(now));
  } catch {
    // Storage unavailable: the component's own state still hides the banner.
  }
}

/** The `beforeinstallprompt` event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** True when running as an installed app. */
export function isStandaloneDisplay(): boolean {
  const iosStandalone = (window.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}
