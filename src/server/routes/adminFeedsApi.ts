/**
 * RSS feed management under /api/admin/feeds (issue 11 item 6; admin-content §2 "RSS Feed Management"). Admins only:
 * requireRole('admin') for a clear 401/403, the body checked, one service call (which authorises again and writes the
 * audit event), a presenter. Every answer is `Cache-Control: no-store`.
 *
 *   GET    /admin/feeds                  the sources with health and output counts
 *   POST   /admin/feeds                  add (domain/feedSourceInput.ts)        PATCH  /admin/feeds/:id  edit
 *   DELETE /admin/feeds/:id              delete                                 POST   /admin/feeds/:id/pause|resume
 *   POST   /admin/feeds/test {url}       what would be ingested from an address POST   /admin/feeds/:id/test
 *   GET    /admin/feeds/export.opml      OPML 2.0 download                      POST   /admin/feeds/import  OPML text
 */
import { actingOf } from '../acting.ts';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { feedTestBodySchema, OPML_CONTENT_TYPES, OPML_IMPORT_MAX_BYTES, type AdminFeedList, type FeedImportResult } from '../../domain/adminFeeds.ts';
import { feedSourceInputSchema, feedSourceUpdateSchema } from '../../domain/feedSourceInput.ts';
import type { Db } from '../../db/connection.ts';
import { DEFAULT_FETCH_LIMITS, type FetchLimits } from '../../pipeline/fetch/fetchFeed.ts';
import {
  addFeed,
  deleteFeed,
  DuplicateFeedUrlError,
  editFeed,
  exportFeedsOpml,
  FeedSourceNotFoundError,
  FeedSourceValidationError,
  importFeedsOpml,
  listFeedsForAdmin,
  OpmlFormatError,
  pauseFeed,
  PrivateAddressRefusedError,
  resumeFeed,
  testFeedSource,
  testFeedUrl,
} from '../../services/admin/feeds.ts';
import { ApiError, errorResponse } from '../errors.ts';
import { jsonBody } from '../middleware/jsonBody.ts';
import { requireRole } from '../middleware/requireRole.ts';
import type { SessionVariables } from '../middleware/session.ts';
import { presentFeedSource } from '../presenters/feedSource.ts';

export interface AdminFeedsApiOptions {
  db: Db;
  clientAddress: (c: Context) => string;
  /**
   * How "Test this feed" fetches: the pipeline's timeout and size cap, and private networks only when
   * FEED_ALLOW_PRIVATE_NETWORKS is on (tests, local development). Defaults to the public-address-only limits.
   */
  fetchLimits?: FetchLimits;
}

/** "name: message" (or "name must …") from the feed rules' issue lines, as the error envelope's field details. */
function fieldDetails(issues: readonly string[]): { field: string; message: string }[] {
  return issues.map((line) => {
    const prefixed = /^([A-Za-z]+): (.*)$/.exec(line);
    if (prefixed) return { field: prefixed[1] ?? '', message: prefixed[2] ?? line };
    const leading = /^(name|url|siteUrl|region|priority|supportsMedia|contentTypes|isActive)\b/.exec(line);
    return { field: leading?.[1] ?? '', message: line };
  });
}

/** The feed services' errors as the API's envelope (authorisation errors are the app's onError's). */
function asApiError(err: unknown): unknown {
  if (err instanceof FeedSourceValidationError) return new ApiError(400, 'invalid_request', err.issues.join('; '), fieldDetails(err.issues));
  if (err instanceof DuplicateFeedUrlError) return new ApiError(409, 'conflict', `A feed with this URL already exists: ${err.url}`, [{ field: 'url', message: 'A feed with this URL already exists' }]);
  if (err instanceof FeedSourceNotFoundError) return new ApiError(404, 'not_found', 'No feed source with this id.');
  if (err instanceof OpmlFormatError) return new ApiError(400, 'invalid_request', err.message);
  if (err instanceof PrivateAddressRefusedError) return new ApiError(400, 'invalid_request', err.message, [{ field: 'url', message: err.message }]);
  return err;
}

async function mapped<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    throw asApiError(err);
  }
}

const feedBody = { maxBytes: 16 * 1024, example: '{"name": "…", "url": "https://…/feed.xml"}' };

