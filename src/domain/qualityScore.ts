/** Quality score and levels (public-site §9). */

/**
 * Quality = 0.6·confidence + 0.4·relevance when relevance > 0, else 0.8·confidence; capped at 100.
 * `confidence` is the ML confidence on the 0-1 scale (stored that way), converted to 0-100 here.
 */
export function computeQualityScore(confidence01: number, relevance: number): number {
  const confidence = Math.max(0, confidence01) * 100;
  const raw = relevance > 0 ? 0.6 * confidence + 0.4 * relevance : 0.8 * confidence;
  return Math.min(100, Math.round(raw));
}

export type QualityLevel = 'Excellent' | 'Good' | 'Average' | 'Fair' | 'Poor';

/** Level names: Excellent ≥ 85, Good ≥ 70, Average ≥ 50, Fair ≥ 35, Poor below. */
export function qualityLevel(score: number): QualityLevel {
  if (score >= 85) return 'Excellent';
  if (score >= 70) return 'Good';
  if (score >= 50) return 'Average';
  if (score >= 35) return 'Fair';
  return 'Poor';
}
