/**
 * Text we can store and emit: PostgreSQL refuses U+0000 in text and jsonb, and XML 1.0 allows only tab, line
 * feed, carriage return, U+0020-U+D7FF, U+E000-U+FFFD and U+10000-U+10FFFF (lone surrogates are not characters at
 * all). Feed text is cleaned with this at normalisation, and everything we write as XML is cleaned again on the
 * way out (rows stored before this rule, and text that did not come from a feed).
 */

/** Every code unit XML 1.0 cannot carry: C0 controls but tab/LF/CR, U+FFFE/U+FFFF, and unpaired surrogates. */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's whole purpose
const NOT_STORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without the characters PostgreSQL or XML 1.0 cannot hold (NUL, other C0 controls, U+FFFE/U+FFFF, lone surrogates). */
export function storableText(text: string): string {
  return text.replace(NOT_STORABLE, '');
}

/** A copy of a JSON-like value (plain objects, arrays, strings, numbers, dates…) with every string made storable. */
export function storableDeep<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => storableDeep(v)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storableDeep(v)])) as T;
  }
  return value;
}

const XML_ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };

/** Plain text as XML character data or an attribute value: storable, then escaped (never CDATA, so never "]]>" trouble). */
export function escapeXml(text: string): string {
  return storableText(text).replace(/[<>&"']/g, (ch) => XML_ESCAPES[ch] as string);
}
