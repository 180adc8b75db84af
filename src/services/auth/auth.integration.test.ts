/**
 * better-auth on our schema (both databases): sign-up with the spec's rules, verification by mail, sign-in, the
 * session cookie, no account enumeration, suspension ending sessions at once, and the security-event log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listSecurityEvents } from '../../db/queries/securityEvents.ts';
import { users } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../db/testDatabase.ts';
import { cookieOf, createAuthTestClient, TEST_PASSWORD, type AuthTestClient } from '../../testing/authTestClient.ts';
import type { AccountMail } from './accountMail.ts';

let t: TestDatabase;
let client: AuthTestClient;

beforeAll(async () => {
  t = await createTestDatabase();
  client = createAuthTestClient(t.database.db, '203.0.113.7');
});
afterAll(async () => {
  await t?.drop();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => client.post(path, body, headers);
const get = (path: string, headers: Record<string, string> = {}) => client.get(path, headers);
const linkIn = (m: AccountMail | undefined) => m?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
const PASSWORD = TEST_PASSWORD;

async function signUpAndVerify(email: string, name = 'Asha Verma'): Promise<void> {
  const res = await post('/sign-up/email', { name, email, password: PASSWORD });
  expect(res.status).toBe(200);
  const mail = client.outbox.filter((m) => m.to === email && m.kind === 'verify_email').at(-1);
  const verified = await get(new URL(linkIn(mail)).pathname.replace('/api/auth', '') + new URL(linkIn(mail)).search);
  expect([200, 302]).toContain(verified.status);
}

async function signIn(email: string, password = PASSWORD): Promise<Response> {
  return post('/sign-in/email', { email, password });
}

describe('sign-up', () => {
  it.each([
    [{ name: 'Asha', email: 'asha@example.com', password: 'kettle-monsoon-42' }, 'Password must contain uppercase letters'],
    [{ name: 'Asha', email: 'asha@example.com', password: 'Short1' }, 'Password must be at least 8 characters'],
    [{ name: 'Asha', email: 'asha@example.com', password: 'Password123' }, 'This password is too common. Please choose a less predictable one'],
    [{ name: 'Asha', email: 'asha@mailinator.com', password: PASSWORD }, 'Please enter a valid email address'],
    [{ name: 'Asha', email: 'asha+news@example.com', password: PASSWORD }, 'Please enter a valid email address'],
    [{ name: 'Asha <b>', email: 'asha@example.com', password: PASSWORD }, 'Name contains invalid characters'],
    [{ name: '   ', email: 'asha@example.com', password: PASSWORD }, 'Name is required'],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await post('/sign-up/email', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
  });

  it('creates an unverified user, mails a verification link, and refuses sign-in until it is opened', async () => {
    const res = await post('/sign-up/email', { name: '  Ravi   Kumar ', email: 'Ravi.Kumar@Example.com', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(cookieOf(res)).toBe('');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'ravi.kumar@example.com'));
    expect(row).toMatchObject({ name: 'Ravi Kumar', emailVerified: false, role: 'user', banned: false });
    const mail = client.outbox.find((m) => m.to === 'ravi.kumar@example.com' && m.kind === 'verify_email');
    expect(linkIn(mail)).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

    const early = await signIn('ravi.kumar@example.com');
    expect(early.status).toBe(403);
    const link = new URL(linkIn(mail));
    const opened = await get(`/verify-email${link.search}`);
    expect([200, 302]).toContain(opened.status);
    const ok = await signIn('ravi.kumar@example.com');
    expect(ok.status).toBe(200);
    const setCookie = ok.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const session = await get('/get-session', { cookie: cookieOf(ok) });
    expect(((await session.json()) as { user: { email: string; role: string } }).user).toMatchObject({ email: 'ravi.kumar@example.com', role: 'user' });
    // The link worked once.
    const again = await get(`/verify-email${link.search}`);
    expect(again.status === 200 ? ((await again.json()) as { status?: boolean }).status : false).not.toBe(true);
  });

  it('answers a sign-up with a taken address exactly like a new one and tells the owner by mail', async () => {
    await signUpAndVerify('meera@example.com', 'Meera Iyer');
    const taken = await post('/sign-up/email', { name: 'Someone Else', email: 'meera@example.com', password: 'Another-Pass-77' });
    const fresh = await post('/sign-up/email', { name: 'Someone Else', email: 'nobody-yet@example.com', password: 'Another-Pass-77' });
    expect(taken.status).toBe(fresh.status);
    const shape = (b: { user?: Record<string, unknown> }) => Object.keys(b.user ?? {}).sort();
    expect(shape((await taken.json()) as never)).toEqual(shape((await fresh.json()) as never));
    expect(client.outbox.some((m) => m.to === 'meera@example.com' && m.kind === 'existing_account')).toBe(true);
  });
});

describe('sign-in', () => {
  it('gives an unknown address and a wrong password the same status and body, and logs both', async () => {
    await signUpAndVerify('kiran@example.com', 'Kiran Rao');
    const unknown = await signIn('nobody@example.com', 'Wrong-Pass-123');
    const wrong = await signIn('kiran@example.com', 'Wrong-Pass-123');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(unknown.status);
    expect(await wrong.text()).toBe(await unknown.text());
    const events = await listSecurityEvents(t.database.db, { limit: 10 });
    expect(events.filter((e) => e.type === 'sign_in_failed').map((e) => e.email)).toEqual(expect.arrayContaining(['nobody@example.com', 'kiran@example.com']));
    expect(events[0]).toMatchObject({ ipAddress: '203.0.113.7' });
  });

  it('ends a suspended user\'s sessions at once and refuses their sign-in', async () => {
    await signUpAndVerify('admin@example.com', 'Site Admin');
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'admin@example.com'));
    await signUpAndVerify('sunil@example.com', 'Sunil Das');
    const adminCookie = cookieOf(await signIn('admin@example.com'));
    const sunilCookie = cookieOf(await signIn('sunil@example.com'));
    expect(((await (await get('/get-session', { cookie: sunilCookie })).json()) as { user?: unknown } | null)?.user).toBeTruthy();

    const [sunil] = await t.database.db.select().from(users).where(eq(users.email, 'sunil@example.com'));
    const banned = await post('/admin/ban-user', { userId: sunil?.id, banReason: 'spam' }, { cookie: adminCookie });
    expect(banned.status).toBe(200);
    expect(await (await get('/get-session', { cookie: sunilCookie })).json()).toBeNull();
    expect((await signIn('sunil@example.com')).status).toBe(403);
    const types = (await listSecurityEvents(t.database.db, { userId: sunil?.id })).map((e) => e.type);
    expect(types).toContain('suspended');

    // Only admins may: a user trying the same gets 403 and nothing changes.
    const userCookie = cookieOf(await signIn('kiran@example.com'));
    expect((await post('/admin/unban-user', { userId: sunil?.id }, { cookie: userCookie })).status).toBe(403);
    expect((await post('/admin/set-role', { userId: sunil?.id, role: 'superuser' }, { cookie: adminCookie })).status).toBe(400);
    expect((await post('/admin/set-role', { userId: sunil?.id, role: 'moderator' }, { cookie: adminCookie })).status).toBe(200);
    // Not even an admin sets a password, signs in as someone else, or creates or edits an account behind the audit log.
    for (const [path, body] of [
      ['/admin/set-user-password', { userId: sunil?.id, newPassword: 'Another-Pass-77' }],
      ['/admin/impersonate-user', { userId: sunil?.id }],
      ['/admin/create-user', { email: 'made@example.com', password: 'Another-Pass-77', name: 'Made Up' }],
      ['/admin/update-user', { userId: sunil?.id, data: { name: 'Renamed' } }],
    ] as const) {
      expect((await post(path, body, { cookie: adminCookie })).status, path).toBe(404);
    }
  });
});

describe('password reset', () => {
  it('mails a single-use link; the reset ends every session and records the events', async () => {
    await signUpAndVerify('tara@example.com', 'Tara Singh');
    const oldCookie = cookieOf(await signIn('tara@example.com'));
    expect(await (await get('/get-session', { cookie: oldCookie })).json()).not.toBeNull();

    expect((await post('/request-password-reset', { email: 'tara@example.com', redirectTo: '/auth/reset' })).status).toBe(200);
    // An unknown address gets the same answer, and no mail.
    const before = client.outbox.length;
    expect((await post('/request-password-reset', { email: 'no-such@example.com', redirectTo: '/auth/reset' })).status).toBe(200);
    expect(client.outbox.length).toBe(before);
    const mail = client.outbox.filter((m) => m.to === 'tara@example.com' && m.kind === 'password_reset').at(-1);
    const token = new URL(linkIn(mail)).pathname.split('/').at(-1) as string;
    expect(token.length).toBeGreaterThan(10);

    expect((await post('/reset-password', { token, newPassword: 'weakpass' })).status).toBe(400);
    expect((await post('/reset-password', { token, newPassword: 'River-Lantern-58' })).status).toBe(200);
    expect(await (await get('/get-session', { cookie: oldCookie })).json()).toBeNull();
    expect((await post('/reset-password', { token, newPassword: 'Another-Lantern-59' })).status).toBe(400);
    expect((await signIn('tara@example.com', PASSWORD)).status).toBe(401);
    expect((await signIn('tara@example.com', 'River-Lantern-58')).status).toBe(200);
    const [tara] = await t.database.db.select().from(users).where(eq(users.email, 'tara@example.com'));
    const types = (await listSecurityEvents(t.database.db, { userId: tara?.id })).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['password_reset_requested', 'password_reset']));
  });
});
