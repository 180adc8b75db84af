/**
 * The admin dashboard's rules (admin-content §2, §9; admin-system §4 "Overall system health status"): the funnel's
 * windows and confidence bands, the efficiency bars and the health badges. Pure: the figures come from
 * services/admin/overview.ts, which counts them in the database.
 */
import { z } from 'zod';
import { confidenceBand, type ConfidenceBand } from './adminArticles.ts';
import { confidencePercent } from './publishingRules.ts';

/** admin-system §9 "Time ranges 24h, 7d, 30d": the funnel's look-back, kept in the URL as `?window=`. */
export const DASHBOARD_WINDOWS = ['24h', '7d', '30d'] as const;
export type DashboardWindow = (typeof DASHBOARD_WINDOWS)[number];
export const DEFAULT_DASHBOARD_WINDOW: DashboardWindow = '24h';
export const DASHBOARD_WINDOW_HOURS: Readonly<Record<DashboardWindow, number>> = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 };
export const DASHBOARD_WINDOW_LABELS: Readonly<Record<DashboardWindow, string>> = { '24h': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days' };

export const dashboardQuerySchema = z.object({
  window: z
    .enum(DASHBOARD_WINDOWS, { error: `window must be one of ${DASHBOARD_WINDOWS.join(', ')}` })
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((v) => v ?? DEFAULT_DASHBOARD_WINDOW),
});
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

/** admin-content §2: live activity looks back one hour and refreshes every 30 seconds. */
export const ACTIVITY_WINDOW_MS = 60 * 60_000;
export const ACTIVITY_REFRESH_MS = 30_000;
/** Events the live activity list shows at most. */
export const ACTIVITY_LIMIT = 40;

/**
 * §9 confidence bands (high ≥ 80 %, medium 50-79 %, low < 50 %) for a stored 0-1 score, compared in percent with two
 * decimals as the SQL does (`round(score::numeric * 100, 2)`), so 0.8 is high and 0.7999 is medium on both sides.
 */
export const HIGH_CONFIDENCE_MIN_PERCENT = 80;
export const MEDIUM_CONFIDENCE_MIN_PERCENT = 50;
export function confidenceBandOf(score01: number): ConfidenceBand {
  return confidenceBand(confidencePercent(score01));
}

/** part / whole as a percent with one decimal; 0 when there is nothing to divide. */
export function rate(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

// ---- health ---------------------------------------------------------------------------------------------------------

export const HEALTH_STATUSES = ['healthy', 'degraded', 'critical'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];
/** admin-system §4: the health progress bar, healthy 95 %, degraded 65 %, critical 25 %. */
export const HEALTH_PROGRESS: Readonly<Record<HealthStatus, number>> = { healthy: 95, degraded: 65, critical: 25 };

/** The worse of several statuses (the Stabilization Monitor's "overall status is the worst"). */
export function worstStatus(statuses: readonly HealthStatus[]): HealthStatus {
  if (statuses.includes('critical')) return 'critical';
  if (statuses.includes('degraded')) return 'degraded';
  return 'healthy';
}

/** admin-system §4 "Overall system health status" thresholds. */
export const PIPELINE_CRITICAL_DRAFTS_24H = 1000;
export const PIPELINE_DEGRADED_DRAFTS_24H = 500;
export const PIPELINE_CRITICAL_ERROR_RATE = 20;
export const PIPELINE_DEGRADED_ERROR_RATE = 10;
export const PIPELINE_MIN_PUBLISHED_24H = 10;

/** §4: unresolved alerts divided by articles in the last 24 h, in percent, capped at 100 (any alert with no articles is 100). */
export function pipelineErrorRate(unresolvedAlerts: number, articlesLast24h: number): number {
  if (unresolvedAlerts <= 0) return 0;
  if (articlesLast24h <= 0) return 100;
  return Math.min(100, Math.round((unresolvedAlerts / articlesLast24h) * 1000) / 10);
}

export interface PipelineHealthInput {
  draftsLast24h: number;
  unresolvedAlerts: number;
  articlesLast24h: number;
  publishedLast24h: number;
  /** ml_automation_status.status, or null when there is no row. */
  mlStatus: string | null;
}

/** §4: critical on > 1000 drafts in 24 h, error rate > 20 %, no ML status or a stalled one; degraded on > 500 drafts, > 10 %, or < 10 published in 24 h. */
export function pipelineHealth(i: PipelineHealthInput): { status: HealthStatus; reasons: string[] } {
  const errorRate = pipelineErrorRate(i.unresolvedAlerts, i.articlesLast24h);
  const critical: string[] = [];
  const degraded: string[] = [];
  if (i.draftsLast24h > PIPELINE_CRITICAL_DRAFTS_24H) critical.push(`${i.draftsLast24h} drafts in 24 h (over ${PIPELINE_CRITICAL_DRAFTS_24H})`);
  else if (i.draftsLast24h > PIPELINE_DEGRADED_DRAFTS_24H) degraded.push(`${i.draftsLast24h} drafts in 24 h (over ${PIPELINE_DEGRADED_DRAFTS_24H})`);
  if (errorRate > PIPELINE_CRITICAL_ERROR_RATE) critical.push(`Error rate ${errorRate}% (over ${PIPELINE_CRITICAL_ERROR_RATE}%)`);
  else if (errorRate > PIPELINE_DEGRADED_ERROR_RATE) degraded.push(`Error rate ${errorRate}% (over ${PIPELINE_DEGRADED_ERROR_RATE}%)`);
  if (i.mlStatus === null) critical.push('The classifier has no status yet');
  else if (i.mlStatus === 'stalled') critical.push('The classifier is stalled');
  if (i.publishedLast24h < PIPELINE_MIN_PUBLISHED_24H) degraded.push(`${i.publishedLast24h} published in 24 h (under ${PIPELINE_MIN_PUBLISHED_24H})`);
  if (critical.length > 0) return { status: 'critical', reasons: [...critical, ...degraded] };
  if (degraded.length > 0) return { status: 'degraded', reasons: degraded };
  return { status: 'healthy', reasons: [] };
}

/** A database check slower than this is degraded (the dashboard's own queries would feel it). */
export const DATABASE_SLOW_MS = 1000;
export function databaseHealth(i: { reachable: boolean; schemaCurrent: boolean; responseMs: number }): HealthStatus {
  if (!i.reachable || !i.schemaCurrent) return 'critical';
  return i.responseMs > DATABASE_SLOW_MS ? 'degraded' : 'healthy';
}

/** No live worker means no job (fetch, classify, lifecycle, mail) runs at all. */
export function workersHealth(liveWorkers: number): HealthStatus {
  return liveWorkers > 0 ? 'healthy' : 'critical';
}

/** Critical with no active source or every active one failing; degraded when some fail or the pipeline disabled one. */
export function feedsHealth(i: { active: number; failing: number; disabledByPipeline: number }): HealthStatus {
  if (i.active === 0 || i.failing >= i.active) return 'critical';
  return i.failing > 0 || i.disabledByPipeline > 0 ? 'degraded' : 'healthy';
}

/** A recent full-disk write failure (db/storageHealth.ts) is critical: nothing new can be stored. */
export function storageHealth(failing: boolean): HealthStatus {
  return failing ? 'critical' : 'healthy';
}

/** admin-system §9: the RSS processor runs every 30 minutes, so a pipeline quiet for 6 h is late and for 24 h stopped. */
export const PIPELINE_RUN_LATE_HOURS = 6;
export const PIPELINE_RUN_STOPPED_HOURS = 24;
export function lastRunHealth(run: { status: string; startedAt: Date } | null, now: Date): HealthStatus {
  if (!run) return 'degraded';
  const ageHours = (now.getTime() - run.startedAt.getTime()) / 3_600_000;
  if (ageHours > PIPELINE_RUN_STOPPED_HOURS) return 'critical';
  if (run.status === 'failed' || ageHours > PIPELINE_RUN_LATE_HOURS) return 'degraded';
  return 'healthy';
}

/** Mail waiting longer than this is late (degraded); longer than the second, stuck (critical). */
export const MAIL_LATE_MINUTES = 15;
export const MAIL_STUCK_MINUTES = 60;
export function mailHealth(i: { queued: number; oldestQueuedMinutes: number | null; failedLast24h: number; held: number }): HealthStatus {
  const age = i.oldestQueuedMinutes ?? 0;
  if (i.queued > 0 && age > MAIL_STUCK_MINUTES) return 'critical';
  if ((i.queued > 0 && age > MAIL_LATE_MINUTES) || i.failedLast24h > 0 || i.held > 0) return 'degraded';
  return 'healthy';
}

// ---- what the screen and GET /api/admin/overview show --------------------------------------------------------------

export type HealthCheckName = 'database' | 'workers' | 'feeds' | 'storage' | 'pipeline' | 'lastRun' | 'mail';
export interface HealthBadge {
  name: HealthCheckName;
  label: string;
  status: HealthStatus;
  /** One line saying why, with the figures. */
  detail: string;
}
export interface DashboardHealth {
  status: HealthStatus;
  /** §4's progress bar value for `status`. */
  progress: number;
  badges: HealthBadge[];
}

/** Articles stored in the window, by where they are now (each stage a count over our tables). */
export interface DashboardFunnel {
  window: DashboardWindow;
  since: string;
  /** Fetch runs in the window: items the feeds listed, new ones stored, duplicates skipped. */
  extraction: { activeFeeds: number; runs: number; itemsFound: number; inserted: number; duplicates: number };
  stored: number;
  waitingForMl: number;
  classified: number;
  confidence: Record<ConfidenceBand, number>;
  pendingReview: number;
  published: number;
  rejected: number;
  /** Stored in the window and auto-rejected by the pipeline (cleaned up or not). */
  autoRejected: number;
  /** Auto-rejected drafts of any age the Cleanup action would turn into rejected now. */
  awaitingCleanup: number;
  /** Archived or purged without having been rejected (so the stages add up to `stored`). */
  archivedOther: number;
}

export interface EfficiencyBar {
  key: 'processing' | 'publication' | 'rejection' | 'duplicates' | 'feedSuccess' | 'runs';
  label: string;
  /** 0-100. */
  percent: number;
  /** What the percent is of, in words with the figures ("42 of 50 stored"). */
  detail: string;
}

export type ActivityKind = 'published' | 'rejected' | 'reviewed' | 'fetched' | 'run' | 'error' | 'admin';
export interface ActivityEvent {
  id: string;
  at: string;
  kind: ActivityKind;
  text: string;
  /** Who did it (an email), or null for the pipeline. */
  actor: string | null;
}
export interface DashboardActivity {
  since: string;
  generatedAt: string;
  events: ActivityEvent[];
}

/** "3 min ago" for the live list (en-IN, relative to `now`). */
export function relativeTime(at: Date, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.round(hours / 24)} d ago`;
}
