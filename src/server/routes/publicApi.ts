/** Public JSON API: article list, one article with its related articles, view counting, and categories. */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { articleListQuerySchema } from '../../domain/articleQuery.ts';
import { articleIdParamSchema, articleViewsInputSchema } from '../../domain/articleViews.ts';
import { CATEGORIES } from '../../domain/categories.ts';
import type { PublicContentService } from '../../domain/contracts.ts';
import type { ArticleViewService } from '../../services/articleViews.ts';
import { encodeJsonOnce, sendEncoded } from '../cacheableResponse.ts';
import { ApiError, parseRequest } from '../errors.ts';
import { jsonBody } from '../middleware/jsonBody.ts';
import { rateLimit } from '../middleware/rateLimit.ts';
import type { RateLimiter } from '../rateLimiter.ts';

/** Browsers and shared caches may keep a list as long as the server's own list cache (services/publicContent.ts) may. */
const LIST_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

/** Largest body accepted when recording views: 50 UUIDs in JSON are about 2 KB. */
const MAX_VIEWS_BODY_BYTES = 4096;

/** View counting: the service, a per-client limiter and how to find the client. */
export interface ViewRecording {
  service: ArticleViewService;
  limiter: RateLimiter;
  clientAddress: (c: Context) => string;
}

/** Routes under /api for anonymous readers. `contentFor` gives the service that charges a request's cache misses to its client. */
export function publicApiRoutes(content: PublicContentService, views?: ViewRecording, opts: { contentFor?: (c: Context) => PublicContentService } = {}): Hono {
  const api = new Hono();

  api.get('/articles', async (c) => {
    const parsed = parseRequest(articleListQuerySchema, c.req.query());
    // The list object is shared by every request the cache answers with it, so it is serialised and gzipped once.
    const list = await (opts.contentFor?.(c) ?? content).listArticles(parsed);
    return sendEncoded(c, await encodeJsonOnce(list), { contentType: 'application/json', cacheControl: LIST_CACHE_CONTROL });
  });

  if (views) {
    api.post(
      '/articles/views',
      rateLimit({ limiter: views.limiter, clientAddress: views.clientAddress, what: 'view reports' }),
      jsonBody(articleViewsInputSchema, { maxBytes: MAX_VIEWS_BODY_BYTES, example: '{"ids": ["…"]}' }),
      async (c) => {
        const result = await views.service.recordViews(c.get('body').ids);
        c.header('Cache-Control', 'no-store');
        return c.json(result);
      },
    );
  }

  api.get('/articles/:id', async (c) => {
    const parsed = parseRequest(articleIdParamSchema, { id: c.req.param('id') });
    const found = await content.getArticleWithRelated(parsed.id);
    if (!found) throw new ApiError(404, 'not_found', 'No published article has this id.');
    // Short: views and badges change, and an unpublished story should disappear soon.
    c.header('Cache-Control', 'public, max-age=30, stale-while-revalidate=60');
    return c.json(found);
  });

  api.get('/categories', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ categories: CATEGORIES });
  });

  return api;
}
