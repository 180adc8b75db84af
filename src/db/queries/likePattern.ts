/** LIKE patterns from what a person typed: `%` and `_` (and the escape character) mean themselves. */

/** Escapes LIKE's wildcards, so a search for "50%" or "user_1" matches those characters. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern matching `s` anywhere in the value. */
export function containsPattern(s: string): string {
  return `%${escapeLike(s)}%`;
}
