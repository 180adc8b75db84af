/** The Lifecycle Manager's answers (GET /api/admin/lifecycle, /archived, the restore), field by field. */
import {
  daysUntilPurge,
  purgeDueAt,
  type ArchivedArticleList,
  type ArchivedArticleView,
  type LifecycleOverviewView,
  type LifecycleRulesView,
  type LifecycleRunView,
  type RestoredArticleView,
} from '../../domain/adminLifecycle.ts';
import {
  ARCHIVE_AFTER_HOURS,
  CLAIMED_STORAGE_REDUCTION_PERCENT,
  ESTIMATED_MB_PER_PURGE,
  LIFECYCLE_RUN_HOURS,
  PENDING_ARCHIVE_BAR_SCALE,
  PENDING_PURGE_BAR_SCALE,
  PURGE_AFTER_DAYS,
  RECENT_ARCHIVE_WINDOW_HOURS,
  RECENT_PURGE_WINDOW_DAYS,
} from '../../domain/lifecycleRules.ts';
import { SCHEDULE_TIME_ZONE } from '../../jobs/jobDefinitions.ts';
import type { ArchivedArticleWithTarget, LifecycleOverview, RestoreResult } from '../../services/admin/lifecycle.ts';

/** The rules the code applies, read from the constants themselves (never restated by hand). */
export const LIFECYCLE_RULES: LifecycleRulesView = Object.freeze({
  archiveAfterHours: ARCHIVE_AFTER_HOURS,
  purgeAfterDays: PURGE_AFTER_DAYS,
  recentArchiveWindowHours: RECENT_ARCHIVE_WINDOW_HOURS,
  recentPurgeWindowDays: RECENT_PURGE_WINDOW_DAYS,
  runHours: [...LIFECYCLE_RUN_HOURS],
  runTimeZone: SCHEDULE_TIME_ZONE,
  claimedStorageReductionPercent: CLAIMED_STORAGE_REDUCTION_PERCENT,
  estimatedMbPerPurge: ESTIMATED_MB_PER_PURGE,
  pendingArchiveBarScale: PENDING_ARCHIVE_BAR_SCALE,
  pendingPurgeBarScale: PENDING_PURGE_BAR_SCALE,
});

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : 0);

export function presentLifecycleRun(r: { id: string; status: LifecycleRunView['status']; trigger?: string; startedAt: Date; completedAt: Date | null; stats: Record<string, unknown>; errorMessage: string | null }): LifecycleRunView {
  return {
    id: r.id,
    status: r.status,
    trigger: r.trigger ?? 'schedule',
    startedAt: r.startedAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    stats: {
      archived_count: num(r.stats.archived_count),
      purged_count: num(r.stats.purged_count),
      storage_saved_mb: num(r.stats.storage_saved_mb),
      total_processed: num(r.stats.total_processed),
      page_views_deleted: r.stats.page_views_deleted === undefined ? null : num(r.stats.page_views_deleted),
    },
    errorMessage: r.errorMessage,
  };
}

export function presentLifecycleOverview(o: LifecycleOverview): LifecycleOverviewView {
  const a = o.analytics;
  // The same row as the analytics' last run (same order), with its trigger.
  const latest = o.recentRuns[0];
  return {
    analytics: {
      total_archived: a.total_archived,
      archived_last_24h: a.archived_last_24h,
      total_purged: a.total_purged,
      purged_last_7d: a.purged_last_7d,
      estimated_storage_saved: a.estimated_storage_saved,
      pending_archive: a.pending_archive,
      pending_purge: a.pending_purge,
    },
    lastRun: latest ? presentLifecycleRun(latest) : null,
    recentRuns: o.recentRuns.map(presentLifecycleRun),
    rules: LIFECYCLE_RULES,
    asOf: o.now.toISOString(),
  };
}

export function presentArchivedArticle(r: ArchivedArticleWithTarget, now: Date): ArchivedArticleView {
  return {
    id: r.id,
    title: r.title,
    sourceName: r.sourceName,
    category: r.category,
    archivedAt: r.archivedAt.toISOString(),
    rejectedAt: r.rejectedAt?.toISOString() ?? null,
    reviewNote: r.reviewNote,
    purgeDueAt: purgeDueAt(r.archivedAt).toISOString(),
    daysUntilPurge: daysUntilPurge(r.archivedAt, now),
    restoresTo: r.restoresTo,
    restoresToAdminStatus: r.restoresToAdminStatus,
    restoresToKnown: r.restoresToKnown,
  };
}

export function presentArchivedList(l: { rows: ArchivedArticleWithTarget[]; totalCount: number; page: number; pageSize: number }, now: Date = new Date()): ArchivedArticleList {
  return {
    articles: l.rows.map((r) => presentArchivedArticle(r, now)),
    totalCount: l.totalCount,
    page: l.page,
    pageSize: l.pageSize,
    totalPages: Math.max(1, Math.ceil(l.totalCount / l.pageSize)),
  };
}

export function presentRestoredArticle(r: RestoreResult): RestoredArticleView {
  return { id: r.id, title: r.title, status: r.status, adminStatus: r.adminStatus, isPublic: r.isPublic, archiveDueAt: r.archiveDueAt?.toISOString() ?? null };
}
