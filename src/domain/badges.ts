/** Trending flag and Breaking badge (public-site §9): both depend on the story's age and its views (Trending also on how many outlets tell it). */
import { freshnessLabel } from './freshness.ts';

const HOUR_MS = 3_600_000;
/** A date this far in the future is a feed error, not a fresh story: no badge. */
const FUTURE_TOLERANCE_MS = 60_000;

/** Trending: at most `maxAgeHours` old with more than `minViewsExclusive` views (any row matches). */
export const TRENDING_RULES: readonly { maxAgeHours: number; minViewsExclusive: number }[] = [
  { maxAgeHours: 2, minViewsExclusive: 20 },
  { maxAgeHours: 12, minViewsExclusive: 50 },
  { maxAgeHours: 24, minViewsExclusive: 100 },
];

/** Breaking by keyword: a keyword match at most this many hours old. */
export const BREAKING_KEYWORD_MAX_AGE_HOURS = 2;
/** Breaking by views: more than this many views … */
export const BREAKING_MIN_VIEWS_EXCLUSIVE = 100;
/** … while younger than this many hours. */
export const BREAKING_VIEWS_MAX_AGE_HOURS = 1;

/**
 * Words that mark a headline as breaking news. The spec says only "a keyword match"; we read it as the
 * headline wording newsrooms use for breaking stories, matched as whole words.
 */
export const BREAKING_KEYWORDS: readonly string[] = ['breaking', 'just in', 'urgent', 'alert', 'exclusive', 'announces', 'launches', 'unveils'];

const BREAKING_PATTERN = new RegExp(
  `(^|[^\\p{L}\\p{N}])(${BREAKING_KEYWORDS.map((k) => k.replace(/ /g, '\\s+')).join('|')})(?=$|[^\\p{L}\\p{N}])`,
  'iu',
);

/** Age in milliseconds at `now` (0 for a slightly future date), or null when missing, invalid or more than a minute ahead. */
export function storyAgeMs(publishedAt: Date | string | null | undefined, now: Date = new Date()): number | null {
  if (!publishedAt) return null;
  const t = typeof publishedAt === 'string' ? Date.parse(publishedAt) : publishedAt.getTime();
  if (Number.isNaN(t)) return null;
  const age = now.getTime() - t;
  if (age < -FUTURE_TOLERANCE_MS) return null;
  return Math.max(0, age);
}

/** True when the text contains one of the breaking-news keywords. */
export function hasBreakingKeyword(text: string | null | undefined): boolean {
  return Boolean(text) && BREAKING_PATTERN.test(text ?? '');
}

/**
 * A story several outlets tell at once is news whatever our own readers did yet (issue 12 item 4): Trending also
 * when at least this many outlets cover it …
 */
export const TRENDING_MIN_OUTLETS = 3;
/** … while it is at most this many hours old (the longest of the view rules). */
export const TRENDING_COVERAGE_MAX_AGE_HOURS = 24;
/**
 * The Trending sort's weight of coverage: each outlet beyond the first counts as this many views (a story three
 * outlets tell ranks with one read 50 times, the 12 h view rule's bar).
 */
export const TRENDING_VIEWS_PER_EXTRA_OUTLET = 25;

/** The Trending sort's key: views plus the weight of the other outlets telling the story. */
export function trendingWeight(a: { viewsCount: number; coverageCount?: number }): number {
  return a.viewsCount + TRENDING_VIEWS_PER_EXTRA_OUTLET * Math.max(0, (a.coverageCount ?? 1) - 1);
}

/**
 * The Trending flag: up to 2 h with views above 20, up to 12 h above 50, up to 24 h above 100; or up to 24 h old
 * and told by at least three outlets.
 */
export function isTrending(
  a: { publishedAt: Date | string | null | undefined; viewsCount: number; coverageCount?: number },
  now: Date = new Date(),
): boolean {
  const age = storyAgeMs(a.publishedAt, now);
  if (age === null) return false;
  if ((a.coverageCount ?? 1) >= TRENDING_MIN_OUTLETS && age <= TRENDING_COVERAGE_MAX_AGE_HOURS * HOUR_MS) return true;
  return TRENDING_RULES.some((r) => age <= r.maxAgeHours * HOUR_MS && a.viewsCount > r.minViewsExclusive);
}

/** The Breaking badge: up to 2 h old with a keyword match, or more than 100 views while under 1 h old. */
export function isBreaking(
  a: { publishedAt: Date | string | null | undefined; viewsCount: number; keywordMatch: boolean },
  now: Date = new Date(),
): boolean {
  const age = storyAgeMs(a.publishedAt, now);
  if (age === null) return false;
  return (
    (a.keywordMatch && age <= BREAKING_KEYWORD_MAX_AGE_HOURS * HOUR_MS) ||
    (a.viewsCount > BREAKING_MIN_VIEWS_EXCLUSIVE && age < BREAKING_VIEWS_MAX_AGE_HOURS * HOUR_MS)
  );
}

/** Trending velocity is shown when views per hour exceed this (public-site §9). */
export const VELOCITY_MIN_VIEWS_PER_HOUR_EXCLUSIVE = 5;
/**
 * Views per hour are averaged over at least this many hours, so a story seen 6 times in its first ten minutes
 * does not claim "36 views/h": we only know total views, not when they happened.
 */
export const VELOCITY_MIN_HOURS = 1;

/** Average views per hour since publication (over at least one hour); null without a usable date. Not rounded: 5.04 exceeds 5. */
export function viewsPerHour(a: { publishedAt: Date | string | null | undefined; viewsCount: number }, now: Date = new Date()): number | null {
  const age = storyAgeMs(a.publishedAt, now);
  if (age === null) return null;
  const hours = Math.max(VELOCITY_MIN_HOURS, age / HOUR_MS);
  return Math.max(0, a.viewsCount) / hours;
}

/** Whether the velocity is shown: more than 5 views per hour. */
export function showsVelocity(perHour: number | null | undefined): perHour is number {
  return typeof perHour === 'number' && perHour > VELOCITY_MIN_VIEWS_PER_HOUR_EXCLUSIVE;
}

/** What an article's time-dependent badges say at one moment (decided on the server so the browser hydrates the same). */
export interface ArticleSignals {
  trending: boolean;
  breaking: boolean;
  /** Average views per hour (see viewsPerHour); shown only when showsVelocity says so. */
  viewsPerHour: number | null;
  /**
   * "Just now", "3h ago", "2d ago" or null after 7 days (freshnessLabel). Decided here with the others: computed in the
   * browser's clock, a story crossing a threshold between the server render and hydration (6d ago → none) changed
   * the markup and React threw a hydration error (#418) on the page.
   */
  freshness: string | null;
}

/** Trending, Breaking, velocity and freshness for a public article, dated by its original publication (the date readers see). */
export function articleBadges(
  a: { title: string; viewsCount: number; originalPublishedAt: string | null; publishedAt: string | null; coverageCount?: number },
  now: Date = new Date(),
): ArticleSignals {
  const publishedAt = a.originalPublishedAt ?? a.publishedAt;
  return {
    trending: isTrending({ publishedAt, viewsCount: a.viewsCount, coverageCount: a.coverageCount }, now),
    breaking: isBreaking({ publishedAt, viewsCount: a.viewsCount, keywordMatch: hasBreakingKeyword(a.title) }, now),
    viewsPerHour: viewsPerHour({ publishedAt, viewsCount: a.viewsCount }, now),
    freshness: freshnessLabel(publishedAt, now),
  };
}
