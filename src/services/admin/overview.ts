/**
 * The admin dashboard (issue 11 item 2; admin-content §2, admin-system §4): KPI cards, the content funnel, the
 * efficiency bars, the health badges, the lifecycle card and the last hour's activity, each counted from our tables;
 * and the funnel's Cleanup action. Admins only; every call authorises first.
 */
import {
  ACTIVITY_LIMIT,
  ACTIVITY_WINDOW_MS,
  DASHBOARD_WINDOW_HOURS,
  DEFAULT_DASHBOARD_WINDOW,
  HEALTH_PROGRESS,
  MAIL_LATE_MINUTES,
  databaseHealth,
  feedsHealth,
  lastRunHealth,
  mailHealth,
  pipelineErrorRate,
  pipelineHealth,
  rate,
  relativeTime,
  storageHealth,
  workersHealth,
  worstStatus,
  type ActivityEvent,
  type DashboardActivity,
  type DashboardFunnel,
  type DashboardHealth,
  type DashboardWindow,
  type EfficiencyBar,
  type HealthBadge,
} from '../../domain/adminDashboard.ts';
import type { Actor } from '../../domain/roles.ts';
import type { Database, Db } from '../../db/connection.ts';
import { isSchemaCurrent } from '../../db/migrate.ts';
import { adminArticleStats, reviewStats } from '../../db/queries/adminArticles.ts';
import { adminOverviewCounts, awaitingCleanupCount, fetchRunTotals, funnelCounts, healthInputs, recentActivityRows, runFigures } from '../../db/queries/adminOverview.ts';
import { recordAuditEvent } from '../../db/queries/auditEvents.ts';
import { getMlStatus } from '../../db/queries/mlStatus.ts';
import { getLifecycleAnalytics } from '../../pipeline/lifecycle/getLifecycleAnalytics.ts';
import { authorize } from '../../policies/can.ts';
import { cleanupAutoRejected } from '../cleanupAutoRejected.ts';
import type { Acting } from './articleModeration.ts';
import { sharedRead } from './sharedReads.ts';

/**
 * What only the process knows about its database: /readyz's migrations and storage checks (server/routes/health.ts),
 * read from the same sources. Without it (a caller with only a Db) both count as fine and the badge says so.
 */
export interface SystemProbe {
  schemaCurrent(): Promise<boolean>;
  storageFailure(): { at: Date; code: string } | null;
}
export function systemProbeOf(database: Database): SystemProbe {
  return { schemaCurrent: () => isSchemaCurrent(database), storageFailure: () => database.storage.failure() };
}

const DAY_MS = 24 * 3600_000;
const n = (v: number) => v.toLocaleString('en-IN');
const RUN_LABELS: Record<string, string> = { rss_fetch: 'Feed fetch', ml_classification: 'Draft classification', auto_publish: 'Auto-publish', lifecycle: 'Lifecycle' };
const runLabel = (t: string) => RUN_LABELS[t] ?? t.replace(/_/g, ' ');

export interface OverviewOptions {
  window?: DashboardWindow;
  probe?: SystemProbe | null;
  now?: Date;
}

export type AdminOverview = Awaited<ReturnType<typeof computeOverview>>;

/**
 * The dashboard's figures. Requests for the same window while one is being computed share it (about 150 ms of
 * queries at 100,000 articles): their answer is as of a moment at most that long before they asked, and many
 * dashboards opening at once no longer queue one full computation each for the database's connections. Nothing is
 * kept after it is sent (sharedReads.ts). A caller that sets its own clock (`now`) always gets its own computation.
 */
export async function adminOverview(db: Db, actor: Actor, opts: OverviewOptions = {}): Promise<AdminOverview> {
  authorize(actor, 'viewDashboard', { kind: 'system' });
  if (opts.now) return computeOverview(db, opts);
  return sharedRead(db, 'overview', `${opts.window ?? DEFAULT_DASHBOARD_WINDOW}:${opts.probe ? 'probe' : 'none'}`, () => computeOverview(db, opts));
}

