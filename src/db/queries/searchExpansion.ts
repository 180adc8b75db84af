/**
 * A reader's search as SQL, expanded for prefixes and typos (issue 9). The one place a public search becomes a text
 * query: the public list and the category page (publicArticles.ts listPublicArticles, behind GET /api/articles and
 * the pages), the "search finds something" check of recorded searches, and the suggestions' stories. The pure rules
 * are domain/searchExpansion.ts; the known terms come from searchTerms.ts.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import {
  didYouMeanText,
  expandedTsqueryText,
  hasSearchOperators,
  isPlainSearch,
  searchWords,
  titleWordPatterns,
  withLookup,
  wordsToLookUp,
  type WordExpansion,
} from '../../domain/searchExpansion.ts';
import type { Db } from '../connection.ts';
import { articles } from '../schema.ts';
import { lookUpSearchWords } from './searchTerms.ts';

/** A search with its words looked up. */
export interface ExpandedSearch {
  search: string;
  /** Each word with what the terms table knows; null when the search keeps its exact meaning (websearch operators). */
  words: WordExpansion[] | null;
}

/** Looks the search's words up in the terms table (one statement; none for a search with operators or short words). */
export async function expandSearch(db: Db, search: string): Promise<ExpandedSearch> {
  if (hasSearchOperators(search)) return { search, words: null };
  const words = searchWords(search);
  const toLookUp = wordsToLookUp(words);
  const found = toLookUp.length > 0 ? await lookUpSearchWords(db, toLookUp) : [];
  return { search, words: withLookup(words, found) };
}

/** The search as written, whole words (websearch syntax: "phrases", -excluded, or). Its matches rank first. */
export function exactTsquery(expanded: ExpandedSearch): SQL {
  return sql`websearch_to_tsquery('english', ${expanded.search})`;
}

/**
 * Everything the search matches: each word by prefix and close known terms, which for a plain search already covers
 * the words as typed; otherwise ORed with the exact query (domain isPlainSearch says why not always).
 */
export function matchTsquery(expanded: ExpandedSearch): SQL {
  const text = expanded.words ? expandedTsqueryText(expanded.words) : null;
  if (!text) return exactTsquery(expanded);
  return isPlainSearch(expanded.search) ? sql`to_tsquery('english', ${text})` : sql`(${exactTsquery(expanded)} || to_tsquery('english', ${text}))`;
}

/**
 * The suggestions' stories: titles with a word starting with each typed word or one of its close terms, as regular
 * expressions the title's trigram index answers (0019), so no story's search vector is read; null when no word is
 * long enough for the index.
 */
export function titleCondition(expanded: ExpandedSearch): SQL | null {
  const patterns = titleWordPatterns(expanded.words ?? withLookup(searchWords(expanded.search), []));
  return patterns ? (and(...patterns.map((p) => sql`${articles.title} ~* ${p}`)) as SQL) : null;
}

/** The correction to offer when the search finds nothing ("instagrm" → "instagram"), or null. */
export function didYouMean(expanded: ExpandedSearch): string | null {
  return expanded.words ? didYouMeanText(expanded.words) : null;
}
