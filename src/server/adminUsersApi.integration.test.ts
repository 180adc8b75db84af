/**
 * Users and roles in the back office (issue 11 item 8), on both databases: the role matrix of every route (visitor
 * 401, reader and moderator 403, suspended admin 401, admin 2xx), suspension ending the account's sessions at once and
 * refusing sign-in until restored, the last-admin rule, messages reaching only their recipient (and the outbox when a
 * mail queue is given), the audit log's before and after, and sessions listed without their tokens.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, notifications, securityEvents, sessions, users } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import type { AdminUserList, AdminUserSessionView } from '../domain/adminUsers.ts';
import { changeUserRole, messageUser, suspendUser } from '../services/admin/users.ts';
import { callersForEveryRole, signedInCaller, type AppCall } from '../testing/appSession.ts';
import { TEST_PASSWORD, TEST_SITE } from '../testing/authTestClient.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

const env = { SITE_NAME: 'Test', SITE_URL: TEST_SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
const roomy = { limit: 10_000, windowMs: 60_000 };
let t: TestDatabase;
let app: ReturnType<typeof createApp>;
const as: Record<'visitor' | 'reader' | 'moderator' | 'admin' | 'suspended', AppCall> = {} as never;
const ids: Record<'reader' | 'moderator' | 'admin' | 'suspended', string> = {} as never;

const json = async <T = Record<string, unknown>>(res: Response | Promise<Response>): Promise<T> => (await res).json() as Promise<T>;
const signIn = (email: string) =>
  app.request('/api/auth/sign-in/email', { method: 'POST', headers: { origin: TEST_SITE, 'content-type': 'application/json' }, body: JSON.stringify({ email, password: TEST_PASSWORD }) });
/** A fresh signed-in account to act on. */
const target = async (email: string, role: 'user' | 'moderator' | 'admin' = 'user') => signedInCaller(app, t.database.db, email, { role });
const audits = (targetId: string) => t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, targetId)).orderBy(asc(auditEvents.id));

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({ database: t.database, env, log: createLogger('silent'), accounts: { sendMail: async () => {}, limits: { address: roomy, accountAddress: roomy, account: roomy } } });
  const roles = await callersForEveryRole(app, t.database.db);
  Object.assign(as, roles.as);
  Object.assign(ids, roles.userIds);
});
afterAll(async () => {
  await t?.drop();
});

describe('the users API role matrix', () => {
  it('refuses visitors and suspended admins (401), readers and moderators (403) on every route, and changes nothing', async () => {
    const victim = await target('victim@example.com');
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/users?tab=admins&q=victim&page=1'],
      ['PATCH', `/api/admin/users/${victim.userId}`, { role: 'admin' }],
      ['POST', `/api/admin/users/${victim.userId}/suspend`],
      ['POST', `/api/admin/users/${victim.userId}/restore`],
      ['GET', `/api/admin/users/${victim.userId}/sessions`],
      ['DELETE', `/api/admin/users/${victim.userId}/sessions`],
      ['POST', `/api/admin/users/${victim.userId}/message`, { title: 'Hi', message: 'Hello there' }],
      // Invitations (admins serve them in routes/adminInviteImport and adminInviteResendCancel integration tests).
      ['POST', '/api/admin/users/invite', { email: 'matrix-invite@example.com', name: 'Matrix Person' }],
      ['POST', `/api/admin/users/${victim.userId}/invite/resend`],
      ['DELETE', `/api/admin/users/${victim.userId}/invite`],
    ];
    const refusals = { visitor: 401, suspended: 401, reader: 403, moderator: 403 } as const;
    for (const who of ['visitor', 'suspended', 'reader', 'moderator'] as const) {
      for (const [method, path, body] of routes) {
        const res = await as[who](method, path, body);
        expect(res.status, `${who} ${method} ${path}`).toBe(refusals[who]);
        // The visitor's and reader's refusals come from the article API's guard in front; a moderator passes it.
        if (who === 'moderator') expect(res.headers.get('cache-control'), `${who} ${method} ${path}`).toContain('no-store');
        const err = await json<{ error: { code: string; message: string } }>(res);
        expect(err.error.code).toBe(refusals[who] === 401 ? 'unauthorized' : 'forbidden');
      }
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, victim.userId));
    expect(row).toMatchObject({ role: 'user', banned: false });
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, victim.userId))).toEqual([]);
    expect(await audits(victim.userId)).toEqual([]);
    // The victim's session still works.
    expect((await victim.call('GET', '/api/me')).status).not.toBe(401);
  });

  it('serves admins on every route (2xx, no-store)', async () => {
    const subject = await target('subject@example.com');
    const routes: [string, string, unknown?, number?][] = [
      ['GET', '/api/admin/users'],
      ['PATCH', `/api/admin/users/${subject.userId}`, { role: 'moderator' }],
      ['GET', `/api/admin/users/${subject.userId}/sessions`],
      ['POST', `/api/admin/users/${subject.userId}/message`, { title: 'Hi', message: 'Hello there' }, 201],
      ['DELETE', `/api/admin/users/${subject.userId}/sessions`],
      ['POST', `/api/admin/users/${subject.userId}/suspend`],
      ['POST', `/api/admin/users/${subject.userId}/restore`],
    ];
    for (const [method, path, body, status] of routes) {
      const res = await as.admin(method, path, body);
      expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(status ?? 200);
      expect(res.headers.get('cache-control')).toContain('no-store');
    }
  });

  it('answers 404 for an unknown account, 400 for a bad body or query, with the error envelope', async () => {
    expect((await as.admin('PATCH', '/api/admin/users/nobodyHere123', { role: 'user' })).status).toBe(404);
    expect((await as.admin('POST', '/api/admin/users/nobodyHere123/suspend')).status).toBe(404);
    const bad = await as.admin('PATCH', `/api/admin/users/${ids.reader}`, { role: 'owner' });
    expect(bad.status).toBe(400);
    expect((await json<{ error: { code: string } }>(bad)).error.code).toBe('invalid_request');
    expect((await as.admin('POST', `/api/admin/users/${ids.reader}/message`, { title: '', message: 'x' })).status).toBe(400);
    expect((await as.admin('POST', `/api/admin/users/${ids.reader}/message`, { title: 'x', message: 'y', password: 'z' })).status).toBe(400);
    expect((await as.admin('GET', '/api/admin/users?tab=banned')).status).toBe(400);
    expect((await as.admin('GET', '/api/admin/users?page=0')).status).toBe(400);
  });

  it('refuses a state change from another site even with an admin session', async () => {
    const res = await as.admin('POST', `/api/admin/users/${ids.reader}/suspend`, undefined, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await t.database.db.select().from(users).where(eq(users.id, ids.reader)))[0]?.banned).toBe(false);
  });
});

