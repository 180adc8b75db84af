/** The home page's industry news digest (public-site §2 Home, §9): which articles, their read time and their links. */
import { MAX_SEARCH_LENGTH } from './articleQuery.ts';

/** Cards in the digest (§9: "digest shows up to 6 articles"). */
export const DIGEST_SIZE = 6;

/** The category the digest follows and "Read All News" opens. */
export const DIGEST_CATEGORY = 'industry-insights';

/** "Read All News": the home list filtered to the digest's category. */
export const DIGEST_READ_ALL_HREF = `/?category=${DIGEST_CATEGORY}`;

/** Words of the title a digest card searches for (§2: "first three words of the title"). */
export const DIGEST_SEARCH_WORDS = 3;

/**
 * The first three words of a title, as a search. Punctuation at a word's edges is dropped ("Breaking: Meta…" →
 * "Breaking Meta …") so the search box shows words and the full-text search never reads a leading "-" as "not".
 */
export function firstWords(title: string, count = DIGEST_SEARCH_WORDS): string {
  const words = title
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, ''))
    .filter(Boolean)
    .slice(0, count);
  return words.join(' ').slice(0, MAX_SEARCH_LENGTH);
}

/** Where a digest card leads: the home search for its title's first three words (the home page itself if none). */
export function digestSearchHref(title: string): string {
  const term = firstWords(title);
  return term ? `/?${new URLSearchParams({ search: term }).toString()}` : '/';
}

/**
 * The digest: the category's articles first (already newest first), then the latest of any category until there are
 * six, without repeats.
 */
export function pickDigestArticles<T extends { id: string }>(categoryArticles: readonly T[], latestArticles: readonly T[], size = DIGEST_SIZE): T[] {
  const picked: T[] = [];
  const seen = new Set<string>();
  for (const a of [...categoryArticles, ...latestArticles]) {
    if (picked.length >= size) break;
    if (seen.has(a.id)) continue;
    seen.add(a.id);
    picked.push(a);
  }
  return picked;
}
