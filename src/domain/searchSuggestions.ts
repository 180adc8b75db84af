/** What the search suggestions panel shows (public-site §2, §4): Trending Now from the API, Popular Topics from the categories. */
import { CATEGORIES, type CategorySlug } from './categories.ts';
import type { TrendingKeyword } from './trendingKeywords.ts';

/** A topic offered in the panel: selecting it shows that category's articles. */
export interface PopularTopic {
  slug: CategorySlug;
  name: string;
  /** The category's first few keywords, for context. */
  keywords: string[];
}

/** Body of GET /api/search/suggestions. */
export interface SearchSuggestions {
  trending: TrendingKeyword[];
  popularTopics: PopularTopic[];
}

/** Keywords listed with each popular topic. */
const TOPIC_KEYWORDS = 3;

/** The popular topics: every category except General, which is not a topic anyone looks for, in display order. */
export function popularTopics(): PopularTopic[] {
  return CATEGORIES.filter((c) => c.slug !== 'general').map((c) => ({ slug: c.slug, name: c.name, keywords: c.keywords.slice(0, TOPIC_KEYWORDS) }));
}
