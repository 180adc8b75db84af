/**
 * Indian-English formatting for dates, times and counts, written out by hand instead of through `Intl`.
 *
 * Why not `Intl`: the first `Intl` object a browser page builds loads ICU's locale data, which measured 35-120 ms of
 * one main-thread task in a fresh Chromium page on this project's VM (four times that under Lighthouse's mobile
 * throttling), and every public page built two at import time, in the middle of hydration (issue 9). These
 * formats are fixed, so the same few lines give the same text on the server and in the browser, with nothing to load.
 * `format.test.ts` checks every function against Node's `Intl` (the output the pages had before) over decades of
 * instants and a sweep of numbers.
 *
 * India has kept UTC+05:30 without daylight saving since 15 October 1945, which is what "Asia/Kolkata" means for any
 * instant the site shows.
 */

const IST_OFFSET_MS = 330 * 60_000;
/** CLDR's short month names for en-IN ("Sept", not "Sep"). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The same instant shifted so that its UTC fields read India's wall clock. */
function indiaClock(d: Date): Date {
  return new Date(d.getTime() + IST_OFFSET_MS);
}

/** "21 Nov 2026" in India time; empty string for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return '';
  const t = indiaClock(d);
  return `${t.getUTCDate()} ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()}`;
}

/** "Nov 2026" for the calendar month in UTC (a figure's "as of" month); empty string for a missing or invalid date. */
export function formatMonthYear(value: string | Date | null | undefined): string {
  const d = toDate(value);
  return d ? `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}` : '';
}

/** "4:05 pm" / "12:01 am" in India time; empty string for a missing or invalid date. */
export function formatTime(value: string | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return '';
  const t = indiaClock(d);
  const h = t.getUTCHours();
  return `${h % 12 === 0 ? 12 : h % 12}:${String(t.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/** Groups an unsigned run of digits the Indian way: the last three, then twos (12,34,567). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/**
 * The shortest decimal that reads back as `abs` (what `String()` writes, as ICU does) as whole and fraction digits,
 * rounded half away from zero to at most three places, the way Intl's default `halfExpand` rounds.
 */
function decimalDigits(abs: number): { whole: string; fraction: string } {
  const [mantissa = '', exp = '0'] = String(abs).split('e');
  const [intPart = '', fracPart = ''] = mantissa.split('.');
  let digits = intPart + fracPart;
  let point = intPart.length + Number(exp); // digits before the decimal point
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  } else if (point > digits.length) digits = digits.padEnd(point, '0');
  let whole = digits.slice(0, point);
  let fraction = digits.slice(point);
  if (fraction.length > 3) {
    const roundUp = (fraction[3] ?? '0') >= '5';
    fraction = fraction.slice(0, 3);
    if (roundUp) {
      const bumped = (BigInt(whole + fraction) + 1n).toString().padStart(whole.length + 3, '0');
      whole = bumped.slice(0, -3);
      fraction = bumped.slice(-3);
    }
  }
  return { whole: whole.replace(/^0+(?=\d)/, ''), fraction: fraction.replace(/0+$/, '') };
}

/** 1,23,456 (Indian digit grouping); fractions to at most three places, as `Intl.NumberFormat('en-IN')` writes them. */
export function formatCount(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  const abs = Math.abs(n);
  if (abs === Infinity) return `${sign}∞`;
  const { whole, fraction } = decimalDigits(abs);
  return `${sign}${groupIndian(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** "1 article" / "1,234 articles". */
export function pluralise(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}
