/**
 * Fast whole-word term matching. A text is split once into words with the first position of each word; a term
 * is then one map lookup (one word) or a short walk from that word's first occurrence (2-3 words). Used for every
 * ingested article (lexicons, India relevance, tags), where one regex per term, and later a set of every 1-3
 * word n-gram, were the bottleneck. Build the index once per article and share it between matchers.
 */

import { boundedMemo } from './boundedMemo.ts';
import { splitWordRuns } from './wordScan.ts';

/** Most words a term may have. */
export const MAX_TERM_WORDS = 3;

const HYPHEN = 45;

/** Lower-case words as terms are written: letters with their marks, digits, "₹" and inner hyphens stay ("tier-2", "d2c", "हिन्दी"). */
export function termWords(text: string): string[] {
  const out: string[] = [];
  // splitWordRuns(t): runs of letters, combining marks (Indic vowel signs and viramas stay in their word), numbers,
  // "₹" and "-", as a Unicode regex would find them but several times faster. NFC first: Devanagari letters with a
  // nukta come precomposed ("फ़", U+095E) or as letter + nukta (U+092B U+093C) from different keyboards and CMSs, and
  // NFC gives both the second form, so "फ़ॉलोअर्स" matches however either side wrote it.
  for (let w of splitWordRuns(text.normalize('NFC').toLowerCase())) {
    // Outer hyphens go ("-tier" → "tier"); checked by char code, since almost no word has one.
    if (w.charCodeAt(0) === HYPHEN || w.charCodeAt(w.length - 1) === HYPHEN) w = w.replace(/^-+|-+$/g, '');
    if (w) out.push(w);
  }
  return out;
}

/**
 * The words of each multi-word term, split once: the same few hundred lexicon terms are looked up in every article,
 * and splitting them per lookup was most of the lookup's cost. Bounded, in case callers pass ever-new terms.
 */
const partsOf = boundedMemo(10_000, (term: string): readonly string[] => term.split(' '));

/** The words of one text, queried for many terms. */
export class TermIndex {
  private readonly first = new Map<string, number>();

  constructor(readonly words: readonly string[]) {
    for (let i = 0; i < words.length; i++) {
      const w = words[i] as string;
      if (!this.first.has(w)) this.first.set(w, i);
    }
  }

  /** Position of the first occurrence of a normalised term (words joined by one space), or -1. */
  position(term: string): number {
    const space = term.indexOf(' ');
    if (space < 0) return this.first.get(term) ?? -1;
    const parts = partsOf(term);
    const head = parts[0] as string;
    let at = this.first.get(head);
    while (at !== undefined && at >= 0) {
      let ok = at + parts.length <= this.words.length;
      for (let k = 1; ok && k < parts.length; k++) ok = this.words[at + k] === parts[k];
      if (ok) return at;
      at = this.words.indexOf(head, at + 1);
    }
    return -1;
  }

  /** True when the normalised term occurs as whole words. */
  has(term: string): boolean {
    return term !== '' && this.position(term) >= 0;
  }

  /** Each distinct word of the text once. */
  distinctWords(): IterableIterator<string> {
    return this.first.keys();
  }
}

/** One normalised term of a TermLists, filed under its first word. */
interface ListedTerm {
  list: number;
  /** Position in its list, and the term as the list spells it. */
  at: number;
  term: string;
  normalised: string;
  multiWord: boolean;
}

/**
 * Several term lists compiled for counting: the text's distinct words are looked up once each, so the cost grows with
 * the text rather than with the lists (the model's lexicons hold several hundred names, most absent from any one
 * article, and checking each of them per article was a third of the classify time).
 */
export class TermLists {
  private readonly byFirstWord = new Map<string, ListedTerm[]>();

  constructor(readonly lists: readonly (readonly string[])[]) {
    lists.forEach((terms, list) => {
      normaliseTerms(terms).forEach((normalised, at) => {
        if (normalised === '') return;
        const space = normalised.indexOf(' ');
        const head = space < 0 ? normalised : normalised.slice(0, space);
        let filed = this.byFirstWord.get(head);
        if (!filed) this.byFirstWord.set(head, (filed = []));
        filed.push({ list, at, term: terms[at] as string, normalised, multiWord: space >= 0 });
      });
    });
  }

  /** Calls `found` once for every listed term that occurs in the text. */
  private each(index: TermIndex, found: (t: ListedTerm) => void): void {
    for (const word of index.distinctWords()) {
      const filed = this.byFirstWord.get(word);
      if (!filed) continue;
      for (const t of filed) if (!t.multiWord || index.has(t.normalised)) found(t);
    }
  }

  /** For each list, how many of its terms occur in the text: per list, the length matchTerms would return. */
  count(index: TermIndex): number[] {
    const counts = new Array<number>(this.lists.length).fill(0);
    this.each(index, (t) => (counts[t.list] = (counts[t.list] as number) + 1));
    return counts;
  }

  /** For each list, the terms that occur in the text, in list order: per list, what matchTerms would return. */
  matches(index: TermIndex): string[][] {
    const found: ListedTerm[][] = this.lists.map(() => []);
    this.each(index, (t) => (found[t.list] as ListedTerm[]).push(t));
    return found.map((ts) => (ts.length > 1 ? ts.sort((a, b) => a.at - b.at) : ts).map((t) => t.term));
  }
}

/** The term index of a text. */
export function indexTerms(text: string): TermIndex {
  return new TermIndex(termWords(text.replace(/₹/g, ' ₹ ')));
}

/**
 * Normalises terms for lookup (same splitting as the text), position for position; a term longer than
 * MAX_TERM_WORDS or without words becomes '' and never matches (dropping it would shift the spellings).
 */
export function normaliseTerms(terms: readonly string[]): string[] {
  return terms.map((t) => {
    const n = termWords(t.replace(/₹/g, ' ₹ ')).join(' ');
    return n.split(' ').length <= MAX_TERM_WORDS ? n : '';
  });
}

/** The terms (in their original spelling) present in an indexed text, in list order. */
export function matchTerms(index: TermIndex, terms: readonly string[], normalised: readonly string[] = normaliseTerms(terms)): string[] {
  const out: string[] = [];
  normalised.forEach((t, i) => {
    if (index.has(t)) out.push(terms[i] ?? t);
  });
  return out;
}

/** The terms present, ordered by where they first occur in the text. */
export function matchTermsInTextOrder(index: TermIndex, terms: readonly string[], normalised: readonly string[] = normaliseTerms(terms)): string[] {
  const found: { term: string; at: number }[] = [];
  normalised.forEach((t, i) => {
    const at = t === '' ? -1 : index.position(t);
    if (at >= 0) found.push({ term: terms[i] ?? t, at });
  });
  return found.sort((a, b) => a.at - b.at).map((f) => f.term);
}