describe('the list', () => {
  it('lists accounts with role, verification, suspension, sessions and stats; filters by tab and search; pages', async () => {
    const body = await json<AdminUserList>(as.admin('GET', '/api/admin/users'));
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(25);
    expect(body.totalCount).toBeGreaterThanOrEqual(4);
    const admin = body.users.find((u) => u.id === ids.admin);
    expect(admin).toMatchObject({ email: 'admin@example.com', role: 'admin', emailVerified: true, suspended: false });
    expect(admin?.sessionCount).toBeGreaterThanOrEqual(1);
    expect(admin?.lastActiveAt).not.toBeNull();
    expect(Object.keys(admin ?? {}).sort()).toEqual(['createdAt', 'email', 'emailVerified', 'id', 'invitePending', 'lastActiveAt', 'name', 'role', 'sessionCount', 'suspended']);
    expect(admin?.invitePending).toBe(false);
    expect(body.stats.total).toBe(body.totalCount);
    expect(body.stats.admins).toBeGreaterThanOrEqual(2);
    expect(body.stats.moderators).toBeGreaterThanOrEqual(1);
    expect(body.stats.suspended).toBeGreaterThanOrEqual(1);
    expect(body.stats.newThisWeek).toBe(body.stats.total);
    expect(body.stats.active).toBeGreaterThanOrEqual(3);

    const staff = await json<AdminUserList>(as.admin('GET', '/api/admin/users?tab=admins'));
    expect(staff.users.every((u) => u.role === 'admin' || u.role === 'moderator')).toBe(true);
    expect(staff.users.map((u) => u.id)).toEqual(expect.arrayContaining([ids.admin, ids.moderator]));

    const search = await json<AdminUserList>(as.admin('GET', '/api/admin/users?q=MODERATOR%40'));
    expect(search.users.map((u) => u.email)).toEqual(['moderator@example.com']);
    // LIKE wildcards are text, not patterns.
    expect((await json<AdminUserList>(as.admin('GET', '/api/admin/users?q=%25'))).totalCount).toBe(0);

    // Recent: created in the last 24 hours; an older account is not.
    await t.database.db.update(users).set({ createdAt: new Date(Date.now() - 3 * 86_400_000) }).where(eq(users.id, ids.moderator));
    const recent = await json<AdminUserList>(as.admin('GET', '/api/admin/users?tab=recent'));
    expect(recent.users.map((u) => u.id)).not.toContain(ids.moderator);
    expect(recent.users.map((u) => u.id)).toContain(ids.admin);

    // Active: a session used within 30 days; an account whose sessions are all ended and old is not.
    const idle = await target('idle@example.com');
    await t.database.db.update(sessions).set({ updatedAt: new Date(Date.now() - 40 * 86_400_000), expiresAt: new Date(Date.now() - 86_400_000) }).where(eq(sessions.userId, idle.userId));
    const active = await json<AdminUserList>(as.admin('GET', '/api/admin/users?tab=active'));
    expect(active.users.map((u) => u.id)).not.toContain(idle.userId);
    expect(active.users.map((u) => u.id)).toContain(ids.admin);

    const page2 = await json<AdminUserList>(as.admin('GET', '/api/admin/users?page=2'));
    expect(page2.users).toEqual([]);
    expect(page2.page).toBe(2);
  });
});

