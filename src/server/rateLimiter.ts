/** An in-memory sliding-window rate limiter keyed by client (per process: each web process counts its own clients). */

/** The verdict for one request. */
export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  /** Requests still allowed in the current window after this one. */
  remaining: number;
  /** Whole seconds until the next request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/** A limiter: `hit` records a request for `key` at `now` (ms) and says whether it may proceed. */
export interface RateLimiter {
  hit(key: string, now?: number): RateLimitDecision;
}

/** Keys tracked at most; beyond it idle keys are swept, then the oldest dropped, so memory stays bounded. */
const MAX_KEYS = 10_000;

/**
 * Allows `limit` requests per key in any `windowMs` span (a sliding log of at most `limit` timestamps per key).
 * Refused requests are not logged, so a client that keeps hammering is let in again as soon as its window frees up.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>();

  const sweep = (now: number) => {
    for (const [key, times] of hits) if (times.length === 0 || (times.at(-1) as number) <= now - windowMs) hits.delete(key);
    while (hits.size >= MAX_KEYS) {
      const oldest = hits.keys().next().value;
      if (oldest === undefined) break;
      hits.delete(oldest);
    }
  };

  return {
    hit(key, now = Date.now()) {
      let times = hits.get(key);
      if (!times) {
        if (hits.size >= MAX_KEYS) sweep(now);
        times = [];
        hits.set(key, times);
      }
      while (times.length > 0 && (times[0] as number) <= now - windowMs) times.shift();
      if (times.length >= limit) {
        const retryAfterMs = (times[0] as number) + windowMs - now;
        return { allowed: false, limit, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
      times.push(now);
      return { allowed: true, limit, remaining: limit - times.length, retryAfterSeconds: 0 };
    },
  };
}
