/**
 * The admin screens' reads for the page loaders (WebLoadContext.staff), bound to the acting moderator or admin: the
 * same services and presenters as /api/admin, so a screen and the API never disagree about a figure or a field.
 */
import type { ClassifierOverview, StaffContent } from '../domain/contracts.ts';
import type { Actor } from '../domain/roles.ts';
import type { Db } from '../db/connection.ts';
import { articleForStaff, articleStatsForStaff, listArticlesForStaff, previewArticle, reviewQueue } from '../services/admin/articleReads.ts';
import { auditLog } from '../services/admin/auditLog.ts';
import { classifierOverview } from '../services/admin/modelTraining.ts';
import { adminOverview, type SystemProbe } from '../services/admin/overview.ts';
import { NotFoundError } from '../services/serviceErrors.ts';
import { presentAdminArticleDetail, presentAdminArticleList, presentReviewItem } from './presenters/adminArticle.ts';
import { presentAuditEvent } from './presenters/auditEvent.ts';
import { lifecycleOverview, listArchived } from '../services/admin/lifecycle.ts';
import { listAllHeroFigures } from '../services/siteContent.ts';
import { presentArchivedList, presentLifecycleOverview } from './presenters/lifecycle.ts';
import { presentHeroFigure } from './presenters/siteContent.ts';
import { analyticsOverview } from '../services/admin/analytics.ts';
import { presentAnalytics } from './presenters/analytics.ts';
import { presentAdminOverview } from './presenters/adminOverview.ts';

/** A page shows "not found" for a missing article; the service says so with NotFoundError. */
async function orNullWhenMissing<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (err) {
    if (err instanceof NotFoundError) return null;
    throw err;
  }
}

/** `probe`: the process's migrations and storage state for the dashboard's health badges (services/admin/overview.ts). */
export function staffContent(db: Db, actor: Actor, probe: SystemProbe | null = null): StaffContent {
  return {
    async reviewQueue(q) {
      const { items, stats } = await reviewQueue(db, actor, q);
      return { items: items.map(presentReviewItem), stats };
    },
    async articles(q) {
      return presentAdminArticleList(await listArticlesForStaff(db, actor, q), q);
    },
    articleStats: () => articleStatsForStaff(db, actor),
    article: async (id) => {
      const row = await orNullWhenMissing(articleForStaff(db, actor, id));
      return row ? presentAdminArticleDetail(row) : null;
    },
    async auditLog(q) {
      const { rows, totalCount } = await auditLog(db, actor, q);
      return { events: rows.map(presentAuditEvent), totalCount, page: q.page };
    },
    preview: (id) => orNullWhenMissing(previewArticle(db, actor, id)),
    overview: async (q) => presentAdminOverview(await adminOverview(db, actor, { window: q?.window, probe })),
    classifier: async () => (await classifierOverview(db, actor)) as ClassifierOverview,
    lifecycle: async () => presentLifecycleOverview(await lifecycleOverview(db, actor)),
    archivedArticles: async (page) => presentArchivedList(await listArchived(db, actor, page)),
    heroFigures: async () => (await listAllHeroFigures(db, actor)).map(presentHeroFigure),
    analytics: async (q) => presentAnalytics(await analyticsOverview(db, actor, q.range)),
  };
}
