/**
 * Per-client rate limits with their counters in the database (db/queries/rateLimitHits.ts), so every web process
 * counts the same requests: `limit` requests per client in any `windowMs` span (a sliding log of at most `limit`
 * times per client and bucket). Refused requests are not logged, so a client that keeps hammering is let in again as
 * soon as its window frees up.
 */
import type { SqlClient } from '../db/connection.ts';
import { recordRateLimitHit, sweepRateLimitHits } from '../db/queries/rateLimitHits.ts';

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
  hit(key: string, now?: number): Promise<RateLimitDecision>;
}

export interface RateLimitOptions {
  /** The counters' name, shared by every process that enforces the same limit (e.g. `views`). */
  bucket: string;
  limit: number;
  windowMs: number;
  /** Told when removing idle clients' logs failed (requests are unaffected). */
  onSweepError?: (err: unknown) => void;
}

/** Creates the limiter of one bucket. */
export function createRateLimiter(sql: SqlClient, { bucket, limit, windowMs, onSweepError }: RateLimitOptions): RateLimiter {
  let lastSweep = 0;
  return {
    async hit(key, now = Date.now()) {
      // At most once a window per process: clients idle for a whole window have nothing left to count.
      if (now - lastSweep >= windowMs) {
        lastSweep = now;
        sweepRateLimitHits(sql, bucket, now - windowMs).catch((err: unknown) => onSweepError?.(err));
      }
      const { allowed, hits } = await recordRateLimitHit(sql, { bucket, client: key.slice(0, 200), now, windowMs, limit });
      if (!allowed) {
        const oldest = hits[0] ?? now;
        return { allowed: false, limit, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
      }
      return { allowed: true, limit, remaining: Math.max(0, limit - hits.length), retryAfterSeconds: 0 };
    },
  };
}
