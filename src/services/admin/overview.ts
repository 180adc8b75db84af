/** The admin dashboard's figures (issue 11 item 2): admins only. */
import type { Actor } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import { adminArticleStats, reviewStats } from '../../db/queries/adminArticles.ts';
import { adminOverviewCounts } from '../../db/queries/adminOverview.ts';
import { authorize } from '../../policies/can.ts';

export async function adminOverview(db: Db, actor: Actor) {
  authorize(actor, 'viewDashboard', { kind: 'system' });
  const [articles, counts, review] = await Promise.all([adminArticleStats(db), adminOverviewCounts(db), reviewStats(db)]);
  return { articles, ...counts, review };
}
