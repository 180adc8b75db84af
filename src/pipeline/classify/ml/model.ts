/** The trained classifier: a binary logistic-regression head for relevance and a softmax head for category. */
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
  training: { examples: number; heldOut: number; epochs: number; l2: number; corpusChecksum: string; decisions?: number; decisionWeight?: number };
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
  /** Rows per slot: 1 (relevance) + the number of categories. */
  rows: number;
  weights: Float32Array;
}

/** A model ready for prediction. */
export interface LoadedModel {
  version: string;
  lexicons: Lexicons;
  relevance: DenseHead;
  category: DenseHead;
  /** Present on loaded model files (loadModel); models fresh from training predict from the dense heads. */
  packed?: PackedWeights;
}

/** Packs the relevance row and the category rows by bucket (see PackedWeights). */
export function packWeights(relevance: DenseHead, category: DenseHead): PackedWeights {
  const rows = [relevance.weights[0] as Float32Array, ...category.weights];
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
  return { version: stored.version, lexicons: stored.lexicons, relevance, category, packed: packWeights(relevance, category) };
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

/** Relevance logit and category logits from packed weights: per row the same terms, in the same order, as logits(). */
function packedLogits(model: LoadedModel, packed: PackedWeights, x: SparseVector): { relevance: number; category: number[] } {
  const { slotOf, rows, weights } = packed;
  const sums = new Float64Array(rows);
  sums[0] = model.relevance.bias[0] as number;
  for (let r = 1; r < rows; r++) sums[r] = model.category.bias[r - 1] as number;
  for (let i = 0; i < x.indices.length; i++) {
    const slot = slotOf[x.indices[i] as number] as number;
    // A bucket without weights adds exactly zero to every row.
    if (slot === 0) continue;
    const v = x.values[i] as number;
    const base = (slot - 1) * rows;
    for (let r = 0; r < rows; r++) sums[r] = (sums[r] as number) + (weights[base + r] as number) * v;
  }
  return { relevance: sums[0] as number, category: Array.from(sums.subarray(1)) };
}

/** The relevance head's weight of one bucket (what a feature contributes per unit of value). */
export function relevanceWeight(model: LoadedModel, bucket: number): number {
  if (!model.packed) return (model.relevance.weights[0] as Float32Array)[bucket] as number;
  const slot = model.packed.slotOf[bucket] as number;
  return slot === 0 ? 0 : (model.packed.weights[(slot - 1) * model.packed.rows] as number);
}

/** Probability that the article is on-topic, and the category distribution. */
export function predict(model: LoadedModel, x: SparseVector): { relevant: number; categories: { slug: string; p: number }[] } {
  const z = model.packed ? packedLogits(model, model.packed, x) : { relevance: logits(model.relevance, x)[0] ?? 0, category: logits(model.category, x) };
  const relevant = sigmoid(z.relevance);
  const probs = softmax(z.category);
  const categories = model.category.classes.map((slug, i) => ({ slug, p: probs[i] ?? 0 })).sort((a, b) => b.p - a.p);
  return { relevant, categories };
}
