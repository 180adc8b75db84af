/**
 * The admin dashboard's figures (admin-content §2; issue 11 items 2 and 14): counts over our own tables, nothing
 * estimated. Each query is bounded by an index (0019, 0022) so a refresh costs the same at 100,000 articles: the
 * windows read index ranges on created_at / published_at, the backlogs the (status, admin_status) index, the small
 * tables (runs, alerts, workers, feeds, outbox) their own.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { HIGH_CONFIDENCE_MIN_PERCENT, MEDIUM_CONFIDENCE_MIN_PERCENT } from '../../domain/adminDashboard.ts';
import type { Db } from '../connection.ts';
import { WORKER_STALE_AFTER_MS } from './jobLeases.ts';
import { inReviewQueue } from './reviewQueueState.ts';
import { articles, auditEvents, automationAlerts, automationRuns, feedSources, mailOutbox, users } from '../schema.ts';

const DAY_MS = 24 * 3600_000;

export async function adminOverviewCounts(db: Db, now: Date = new Date()) {
  const day = new Date(now.getTime() - DAY_MS);
  const week = new Date(now.getTime() - 7 * DAY_MS);
  const [[u], [a], [p]] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int`, newThisWeek: sql<number>`count(*) FILTER (WHERE ${users.createdAt} > ${week})::int` }).from(users),
    db
      .select({ extracted: sql<number>`count(*)::int`, drafts: sql<number>`count(*) FILTER (WHERE ${articles.status} = 'draft')::int` })
      .from(articles)
      .where(gte(articles.createdAt, day)),
    // articles_published_at_idx (0022): published_at of published stories only.
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(and(eq(articles.status, 'published'), gte(articles.publishedAt, day))),
  ]);
  return {
    users: { total: u?.total ?? 0, newThisWeek: u?.newThisWeek ?? 0 },
    extractedLast24h: a?.extracted ?? 0,
    draftsLast24h: a?.drafts ?? 0,
    publishedLast24h: p?.n ?? 0,
  };
}

const percentOf = sql`round(${articles.mlConfidenceScore}::numeric * 100, 2)`;
const isClassified = sql`${articles.classifiedAt} IS NOT NULL`;

/**
 * Articles stored since `since`, by where they are now: one index-only range scan (articles_created_funnel_idx, which
 * must carry every column used here: adminArticles.integration.test.ts checks the plan).
 */
export function funnelCountsQuery(db: Db, since: Date) {
  return db
    .select({
      stored: sql<number>`count(*)::int`,
      waitingForMl: sql<number>`count(*) FILTER (WHERE ${articles.status} = 'draft' AND ${articles.classifiedAt} IS NULL)::int`,
      classified: sql<number>`count(*) FILTER (WHERE ${isClassified})::int`,
      high: sql<number>`count(*) FILTER (WHERE ${isClassified} AND ${percentOf} >= ${HIGH_CONFIDENCE_MIN_PERCENT})::int`,
      medium: sql<number>`count(*) FILTER (WHERE ${isClassified} AND ${percentOf} >= ${MEDIUM_CONFIDENCE_MIN_PERCENT} AND ${percentOf} < ${HIGH_CONFIDENCE_MIN_PERCENT})::int`,
      low: sql<number>`count(*) FILTER (WHERE ${isClassified} AND ${percentOf} < ${MEDIUM_CONFIDENCE_MIN_PERCENT})::int`,
      pendingReview: sql<number>`count(*) FILTER (WHERE ${inReviewQueue()})::int`,
      published: sql<number>`count(*) FILTER (WHERE ${articles.status} = 'published')::int`,
      rejected: sql<number>`count(*) FILTER (WHERE ${articles.status} = 'rejected' OR (${articles.status} IN ('archived', 'purged') AND ${articles.rejectedAt} IS NOT NULL))::int`,
      autoRejected: sql<number>`count(*) FILTER (WHERE ${articles.adminStatus} = 'auto_rejected')::int`,
      autoRejectedDrafts: sql<number>`count(*) FILTER (WHERE ${articles.status} = 'draft' AND ${articles.adminStatus} = 'auto_rejected')::int`,
      archivedOther: sql<number>`count(*) FILTER (WHERE ${articles.status} IN ('archived', 'purged') AND ${articles.rejectedAt} IS NULL)::int`,
    })
    .from(articles)
    .where(gte(articles.createdAt, since));
}

export async function funnelCounts(db: Db, since: Date) {
  const [r] = await funnelCountsQuery(db, since);
  return r!;
}

/** Auto-rejected drafts of any age: what Cleanup would change now (articles_status_idx). */
export async function awaitingCleanupCount(db: Db): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(articles)
    .where(and(eq(articles.status, 'draft'), eq(articles.adminStatus, 'auto_rejected')));
  return r?.n ?? 0;
}

const statInt = (key: string) => sql<number>`coalesce(sum((${automationRuns.stats}->>${sql.raw(`'${key}'`)})::int), 0)::int`;

/** Fetch runs (run_type rss_fetch, whose stats ingestFeeds writes) started since `since`: automation_runs_created_idx. */
export async function fetchRunTotals(db: Db, since: Date) {
  const [r] = await db
    .select({
      runs: sql<number>`count(*)::int`,
      itemsFound: statInt('itemsFound'),
      inserted: statInt('inserted'),
      duplicates: statInt('duplicates'),
      sourcesChecked: statInt('sourceCount'),
      sourcesFailed: statInt('failedSources'),
    })
    .from(automationRuns)
    .where(and(gte(automationRuns.createdAt, since), eq(automationRuns.runType, 'rss_fetch')));
  return r!;
}

