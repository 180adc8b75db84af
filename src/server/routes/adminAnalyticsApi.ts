/**
 * Analytics under /api/admin/analytics (issue 11 item 9; admin-content "Analytics page"): admins only.
 *   GET /api/admin/analytics?range=7d|30d|90d            every tab's figures (domain/analytics.ts AnalyticsOverview)
 *   GET /api/admin/analytics/reports/{daily|weekly|monthly}.csv?range=…   a report, one row per day, ISO week or month
 * Session and origin check (app-wide) → requireRole('admin') → query checked → one service call, which authorises
 * again → a presenter or the CSV lines. Every answer is `Cache-Control: no-store` (the app's /api/admin door).
 */
import { Hono } from 'hono';
import { analyticsQuerySchema, REPORT_CSV_HEADER, reportCsvLine, reportFileName, reportPeriodSchema } from '../../domain/analytics.ts';
import { csvRow } from '../../domain/adminArticles.ts';
import type { Db } from '../../db/connection.ts';
import { analyticsOverview, analyticsReport } from '../../services/admin/analytics.ts';
import { ApiError, parseRequest } from '../errors.ts';
import { requireRole } from '../middleware/requireRole.ts';
import type { SessionVariables } from '../middleware/session.ts';
import { presentAnalytics } from '../presenters/analytics.ts';

export interface AdminAnalyticsApiOptions {
  db: Db;
  /** The clock (tests pin the range's last day). */
  now?: () => Date;
}

export function adminAnalyticsApiRoutes(opts: AdminAnalyticsApiOptions): Hono<{ Variables: SessionVariables }> {
  const api = new Hono<{ Variables: SessionVariables }>();
  const { db } = opts;
  const now = opts.now ?? (() => new Date());
  api.use('/admin/analytics', requireRole('admin'));
  api.use('/admin/analytics/*', requireRole('admin'));

  api.get('/admin/analytics', async (c) => {
    const q = parseRequest(analyticsQuerySchema, c.req.query());
    return c.json(presentAnalytics(await analyticsOverview(db, c.get('actor'), q.range, now())));
  });

  api.get('/admin/analytics/reports/:file', async (c) => {
    const file = c.req.param('file');
    const period = reportPeriodSchema.safeParse(file.endsWith('.csv') ? file.slice(0, -'.csv'.length) : '');
    if (!period.success) throw new ApiError(404, 'not_found', `No report ${file}: ask for daily.csv, weekly.csv or monthly.csv.`);
    const q = parseRequest(analyticsQuerySchema, c.req.query());
    const report = await analyticsReport(db, c.get('actor'), period.data, q.range, now());
    // A byte-order mark so spreadsheet programs read the file as UTF-8 (search terms in Hindi).
    const body = `\uFEFF${csvRow(REPORT_CSV_HEADER)}${report.rows.map(reportCsvLine).join('')}`;
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${reportFileName(period.data, report.from, report.to)}"`);
    return c.body(body);
  });
  return api;
}