async function computeOverview(db: Db, opts: OverviewOptions) {
  const now = opts.now ?? new Date();
  const window = opts.window ?? DEFAULT_DASHBOARD_WINDOW;
  const since = new Date(now.getTime() - DASHBOARD_WINDOW_HOURS[window] * 3600_000);
  const day = new Date(now.getTime() - DAY_MS);
  const [articles, counts, review, l, f, cleanup, fetches, runs24h, health, ml, activity] = await Promise.all([
    adminArticleStats(db),
    adminOverviewCounts(db, now),
    reviewStats(db, now),
    getLifecycleAnalytics(db, now),
    funnelCounts(db, since),
    awaitingCleanupCount(db),
    fetchRunTotals(db, since),
    runFigures(db, day),
    healthInputs(db, now),
    getMlStatus(db),
    activityOf(db, now),
  ]);
  const lifecycle = {
    archived: l.total_archived,
    archivedLast24h: l.archived_last_24h,
    purged: l.total_purged,
    purgedLast7d: l.purged_last_7d,
    pendingArchive: l.pending_archive,
    pendingPurge: l.pending_purge,
    storageSavedMb: l.estimated_storage_saved,
    lastRun: l.last_run ? { status: l.last_run.status, startedAt: l.last_run.startedAt.toISOString(), completedAt: l.last_run.completedAt?.toISOString() ?? null } : null,
  };
  const funnel: DashboardFunnel = {
    window,
    since: since.toISOString(),
    extraction: { activeFeeds: health.feeds.active, runs: fetches.runs, itemsFound: fetches.itemsFound, inserted: fetches.inserted, duplicates: fetches.duplicates },
    stored: f.stored,
    waitingForMl: f.waitingForMl,
    classified: f.classified,
    confidence: { high: f.high, medium: f.medium, low: f.low },
    pendingReview: f.pendingReview,
    published: f.published,
    rejected: f.rejected,
    autoRejected: f.autoRejected,
    awaitingCleanup: cleanup,
    archivedOther: f.archivedOther,
  };
  // Rejected by anyone: a moderator, a cleaned-up auto-rejection, or an auto-rejected draft not yet cleaned up.
  const rejectedAll = f.rejected + f.autoRejectedDrafts;
  const efficiency: EfficiencyBar[] = [
    { key: 'processing', label: 'Processing rate', percent: rate(f.classified, f.stored), detail: `${n(f.classified)} of ${n(f.stored)} stored stories classified` },
    { key: 'publication', label: 'Publication rate', percent: rate(f.published, f.classified), detail: `${n(f.published)} of ${n(f.classified)} classified stories published` },
    { key: 'rejection', label: 'Rejection rate', percent: rate(rejectedAll, f.classified), detail: `${n(rejectedAll)} of ${n(f.classified)} classified stories rejected (${n(f.autoRejected)} by the pipeline)` },
    { key: 'duplicates', label: 'Duplicate rate', percent: rate(fetches.duplicates, fetches.itemsFound), detail: `${n(fetches.duplicates)} of ${n(fetches.itemsFound)} fetched items were duplicates` },
    { key: 'feedSuccess', label: 'Feed success rate', percent: rate(fetches.sourcesChecked - fetches.sourcesFailed, fetches.sourcesChecked), detail: `${n(fetches.sourcesChecked - fetches.sourcesFailed)} of ${n(fetches.sourcesChecked)} feed checks succeeded in ${n(fetches.runs)} fetch run${fetches.runs === 1 ? '' : 's'}` },
    { key: 'runs', label: 'Runs completed (24 h)', percent: rate(runs24h.completed, runs24h.total), detail: `${n(runs24h.completed)} of ${n(runs24h.total)} pipeline run${runs24h.total === 1 ? '' : 's'} in 24 h completed, ${n(runs24h.failed)} failed` },
  ];

  const storage = opts.probe?.storageFailure() ?? null;
  const schemaCurrent = opts.probe ? await opts.probe.schemaCurrent() : true;
  // The status row is written by the draft-backlog job; ingest classifies inline without it, so stories classified in
  // the window also show a working classifier (a fresh site is not "critical" before its first backlog run).
  const pipeline = pipelineHealth({ draftsLast24h: counts.draftsLast24h, unresolvedAlerts: health.unresolvedAlerts, articlesLast24h: counts.extractedLast24h, publishedLast24h: counts.publishedLast24h, mlStatus: ml?.status ?? (f.classified > 0 ? 'ready' : null) });
  const errorRate = pipelineErrorRate(health.unresolvedAlerts, counts.extractedLast24h);
  const last = runs24h.last;
  const badges: HealthBadge[] = [
    {
      name: 'database',
      label: 'Database',
      status: databaseHealth({ reachable: true, schemaCurrent, responseMs: health.responseMs }),
      detail: schemaCurrent ? `Health queries answered in ${health.responseMs} ms; migrations current` : 'Migrations are not current: run npm run migrate',
    },
    {
      name: 'workers',
      label: 'Job workers',
      status: workersHealth(health.liveWorkers),
      detail: health.liveWorkers > 0 ? `${health.liveWorkers} worker${health.liveWorkers === 1 ? '' : 's'} alive (heartbeat in the last 20 s)` : 'No worker alive: fetches, classification, lifecycle and mail do not run',
    },
    {
      name: 'feeds',
      label: 'Feeds',
      status: feedsHealth(health.feeds),
      detail: `${n(health.feeds.active)} active, ${n(health.feeds.failing)} failing${health.feeds.disabledByPipeline ? `, ${n(health.feeds.disabledByPipeline)} disabled after failures` : ''}`,
    },
    { name: 'storage', label: 'Storage', status: storageHealth(storage !== null), detail: storage ? `Disk full: a write failed (${storage.code}) at ${storage.at.toISOString()}` : 'No write failed for lack of space' },
    {
      name: 'pipeline',
      label: 'Pipeline',
      status: pipeline.status,
      detail: pipeline.reasons.length > 0 ? pipeline.reasons.join('; ') : `${n(counts.draftsLast24h)} drafts and ${n(counts.publishedLast24h)} published in 24 h; error rate ${errorRate}%`,
    },
    {
      name: 'lastRun',
      label: 'Last pipeline run',
      status: lastRunHealth(last, now),
      detail: last ? `${runLabel(last.runType)} ${last.status}, started ${relativeTime(last.startedAt, now)}${last.status === 'failed' && last.errorMessage ? `: ${last.errorMessage.slice(0, 120)}` : ''}` : 'No pipeline run yet',
    },
    {
      name: 'mail',
      label: 'Mail outbox',
      status: mailHealth(health.mail),
      detail: `${n(health.mail.queued)} queued${health.mail.oldestQueuedMinutes !== null && health.mail.queued > 0 ? ` (oldest ${health.mail.oldestQueuedMinutes} min; late after ${MAIL_LATE_MINUTES})` : ''}, ${n(health.mail.failedLast24h)} failed in 24 h, ${n(health.mail.held)} held`,
    },
  ];
  const overall = worstStatus(badges.map((b) => b.status));
  const systemHealth: DashboardHealth = { status: overall, progress: HEALTH_PROGRESS[overall], badges };
  return {
    generatedAt: now.toISOString(),
    articles,
    users: counts.users,
    extractedLast24h: counts.extractedLast24h,
    publishedLast24h: counts.publishedLast24h,
    automationRuns24h: runs24h.total,
    review,
    lifecycle,
    funnel,
    efficiency,
    health: systemHealth,
    activity,
  };
}

