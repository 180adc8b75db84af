/** The promotional flag's evaluation rows (docs/curation.md §9): the classifier's verdict on every item, split into calibration and test parts. */
import type { Classification, ClassifierInput } from '../classification.ts';
import { loadPromoEvaluationSet, promoInputOf, type PromoExample } from './promoCorpus.ts';
import type { PromoRow } from './promoEvaluation.ts';
import { inputFor, isCalibration, type RealWorldExample } from './realWorldEvaluation.ts';

export interface ScoredPromoRow {
  row: PromoRow;
  score: number;
  title: string;
}

/**
 * Runs the promotional evaluation set and the real-world set (every item a journalist's report: "none") through the
 * classifier with the input ingest builds, and splits both by the real-world set's calibration hash.
 */
export function promoEvaluationRows(
  classify: (i: ClassifierInput) => Classification,
  realWorld: readonly RealWorldExample[],
  promoSet: readonly PromoExample[] = loadPromoEvaluationSet(),
): { calibration: ScoredPromoRow[]; test: ScoredPromoRow[] } {
  const scored = [
    ...promoSet.map((e) => ({ id: e.id, truth: e.promo, input: promoInputOf(e), hasBody: Boolean(e.summary.trim() || e.content.trim()) })),
    ...realWorld.map((e) => ({ id: e.id, truth: 'none' as const, input: inputFor(e), hasBody: Boolean(e.summary.trim()) })),
  ].map((e) => {
    const c = classify(e.input);
    return { row: { id: e.id, truth: e.truth, predicted: c.promo.kind, hasBody: e.hasBody }, score: c.promo.score, title: e.input.title };
  });
  return { calibration: scored.filter((s) => isCalibration(s.row.id)), test: scored.filter((s) => !isCalibration(s.row.id)) };
}
