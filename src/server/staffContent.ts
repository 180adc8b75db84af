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
    async article(id) {
      try {
        return presentAdminArticleDetail(await articleForStaff(db, actor, id));
      } catch (err) {
        if (err instanceof NotFoundError) return null;
        throw err;
      }
    },
    async auditLog(q) {
      const { rows, totalCount } = await auditLog(db, actor, q);
      return { events: rows.map(presentAuditEvent), totalCount, page: q.page };
    },
    async preview(id) {
      try {
        return await previewArticle(db, actor, id);
      } catch (err) {
        if (err instanceof NotFoundError) return null;
        throw err;
      }
    },
    overview: () => adminOverview(db, actor),
    classifier: async () => (await classifierOverview(db, actor)) as ClassifierOverview,
  };
}
