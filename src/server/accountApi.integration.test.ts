/**
 * Accounts over HTTP through the whole app (origin check, session middleware, limits, better-auth, presenters), on
 * both databases: sign-up, the mailed verification link, sign-in, GET /api/me, refusals, brute-force limits, and a
 * suspended reader out at the next request.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSecurityEvents } from '../db/queries/securityEvents.ts';
import { sessions, users } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import type { AccountMail } from '../services/auth/accountMail.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

const SITE = 'http://localhost:3000';
const env = { SITE_NAME: 'Test', SITE_URL: SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
const PASSWORD = 'Kettle-Monsoon-42';
let t: TestDatabase;
let app: ReturnType<typeof createApp>;
const mail: AccountMail[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({
    database: t.database,
    env,
    log: createLogger('silent'),
    search: { trustProxy: true },
    accounts: { sendMail: async (m) => void mail.push(m), limits: { accountAddress: { limit: 3, windowMs: 60_000 } } },
  });
});
afterAll(async () => {
  await t?.drop();
});

let clients = 0;
/** A reader at an address of their own (the limits count per address). */
function reader(address = `198.51.100.${++clients}`) {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await app.request(path, {
      method,
      headers: { 'x-forwarded-for': address, origin: SITE, ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length > 0) cookie = set.join('; ');
    return res;
  };
  return { call, address, cookie: () => cookie };
}

async function newAccount(email: string, name = 'Asha Verma') {
  const r = reader();
  expect((await r.call('POST', '/api/auth/sign-up/email', { name, email, password: PASSWORD })).status).toBe(200);
  const link = new URL(mail.filter((m) => m.to === email && m.kind === 'verify_email').at(-1)?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
  expect([200, 302]).toContain((await r.call('GET', link.pathname + link.search)).status);
  expect((await r.call('POST', '/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
  return r;
}

describe('accounts over HTTP', () => {
  it('signs up, verifies by the mailed link, signs in, and answers /api/me with the account and no more', async () => {
    const r = await newAccount('asha@example.com');
    const me = await r.call('GET', '/api/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    const body = (await me.json()) as { account: Record<string, unknown> };
    expect(Object.keys(body.account).sort()).toEqual(['createdAt', 'email', 'emailVerified', 'id', 'name', 'role']);
    expect(body.account).toMatchObject({ email: 'asha@example.com', name: 'Asha Verma', role: 'user', emailVerified: true });
    const session = await r.call('GET', '/api/auth/get-session');
    expect(session.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers /api/me with 401 and the error envelope when signed out', async () => {
    const res = await reader().call('GET', '/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await reader().call('POST', '/api/auth/sign-in/email', { email: 'asha@example.com', password: PASSWORD }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('limits sign-in attempts per account and address with 429 and Retry-After, logs it, and leaves the owner elsewhere alone', async () => {
    await newAccount('kiran@example.com', 'Kiran Rao');
    const attacker = reader();
    for (let i = 0; i < 3; i++) expect((await attacker.call('POST', '/api/auth/sign-in/email', { email: 'kiran@example.com', password: `Guess-${i}-Pass` })).status).toBe(401);
    const refused = await attacker.call('POST', '/api/auth/sign-in/email', { email: 'kiran@example.com', password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    // The owner, at home, is not locked out by the attacker's guesses.
    expect((await reader().call('POST', '/api/auth/sign-in/email', { email: 'kiran@example.com', password: PASSWORD })).status).toBe(200);
    const events = await listSecurityEvents(t.database.db, { limit: 20 });
    expect(events.find((e) => e.type === 'sign_in_rate_limited')).toMatchObject({ email: 'kiran@example.com', ipAddress: attacker.address });
  });

  it('records the address by its own rule, whatever header the client sends', async () => {
    const r = reader('192.0.2.44');
    await r.call('POST', '/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'Wrong-Pass-1' }, { 'x-cei-client-address': '10.9.9.9' });
    const [latest] = await listSecurityEvents(t.database.db, { limit: 1 });
    expect(latest).toMatchObject({ type: 'sign_in_failed', ipAddress: '192.0.2.44' });
  });

  it('extends a session due for its hourly refresh and sends the browser the cookie again; a fresh one is left alone', async () => {
    const r = await newAccount('meera@example.com', 'Meera Iyer');
    const fresh = await r.call('GET', '/api/me');
    expect(fresh.status).toBe(200);
    expect(fresh.headers.getSetCookie()).toEqual([]);
    const [meera] = await t.database.db.select().from(users).where(eq(users.email, 'meera@example.com'));
    // Signed in more than an hour ago: 22 hours left of 24.
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 22 * 3600_000) }).where(eq(sessions.userId, meera?.id as string));
    const due = await r.call('GET', '/api/me');
    expect(due.status).toBe(200);
    expect(due.headers.getSetCookie().join('\n')).toMatch(/cei\.session_token=[^;]+;.*Max-Age=86400/);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, meera?.id as string));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23.5 * 3600_000);
  });

  it('refuses a session cookie whose signature is not the app\'s, even with a real token', async () => {
    const r = await newAccount('kabir@example.com', 'Kabir Shah');
    expect((await r.call('GET', '/api/me')).status).toBe(200);
    const value = decodeURIComponent(/cei\.session_token=([^;]+)/.exec(r.cookie())?.[1] ?? '');
    const token = value.slice(0, value.lastIndexOf('.'));
    const forged = `cei.session_token=${encodeURIComponent(`${token}.${Buffer.alloc(32, 7).toString('base64')}`)}`;
    const res = await app.request('/api/me', { headers: { origin: SITE, cookie: forged } });
    expect(res.status).toBe(401);
    const unsigned = await app.request('/api/me', { headers: { origin: SITE, cookie: `cei.session_token=${token}` } });
    expect(unsigned.status).toBe(401);
  });

  it('ends a suspended reader\'s session at the next request', async () => {
    const r = await newAccount('sunil@example.com', 'Sunil Das');
    expect((await r.call('GET', '/api/me')).status).toBe(200);
    const [sunil] = await t.database.db.select().from(users).where(eq(users.email, 'sunil@example.com'));
    // As the admin plugin does: the flag and the sessions together.
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, sunil?.id as string));
    expect((await r.call('GET', '/api/me')).status).toBe(401);
    await t.database.db.update(users).set({ banned: false }).where(eq(users.id, sunil?.id as string));
    await t.database.db.delete(sessions).where(eq(sessions.userId, sunil?.id as string));
    expect((await r.call('GET', '/api/me')).status).toBe(401);
  });
});

describe("better-auth's routes: input our schemas do not see", () => {
  it('refuse a NUL in a body or query field with 400 naming it (a reset token with one answered 500), and bodies over 16 KB with 413', async () => {
    const r = reader();
    const reset = await r.call('POST', '/api/auth/reset-password', { token: 'abc\u0000def', newPassword: PASSWORD });
    expect(reset.status).toBe(400);
    expect(await reset.json()).toEqual({ error: { code: 'invalid_request', message: 'token: must not contain control characters such as NUL', details: [{ field: 'token', message: 'must not contain control characters such as NUL' }] } });
    expect((await r.call('POST', '/api/auth/sign-up/email', { name: 'Priya\u0000', email: 'priya.nul@example.com', password: PASSWORD })).status).toBe(400);
    expect(mail.some((m) => m.to === 'priya.nul@example.com')).toBe(false);
    expect((await r.call('GET', '/api/auth/verify-email?token=a%00b')).status).toBe(400);
    const big = await r.call('POST', '/api/auth/sign-in/email', { email: 'asha@example.com', password: 'x'.repeat(16 * 1024) });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
    // An ordinary sign-up still goes through.
    await newAccount('priya.ok@example.com');
  });
});
