/** Indian-English formatting for dates and counts. Fixed time zone so server and browser render the same text. */

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const countFormat = new Intl.NumberFormat('en-IN');

/** "21 Nov 2026"; empty string for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? '' : dateFormat.format(d);
}

/** 1,23,456 (Indian digit grouping). */
export function formatCount(n: number): string {
  return countFormat.format(n);
}

/** "1 article" / "1,234 articles". */
export function pluralise(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}
