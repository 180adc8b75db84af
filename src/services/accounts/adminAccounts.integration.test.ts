/**
 * Operator account commands (both databases) against better-auth itself: an admin made here signs in through
 * /api/auth with that password and is an admin; a promoted account keeps its password; every change is in the
 * security-event log; a suspension ends sessions at once and refuses sign-in until restored.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSecurityEvents } from '../../db/queries/securityEvents.ts';
import { authAccounts, sessions, users } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../db/testDatabase.ts';
import { cookieOf, createAuthTestClient, TEST_PASSWORD as PASSWORD, type AuthTestClient } from '../../testing/authTestClient.ts';
import { AccountInputError, AccountNotFoundError, createAdmin, restoreAccount, setRole, suspendAccount, type OperatorContext } from './adminAccounts.ts';

const ctx: OperatorContext = { via: 'cli', operator: 'ops' };
let t: TestDatabase;
let client: AuthTestClient;

beforeAll(async () => {
  t = await createTestDatabase();
  client = createAuthTestClient(t.database.db, '203.0.113.9');
});
afterAll(async () => {
  await t?.drop();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => client.post(path, body, headers);
const get = (path: string, headers: Record<string, string> = {}) => client.get(path, headers);
const signIn = (email: string, password = PASSWORD) => post('/sign-in/email', { email, password });
const sessionUser = async (cookie: string) => ((await (await get('/get-session', { cookie })).json()) as { user?: { email: string; role: string } } | null)?.user ?? null;

/** A reader signed up and verified through better-auth, as the /auth form does it. */
async function signUpAndVerify(email: string, password: string): Promise<string> {
  expect((await post('/sign-up/email', { name: 'Asha Verma', email, password })).status).toBe(200);
  const link = client.outbox.filter((m) => m.to === email && m.kind === 'verify_email').at(-1)?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
  expect([200, 302]).toContain((await get(`/verify-email${new URL(link).search}`)).status);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? '';
}

describe('createAdmin', () => {
  it('creates a verified admin who signs in through better-auth with that password', async () => {
    const result = await createAdmin(t.database.db, { email: '  Owner@Example.com ', password: PASSWORD }, ctx);
    expect(result).toMatchObject({ outcome: 'created', email: 'owner@example.com' });

    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(row).toMatchObject({ name: 'Administrator', role: 'admin', emailVerified: true, banned: false });
    // better-auth's credential row: account_id is the user id, the password only as its scrypt hash.
    const [credential] = await t.database.db.select().from(authAccounts).where(eq(authAccounts.userId, row?.id ?? ''));
    expect(credential).toMatchObject({ providerId: 'credential', accountId: row?.id });
    expect(credential?.password).not.toContain(PASSWORD);

    const wrong = await signIn('owner@example.com', 'Kettle-Monsoon-43');
    expect(wrong.status).toBe(401);
    const res = await signIn('owner@example.com');
    expect(res.status).toBe(200);
    expect(await sessionUser(cookieOf(res))).toMatchObject({ email: 'owner@example.com', role: 'admin' });

    const events = await listSecurityEvents(t.database.db, { userId: row?.id ?? '' });
    const created = events.find((e) => e.type === 'role_changed');
    expect(created).toMatchObject({ actorId: null, email: 'owner@example.com', detail: { role: 'admin', from: null, via: 'cli', operator: 'ops', created: true } });
    expect(JSON.stringify(events)).not.toContain(PASSWORD);
  });

  it('asks for the password only when a new account is made, and refuses what sign-up refuses with its message', async () => {
    let asked = 0;
    const weak = createAdmin(t.database.db, { email: 'second@example.com', name: 'Ravi Kumar', password: async () => (asked++, 'Password123') }, ctx);
    await expect(weak).rejects.toThrow(new AccountInputError('password', 'This password is too common. Please choose a less predictable one'));
    await expect(createAdmin(t.database.db, { email: 'second@example.com', password: 'kettle-monsoon-42' }, ctx)).rejects.toThrow('Password must contain uppercase letters');
    await expect(createAdmin(t.database.db, { email: 'second@example.com', password: 'Short1' }, ctx)).rejects.toThrow('Password must be at least 8 characters');
    await expect(createAdmin(t.database.db, { email: 'second@mailinator.com', password: PASSWORD }, ctx)).rejects.toThrow('Please enter a valid email address');
    await expect(createAdmin(t.database.db, { email: 'second@example.com', name: 'Ravi <b>', password: PASSWORD }, ctx)).rejects.toThrow('Name contains invalid characters');
    expect(asked).toBe(1);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'second@example.com'))).toEqual([]);

    // The owner already has an account: not asked again, nothing changed.
    const again = await createAdmin(t.database.db, { email: 'owner@example.com', password: async () => (asked++, 'Other-Secret-99') }, ctx);
    expect(again).toMatchObject({ outcome: 'unchanged' });
    expect(asked).toBe(1);
  });

  it('promotes an existing account, which keeps its own password', async () => {
    const id = await signUpAndVerify('meera@example.com', 'Meera-Pass-2024');
    const result = await createAdmin(t.database.db, { email: 'meera@example.com', password: 'Not-Her-Pass-77' }, ctx);
    expect(result).toEqual({ outcome: 'promoted', userId: id, email: 'meera@example.com', from: 'user' });
    expect((await signIn('meera@example.com', 'Not-Her-Pass-77')).status).toBe(401);
    const res = await signIn('meera@example.com', 'Meera-Pass-2024');
    expect(res.status).toBe(200);
    expect(await sessionUser(cookieOf(res))).toMatchObject({ role: 'admin' });
    expect(await t.database.db.select().from(authAccounts).where(eq(authAccounts.userId, id))).toHaveLength(1);
    const [event] = await listSecurityEvents(t.database.db, { userId: id });
    expect(event).toMatchObject({ type: 'role_changed', actorId: null, detail: { role: 'admin', from: 'user', via: 'cli' } });
  });
});