describe('suspend and restore', () => {
  it('ends the account’s sessions at once, refuses sign-in, warns the user; restore lets them sign in again', async () => {
    const user = await target('suspend-me@example.com');
    expect((await user.call('GET', '/api/me')).status).toBe(200);
    const res = await as.admin('POST', `/api/admin/users/${user.userId}/suspend`, undefined, { 'x-forwarded-for': '203.0.113.9' });
    expect(res.status).toBe(200);
    const body = await json<{ user: { suspended: boolean; sessionCount: number }; changed: boolean; sessionsEnded: number }>(res);
    expect(body).toMatchObject({ changed: true, sessionsEnded: 1, user: { suspended: true, sessionCount: 0 } });
    // Their very next request is a visitor's.
    expect((await user.call('GET', '/api/me')).status).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.userId))).toEqual([]);
    expect((await signIn('suspend-me@example.com')).status).not.toBe(200);
    // The warning notification.
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.userId));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'warning', kind: 'message', title: 'Your account has been suspended' });
    // Audit and security events.
    const [event] = await audits(user.userId);
    expect(event).toMatchObject({ action: 'user.suspend', targetType: 'user', targetLabel: 'suspend-me@example.com', actorId: ids.admin, actorEmail: 'admin@example.com', before: { suspended: false } });
    expect(event?.after).toMatchObject({ suspended: true, sessionsEnded: 1 });
    expect(event?.ipAddress).toBeTruthy();
    const sec = await t.database.db.select().from(securityEvents).where(and(eq(securityEvents.userId, user.userId), eq(securityEvents.type, 'suspended')));
    expect(sec[0]).toMatchObject({ actorId: ids.admin });

    // Suspending again changes nothing and notifies no one twice.
    expect(await json(as.admin('POST', `/api/admin/users/${user.userId}/suspend`))).toMatchObject({ changed: false, sessionsEnded: 0 });
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, user.userId))).toHaveLength(1);

    const restored = await json<{ user: { suspended: boolean }; changed: boolean }>(as.admin('POST', `/api/admin/users/${user.userId}/restore`));
    expect(restored).toMatchObject({ changed: true, user: { suspended: false } });
    expect((await signIn('suspend-me@example.com')).status).toBe(200);
    const actions = (await audits(user.userId)).map((e) => e.action);
    expect(actions).toEqual(['user.suspend', 'user.restore']);
    const restoreEvent = (await audits(user.userId)).find((e) => e.action === 'user.restore');
    expect(restoreEvent).toMatchObject({ before: { suspended: true }, after: { suspended: false } });
  });

  it('refuses an admin suspending, demoting or messaging themselves with a clear 403', async () => {
    for (const [method, path, body] of [
      ['POST', `/api/admin/users/${ids.admin}/suspend`],
      ['PATCH', `/api/admin/users/${ids.admin}`, { role: 'user' }],
      ['POST', `/api/admin/users/${ids.admin}/message`, { title: 'Me', message: 'Myself' }],
    ] as const) {
      const res = await as.admin(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await json<{ error: { message: string } }>(res)).error.message).toMatch(/cannot change your own role/);
    }
    expect((await t.database.db.select().from(users).where(eq(users.id, ids.admin)))[0]).toMatchObject({ role: 'admin', banned: false });
  });
});

