/**
 * `npm run evaluate [-- --file other.jsonl] [--show-calibration-errors]`: scores the shipped model on the held-out split
 * of the training corpus and, through the real decision rule, on the real-world-style evaluation set (or on another labelled file).
 */
import { parseArgs } from 'node:util';
import { CATEGORY_SLUGS } from '../domain/categories.ts';
import { getClassifier, getModelVersion } from '../pipeline/classify/bundledModel.ts';
import { loadCorpus, splitCorpus, type CorpusExample } from '../pipeline/classify/ml/corpus.ts';
import { evaluateClassifier, formatReport } from '../pipeline/classify/ml/evaluate.ts';
import { CALIBRATION_SHARE, decideAll, formatDecisionReport, inputFor, loadRealWorldSet, REALWORLD_PATH, slicedDecisionMetrics, splitRealWorld } from '../pipeline/classify/ml/realWorldEvaluation.ts';
import { decideStatus } from '../pipeline/decide/decideStatus.ts';
import { promoEvaluationRows } from '../pipeline/classify/ml/promoEvaluationRows.ts';
import { formatPromoReport } from '../pipeline/classify/ml/promoEvaluation.ts';

const { values } = parseArgs({ options: { file: { type: 'string' }, 'show-calibration-errors': { type: 'boolean' } } });
const { examples } = loadCorpus(values.file);
const subset = values.file ? examples : splitCorpus(examples).heldOut;
const classify = getClassifier();
const out = (text: string) => process.stdout.write(`${text}\n`);
// "Relevant" means the pipeline would not auto-reject it (published or sent to review); "published" reaches readers unseen.
const evaluate = (items: CorpusExample[]) =>
  evaluateClassifier(classify, items, [...CATEGORY_SLUGS], (c) => decideStatus(c).decision !== 'auto_rejected', (c) => decideStatus(c).decision === 'published');
const title = values.file ? `Evaluation on ${values.file}` : 'Evaluation on the held-out split (never used for training)';
out(`model ${getModelVersion()}\n`);
out(formatReport(evaluate(subset), title));
if (!values.file) {
  // Composed examples share sentence patterns across the split; the hand-written ones are the stricter test of the
  // invented corpus, and the realworld-style ones (real names and trade-press headlines, a third without summary)
  // the closer one to live feeds.
  const handwritten = subset.filter((e) => e.origin === 'handwritten');
  out(`\n${formatReport(evaluate(handwritten), 'Hand-written held-out examples only (the stricter figure)')}`);
  const realworld = subset.filter((e) => e.origin === 'realworld-style');
  if (realworld.length > 0) out(`\n${formatReport(evaluate(realworld), 'Realworld-style held-out examples only (trade-press vocabulary)')}`);

  // The real-world-style set: never used for training; each item goes through classify then decideStatus, as in ingest.
  const realWorld = loadRealWorldSet();
  const { calibration, test } = splitRealWorld(realWorld);
  const decide = (c: Parameters<typeof decideStatus>[0]) => decideStatus(c).decision;
  const calibrationPct = Math.round(CALIBRATION_SHARE * 100);
  out(`\n\nReal-world-style evaluation set (${REALWORLD_PATH.split('/').slice(-2).join('/')}, ${realWorld.length} items, never used for training)`);
  out(`Decisions through decideStatus, as ingest makes them. Thresholds may be tuned on the calibration part only.\n`);
  out(formatDecisionReport(slicedDecisionMetrics(decideAll(calibration, classify, decide)), `Calibration part (${calibration.length} items, about ${calibrationPct}%): tune thresholds here`));
  out(`\n${formatDecisionReport(slicedDecisionMetrics(decideAll(test, classify, decide)), `Test part (${test.length} items, about ${100 - calibrationPct}%): THE HONEST FIGURE, never tuned on`)}`);

  // The promotional flag: its own hand-written set plus every item of the real-world set (all journalists' reports,
  // so "none"), both split by the same stable hash of the id; neither is ever trained on.
  const promo = promoEvaluationRows(classify, realWorld);
  out(`\n\nPromotional flag (sponsored / press release): corpus/evaluation-promotional.jsonl plus the real-world set's items as news, never used for training`);
  out(formatPromoReport(promo.calibration.map((r) => r.row), `Calibration part (${promo.calibration.length} items): tune the flag's threshold here`));
  out(`\n${formatPromoReport(promo.test.map((r) => r.row), `Test part (${promo.test.length} items): THE HONEST FIGURE, never tuned on`)}`);
  if (values['show-calibration-errors']) {
    out('\nPromotional calibration items the flag gets wrong (truth → flag, score):');
    for (const r of promo.calibration) if ((r.row.predicted ?? 'none') !== r.row.truth) out(`  ${r.row.id} [${r.row.truth} → ${r.row.predicted ?? 'none'}, ${r.score}] ${r.title}`);
  }
  if (values['show-calibration-errors']) {
    // Only the calibration part is listed: reading the test part's mistakes would turn it into a tuning set.
    out('\nCalibration items the pipeline gets wrong (true label → decision, category):');
    for (const e of calibration) {
      const c = classify(inputFor(e));
      const d = decide(c);
      const relevant = e.label !== 'irrelevant';
      const wrong = relevant ? d === 'auto_rejected' || c.category !== e.label : d === 'published';
      if (wrong) out(`  ${e.id} [${e.label} → ${d}, ${c.category}, relevance ${c.relevanceScore}] ${e.title}${e.summary ? '' : ' (headline only)'}`);
    }
  }
}
