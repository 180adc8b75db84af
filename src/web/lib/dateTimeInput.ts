/**
 * A moment as an <input type="datetime-local"> shows it (the reader's own clock, to the minute) and back. The server
 * takes and gives ISO 8601 with a zone; the input has none, so the conversion happens here, in the browser's zone.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-20T14:05" in local time for an ISO moment; '' for none or an unreadable one. */
export function toDateTimeInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (!Number.isFinite(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The ISO moment (UTC) of a datetime-local value; '' for an empty one. Anything else is returned as typed, so the
 * shared schema refuses it with its own message.
 */
export function fromDateTimeInputValue(value: string): string {
  const v = value.trim();
  if (v === '') return '';
  const m = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d))?$/.exec(v);
  if (!m) return v;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number, number];
  const at = new Date(y, mo - 1, d, h, mi, s);
  // new Date rolls 31 November over into December: refuse what the calendar does not have.
  if (at.getFullYear() !== y || at.getMonth() !== mo - 1 || at.getDate() !== d) return v;
  return at.toISOString();
}
