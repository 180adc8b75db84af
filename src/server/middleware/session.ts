/**
 * The acting user of a request: the session cookie is checked against the database on every request (no cookie
 * cache, so a revoked session or a suspension counts from this request on) and sets `actor` (for policies) and
 * `account` (for presenters). A request without a session cookie costs no database read.
 *
 * The usual request takes one indexed read: the cookie's HMAC signature (better-auth's format: the token, a dot, and
 * HMAC-SHA256 of the token under BETTER_AUTH_SECRET in base64, URI-encoded) is checked here, then the live session is
 * read with its account in one query. A session due for its hourly refresh, and anything this fast path does not
 * recognise, goes through better-auth's own getSession, which extends the session as it always does. Every signed-in
 * page and API call passes here, so the saving (one query instead of two and no endpoint pipeline) is what lets the
 * personalised feed meet its latency target (README, Benchmarks).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Actor } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import { findLiveSession } from '../../db/queries/accounts.ts';
import { SESSION_REFRESH_SECONDS, SESSION_TTL_SECONDS, type Auth } from '../../services/auth/createAuth.ts';
import { presentAccount, type AccountView } from '../presenters/account.ts';

export interface SessionVariables {
  actor: Actor;
  account: AccountView | null;
}

/** The session cookie's name (better-auth's, with our prefix; `__Secure-` is added over HTTPS). */
export const SESSION_COOKIE_PATTERN = /(?:^|;\s*)(?:__Secure-)?cei\.session_token=/;
const SESSION_COOKIE_VALUE = /(?:^|;\s*)(?:__Secure-)?cei\.session_token=([^;]*)/;

/** The token of a correctly signed session cookie, or null. */
export function verifiedSessionToken(cookieHeader: string, secret: string): string | null {
  const raw = SESSION_COOKIE_VALUE.exec(cookieHeader)?.[1];
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

export function session(auth: Auth, opts: { db: Db; secret: string }): MiddlewareHandler<{ Variables: SessionVariables }> {
  const setUser = (c: Parameters<MiddlewareHandler>[0], user: { id: string; name: string; email: string; emailVerified: boolean; role?: string | null; banned?: boolean | null; createdAt: Date | string }) => {
    const account = presentAccount(user);
    c.set('account', account);
    c.set('actor', { id: account.id, role: account.role, suspended: user.banned === true });
  };
  return async (c, next) => {
    c.set('actor', null);
    c.set('account', null);
    const cookie = c.req.header('cookie') ?? '';
    // Cookies better-auth set while it looked the session up: the extended session's fresh cookie (new Max-Age), or
    // the removal of a dead one. They go out with this request's answer, whatever it is.
    let setCookies: string[] = [];
    if (SESSION_COOKIE_PATTERN.test(cookie)) {
      const token = verifiedSessionToken(cookie, opts.secret);
      const live = token ? await findLiveSession(opts.db, token) : null;
      // better-auth extends a session once it is older than the refresh age: leave that to it.
      const dueForRefresh = live !== null && live.expiresAt.getTime() - SESSION_TTL_SECONDS * 1000 + SESSION_REFRESH_SECONDS * 1000 <= Date.now();
      if (live && !dueForRefresh) setUser(c, live.user);
      else if (token) {
        const { headers, response: found } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
        if (found) setUser(c, found.user as typeof found.user & { role?: string | null; banned?: boolean | null });
        setCookies = headers.getSetCookie();
      }
    }
    await next();
    for (const set of setCookies) c.header('Set-Cookie', set, { append: true });
  };
}
