/**
 * The CPU-heavy part of a retraining (services/admin/modelTraining.ts): train a candidate on the corpus's training
 * split plus the decisions' training part, and score it and the model in use on the two held-out sets. Pure and
 * synchronous (seconds of CPU); `retrainInWorker.ts` runs it on a worker thread so a web process keeps answering.
 */
import { CATEGORY_SLUGS } from '../../../domain/categories.ts';
import type { ClassifierPromoFigures } from '../../../domain/contracts.ts';
import type { Classification, ClassifierInput } from '../classification.ts';
import { createModelClassifier } from '../modelClassifier.ts';
import { decideStatus } from '../../decide/decideStatus.ts';
import { loadCorpus, splitCorpus, type CorpusExample } from './corpus.ts';
import { evaluateClassifier } from './evaluate.ts';
import { loadModel, type StoredModel } from './model.ts';
import { loadPromoCorpus, type PromoExample } from './promoCorpus.ts';
import { promoMetrics } from './promoEvaluation.ts';
import { promoEvaluationRows } from './promoEvaluationRows.ts';
import { loadRealWorldSet } from './realWorldEvaluation.ts';
import { trainModel } from './trainModel.ts';

/** The figures of one model on one evaluation set. */
export interface SetFigures {
  examples: number;
  /** "Relevant" = the pipeline would not auto-reject it (published or sent to review), as `npm run evaluate` counts. */
  relevanceF1: number;
  precision: number;
  recall: number;
  categoryAccuracy: number;
}
/** The promotional flag on the calibration part of its evaluation set (the test part stays unseen by any choice). */
export type PromoFigures = ClassifierPromoFigures;
export interface ModelFigures {
  corpus: SetFigures;
  decisions: SetFigures | null;
  /** Null for a model without the promotional head (it flags nothing). */
  promo: PromoFigures | null;
}

export interface RetrainInput {
  decisionsTrain: CorpusExample[];
  decisionsHeldOut: CorpusExample[];
  /** Moderators' promotional corrections (their training part): the promotional head learns from them too. */
  promoDecisionsTrain?: PromoExample[];
  /** The model in use (the active stored version or the shipped file). */
  baseline: StoredModel;
  now: Date;
}
export interface RetrainOutput {
  candidateModel: StoredModel;
  candidate: ModelFigures;
  baseline: ModelFigures;
}

function figuresOf(classify: (i: ClassifierInput) => Classification, examples: CorpusExample[]): SetFigures {
  const r = evaluateClassifier(classify, examples, [...CATEGORY_SLUGS], (c) => decideStatus(c).decision !== 'auto_rejected');
  return { examples: r.examples, relevanceF1: r.relevance.f1, precision: r.relevance.precision, recall: r.relevance.recall, categoryAccuracy: r.category.accuracy };
}

function promoFiguresOf(classify: (i: ClassifierInput) => Classification, realWorld: ReturnType<typeof loadRealWorldSet>): PromoFigures {
  const rows = promoEvaluationRows(classify, realWorld).calibration.map((s) => s.row);
  const m = promoMetrics(rows);
  return { items: m.items, precision: m.precision.value, recall: m.recall.value ?? 0 };
}

export function trainAndScoreCandidate(input: RetrainInput): RetrainOutput {
  const { examples, checksum } = loadCorpus();
  const corpusHeldOut = splitCorpus(examples).heldOut;
  const promo = loadPromoCorpus();
  // Every candidate has the promotional head (trained on the promotional file and the corrections): a candidate
  // without it would stop the flag the moment it was put in use.
  const candidateModel = trainModel(examples, checksum, {}, input.now, input.decisionsTrain, { examples: promo.examples, checksum: promo.checksum, decisions: input.promoDecisionsTrain ?? [] });
  const realWorld = loadRealWorldSet();
  const evaluate = (model: StoredModel): ModelFigures => {
    const loaded = loadModel(model);
    const classify = createModelClassifier(loaded);
    return {
      corpus: figuresOf(classify, corpusHeldOut),
      decisions: input.decisionsHeldOut.length > 0 ? figuresOf(classify, input.decisionsHeldOut) : null,
      promo: loaded.promo ? promoFiguresOf(classify, realWorld) : null,
    };
  };
  return { candidateModel, candidate: evaluate(candidateModel), baseline: evaluate(input.baseline) };
}
