/** Per-client admission of uncached public lists, and how a refused list reaches a page (its own 429/503 status). */
import type { Context } from 'hono';
import { data } from 'react-router';
import type { PublicContentService } from '../domain/contracts.ts';
import { ListQueryRefusedError, type AdmitMiss } from '../services/publicContent.ts';
import type { RateLimiter } from './rateLimiter.ts';

/**
 * Returns, per request, the admission of its cache misses: each list the cache cannot answer counts against the
 * client's limit (cached lists are free), and a client over it is refused with the limiter's Retry-After.
 */
export function admitListMisses(opts: { limiter: RateLimiter; clientAddress: (c: Context) => string }): (c: Context) => AdmitMiss {
  return (c) => async () => {
    const decision = await opts.limiter.hit(opts.clientAddress(c));
    if (!decision.allowed) {
      throw new ListQueryRefusedError(
        'rate_limited',
        decision.retryAfterSeconds,
        `Too many uncached searches and lists from this address. Try again in ${decision.retryAfterSeconds} s.`,
      );
    }
  };
}

/** The HTTP status a refused list is answered with. */
export function listRefusalStatus(err: ListQueryRefusedError): 429 | 503 {
  return err.reason === 'rate_limited' ? 429 : 503;
}

/**
 * The content service for page loaders: a refused list is thrown as a route error response, so the page renders its
 * error view with that status (503 shows "temporarily unavailable") instead of a 500. React Router does not copy a
 * thrown response's headers to the document, so `onRefused` lets the caller add Retry-After itself.
 */
export function pageListContent(content: PublicContentService, onRefused: (err: ListQueryRefusedError) => void = () => undefined): PublicContentService {
  return {
    ...content,
    listArticles: (query) =>
      content.listArticles(query).catch((err: unknown) => {
        if (!(err instanceof ListQueryRefusedError)) throw err;
        onRefused(err);
        throw data(err.message, { status: listRefusalStatus(err) });
      }),
  };
}