export function adminFeedsApiRoutes(opts: AdminFeedsApiOptions): Hono<{ Variables: SessionVariables }> {
  const api = new Hono<{ Variables: SessionVariables }>();
  const { db } = opts;
  const limits = opts.fetchLimits ?? DEFAULT_FETCH_LIMITS;
  // Admins only (the app's door lets moderators through; it also marks every answer no-store).
  api.use('/admin/feeds', requireRole('admin'));
  api.use('/admin/feeds/*', requireRole('admin'));
  const by = <E extends { Variables: SessionVariables }>(c: Context<E>) => actingOf(c, opts.clientAddress);
  /** The source as the list shows it (health and output included), after a change. */
  const sourceView = async <E extends { Variables: SessionVariables }>(c: Context<E>, id: string) => {
    const source = (await listFeedsForAdmin(db, c.get('actor'))).find((s) => s.id === id);
    if (!source) throw new ApiError(404, 'not_found', 'No feed source with this id.');
    return presentFeedSource(source);
  };

  api.get('/admin/feeds', async (c) => {
    const now = new Date();
    const body: AdminFeedList = { sources: (await listFeedsForAdmin(db, c.get('actor'))).map((s) => presentFeedSource(s, now)) };
    return c.json(body);
  });

  api.post('/admin/feeds', jsonBody(feedSourceInputSchema, feedBody), async (c) => {
    const row = await mapped(addFeed(db, by(c), c.get('body')));
    return c.json({ source: await sourceView(c, row.id) }, 201);
  });

  api.get('/admin/feeds/export.opml', async (c) => {
    const opml = await exportFeedsOpml(db, c.get('actor'));
    c.header('Content-Type', 'text/x-opml; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="feeds-${new Date().toISOString().slice(0, 10)}.opml"`);
    return c.body(opml);
  });

  api.post(
    '/admin/feeds/import',
    bodyLimit({ maxSize: OPML_IMPORT_MAX_BYTES, onError: (c) => errorResponse(c, 413, 'payload_too_large', `The OPML file must be at most ${OPML_IMPORT_MAX_BYTES / 1024} KB.`) }),
    async (c) => {
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      // Not a type a cross-site form can send: with the origin check, only our own pages import.
      if (!(OPML_CONTENT_TYPES as readonly string[]).includes(type)) {
        throw new ApiError(415, 'unsupported_media_type', `Send the OPML file's text with Content-Type: ${OPML_CONTENT_TYPES.join(' or ')}.`);
      }
      const text = await c.req.text();
      if (text.trim() === '') throw new ApiError(400, 'invalid_request', 'The OPML file is empty.');
      const result = await mapped(importFeedsOpml(db, by(c), text));
      const body: FeedImportResult = { added: result.created, skipped: result.skipped, invalid: result.invalid };
      return c.json(body);
    },
  );

  api.post('/admin/feeds/test', jsonBody(feedTestBodySchema, { maxBytes: 8 * 1024, example: '{"url": "https://…/feed.xml"}' }), async (c) =>
    c.json({ result: await mapped(testFeedUrl(c.get('actor'), c.get('body').url, { limits })) }),
  );

  api.patch('/admin/feeds/:id', jsonBody(feedSourceUpdateSchema, feedBody), async (c) => {
    const row = await mapped(editFeed(db, by(c), c.req.param('id'), c.get('body')));
    return c.json({ source: await sourceView(c, row.id) });
  });

  api.delete('/admin/feeds/:id', async (c) => c.json(await mapped(deleteFeed(db, by(c), c.req.param('id')))));

  api.post('/admin/feeds/:id/pause', async (c) => {
    const row = await mapped(pauseFeed(db, by(c), c.req.param('id')));
    return c.json({ source: await sourceView(c, row.id) });
  });

  api.post('/admin/feeds/:id/resume', async (c) => {
    const row = await mapped(resumeFeed(db, by(c), c.req.param('id')));
    return c.json({ source: await sourceView(c, row.id) });
  });

  api.post('/admin/feeds/:id/test', async (c) => c.json({ result: await mapped(testFeedSource(db, c.get('actor'), c.req.param('id'), { limits })) }));

  return api;
}
