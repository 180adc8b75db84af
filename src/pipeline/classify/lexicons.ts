/** Term lists shared by the keyword fields of a classification and the model's lexicon features. */
import { CATEGORIES } from '../../domain/categories.ts';
import {
  AD_TRADE_TERMS,
  CELEBRITIES,
  CREATOR_PLATFORMS,
  CREATOR_STUDIOS,
  CREATOR_TOOLS,
  ENDORSEMENT_RULES,
  GLOBAL_CREATORS,
  INDIAN_CREATORS,
  INFLUENCER_AGENCIES,
} from '../../domain/creatorEntities.ts';
import { INDIA_KEYWORDS, INDIAN_CITIES } from '../../domain/indiaRelevance.ts';

/** Terms that on their own make an article on-topic. */
export const PRIMARY_TERMS: readonly string[] = [
  'influencer', 'influencers', 'creator economy', 'content creator', 'content creators', 'creators', 'creator',
  'influencer marketing', 'brand deal', 'brand deals', 'sponsored content', 'sponsorship', 'youtuber', 'youtubers',
  'instagrammer', 'creator fund', 'mcn', 'asci', 'ugc', 'streamer', 'streamers', 'podcaster', 'newsletter creators', 'brand collaboration',
  // Hindi (Devanagari) spellings that Hindi outlets and headlines use.
  'इन्फ्लुएंसर', 'इंफ्लुएंसर', 'क्रिएटर', 'क्रिएटर्स', 'कंटेंट क्रिएटर', 'यूट्यूबर', 'ब्रांड डील',
];

/** Terms that support relevance but are not enough alone. */
export const SECONDARY_TERMS: readonly string[] = [
  'youtube', 'instagram', 'reels', 'shorts', 'tiktok', 'moj', 'josh', 'sharechat', 'snapchat', 'twitch', 'patreon', 'substack',
  'linkedin', 'social media', 'followers', 'subscribers', 'audience', 'engagement', 'monetisation', 'monetization', 'campaign',
  'brand', 'brands', 'agency', 'marketing', 'advertising', 'ad spend', 'endorsement', 'disclosure', 'podcast', 'livestream', 'd2c', 'affiliate',
];

/** Topics we do not cover; each match is a blocklist flag. */
export const BLOCKLIST_TERMS: readonly string[] = [
  'election', 'elections', 'lok sabha', 'rajya sabha', 'bjp', 'congress party', 'minister', 'chief minister', 'cricket', 'ipl', 'wicket',
  'test match', 'odi', 't20', 'football', 'sensex', 'nifty', 'stock market', 'monsoon', 'rainfall', 'imd', 'murder', 'arrested', 'police',
  'smartphone launch', 'processor', 'gst council',
];

/**
 * The lexicons given to the model as count features ("lex:<name>", see ml/features.ts). The entity lexicons
 * (src/domain/creatorEntities.ts, where each list's source is documented) carry what real headlines say instead of
 * "creator" or "influencer": a creator's or studio's name, a creator tool, an influencer agency, a rule on paid
 * promotion; and, against them, the advertising trade's own vocabulary and celebrities, which are out of scope.
 * The names are part of the model file: changing a list needs `npm run train`.
 */
export const MODEL_LEXICONS: Record<string, readonly string[]> = {
  primary: PRIMARY_TERMS,
  secondary: SECONDARY_TERMS,
  blocklist: BLOCKLIST_TERMS,
  india: [...INDIA_KEYWORDS, ...INDIAN_CITIES],
  ...Object.fromEntries(CATEGORIES.map((c) => [`cat_${c.slug}`, c.keywords])),
  creators: [...INDIAN_CREATORS, ...GLOBAL_CREATORS],
  studios: CREATOR_STUDIOS,
  creator_platforms: CREATOR_PLATFORMS,
  creator_tools: CREATOR_TOOLS,
  influencer_agencies: INFLUENCER_AGENCIES,
  endorsement_rules: ENDORSEMENT_RULES,
  ad_trade: AD_TRADE_TERMS,
  celebrities: CELEBRITIES,
};
