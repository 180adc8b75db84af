/**
 * NUL characters in request input. No text we take has a use for U+0000, and PostgreSQL cannot hold it: a NUL in a
 * query parameter or a stored string fails the statement, which would answer 500. Requests are refused with 400 before
 * their schema runs (server/errors.ts parseRequest, server/middleware/jsonBody.ts), whatever the field.
 */

/** The path (`a.b.0`; '' for the value itself) of the first string holding a NUL in `value`, keys included; null when none. */
export function nulCharacterPath(value: unknown, path: string = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, inner] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulCharacterPath(inner, at);
    if (found !== null) return found;
  }
  return null;
}

/** The message for a field holding a NUL (the API's 400 and the schemas' own check say the same). */
export const NUL_MESSAGE = 'must not contain control characters such as NUL';

/** True when `text` has no NUL: for schemas that pages parse without the server's request check (free-text filters). */
export function hasNoNul(text: string): boolean {
  return !text.includes('\u0000');
}
