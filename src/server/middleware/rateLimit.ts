/**
 * A per-client limit on a route: over it, 429 `rate_limited` with `Retry-After`; every answer carries
 * `RateLimit-Limit` and `RateLimit-Remaining`. It runs before the body is read, so malformed floods are throttled too.
 */
import type { Context, MiddlewareHandler } from "hono";
import { errorResponse } from "../errors.ts";
import type { RateLimiter } from "../rateLimiter.ts";

export interface RateLimitOptions {
  limiter: RateLimiter;
  /** The client's address, the limiter's key (see clientAddress.ts). */
  clientAddress: (c: Context) => string;
  /** What is being limited, for the 429 message: "Too many {what} from this address." */
  what: string;
}

export function rateLimit({
  limiter,
  clientAddress,
  what,
}: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const decision = await limiter.hit(clientAddress(c));
    c.header("RateLimit-Limit", String(decision.limit));
    c.header("RateLimit-Remaining", String(decision.remaining));
    if (!decision.allowed) {
      c.header("Retry-After", String(decision.retryAfterSeconds));
      return errorResponse(
        c,
        429,
        "rate_limited",
        `Too many ${what} from this address. Try again in ${decision.retryAfterSeconds} s.`,
      );
    }
    await next();
  };
}
