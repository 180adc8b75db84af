/** Search keyword use cases: record a reader's search, compute trending keywords, and assemble the suggestions panel. */
import { listPublicArticles } from '../db/queries/publicArticles.ts';
import { contentKeywordCounts, pruneSearchKeywordDays, recordSearchKeyword, searchedKeywordCounts } from '../db/queries/searchKeywords.ts';
import type { Db } from '../db/connection.ts';
import { popularTopics, type SearchSuggestions } from '../domain/searchSuggestions.ts';
import { mergeTrendingKeywords, SUGGESTION_TRENDING_COUNT, trendingQuotas, type TrendingKeyword } from '../domain/trendingKeywords.ts';

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
}

/** Candidates fetched per quota slot, so dropping duplicates and invalid keywords still leaves enough. */
const CANDIDATES_PER_SLOT = 3;
/** Old day buckets are pruned at most this often per process. */
const PRUNE_INTERVAL_MS = 60 * 60_000;

/** Creates the service over a database; `clock` is injectable so tests can place searches in time. */
export function createSearchKeywordService(db: Db, clock: () => Date = () => new Date()): SearchKeywordService {
  let lastPrunedAt = 0;

  return {
    async recordSearch(keyword) {
      // The same search the reader ran (full text plus source name), asking only whether anything matched.
      const { totalCount } = await listPublicArticles(db, { page: 1, pageSize: 1, search: keyword });
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
  };
}
