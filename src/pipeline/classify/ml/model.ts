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
  training: { examples: number; heldOut: number; epochs: number; l2: number; corpusChecksum: string };
}

/** A loaded head with dense weights for fast dot products. */
export interface DenseHead {
  classes: string[];
  bias: Float64Array;
  weights: Float32Array[];
}

/** A model ready for prediction. */
export interface LoadedModel {
  version: string;
  lexicons: Lexicons;
  relevance: DenseHead;
  category: DenseHead;
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
  return { version: stored.version, lexicons: stored.lexicons, relevance: dense(stored.relevance), category: dense(stored.category) };
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

/** Probability that the article is on-topic, and the category distribution. */
export function predict(model: LoadedModel, x: SparseVector): { relevant: number; categories: { slug: string; p: number }[] } {
  const relevant = sigmoid(logits(model.relevance, x)[0] ?? 0);
  const probs = softmax(logits(model.category, x));
  const categories = model.category.classes.map((slug, i) => ({ slug, p: probs[i] ?? 0 })).sort((a, b) => b.p - a.p);
  return { relevant, categories };
}
