/**
 * The back office's reads of articles (issue 11 items 3-4), authorised here: moderators and admins read every status
 * and the review queue; only admins export. The server presents the rows (server/presenters/adminArticle.ts).
 */
import type { AdminArticleListQuery, ReviewQueueQuery } from '../../domain/adminArticles.ts';
import type { Actor } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import { adminArticleStats, exportAdminArticles, findAdminArticle, listAdminArticles, reviewQueueRows, reviewStats } from '../../db/queries/adminArticles.ts';
import { getArticleForPreview } from '../../db/queries/publicArticles.ts';
import { authorize } from '../../policies/can.ts';
import { NotFoundError } from '../serviceErrors.ts';

/** Any article, whatever its status: the policy's read of a non-public article. */
const STAFF_READ = { kind: 'article', isPublic: false } as const;

export async function listArticlesForStaff(db: Db, actor: Actor, q: AdminArticleListQuery) {
  authorize(actor, 'read', STAFF_READ);
  return listAdminArticles(db, q);
}

export async function articleStatsForStaff(db: Db, actor: Actor) {
  authorize(actor, 'read', STAFF_READ);
  return adminArticleStats(db);
}

export async function articleForStaff(db: Db, actor: Actor, id: string) {
  authorize(actor, 'read', STAFF_READ);
  const row = await findAdminArticle(db, id);
  if (!row) throw new NotFoundError('No article with this id.');
  return row;
}

export async function reviewQueue(db: Db, actor: Actor, q: ReviewQueueQuery) {
  authorize(actor, 'review', STAFF_READ);
  const [items, stats] = await Promise.all([reviewQueueRows(db, q), reviewStats(db)]);
  return { items, stats };
}

/** The filtered list for the CSV export, batch by batch (admins). */
export function exportArticles(db: Db, actor: Actor, q: Pick<AdminArticleListQuery, 'status' | 'category' | 'q'>) {
  authorize(actor, 'export', STAFF_READ);
  return exportAdminArticles(db, q);
}

/** The review queue's Preview: the article as readers would see it, before it is public (moderators and admins). */
export async function previewArticle(db: Db, actor: Actor, id: string) {
  authorize(actor, 'review', STAFF_READ);
  const article = await getArticleForPreview(db, id);
  if (!article) throw new NotFoundError('No article with this id.');
  return article;
}
