/** The admin dashboard's figures (issue 11 item 2): admins only. */
import type { Actor } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import { adminArticleStats, reviewStats } from '../../db/queries/adminArticles.ts';
import { adminOverviewCounts } from '../../db/queries/adminOverview.ts';
import { getLifecycleAnalytics } from '../../pipeline/lifecycle/getLifecycleAnalytics.ts';
import { authorize } from '../../policies/can.ts';

export async function adminOverview(db: Db, actor: Actor) {
  authorize(actor, 'viewDashboard', { kind: 'system' });
  const [articles, counts, review, l] = await Promise.all([adminArticleStats(db), adminOverviewCounts(db), reviewStats(db), getLifecycleAnalytics(db)]);
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
  return { articles, ...counts, review, lifecycle };
}