describe('setRole', () => {
  it('changes the role (seen by the next request) and records who, what and when', async () => {
    const id = await signUpAndVerify('kiran@example.com', PASSWORD);
    const cookie = cookieOf(await signIn('kiran@example.com'));
    const before = new Date(Date.now() - 1000);
    expect(await setRole(t.database.db, { email: 'Kiran@example.com', role: 'moderator' }, ctx)).toMatchObject({ changed: true, from: 'user', role: 'moderator' });
    expect(await sessionUser(cookie)).toMatchObject({ role: 'moderator' });

    const events = await listSecurityEvents(t.database.db, { userId: id });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'role_changed', userId: id, actorId: null, email: 'kiran@example.com', ipAddress: null, userAgent: null, detail: { role: 'moderator', from: 'user', via: 'cli', operator: 'ops' } });
    expect(events[0]?.createdAt.getTime()).toBeGreaterThan(before.getTime());

    // The same role again changes nothing and records nothing.
    expect(await setRole(t.database.db, { email: 'kiran@example.com', role: 'moderator' }, ctx)).toMatchObject({ changed: false });
    expect(await listSecurityEvents(t.database.db, { userId: id })).toHaveLength(1);
  });

  it('refuses an unknown email and an unknown role', async () => {
    await expect(setRole(t.database.db, { email: 'nobody@example.com', role: 'moderator' }, ctx)).rejects.toThrow(new AccountNotFoundError());
    await expect(setRole(t.database.db, { email: 'kiran@example.com', role: 'superuser' }, ctx)).rejects.toThrow(AccountInputError);
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.email, 'kiran@example.com'));
    expect(row?.role).toBe('moderator');
  });
});

describe('suspendAccount and restoreAccount', () => {
  it('a suspension ends the sessions at once and refuses sign-in; a restore allows it again', async () => {
    const id = await signUpAndVerify('sunil@example.com', PASSWORD);
    const phone = cookieOf(await signIn('sunil@example.com'));
    const laptop = cookieOf(await signIn('sunil@example.com'));
    expect(await sessionUser(phone)).toMatchObject({ email: 'sunil@example.com' });

    expect(await suspendAccount(t.database.db, { email: 'sunil@example.com' }, ctx)).toMatchObject({ changed: true, sessionsEnded: 2 });
    expect(await (await get('/get-session', { cookie: phone })).json()).toBeNull();
    expect(await (await get('/get-session', { cookie: laptop })).json()).toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    const refused = await signIn('sunil@example.com');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('This account is suspended. Contact us if you think this is a mistake.');

    expect(await restoreAccount(t.database.db, { email: 'sunil@example.com' }, ctx)).toMatchObject({ changed: true });
    const back = await signIn('sunil@example.com');
    expect(back.status).toBe(200);
    expect(await sessionUser(cookieOf(back))).toMatchObject({ email: 'sunil@example.com' });

    const types = (await listSecurityEvents(t.database.db, { userId: id })).map((e) => [e.type, e.detail]);
    expect(types).toEqual(
      expect.arrayContaining([
        ['suspended', { sessionsEnded: 2, via: 'cli', operator: 'ops' }],
        ['restored', { via: 'cli', operator: 'ops' }],
      ]),
    );
    // Restoring again is a no-op, recorded as nothing.
    expect(await restoreAccount(t.database.db, { email: 'sunil@example.com' }, ctx)).toMatchObject({ changed: false });
    expect(await t.database.db.select().from(users).where(and(eq(users.id, id), eq(users.banned, false)))).toHaveLength(1);
  });

  it('refuses an unknown email', async () => {
    await expect(suspendAccount(t.database.db, { email: 'nobody@example.com' }, ctx)).rejects.toThrow('No account with that email.');
    await expect(restoreAccount(t.database.db, { email: 'nobody@example.com' }, ctx)).rejects.toThrow('No account with that email.');
  });
});
