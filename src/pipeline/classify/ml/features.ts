/**
 * Text features for the classifier: hashed unigrams and bigrams (title tokens also get their own namespace,
 * since headlines say what a story is about) plus a few lexicon counts that generalise beyond the training
 * vocabulary. Hashing keeps the model small and needs no vocabulary file.
 */
import { boundedMemo } from '../../../domain/boundedMemo.ts';
import { htmlToPlainText } from '../../../domain/summary.ts';
import { indexTerms, TermLists, type TermIndex } from '../../../domain/termMatching.ts';
import { scanTokens } from '../../../domain/wordScan.ts';

/** Number of hash buckets (2^18): few collisions for news vocabularies, small enough for a JSON model. */
export const FEATURE_DIMS = 1 << 18;

/** A sparse feature vector: parallel arrays of bucket indices and values, L2-normalised. */
export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
}

/** A feature vector that can name its features (for the reasons shown to moderators). */
export interface ExplainedVector extends SparseVector {
  /** Readable names of the given buckets: the first feature hashed into each (as "t:creator", "lex:primary"). */
  nameFeatures(buckets: readonly number[]): string[];
}

const STOPWORDS = new Set(
  'a an and are as at be by for from has have in into is it its of on or that the their this to was were will with after over new says said more than about up out how why what who its his her they we you our your can could may not but also just'.split(' '),
);

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over a string, continuing from state `h` (so "t:" + token hashes without building the string). */
function fnv(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h;
}
const bucket = (h: number) => (h >>> 0) & (FEATURE_DIMS - 1);

/** FNV-1a 32-bit hash of a string, folded into FEATURE_DIMS buckets. */
export function hashFeature(name: string): number {
  return bucket(fnv(FNV_OFFSET, name));
}

const TITLE = fnv(FNV_OFFSET, 't:');
const WORD = fnv(FNV_OFFSET, 'w:');
const BIGRAM = fnv(FNV_OFFSET, 'b:');
const UNDERSCORE = '_';

const isQuote = (c: number) => c === 39 || c === 0x2019;

/** Lower-cased word tokens; numbers collapse to a shape token so "₹48 crore" and "₹120 crore" look alike. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  // scanTokens(t) returns the matches of /₹|[\p{L}][\p{L}\p{M}'’-]*|\d[\d,.]*/gu, several times faster.
  for (let t of scanTokens(text.toLowerCase())) {
    const first = t.charCodeAt(0);
    if (first >= 48 && first <= 57) t = '<num>';
    else {
      // Possessive "'s", then trailing quotes and hyphens; checked by char code since most words have neither.
      let end = t.length;
      if (end > 2 && t.charCodeAt(end - 1) === 115 && isQuote(t.charCodeAt(end - 2))) end -= 2;
      while (end > 0 && (isQuote(t.charCodeAt(end - 1)) || t.charCodeAt(end - 1) === 45)) end--;
      if (end !== t.length) t = t.slice(0, end);
      if (t.length < 2 && t !== '₹') continue;
    }
    if (STOPWORDS.has(t)) continue;
    out.push(t);
    // Trade-press compounds ("creator-led", "influencer-first", "creator-commerce") also count as their parts, so
    // a compound the corpus never used still carries the weight of "creator" or "influencer".
    if (t.length > 4 && t.indexOf('-') > 0) {
      for (const part of t.split('-')) if (part.length >= 2 && !STOPWORDS.has(part)) out.push(part);
    }
  }
  return out;
}

/** Lexicons whose counts become features: they carry domain knowledge to words the corpus never used. */
export interface Lexicons {
  [name: string]: readonly string[];
}

const compiledLexicons = new WeakMap<Lexicons, { names: string[]; lists: TermLists }>();

function lexiconCounts(index: TermIndex, lexicons: Lexicons): [string, number][] {
  let compiled = compiledLexicons.get(lexicons);
  if (!compiled) {
    compiled = { names: Object.keys(lexicons), lists: new TermLists(Object.values(lexicons)) };
    compiledLexicons.set(lexicons, compiled);
  }
  const out: [string, number][] = [];
  const counts = compiled.lists.count(index);
  compiled.names.forEach((name, i) => {
    const n = counts[i] as number;
    if (n > 0) out.push([`lex:${name}`, Math.min(n, 4)]);
  });
  return out;
}

/** What the feature extractor reads. */
export interface FeatureInput {
  title: string;
  summary?: string | null;
  content?: string | null;
}

/** Characters of plain-text content the classifier reads: the opening of a story says what it is about. */
export const CONTENT_CHARS = 4000;

/** An article's text prepared once and shared by the features, the lexicon matches and India relevance. */
export interface PreparedText {
  /** Summary plus the opening of the content as plain text. */
  body: string;
  /** Title and body: what the lexicons and India relevance read. */
  full: string;
  /** Term index of `full`. */
  index: TermIndex;
}

/** Strips HTML and builds the term index once per article. */
export function prepareText(input: FeatureInput): PreparedText {
  const body = `${input.summary ?? ''} ${htmlToPlainText(input.content ?? '').slice(0, CONTENT_CHARS)}`;
  const full = `${input.title} ${body}`;
  return { body, full, index: indexTerms(full) };
}

