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

/** Feed categories first (cleaned, deduplicated case-insensitively), then topics found in the text; at most 6. */
export function detectTags(feedCategories: readonly string[], text: string, max: number = TAGS_DETECTED_MAX): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const push = (tag: string) => {
    const t = tag.replace(/\s+/g, ' ').trim();
    const key = t.toLowerCase();
    if (!t || t.length > MAX_TAG_LENGTH || seen.has(key) || out.length >= max) return;
    seen.add(key);
    out.push(t);
  };
  for (const c of feedCategories) push(c);
  for (const term of matchTerms(indexTerms(text), VOCAB_TERMS, VOCAB_NORMALISED)) push(TAG_OF.get(term) ?? term);
  return out;
}
