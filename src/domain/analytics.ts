/**
 * Back-office analytics (admin-content "Analytics page"; issue 11 item 9): the query (range, tab, report period), the
 * rules that count a page view (path, device, referrer), the days of a range, the bucketing of days into ISO weeks and
 * months for the reports, and the shape the API and the screen share. Shared by the server and the browser.
 *
 * Days are UTC days everywhere (page_views.day, search_keyword_days.day), so a figure, a chart point and a report row
 * for one date always cover the same 24 hours; the screen says "UTC". Weeks are ISO weeks (Monday to Sunday), as
 * PostgreSQL's date_trunc('week') counts them.
 */
import { z } from 'zod';
import { parseArticleIdSlug } from './articlePath.ts';
import { csvRow } from './adminArticles.ts';
import type { ShareChannel } from './articleShares.ts';

export const ANALYTICS_RANGES = ['7d', '30d', '90d'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const ANALYTICS_RANGE_DAYS: Record<AnalyticsRange, number> = { '7d': 7, '30d': 30, '90d': 90 };
/**
 * Single page views (page_views) are kept this many days: the screens and reports read the per-day summaries, which
 * stay; a raw row is only needed to check a summary over the longest range the screen offers. The lifecycle run
 * deletes older ones, so the table grows with traffic per day, not forever.
 */
export const PAGE_VIEWS_KEPT_DAYS = ANALYTICS_RANGE_DAYS['90d'];
export const ANALYTICS_RANGE_LABELS: Record<AnalyticsRange, string> = { '7d': 'Last 7 days', '30d': 'Last 30 days', '90d': 'Last 90 days' };
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '30d';

export const ANALYTICS_TABS = ['traffic', 'content', 'engagement', 'conversion', 'reports'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];
export const ANALYTICS_TAB_LABELS: Record<AnalyticsTab, string> = { traffic: 'Traffic', content: 'Content', engagement: 'Engagement', conversion: 'Conversion', reports: 'Reports' };

export const REPORT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Rows of each top list (pages, referrers, stories, search terms). */
export const ANALYTICS_TOP_N = 10;
/** Search counts per day are kept this long (the trending window, db/queries/searchKeywords.ts prunes older days). */
export const SEARCH_DAYS_KEPT = 7;
/** Longest path stored for a page view; longer ones are cut (a path this long is no page of ours). */
export const PAGE_VIEW_PATH_MAX = 512;

const rangeSchema = z
  .enum(ANALYTICS_RANGES, { error: `range must be one of ${ANALYTICS_RANGES.join(', ')}` })
  .optional()
  .or(z.literal('').transform(() => undefined))
  .transform((v) => v ?? DEFAULT_ANALYTICS_RANGE);

/** GET /api/admin/analytics and the reports: `range` (7d, 30d, 90d; default 30d). */
export const analyticsQuerySchema = z.object({ range: rangeSchema });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** The report's period in its path: /api/admin/analytics/reports/{daily|weekly|monthly}.csv. */
export const reportPeriodSchema = z.enum(REPORT_PERIODS, { error: `the report is one of ${REPORT_PERIODS.map((p) => `${p}.csv`).join(', ')}` });

/** The screen's URL (?range=30d&tab=traffic): anything unknown falls back to the defaults rather than failing. */
export function analyticsScreenQuery(params: URLSearchParams): { range: AnalyticsRange; tab: AnalyticsTab } {
  const range = params.get('range');
  const tab = params.get('tab');
  return {
    range: (ANALYTICS_RANGES as readonly string[]).includes(range ?? '') ? (range as AnalyticsRange) : DEFAULT_ANALYTICS_RANGE,
    tab: (ANALYTICS_TABS as readonly string[]).includes(tab ?? '') ? (tab as AnalyticsTab) : 'traffic',
  };
}

// ---- days ----

/** The UTC day of `at` as YYYY-MM-DD. */
export function utcDayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The first UTC day whose single page views are kept at `now` (PAGE_VIEWS_KEPT_DAYS of them, today included). */
export function firstKeptPageViewDay(now: Date): string {
  return addDays(utcDayOf(now), 1 - PAGE_VIEWS_KEPT_DAYS);
}

/** `day` (YYYY-MM-DD) moved by `n` days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return utcDayOf(d);
}

/** The days of `range` ending today (UTC), oldest first: 7, 30 or 90 of them. */
export function rangeDays(range: AnalyticsRange, now: Date): { from: string; to: string; days: string[] } {
  const to = utcDayOf(now);
  const n = ANALYTICS_RANGE_DAYS[range];
  const days = Array.from({ length: n }, (_, i) => addDays(to, i - n + 1));
  return { from: days[0] ?? to, to, days };
}

/** Monday of the ISO week holding `day`. */
export function isoWeekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return addDays(day, -((d.getUTCDay() + 6) % 7));
}

