/** Search API: record a search (POST /api/search-keywords), trending keywords, and the suggestions panel's content. */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { searchKeywordInputSchema } from '../../domain/searchKeywords.ts';
import { trendingKeywordsQuerySchema } from '../../domain/trendingKeywords.ts';
import type { SearchKeywordService } from '../../services/searchKeywords.ts';
import { ApiError, errorResponse, invalidRequest } from '../errors.ts';
import type { RateLimiter } from '../rateLimiter.ts';

/** Largest request body accepted when recording a search: `{"term": "…"}` with 100 characters fits many times over. */
const MAX_BODY_BYTES = 2048;

/** What the routes need besides the service. */
export interface SearchApiOptions {
  /** Limits recordings per client (public-site §9 rate limiter; 30 a minute by default). */
  limiter: RateLimiter;
  /** The client's address, the limiter's key. */
  clientAddress: (c: Context) => string;
}

/** Routes under /api for search keywords and suggestions. */
export function searchApiRoutes(search: SearchKeywordService, options: SearchApiOptions): Hono {
  const api = new Hono();

  api.post(
    '/search-keywords',
    // Limit first, so malformed floods are throttled too.
    async (c, next) => {
      const decision = options.limiter.hit(options.clientAddress(c));
      c.header('RateLimit-Limit', String(decision.limit));
      c.header('RateLimit-Remaining', String(decision.remaining));
      if (!decision.allowed) {
        c.header('Retry-After', String(decision.retryAfterSeconds));
        return errorResponse(c, 429, 'rate_limited', `Too many searches recorded from this address. Try again in ${decision.retryAfterSeconds} s.`);
      }
      await next();
    },
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => errorResponse(c, 413, 'payload_too_large', `The request body must be at most ${MAX_BODY_BYTES} bytes.`),
    }),
    async (c) => {
      // JSON only: a cross-site HTML form cannot send it without a CORS preflight, so other sites cannot inflate counts.
      if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
        throw new ApiError(415, 'unsupported_media_type', 'Send the search as JSON: Content-Type: application/json with {"term": "…"}.');
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw new ApiError(400, 'invalid_request', 'The request body is not valid JSON.');
      }
      const parsed = searchKeywordInputSchema.safeParse(body);
      if (!parsed.success) throw invalidRequest(parsed.error);
      const result = await search.recordSearch(parsed.data.term);
      c.header('Cache-Control', 'no-store');
      return c.json(result);
    },
  );

  api.get('/trending-keywords', async (c) => {
    const parsed = trendingKeywordsQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw invalidRequest(parsed.error);
    const keywords = await search.trendingKeywords(parsed.data.limit);
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=120');
    return c.json({ keywords });
  });

  api.get('/search/suggestions', async (c) => {
    const suggestions = await search.suggestions();
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=120');
    return c.json(suggestions);
  });

  return api;
}
