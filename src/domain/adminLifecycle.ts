/**
 * The Lifecycle Manager screen and API (admin-system "Article Lifecycle Management", §3 "Lifecycle analytics", §4
 * "Article lifecycle"; issue 11 item 7): the archived list's paging, when an archived story will be purged, what a
 * restore brings it back to, and the views the server sends. Pure; shared by server and screen.
 */
import { z } from 'zod';
import { PURGE_AFTER_DAYS } from './lifecycleRules.ts';
import { pageParam } from './queryParams.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Archived stories per page of the list. */
export const ARCHIVED_PAGE_SIZE = 25;
/** Deepest page served (an OFFSET beyond it reads too much; archived stories older than 30 days are purged anyway). */
export const ARCHIVED_MAX_PAGE = 400;
/** Lifecycle runs shown under "Recent runs". */
export const RECENT_LIFECYCLE_RUNS = 10;

/** GET /api/admin/lifecycle/archived?page= and the screen's URL. */
export const archivedListQuerySchema = z.object({ page: pageParam(ARCHIVED_MAX_PAGE) });
export type ArchivedListQuery = z.output<typeof archivedListQuerySchema>;

/** `{id}` of POST /api/admin/articles/{id}/restore. */
export const articleIdParamSchema = z.uuid({ error: 'id must be an article id (a UUID)' }).transform((id) => id.toLowerCase());

/** The statuses a restore can bring a story back to (never archived or purged). */
export const RESTORED_STATUSES = ['draft', 'published', 'rejected'] as const;
export type RestoredStatus = (typeof RESTORED_STATUSES)[number];

/** The pipeline's verdicts a story may carry back with it (db/schema.ts AdminStatus). */
const ADMIN_STATUSES = ['pending_review', 'auto_rejected', 'auto_approved'] as const;
export type RestoredAdminStatus = (typeof ADMIN_STATUSES)[number];

/** What a restore sets, and whether it was read from the audit log (`known`) or is the lifecycle's default. */
export interface RestoreTarget {
  status: RestoredStatus;
  adminStatus: RestoredAdminStatus | null;
  known: boolean;
}

/**
 * What a restore brings an archived story back to, from the latest audited change of its status.
 *
 * - When that change archived it (an editor's archive: status change, bulk bar or edit, each audited with its
 *   before/after), the story goes back to the status and review state it had before: published stories are public
 *   again at once, a draft waiting for review is back in the queue.
 * - Otherwise the lifecycle archived it: it archives only stories rejected more than 48 hours earlier and writes no
 *   audit event per story, so the latest audited change is an earlier one (a reject, a restore) and the story was
 *   rejected. It goes back to rejected; the restore service restarts its 48-hour clock, so the next run does not
 *   archive it again at once and the moderator has the same two days any rejection gets to publish it.
 */
export function restoreTargetOf(latestStatusChange: { before: Record<string, unknown> | null; after: Record<string, unknown> | null } | null): RestoreTarget {
  const before = latestStatusChange?.before;
  if (latestStatusChange?.after?.status === 'archived' && before && (RESTORED_STATUSES as readonly unknown[]).includes(before.status)) {
    return { status: before.status as RestoredStatus, adminStatus: (ADMIN_STATUSES as readonly unknown[]).includes(before.adminStatus) ? (before.adminStatus as RestoredAdminStatus) : null, known: true };
  }
  return { status: 'rejected', adminStatus: null, known: false };
}

/** When an archived story becomes due for purging (the first lifecycle run after this instant purges it). */
export function purgeDueAt(archivedAt: Date): Date {
  return new Date(archivedAt.getTime() + PURGE_AFTER_DAYS * DAY_MS);
}

/** Whole days left before a story archived at `archivedAt` is due for purging, rounded up; 0 when due. */
export function daysUntilPurge(archivedAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((purgeDueAt(archivedAt).getTime() - now.getTime()) / DAY_MS));
}

/** Spec names (admin-system §3 "Lifecycle analytics"); storage saved is measured by each run, in MB. */
export interface LifecycleAnalyticsView {
  total_archived: number;
  archived_last_24h: number;
  total_purged: number;
  purged_last_7d: number;
  estimated_storage_saved: number;
  pending_archive: number;
  pending_purge: number;
}

/** One lifecycle run (automation_runs of type lifecycle) with the spec's run stats. */
export interface LifecycleRunView {
  id: string;
  status: 'running' | 'completed' | 'failed';
  trigger: string;
  startedAt: string;
  completedAt: string | null;
  stats: {
    archived_count: number;
    purged_count: number;
    storage_saved_mb: number;
    total_processed: number;
    /** Single page views past their keeping time deleted by the run; null for runs from before it was recorded. */
    page_views_deleted: number | null;
  };
  errorMessage: string | null;
}

/** The lifecycle's rules as the code applies them (domain/lifecycleRules.ts), for the screen's explanation. */
export interface LifecycleRulesView {
  archiveAfterHours: number;
  purgeAfterDays: number;
  recentArchiveWindowHours: number;
  recentPurgeWindowDays: number;
  runHours: number[];
  runTimeZone: string;
  claimedStorageReductionPercent: number;
  estimatedMbPerPurge: number;
  pendingArchiveBarScale: number;
  pendingPurgeBarScale: number;
}

/** GET /api/admin/lifecycle and the Lifecycle Manager's figures. */
export interface LifecycleOverviewView {
  analytics: LifecycleAnalyticsView;
  lastRun: LifecycleRunView | null;
  recentRuns: LifecycleRunView[];
  rules: LifecycleRulesView;
  /** The server's clock when the figures were read. */
  asOf: string;
}

/** One archived story in the list. */
export interface ArchivedArticleView {
  id: string;
  title: string;
  sourceName: string;
  category: string;
  archivedAt: string;
  rejectedAt: string | null;
  reviewNote: string | null;
  /** From this instant the next lifecycle run purges it. */
  purgeDueAt: string;
  daysUntilPurge: number;
  restoresTo: RestoredStatus;
  /** The pipeline verdict it gets back with a draft status (pending_review: back in the review queue). */
  restoresToAdminStatus: RestoredAdminStatus | null;
  /** True when read from the audit log; false for the lifecycle's default (rejected). */
  restoresToKnown: boolean;
}

export interface ArchivedArticleList {
  articles: ArchivedArticleView[];
  totalCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** POST /api/admin/articles/{id}/restore. */
export interface RestoredArticleView {
  id: string;
  title: string;
  status: RestoredStatus;
  adminStatus: string | null;
  isPublic: boolean;
  /** For a story restored to rejected: when the lifecycle may archive it again (its 48-hour clock restarted). */
  archiveDueAt: string | null;
}