/** The ISO week label of `day`, e.g. 2026-W01 (the week's year is the year of its Thursday). */
export function isoWeekLabel(day: string): string {
  const thursday = addDays(isoWeekStart(day), 3);
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(isoWeekStart(`${year}-01-04`), 3);
  const week = Math.round((Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${firstThursday}T00:00:00Z`)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The first day of the report period holding `day`: the day itself, its ISO week's Monday, or the 1st of its month. */
export function periodStart(day: string, period: ReportPeriod): string {
  if (period === 'daily') return day;
  if (period === 'weekly') return isoWeekStart(day);
  return `${day.slice(0, 7)}-01`;
}

/** A report row's label: the date, the ISO week (2026-W48) or the month (2026-11). */
export function periodLabel(start: string, period: ReportPeriod): string {
  if (period === 'daily') return start;
  if (period === 'weekly') return isoWeekLabel(start);
  return start.slice(0, 7);
}

// ---- counting a page view (server/middleware/pageViews.ts) ----

/** The page a counted request shows: a client navigation's data request (/x.data, /_root.data) stands for its page. */
export function pageOfRequestPath(path: string): string {
  let p = path;
  if (p.endsWith('.data')) {
    p = p.slice(0, -'.data'.length);
    if (p === '/_root' || p === '') p = '/';
  }
  if (p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '') || '/';
  return p.slice(0, PAGE_VIEW_PATH_MAX);
}

/** True when `path` (as given by pageOfRequestPath) is a public page whose views are counted: not the back office or the API. */
export function isCountedPage(path: string): boolean {
  if (!path.startsWith('/')) return false;
  return !/^\/(admin|api|assets)(\/|$)/.test(path) && !/\.[a-z0-9]{1,8}$/i.test(path);
}

/** The story an /articles/{id}-{slug} page shows, or null. */
export function articleIdOfPage(path: string): string | null {
  const m = /^\/articles\/([^/]+)$/.exec(path);
  if (!m?.[1]) return null;
  let segment = m[1];
  try {
    segment = decodeURIComponent(segment);
  } catch {
    // A malformed escape: the id part (plain hex) still parses.
  }
  return parseArticleIdSlug(segment)?.id ?? null;
}

export const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
export type Device = (typeof DEVICES)[number];

/** The device class of a user agent (the agent itself is never stored). */
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** The host of an outside Referer (lower-case, no port), or null for none, our own site or anything unreadable. */
export function referrerHostOf(referer: string | undefined, siteHost: string): string | null {
  if (!referer) return null;
  try {
    const u = new URL(referer);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    const host = u.hostname.toLowerCase().replace(/^www\./, '');
    if (!host || host === siteHost.toLowerCase().replace(/^www\./, '')) return null;
    return host.slice(0, 255);
  } catch {
    return null;
  }
}

// ---- what the API answers (server/presenters/analytics.ts fills it) ----

/** One UTC day's figures, each counted from its own table. */
export interface AnalyticsDay {
  day: string;
  /** Counted page views of the public site (server/middleware/pageViews.ts). */
  pageViews: number;
  /** Distinct visitor hashes of the day. */
  visitors: number;
  /** Page views of story pages (/articles/…). */
  articleViews: number;
  /** Reads started (a signed-in reader's first reading progress on a story). */
  readsStarted: number;
  /** Of those, read past 90 %. */
  readsCompleted: number;
  /** Reading time of the reads started that day, in seconds. */
  readSeconds: number;
  likes: number;
  bookmarks: number;
  /** Shares readers' browsers reported (article_share_days: copied links and network links clicked). */
  shares: number;
  /** Accounts created. */
  signUps: number;
  /** Searches (kept for SEARCH_DAYS_KEPT days). */
  searches: number;
}
export type AnalyticsCounts = Omit<AnalyticsDay, 'day'>;
export const ANALYTICS_COUNT_FIELDS = ['pageViews', 'visitors', 'articleViews', 'readsStarted', 'readsCompleted', 'readSeconds', 'likes', 'bookmarks', 'shares', 'signUps', 'searches'] as const satisfies readonly (keyof AnalyticsCounts)[];

export interface AnalyticsTopPage {
  path: string;
  pageViews: number;
}
export interface AnalyticsTopArticle {
  id: string;
  /** Null when the story has since been purged. */
  title: string | null;
  path: string | null;
  category: string | null;
  pageViews: number;
  /** Likes of the story given in the range. */
  likes: number;
}
export interface AnalyticsTopRead {
  id: string;
  title: string | null;
  path: string | null;
  readsStarted: number;
  readsCompleted: number;
  readSeconds: number;
}

/** GET /api/admin/analytics. Rates are fractions (0-1), null when there is nothing to divide by. */
export interface AnalyticsOverview {
  range: AnalyticsRange;
  from: string;
  to: string;
  timeZone: 'UTC';
  generatedAt: string;
  traffic: {
    series: Pick<AnalyticsDay, 'day' | 'pageViews' | 'visitors'>[];
    totals: { pageViews: number; visitors: number; viewsPerVisitor: number | null };
    topPages: AnalyticsTopPage[];
    referrers: { host: string; pageViews: number }[];
    devices: { device: Device; pageViews: number }[];
  };
  content: {
    series: Pick<AnalyticsDay, 'day' | 'articleViews'>[];
    totals: { articleViews: number; articlesViewed: number };
    topArticles: AnalyticsTopArticle[];
    topReads: AnalyticsTopRead[];
    categories: { category: string; pageViews: number }[];
  };
  engagement: {
    series: Pick<AnalyticsDay, 'day' | 'readsStarted' | 'readsCompleted' | 'readSeconds' | 'likes' | 'bookmarks' | 'shares' | 'searches'>[];
    totals: { readsStarted: number; readsCompleted: number; readSeconds: number; avgReadSeconds: number | null; likes: number; bookmarks: number; searches: number; engagementRate: number | null };
    topSearchTerms: { term: string; searches: number }[];
    /**
     * Shares in the range (the series' `shares` per day add up to `total`) and per channel of the share menu, every
     * channel listed, most shared first. Counted from the share menu's reports, so a link copied from the address bar
     * or shared from the browser's own menu is not in it.
     */
    shares: { total: number; byChannel: { channel: ShareChannel; shares: number }[] };
  };
  conversion: {
    series: Pick<AnalyticsDay, 'day' | 'visitors' | 'signUps'>[];
    totals: {
      visitors: number;
      signUps: number;
      /** Sign-ups per visitor. */
      signUpRate: number | null;
      /** Signed-in readers who started a read in the range … */
      readers: number;
      /** … of whom liked, or bookmarked, a story in the range. */
      readersWhoLiked: number;
      readersWhoBookmarked: number;
      likeRate: number | null;
      bookmarkRate: number | null;
      /** Reads completed per read started. */
      completionRate: number | null;
    };
    /** No newsletter subscriptions are stored yet: null, never a guess. */
    newsletterSignUps: null;
  };
}

/** part / whole, or null when whole is 0. */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/**
 * Engagement rate: interactions (reads completed, likes, bookmarks) per story page view. A definition, said on the
 * screen; anonymous visitors cannot like or read to the end, so it is low by nature.
 */
export function engagementRate(t: Pick<AnalyticsCounts, 'readsCompleted' | 'likes' | 'bookmarks' | 'articleViews'>): number | null {
  return ratio(t.readsCompleted + t.likes + t.bookmarks, t.articleViews);
}

/** Sums each figure over `days`. Visitors are summed too: a hash lasts one day, so a range's visitors are the days' visitors. */
export function sumDays(days: readonly AnalyticsCounts[]): AnalyticsCounts {
  const out = Object.fromEntries(ANALYTICS_COUNT_FIELDS.map((f) => [f, 0])) as unknown as AnalyticsCounts;
  for (const d of days) for (const f of ANALYTICS_COUNT_FIELDS) out[f] += d[f];
  return out;
}

/** The range's days, each with its figures or zeros where a table had none. */
export function fillDays(days: readonly string[], rows: ReadonlyMap<string, Partial<AnalyticsCounts>>): AnalyticsDay[] {
  return days.map((day) => {
    const r = rows.get(day) ?? {};
    const d = { day } as AnalyticsDay;
    for (const f of ANALYTICS_COUNT_FIELDS) d[f] = r[f] ?? 0;
    return d;
  });
}

// ---- reports ----

/** One row of a daily, weekly or monthly report: the period, its days inside the range, its sums. */
export interface AnalyticsReportRow extends AnalyticsCounts {
  period: string;
  from: string;
  to: string;
  /** The period's most searched term, or null. */
  topSearchTerm: string | null;
}

/** Buckets the range's days into report rows, oldest first (a week or month cut by the range keeps only its days in it). */
export function reportRows(days: readonly AnalyticsDay[], period: ReportPeriod, topTerms: ReadonlyMap<string, string> = new Map()): AnalyticsReportRow[] {
  const rows = new Map<string, { from: string; to: string; days: AnalyticsDay[] }>();
  for (const d of days) {
    const start = periodStart(d.day, period);
    const row = rows.get(start) ?? { from: d.day, to: d.day, days: [] };
    if (d.day < row.from) row.from = d.day;
    if (d.day > row.to) row.to = d.day;
    row.days.push(d);
    rows.set(start, row);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([start, r]) => ({ period: periodLabel(start, period), from: r.from, to: r.to, ...sumDays(r.days), topSearchTerm: topTerms.get(start) ?? null }));
}

export const REPORT_CSV_HEADER = [
  'period',
  'from',
  'to',
  'page_views',
  'visitors',
  'story_views',
  'reads_started',
  'reads_completed',
  'reading_minutes',
  'avg_read_seconds',
  'likes',
  'bookmarks',
  'shares',
  'sign_ups',
  'searches',
  'top_search_term',
] as const;

/** One CSV line per report row (cells neutralised against spreadsheet formulas by csvCell). */
export function reportCsvLine(r: AnalyticsReportRow): string {
  const avg = r.readsStarted > 0 ? Math.round(r.readSeconds / r.readsStarted) : null;
  return csvRow([r.period, r.from, r.to, r.pageViews, r.visitors, r.articleViews, r.readsStarted, r.readsCompleted, Math.round(r.readSeconds / 6) / 10, avg, r.likes, r.bookmarks, r.shares, r.signUps, r.searches, r.topSearchTerm]);
}

/** The report's file name, e.g. analytics-weekly-2026-08-29-to-2026-11-26.csv. */
export function reportFileName(period: ReportPeriod, from: string, to: string): string {
  return `analytics-${period}-${from}-to-${to}.csv`;
}

/** The screen's and CSV's short form of a duration in seconds: 45s, 4m 12s, 1h 5m. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${s % 60}s`;
  return `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m`;
}

/** A rate as a percentage with one decimal, or — when there was nothing to divide. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(1)}%`;
}
