/** Builds the stored model from the corpus: featurise the training split, train the heads, compact. */
import { createHash } from 'node:crypto';
import { cueVector, extractFeatures, FEATURE_DIMS, prepareText } from './features.ts';
import { splitCorpus, type CorpusExample } from './corpus.ts';
import { DECISION_WEIGHT } from './editorialExamples.ts';
import { storeHead, type StoredModel } from './model.ts';
import { newsAsPromoExamples, promoInputOf, type PromoExample } from './promoCorpus.ts';
import { DEFAULT_TRAIN_OPTIONS, trainHeads, trainPromoHead, type TrainOptions } from './train.ts';
import { MODEL_LEXICONS } from '../lexicons.ts';
import { cueText, findPromoCues } from '../promoCues.ts';

/** The promotional head's data: the promotional training file and moderators' promotional decisions (their training part). */
export interface PromoTrainingData {
  examples: PromoExample[];
  checksum: string;
  decisions?: PromoExample[];
}

/**
 * Trains the promotional head on the promotional file, the corpus's training split as news ("none": every corpus item
 * is a journalist's report) and moderators' promotional decisions, each counted DECISION_WEIGHT times.
 */
function promoHead(corpusTrain: readonly CorpusExample[], promo: PromoTrainingData) {
  const items = [...promo.examples, ...newsAsPromoExamples(corpusTrain)];
  const decisions = promo.decisions ?? [];
  const featurise = (e: PromoExample, weight: number) => {
    const input = promoInputOf(e);
    const prepared = prepareText(input);
    return { x: extractFeatures(input, MODEL_LEXICONS, prepared), cues: cueVector(findPromoCues(cueText(input, prepared))), label: e.promo, weight };
  };
  const head = trainPromoHead([...items.map((e) => featurise(e, 1)), ...decisions.map((e) => featurise(e, DECISION_WEIGHT))]);
  const count = (kind: string) => promo.examples.filter((e) => e.promo === kind).length + decisions.filter((e) => e.promo === kind).length;
  return { head, info: { examples: items.length, sponsored: count('sponsored'), pressRelease: count('press_release'), decisions: decisions.length, corpusChecksum: promo.checksum } };
}

/**
 * Trains on the training split only, so `npm run evaluate` measures on examples the model never saw. `decisions` are
 * moderators' judgements (editorialExamples.ts: their training part), each counted DECISION_WEIGHT times. Without
 * `promo` the model has no promotional head (and flags nothing).
 */
export function trainModel(
  examples: CorpusExample[],
  corpusChecksum: string,
  options: Partial<TrainOptions> = {},
  now: Date = new Date(),
  decisions: CorpusExample[] = [],
  promo?: PromoTrainingData,
): StoredModel {
  const opts = { ...DEFAULT_TRAIN_OPTIONS, ...options };
  const { train, heldOut } = splitCorpus(examples);
  const weighted = [...train, ...decisions.flatMap((d) => Array.from({ length: DECISION_WEIGHT }, () => d))];
  const featurised = weighted.map((e) => ({ x: extractFeatures({ title: e.title, summary: e.summary }, MODEL_LEXICONS), label: e.label }));
  const { relevance, category } = trainHeads(featurised, opts);
  const promoTrained = promo ? promoHead(train, promo) : null;
  // The version names the data: the corpus, and the promotional file when there is one.
  const checksum = promo ? createHash('sha256').update(`${corpusChecksum}:${promo.checksum}`).digest('hex').slice(0, 16) : corpusChecksum;
  const nDecisions = decisions.length + (promo?.decisions?.length ?? 0);
  return {
    format: 'cei-linear-v1',
    // With decisions, a model per training run (to the second): each is kept as its own version.
    version: nDecisions === 0 ? `lr-${now.toISOString().slice(0, 10)}-${checksum.slice(0, 8)}` : `lr-${now.toISOString().slice(0, 19).replace(/[-:T]/g, '')}-${checksum.slice(0, 8)}-d${nDecisions}`,
    trainedAt: now.toISOString(),
    featureDims: FEATURE_DIMS,
    lexicons: MODEL_LEXICONS,
    relevance: storeHead(relevance),
    category: storeHead(category),
    ...(promoTrained ? { promo: storeHead(promoTrained.head) } : {}),
    training: {
      examples: train.length,
      heldOut: heldOut.length,
      epochs: opts.epochs,
      l2: opts.l2,
      corpusChecksum,
      ...(decisions.length ? { decisions: decisions.length, decisionWeight: DECISION_WEIGHT } : {}),
      ...(promoTrained ? { promo: promoTrained.info } : {}),
    },
  };
}
