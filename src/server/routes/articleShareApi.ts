/**
 * POST /api/articles/{id}/share `{ "channel": … }`: a reader's browser reports that a story was shared (signed in or
 * not). The app's origin check (a same-origin beacon carries Origin) → a per-address limit → the JSON body (small cap,
 * the domain schema) → one service call. 204 when counted, or when the client is a bot (answered alike, not counted);
 * 404 for a story that is not public. Nothing about the client is stored and no cookie is set: only a day's count.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { SHARE_MAX_BODY_BYTES, articleShareInputSchema } from '../../domain/articleShares.ts';
import { articleIdParamSchema } from '../../domain/articleViews.ts';
import type { ArticleShareService } from '../../services/articleShares.ts';
import { isAutomatedClient } from '../automatedClient.ts';
import { ApiError, parseRequest } from '../errors.ts';
import { jsonBody } from '../middleware/jsonBody.ts';
import { rateLimit } from '../middleware/rateLimit.ts';
import type { RateLimiter } from '../rateLimiter.ts';

export interface ArticleShareApiOptions {
  service: ArticleShareService;
  limiter: RateLimiter;
  clientAddress: (c: Context) => string;
}

export function articleShareApiRoutes({ service, limiter, clientAddress }: ArticleShareApiOptions): Hono {
  const api = new Hono();
  api.post(
    '/articles/:id/share',
    rateLimit({ limiter, clientAddress, what: 'share reports' }),
    jsonBody(articleShareInputSchema, { maxBytes: SHARE_MAX_BODY_BYTES, example: '{"channel": "copy"}' }),
    async (c) => {
      const { id } = parseRequest(articleIdParamSchema, { id: c.req.param('id') });
      const found = await service.recordShare({ articleId: id, channel: c.get('body').channel, counted: !isAutomatedClient(c.req.header('user-agent')) });
      if (!found) throw new ApiError(404, 'not_found', 'No published article has this id.');
      c.header('Cache-Control', 'no-store');
      return c.body(null, 204);
    },
  );
  return api;
}
