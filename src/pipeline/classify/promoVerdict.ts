/**
 * The promotional flag from the promotional head's probabilities (docs/curation.md §9): flagged when the article is
 * more likely promotional than not by at least the threshold, as the likelier of the two kinds.
 */
import type { PromoKind } from '../../domain/promotional.ts';
import type { PromoProbabilities } from './ml/model.ts';

/**
 * Probability of "promotional" (sponsored + press release) at or above which an article is flagged. A wrong label
 * tells readers a journalist's story was paid for or written by the company, so the flag leans to precision; tuned on
 * the calibration part of corpus/evaluation-promotional.jsonl only (npm run evaluate -- --show-calibration-errors).
 */
export const PROMO_FLAG_MIN_SCORE = 0.3;

/** The classifier's promotional verdict: the kind (null = not flagged), its 0-1 score and the features behind it. */
export interface PromoVerdict {
  kind: PromoKind | null;
  /** Probability that the article is promotional at all (either kind), 0-1. */
  score: number;
  /** What pushed the score, strongest first: cues ("cue:wire_service") and words, with their weights toward the likelier kind. */
  reasons: { feature: string; weight: number }[];
}

/** No head, no verdict: a model trained before the flag existed flags nothing. */
export const NO_PROMO_VERDICT: PromoVerdict = { kind: null, score: 0, reasons: [] };

/** The likelier promotional kind and the probability of promotional at all. */
export function promoDecision(p: PromoProbabilities, minScore: number = PROMO_FLAG_MIN_SCORE): { kind: PromoKind | null; likelier: PromoKind; score: number } {
  const score = Math.round((1 - p.none) * 1000) / 1000;
  const likelier: PromoKind = p.sponsored >= p.press_release ? 'sponsored' : 'press_release';
  return { kind: score >= minScore ? likelier : null, likelier, score };
}
