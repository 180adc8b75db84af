/**
 * The Lifecycle Manager (issue 11 item 7; admin-system "Article Lifecycle Management", §3, §4): the lifecycle's figures
 * and runs, the archived stories, and restoring one before it is purged. Admins only (policies/system.ts); the run
 * itself is the pipeline's (pipeline/lifecycle/runLifecycle.ts), started through services/admin/pipelineControl.ts.
 *
 * A restore undoes an archive: the story gets back the status it had before (domain/adminLifecycle.ts
 * restoreTargetOf). One restored to rejected gets a fresh rejected_at, so the 48-hour clock starts again: with the old
 * stamp the next run (at most 12 hours away) would archive it again, and the restore would look as if it had failed.
 * archived_at is cleared (the story is no longer archived; the audit event keeps when it was). A purged story cannot
 * come back: its content is gone.
 */
import { eq } from 'drizzle-orm';
import { ARCHIVED_PAGE_SIZE, RECENT_LIFECYCLE_RUNS, restoreTargetOf, type RestoredAdminStatus, type RestoredStatus } from '../../domain/adminLifecycle.ts';
import { ARCHIVE_AFTER_HOURS } from '../../domain/lifecycleRules.ts';
import { hasPublicPage } from '../../domain/publicVisibility.ts';
import type { Actor } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import { latestStatusChanges, listArchivedArticles, recentAutomationRuns, type ArchivedArticleRow, type LifecycleRunRow } from '../../db/queries/adminLifecycle.ts';
import { notifyArticlesPublished } from '../../db/queries/articleNotifications.ts';
import { recordAuditEvent } from '../../db/queries/auditEvents.ts';
import { articles, type ArticleRow } from '../../db/schema.ts';
import { getLifecycleAnalytics, type LifecycleAnalytics } from '../../pipeline/lifecycle/getLifecycleAnalytics.ts';
import { LIFECYCLE_RUN_TYPE } from '../../pipeline/lifecycle/runLifecycle.ts';
import { authorize } from '../../policies/can.ts';
import { ConflictError, NotFoundError } from '../serviceErrors.ts';
import type { Acting } from './articleModeration.ts';

export type { ArchivedArticleRow, LifecycleRunRow };

const HOUR_MS = 60 * 60 * 1000;
const NOT_FOUND = 'No article with this id.';
const PURGED = 'This article was purged to a hash-only record: its content is gone, so it cannot be restored.';

export interface LifecycleOverview {
  analytics: LifecycleAnalytics;
  recentRuns: LifecycleRunRow[];
  now: Date;
}

/** The lifecycle's figures (each a count over articles, storage saved measured by the runs) and its latest runs. */
export async function lifecycleOverview(db: Db, actor: Actor, now: Date = new Date()): Promise<LifecycleOverview> {
  authorize(actor, 'viewDashboard', { kind: 'system' });
  const [analytics, recentRuns] = await Promise.all([getLifecycleAnalytics(db, now), recentAutomationRuns(db, LIFECYCLE_RUN_TYPE, RECENT_LIFECYCLE_RUNS)]);
  return { analytics, recentRuns, now };
}

export interface ArchivedArticleWithTarget extends ArchivedArticleRow {
  restoresTo: RestoredStatus;
  restoresToAdminStatus: RestoredAdminStatus | null;
  restoresToKnown: boolean;
}

/** One page of archived stories, most recently archived first, each with the status a restore would bring back. */
export async function listArchived(db: Db, actor: Actor, page: number): Promise<{ rows: ArchivedArticleWithTarget[]; totalCount: number; page: number; pageSize: number }> {
  authorize(actor, 'viewDashboard', { kind: 'system' });
  const { rows, totalCount } = await listArchivedArticles(db, page, ARCHIVED_PAGE_SIZE);
  const changes = await latestStatusChanges(db, rows.map((r) => r.id));
  return {
    rows: rows.map((r) => {
      const target = restoreTargetOf(changes.get(r.id) ?? null);
      return { ...r, restoresTo: target.status, restoresToAdminStatus: target.adminStatus, restoresToKnown: target.known };
    }),
    totalCount,
    page,
    pageSize: ARCHIVED_PAGE_SIZE,
  };
}

export interface RestoreResult {
  id: string;
  title: string;
  status: RestoredStatus;
  adminStatus: RestoredAdminStatus | null;
  isPublic: boolean;
  /** For a story restored to rejected: when the lifecycle may archive it again. */
  archiveDueAt: Date | null;
}

/**
 * Restores an archived story (admins): 404 unknown, 409 when it is not archived (a purged one never comes back). Locks
 * the row, so a lifecycle run purging it at the same moment either finishes first (409 here) or skips it.
 */
export async function restoreArchivedArticle(db: Db, by: Acting, id: string): Promise<RestoreResult> {
  authorize(by.actor, 'runLifecycle', { kind: 'system' });
  return db.transaction(async (tx) => {
    const [a] = await tx
      .select({
        id: articles.id,
        title: articles.title,
        status: articles.status,
        adminStatus: articles.adminStatus,
        archivedAt: articles.archivedAt,
        rejectedAt: articles.rejectedAt,
        publishedAt: articles.publishedAt,
        isDuplicate: articles.isDuplicate,
        relevanceScore: articles.relevanceScore,
      })
      .from(articles)
      .where(eq(articles.id, id))
      .for('update');
    if (!a) throw new NotFoundError(NOT_FOUND);
    if (a.status === 'purged') throw new ConflictError(PURGED);
    if (a.status !== 'archived') throw new ConflictError(`Only archived articles can be restored; this one is ${a.status}.`);

    const target = restoreTargetOf((await latestStatusChanges(tx, [id])).get(id) ?? null);
    const now = new Date();
    const set: Partial<ArticleRow> = { status: target.status, adminStatus: target.adminStatus, archivedAt: null, updatedAt: now };
    if (target.status === 'rejected') set.rejectedAt = now;
    if (target.status === 'published') set.publishedAt = a.publishedAt ?? now;
    await tx.update(articles).set(set).where(eq(articles.id, id));
    // Every web process drops its public caches, so a story restored to published is listed at once everywhere.
    if (target.status === 'published') await notifyArticlesPublished(tx, [id]);

    const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
    await recordAuditEvent(tx, {
      actorId: by.actor?.id ?? null,
      action: 'article.restore',
      targetType: 'article',
      targetId: id,
      targetLabel: a.title,
      before: { status: a.status, adminStatus: a.adminStatus, archivedAt: iso(a.archivedAt), rejectedAt: iso(a.rejectedAt) },
      after: {
        status: target.status,
        adminStatus: target.adminStatus,
        ...(target.status === 'rejected' ? { rejectedAt: iso(now) } : {}),
        ...(target.known ? {} : { reason: 'archived by the lifecycle: back to rejected, with 48 hours before it is archived again' }),
      },
      ipAddress: by.address,
    });
    // Due for archiving once rejected_at is more than 48 hours old (domain isDueForArchive).
    const archiveDueAt = target.status === 'rejected' ? new Date(now.getTime() + ARCHIVE_AFTER_HOURS * HOUR_MS) : null;
    return {
      id,
      title: a.title,
      status: target.status,
      adminStatus: target.adminStatus,
      isPublic: hasPublicPage({ status: target.status, isDuplicate: a.isDuplicate, relevanceScore: a.relevanceScore }),
      archiveDueAt,
    };
  });
}
