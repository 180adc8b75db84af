/** Search API: record a search (POST /api/search-keywords), trending keywords, and the suggestions panel's content (default, or for typed text). */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { searchKeywordInputSchema } from '../../domain/searchKeywords.ts';
import { searchSuggestionsQuerySchema, typedText } from '../../domain/searchSuggestions.ts';
import { trendingKeywordsQuerySchema } from '../../domain/trendingKeywords.ts';
import type { AdmitMiss } from '../../services/publicContent.ts';
import type { SearchKeywordService } from '../../services/searchKeywords.ts';
import { parseRequest } from '../errors.ts';
import { jsonBody } from '../middleware/jsonBody.ts';
import { rateLimit } from '../middleware/rateLimit.ts';
import type { RateLimiter } from '../rateLimiter.ts';

/** Largest request body accepted when recording a search: `{"term": "…"}` with 100 characters fits many times over. */
const MAX_BODY_BYTES = 2048;

/** What the routes need besides the service. */
export interface SearchApiOptions {
  /** Limits recordings per client (public-site §9 rate limiter; 30 a minute by default). */
  limiter: RateLimiter;
  /** The client's address, the limiter's key. */
  clientAddress: (c: Context) => string;
  /** Per request, the admission of typed suggestions the cache cannot answer (a per-client limit; 429 when over it). */
  admitSuggestionMiss?: (c: Context) => AdmitMiss;
}

/** Routes under /api for search keywords and suggestions. */
export function searchApiRoutes(search: SearchKeywordService, options: SearchApiOptions): Hono {
  const api = new Hono();

  api.post(
    '/search-keywords',
    rateLimit({ limiter: options.limiter, clientAddress: options.clientAddress, what: 'searches recorded' }),
    jsonBody(searchKeywordInputSchema, { maxBytes: MAX_BODY_BYTES, example: '{"term": "…"}' }),
    async (c) => {
      const result = await search.recordSearch(c.get('body').term);
      c.header('Cache-Control', 'no-store');
      return c.json(result);
    },
  );

  api.get('/trending-keywords', async (c) => {
    const parsed = parseRequest(trendingKeywordsQuerySchema, c.req.query());
    const keywords = await search.trendingKeywords(parsed.limit);
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=120');
    return c.json({ keywords });
  });

  // Without `q` (or with fewer than two characters) the panel's default content; with it, what matches the typed text.
  api.get('/search/suggestions', async (c) => {
    const parsed = parseRequest(searchSuggestionsQuerySchema, c.req.query());
    const typed = parsed.q === undefined ? null : typedText(parsed.q);
    const suggestions = typed ? await search.typedSuggestions(typed.text, options.admitSuggestionMiss?.(c)) : await search.suggestions();
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=120');
    return c.json(suggestions);
  });

  return api;
}
