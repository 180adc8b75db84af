/**
 * Request text PostgreSQL cannot store. No text we take has a use for U+0000, and PostgreSQL refuses it in text and
 * jsonb; an unpaired UTF-16 surrogate (`"\ud800"` in a JSON body: JSON.parse accepts it) is not a character at all,
 * and PostgreSQL refuses its escape in jsonb, where the audit log keeps every edit's before and after. Either one
 * failed the statement, which answered 500. Requests holding one are refused with 400 before their schema runs
 * (server/errors.ts parseRequest, server/middleware/jsonBody.ts), whatever the field. Query strings and form bodies
 * cannot carry a lone surrogate (their decoders turn one into U+FFFD); JSON bodies can.
 */

/** The message for a field holding a NUL (the API's 400 and the schemas' own check say the same). */
export const NUL_MESSAGE = 'must not contain control characters such as NUL';

/** The message for a field holding an unpaired surrogate. */
export const SURROGATE_MESSAGE = 'must be valid Unicode text (it holds half of a surrogate pair)';

/** The first string in `value` (keys included) that PostgreSQL cannot store: its path (`a.b.0`; '' for the value itself) and why; null when none. */
export function unstorableTextIn(value: unknown, path: string = ''): { path: string; message: string } | null {
  if (typeof value === 'string') {
    const message = unstorableReason(value);
    return message === null ? null : { path, message };
  }
  if (value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, inner] of entries) {
    const at = path ? `${path}.${key}` : key;
    const keyReason = unstorableReason(key);
    if (keyReason !== null) return { path: at, message: keyReason };
    const found = unstorableTextIn(inner, at);
    if (found !== null) return found;
  }
  return null;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (`String#isWellFormed`, ES2024). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorableReason(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

/** True when `text` has no NUL: for schemas that pages parse without the server's request check (free-text filters). */
export function hasNoNul(text: string): boolean {
  return !text.includes('\u0000');
}
