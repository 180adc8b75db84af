/** `npm run evaluate [-- --file other.jsonl]`: scores the shipped model on the held-out split (or on another labelled file). */
import { parseArgs } from 'node:util';
import { CATEGORY_SLUGS } from '../domain/categories.ts';
import { getClassifier } from '../pipeline/classify/bundledModel.ts';
import { loadCorpus, splitCorpus } from '../pipeline/classify/ml/corpus.ts';
import { evaluateClassifier, formatReport } from '../pipeline/classify/ml/evaluate.ts';
import { decideStatus } from '../pipeline/decide/decideStatus.ts';

const { values } = parseArgs({ options: { file: { type: 'string' } } });
const { examples } = loadCorpus(values.file);
const subset = values.file ? examples : splitCorpus(examples).heldOut;
const classify = getClassifier();
// "Relevant" means the pipeline would not auto-reject it (published or sent to review).
const report = evaluateClassifier(classify, subset, [...CATEGORY_SLUGS], (c) => decideStatus(c).decision !== 'auto_rejected');
const title = values.file ? `Evaluation on ${values.file}` : 'Evaluation on the held-out split (never used for training)';
process.stdout.write(`${formatReport(report, title)}\n`);
if (!values.file) {
  // Composed examples share sentence patterns across the split; the hand-written ones are the stricter test.
  const handwritten = subset.filter((e) => e.origin === 'handwritten');
  const strict = evaluateClassifier(classify, handwritten, [...CATEGORY_SLUGS], (c) => decideStatus(c).decision !== 'auto_rejected');
  process.stdout.write(`\n${formatReport(strict, 'Hand-written held-out examples only (the stricter figure)')}\n`);
}