describe('roles', () => {
  it('changes a role, audits before and after, and reports an unchanged role as such', async () => {
    const user = await target('promote-me@example.com');
    const res = await json<{ user: { role: string }; changed: boolean }>(as.admin('PATCH', `/api/admin/users/${user.userId}`, { role: 'moderator' }));
    expect(res).toMatchObject({ changed: true, user: { role: 'moderator' } });
    expect(await json(as.admin('PATCH', `/api/admin/users/${user.userId}`, { role: 'moderator' }))).toMatchObject({ changed: false });
    const events = await audits(user.userId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'user.role', targetLabel: 'promote-me@example.com', before: { role: 'user' }, after: { role: 'moderator' } });
    // The new role takes effect at the user's next request: the back office's article list opens for a moderator.
    expect((await user.call('GET', '/api/admin/articles')).status).toBe(200);
  });

  it('keeps the last active admin (409) and refuses an actor who is no longer an admin (403)', async () => {
    const db = t.database.db;
    const other = await target('second-admin@example.com', 'admin');
    // Two active admins: demoting the other one is allowed.
    const r = await changeUserRole(db, { actor: { id: ids.admin, role: 'admin', suspended: false }, address: null }, other.userId, 'user');
    expect(r.changed).toBe(true);
    // The demoted admin's request that began before the change (its actor still says admin) is refused:
    // demoting the only active admin left → 409, and any other change → 403.
    const stale = { actor: { id: other.userId, role: 'admin' as const, suspended: false }, address: null };
    await expect(changeUserRole(db, stale, ids.admin, 'user')).rejects.toMatchObject({ name: 'ConflictError', message: expect.stringMatching(/last active admin/) });
    await expect(suspendUser(db, stale, ids.admin)).rejects.toMatchObject({ name: 'ConflictError' });
    await expect(changeUserRole(db, stale, ids.reader, 'moderator')).rejects.toMatchObject({ name: 'AuthorizationError', status: 403 });
    expect((await db.select().from(users).where(eq(users.id, ids.admin)))[0]).toMatchObject({ role: 'admin', banned: false });
    expect((await db.select().from(users).where(eq(users.id, ids.reader)))[0]?.role).toBe('user');
  });
});

describe('sessions', () => {
  it('lists an account’s sessions without tokens and ends them all', async () => {
    const user = await target('sessions@example.com');
    await signIn('sessions@example.com');
    const res = await json<{ sessions: AdminUserSessionView[] }>(as.admin('GET', `/api/admin/users/${user.userId}/sessions`));
    expect(res.sessions).toHaveLength(2);
    for (const s of res.sessions) expect(Object.keys(s).sort()).toEqual(['createdAt', 'device', 'expiresAt', 'id', 'ipAddress', 'lastUsedAt', 'userAgent']);
    const tokens = (await t.database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, user.userId))).map((s) => s.token);
    const text = JSON.stringify(res);
    for (const token of tokens) expect(text).not.toContain(token);

    expect(await json(as.admin('DELETE', `/api/admin/users/${user.userId}/sessions`))).toEqual({ sessionsEnded: 2 });
    expect((await user.call('GET', '/api/me')).status).toBe(401);
    expect((await json<{ sessions: unknown[] }>(as.admin('GET', `/api/admin/users/${user.userId}/sessions`))).sessions).toEqual([]);
    const [event] = await audits(user.userId);
    expect(event).toMatchObject({ action: 'user.sessions_end', before: { sessions: 2 }, after: { sessions: 0 } });
    // Ending sessions is not a suspension: they may sign in again.
    expect((await signIn('sessions@example.com')).status).toBe(200);
  });
});

describe('messages', () => {
  it('writes one notification for that user only, and audits it', async () => {
    const user = await target('message-me@example.com');
    const bystander = await target('bystander@example.com');
    const res = await as.admin('POST', `/api/admin/users/${user.userId}/message`, { title: ' Welcome aboard ', message: 'Thanks for joining.' });
    expect(res.status).toBe(201);
    const body = await json<{ notificationId: string; mailed: boolean }>(res);
    expect(body.mailed).toBe(false);
    const mine = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.userId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: body.notificationId, kind: 'message', type: 'info', title: 'Welcome aboard', message: 'Thanks for joining.' });
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, bystander.userId))).toEqual([]);
    // The user sees it in their own notification list.
    const list = await json<{ notifications: { title: string }[] }>(user.call('GET', '/api/me/notifications'));
    expect(list.notifications.map((n) => n.title)).toContain('Welcome aboard');
    const [event] = await audits(user.userId);
    expect(event).toMatchObject({ action: 'user.message', before: null, after: { title: 'Welcome aboard', message: 'Thanks for joining.', mailed: false } });
  });

  it('queues the mail through the outbox in the same transaction when a mail queue is given', async () => {
    const user = await target('mail-me@example.com');
    const queued: string[] = [];
    const queue = { enqueue: async (_db: unknown, id: string) => void queued.push(id) };
    const r = await messageUser(t.database.db, { actor: { id: ids.admin, role: 'admin', suspended: false }, address: '198.51.100.7' }, user.userId, { title: 'Policy\nupdate', message: 'Please read the new rules.' }, { queue, siteName: 'Test', siteUrl: TEST_SITE });
    expect(r.mailed).toBe(true);
    expect(queued).toHaveLength(1);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued[0]!));
    expect(mail).toMatchObject({ kind: 'admin_message', toAddress: 'mail-me@example.com', subject: 'Policy update · Test' });
    expect(mail?.text).toContain('Please read the new rules.');
  });
});
