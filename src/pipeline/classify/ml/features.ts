/**
 * Text features for the classifier: hashed unigrams and bigrams (title tokens also get their own namespace,
 * since headlines say what a story is about) plus a few lexicon counts that generalise beyond the training
 * vocabulary. Hashing keeps the model small and needs no vocabulary file.
 */
import { htmlToPlainText } from '../../../domain/summary.ts';
import { indexTerms, matchTerms, normaliseTerms } from '../../../domain/termMatching.ts';

/** Number of hash buckets (2^18): few collisions for news vocabularies, small enough for a JSON model. */
export const FEATURE_DIMS = 1 << 18;

/** A sparse feature vector: parallel arrays of bucket indices and values, L2-normalised. */
export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
  /** The readable name of each feature, kept only when asked for (explanations). */
  names?: string[];
}

const STOPWORDS = new Set(
  'a an and are as at be by for from has have in into is it its of on or that the their this to was were will with after over new says said more than about up out how why what who its his her they we you our your can could may not but also just'.split(' '),
);

/** FNV-1a 32-bit hash of a string, folded into FEATURE_DIMS buckets. */
export function hashFeature(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & (FEATURE_DIMS - 1);
}

/** Lower-cased word tokens; numbers collapse to a shape token so "₹48 crore" and "₹120 crore" look alike. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(/₹|[\p{L}][\p{L}\p{M}'’-]*|\d[\d,.]*/gu)) {
    let t = m[0].replace(/['’]s$/, '').replace(/['’-]+$/, '');
    if (/^\d/.test(t)) t = '<num>';
    if (t.length < 2 && t !== '₹') continue;
    if (STOPWORDS.has(t)) continue;
    out.push(t);
  }
  return out;
}

/** Lexicons whose counts become features: they carry domain knowledge to words the corpus never used. */
export interface Lexicons {
  [name: string]: readonly string[];
}

const compiledLexicons = new WeakMap<Lexicons, [string, readonly string[], string[]][]>();

function lexiconCounts(text: string, lexicons: Lexicons): [string, number][] {
  let compiled = compiledLexicons.get(lexicons);
  if (!compiled) {
    compiled = Object.entries(lexicons).map(([name, terms]) => [name, terms, normaliseTerms(terms)]);
    compiledLexicons.set(lexicons, compiled);
  }
  const index = indexTerms(text);
  const out: [string, number][] = [];
  for (const [name, terms, normalised] of compiled) {
    const n = matchTerms(index, terms, normalised).length;
    if (n > 0) out.push([`lex:${name}`, Math.min(n, 4)]);
  }
  return out;
}

/** What the feature extractor reads. */
export interface FeatureInput {
  title: string;
  summary?: string | null;
  content?: string | null;
}

/** Builds the hashed, log-scaled, L2-normalised feature vector of an article. */
export function extractFeatures(input: FeatureInput, lexicons: Lexicons, keepNames = false): SparseVector {
  const counts = new Map<number, number>();
  const names = keepNames ? new Map<number, string>() : null;
  const add = (name: string, weight = 1) => {
    const idx = hashFeature(name);
    counts.set(idx, (counts.get(idx) ?? 0) + weight);
    if (names && !names.has(idx)) names.set(idx, name);
  };
  const titleTokens = tokenize(input.title);
  const body = `${input.summary ?? ''} ${htmlToPlainText(input.content ?? '').slice(0, 4000)}`;
  const bodyTokens = tokenize(body);
  for (const t of titleTokens) add(`t:${t}`);
  for (let i = 1; i < titleTokens.length; i++) add(`t:${titleTokens[i - 1]}_${titleTokens[i]}`);
  for (const t of [...titleTokens, ...bodyTokens]) add(`w:${t}`);
  for (let i = 1; i < bodyTokens.length; i++) add(`b:${bodyTokens[i - 1]}_${bodyTokens[i]}`, 0.5);
  for (const [name, n] of lexiconCounts(`${input.title} ${body}`, lexicons)) add(name, n);
  add('bias:1');

  const indices = Int32Array.from(counts.keys()).sort();
  const values = new Float32Array(indices.length);
  let norm = 0;
  indices.forEach((idx, i) => {
    const v = Math.log1p(counts.get(idx) ?? 0);
    values[i] = v;
    norm += v * v;
  });
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < values.length; i++) values[i] = (values[i] ?? 0) / norm;
  return names ? { indices, values, names: Array.from(indices, (i) => names.get(i) ?? `#${i}`) } : { indices, values };
}