/** Every pipeline run since `since`, by outcome, and the latest run of any kind. */
export async function runFigures(db: Db, since: Date) {
  const [[counts], [last]] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        completed: sql<number>`count(*) FILTER (WHERE ${automationRuns.status} = 'completed')::int`,
        failed: sql<number>`count(*) FILTER (WHERE ${automationRuns.status} = 'failed')::int`,
      })
      .from(automationRuns)
      .where(gte(automationRuns.createdAt, since)),
    db
      .select({ runType: automationRuns.runType, status: automationRuns.status, startedAt: automationRuns.startedAt, errorMessage: automationRuns.errorMessage })
      .from(automationRuns)
      .orderBy(desc(automationRuns.createdAt))
      .limit(1),
  ]);
  return { total: counts?.total ?? 0, completed: counts?.completed ?? 0, failed: counts?.failed ?? 0, last: last ?? null };
}

/** The inputs of the health badges that live in tables: alerts, workers, feeds, the mail outbox, the database's answer time. */
export async function healthInputs(db: Db, now: Date = new Date()) {
  const day = new Date(now.getTime() - DAY_MS);
  const started = performance.now();
  const [[alerts], workers, [feeds], [mail]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(automationAlerts).where(eq(automationAlerts.resolved, false)),
    // job_workers (0011) is written by raw SQL in jobLeases.ts; a beat older than its stale limit is a dead worker.
    db.execute(sql`SELECT count(*)::int AS n FROM job_workers WHERE heartbeat_at > now() - ${WORKER_STALE_AFTER_MS} * interval '1 millisecond'`) as unknown as Promise<{ rows: { n: number }[] }>,
    db
      .select({
        active: sql<number>`count(*) FILTER (WHERE ${feedSources.isActive})::int`,
        failing: sql<number>`count(*) FILTER (WHERE ${feedSources.isActive} AND ${feedSources.consecutiveFailures} > 0)::int`,
        disabledByPipeline: sql<number>`count(*) FILTER (WHERE NOT ${feedSources.isActive} AND ${feedSources.disabledAt} IS NOT NULL)::int`,
      })
      .from(feedSources),
    // mail_outbox_status_idx: sent mail (nearly all rows) is never read.
    db
      .select({
        queued: sql<number>`count(*) FILTER (WHERE ${mailOutbox.status} = 'queued')::int`,
        oldestQueued: sql<Date | string | null>`min(${mailOutbox.createdAt}) FILTER (WHERE ${mailOutbox.status} = 'queued')`,
        failedLast24h: sql<number>`count(*) FILTER (WHERE ${mailOutbox.status} = 'failed' AND ${mailOutbox.createdAt} > ${day})::int`,
        held: sql<number>`count(*) FILTER (WHERE ${mailOutbox.status} = 'held')::int`,
      })
      .from(mailOutbox)
      .where(sql`${mailOutbox.status} IN ('queued', 'failed', 'held')`),
  ]);
  const responseMs = Math.round(performance.now() - started);
  const oldest = mail?.oldestQueued ? new Date(mail.oldestQueued) : null;
  return {
    responseMs,
    unresolvedAlerts: alerts?.n ?? 0,
    liveWorkers: Number(workers.rows[0]?.n ?? 0),
    feeds: { active: feeds?.active ?? 0, failing: feeds?.failing ?? 0, disabledByPipeline: feeds?.disabledByPipeline ?? 0 },
    mail: { queued: mail?.queued ?? 0, oldestQueuedMinutes: oldest ? Math.floor((now.getTime() - oldest.getTime()) / 60_000) : null, failedLast24h: mail?.failedLast24h ?? 0, held: mail?.held ?? 0 },
  };
}

/** The last hour's events, each source newest first and capped (audit_events_created_idx, automation_runs_created_idx, automation_alerts_created_idx, articles_published_at_idx). */
export async function recentActivityRows(db: Db, since: Date, limit: number) {
  const [audit, runs, alerts, autoPublished] = await Promise.all([
    db
      .select({ id: auditEvents.id, at: auditEvents.createdAt, action: auditEvents.action, targetType: auditEvents.targetType, targetLabel: auditEvents.targetLabel, targetId: auditEvents.targetId, actorEmail: auditEvents.actorEmail, after: auditEvents.after })
      .from(auditEvents)
      .where(gte(auditEvents.createdAt, since))
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(limit),
    db
      .select({ id: automationRuns.id, at: automationRuns.createdAt, runType: automationRuns.runType, status: automationRuns.status, stats: automationRuns.stats, errorMessage: automationRuns.errorMessage })
      .from(automationRuns)
      .where(gte(automationRuns.createdAt, since))
      .orderBy(desc(automationRuns.createdAt))
      .limit(limit),
    db
      .select({ id: automationAlerts.id, at: automationAlerts.createdAt, severity: automationAlerts.severity, message: automationAlerts.message })
      .from(automationAlerts)
      .where(gte(automationAlerts.createdAt, since))
      .orderBy(desc(automationAlerts.createdAt))
      .limit(limit),
    // Published by the pipeline itself; an editor's approval is in the audit log with their name.
    db
      .select({ id: articles.id, at: articles.publishedAt, title: articles.title, sourceName: articles.sourceName })
      .from(articles)
      .where(and(eq(articles.status, 'published'), gte(articles.publishedAt, since), eq(articles.adminStatus, 'auto_approved')))
      .orderBy(desc(articles.publishedAt))
      .limit(limit),
  ]);
  return { audit, runs, alerts, autoPublished };
}
