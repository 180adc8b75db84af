/** Whether a feed fetch failed because the network could not reach the host at all (not because the feed is bad). */

/** Error codes of fetches that never reached a server: no DNS, no route, refused, or no answer in time. */
const UNREACHABLE = /\b(ENOTFOUND|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH|ENETDOWN|ECONNREFUSED|ECONNRESET|ECONNECT|ETIMEDOUT)\b|Timed out after/;
/** The codes that mean this machine has no usable network (name resolution or routing fails everywhere). */
const OFFLINE = /\b(ENOTFOUND|EAI_AGAIN|ENETUNREACH|ENETDOWN)\b/;

/** True when a feed-health error message says the host could not be reached. */
export function isUnreachableFeedError(message: string | null | undefined): boolean {
  return !!message && UNREACHABLE.test(message);
}

/**
 * Counts the real feeds of a run (`feeds`), those unreachable, and whether the network itself looks offline (every
 * real fetch failed to resolve or route). Sample feeds are left out: they answer over loopback whatever the network
 * does, so counting them would hide an offline machine.
 */
export function summariseReachability(results: readonly { status: string; error: string | null; sample?: boolean }[]): { feeds: number; unreachable: number; offline: boolean } {
  const real = results.filter((r) => !r.sample);
  const unreachable = real.filter((r) => r.status === 'error' && isUnreachableFeedError(r.error)).length;
  const offline = real.length > 0 && real.every((r) => r.status === 'error' && !!r.error && OFFLINE.test(r.error));
  return { feeds: real.length, unreachable, offline };
}
