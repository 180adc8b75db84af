/** `npm run train`: trains the classifier on the corpus's training split and writes the versioned model file. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MODEL_PATH } from '../pipeline/classify/bundledModel.ts';
import { loadCorpus } from '../pipeline/classify/ml/corpus.ts';
import { trainModel } from '../pipeline/classify/ml/trainModel.ts';

const started = performance.now();
const { examples, checksum } = loadCorpus();
const model = trainModel(examples, checksum);
mkdirSync(path.dirname(MODEL_PATH), { recursive: true });
writeFileSync(MODEL_PATH, `${JSON.stringify(model)}\n`);
const weights = model.relevance.weights.reduce((n, r) => n + r.length, 0) + model.category.weights.reduce((n, r) => n + r.length, 0);
process.stdout.write(
  `trained ${model.version} on ${model.training.examples} examples (${model.training.heldOut} held out) in ${Math.round(performance.now() - started)} ms\n` +
    `${weights} non-zero weights → ${path.relative(process.cwd(), MODEL_PATH)}\nrun \`npm run evaluate\` for held-out figures\n`,
);
