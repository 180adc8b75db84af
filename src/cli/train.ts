/**
 * `npm run train [-- --no-decisions]`: trains the classifier on the corpus's training split and, when a database is
 * configured (DATABASE_URL, or an embedded one in DATA_DIR), on the training part of the moderators' decisions too
 * (editorial labels: pipeline/classify/ml/editorialExamples.ts); writes the versioned model file. `--no-decisions`
 * trains from the corpus alone (the file shipped in the repo). The back office's Retrain does the same with an
 * evaluation gate and keeps the result in the database instead (services/admin/modelTraining.ts).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { listEditorialLabels } from '../db/queries/editorialLabels.ts';
import { MODEL_PATH } from '../pipeline/classify/bundledModel.ts';
import { loadCorpus, type CorpusExample } from '../pipeline/classify/ml/corpus.ts';
import { examplesFromDecisions, promoExamplesFromDecisions, splitDecisions } from '../pipeline/classify/ml/editorialExamples.ts';
import { loadPromoCorpus, type PromoExample } from '../pipeline/classify/ml/promoCorpus.ts';
import { trainModel } from '../pipeline/classify/ml/trainModel.ts';
import { boot } from './bootstrap.ts';

const { values } = parseArgs({ options: { 'no-decisions': { type: 'boolean' } } });
const started = performance.now();
const { examples, checksum } = loadCorpus();

const promoCorpus = loadPromoCorpus();

let decisions: CorpusExample[] = [];
let promoDecisions: PromoExample[] = [];
const dataDir = path.resolve(process.env.DATA_DIR ?? './data', 'pglite');
if (!values['no-decisions'] && (process.env.DATABASE_URL || existsSync(dataDir))) {
  const { database } = await boot({ logToStderr: true });
  try {
    const labels = await listEditorialLabels(database.db);
    const split = splitDecisions(examplesFromDecisions(labels));
    decisions = split.train;
    const promoSplit = splitDecisions(promoExamplesFromDecisions(labels));
    promoDecisions = promoSplit.train;
    process.stdout.write(`decisions: ${split.train.length + split.heldOut.length} decided articles, ${split.train.length} used for training (${split.heldOut.length} held out for evaluation)\n`);
    process.stdout.write(`promotional corrections: ${promoSplit.train.length + promoSplit.heldOut.length} articles, ${promoSplit.train.length} used for training\n`);
  } finally {
    await database.close();
  }
} else {
  process.stdout.write(values['no-decisions'] ? 'decisions: not used (--no-decisions)\n' : `decisions: none (no DATABASE_URL and no database in ${dataDir})\n`);
}

const model = trainModel(examples, checksum, {}, new Date(), decisions, { examples: promoCorpus.examples, checksum: promoCorpus.checksum, decisions: promoDecisions });
mkdirSync(path.dirname(MODEL_PATH), { recursive: true });
writeFileSync(MODEL_PATH, `${JSON.stringify(model)}\n`);
const weights = [model.relevance, model.category, ...(model.promo ? [model.promo] : [])].reduce((n, head) => n + head.weights.reduce((m, r) => m + r.length, 0), 0);
process.stdout.write(
  `trained ${model.version} on ${model.training.examples} examples (${model.training.heldOut} held out)${decisions.length ? ` and ${decisions.length} decisions` : ''}, promotional head on ${model.training.promo?.examples ?? 0} items (${model.training.promo?.sponsored ?? 0} sponsored, ${model.training.promo?.pressRelease ?? 0} press releases${promoDecisions.length ? `, ${promoDecisions.length} corrections` : ''}) in ${Math.round(performance.now() - started)} ms\n` +
    `${weights} non-zero weights → ${path.relative(process.cwd(), MODEL_PATH)}\nrun \`npm run evaluate\` for held-out figures\n`,
);
