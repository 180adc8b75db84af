/**
 * Account security over HTTP through the whole app (issue 10), on both databases: DELETE /api/me (signed out, wrong
 * password, success with everything of the account gone and nobody else's touched, cross-site refusal, the last
 * admin, limits), better-auth's own deletion switched off, change password needing the current one, and the session
 * list with the address by the app's rule.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSecurityEvents } from '../db/queries/securityEvents.ts';
import { authAccounts, bookmarks, likes, sessions, users, verifications } from '../db/schema.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { createAdmin } from '../services/accounts/adminAccounts.ts';
import { LAST_ADMIN_MESSAGE, WRONG_PASSWORD_MESSAGE } from '../services/accounts/deleteOwnAccount.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

const SITE = 'http://localhost:3000';
const PASSWORD = 'Kettle-Monsoon-42';
const ACCOUNT_ADDRESS_LIMIT = 4;
let t: TestDatabase;
let app: ReturnType<typeof createApp>;
let story: string;
let other: string;

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({
    database: t.database,
    env: { SITE_NAME: 'Test', SITE_URL: SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' },
    log: createLogger('silent'),
    search: { trustProxy: true },
    accounts: { sendMail: async () => {}, limits: { accountAddress: { limit: ACCOUNT_ADDRESS_LIMIT, windowMs: 60_000 } } },
  });
  story = await insertTestArticle(t.database, { title: 'Creators in Pune start a podcast network' });
  other = await insertTestArticle(t.database, { title: 'Instagram adds collab payouts for Indian creators' });
});
afterAll(async () => {
  await t?.drop();
});

type Call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;
let addresses = 0;

/** A browser at an address of its own; it keeps the cookies it is given, like a browser. */
function browser(address = `198.51.100.${++addresses}`) {
  let cookie = '';
  const call: Call = async (method, path, body, headers = {}) => {
    const res = await app.request(path, {
      method,
      headers: { 'x-forwarded-for': address, origin: SITE, 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 Safari/537.36', ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0] as string);
    if (set.length > 0) cookie = set.filter((c) => !c.endsWith('=')).join('; ');
    return res;
  };
  return { call, address, cookie: () => cookie, setCookie: (c: string) => void (cookie = c) };
}

/** A verified reader signed in on a new browser. */
async function signUp(email: string): Promise<ReturnType<typeof browser> & { id: string }> {
  const b = browser();
  expect((await b.call('POST', '/api/auth/sign-up/email', { name: 'Reader Name', email, password: PASSWORD })).status).toBe(200);
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  return { ...(await signIn(email)), id: await idOf(email) };
}

async function signIn(email: string, password = PASSWORD, b = browser()) {
  expect((await b.call('POST', '/api/auth/sign-in/email', { email, password })).status).toBe(200);
  return b;
}

async function idOf(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id as string;
}

const rowsOf = async (userId: string) => ({
  users: (await t.database.db.select().from(users).where(eq(users.id, userId))).length,
  sessions: (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length,
  credentials: (await t.database.db.select().from(authAccounts).where(eq(authAccounts.userId, userId))).length,
  likes: (await t.database.db.select().from(likes).where(eq(likes.userId, userId))).length,
  bookmarks: (await t.database.db.select().from(bookmarks).where(eq(bookmarks.userId, userId))).length,
});

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('DELETE /api/me', () => {
  it('answers 401 with the envelope when signed out', async () => {
    const res = await browser().call('DELETE', '/api/me', { password: PASSWORD });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'unauthorized', message: 'Please sign in to continue.' });
  });

  it('refuses a wrong password with 403 and deletes nothing; refuses a body without a password with 400', async () => {
    const r = await signUp('wrong-pass@example.com');
    await r.call('PUT', `/api/me/bookmarks/${story}`);
    const res = await r.call('DELETE', '/api/me', { password: 'Not-My-Password-1' });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: 'forbidden', message: WRONG_PASSWORD_MESSAGE });
    expect(await rowsOf(r.id)).toMatchObject({ users: 1, sessions: 1, credentials: 1, bookmarks: 1 });
    expect((await r.call('GET', '/api/me')).status).toBe(200);
    expect((await r.call('DELETE', '/api/me', {})).status).toBe(400);
    expect((await r.call('DELETE', '/api/me', undefined, { 'content-type': 'text/plain' })).status).toBe(415);
    const [refused] = await listSecurityEvents(t.database.db, { userId: r.id, limit: 1 });
    expect(refused).toMatchObject({ type: 'account_delete_refused', ipAddress: r.address, detail: { reason: 'wrong_password' } });
  });

  it('deletes the account with everything of it, signs every device out, and leaves other readers alone', async () => {
    const asha = await signUp('asha-deletes@example.com');
    const ashaPhone = await signIn('asha-deletes@example.com');
    const ravi = await signUp('ravi-stays@example.com');
    for (const reader of [asha, ravi]) {
      expect((await reader.call('PUT', `/api/me/bookmarks/${story}`)).status).toBe(200);
      expect((await reader.call('PUT', `/api/me/likes/${other}`)).status).toBe(200);
    }
    // An unused reset link: it must not outlive the account.
    expect((await browser().call('POST', '/api/auth/request-password-reset', { email: 'asha-deletes@example.com', redirectTo: '/auth/reset-password' })).status).toBe(200);
    expect(await t.database.db.select().from(verifications).where(eq(verifications.value, asha.id))).toHaveLength(1);
    expect(await rowsOf(asha.id)).toEqual({ users: 1, sessions: 2, credentials: 1, likes: 1, bookmarks: 1 });
    const oldCookie = asha.cookie();

    const res = await asha.call('DELETE', '/api/me', { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const expired = res.headers.getSetCookie().find((c) => c.startsWith('cei.session_token='));
    expect(expired).toMatch(/^cei\.session_token=;/);
    expect(expired).toMatch(/Max-Age=0/i);

    expect(await rowsOf(asha.id)).toEqual({ users: 0, sessions: 0, credentials: 0, likes: 0, bookmarks: 0 });
    expect(await t.database.db.select().from(verifications).where(eq(verifications.value, asha.id))).toHaveLength(0);
    // The old cookie, replayed, and the other device: nobody.
    const replay = browser();
    replay.setCookie(oldCookie);
    expect((await replay.call('GET', '/api/me')).status).toBe(401);
    expect((await ashaPhone.call('GET', '/api/me')).status).toBe(401);
    expect((await browser().call('POST', '/api/auth/sign-in/email', { email: 'asha-deletes@example.com', password: PASSWORD })).status).toBe(401);
    // Ravi keeps everything, and the like count is his alone now.
    expect(await rowsOf(ravi.id)).toEqual({ users: 1, sessions: 1, credentials: 1, likes: 1, bookmarks: 1 });
    expect(await (await ravi.call('PUT', `/api/me/likes/${other}`)).json()).toEqual({ liked: true, likes: 1 });
    // The log keeps the deletion, with the address typed and where it came from, but no longer the account's id.
    const events = await listSecurityEvents(t.database.db, { limit: 10 });
    expect(events.find((e) => e.type === 'account_deleted')).toMatchObject({ userId: null, email: 'asha-deletes@example.com', ipAddress: asha.address, detail: { via: 'self', role: 'user' } });
  });

  it('refuses a deletion sent from another site, with the reader\'s own cookie', async () => {
    const r = await signUp('forged@example.com');
    const res = await r.call('DELETE', '/api/me', { password: PASSWORD }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('forbidden');
    expect(await rowsOf(r.id)).toMatchObject({ users: 1, sessions: 1 });
  });

  it('refuses the last admin with 409, and lets an admin go once another can act', async () => {
    // Admins made on the command line; the first test database has none yet.
    await createAdmin(t.database.db, { email: 'only-admin@example.com', password: PASSWORD }, { via: 'cli' });
    const first = await signIn('only-admin@example.com');
    const refused = await first.call('DELETE', '/api/me', { password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ code: 'conflict', message: LAST_ADMIN_MESSAGE });
    const firstId = await idOf('only-admin@example.com');
    expect(await rowsOf(firstId)).toMatchObject({ users: 1, sessions: 1 });
    const [logged] = await listSecurityEvents(t.database.db, { userId: firstId, limit: 1 });
    expect(logged).toMatchObject({ type: 'account_delete_refused', detail: { reason: 'last_admin' } });

    // A suspended admin cannot run the site either: still the last one.
    await createAdmin(t.database.db, { email: 'suspended-admin@example.com', password: PASSWORD }, { via: 'cli' });
    await t.database.db.update(users).set({ banned: true }).where(eq(users.email, 'suspended-admin@example.com'));
    expect((await first.call('DELETE', '/api/me', { password: PASSWORD })).status).toBe(409);

    await createAdmin(t.database.db, { email: 'second-admin@example.com', password: PASSWORD }, { via: 'cli' });
    const second = await signIn('second-admin@example.com');
    expect((await first.call('DELETE', '/api/me', { password: PASSWORD })).status).toBe(200);
    expect(await rowsOf(firstId)).toMatchObject({ users: 0 });
    // Now the second is the last one who can act.
    expect((await second.call('DELETE', '/api/me', { password: PASSWORD })).status).toBe(409);
  });

  it('counts password guesses like sign-in attempts: 429 with Retry-After past the limit', async () => {
    const r = await signUp('guesser@example.com');
    // The sign-in above counted once for this account at this address.
    for (let i = 1; i < ACCOUNT_ADDRESS_LIMIT; i++) expect((await r.call('DELETE', '/api/me', { password: `Guess-${i}-Pass` })).status).toBe(403);
    const limited = await r.call('DELETE', '/api/me', { password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rowsOf(r.id)).toMatchObject({ users: 1 });
  });

  it('leaves no other way: better-auth\'s own deletion routes answer 404', async () => {
    const r = await signUp('no-backdoor@example.com');
    expect((await r.call('POST', '/api/auth/delete-user', { password: PASSWORD })).status).toBe(404);
    expect(await rowsOf(r.id)).toMatchObject({ users: 1 });
  });
});

describe('change password and sessions', () => {
  it('needs the current password; with "sign out other devices" the other sessions end', async () => {
    const laptop = await signUp('changer@example.com');
    const phone = await signIn('changer@example.com');
    const wrong = await laptop.call('POST', '/api/auth/change-password', { currentPassword: 'Not-It-123', newPassword: 'River-Lantern-58' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe('INVALID_PASSWORD');
    // The old password still works; the weak new one is refused by sign-up's rules.
    await signIn('changer@example.com');
    expect((await laptop.call('POST', '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'weakpass' })).status).toBe(400);
    expect((await browser().call('POST', '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'River-Lantern-58' })).status).toBe(401);

    const ok = await laptop.call('POST', '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'River-Lantern-58', revokeOtherSessions: true });
    expect(ok.status).toBe(200);
    expect((await laptop.call('GET', '/api/me')).status).toBe(200);
    expect((await phone.call('GET', '/api/me')).status).toBe(401);
    expect((await browser().call('POST', '/api/auth/sign-in/email', { email: 'changer@example.com', password: PASSWORD })).status).toBe(401);
    await signIn('changer@example.com', 'River-Lantern-58');
    const types = (await listSecurityEvents(t.database.db, { userId: laptop.id, limit: 20 })).map((e) => e.type);
    expect(types).toContain('password_changed');
  });

  it('lists the reader\'s sessions with the address by the app\'s rule, and revokes one', async () => {
    const laptop = await signUp('sessions@example.com');
    const phone = await signIn('sessions@example.com', PASSWORD, browser('203.0.113.77'));
    const list = await laptop.call('GET', '/api/auth/list-sessions');
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const found = (await list.json()) as { token: string; ipAddress: string | null; userAgent: string | null }[];
    expect(found.map((s) => s.ipAddress).sort()).toEqual([laptop.address, phone.address].sort());
    expect(found[0]?.userAgent).toContain('Chrome/130');
    const phoneSession = found.find((s) => s.ipAddress === phone.address);
    expect((await laptop.call('POST', '/api/auth/revoke-session', { token: phoneSession?.token })).status).toBe(200);
    expect((await phone.call('GET', '/api/me')).status).toBe(401);
    expect((await laptop.call('GET', '/api/me')).status).toBe(200);
    const [latest] = await listSecurityEvents(t.database.db, { userId: laptop.id, limit: 1 });
    expect(latest).toMatchObject({ type: 'sessions_revoked' });
  });
});
