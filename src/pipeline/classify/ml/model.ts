/**
 * The trained classifier: a binary logistic-regression head for relevance, a softmax head for category and a softmax
 * head for promotional copy (none, sponsored, press release: docs/curation.md §9).
 */
import { FEATURE_DIMS, type Lexicons, type SparseVector } from './features.ts';

/** Stored form of one linear head: only non-zero weights, as [index, weight] pairs. */
export interface StoredHead {
  classes: string[];
  bias: number[];
  weights: [number, number][][];
}

/** The model file written by `npm run train`. */
export interface StoredModel {
  format: 'cei-linear-v1';
  version: string;
  trainedAt: string;
  featureDims: number;
  lexicons: Lexicons;
  /** classes = ['irrelevant', 'relevant'] with one weight row (for 'relevant'). */
  relevance: StoredHead;
  category: StoredHead;
  /**
   * classes = PROMO_CLASSES; reads the article's features plus its promotional cues (features.ts promoVector). Absent
   * from model files trained before issue 12 item 5: such a model flags nothing.
   */
  promo?: StoredHead;
  training: { examples: number; heldOut: number; epochs: number; l2: number; corpusChecksum: string; decisions?: number; decisionWeight?: number; promo?: PromoTrainingInfo };
}

/** The promotional head's classes, in row order ('none' first: the flag is its complement). */
export const PROMO_CLASSES = ['none', 'sponsored', 'press_release'] as const;
export type PromoClass = (typeof PROMO_CLASSES)[number];

/**
 * The promotional head reads the article's word features at a quarter of their value, its cue features at full value.
 * Promotional training items are few and partly composed from templates, so at full value the head learned the
 * templates' words and missed hand-written promotional copy with other words; chosen on a validation of the
 * hand-written training items with the head trained on the rest (docs/curation.md §9), never on the evaluation file.
 * Part of the head's definition: changing it needs `npm run train`.
 */
export const PROMO_WORD_SCALE = 0.25;

/** What the promotional head was trained on (model file, for the record). */
export interface PromoTrainingInfo {
  examples: number;
  sponsored: number;
  pressRelease: number;
  decisions: number;
  corpusChecksum: string;
}

/** A loaded head with dense weights for fast dot products. */
export interface DenseHead {
  classes: string[];
  bias: Float64Array;
  weights: Float32Array[];
}

/**
 * Both heads' weights packed by feature bucket for prediction: the rows of one bucket (relevance, then each
 * category) sit side by side, and only buckets with a weight are kept. Dense heads put each row in its own 1 MB
 * array, so every feature cost a cache miss per row; packed, it is one small lookup and one cache line, and the
 * whole model (about 1.5 MB instead of 9) stays in cache. The sums are the same, term by term.
 */
export interface PackedWeights {
  /** 1 + the bucket's slot in `weights`, or 0 when no row has a weight for it. */
  slotOf: Uint16Array | Int32Array;
  /** Rows per slot: 1 (relevance) + the number of categories + the promotional classes (when the model has them). */
  rows: number;
  weights: Float32Array;
}

/** A model ready for prediction. */
export interface LoadedModel {
  version: string;
  lexicons: Lexicons;
  relevance: DenseHead;
  category: DenseHead;
  promo?: DenseHead;
  /** Present on loaded model files (loadModel); models fresh from training predict from the dense heads. */
  packed?: PackedWeights;
}

/** Packs the relevance row, the category rows and the promotional rows by bucket (see PackedWeights). */
export function packWeights(relevance: DenseHead, category: DenseHead, promo?: DenseHead): PackedWeights {
  const rows = [relevance.weights[0] as Float32Array, ...category.weights, ...(promo?.weights ?? [])];
  const used: number[] = [];
  for (let idx = 0; idx < FEATURE_DIMS; idx++) if (rows.some((w) => w[idx] !== 0)) used.push(idx);
  const slotOf = used.length < 0xffff ? new Uint16Array(FEATURE_DIMS) : new Int32Array(FEATURE_DIMS);
  const weights = new Float32Array(used.length * rows.length);
  used.forEach((idx, slot) => {
    slotOf[idx] = slot + 1;
    rows.forEach((w, r) => (weights[slot * rows.length + r] = w[idx] as number));
  });
  return { slotOf, rows: rows.length, weights };
}

/** Dense head with zero weights (training starts here). */
export function emptyHead(classes: string[], rows: number): DenseHead {
  return { classes, bias: new Float64Array(rows), weights: Array.from({ length: rows }, () => new Float32Array(FEATURE_DIMS)) };
}

/** Expands a stored model into dense weight arrays. */
export function loadModel(stored: StoredModel): LoadedModel {
  if (stored.format !== 'cei-linear-v1' || stored.featureDims !== FEATURE_DIMS) {
    throw new Error(`Unsupported model file (format ${stored.format}, dims ${stored.featureDims}); run npm run train`);
  }
  const dense = (h: StoredHead): DenseHead => {
    const head = emptyHead(h.classes, h.weights.length);
    h.bias.forEach((b, i) => (head.bias[i] = b));
    h.weights.forEach((row, r) => {
      const w = head.weights[r] as Float32Array;
      for (const [idx, value] of row) w[idx] = value;
    });
    return head;
  };
  const relevance = dense(stored.relevance);
  const category = dense(stored.category);
  const promo = stored.promo ? dense(stored.promo) : undefined;
  return { version: stored.version, lexicons: stored.lexicons, relevance, category, ...(promo ? { promo } : {}), packed: packWeights(relevance, category, promo) };
}

