/** Tag rules (public-site §9): up to 4 tags shown by default, 3 on cards, up to 6 detected per article. */
import { indexTerms, matchTerms, normaliseTerms } from './termMatching.ts';

export const TAGS_SHOWN = 4;
export const TAGS_ON_CARDS = 3;
export const TAGS_DETECTED_MAX = 6;
/** Longest feed category kept as a tag; longer ones are sentences, not tags. */
export const MAX_TAG_LENGTH = 40;

/** Topics we recognise in text, with the tag shown for each (platforms first: readers filter by them most). */
export const TAG_VOCABULARY: readonly [term: string, tag: string][] = [
  ['youtube', 'YouTube'], ['shorts', 'YouTube Shorts'], ['instagram', 'Instagram'], ['reels', 'Reels'], ['tiktok', 'TikTok'],
  ['moj', 'Moj'], ['sharechat', 'ShareChat'], ['josh', 'Josh'], ['snapchat', 'Snapchat'], ['linkedin', 'LinkedIn'],
  ['threads', 'Threads'], ['twitch', 'Twitch'], ['spotify', 'Spotify'], ['patreon', 'Patreon'], ['substack', 'Substack'],
  ['whatsapp', 'WhatsApp'], ['pinterest', 'Pinterest'],
  ['influencer marketing', 'Influencer Marketing'], ['creator economy', 'Creator Economy'], ['brand deal', 'Brand Deals'],
  ['brand deals', 'Brand Deals'], ['sponsorship', 'Sponsorships'], ['asci', 'ASCI'], ['disclosure', 'Disclosure'],
  ['ai', 'AI'], ['generative ai', 'AI'], ['upi', 'UPI'], ['regional', 'Regional Creators'], ['funding', 'Funding'],
  ['raises', 'Funding'], ['podcast', 'Podcasts'], ['live commerce', 'Live Commerce'], ['affiliate', 'Affiliate Marketing'],
  ['ugc', 'UGC'], ['esports', 'Esports'], ['gaming', 'Gaming'], ['finfluencer', 'Finfluencers'], ['finfluencers', 'Finfluencers'],
  ['monetisation', 'Monetisation'], ['monetization', 'Monetisation'], ['creator fund', 'Creator Funds'], ['report', 'Research'],
];

const VOCAB_TERMS = TAG_VOCABULARY.map(([term]) => term);
const VOCAB_NORMALISED = normaliseTerms(VOCAB_TERMS);
const TAG_OF = new Map(TAG_VOCABULARY);

/**
 * Normalised words → our tag, for feed categories written another way: each tag's own words, and the terms that are
 * spellings of it ("monetization", "brand deal", "podcast"), not the cues that merely suggest it ("raises" → Funding).
 */
const TAG_BY_WORDS = new Map<string, string>();
TAG_VOCABULARY.forEach(([term, tag], i) => {
  const [tagWords] = normaliseTerms([tag]);
  if (tagWords) TAG_BY_WORDS.set(tagWords, tag);
  const termWords = VOCAB_NORMALISED[i];
  if (termWords && term.slice(0, 4) === tag.slice(0, 4).toLowerCase() && !TAG_BY_WORDS.has(termWords)) TAG_BY_WORDS.set(termWords, tag);
});
/** Words kept lower case inside a title-cased tag. */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs', 'with']);

/**
 * One spelling and one case per tag (issue 9): a known topic in any spelling or case becomes our tag for it
 * ("monetization", "INFLUENCER MARKETING" → "Monetisation", "Influencer Marketing"); other tags written all in one
 * case are title-cased ("creator jobs" → "Creator Jobs"); mixed-case tags ("YouTube", "iPhone") are kept as written.
 */
export function canonicalTag(tag: string): string {
  let known = canonicalSpellings.get(tag);
  if (known === undefined) {
    // Every public article's tags pass through here on each answer, and a few hundred spellings recur: remember them.
    if (canonicalSpellings.size >= CANONICAL_SPELLINGS_KEPT) canonicalSpellings.clear();
    canonicalSpellings.set(tag, (known = spellTag(tag)));
  }
  return known;
}

const CANONICAL_SPELLINGS_KEPT = 10_000;
const canonicalSpellings = new Map<string, string>();

function spellTag(tag: string): string {
  const t = tag.replace(/\s+/g, ' ').trim();
  const known = TAG_BY_WORDS.get(normaliseTerms([t])[0] ?? '');
  if (known) return known;
  if (t !== t.toLowerCase() && t !== t.toUpperCase()) return t;
  // All one case: short all-caps words are acronyms (UGC, D2C); everything else is title-cased.
  if (t === t.toUpperCase() && t.length <= 5) return t;
  return t
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i > 0 && MINOR_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** Tags as readers see them: canonical spellings, each once, in order. */
export function canonicalTags(tags: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const tag of tags) {
    const t = canonicalTag(tag);
    const key = t.toLowerCase();
    if (!t || seen.has(key)) continue;
    seen.add(key);
    out.push(t);
  }
  return out;
}

/** Feed categories first (cleaned, canonical, deduplicated), then topics found in the text; at most 6. */
export function detectTags(feedCategories: readonly string[], text: string, max: number = TAGS_DETECTED_MAX): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const push = (tag: string) => {
    const t = canonicalTag(tag);
    const key = t.toLowerCase();
    if (!t || t.length > MAX_TAG_LENGTH || seen.has(key) || out.length >= max) return;
    seen.add(key);
    out.push(t);
  };
  for (const c of feedCategories) push(c);
  for (const term of matchTerms(indexTerms(text), VOCAB_TERMS, VOCAB_NORMALISED)) push(TAG_OF.get(term) ?? term);
  return out;
}
