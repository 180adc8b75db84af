/**
 * Accounts over HTTP: better-auth's endpoints at /api/auth/* (its default paths) behind our limits, and the
 * signed-in reader's own API under /api/me. The app's origin check runs before all of it.
 *
 * Brute force: sign-in, sign-up and password-reset requests count three ways in PostgreSQL (every web process shares
 * them): per address, per account and address together, and per account from everywhere. An attacker at one address
 * is stopped by the first two without touching the real owner (who signs in from elsewhere); only an attack from
 * many addresses at once reaches the per-account limit, and that lock lasts one window.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { setCookie } from 'hono/cookie';
import { emailSchema } from '../../domain/accountInput.ts';
import { deleteAccountSchema } from '../../domain/accountSecurity.ts';
import { articleIdParamSchema, bookmarksQuerySchema, marksQuerySchema } from '../../domain/readerMarks.ts';
import type { Db } from '../../db/connection.ts';
import { deleteOwnAccount, LastAdminError, WrongPasswordError } from '../../services/accounts/deleteOwnAccount.ts';
import { deleteBookmark, likeArticle, marksFor, savedArticles, saveBookmark, unlikeArticle } from '../../services/reader/readerMarks.ts';
import { ApiError, errorResponse, parseRequest, refuseUnstorableText } from '../errors.ts';
import { jsonBody } from '../middleware/jsonBody.ts';
import type { Auth } from '../../services/auth/createAuth.ts';
import type { RateLimiter } from '../rateLimiter.ts';
import { rateLimit } from '../middleware/rateLimit.ts';
import { requireRole } from '../middleware/requireRole.ts';
import type { SessionVariables } from '../middleware/session.ts';

/** Carries the client address from the route to the auth service's security events (set here, never by a client). */
export const CLIENT_ADDRESS_HEADER = 'x-cei-client-address';

/** The address the route put on a request for the auth hooks. */
export function clientAddressOf(request: Request | undefined): string | null {
  return request?.headers.get(CLIENT_ADDRESS_HEADER) ?? null;
}

/** Largest body the better-auth routes accept (sign-up, sign-in, resets and profile changes are a few hundred bytes). */
export const AUTH_BODY_MAX_BYTES = 16 * 1024;

/** The better-auth routes that take a password or send mail to an address. */
export const LIMITED_AUTH_PATHS = ['/auth/sign-in/email', '/auth/sign-up/email', '/auth/request-password-reset', '/auth/reset-password'] as const;

export interface AccountApiOptions {
  auth: Auth;
  db: Db;
  clientAddress: (c: Context) => string;
  limiters: { address: RateLimiter; accountAddress: RateLimiter; account: RateLimiter };
  /** Records a refused attempt (security events). */
  onRefused: (c: Context, email: string | null) => Promise<void>;
}

const jsonBodies = new WeakMap<Request, Promise<unknown>>();

/** The request's JSON body, parsed once from a clone (better-auth reads the original); null when it is not JSON. */
function jsonBodyOf(c: Context): Promise<unknown> {
  let body = jsonBodies.get(c.req.raw);
  if (!body) jsonBodies.set(c.req.raw, (body = c.req.raw.clone().json().catch(() => null)));
  return body;
}

/** The normalised email a request body names, or null (reset-password names a token, not an address). */
async function emailOf(c: Context): Promise<string | null> {
  const body = (await jsonBodyOf(c)) as { email?: unknown } | null;
  const parsed = emailSchema.safeParse(body?.email);
  return parsed.success ? parsed.data : null;
}

/** Expires better-auth's session cookies on this response (the session rows are gone already). */
async function expireSessionCookies(c: Context, auth: Auth): Promise<void> {
  const { authCookies } = await auth.$context;
  for (const { name, attributes } of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    setCookie(c, name, '', { path: attributes.path ?? '/', secure: attributes.secure === true, httpOnly: true, sameSite: 'Lax', maxAge: 0, ...(attributes.domain ? { domain: attributes.domain } : {}) });
  }
}