/** Compacts a dense head for storage: weights below `epsilon` are dropped, the rest rounded. */
export function storeHead(head: DenseHead, epsilon = 1e-4): StoredHead {
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  return {
    classes: head.classes,
    bias: Array.from(head.bias, round),
    weights: head.weights.map((w) => {
      const row: [number, number][] = [];
      for (let i = 0; i < w.length; i++) if (Math.abs(w[i] as number) >= epsilon) row.push([i, round(w[i] as number)]);
      return row;
    }),
  };
}

/** Raw scores (logits) of every row of a head for one vector. */
export function logits(head: DenseHead, x: SparseVector): number[] {
  return head.weights.map((w, r) => {
    let s = head.bias[r] as number;
    for (let i = 0; i < x.indices.length; i++) s += (w[x.indices[i] as number] as number) * (x.values[i] as number);
    return s;
  });
}

/** Logistic function. */
export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** Softmax over logits. */
export function softmax(z: number[]): number[] {
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

/**
 * Relevance logit, category logits and the promotional logits' word part from packed weights: per row the same terms,
 * in the same order, as logits() (the promotional head adds its cue features and bias in predictPromo).
 */
function packedLogits(model: LoadedModel, packed: PackedWeights, x: SparseVector): { relevance: number; category: number[]; promoWords: Float64Array | null } {
  const { slotOf, rows, weights } = packed;
  const sums = new Float64Array(rows);
  const nCategory = model.category.classes.length;
  sums[0] = model.relevance.bias[0] as number;
  for (let r = 1; r <= nCategory; r++) sums[r] = model.category.bias[r - 1] as number;
  for (let i = 0; i < x.indices.length; i++) {
    const slot = slotOf[x.indices[i] as number] as number;
    // A bucket without weights adds exactly zero to every row.
    if (slot === 0) continue;
    const v = x.values[i] as number;
    const base = (slot - 1) * rows;
    for (let r = 0; r < rows; r++) sums[r] = (sums[r] as number) + (weights[base + r] as number) * v;
  }
  return { relevance: sums[0] as number, category: Array.from(sums.subarray(1, 1 + nCategory)), promoWords: rows > 1 + nCategory ? sums.subarray(1 + nCategory) : null };
}

/** The relevance head's weight of one bucket (what a feature contributes per unit of value). */
export function relevanceWeight(model: LoadedModel, bucket: number): number {
  if (!model.packed) return (model.relevance.weights[0] as Float32Array)[bucket] as number;
  const slot = model.packed.slotOf[bucket] as number;
  return slot === 0 ? 0 : (model.packed.weights[(slot - 1) * model.packed.rows] as number);
}

/** The promotional head's probabilities, in PROMO_CLASSES order. */
export type PromoProbabilities = Record<PromoClass, number>;

/**
 * Probability that the article is on-topic, the category distribution and, when the model has a promotional head and
 * `cues` are given (features.ts cueVector), the promotional class probabilities.
 */
export function predict(
  model: LoadedModel,
  x: SparseVector,
  cues?: SparseVector,
): { relevant: number; categories: { slug: string; p: number }[]; promo: PromoProbabilities | null } {
  const z = model.packed
    ? packedLogits(model, model.packed, x)
    : { relevance: logits(model.relevance, x)[0] ?? 0, category: logits(model.category, x), promoWords: model.promo ? Float64Array.from(logits({ ...model.promo, bias: new Float64Array(model.promo.bias.length) }, x)) : null };
  const relevant = sigmoid(z.relevance);
  const probs = softmax(z.category);
  const categories = model.category.classes.map((slug, i) => ({ slug, p: probs[i] ?? 0 })).sort((a, b) => b.p - a.p);
  let promo: PromoProbabilities | null = null;
  if (model.promo && z.promoWords && cues) {
    // The cue part is a handful of features read from the dense rows; the word part came with the other heads.
    const head = model.promo;
    const p = softmax(
      head.weights.map((w, r) => {
        let s = (head.bias[r] as number) + PROMO_WORD_SCALE * (z.promoWords?.[r] as number);
        for (let i = 0; i < cues.indices.length; i++) s += (w[cues.indices[i] as number] as number) * (cues.values[i] as number);
        return s;
      }),
    );
    promo = { none: p[0] ?? 1, sponsored: p[1] ?? 0, press_release: p[2] ?? 0 };
  }
  return { relevant, categories, promo };
}

/** The promotional head's weight of one bucket toward `kind` against 'none' (what a feature adds to the flag). */
export function promoWeight(model: LoadedModel, bucket: number, kind: Exclude<PromoClass, 'none'>): number {
  const head = model.promo;
  if (!head) return 0;
  const r = PROMO_CLASSES.indexOf(kind);
  return ((head.weights[r] as Float32Array)[bucket] as number) - ((head.weights[0] as Float32Array)[bucket] as number);
}

/** The promotional head's weight of one word feature's bucket, as it reads words (PROMO_WORD_SCALE). */
export function promoWordWeight(model: LoadedModel, bucket: number, kind: Exclude<PromoClass, 'none'>): number {
  return PROMO_WORD_SCALE * promoWeight(model, bucket, kind);
}
