/**
 * Dates typed by people (an audit log filter, a figure's as-of date, an article's publication time). JavaScript's
 * Date takes more than PostgreSQL does: it rolls 2026-02-30 over into March, and has a year 0, which PostgreSQL's
 * date and timestamptz refuse (1 BC is followed by AD 1), so such a value answered 500 when it reached a query.
 * Four-digit years from 0001 only, and a day the month has.
 */

const ISO_DATE = /^(\d{4})-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

/** True for a real calendar date in yyyy-mm-dd that PostgreSQL can store (rejects 2025-02-30 and year 0000). */
export function isCalendarDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m || Number(m[1]) < 1) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** True for an ISO 8601 date and time with a zone (`2026-11-26T09:30Z`, `…:00+05:30`) whose date is a calendar date. */
export function isCalendarDateTime(s: string): boolean {
  const m = ISO_DATE_TIME.exec(s);
  return m !== null && isCalendarDate(m[1] as string) && Number.isFinite(Date.parse(s));
}
