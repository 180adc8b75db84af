/**
 * The back office's API under /api/admin (issue 11 item 12): the same services as the admin screens. Each route:
 * session, origin check, `no-store` and requireRole('moderator') for a clear 401/403 (all app-wide, server/app.ts) →
 * body or query checked → one service call, which authorises again (moderators review and set status; admins do the
 * rest) → a presenter.
 */
import { actingOf } from '../acting.ts';
import { Hono, type Context } from 'hono';
import {
  adminArticleListQuerySchema,
  articleCreateSchema,
  articlePatchSchema,
  bulkActionSchema,
  csvRow,
  rejectSchema,
  reviewQueueQuerySchema,
} from '../../domain/adminArticles.ts';
import { auditLogQuerySchema, type AuditEventView } from '../../domain/auditLog.ts';
import { articleIdParamSchema } from '../../domain/readerMarks.ts';
import type { Db } from '../../db/connection.ts';
import type { AdminListRow } from '../../db/queries/adminArticles.ts';
import { bulkArticleAction } from '../../services/admin/articleBulk.ts';
import { approveArticle, createArticle, deleteArticle, rejectArticle, updateArticle } from '../../services/admin/articleModeration.ts';
import { articleForStaff, articleStatsForStaff, exportArticles, listArticlesForStaff, reviewQueue } from '../../services/admin/articleReads.ts';
import { auditLog } from '../../services/admin/auditLog.ts';
import { sharedJsonAnswers } from '../cacheableResponse.ts';
import { parseRequest } from '../errors.ts';
import { jsonBody } from '../middleware/jsonBody.ts';
import type { SessionVariables } from '../middleware/session.ts';
import { presentAdminArticleDetail, presentAdminArticleList, presentReviewItem } from '../presenters/adminArticle.ts';
import { presentAuditEvent } from '../presenters/auditEvent.ts';

export interface AdminApiOptions {
  db: Db;
  clientAddress: (c: Context) => string;
}

/** The export's columns, in order. */
const CSV_COLUMNS: [string, (r: AdminListRow) => string | number | boolean | null][] = [
  ['id', (r) => r.id],
  ['title', (r) => r.title],
  ['status', (r) => r.status],
  ['pipeline_decision', (r) => r.adminStatus],
  ['category', (r) => r.category],
  ['featured', (r) => r.isFeatured],
  ['public', (r) => r.isPublic],
  ['source_name', (r) => r.sourceName],
  ['source_url', (r) => r.sourceUrl],
  ['author', (r) => r.author],
  ['relevance_score', (r) => r.relevanceScore],
  ['ml_confidence_percent', (r) => Math.round(r.mlConfidenceScore * 1000) / 10],
  ['quality_score', (r) => r.qualityScore],
  ['views', (r) => r.viewsCount],
  ['original_published_at', (r) => r.originalPublishedAt?.toISOString() ?? null],
  ['published_at', (r) => r.publishedAt?.toISOString() ?? null],
  ['created_at', (r) => r.createdAt.toISOString()],
  ['summary', (r) => r.summary],
];

export function adminApiRoutes(opts: AdminApiOptions): Hono<{ Variables: SessionVariables }> {
  const api = new Hono<{ Variables: SessionVariables }>();
  const { db } = opts;
  const by = <E extends { Variables: SessionVariables }>(c: Context<E>) => actingOf(c, opts.clientAddress);
  const articleId = (c: Context) => parseRequest(articleIdParamSchema, c.req.param('id'));

  // Lists are the back office's most frequent answers (tens of KB), and editors reloading together share one read
  // (services/admin/sharedReads.ts): presented, serialised and compressed once per read, off the request thread.
  const queueAnswer = sharedJsonAnswers((page: Awaited<ReturnType<typeof reviewQueue>>) => JSON.stringify({ items: page.items.map(presentReviewItem), stats: page.stats }));
  const listAnswer = sharedJsonAnswers((list: Awaited<ReturnType<typeof listArticlesForStaff>>) => JSON.stringify(presentAdminArticleList(list, list.query)));

  api.get('/admin/review-queue', async (c) =>
    queueAnswer(c, await reviewQueue(db, c.get('actor'), parseRequest(reviewQueueQuerySchema, c.req.query())), { cacheControl: 'no-store' }),
  );

  api.get('/admin/articles', async (c) =>
    listAnswer(c, await listArticlesForStaff(db, c.get('actor'), parseRequest(adminArticleListQuerySchema, c.req.query())), { cacheControl: 'no-store' }),
  );
  api.get('/admin/articles/stats', async (c) => c.json({ stats: await articleStatsForStaff(db, c.get('actor')) }));

  api.get('/admin/articles/export.csv', async (c) => {
    const q = parseRequest(adminArticleListQuerySchema, c.req.query());
    // Authorised before the first byte: a refusal is a proper 403, not a broken download.
    const batches = exportArticles(db, c.get('actor'), q);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // A byte-order mark so spreadsheet programs read the file as UTF-8 (Hindi titles, ₹).
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(CSV_COLUMNS.map(([name]) => name))}`));
      },
      async pull(controller) {
        const next = await batches.next();
        if (next.done) return controller.close();
        controller.enqueue(encoder.encode(next.value.map((r) => csvRow(CSV_COLUMNS.map(([, get]) => get(r)))).join('')));
      },
      async cancel() {
        await batches.return(undefined);
      },
    });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="articles-${new Date().toISOString().slice(0, 10)}.csv"`);
    return c.body(body);
  });

  api.post('/admin/articles/bulk', jsonBody(bulkActionSchema, { maxBytes: 64 * 1024, example: '{"ids": ["…"], "action": "publish"}' }), async (c) =>
    c.json(await bulkArticleAction(db, by(c), c.get('body'))),
  );

  api.post('/admin/articles', jsonBody(articleCreateSchema, { maxBytes: 256 * 1024, example: 'the article form as JSON' }), async (c) => {
    const created = await createArticle(db, by(c), c.get('body'));
    return c.json({ article: presentAdminArticleDetail(await articleForStaff(db, c.get('actor'), created.id)) }, 201);
  });

  api.get('/admin/articles/:id', async (c) => c.json({ article: presentAdminArticleDetail(await articleForStaff(db, c.get('actor'), articleId(c))) }));

  api.patch('/admin/articles/:id', jsonBody(articlePatchSchema, { maxBytes: 256 * 1024, example: '{"title": "…"}' }), async (c) => {
    const id = articleId(c);
    await updateArticle(db, by(c), id, c.get('body'));
    return c.json({ article: presentAdminArticleDetail(await articleForStaff(db, c.get('actor'), id)) });
  });

  api.delete('/admin/articles/:id', async (c) => c.json(await deleteArticle(db, by(c), articleId(c))));

  api.post('/admin/articles/:id/approve', async (c) => c.json({ article: await approveArticle(db, by(c), articleId(c)) }));
  api.post('/admin/articles/:id/reject', jsonBody(rejectSchema, { maxBytes: 4096, example: '{"reason": "…"}' }), async (c) =>
    c.json({ article: await rejectArticle(db, by(c), articleId(c), c.get('body').reason) }),
  );

  api.get('/admin/audit-log', async (c) => {
    const q = parseRequest(auditLogQuerySchema, c.req.query());
    const { rows, totalCount } = await auditLog(db, c.get('actor'), q);
    const events: AuditEventView[] = rows.map(presentAuditEvent);
    return c.json({ events, totalCount, page: q.page });
  });
  return api;
}
