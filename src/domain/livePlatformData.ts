/**
 * Live platform data (public-site §2 side widgets, §3 "Live platform data", §8 widget texts, §9 refresh): the shape of
 * GET /api/live-platform-data, shared by the server and the browser, and the rules behind each figure. Every figure
 * is counted from our own articles, tags, keyword matches and searches; nothing is sampled or invented.
 */
import { z } from 'zod';

/** Platform Updates shows this many stories (spec §9). */
export const PLATFORM_UPDATES_SHOWN = 5;
/** The industry news widget shows this many stories (spec §9). */
export const INDUSTRY_NEWS_SHOWN = 6;
/** Trending Creator Topics shows this many topics. */
export const TRENDING_TOPICS_SHOWN = 8;
/** "This week" is the last 7 days; "last week" the 7 days before them. */
export const PULSE_WINDOW_DAYS = 7;
/** The industry news widget lists this category; its "Read All News" link opens the home list filtered to it (spec §2). */
export const INDUSTRY_NEWS_CATEGORY = 'industry-insights';
/** How long the server reuses one computed answer: cheap under load, never more than a minute behind. */
export const PLATFORM_DATA_CACHE_MS = 45_000;
/** Longest summary sent per widget story, in characters (cards show two lines). */
export const WIDGET_SUMMARY_MAX_CHARS = 220;

/** The platforms Platform Updates recognises, with the lower-case words that mean each (matched as whole words). */
export const PLATFORMS: readonly { name: string; terms: readonly string[] }[] = [
  { name: 'YouTube', terms: ['youtube', 'youtuber', 'youtubers'] },
  { name: 'Instagram', terms: ['instagram', 'instagrammer', 'instagrammers', 'reels'] },
  { name: 'Facebook', terms: ['facebook'] },
  { name: 'Meta', terms: ['meta'] },
  { name: 'WhatsApp', terms: ['whatsapp'] },
  { name: 'X', terms: ['twitter', 'x corp'] },
  { name: 'LinkedIn', terms: ['linkedin'] },
  { name: 'Snapchat', terms: ['snapchat'] },
  { name: 'ShareChat', terms: ['sharechat'] },
  { name: 'Moj', terms: ['moj'] },
  { name: 'Josh', terms: ['josh app'] },
  { name: 'Spotify', terms: ['spotify'] },
  { name: 'TikTok', terms: ['tiktok'] },
  { name: 'Twitch', terms: ['twitch'] },
  { name: 'Threads', terms: ['threads app', 'meta threads'] },
  { name: 'Substack', terms: ['substack'] },
  { name: 'Patreon', terms: ['patreon'] },
];

/** The market themes Market Insights counts, each defined by the lower-case words that put a story in it. */
export const MARKET_THEMES = [
  {
    id: 'brand-deals',
    label: 'Brand deals',
    description: 'Stories about brand deals, sponsorships and influencer campaigns',
    terms: ['brand deal', 'brand deals', 'sponsorship', 'sponsorships', 'sponsored', 'brand partnership', 'brand partnerships', 'influencer campaign', 'endorsement', 'brand ambassador'],
  },
  {
    id: 'funding',
    label: 'Funding & deals',
    description: 'Stories about funding rounds, investments and acquisitions',
    terms: ['raises', 'raised', 'funding', 'investment', 'investors', 'series a', 'series b', 'seed round', 'valuation', 'acquires', 'acquisition'],
  },
  {
    id: 'regulation',
    label: 'Regulation',
    description: 'Stories about disclosure rules, guidelines and regulators',
    terms: ['asci', 'disclosure', 'disclosures', 'guidelines', 'regulation', 'regulations', 'regulator', 'compliance', 'sebi', 'meity', 'gst', 'tds', 'penalty', 'consumer protection'],
  },
  {
    id: 'monetisation',
    label: 'Creator monetisation',
    description: 'Stories about creator payouts, affiliate income and revenue sharing',
    terms: ['monetisation', 'monetization', 'monetise', 'monetize', 'revenue share', 'revenue sharing', 'affiliate', 'payout', 'payouts', 'earnings', 'creator fund', 'tipping', 'subscriptions'],
  },
] as const;
export type MarketThemeId = (typeof MARKET_THEMES)[number]['id'];

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A PostgreSQL regular expression (ARE) matching any of the terms as whole words in lower-case text: `\m` and `\M`
 * are PostgreSQL's word-start and word-end; a space in a term matches any run of spaces.
 */
export function sqlWordPattern(terms: readonly string[]): string {
  return `\\m(${terms.map((t) => escapeRegex(t).replace(/ /g, '\\s+')).join('|')})\\M`;
}

