/** Trending keywords (public-site §7 get_trending_keywords and the trending_keywords access rule): quotas, clean-up and the 70/30 merge. */
import { z } from 'zod';
import { CATEGORIES, LEGACY_CATEGORY_MAP } from './categories.ts';
import { isValidKeyword, normaliseKeyword } from './searchKeywords.ts';

export const TRENDING_SOURCES = ['content-based', 'search-based'] as const;
export type TrendingSource = (typeof TRENDING_SOURCES)[number];

/** One trending keyword as the API returns it. */
export interface TrendingKeyword {
  keyword: string;
  /** Content-based: published articles of the window carrying it; search-based: searches for it in the window. */
  count: number;
  source: TrendingSource;
}

/** A keyword with its count, before merging. */
export interface KeywordCount {
  keyword: string;
  count: number;
}

/** Keywords returned when no limit is asked for (spec: default 10). */
export const TRENDING_DEFAULT_LIMIT = 10;
/** Most keywords one request may ask for. */
export const TRENDING_MAX_LIMIT = 20;
/** Only articles and searches of the last 7 days count. */
export const TRENDING_WINDOW_DAYS = 7;
/** Content-based keywords fill at most 70 % of the requested count; search-based ones the remaining 30 %. */
export const CONTENT_BASED_SHARE_PERCENT = 70;
/** Trending keywords shown in the search suggestions panel (spec §9: 4 to 5). */
export const SUGGESTION_TRENDING_COUNT = 5;

/** Tags that label a feed's section rather than a topic. */
export const NON_TOPIC_TAGS: readonly string[] = ['general', 'global', 'news', 'latest', 'featured', 'uncategorized', 'uncategorised', 'other', 'misc', 'top stories'];

/**
 * Words nearly every story on this site carries (the classifier's core lexicon matches them in most articles), so
 * they would top the content-based list every week without telling a reader anything.
 */
export const GENERIC_KEYWORDS: readonly string[] = [
  'creator', 'creators', 'content creator', 'content creators', 'influencer', 'influencers', 'brand', 'brands',
  'marketing', 'social media', 'followers', 'subscribers', 'audience', 'engagement', 'campaign', 'advertising', 'agency',
  'india', 'indian',
];

/**
 * Category labels used as tags ("brand-partnerships", "Platform Updates", legacy "campaigns"): the panel already
 * offers the categories as Popular Topics, so trending keeps its slots for what the stories are about.
 */
export const CATEGORY_LABEL_KEYWORDS: readonly string[] = [
  ...CATEGORIES.flatMap((c) => [c.slug, c.slug.replace(/-/g, ' '), c.name.toLowerCase()]),
  ...Object.keys(LEGACY_CATEGORY_MAP),
];

/** Keywords never offered as trending, from either source. */
export const NOT_TRENDING_KEYWORDS: readonly string[] = [...new Set([...NON_TOPIC_TAGS, ...GENERIC_KEYWORDS, ...CATEGORY_LABEL_KEYWORDS])];

/** Query of GET /api/trending-keywords: `limit` 1-20, default 10. */
export const trendingKeywordsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(TRENDING_MAX_LIMIT, `limit must be at most ${TRENDING_MAX_LIMIT}`)
    .default(TRENDING_DEFAULT_LIMIT),
});

/**
 * How many keywords each source may give for a requested count: content-based 70 % rounded to the nearest whole
 * keyword (half up), search-based the rest, so the two always add up to the count (10 → 7 + 3, 5 → 4 + 1, 1 → 1 + 0).
 * Integer arithmetic: 0.7 × 15 in floating point is 10.499…, which would round the wrong way.
 */
export function trendingQuotas(limit: number): { content: number; search: number } {
  const n = Math.max(0, Math.floor(limit));
  const content = Math.floor((n * CONTENT_BASED_SHARE_PERCENT + 50) / 100);
  return { content, search: n - content };
}

/** Normalises, drops empty, invalid and NOT_TRENDING_KEYWORDS keywords, sums duplicates and sorts by count (then alphabetically). */
function rank(list: readonly KeywordCount[]): KeywordCount[] {
  const totals = new Map<string, number>();
  for (const { keyword, count } of list) {
    const k = normaliseKeyword(keyword);
    if (!isValidKeyword(k) || NOT_TRENDING_KEYWORDS.includes(k) || !(count > 0)) continue;
    totals.set(k, (totals.get(k) ?? 0) + Math.floor(count));
  }
  return [...totals].map(([keyword, count]) => ({ keyword, count })).sort((a, b) => b.count - a.count || (a.keyword < b.keyword ? -1 : a.keyword > b.keyword ? 1 : 0));
}

/**
 * Merges content-based and search-based candidates (spec §7): at most 70 % content-based, at most 30 % search-based,
 * content-based first, each part by count. A keyword in both lists is kept once, as content-based. Neither part
 * fills the other's share: a site nobody has searched yet shows only the content-based 70 %.
 */
export function mergeTrendingKeywords(content: readonly KeywordCount[], searched: readonly KeywordCount[], limit: number): TrendingKeyword[] {
  const quotas = trendingQuotas(limit);
  const fromContent = rank(content).slice(0, quotas.content);
  const taken = new Set(fromContent.map((k) => k.keyword));
  const fromSearches = rank(searched)
    .filter((k) => !taken.has(k.keyword))
    .slice(0, quotas.search);
  return [
    ...fromContent.map((k): TrendingKeyword => ({ ...k, source: 'content-based' })),
    ...fromSearches.map((k): TrendingKeyword => ({ ...k, source: 'search-based' })),
  ];
}
