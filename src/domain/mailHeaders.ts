/**
 * Rules for text that ends up in a mail header. A line break in a header value starts a new header, so text from a
 * reader (a contact form's subject or name) could otherwise add Bcc:, or a body, to the mail we send.
 */

/** Line breaks (CR, LF, Unicode line and paragraph separators) and the other control characters. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BREAK_OR_CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;
const BREAKS_AND_CONTROLS = new RegExp(`${BREAK_OR_CONTROL.source}+`, 'g');

/** `value` on one line: every run of line breaks and control characters becomes one space; trimmed. */
export function headerText(value: string): string {
  return value.replace(BREAKS_AND_CONTROLS, ' ').trim();
}

/** An address as the SMTP envelope takes it: one @, a dotted domain, no spaces, quotes, brackets or commas. */
const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

/** True when `value` is a bare mail address (no display name). */
export function isMailAddress(value: string): boolean {
  return value.length <= 254 && ADDRESS.test(value);
}

/** One mailbox: an address and, optionally, the name shown with it. */
export interface Mailbox {
  name?: string;
  address: string;
}

/**
 * Reads one mailbox as a From setting is written: `no-reply@example.in`, `Site Name <no-reply@example.in>` or
 * `"Name, with comma" <no-reply@example.in>`. Null for anything else (several addresses, line breaks, no address).
 */
export function parseMailbox(value: string): Mailbox | null {
  if (BREAK_OR_CONTROL.test(value)) return null;
  const text = value.trim();
  if (isMailAddress(text)) return { address: text };
  const named = /^(?:"([^"\\]*)"|([^"<>,;@]*?))\s*<([^<>]+)>$/.exec(text);
  if (!named) return null;
  const name = (named[1] ?? named[2] ?? '').trim();
  const address = named[3] ?? '';
  if (!isMailAddress(address)) return null;
  return name ? { name, address } : { address };
}
