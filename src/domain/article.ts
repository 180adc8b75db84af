/** The article as the public site and API see it (public-site §3, minus internal pipeline fields). */
import type { ArticleSignals } from './badges.ts';
import type { IndiaRelevance } from './indiaRelevance.ts';
import type { PromoLabel } from './promotional.ts';
import type { SourceRating } from './sourceTier.ts';

/** A media thumbnail taken from the feed. */
export interface MediaThumbnail {
  url: string;
  width?: number | null;
  height?: number | null;
}

/** An enclosure (audio, video, image) attached to the item. */
export interface Enclosure {
  url: string;
  type?: string | null;
  length?: number | null;
}

/** Attribution kept from the feed. */
export interface SourceAttribution {
  author?: string | null;
  feedTitle?: string | null;
  rights?: string | null;
}

/**
 * A published article as lists show it (cards, related articles, feeds, the list API). The body is left out: only
 * the detail view shows it, and 45 bodies would triple every list response and the home page's hydration data.
 */
export interface PublicArticle {
  id: string;
  title: string;
  summary: string | null;
  category: string;
  tags: string[];
  sourceUrl: string;
  sourceName: string;
  author: string | null;
  imageUrl: string | null;
  mediaThumbnails: MediaThumbnail[];
  enclosures: Enclosure[];
  viewsCount: number;
  publishedAt: string | null;
  originalPublishedAt: string | null;
  createdAt: string;
  isFeatured: boolean;
  relevanceScore: number;
  mlConfidenceScore: number;
  qualityScore: number;
  readTimeMinutes: number;
  commentsUrl: string | null;
  /** Trending, Breaking and views per hour, decided by the server when it read the article. */
  signals: ArticleSignals;
  /** The India-relevance badge from the verdict the pipeline stored; null when not India-relevant. */
  indiaBadge: IndiaRelevance['badge'];
  /** The source's tier and authority score; null when the source is not rated. */
  sourceRating: SourceRating | null;
  /** "Sponsored" or "Press release" (classifier's flag or a moderator's correction: domain/promotional.ts); null otherwise. */
  promoLabel: PromoLabel | null;
  /** How many outlets tell this story (its cluster; 1 when only this one). Counts toward Trending. */
  coverageCount: number;
  /** The other outlets' versions of the story ("Also covered by"), one per outlet, earliest first; empty where a list does not load them. */
  alsoCoveredBy: CoverageLink[];
}

/** Another outlet's version of the same story: its headline on its own site. */
export interface CoverageLink {
  sourceName: string;
  url: string;
  title: string;
}

/** One page of a public list. */
export interface ArticleList {
  articles: PublicArticle[];
  totalCount: number;
  /**
   * Only on a search that found nothing: the search with its unknown words replaced by the closest known terms
   * ("instagrm" → "instagram"), present only when that search finds something under the same filters.
   */
  didYouMean?: string;
}

/** One article on its own page: the listed fields plus its sanitised body and when it last changed (dateModified, sitemap lastmod). */
export interface PublicArticleDetail extends PublicArticle {
  content: string | null;
  updatedAt: string;
}
