/** When a failing feed is fetched again, and when it is given up on (pipeline issue: failure backoff and auto-disable). */

/** Delay after the first failure; it doubles with every further failure in a row. */
export const BACKOFF_BASE_MS = 15 * 60_000;

/** Longest delay between two attempts: a feed that has been down for days is still tried once a day. */
export const BACKOFF_MAX_MS = 24 * 3_600_000;

/** Failures in a row after which a source is disabled (FEED_MAX_CONSECUTIVE_FAILURES overrides it). */
export const DEFAULT_MAX_CONSECUTIVE_FAILURES = 10;

/**
 * Milliseconds to wait before fetching a source again after its `consecutiveFailures`-th failure in a row:
 * min(24 h, 15 min × 2^(failures − 1)), or the server's Retry-After (also capped at 24 h) when it sent one.
 */
export function backoffDelayMs(consecutiveFailures: number, retryAfterSeconds?: number): number {
  // The server knows best when it can serve us again (429/503), so its answer replaces our guess, shorter or longer.
  if (retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds)) {
    return Math.min(BACKOFF_MAX_MS, Math.max(0, Math.round(retryAfterSeconds * 1000)));
  }
  // Called after a failure, so at least one; the exponent is bounded because the cap is reached at 8 anyway.
  const failures = Number.isFinite(consecutiveFailures) ? Math.max(1, Math.floor(consecutiveFailures)) : 1;
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(failures - 1, 30));
}

/** The time before which a normal run skips the source after a failure. */
export function nextFetchAfterFailure(now: Date, consecutiveFailures: number, retryAfterSeconds?: number): Date {
  return new Date(now.getTime() + backoffDelayMs(consecutiveFailures, retryAfterSeconds));
}

/** True when a source with this many failures in a row should be disabled. */
export function shouldDisableSource(consecutiveFailures: number, maxConsecutiveFailures: number = DEFAULT_MAX_CONSECUTIVE_FAILURES): boolean {
  return consecutiveFailures >= maxConsecutiveFailures;
}
