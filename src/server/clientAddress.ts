/** The client address a request came from, for per-client limits. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The connecting socket's address; with `trustProxy` (the app runs behind our own reverse proxy), the last entry of
 * X-Forwarded-For instead, the one our proxy appended (entries before it are whatever the client sent, so spoofable).
 * 'unknown' when neither is available (in-process requests in tests).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
