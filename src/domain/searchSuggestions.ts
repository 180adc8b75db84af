/**
 * What the search suggestions panel shows (public-site §2, §4): with nothing typed, Trending Now from the API and Popular
 * Topics from the categories; while typing, the searches, topics, sources and stories that match the typed text.
 */
import { z } from 'zod';
import { defineSchema } from './defineSchema.ts';
import { MAX_SEARCH_LENGTH } from './articleQuery.ts';
import { CATEGORIES, type CategorySlug } from './categories.ts';
import { normaliseKeyword } from './searchKeywords.ts';
import type { TrendingKeyword } from './trendingKeywords.ts';

/** A topic offered in the panel: selecting it shows that category's articles. */
export interface PopularTopic {
  slug: CategorySlug;
  name: string;
  /** The category's first few keywords, for context. */
  keywords: string[];
}

/** Body of GET /api/search/suggestions. */
export interface SearchSuggestions {
  trending: TrendingKeyword[];
  popularTopics: PopularTopic[];
}

/** Keywords listed with each popular topic. */
const TOPIC_KEYWORDS = 3;

/** The popular topics: every category except General, which is not a topic anyone looks for, in display order. */
export function popularTopics(): PopularTopic[] {
  return CATEGORIES.filter((c) => c.slug !== 'general').map((c) => ({ slug: c.slug, name: c.name, keywords: c.keywords.slice(0, TOPIC_KEYWORDS) }));
}

// ---------------------------------------------------------------------------------------------------------------
// As-you-type suggestions (issue 9): what matches the typed text.

/** Suggestions are fetched once the typed text has this many characters. */
export const TYPED_SUGGESTIONS_MIN_LENGTH = 2;
/** Wait after a keystroke before asking for suggestions (shorter than the search's own SEARCH_DEBOUNCE_MS). */
export const TYPED_SUGGESTIONS_DEBOUNCE_MS = 120;
/** Most searches, topics, sources and stories offered for typed text. */
export const TYPED_SUGGESTION_LIMITS = { terms: 6, topics: 3, sources: 3, stories: 4 } as const;

/** A search to run, offered for typed text: a completion or a correction of it, or a trending keyword matching it. */
export interface SuggestedTerm {
  term: string;
  /** One of the trending keywords (GET /api/trending-keywords). */
  trending: boolean;
  /** A correction of the typed text ("instagrm" → "instagram") rather than a completion. */
  correction: boolean;
}

/** A story whose title matches the typed text; choosing it opens the story. */
export interface SuggestedStory {
  id: string;
  title: string;
  /** Its page (domain/articlePath.ts articlePath). */
  path: string;
}

/** Body of GET /api/search/suggestions?q=…: what matches the typed text. */
export interface TypedSuggestions {
  /** The typed text as matched (normalised: lower-case, spaces collapsed). */
  query: string;
  terms: SuggestedTerm[];
  topics: PopularTopic[];
  /** Source names as the stories spell them; choosing one searches for it. */
  sources: string[];
  stories: SuggestedStory[];
}

/** A known term (db search_terms) that matches the typed text. */
export interface TermCandidate {
  kind: 'word' | 'tag' | 'source';
  term: string;
  label: string;
  docCount: number;
  /** `prefix`: it starts with the typed text, or has a word that does; `close`: a correction by trigram similarity. */
  how: 'prefix' | 'close';
}

/** Typed text split for matching: lower-case words, the last one (being typed) apart. */
export interface TypedText {
  text: string;
  /** The words before the last, joined by spaces ('' for one word). */
  head: string;
  lastWord: string;
  words: string[];
}

/** Query of GET /api/search/suggestions: `q`, the typed text (optional; without it the panel's default content). */
export const searchSuggestionsQuerySchema = defineSchema(() =>
  z.object({
    q: z.string().max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`).optional(),
  }),
);

/**
 * The typed text as suggestions match it: NFKC, lower-case, spaces collapsed; words are runs of letters, marks and
 * digits. Null when it is shorter than TYPED_SUGGESTIONS_MIN_LENGTH or has no word.
 */
export function typedText(raw: string): TypedText | null {
  const text = normaliseKeyword(raw);
  const words = text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  const lastWord = words.at(-1);
  if (text.length < TYPED_SUGGESTIONS_MIN_LENGTH || !lastWord) return null;
  return { text, head: words.slice(0, -1).join(' '), lastWord, words };
}

/** True when every typed word starts a word of `phrase` (`brand d` matches "Brand deal"; `insta` "Instagram Reels"). */
export function phraseMatches(phrase: string, words: readonly string[]): boolean {
  const own = phrase.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  return words.length > 0 && words.every((w) => own.some((o) => o.startsWith(w)));
}

/** The topics (popular topics: every category but General) whose name or keywords match the typed words. */
export function matchingTopics(words: readonly string[], limit: number = TYPED_SUGGESTION_LIMITS.topics): PopularTopic[] {
  return popularTopics()
    .filter((t) => {
      const category = CATEGORIES.find((c) => c.slug === t.slug);
      return [t.name, t.slug, ...(category?.keywords ?? [])].some((p) => phraseMatches(p, words));
    })
    .slice(0, limit);
}

/**
 * The searches offered for typed text, best first, each once and never the typed text itself: trending keywords that
 * match it (or its correction), then whole tags that do, then the typed words with the last one completed, then
 * corrections of the last word, only when no known word completes it (a word being typed is not a typo).
 */
export function assembleSuggestedTerms(
  typed: TypedText,
  candidates: readonly TermCandidate[],
  trending: readonly string[],
  limit: number = TYPED_SUGGESTION_LIMITS.terms,
): SuggestedTerm[] {
  const withHead = (word: string) => (typed.head ? `${typed.head} ${word}` : word);
  const completes = candidates.some((c) => c.kind === 'word' && c.how === 'prefix' && c.term !== typed.lastWord);
  const corrections = completes ? [] : candidates.filter((c) => c.kind === 'word' && c.how === 'close').map((c) => c.term);
  const correctedWords = corrections.map((c) => [...typed.words.slice(0, -1), c]);
  const out: SuggestedTerm[] = [];
  const seen = new Set([typed.text]);
  const add = (term: string, trendingTerm: boolean, correction: boolean) => {
    if (seen.has(term) || out.length >= limit) return;
    seen.add(term);
    out.push({ term, trending: trendingTerm, correction });
  };
  for (const k of trending) {
    if (phraseMatches(k, typed.words)) add(k, true, false);
    else if (correctedWords.some((w) => phraseMatches(k, w))) add(k, true, true);
  }
  for (const c of candidates) if (c.kind === 'tag' && c.how === 'prefix') add(c.term, trending.includes(c.term), false);
  for (const c of candidates) if (c.kind === 'word' && c.how === 'prefix') add(withHead(c.term), false, false);
  for (const c of corrections) add(withHead(c), false, true);
  return out;
}