/**
 * The live activity list alone (GET /api/admin/overview/activity, every 30 seconds), shared by the dashboards asking
 * while it is read (sharedReads.ts); a caller that sets its own clock gets its own.
 */
export async function dashboardActivity(db: Db, actor: Actor, now?: Date): Promise<DashboardActivity> {
  authorize(actor, 'viewDashboard', { kind: 'system' });
  return now ? activityOf(db, now) : sharedRead(db, 'activity', '', () => activityOf(db, new Date()));
}

/** Pipeline publications named one by one in the live list. */
const AUTO_PUBLISHED_SHOWN = 8;
const quoted = (s: string | null) => (s ? `“${s}”` : 'an item');

async function activityOf(db: Db, now: Date): Promise<DashboardActivity> {
  const since = new Date(now.getTime() - ACTIVITY_WINDOW_MS);
  const rows = await recentActivityRows(db, since, ACTIVITY_LIMIT);
  const events: (ActivityEvent & { t: number })[] = [];
  for (const a of rows.audit) {
    const label = quoted(a.targetLabel);
    const after = a.after ?? {};
    let kind: ActivityEvent['kind'] = 'admin';
    let text: string;
    if (a.action === 'article.approve') {
      kind = 'published';
      text = `Approved and published ${label}`;
    } else if (a.action === 'article.reject') {
      kind = 'rejected';
      text = `Rejected ${label}${typeof after.reason === 'string' ? `: ${after.reason}` : ''}`;
    } else if (a.action === 'article.status') {
      kind = after.status === 'rejected' ? 'rejected' : after.status === 'published' ? 'published' : 'reviewed';
      text = `Set ${label} to ${String(after.status ?? 'a new status')}`;
    } else if (a.action.startsWith('article.')) {
      kind = 'reviewed';
      text = `${a.action.slice('article.'.length).replace(/_/g, ' ')}: ${label}`;
    } else if (a.action === 'system.run_job') {
      text = `Started ${a.targetLabel ?? a.targetId ?? 'a job'}`;
    } else if (a.action === 'system.cleanup') {
      text = `Cleanup: ${typeof after.updated === 'number' ? n(after.updated) : 'the'} auto-rejected drafts set to rejected`;
    } else {
      const [subject = '', verb = ''] = a.action.split('.');
      text = `${subject.replace(/_/g, ' ')} ${verb.replace(/_/g, ' ')}: ${a.targetLabel ?? a.targetId ?? ''}`.replace(/: $/, '');
    }
    events.push({ id: `audit-${a.id}`, at: a.at.toISOString(), t: a.at.getTime(), kind, text, actor: a.actorEmail });
  }
  for (const r of rows.runs) {
    const s = r.stats as Record<string, number | undefined>;
    let kind: ActivityEvent['kind'] = 'run';
    let text: string;
    if (r.status === 'failed') {
      kind = 'error';
      text = `${runLabel(r.runType)} failed${r.errorMessage ? `: ${r.errorMessage.slice(0, 160)}` : ''}`;
    } else if (r.status === 'running') {
      text = `${runLabel(r.runType)} running`;
    } else if (r.runType === 'rss_fetch') {
      kind = 'fetched';
      text = `Fetched ${n(s.sourceCount ?? 0)} feeds: ${n(s.itemsFound ?? 0)} items, ${n(s.inserted ?? 0)} new, ${n(s.duplicates ?? 0)} duplicates; ${n(s.published ?? 0)} published, ${n(s.pendingReview ?? 0)} to review, ${n(s.autoRejected ?? 0)} auto-rejected${s.failedSources ? `; ${n(s.failedSources)} feeds failed` : ''}`;
    } else {
      text = `${runLabel(r.runType)} completed`;
    }
    events.push({ id: `run-${r.id}`, at: r.at.toISOString(), t: r.at.getTime(), kind, text, actor: null });
  }
  for (const a of rows.alerts) events.push({ id: `alert-${a.id}`, at: a.at.toISOString(), t: a.at.getTime(), kind: 'error', text: `Alert (${a.severity}): ${a.message.slice(0, 200)}`, actor: null });
  // A fetch run can publish dozens at once: its summary line says how many; the newest few are named.
  for (const p of rows.autoPublished.slice(0, AUTO_PUBLISHED_SHOWN)) {
    if (!p.at) continue;
    events.push({ id: `article-${p.id}`, at: p.at.toISOString(), t: p.at.getTime(), kind: 'published', text: `Published by the pipeline: ${quoted(p.title)} (${p.sourceName})`, actor: null });
  }
  events.sort((x, y) => y.t - x.t || (x.id < y.id ? 1 : -1));
  return { since: since.toISOString(), generatedAt: now.toISOString(), events: events.slice(0, ACTIVITY_LIMIT).map(({ t: _t, ...e }) => e) };
}

/**
 * The funnel's Cleanup (admin-content §4: "bulk-updates auto-rejected articles to rejected"), which starts their
 * lifecycle clock. Admins only; the change and its audit event commit together.
 */
export async function cleanupAutoRejectedNow(db: Db, by: Acting, now: Date = new Date()): Promise<{ updated: number }> {
  authorize(by.actor, 'runPipeline', { kind: 'system' });
  return db.transaction(async (tx) => {
    const { updated } = await cleanupAutoRejected(tx, { now });
    await recordAuditEvent(tx, { actorId: by.actor?.id ?? null, action: 'system.cleanup', targetType: 'system', targetId: 'cleanup-auto-rejected', targetLabel: 'Cleanup auto-rejected', before: null, after: { updated }, ipAddress: by.address });
    return { updated };
  });
}

export type AdminOverviewData = Awaited<ReturnType<typeof adminOverview>>;
