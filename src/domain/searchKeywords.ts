/** Search keywords (public-site §4, §5, §7, §9): how a search term is normalised and validated before it is recorded. */
import { z } from 'zod';
import { defineSchema } from './defineSchema.ts';

/** Shortest keyword recorded (after trimming), in characters. */
export const SEARCH_KEYWORD_MIN_LENGTH = 2;
/** Longest keyword recorded (after trimming), in characters. */
export const SEARCH_KEYWORD_MAX_LENGTH = 100;
/** A search runs this long after the last keystroke (public-site §5, §9). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Recent searches kept in the browser … */
export const RECENT_SEARCHES_KEPT = 5;
/** … and shown in the suggestions panel (the spec says 3 or 4). */
export const RECENT_SEARCHES_SHOWN = 4;
/** Keyword recordings accepted per client IP … */
export const SEARCH_KEYWORD_RATE_LIMIT = 30;
/** … per sliding window of this length. */
export const SEARCH_KEYWORD_RATE_WINDOW_MS = 60_000;

// Script, event-handler and protocol patterns (spec §5's "no script or protocol patterns"). Search terms are plain
// words; anything that looks like markup or a link is refused rather than stored and shown to other readers.
const UNSAFE_PATTERNS: readonly RegExp[] = [
  /[<>]/u, // markup of any kind
  /\b(?:javascript|vbscript|data|file)\s*:/iu, // dangerous URL schemes, with or without slashes
  /\b[a-z][a-z0-9+.-]*:\/\//iu, // any scheme://
  /\bon[a-z]+\s*=/iu, // event handler attributes
  /&#|\\u[0-9a-f]{4}|%3c|%3e/iu, // encoded markup
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  /[\u0000-\u001f\u007f-\u009f\u200b\u200e\u200f\u2028\u2029\ufeff]/u,
  // The zero-width (non-)joiners shape conjuncts inside Indic words ("क्‍ष", and Malayalam chillus written with a
  // joiner at a word's end), as term matching keeps them: allowed after a letter or mark, refused anywhere else.
  /(?<![\p{L}\p{M}])[\u200c\u200d]/u,
];

/** Lower-case, Unicode-normalised (NFKC), whitespace collapsed and trimmed: the form keywords are stored and compared in. */
export function normaliseKeyword(raw: string): string {
  return raw.normalize('NFKC').replace(/\s+/gu, ' ').trim().toLowerCase();
}

/** Length in characters (code points), so one emoji or one Devanagari letter counts once, as PostgreSQL counts it. */
export function keywordLength(keyword: string): number {
  return [...keyword].length;
}

/** True when the text has no script, markup, control-character or protocol pattern. */
export function isSafeKeyword(text: string): boolean {
  return !UNSAFE_PATTERNS.some((p) => p.test(text));
}

/** True when an already normalised keyword may be recorded or shown: 2-100 characters and safe. */
export function isValidKeyword(keyword: string): boolean {
  const length = keywordLength(keyword);
  return length >= SEARCH_KEYWORD_MIN_LENGTH && length <= SEARCH_KEYWORD_MAX_LENGTH && isSafeKeyword(keyword);
}

/** The normalised keyword, or null when the raw term may not be recorded. Browser and server use the same rule. */
export function toRecordableKeyword(raw: string): string | null {
  const keyword = normaliseKeyword(raw);
  return isValidKeyword(keyword) ? keyword : null;
}

/** Body of POST /api/search-keywords: `{ term }`, normalised; 2-100 characters after trimming, no script or protocol patterns. */
export const searchKeywordInputSchema = defineSchema(() =>
  z.object({
    term: z
      .string({ error: 'term must be a string' })
      // A cheap bound before normalising; the precise limit is checked on the normalised text below.
      .max(SEARCH_KEYWORD_MAX_LENGTH * 4, `term must be at most ${SEARCH_KEYWORD_MAX_LENGTH} characters`)
      .transform(normaliseKeyword)
      .refine((k) => keywordLength(k) >= SEARCH_KEYWORD_MIN_LENGTH, `term must be at least ${SEARCH_KEYWORD_MIN_LENGTH} characters`)
      .refine((k) => keywordLength(k) <= SEARCH_KEYWORD_MAX_LENGTH, `term must be at most ${SEARCH_KEYWORD_MAX_LENGTH} characters`)
      .refine(isSafeKeyword, 'term must be plain words, without script, markup or link patterns'),
  }),
);

export type SearchKeywordInput = z.input<typeof searchKeywordInputSchema>;
