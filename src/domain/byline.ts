/** Byline rule (public-site §5): ignore a byline that repeats the source name or is a generic link phrase. */

/** Generic phrases that feeds put where the author should be. */
export const GENERIC_BYLINES: readonly string[] = ['read more', 'learn more', 'click here', 'see more'];

/** Returns the cleaned author name, or null when the byline must be ignored (it names the source or the feed, or is generic). */
export function cleanByline(author: string | null | undefined, ...sourceNames: (string | null | undefined)[]): string | null {
  const a = (author ?? '').replace(/\s+/g, ' ').trim();
  if (a === '') return null;
  const lower = a.toLowerCase();
  if (GENERIC_BYLINES.some((g) => lower.includes(g))) return null;
  for (const name of sourceNames) {
    const source = (name ?? '').trim().toLowerCase();
    if (source === '') continue;
    // "Digiday Staff" names Digiday; "Creator Economy Daily" names "Sample: Creator Economy Daily".
    if (lower.includes(source) || (lower.includes(' ') && source.includes(lower))) return null;
  }
  return a.length > 200 ? a.slice(0, 200) : a;
}
