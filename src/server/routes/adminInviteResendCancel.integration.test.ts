/**
 * A pending invitation resent and cancelled (issue 11 item 8), on both databases:
 * - POST /api/admin/users/{id}/invite/resend mails a new link over SMTP (the outbox, as the invitation) that sets the
 *   password, while the old link no longer works; the unsent old mail is withdrawn from the outbox; one resend a
 *   minute per account (429 with Retry-After, also for two at once); 409 once accepted, 404 unknown, 503 without a
 *   mail outbox; the audit event.
 * - DELETE /api/admin/users/{id}/invite deletes the unused account with its links, notifications and unsent
 *   invitation mail; the audit and security events; the address can be invited again; 409 once accepted, 404 unknown.
 * - Both routes: visitors and suspended admins 401, readers and moderators 403, an admin on their own account 403, a
 *   request from another site 403; nothing changed by a refusal.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, notifications, securityEvents, users, verifications } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../db/testDatabase.ts';
import { INVITE_RESEND_INTERVAL_SECONDS, INVITE_TTL_HOURS, type AdminUserInvite } from '../../domain/adminUsers.ts';
import { deliverOutboxMail, type MailJobQueue } from '../../integrations/mail/mailOutbox.ts';
import { createMailTransport } from '../../integrations/mail/mailTransport.ts';
import { callersForEveryRole, signedInCaller, type AppCall, type RoleCaller } from '../../testing/appSession.ts';
import { TEST_SITE } from '../../testing/authTestClient.ts';
import { startSmtpCapture, type SmtpCapture } from '../../testing/smtpCapture.ts';
import { createApp } from '../app.ts';
import { createLogger } from '../logger.ts';

const env = { SITE_NAME: 'Creator Economy India', SITE_URL: TEST_SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
const roomy = { limit: 10_000, windowMs: 60_000 };
const SECRET = 'test-secret-of-at-least-thirty-two-characters-long';
let t: TestDatabase;
let smtp: SmtpCapture;
let app: ReturnType<typeof createApp>;
let as: Record<RoleCaller, AppCall>;
let adminId = '';
/** An admin of an app without a mail outbox. */
let mailless: AppCall;
const queued: string[] = [];
const queue: MailJobQueue = { enqueue: async (_db, id) => void queued.push(id) };
const silent = { info: () => {}, warn: () => {}, error: () => {} };

