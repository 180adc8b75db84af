/**
 * A per-client (or per-account) limit on a route: over it, 429 `rate_limited` with `Retry-After`; every answer
 * carries `RateLimit-Limit` and `RateLimit-Remaining`. It runs before the route reads the body, so malformed floods
 * are throttled too.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { errorResponse } from '../errors.ts';
import type { RateLimiter } from '../rateLimiter.ts';

export interface RateLimitOptions {
  limiter: RateLimiter;
  /** The client's address, the limiter's key (see clientAddress.ts). */
  clientAddress: (c: Context) => string;
  /** What is being limited, for the 429 message: "Too many {what} from this address." */
  what: string;
  /**
   * Counts per something other than the address (an account's email): the key, or null to let the request through
   * uncounted (it names no account). The message then says "for this account".
   */
  keyOf?: (c: Context) => Promise<string | null>;
  /** Called when a request is refused (security events). */
  onRefused?: (c: Context, key: string) => Promise<void>;
}

export function rateLimit({ limiter, clientAddress, what, keyOf, onRefused }: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const key = keyOf ? await keyOf(c) : clientAddress(c);
    if (key === null) return next();
    const decision = await limiter.hit(key);
    c.header('RateLimit-Limit', String(decision.limit));
    c.header('RateLimit-Remaining', String(decision.remaining));
    if (!decision.allowed) {
      await onRefused?.(c, key);
      c.header('Retry-After', String(decision.retryAfterSeconds));
      return errorResponse(c, 429, 'rate_limited', `Too many ${what} ${keyOf ? 'for this account' : 'from this address'}. Try again in ${decision.retryAfterSeconds} s.`);
    }
    await next();
  };
}
