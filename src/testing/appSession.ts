/**
 * Test support: a verified account with a role, signed in through the app's own /api/auth routes, and a caller that
 * sends its cookie (and the same-origin header every state change needs) with each request.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { users } from '../db/schema.ts';
import type { Role } from '../domain/roles.ts';
import { TEST_PASSWORD, TEST_SITE } from './authTestClient.ts';

export type AppCall = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;

interface RequestingApp {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

/** Calls without a session (a visitor). */
export function anonymousCaller(app: RequestingApp, site = TEST_SITE): AppCall {
  return async (method, path, body, extra = {}) =>
    app.request(path, { method, headers: { origin: site, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...extra }, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
}

/** Signs up `email`, verifies it, gives it `role` (and suspends it when asked), signs in; returns the caller and the user id. */
export async function signedInCaller(app: RequestingApp, db: Db, email: string, opts: { role?: Role; suspended?: boolean; site?: string } = {}): Promise<{ call: AppCall; userId: string }> {
  const site = opts.site ?? TEST_SITE;
  const headers = { origin: site, 'content-type': 'application/json' };
  await app.request('/api/auth/sign-up/email', { method: 'POST', headers, body: JSON.stringify({ name: 'Staff Member', email, password: TEST_PASSWORD }) });
  await db.update(users).set({ emailVerified: true, role: opts.role ?? 'user' }).where(eq(users.email, email));
  const res = await app.request('/api/auth/sign-in/email', { method: 'POST', headers, body: JSON.stringify({ email, password: TEST_PASSWORD }) });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  // Suspended after signing in: the session exists, and the server must refuse it at the next request.
  if (opts.suspended) await db.update(users).set({ banned: true }).where(eq(users.email, email));
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const call: AppCall = async (method, path, body, extra = {}) =>
    app.request(path, { method, headers: { origin: site, cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...extra }, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  return { call, userId: user!.id };
}

/** Who the role-matrix tests act as (issue 11: visitor, reader, moderator, admin, and an admin who was suspended). */
export type RoleCaller = 'visitor' | 'reader' | 'moderator' | 'admin' | 'suspended';

/**
 * A caller for every role, each signed in as `<role>@example.com` (the suspended admin suspended after signing in, so
 * the server must refuse a session it already issued), and their user ids.
 */
export async function callersForEveryRole(app: RequestingApp, db: Db): Promise<{ as: Record<RoleCaller, AppCall>; userIds: Record<Exclude<RoleCaller, 'visitor'>, string> }> {
  const as = { visitor: anonymousCaller(app) } as Record<RoleCaller, AppCall>;
  const userIds = {} as Record<Exclude<RoleCaller, 'visitor'>, string>;
  for (const [who, role, suspended] of [
    ['reader', 'user', false],
    ['moderator', 'moderator', false],
    ['admin', 'admin', false],
    ['suspended', 'admin', true],
  ] as const) {
    const s = await signedInCaller(app, db, `${who}@example.com`, { role, suspended });
    as[who] = s.call;
    userIds[who] = s.userId;
  }
  return { as, userIds };
}
