/** Figures of the Article Lifecycle Management screen and the dashboard's lifecycle tile (admin-system §3, admin-content §3). */
import { count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { articles, automationRuns } from '../../db/schema.ts';
import type { LifecycleAnalyticsView } from '../../domain/adminLifecycle.ts';
import { BYTES_PER_MB, bytesToMb, RECENT_ARCHIVE_WINDOW_HOURS, RECENT_PURGE_WINDOW_DAYS, windowStart } from '../../domain/lifecycleRules.ts';
import { dueForArchive } from './archiveRejectedArticles.ts';
import { dueForPurge } from './purgeArchivedArticles.ts';
import { LIFECYCLE_RUN_TYPE } from './runLifecycle.ts';

/** The most recent lifecycle run, for the Last Run card. */
export interface LifecycleLastRun {
  id: string;
  status: 'running' | 'completed' | 'failed';
  startedAt: Date;
  completedAt: Date | null;
  stats: Record<string, unknown>;
  errorMessage: string | null;
}

/**
 * Lifecycle analytics (admin-system §3, the domain's LifecycleAnalyticsView: estimated_storage_saved is the MB freed
 * as measured by each run, not the spec's 0.01 MB-per-article estimate), plus the last run.
 */
export interface LifecycleAnalytics extends LifecycleAnalyticsView {
  last_run: LifecycleLastRun | null;
}

/** Reads the lifecycle figures; each count is one index-backed query. */
export async function getLifecycleAnalytics(db: Db, now: Date = new Date()): Promise<LifecycleAnalytics> {
  const countWhere = async (where: SQL | undefined) => Number((await db.select({ n: count() }).from(articles).where(where))[0]?.n ?? 0);
  // Runs before storage_saved_bytes existed only carry the rounded MB figure.
  const runBytes = sql`coalesce((${automationRuns.stats}->>'storage_saved_bytes')::numeric, (${automationRuns.stats}->>'storage_saved_mb')::numeric * ${BYTES_PER_MB}, 0)`;
  const [totalArchived, archivedRecently, totalPurged, purgedRecently, pendingArchive, pendingPurge, saved, lastRun] = await Promise.all([
    countWhere(eq(articles.status, 'archived')),
    countWhere(gte(articles.archivedAt, windowStart(now, RECENT_ARCHIVE_WINDOW_HOURS))),
    countWhere(eq(articles.status, 'purged')),
    countWhere(gte(articles.purgedAt, windowStart(now, RECENT_PURGE_WINDOW_DAYS * 24))),
    countWhere(dueForArchive(now)),
    countWhere(dueForPurge(now)),
    db
      .select({ bytes: sql<number>`coalesce(sum(${runBytes}), 0)`.mapWith(Number) })
      .from(automationRuns)
      .where(eq(automationRuns.runType, LIFECYCLE_RUN_TYPE)),
    db
      .select({
        id: automationRuns.id,
        status: automationRuns.status,
        startedAt: automationRuns.startedAt,
        completedAt: automationRuns.completedAt,
        stats: automationRuns.stats,
        errorMessage: automationRuns.errorMessage,
      })
      .from(automationRuns)
      .where(eq(automationRuns.runType, LIFECYCLE_RUN_TYPE))
      .orderBy(desc(automationRuns.startedAt), desc(automationRuns.createdAt))
      .limit(1),
  ]);
  return {
    total_archived: totalArchived,
    archived_last_24h: archivedRecently,
    total_purged: totalPurged,
    purged_last_7d: purgedRecently,
    estimated_storage_saved: bytesToMb(saved[0]?.bytes ?? 0),
    pending_archive: pendingArchive,
    pending_purge: pendingPurge,
    last_run: lastRun[0] ?? null,
  };
}
