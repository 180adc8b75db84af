/**
 * The back office's analytics (admin-content "Analytics page"; issue 11 item 9): admins only. Every figure is a count
 * over our own tables for the UTC days of the range; nothing sampled, estimated or made up. Newsletter sign-ups are not
 * recorded anywhere yet, so they are answered as null (the screen says so), never as a number.
 */
import {
  engagementRate,
  fillDays,
  rangeDays,
  ratio,
  reportRows,
  sumDays,
  type AnalyticsDay,
  type AnalyticsRange,
  type AnalyticsReportRow,
  type ReportPeriod,
} from '../../domain/analytics.ts';
import type { Actor } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import { contentBreakdown, dailyCounts, readerConversion, shareChannelCounts, topSearchTermByPeriod, topSearchTerms, trafficBreakdown } from '../../db/queries/analytics.ts';
import { authorize } from '../../policies/can.ts';

/** What the presenter (server/presenters/analytics.ts) turns into the API's answer. */
export interface AnalyticsResult {
  range: AnalyticsRange;
  from: string;
  to: string;
  generatedAt: Date;
  days: AnalyticsDay[];
  traffic: Awaited<ReturnType<typeof trafficBreakdown>>;
  content: Awaited<ReturnType<typeof contentBreakdown>>;
  topSearchTerms: Awaited<ReturnType<typeof topSearchTerms>>;
  readers: Awaited<ReturnType<typeof readerConversion>>;
  shareChannels: Awaited<ReturnType<typeof shareChannelCounts>>;
}

async function days(db: Db, range: AnalyticsRange, now: Date) {
  const r = rangeDays(range, now);
  const rows = await dailyCounts(db, r.from, r.to);
  return { ...r, series: fillDays(r.days, new Map(rows.map((row) => [row.day, row]))) };
}

/** The figures of every tab for `range` (days up to and including today, UTC). */
export async function analyticsOverview(db: Db, actor: Actor, range: AnalyticsRange, now: Date = new Date()): Promise<AnalyticsResult> {
  authorize(actor, 'viewAnalytics', { kind: 'system' });
  const { from, to } = rangeDays(range, now);
  const [d, traffic, content, terms, readers, shareChannels] = await Promise.all([
    days(db, range, now),
    trafficBreakdown(db, from, to),
    contentBreakdown(db, from, to),
    topSearchTerms(db, from, to),
    readerConversion(db, from, to),
    shareChannelCounts(db, from, to),
  ]);
  return { range, from, to, generatedAt: now, days: d.series, traffic, content, topSearchTerms: terms, readers, shareChannels };
}

/** A daily, weekly or monthly report of `range`: one row per day, ISO week or month, oldest first. */
export async function analyticsReport(db: Db, actor: Actor, period: ReportPeriod, range: AnalyticsRange, now: Date = new Date()): Promise<{ from: string; to: string; rows: AnalyticsReportRow[] }> {
  authorize(actor, 'viewAnalytics', { kind: 'system' });
  const [d, terms] = await Promise.all([days(db, range, now), topSearchTermByPeriod(db, rangeDays(range, now).from, rangeDays(range, now).to, period)]);
  return { from: d.from, to: d.to, rows: reportRows(d.series, period, terms) };
}

/** Totals and rates of a result's days (the presenter's and the screen's headline figures). */
export function analyticsTotals(result: Pick<AnalyticsResult, 'days' | 'readers'>) {
  const t = sumDays(result.days);
  return {
    ...t,
    viewsPerVisitor: ratio(t.pageViews, t.visitors),
    avgReadSeconds: ratio(t.readSeconds, t.readsStarted),
    engagementRate: engagementRate(t),
    signUpRate: ratio(t.signUps, t.visitors),
    likeRate: ratio(result.readers.readersWhoLiked, result.readers.readers),
    bookmarkRate: ratio(result.readers.readersWhoBookmarked, result.readers.readers),
    completionRate: ratio(t.readsCompleted, t.readsStarted),
  };
}
