/** The classifier's verdict on one article; every classifier (the keyword baseline now, the trained model later) returns this. */
import type { IndiaRelevance } from '../../domain/indiaRelevance.ts';
import type { PromoVerdict } from './promoVerdict.ts';

/** What a classifier reads. */
export interface ClassifierInput {
  title: string;
  summary: string;
  content?: string | null;
  sourceName?: string | null;
  sourceUrl?: string | null;
  tags?: string[];
}

/** What a classifier decides. */
export interface Classification {
  category: string;
  /** 0-100: how much the article is about influencer marketing / the creator economy. */
  relevanceScore: number;
  /** 0-1: how sure the classifier is of its relevance call. */
  mlConfidenceScore: number;
  /** 0-1: the raw relevance probability. */
  mlRelevanceScore: number;
  keywordMatches: { primary: string[]; secondary: string[]; indian: string[] };
  blocklistFlags: string[];
  india: IndiaRelevance;
  qualityScore: number;
  /** Features that drove the decision, strongest first (shown to moderators). */
  topFeatures: { feature: string; weight: number }[];
  /** Sponsored or press-release copy (docs/curation.md §9), with its score and reasons. */
  promo: PromoVerdict;
  modelVersion: string;
}
