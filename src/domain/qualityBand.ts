/** Quality filter bands of the public list (public-site §9), mirrored in SQL by db/queries/articleFilters. */

export const QUALITY_BANDS = ['high', 'medium', 'low'] as const;
export type QualityBand = (typeof QUALITY_BANDS)[number];

/** High quality: relevance 70 or more … */
export const HIGH_QUALITY_MIN_RELEVANCE = 70;
/** … and ML confidence 0.8 or more (confidence is stored on the 0-1 scale). */
export const HIGH_QUALITY_MIN_CONFIDENCE = 0.8;
/** Medium quality: relevance 40 or more … */
export const MEDIUM_QUALITY_MIN_RELEVANCE = 40;
/** … and ML confidence 0.5 or more. Anything below either medium minimum is low. */
export const MEDIUM_QUALITY_MIN_CONFIDENCE = 0.5;

/**
 * The one band an article falls in. The spec's medium rule also holds for every high article; we test high first so
 * the bands partition the list (a "medium" filter shows medium articles, not high ones too) and the three filtered
 * counts add up to the unfiltered total. Low is exactly "relevance < 40 or confidence < 0.5", as the spec says.
 */
export function qualityBand(relevance: number, confidence01: number): QualityBand {
  if (relevance >= HIGH_QUALITY_MIN_RELEVANCE && confidence01 >= HIGH_QUALITY_MIN_CONFIDENCE) return 'high';
  if (relevance >= MEDIUM_QUALITY_MIN_RELEVANCE && confidence01 >= MEDIUM_QUALITY_MIN_CONFIDENCE) return 'medium';
  return 'low';
}
