/**
 * The signed-in reader's feed, preferences, reading progress, activity and data export under /api/me (issue 10).
 * Each route: session (app-wide) → requireRole('user') → body/params checked → one service call, which authorises
 * again. Answers are one person's: `Cache-Control: private, no-store`.
 */
import { Hono, type Context } from 'hono';
import { feedFeedbackSchema, readerFeedQuerySchema } from '../../domain/readerFeed.ts';
import { preferencesSchema } from '../../domain/readerPreferences.ts';
import { readingProgressSchema } from '../../domain/readingProgress.ts';
import { articleIdParamSchema } from '../../domain/readerMarks.ts';
import type { Db } from '../../db/connection.ts';
import type { ReaderFeedService } from '../../services/reader/readerFeed.ts';
import { exportReaderData, readerPreferences, readingActivity, readingProgressOf, recordReadingProgress, updateReaderPreferences } from '../../services/reader/readerProfile.ts';
import { sendJsonText } from '../cacheableResponse.ts';
import { parseRequest } from '../errors.ts';
import { jsonBody } from '../middleware/jsonBody.ts';
import { requireRole } from '../middleware/requireRole.ts';
import type { SessionVariables } from '../middleware/session.ts';

export interface ReaderApiOptions {
  db: Db;
  feed: ReaderFeedService;
}

export function readerApiRoutes(opts: ReaderApiOptions): Hono<{ Variables: SessionVariables }> {
  const api = new Hono<{ Variables: SessionVariables }>();
  const { db, feed } = opts;
  for (const path of ['/me/feed', '/me/feed/*', '/me/preferences', '/me/reading-progress/*', '/me/activity', '/me/export']) {
    api.use(path, requireRole('user'), async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
    });
  }
  const articleId = (c: Context) => parseRequest(articleIdParamSchema, c.req.param('articleId'));

  // The most frequent signed-in request: its JSON text is built from stories serialised once per pool, and compressed off
  // the request thread (cacheableResponse.ts).
  api.get('/me/feed', async (c) =>
    sendJsonText(c, await feed.feedJson(c.get('actor'), parseRequest(readerFeedQuerySchema, c.req.query()).tab), { cacheControl: 'private, no-store' }),
  );
  api.post('/me/feed/feedback', jsonBody(feedFeedbackSchema, { maxBytes: 1024, example: '{"articleId": "…"}' }), async (c) =>
    c.json(await feed.fewerLikeThis(c.get('actor'), c.get('body').articleId)),
  );

  api.get('/me/preferences', async (c) => c.json({ preferences: await readerPreferences(db, c.get('actor')) }));
  api.put('/me/preferences', jsonBody(preferencesSchema, { maxBytes: 4096, example: 'the whole preferences object' }), async (c) =>
    c.json({ preferences: await updateReaderPreferences(db, c.get('actor'), c.get('body')) }),
  );

  api.get('/me/reading-progress/:articleId', async (c) => c.json({ progress: await readingProgressOf(db, c.get('actor'), articleId(c)) }));
  api.put('/me/reading-progress/:articleId', jsonBody(readingProgressSchema, { maxBytes: 1024, example: '{"progress": 40, "readingSeconds": 75}' }), async (c) =>
    c.json({ progress: await recordReadingProgress(db, c.get('actor'), articleId(c), c.get('body')) }),
  );

  api.get('/me/activity', async (c) => c.json(await readingActivity(db, c.get('actor'))));

  api.get('/me/export', async (c) => {
    const data = await exportReaderData(db, c.get('actor'));
    c.header('Content-Disposition', `attachment; filename="my-data-${new Date().toISOString().slice(0, 10)}.json"`);
    return c.json(data);
  });
  return api;
}
