/**
 * Prefix and typo-tolerant search (issue 9): the pure half of query expansion. The search's words are looked up in the
 * table of known terms (migration 0027, db/queries/searchTerms.ts); each word then matches its whole-word form, every
 * word it starts (`insta` → `instagram`, from 3 characters) and, when it is neither a known term nor the start of
 * one, the few known terms closest to it by trigram similarity (`instagrm` → `instagram`). This file splits the words,
 * builds the expanded `to_tsquery` text from the lookup and picks the "Did you mean" correction;
 * db/queries/searchExpansion.ts runs the lookup and is the one place the public list, category pages, the search API
 * and the suggestions expand a search.
 */

/** A word this long or longer also matches the words it starts (`insta` → `instagram`). Shorter ones match whole. */
export const PREFIX_MIN_LENGTH = 3;
/** Only words this long are corrected: trigram similarity says little about a word of two or three letters. */
export const CORRECTION_MIN_LENGTH = 4;
/** A known term at least this similar (pg_trgm `similarity`, 0-1) to an unknown word is searched for it too. */
export const CLOSE_TERM_MIN_SIMILARITY = 0.4;
/** At most this many close terms per unknown word (the most similar; ties by how many stories carry them). */
export const CLOSE_TERMS_PER_WORD = 3;
/** "Did you mean" takes the closest term from this similarity up: pg_trgm's default `%` threshold. */
export const DID_YOU_MEAN_MIN_SIMILARITY = 0.3;
/** Words of one search looked up in the terms table; later words still count, matched whole and by prefix. */
export const MAX_EXPANDED_WORDS = 6;
/** Terms are 2-40 characters: shorter ones say nothing, longer ones are run-together URLs or garbage. */
export const TERM_MIN_LENGTH = 2;
export const TERM_MAX_LENGTH = 40;

/** One word of a search and what the terms table knows about it. */
export interface WordExpansion {
  /** Lower-case letters, marks and digits only (searchWords). */
  word: string;
  /** The word is itself a known term: it is not corrected. */
  known: boolean;
  /**
   * A known term starts with the word (`insta`: `instagram`): it is being typed, the prefix match finds what it leads
   * to, and it is not corrected either ("sharech" must not also find every story about a "share").
   */
  completes?: boolean;
  /** Known terms close to the word, most similar first (the lookup may return more than are used). */
  close: { term: string; similarity: number }[];
}

/**
 * True when the search uses websearch syntax (a "quoted phrase", `-excluded` word or `or`): such a search keeps its
 * exact meaning and is not expanded, since widening one of its words could contradict the operator.
 */
export function hasSearchOperators(search: string): boolean {
  return /["“”]/.test(search) || /(^|\s)-\S/.test(search) || /\s(or)\s/i.test(` ${search} `);
}

/**
 * True when the search is only words (letters, marks, digits) with spaces and light punctuation between them, so
 * PostgreSQL's parser splits it into the same words as searchWords: then the expanded query (every word by prefix)
 * already matches everything the search as typed matches, and need not be ORed with it. ORing them made the planner
 * count "youtube" and "youtube:*" as two independent halves of the table and read all of it (PostgreSQL 15: a
 * 30 ms count became 130-370 ms); hosts, e-mail addresses and paths (`exchange4media.com`) are single tokens to the
 * parser, so a search holding `.`, `@`, `/` or the like keeps the OR.
 */
export function isPlainSearch(search: string): boolean {
  return /^[\p{L}\p{M}\p{N}\s'’,;!?]*$/u.test(search);
}

/**
 * The words of a search as terms are stored: lower-case runs of letters, combining marks (Indic vowel signs) and
 * digits, split at anything else (`Instagram's e-commerce` → `instagram`, `s`, `e`, `commerce`, as PostgreSQL's
 * text-search parser splits them), each once, in order.
 */
export function searchWords(search: string): string[] {
  const words = search
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)];
}

/** The words worth a lookup in the terms table (ones that could be corrected): the first MAX_EXPANDED_WORDS. */
export function wordsToLookUp(words: readonly string[]): string[] {
  return words.filter((w) => w.length >= CORRECTION_MIN_LENGTH && w.length <= TERM_MAX_LENGTH).slice(0, MAX_EXPANDED_WORDS);
}

/**
 * Every word of the search with what the lookup found; a word that was not looked up (too short, too long, past
 * MAX_EXPANDED_WORDS) counts as known: it is matched whole and by prefix, never corrected.
 */
export function withLookup(words: readonly string[], found: readonly WordExpansion[]): WordExpansion[] {
  const byWord = new Map(found.map((e) => [e.word, e]));
  return words.map((word) => byWord.get(word) ?? { word, known: true, close: [] });
}

/** A `to_tsquery` operand for a term: quoted (quotes and backslashes doubled or escaped), so no term is syntax. */
function operand(term: string, suffix = ''): string {
  return `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${suffix}`;
}

/**
 * The close terms used in the search for one word: none for a known word or one that starts a known term, else the
 * top few above the threshold.
 */
export function closeTermsFor(expansion: WordExpansion): string[] {
  if (expansion.known || expansion.completes) return [];
  return expansion.close
    .filter((c) => c.similarity >= CLOSE_TERM_MIN_SIMILARITY && c.term !== expansion.word)
    .slice(0, CLOSE_TERMS_PER_WORD)
    .map((c) => c.term);
}

/**
 * The expanded query as `to_tsquery('english', …)` text: per word, its whole-word form (or, from PREFIX_MIN_LENGTH
 * characters, its prefix form, which includes it) OR its close terms; the words ANDed, like the plain search's. Null
 * without words. Every operand is quoted, so the text is valid whatever the terms hold; a word that is only a stop
 * word drops out, as in the plain search.
 */
export function expandedTsqueryText(expansions: readonly WordExpansion[]): string | null {
  const groups = expansions.map((e) => {
    const own = e.word.length >= PREFIX_MIN_LENGTH ? operand(e.word, ':*') : operand(e.word);
    const alternatives = closeTermsFor(e).map((t) => operand(t));
    return alternatives.length > 0 ? `(${[own, ...alternatives].join(' | ')})` : own;
  });
  return groups.length > 0 ? groups.join(' & ') : null;
}

/**
 * "Did you mean …": the search with each unknown word replaced by its closest known term (at least
 * DID_YOU_MEAN_MIN_SIMILARITY), or null when no word has one. Words come back lower-case, joined by spaces.
 */
export function didYouMeanText(expansions: readonly WordExpansion[]): string | null {
  let changed = false;
  const words = expansions.map((e) => {
    if (e.known) return e.word;
    const best = e.close.find((c) => c.similarity >= DID_YOU_MEAN_MIN_SIMILARITY && c.term !== e.word);
    if (!best) return e.word;
    changed = true;
    return best.term;
  });
  return changed ? words.join(' ') : null;
}

/**
 * Case-insensitive PostgreSQL regular expressions (`~*`) that a title must all match for the suggestions' stories:
 * per word, a word of the title starting with it or with one of its close terms (`\m(insta|instagram)`). Words and
 * terms are letters, marks and digits only, never regex syntax. Null when no word has PREFIX_MIN_LENGTH characters:
 * the title's trigram index needs three.
 */
export function titleWordPatterns(expansions: readonly WordExpansion[]): string[] | null {
  if (!expansions.some((e) => e.word.length >= PREFIX_MIN_LENGTH)) return null;
  return expansions.map((e) => `\\m(${[e.word, ...closeTermsFor(e)].join('|')})`);
}
