/**
 * The admin dashboard's API (issue 11 item 2; admin-content §2), admins only (the app's door lets moderators through):
 * - `GET /api/admin/overview?window=24h|7d|30d`: everything the dashboard shows (KPIs, funnel, efficiency, health,
 *   lifecycle, activity), the screen's own presenter;
 * - `GET /api/admin/overview/activity`: the last hour's events alone, for the screen's 30-second refresh;
 * - `POST /api/admin/overview/cleanup`: the funnel's Cleanup (auto-rejected drafts become rejected), audited.
 */
import { Hono, type Context } from 'hono';
import { dashboardQuerySchema } from '../../domain/adminDashboard.ts';
import type { Db } from '../../db/connection.ts';
import { adminOverview, cleanupAutoRejectedNow, dashboardActivity, type SystemProbe } from '../../services/admin/overview.ts';
import { actingOf } from '../acting.ts';
import { sharedJsonAnswers } from '../cacheableResponse.ts';
import { parseRequest } from '../errors.ts';
import { requireRole } from '../middleware/requireRole.ts';
import type { SessionVariables } from '../middleware/session.ts';
import { presentAdminOverview, presentDashboardActivity } from '../presenters/adminOverview.ts';

export interface AdminOverviewApiOptions {
  db: Db;
  clientAddress: (c: Context) => string;
  probe: SystemProbe | null;
}

export function adminOverviewApiRoutes(opts: AdminOverviewApiOptions): Hono<{ Variables: SessionVariables }> {
  const api = new Hono<{ Variables: SessionVariables }>();
  const { db } = opts;
  api.use('/admin/overview', requireRole('admin'));
  api.use('/admin/overview/*', requireRole('admin'));

  // Dashboards opening together share one computation (services/admin/sharedReads.ts), and so one presented answer.
  const overviewAnswer = sharedJsonAnswers((overview: Awaited<ReturnType<typeof adminOverview>>) => JSON.stringify(presentAdminOverview(overview)));
  api.get('/admin/overview', async (c) => {
    const q = parseRequest(dashboardQuerySchema, c.req.query());
    return overviewAnswer(c, await adminOverview(db, c.get('actor'), { window: q.window, probe: opts.probe }), { cacheControl: 'no-store' });
  });
  const activityAnswer = sharedJsonAnswers((activity: Awaited<ReturnType<typeof dashboardActivity>>) => JSON.stringify(presentDashboardActivity(activity)));
  api.get('/admin/overview/activity', async (c) => activityAnswer(c, await dashboardActivity(db, c.get('actor')), { cacheControl: 'no-store' }));
  api.post('/admin/overview/cleanup', async (c) => c.json(await cleanupAutoRejectedNow(db, actingOf(c, opts.clientAddress))));
  return api;
}
