/**
 * Search keyword use cases: record a reader's search, compute trending keywords, and assemble the suggestions panel
 * (its default content, and what matches the typed text).
 */
import { articlePath } from '../domain/articlePath.ts';
import { listPublicArticles } from '../db/queries/publicArticles.ts';
import { expandSearch, titleCondition } from '../db/queries/searchExpansion.ts';
import { contentKeywordCounts, pruneSearchKeywordDays, recordSearchKeyword, searchedKeywordCounts } from '../db/queries/searchKeywords.ts';
import { suggestStories, suggestTermCandidates } from '../db/queries/searchTerms.ts';
import type { Db } from '../db/connection.ts';
import { withStatementTimeout } from '../db/statementTimeout.ts';
import { CORRECTION_MIN_LENGTH } from '../domain/searchExpansion.ts';
import {
  assembleSuggestedTerms,
  matchingTopics,
  popularTopics,
  TYPED_SUGGESTION_LIMITS,
  typedText,
  type SearchSuggestions,
  type TypedSuggestions,
} from '../domain/searchSuggestions.ts';
import { mergeTrendingKeywords, SUGGESTION_TRENDING_COUNT, TRENDING_MAX_LIMIT, trendingQuotas, type TrendingKeyword } from '../domain/trendingKeywords.ts';
import type { AdmitMiss } from './publicContent.ts';
import { createTtlCache } from './ttlCache.ts';

/** What recording one search did. */
export type RecordSearchResult =
  | { recorded: true; keyword: string; count: number }
  /** The term finds no public article, so it is not counted: trending lists only terms that lead somewhere. */
  | { recorded: false; keyword: string; reason: 'no_results' };

/** Search keyword use cases. */
export interface SearchKeywordService {
  /** Counts one search for a normalised, validated keyword (domain/searchKeywords searchKeywordInputSchema). */
  recordSearch(keyword: string): Promise<RecordSearchResult>;
  /** Up to `limit` trending keywords: content-based first (≤ 70 %), then search-based (≤ 30 %). */
  trendingKeywords(limit: number): Promise<TrendingKeyword[]>;
  /** The suggestions panel: 4-5 trending keywords and the popular topics. */
  suggestions(): Promise<SearchSuggestions>;
  /**
   * What matches the typed text: searches (completions, corrections, trending keywords), topics, sources and stories.
   * Answers are cached per process; one the cache cannot answer is first admitted by `admit` (a per-client limit).
   */
  typedSuggestions(raw: string, admit?: AdmitMiss): Promise<TypedSuggestions>;
  /** Drops the cached answers (a publication or a withdrawn story: every web process hears it). */
  invalidate(): void;
}

/** How long typed suggestions are cached per process (a publication drops them at once). */
export const TYPED_SUGGESTIONS_CACHE_TTL_MS = 60_000;
/** Distinct typed texts cached: the prefixes readers type are few and shared. */
export const TYPED_SUGGESTIONS_CACHE_ENTRIES = 500;
/**
 * Typed suggestions the cache cannot answer that one client address may cause per minute (a reader asks for one per
 * pause in typing, cached prefixes are free), then 429: each costs a few small statements, one of them over articles.
 */
export const TYPED_SUGGESTION_MISS_RATE_LIMIT = 120;
/** Per statement of a suggestion the cache cannot answer (PostgreSQL; PGlite cannot enforce it). */
export const TYPED_SUGGESTIONS_TIMEOUT_MS = 2_000;

/** Candidates fetched per quota slot, so dropping duplicates and invalid keywords still leaves enough. */
const CANDIDATES_PER_SLOT = 3;
/** Old day buckets are pruned at most this often per process. */
const PRUNE_INTERVAL_MS = 60 * 60_000;

/** Creates the service over a database; `clock` is injectable so tests can place searches in time. */
export function createSearchKeywordService(db: Db, clock: () => Date = () => new Date()): SearchKeywordService {
  let lastPrunedAt = 0;
  const typedCache = createTtlCache<string, TypedSuggestions>({ ttlMs: TYPED_SUGGESTIONS_CACHE_TTL_MS, maxEntries: TYPED_SUGGESTIONS_CACHE_ENTRIES });
  // Typed suggestions match against the trending keywords; they change slowly, so one list serves a minute of typing.
  const trendingCache = createTtlCache<'all', TrendingKeyword[]>({ ttlMs: TYPED_SUGGESTIONS_CACHE_TTL_MS, maxEntries: 1 });

  const loadTyped = async (text: string, service: SearchKeywordService): Promise<TypedSuggestions> => {
    const typed = typedText(text);
    if (!typed) return { query: text, terms: [], topics: [], sources: [], stories: [] };
    const trending = await trendingCache.get('all', () => service.trendingKeywords(TRENDING_MAX_LIMIT));
    const { candidates, stories } = await withStatementTimeout(db, TYPED_SUGGESTIONS_TIMEOUT_MS, async (tx) => {
      const titleMatch = titleCondition(await expandSearch(tx, typed.text));
      return {
        candidates: await suggestTermCandidates(tx, { text: typed.text, lastWord: typed.lastWord, closeFrom: CORRECTION_MIN_LENGTH }),
        stories: titleMatch ? await suggestStories(tx, titleMatch, TYPED_SUGGESTION_LIMITS.stories) : [],
      };
    });
    return {
      query: typed.text,
      terms: assembleSuggestedTerms(typed, candidates, trending.map((k) => k.keyword)),
      topics: matchingTopics(typed.words),
      sources: [...new Set(candidates.filter((c) => c.kind === 'source').map((c) => c.label))].slice(0, TYPED_SUGGESTION_LIMITS.sources),
      stories: stories.map((a) => ({ id: a.id, title: a.title, path: articlePath(a) })),
    };
  };

  return {
    async recordSearch(keyword) {
      // The reader's search with its words as written (full text plus source name), asking only whether anything
      // matched: a word still being typed ("insta" on the way to "instagram") finds stories by prefix, but it is not a
      // term readers search for, and trending must not list such pieces.
      const { totalCount } = await listPublicArticles(db, { page: 1, pageSize: 1, search: keyword }, { asTyped: true });
      if (totalCount === 0) return { recorded: false, keyword, reason: 'no_results' };
      const now = clock();
      const saved = await recordSearchKeyword(db, keyword, now);
      if (now.getTime() - lastPrunedAt >= PRUNE_INTERVAL_MS) {
        lastPrunedAt = now.getTime();
        await pruneSearchKeywordDays(db, now);
      }
      return { recorded: true, keyword: saved.keyword, count: saved.totalCount };
    },

    async trendingKeywords(limit) {
      const quotas = trendingQuotas(limit);
      const now = clock();
      const [content, searched] = await Promise.all([
        quotas.content > 0 ? contentKeywordCounts(db, quotas.content * CANDIDATES_PER_SLOT, now) : [],
        // A searched keyword that is also content-based is dropped, so ask for enough to replace each one.
        quotas.search > 0 ? searchedKeywordCounts(db, (quotas.search + quotas.content) * CANDIDATES_PER_SLOT, now) : [],
      ]);
      return mergeTrendingKeywords(content, searched, limit);
    },

    async suggestions() {
      return { trending: await this.trendingKeywords(SUGGESTION_TRENDING_COUNT), popularTopics: popularTopics() };
    },

    typedSuggestions(raw, admit) {
      const key = typedText(raw)?.text ?? '';
      const read = () => typedCache.get(key, () => loadTyped(key, this));
      if (admit && !typedCache.has(key)) return admit().then(read);
      return read();
    },

    invalidate() {
      typedCache.invalidate();
      trendingCache.invalidate();
    },
  };
}
