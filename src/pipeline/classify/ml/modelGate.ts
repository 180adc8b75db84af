/**
 * The retraining gate (services/admin/modelTraining.ts): a candidate replaces the model in use only if it is not worse
 * on any figure: relevance F1 and category accuracy on the held-out corpus and the held-out decisions, and the
 * promotional flag's precision and recall on the calibration part of its evaluation set.
 */
import type { ModelFigures } from './retrainCandidate.ts';

const FIGURE_KEYS = ['relevanceF1', 'categoryAccuracy'] as const;

/** Why the candidate is worse, figure by figure; empty when it is not worse anywhere. */
export function worseOn(candidate: ModelFigures, baseline: ModelFigures): string[] {
  const out: string[] = [];
  for (const set of ['corpus', 'decisions'] as const) {
    const c = candidate[set];
    const b = baseline[set];
    if (!c || !b) continue;
    for (const k of FIGURE_KEYS) if (c[k] < b[k]) out.push(`${k} on ${set === 'corpus' ? 'the held-out corpus' : 'held-out decisions'} ${c[k]} < ${b[k]}`);
  }
  // A worse flag would label more honest stories as paid, or miss more that are. A baseline without the flag flags
  // nothing, so any candidate's flag is an improvement on it.
  const cp = candidate.promo;
  const bp = baseline.promo;
  if (bp) {
    const shown = (v: number | null) => (v === null ? 'nothing flagged' : v.toFixed(3));
    if (!cp) out.push('the promotional flag: the new model has none');
    else {
      if ((cp.precision ?? 0) < (bp.precision ?? 0)) out.push(`promotional flag precision ${shown(cp.precision)} < ${shown(bp.precision)}`);
      if (cp.recall < bp.recall) out.push(`promotional flag recall ${shown(cp.recall)} < ${shown(bp.recall)}`);
    }
  }
  return out;
}