/** The same match in JavaScript (PostgreSQL's word characters are letters, digits and underscore). */
function jsWordPattern(terms: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_])(${terms.map((t) => escapeRegex(t).replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\p{N}_])`, 'iu');
}

/** Every platform term, for the SQL pre-filter of Platform Updates. */
export const ALL_PLATFORM_TERMS: readonly string[] = PLATFORMS.flatMap((p) => p.terms);

const PLATFORM_PATTERNS = PLATFORMS.map((p) => ({ name: p.name, pattern: jsWordPattern(p.terms) }));

/**
 * The platforms a story is about, headline first: the platforms its title names in order of appearance, then those
 * only its summary or tags name (in PLATFORMS order). Empty when none is named.
 */
export function platformsMentioned(story: { title: string; summary?: string | null; tags?: readonly string[] }): string[] {
  const inTitle = PLATFORM_PATTERNS.map((p) => ({ name: p.name, at: story.title.search(p.pattern) }))
    .filter((p) => p.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((p) => p.name);
  const rest = `${story.summary ?? ''} ${(story.tags ?? []).join(' ')}`;
  const elsewhere = PLATFORM_PATTERNS.filter((p) => !inTitle.includes(p.name) && p.pattern.test(rest)).map((p) => p.name);
  return [...inTitle, ...elsewhere];
}

/**
 * Percentage change from `previous` to `current`, rounded to a whole percent; null when there is no baseline
 * (previous is 0), because "+∞ %" tells a reader nothing.
 */
export function changePercent(current: number, previous: number): number | null {
  if (!(previous > 0)) return null;
  return Math.round(((current - previous) / previous) * 100);
}

export const TRENDS = ['up', 'down', 'flat', 'new'] as const;
export type Trend = (typeof TRENDS)[number];

/** Direction of a figure: new when it had no baseline and now has something, flat when unchanged or both zero. */
export function trendOf(current: number, previous: number): Trend {
  if (previous <= 0) return current > 0 ? 'new' : 'flat';
  if (current > previous) return 'up';
  if (current < previous) return 'down';
  return 'flat';
}

/** Shortens a summary for a widget at a word boundary, with an ellipsis when cut. */
export function widgetSummary(text: string | null | undefined, max = WIDGET_SUMMARY_MAX_CHARS): string | null {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/u, '')}…`;
}

const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO date');
const count = z.number().int().min(0);

/** A figure for this week against last week. */
const comparisonSchema = z.object({
  current: count,
  previous: count,
  changePercent: z.number().int().nullable(),
  trend: z.enum(TRENDS),
});
export type Comparison = z.infer<typeof comparisonSchema>;

/** Builds a comparison from two counts. */
export function compare(current: number, previous: number): Comparison {
  return { current, previous, changePercent: changePercent(current, previous), trend: trendOf(current, previous) };
}

const storyLink = {
  id: z.uuid(),
  title: z.string(),
  /** Our article page (`/articles/{id}-{slug}`). */
  path: z.string().startsWith('/'),
  category: z.string(),
  sourceName: z.string(),
  publishedAt: isoDate.nullable(),
};

export const platformUpdateSchema = z.object({
  ...storyLink,
  /** The platform the story is about (the first one its headline names). */
  platform: z.string(),
  /** Every platform it names, headline first. */
  platforms: z.array(z.string()),
  summary: z.string().nullable(),
});
export type PlatformUpdate = z.infer<typeof platformUpdateSchema>;

export const PULSE_STAT_IDS = ['stories', 'sources', 'brand-partnerships', 'india-focus'] as const;

export const pulseStatSchema = comparisonSchema.extend({
  id: z.enum(PULSE_STAT_IDS),
  label: z.string(),
  /** `percent` figures are whole percentages (0-100); their change is in percentage points, not percent. */
  unit: z.enum(['count', 'percent']),
  description: z.string(),
});
export type PulseStat = z.infer<typeof pulseStatSchema>;

export const pulseCategorySchema = comparisonSchema.extend({ slug: z.string(), name: z.string() });
export type PulseCategory = z.infer<typeof pulseCategorySchema>;

export const marketInsightSchema = comparisonSchema.extend({
  id: z.enum(MARKET_THEMES.map((t) => t.id) as [MarketThemeId, ...MarketThemeId[]]),
  label: z.string(),
  description: z.string(),
  /** Mean quality score (0-100) of this week's stories in the theme; null when there are none. */
  averageQuality: z.number().int().min(0).max(100).nullable(),
});
export type MarketInsight = z.infer<typeof marketInsightSchema>;

export const trendingTopicSchema = z.object({
  keyword: z.string(),
  /** Where it trends from: tags and keyword matches of this week's stories, or readers' searches. */
  source: z.enum(['content-based', 'search-based']),
  /** Content-based: stories this week carrying it; search-based: searches this week. */
  count,
  /** Stories carrying it this week and last week (for search-based topics too, when stories carry it). */
  stories: comparisonSchema,
  /** The category most of this week's stories with it belong to; null when none does. */
  category: z.string().nullable(),
});
export type TrendingTopic = z.infer<typeof trendingTopicSchema>;

export const industryNewsItemSchema = z.object({
  ...storyLink,
  summary: z.string().nullable(),
  readTimeMinutes: z.number().int().min(1),
  /** The Breaking badge rule (domain/badges). */
  urgent: z.boolean(),
});
export type IndustryNewsItem = z.infer<typeof industryNewsItemSchema>;

/** The whole response. */
export const livePlatformDataSchema = z.object({
  generatedAt: isoDate,
  windowDays: z.number().int().positive(),
  platformUpdates: z.array(platformUpdateSchema).max(PLATFORM_UPDATES_SHOWN),
  pulse: z.object({ stats: z.array(pulseStatSchema), categories: z.array(pulseCategorySchema) }),
  marketInsights: z.array(marketInsightSchema),
  trendingTopics: z.array(trendingTopicSchema).max(TRENDING_TOPICS_SHOWN),
  industryNews: z.array(industryNewsItemSchema).max(INDUSTRY_NEWS_SHOWN),
});
export type LivePlatformData = z.infer<typeof livePlatformDataSchema>;
