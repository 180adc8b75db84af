/** Builds the stored model from the corpus: featurise the training split, train both heads, compact. */
import { extractFeatures } from './features.ts';
import { FEATURE_DIMS } from './features.ts';
import { splitCorpus, type CorpusExample } from './corpus.ts';
import { DECISION_WEIGHT } from './editorialExamples.ts';
import { storeHead, type StoredModel } from './model.ts';
import { DEFAULT_TRAIN_OPTIONS, trainHeads, type TrainOptions } from './train.ts';
import { MODEL_LEXICONS } from '../lexicons.ts';

/**
 * Trains on the training split only, so `npm run evaluate` measures on examples the model never saw. `decisions` are
 * moderators' judgements (editorialExamples.ts: their training part), each counted DECISION_WEIGHT times.
 */
export function trainModel(examples: CorpusExample[], corpusChecksum: string, options: Partial<TrainOptions> = {}, now: Date = new Date(), decisions: CorpusExample[] = []): StoredModel {
  const opts = { ...DEFAULT_TRAIN_OPTIONS, ...options };
  const { train, heldOut } = splitCorpus(examples);
  const weighted = [...train, ...decisions.flatMap((d) => Array.from({ length: DECISION_WEIGHT }, () => d))];
  const featurised = weighted.map((e) => ({ x: extractFeatures({ title: e.title, summary: e.summary }, MODEL_LEXICONS), label: e.label }));
  const { relevance, category } = trainHeads(featurised, opts);
  return {
    format: 'cei-linear-v1',
    // With decisions, a model per training run (to the second): each is kept as its own version.
    version: decisions.length === 0 ? `lr-${now.toISOString().slice(0, 10)}-${corpusChecksum.slice(0, 8)}` : `lr-${now.toISOString().slice(0, 19).replace(/[-:T]/g, '')}-${corpusChecksum.slice(0, 8)}-d${decisions.length}`,
    trainedAt: now.toISOString(),
    featureDims: FEATURE_DIMS,
    lexicons: MODEL_LEXICONS,
    relevance: storeHead(relevance),
    category: storeHead(category),
    training: { examples: train.length, heldOut: heldOut.length, epochs: opts.epochs, l2: opts.l2, corpusChecksum, ...(decisions.length ? { decisions: decisions.length, decisionWeight: DECISION_WEIGHT } : {}) },
  };
}
