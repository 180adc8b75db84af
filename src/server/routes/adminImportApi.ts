/**
 * The article form's URL import (issue 11 item 3; admin-content §2 "Article form", §5, §8), admins only:
 *
 *   POST /admin/articles/import-url {url}  →  200 { draft: {title, summary, content, image_url, author, source_name,
 *        source_url, published_at}, existing_id, url_known, final_url }
 *
 * Errors in the envelope: 400 the URL is not http(s) or too long; 422 the address is loopback, private or link-local
 * (the fetcher refuses it, as "test this feed" does); 413 the page is larger than the import's cap; 502 the page could
 * not be fetched, timed out, answered an HTTP error or is not HTML. Stores nothing. Mounted before the article routes
 * (server/app.ts) so `/admin/articles/:id` never sees this path.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { articleFormFields } from '../../domain/adminArticles.ts';
import type { Db } from '../../db/connection.ts';
import { DEFAULT_FETCH_LIMITS, type FetchLimits } from '../../pipeline/fetch/fetchFeed.ts';
import { ImportAddressRefusedError, ImportFetchError, importArticleFromUrl, ImportTooLargeError } from '../../services/admin/articleImport.ts';
import { actingOf } from '../acting.ts';
import { ApiError } from '../errors.ts';
import { jsonBody } from '../middleware/jsonBody.ts';
import { requireRole } from '../middleware/requireRole.ts';
import type { SessionVariables } from '../middleware/session.ts';

export const ARTICLE_IMPORT_PATH = '/admin/articles/import-url';

/** The body: the form's own URL rule (http or https, at most 2048 characters; §5's message). */
export const articleImportBodySchema = z.strictObject({ url: articleFormFields.source_url });

export interface AdminImportApiOptions {
  db: Db;
  clientAddress: (c: Context) => string;
  /** The fetcher's limits (ingest's: AppDeps `feeds.fetchLimits`); defaults to the public-address-only limits. */
  fetchLimits?: FetchLimits;
}

function asApiError(err: unknown): unknown {
  if (err instanceof ImportAddressRefusedError) return new ApiError(422, 'invalid_request', err.message, [{ field: 'url', message: err.message }]);
  if (err instanceof ImportTooLargeError) return new ApiError(413, 'payload_too_large', err.message, [{ field: 'url', message: err.message }]);
  if (err instanceof ImportFetchError) return new ApiError(502, 'unavailable', `Failed to fetch article metadata: ${err.message}`, [{ field: 'url', message: err.message }]);
  return err;
}

export function adminImportApiRoutes(opts: AdminImportApiOptions): Hono<{ Variables: SessionVariables }> {
  const api = new Hono<{ Variables: SessionVariables }>();
  const limits = opts.fetchLimits ?? DEFAULT_FETCH_LIMITS;
  // Admins only (the app's door lets moderators through; it also marks every answer no-store).
  api.use(ARTICLE_IMPORT_PATH, requireRole('admin'));
  api.post(ARTICLE_IMPORT_PATH, jsonBody(articleImportBodySchema, { maxBytes: 4096, example: '{"url": "https://…"}' }), async (c) => {
    try {
      const r = await importArticleFromUrl(opts.db, actingOf(c, opts.clientAddress), c.get('body').url, { limits });
      const { title, summary, content, image_url, author, source_name, source_url, published_at } = r.draft;
      return c.json({ draft: { title, summary, content, image_url, author, source_name, source_url, published_at }, existing_id: r.existingId, url_known: r.urlKnown, final_url: r.finalUrl });
    } catch (err) {
      throw asApiError(err);
    }
  });
  return api;
}