export function accountApiRoutes(opts: AccountApiOptions): Hono<{ Variables: SessionVariables }> {
  const api = new Hono<{ Variables: SessionVariables }>();
  const { clientAddress, limiters } = opts;
  // better-auth's own routes take their input past our schemas: a NUL in a field (a reset token) reached PostgreSQL,
  // which refuses it, as a 500 (a lone surrogate alike: domain/unstorableInput.ts). Bodies are small forms: capped,
  // then checked like every other input (server/errors.ts), before the limits below read the email from them.
  api.post('/auth/*', bodyLimit({ maxSize: AUTH_BODY_MAX_BYTES, onError: (c) => errorResponse(c, 413, 'payload_too_large', `The request body must be at most ${AUTH_BODY_MAX_BYTES} bytes.`) }));
  api.on(['GET', 'POST'], '/auth/*', async (c, next) => {
    refuseUnstorableText(c.req.query());
    if (c.req.method === 'POST') refuseUnstorableText(await jsonBodyOf(c));
    await next();
  });
  const perAddress = rateLimit({ limiter: limiters.address, clientAddress, what: 'sign-in attempts', onRefused: (c) => opts.onRefused(c, null) });
  const perAccountAddress = rateLimit({
    limiter: limiters.accountAddress,
    clientAddress,
    what: 'attempts',
    keyOf: async (c) => {
      const email = await emailOf(c);
      return email ? `${email} ${clientAddress(c)}` : null;
    },
    onRefused: (c, key) => opts.onRefused(c, key.split(' ')[0] ?? null),
  });
  const perAccount = rateLimit({ limiter: limiters.account, clientAddress, what: 'attempts', keyOf: emailOf, onRefused: (c, email) => opts.onRefused(c, email) });
  for (const path of LIMITED_AUTH_PATHS) api.post(path, perAddress, perAccountAddress, perAccount);
  // A signed-in reader's password checks (change password, delete account) count in the same budgets, keyed by the
  // session's account: a stolen session guesses the password no faster there than at sign-in.
  const sessionEmail = async (c: Context): Promise<string | null> => (c.get('account') as { email: string } | null)?.email ?? null;
  const perSessionAccountAddress = rateLimit({
    limiter: limiters.accountAddress,
    clientAddress,
    what: 'attempts',
    keyOf: async (c) => {
      const email = await sessionEmail(c);
      return email ? `${email} ${clientAddress(c)}` : null;
    },
    onRefused: (c, key) => opts.onRefused(c, key.split(' ')[0] ?? null),
  });
  const perSessionAccount = rateLimit({ limiter: limiters.account, clientAddress, what: 'attempts', keyOf: sessionEmail, onRefused: (c, email) => opts.onRefused(c, email) });
  api.post('/auth/change-password', perAddress, perSessionAccountAddress, perSessionAccount);

  api.on(['GET', 'POST'], '/auth/*', async (c) => {
    // The caller's address by our rule (X-Forwarded-For only behind our proxy), handed to the auth hooks in a header
    // of our own that a client cannot set: any incoming copy is replaced.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c));
    const init: RequestInit & { duplex?: 'half' } = { method: c.req.method, headers, body: c.req.raw.body, duplex: 'half', signal: c.req.raw.signal };
    const res = await opts.auth.handler(new Request(c.req.raw.url, init));
    // Session answers are one person's: never stored by a shared cache or the service worker.
    const answer = new Headers(res.headers);
    answer.set('Cache-Control', 'private, no-store');
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers: answer });
  });

  api.use('/me', requireRole('user'));
  api.use('/me/*', requireRole('user'));
  api.use('/me', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  });
  api.get('/me', (c) => c.json({ account: c.get('account') }));
  // Delete my account: `{ "password": "…" }`; 403 for a wrong password, 409 for the last admin, then no session.
  api.delete('/me', perAddress, perSessionAccountAddress, perSessionAccount, jsonBody(deleteAccountSchema, { maxBytes: 1024, example: '{"password": "…"}' }), async (c) => {
    try {
      await deleteOwnAccount({ db: opts.db, auth: opts.auth }, c.get('actor'), c.get('body'), { ipAddress: clientAddress(c), userAgent: c.req.header('user-agent') ?? null });
    } catch (err) {
      if (err instanceof WrongPasswordError) throw new ApiError(403, 'forbidden', err.message);
      if (err instanceof LastAdminError) throw new ApiError(409, 'conflict', err.message);
      throw err;
    }
    await expireSessionCookies(c, opts.auth);
    return c.json({ deleted: true as const });
  });
  api.use('/me/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  });

  // Likes and bookmarks: the reader is the acting user; the service authorises again.
  const articleId = (c: Context) => parseRequest(articleIdParamSchema, c.req.param('articleId'));
  api.put('/me/bookmarks/:articleId', async (c) => c.json(await saveBookmark(opts.db, c.get('actor'), articleId(c))));
  api.delete('/me/bookmarks/:articleId', async (c) => c.json(await deleteBookmark(opts.db, c.get('actor'), articleId(c))));
  api.get('/me/bookmarks', async (c) => c.json(await savedArticles(opts.db, c.get('actor'), parseRequest(bookmarksQuerySchema, c.req.query()))));
  api.put('/me/likes/:articleId', async (c) => c.json(await likeArticle(opts.db, c.get('actor'), articleId(c))));
  api.delete('/me/likes/:articleId', async (c) => c.json(await unlikeArticle(opts.db, c.get('actor'), articleId(c))));
  api.get('/me/marks', async (c) => c.json(await marksFor(opts.db, c.get('actor'), parseRequest(marksQuerySchema, c.req.query()).ids)));
  return api;
}
