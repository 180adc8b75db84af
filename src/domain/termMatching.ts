/**
 * Fast whole-word term matching: the text is split once into 1-3 word n-grams in a set, and each term is a set
 * lookup. Used for every ingested article (lexicons, India relevance), where one regex per term was the bottleneck.
 */

/** Most words a term may have. */
export const MAX_TERM_WORDS = 3;

/** Lower-case words as terms are written: letters, digits, "₹" and inner hyphens stay ("tier-2", "d2c"). */
export function termWords(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}₹-]+/u).map((w) => w.replace(/^-+|-+$/g, '')).filter(Boolean);
}

/** The n-gram set of a text, built once and queried for many terms. */
export function indexTerms(text: string): Set<string> {
  const w = termWords(text.replace(/₹/g, ' ₹ '));
  const grams = new Set<string>(w);
  for (let i = 0; i + 1 < w.length; i++) {
    grams.add(`${w[i]} ${w[i + 1]}`);
    if (i + 2 < w.length) grams.add(`${w[i]} ${w[i + 1]} ${w[i + 2]}`);
  }
  return grams;
}

/** Normalises terms for lookup (same splitting as the text); longer terms than MAX_TERM_WORDS are dropped. */
export function normaliseTerms(terms: readonly string[]): string[] {
  return terms.map((t) => termWords(t.replace(/₹/g, ' ₹ ')).join(' ')).filter((t) => t !== '' && t.split(' ').length <= MAX_TERM_WORDS);
}

/** The terms (in their original spelling) present in an indexed text. */
export function matchTerms(index: Set<string>, terms: readonly string[], normalised: readonly string[] = normaliseTerms(terms)): string[] {
  const out: string[] = [];
  normalised.forEach((t, i) => {
    if (index.has(t)) out.push(terms[i] ?? t);
  });
  return out;
}
