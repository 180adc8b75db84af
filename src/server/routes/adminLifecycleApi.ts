/**
 * The Lifecycle Manager's API (issue 11 item 7; admin-system "Article Lifecycle Management", §3, §4): admins only.
 * `GET /api/admin/lifecycle` (figures, last and recent runs, the rules), `GET /api/admin/lifecycle/archived?page=`
 * (archived stories, most recently archived first) and `POST /api/admin/articles/{id}/restore`. Run Lifecycle is
 * `POST /api/admin/jobs/run-lifecycle/run` (adminJobsApi.ts). Each route: requireRole('admin') for a clear 401/403 →
 * request checked → one service call (which authorises again) → a presenter.
 */
import { Hono, type Context } from 'hono';
import { archivedListQuerySchema, articleIdParamSchema } from '../../domain/adminLifecycle.ts';
import type { Db } from '../../db/connection.ts';
import { lifecycleOverview, listArchived, restoreArchivedArticle } from '../../services/admin/lifecycle.ts';
import { actingOf } from '../acting.ts';
import { parseRequest } from '../errors.ts';
import { requireRole } from '../middleware/requireRole.ts';
import type { SessionVariables } from '../middleware/session.ts';
import { presentArchivedList, presentLifecycleOverview, presentRestoredArticle } from '../presenters/lifecycle.ts';

export function adminLifecycleApiRoutes(opts: { db: Db; clientAddress: (c: Context) => string }): Hono<{ Variables: SessionVariables }> {
  const api = new Hono<{ Variables: SessionVariables }>();
  const { db } = opts;
  // Admins only (the app's door lets moderators through); the restore path sits among the article routes moderators use.
  api.use('/admin/lifecycle', requireRole('admin'));
  api.use('/admin/lifecycle/*', requireRole('admin'));
  api.use('/admin/articles/:id/restore', requireRole('admin'));

  api.get('/admin/lifecycle', async (c) => c.json(presentLifecycleOverview(await lifecycleOverview(db, c.get('actor')))));
  api.get('/admin/lifecycle/archived', async (c) => {
    const q = parseRequest(archivedListQuerySchema, c.req.query());
    return c.json(presentArchivedList(await listArchived(db, c.get('actor'), q.page)));
  });
  api.post('/admin/articles/:id/restore', async (c) => {
    const id = parseRequest(articleIdParamSchema, c.req.param('id'));
    return c.json({ article: presentRestoredArticle(await restoreArchivedArticle(db, actingOf(c, opts.clientAddress), id)) });
  });
  return api;
}
