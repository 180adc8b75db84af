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
import { adminOverview } from '../services/admin/overview.ts';
import { NotFoundError } from '../services/serviceErrors.ts';
import { presentAdminArticleDetail, presentAdminArticleList, presentReviewItem } from './presenters/adminArticle.ts';
import { presentAuditEvent } from './presenters/auditEvent.ts';

/** A page shows "not found" for a missing article; the service says so with NotFoundError. */
async function orNullWhenMissing<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (err) {
    if (err instanceof NotFoundError) return null;
    throw err;
  }
}

export function staffContent(db: Db, actor: Actor): StaffContent {
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
    overview: () => adminOverview(db, actor),
    classifier: async () => (await classifierOverview(db, actor)) as ClassifierOverview,
  };
}
