/** Region filter of the public list (public-site §9: all, indian, global), judged by the stored India-relevance verdict. */

export const ARTICLE_REGIONS = ['all', 'indian', 'global'] as const;
export type ArticleRegion = (typeof ARTICLE_REGIONS)[number];

/**
 * The API's default: every region. The spec's default of `indian` belongs to the personalised feed; keeping `all`
 * here means existing callers of GET /api/articles (and pages that never ask for a region) are unchanged.
 */
export const DEFAULT_LIST_REGION: ArticleRegion = 'all';

/** The spec's default region for the personalised feed (public-site §9, user_preferences default [indian]). */
export const PERSONALISED_FEED_REGION: ArticleRegion = 'indian';

/**
 * True when the stored `india_relevance` JSON says the article is India-relevant. Mirrors the SQL
 * `(india_relevance->>'isRelevant') = 'true'`, which reads a JSON true and the string "true" alike.
 */
export function isStoredIndiaRelevant(indiaRelevance: unknown): boolean {
  if (typeof indiaRelevance !== 'object' || indiaRelevance === null || Array.isArray(indiaRelevance)) return false;
  const value = (indiaRelevance as Record<string, unknown>).isRelevant;
  return value === true || value === 'true';
}

/** True when an article with this stored verdict belongs in the region's list (articles never assessed are global). */
export function matchesRegion(region: ArticleRegion, indiaRelevance: unknown): boolean {
  if (region === 'all') return true;
  return isStoredIndiaRelevant(indiaRelevance) === (region === 'indian');
}