/**
 * FNV states per body token: its word feature, and the state after "b:" + token + "_" that every bigram starting
 * with it continues from. Body tokens repeat across articles (news vocabulary is small), so most are hashed once
 * per process rather than two or three times per occurrence. Bounded; the values are the same either way.
 */
const hashesOf = boundedMemo(200_000, (token: string) => ({ word: fnv(WORD, token), bigramPrefix: fnv(fnv(BIGRAM, token), UNDERSCORE) }));

/** Dense scratch counts reused across calls (one article at a time; JavaScript runs one call at a time). */
const scratch = new Float64Array(FEATURE_DIMS);

/**
 * Walks an article's features in a fixed order, calling `visit(bucket, weight, k)` where `k` identifies the
 * feature for naming: the same walk fills the counts and, later, names the few features a moderator sees.
 */
function walkFeatures(title: readonly string[], body: readonly string[], lex: [string, number][], visit: (bucket: number, weight: number, k: number) => void): void {
  let k = 0;
  for (const t of title) visit(bucket(fnv(TITLE, t)), 1, k++);
  for (let i = 1; i < title.length; i++) visit(bucket(fnv(fnv(fnv(TITLE, title[i - 1] as string), UNDERSCORE), title[i] as string)), 1, k++);
  for (const t of title) visit(bucket(fnv(WORD, t)), 1, k++);
  for (const t of body) visit(bucket(hashesOf(t).word), 1, k++);
  for (let i = 1; i < body.length; i++) visit(bucket(fnv(hashesOf(body[i - 1] as string).bigramPrefix, body[i] as string)), 0.5, k++);
  for (const [name, n] of lex) visit(hashFeature(name), n, k++);
  visit(hashFeature('bias:1'), 1, k);
}

/** The name of the k-th feature of walkFeatures. */
function featureName(title: readonly string[], body: readonly string[], lex: [string, number][], k: number): string {
  const t = title.length;
  const b = body.length;
  const tb = Math.max(0, t - 1);
  if (k < t) return `t:${title[k]}`;
  k -= t;
  if (k < tb) return `t:${title[k]}_${title[k + 1]}`;
  k -= tb;
  if (k < t + b) return `w:${k < t ? title[k] : body[k - t]}`;
  k -= t + b;
  if (k < Math.max(0, b - 1)) return `b:${body[k]}_${body[k + 1]}`;
  k -= Math.max(0, b - 1);
  return k < lex.length ? (lex[k] as [string, number])[0] : 'bias:1';
}

/** The ordinal of the first feature that touched each bucket during the current extraction (scratch like `scratch`). */
const firstOrdinal = new Int32Array(FEATURE_DIMS);

/** Builds the hashed, log-scaled, L2-normalised feature vector of an article. */
export function extractFeatures(input: FeatureInput, lexicons: Lexicons, prepared: PreparedText = prepareText(input)): ExplainedVector {
  const titleTokens = tokenize(input.title);
  const bodyTokens = tokenize(prepared.body);
  const lex = lexiconCounts(prepared.index, lexicons);
  const touched: number[] = [];
  walkFeatures(titleTokens, bodyTokens, lex, (idx, weight, k) => {
    if (scratch[idx] === 0) {
      touched.push(idx);
      firstOrdinal[idx] = k;
    }
    scratch[idx] = (scratch[idx] as number) + weight;
  });

  const indices = Int32Array.from(touched).sort();
  const values = new Float32Array(indices.length);
  // Which feature first hit each bucket, kept so the few features shown to moderators are named without a second
  // walk (naming by re-walking every feature cost a sixth of the classify time).
  const ordinals = new Int32Array(indices.length);
  let norm = 0;
  for (let i = 0; i < indices.length; i++) {
    const idx = indices[i] as number;
    const v = Math.log1p(scratch[idx] as number);
    scratch[idx] = 0;
    ordinals[i] = firstOrdinal[idx] as number;
    values[i] = v;
    norm += v * v;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < values.length; i++) values[i] = (values[i] as number) / norm;
  return {
    indices,
    values,
    nameFeatures(buckets) {
      return buckets.map((b) => {
        // indices is sorted: binary search for the bucket.
        let lo = 0;
        let hi = indices.length - 1;
        while (lo <= hi) {
          const mid = (lo + hi) >>> 1;
          const at = indices[mid] as number;
          if (at === b) return featureName(titleTokens, bodyTokens, lex, ordinals[mid] as number);
          if (at < b) lo = mid + 1;
          else hi = mid - 1;
        }
        return `#${b}`;
      });
    },
  };
}

/** The bucket of each promotional cue's feature ("cue:<name>"), hashed once per name. */
const cueBuckets = boundedMemo(1000, (name: string) => hashFeature(`cue:${name}`));

/**
 * The promotional head's extra features: one per cue the article shows (promoCues.ts), value 1, unnormalised so a
 * cue weighs the same in a headline-only item and a long release. The head reads them beside the article's vector.
 */
export function cueVector(cues: readonly string[]): SparseVector {
  const indices = new Int32Array(cues.length);
  const values = new Float32Array(cues.length).fill(1);
  cues.forEach((name, i) => (indices[i] = cueBuckets(name)));
  return { indices, values };
}
