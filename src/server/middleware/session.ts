/**
 * The acting user of a request: reads the session cookie through better-auth (no cookie cache, so a revoked session
 * or a suspension counts from this request on) and sets `actor` (for policies) and `account` (for presenters).
 * A request without a session cookie costs no database read.
 */
import type { MiddlewareHandler } from 'hono';
import type { Actor } from '../../domain/roles.ts';
import type { Auth } from '../../services/auth/createAuth.ts';
import { presentAccount, type AccountView } from '../presenters/account.ts';

export interface SessionVariables {
  actor: Actor;
  account: AccountView | null;
}

/** The session cookie's name (better-auth's, with our prefix; `__Secure-` is added over HTTPS). */
export const SESSION_COOKIE_PATTERN = /(?:^|;\s*)(?:__Secure-)?cei\.session_token=/;

export function session(auth: Auth): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    c.set('actor', null);
    c.set('account', null);
    if (SESSION_COOKIE_PATTERN.test(c.req.header('cookie') ?? '')) {
      const found = await auth.api.getSession({ headers: c.req.raw.headers });
      if (found) {
        const user = found.user as typeof found.user & { role?: string | null; banned?: boolean | null };
        const account = presentAccount(user);
        c.set('account', account);
        c.set('actor', { id: account.id, role: account.role, suspended: user.banned === true });
      }
    }
    await next();
  };
}
