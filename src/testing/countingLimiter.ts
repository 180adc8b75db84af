/**
 * A rate limiter counting in memory, for tests of what uses a limiter (middleware, list admission) without a
 * database. The real limiter counts in the database: server/rateLimiter.integration.test.ts tests it.
 */
import type { RateLimiter } from '../server/rateLimiter.ts';

/** Lets `limit` requests per key through, then refuses every further one with Retry-After 60. */
export function countingLimiter(limit: number): RateLimiter {
  const seen = new Map<string, number>();
  return {
    async hit(key) {
      const n = (seen.get(key) ?? 0) + 1;
      if (n > limit) return { allowed: false, limit, remaining: 0, retryAfterSeconds: 60 };
      seen.set(key, n);
      return { allowed: true, limit, remaining: limit - n, retryAfterSeconds: 0 };
    },
  };
}
