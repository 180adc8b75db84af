/**
 * Keyword baseline classifier: transparent weighted term matching over title, summary and content.
 * It is the pipeline's first real classifier; the trained model (issue 3) replaces it behind the same interface.
 */
import { CATEGORIES } from '../../domain/categories.ts';
import { assessIndiaRelevance, isIndianSource } from '../../domain/indiaRelevance.ts';
import { computeQualityScore } from '../../domain/qualityScore.ts';
import { htmlToPlainText } from '../../domain/summary.ts';
import { indexTerms, matchTerms, normaliseTerms, TermLists, type TermIndex } from '../../domain/termMatching.ts';
import type { Classification, ClassifierInput } from './classification.ts';
import { BLOCKLIST_TERMS, PRIMARY_TERMS, SECONDARY_TERMS } from './lexicons.ts';
import { NO_PROMO_VERDICT } from './promoVerdict.ts';

export const KEYWORD_MODEL_VERSION = 'keyword-baseline-1';


/** A term list normalised once for set lookups (see domain/termMatching). */
const matcher = (terms: readonly string[]) => ({ terms, normalised: normaliseTerms(terms) });
const PRIMARY = matcher(PRIMARY_TERMS);
const SECONDARY = matcher(SECONDARY_TERMS);
const BLOCK = matcher(BLOCKLIST_TERMS);
const CATEGORY_MATCHERS = CATEGORIES.map((c) => ({ slug: c.slug, terms: matcher(c.keywords) }));

const hits = (text: string | TermIndex, list: ReturnType<typeof matcher>) =>
  matchTerms(typeof text === 'string' ? indexTerms(text) : text, list.terms, list.normalised);

/** The three keyword lists compiled for one pass over a text's words (the same matches as `hits`, list by list). */
const KEYWORD_LISTS = new TermLists([PRIMARY_TERMS, SECONDARY_TERMS, BLOCKLIST_TERMS]);

/** Lexicon matches in a text (or its term index): creator-economy terms, supporting terms and off-topic flags. */
export function findKeywordMatches(text: string | TermIndex): { primary: string[]; secondary: string[]; blocked: string[] } {
  const [primary, secondary, blocked] = KEYWORD_LISTS.matches(typeof text === 'string' ? indexTerms(text) : text) as [string[], string[], string[]];
  return { primary, secondary, blocked };
}
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Classifies one article with the keyword baseline. */
export function classifyWithKeywords(input: ClassifierInput): Classification {
  const title = input.title.toLowerCase();
  const body = `${input.summary} ${htmlToPlainText(input.content ?? '').slice(0, 5000)} ${(input.tags ?? []).join(' ')}`.toLowerCase();
  const all = `${title} ${body}`;

  const primary = hits(all, PRIMARY);
  const secondary = hits(all, SECONDARY);
  const blocked = hits(all, BLOCK);
  const titlePrimary = hits(title, PRIMARY).length;
  const titleBlocked = hits(title, BLOCK).length;

  // Title hits count double: headlines say what a story is about.
  const logit =
    -2.2 + 1.1 * Math.min(primary.length, 4) + 1.2 * titlePrimary + 0.35 * Math.min(secondary.length, 6) - 1.0 * Math.min(blocked.length, 3) - 1.5 * titleBlocked;
  const probability = sigmoid(logit);
  const relevanceScore = Math.round(probability * 100);
  const mlConfidenceScore = Math.round(Math.abs(probability - 0.5) * 2 * 100) / 100;

  let best = { slug: 'general', score: 0 };
  for (const c of CATEGORY_MATCHERS) {
    const score = hits(title, c.terms).length * 2 + hits(body, c.terms).length;
    if (score > best.score) best = { slug: c.slug, score };
  }

  const india = assessIndiaRelevance(`${input.title} ${input.summary} ${input.content ?? ''}`, input.sourceUrl, isIndianSource(input.sourceUrl, input.sourceName));
  const topFeatures = [
    ...primary.map((t) => ({ feature: `primary:${t}`, weight: 1.1 })),
    ...blocked.map((t) => ({ feature: `blocklist:${t}`, weight: -1.0 })),
    ...secondary.map((t) => ({ feature: `secondary:${t}`, weight: 0.35 })),
  ]
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
    .slice(0, 8);

  return {
    category: best.slug,
    relevanceScore,
    mlConfidenceScore,
    mlRelevanceScore: Math.round(probability * 1000) / 1000,
    keywordMatches: { primary, secondary, indian: [...india.keywords, ...india.cities] },
    blocklistFlags: blocked,
    india,
    qualityScore: computeQualityScore(mlConfidenceScore, relevanceScore),
    topFeatures,
    // The baseline has no promotional head: it flags nothing.
    promo: NO_PROMO_VERDICT,
    modelVersion: KEYWORD_MODEL_VERSION,
  };
}