type Envelope = { error: { code: string; message: string } };
const json = async <T = Record<string, unknown>>(res: Response | Promise<Response>): Promise<T> => (await res).json() as Promise<T>;
const post = (path: string, body: unknown) => app.request(path, { method: 'POST', headers: { origin: TEST_SITE, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const resend = (id: string, who: AppCall = as.admin) => who('POST', `/api/admin/users/${id}/invite/resend`);
const cancel = (id: string, who: AppCall = as.admin) => who('DELETE', `/api/admin/users/${id}/invite`);
const db = () => t.database.db;

async function invite(email: string, name = 'Invited Person', role = 'user'): Promise<AdminUserInvite> {
  const res = await as.admin('POST', '/api/admin/users/invite', { email, name, role });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<AdminUserInvite>(res);
}
/** The account's reset-password tokens (its working links). */
const tokensOf = async (userId: string) =>
  (await db().select().from(verifications).where(eq(verifications.value, userId))).filter((v) => v.identifier.startsWith('reset-password:')).map((v) => v.identifier.slice('reset-password:'.length));
/** Makes the account's links look issued longer ago than the resend interval. */
const ageLinks = (userId: string) =>
  db()
    .update(verifications)
    .set({ createdAt: new Date(Date.now() - (INVITE_RESEND_INTERVAL_SECONDS + 1) * 1000) })
    .where(eq(verifications.value, userId));
const outboxTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(asc(mailOutbox.createdAt));
const linkIn = (text: string | undefined) => new URL(text?.match(/https?:\/\/\S+reset-password\S+/)?.[0] ?? 'http://missing/');
const audits = (action: string, targetId: string) => db().select().from(auditEvents).where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startSmtpCapture();
  const common = { database: t.database, env, log: createLogger('silent'), accounts: { secret: SECRET, sendMail: async () => {}, limits: { address: roomy, accountAddress: roomy, account: roomy } } };
  app = createApp({ ...common, mailQueue: queue });
  const roles = await callersForEveryRole(app, db());
  as = roles.as;
  adminId = roles.userIds.admin;
  const maillessApp = createApp(common);
  mailless = (await signedInCaller(maillessApp, db(), 'mailless-admin@example.com', { role: 'admin' })).call;
});
afterAll(async () => {
  await smtp?.close();
  await t?.drop();
});

describe('who may resend or cancel an invitation', () => {
  it('refuses visitors and suspended admins (401), readers and moderators (403), an admin on their own account (403), another site (403), changing nothing', async () => {
    const { user } = await invite('matrix.invitee@example.com');
    await ageLinks(user.id);
    const tokens = await tokensOf(user.id);
    const mailBefore = queued.length;
    const refusals = { visitor: 401, suspended: 401, reader: 403, moderator: 403 } as const;
    for (const who of ['visitor', 'suspended', 'reader', 'moderator'] as const) {
      for (const res of [await resend(user.id, as[who]), await cancel(user.id, as[who])]) {
        expect(res.status, `${who} ${res.url}`).toBe(refusals[who]);
        expect(res.headers.get('cache-control')).toContain('no-store');
        expect((await json<Envelope>(res)).error.code).toBe(refusals[who] === 401 ? 'unauthorized' : 'forbidden');
      }
    }
    // An admin's own account is never an invitation of theirs to resend or cancel.
    expect((await resend(adminId)).status).toBe(403);
    expect((await cancel(adminId)).status).toBe(403);
    // The origin check applies to both (app-wide).
    const evil = { origin: 'https://evil.example' };
    expect((await as.admin('POST', `/api/admin/users/${user.id}/invite/resend`, undefined, evil)).status).toBe(403);
    expect((await as.admin('DELETE', `/api/admin/users/${user.id}/invite`, undefined, evil)).status).toBe(403);

    expect(queued.length).toBe(mailBefore);
    expect(await tokensOf(user.id)).toEqual(tokens);
    expect(await db().select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect(await audits('user.invite_resend', user.id)).toEqual([]);
    expect(await audits('user.invite_cancel', user.id)).toEqual([]);
  });

  it('answers 404 for an unknown account and 503 to a resend where no mail outbox is configured', async () => {
    for (const res of [await resend('nobodyHere123'), await cancel('nobodyHere123')]) {
      expect(res.status).toBe(404);
      expect((await json<Envelope>(res)).error.code).toBe('not_found');
    }
    const { user } = await invite('mailless.invitee@example.com');
    await ageLinks(user.id);
    const res = await resend(user.id, mailless);
    expect(res.status).toBe(503);
    expect((await json<Envelope>(res)).error.code).toBe('unavailable');
  });
});

describe('resend', () => {
  const email = 'nandini.rao@example.com';
  const password = 'Monsoon-Lantern-58';
  let userId = '';

  it('mails a new link that sets the password, while the old link no longer works', async () => {
    const transport = createMailTransport({ smtpUrl: smtp.url, from: 'Creator Economy India <no-reply@creatoreconomy.in>' });
    const { user } = await invite(email, 'Nandini Rao', 'moderator');
    userId = user.id;
    // The invitation is delivered; its link is the old one.
    expect(await deliverOutboxMail(db(), transport, queued.at(-1) as string, { finalAttempt: false, log: silent })).toMatchObject({ outcome: 'sent' });
    const first = await smtp.waitFor(1);
    const oldToken = linkIn(first.at(-1)?.parsed.text).searchParams.get('token') ?? '';
    expect(await tokensOf(userId)).toEqual([oldToken]);

    await ageLinks(userId);
    const started = Date.now();
    const res = await resend(userId);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = await json<AdminUserInvite>(res);
    expect(body.user).toMatchObject({ id: userId, email, role: 'moderator', invitePending: true, emailVerified: false });
    const ttl = Date.parse(body.expiresAt) - started;
    expect(ttl).toBeGreaterThan(INVITE_TTL_HOURS * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(INVITE_TTL_HOURS * 3600_000 + 60_000);
    expect(JSON.stringify(body)).not.toMatch(/token/i);

    // The new mail goes through the outbox and over SMTP like the invitation.
    expect(await deliverOutboxMail(db(), transport, queued.at(-1) as string, { finalAttempt: false, log: silent })).toMatchObject({ outcome: 'sent' });
    const received = await smtp.waitFor(2);
    const mail = received.at(-1);
    expect(mail?.recipients).toEqual([email]);
    expect(mail?.parsed.subject).toBe('Staff Member invited you to Creator Economy India: set your password');
    const link = linkIn(mail?.parsed.text);
    expect(link.origin + link.pathname).toBe(`${TEST_SITE}/auth/reset-password`);
    expect(link.searchParams.get('invite')).toBe('1');
    const newToken = link.searchParams.get('token') ?? '';
    expect(newToken).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(newToken).not.toBe(oldToken);
    expect(await tokensOf(userId)).toEqual([newToken]);

    const [event] = await audits('user.invite_resend', userId);
    expect(event).toMatchObject({ actorId: adminId, targetType: 'user', targetLabel: email, before: { linksVoided: 1, mailsWithdrawn: 0 }, after: { role: 'moderator', expiresAt: body.expiresAt } });

    const old = await post('/api/auth/reset-password', { token: oldToken, newPassword: password });
    expect(old.status).toBe(400);
    expect((await json<{ code?: string }>(old)).code).toBe('INVALID_TOKEN');
    const set = await post('/api/auth/reset-password', { token: newToken, newPassword: password });
    expect(set.status, await set.clone().text()).toBe(200);
    const signIn = await post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
  });

  it('answers 409 once the invitation was accepted (and for an account that signed up), sending and changing nothing', async () => {
    const mailBefore = queued.length;
    for (const id of [userId, (await db().select({ id: users.id }).from(users).where(eq(users.email, 'reader@example.com')))[0]!.id]) {
      await ageLinks(id);
      const r = await resend(id);
      expect(r.status).toBe(409);
      const err = await json<Envelope>(r);
      expect(err.error.code).toBe('conflict');
      expect(err.error.message).toContain('already accepted');
      const c = await cancel(id);
      expect(c.status).toBe(409);
      expect((await json<Envelope>(c)).error.code).toBe('conflict');
      expect(await db().select({ id: users.id }).from(users).where(eq(users.id, id))).toHaveLength(1);
    }
    expect(queued.length).toBe(mailBefore);
    expect(await audits('user.invite_cancel', userId)).toEqual([]);
    // The accepted account still signs in.
    expect((await post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
  });

  it('refuses a second resend within a minute of the last link (429, Retry-After), also two at once, and withdraws the unsent old mail', async () => {
    const target = 'throttled@example.com';
    const { user } = await invite(target);
    const inviteMailId = queued.at(-1) as string;
    const mailBefore = queued.length;

    // Right after the invitation.
    const tooSoon = await resend(user.id);
    expect(tooSoon.status).toBe(429);
    const retryAfter = Number(tooSoon.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(INVITE_RESEND_INTERVAL_SECONDS);
    const err = await json<Envelope>(tooSoon);
    expect(err.error.code).toBe('rate_limited');
    expect(err.error.message).toContain(`Try again in ${retryAfter} s`);
    expect(queued.length).toBe(mailBefore);

    // A minute later: one of two concurrent resends goes through, the other is refused.
    await ageLinks(user.id);
    const statuses = (await Promise.all([resend(user.id), resend(user.id)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 429]);
    expect(queued.length).toBe(mailBefore + 1);
    expect(await tokensOf(user.id)).toHaveLength(1);
    // The invitation's mail was never sent: it is withdrawn (its link is void), and its job finds nothing to send.
    const rows = await outboxTo(target);
    expect(rows.map((r) => r.id)).toEqual([queued.at(-1)]);
    expect(await deliverOutboxMail(db(), null, inviteMailId, { finalAttempt: false, log: silent })).toEqual({ outcome: 'missing' });
    expect((await audits('user.invite_resend', user.id))[0]?.before).toEqual({ linksVoided: 1, mailsWithdrawn: 1 });

    // And again right after the resend.
    expect((await resend(user.id)).status).toBe(429);
  });
});

describe('cancel', () => {
  it('deletes the unused account with its links, notifications and unsent mail; audited; the address can be invited again', async () => {
    const email = 'arjun.mehta@example.com';
    const { user } = await invite(email, 'Arjun Mehta', 'admin');
    const [token] = await tokensOf(user.id);
    // Something hanging off the account: an admin's message (a notification and a mail).
    expect((await as.admin('POST', `/api/admin/users/${user.id}/message`, { title: 'Welcome', message: 'Looking forward to working with you.' })).status).toBe(201);
    expect(await db().select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);

    const res = await cancel(user.id);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(await json(res)).toEqual({ cancelled: true });

    expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db().select().from(verifications).where(eq(verifications.value, user.id))).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);
    // The invitation is withdrawn; the message mail (another kind) stays.
    expect((await outboxTo(email)).map((r) => r.kind)).toEqual(['admin_message']);

    const [event] = await audits('user.invite_cancel', user.id);
    expect(event).toMatchObject({ actorId: adminId, targetType: 'user', targetLabel: email, before: { email, name: 'Arjun Mehta', role: 'admin' }, after: { mailsWithdrawn: 1 } });
    const [security] = await db()
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'account_deleted'), eq(securityEvents.email, email)));
    expect(security).toMatchObject({ userId: null, actorId: adminId, detail: { via: 'admin', reason: 'invite_cancelled', role: 'admin' } });

    // The old link sets nothing, and a second cancel finds nothing.
    expect((await post('/api/auth/reset-password', { token, newPassword: 'Harbour-Kettle-41' })).status).toBe(400);
    expect((await cancel(user.id)).status).toBe(404);
    expect((await resend(user.id)).status).toBe(404);
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(users).where(inArray(users.email, [email]))).toEqual([{ n: 0 }]);

    const again = await invite(email, 'Arjun Mehta', 'user');
    expect(again.user).toMatchObject({ email, invitePending: true });
    expect(again.user.id).not.toBe(user.id);
  });
});
