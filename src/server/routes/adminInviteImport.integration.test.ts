/**
 * Two back-office features on both databases (issue 11 items 3 and 8):
 * - URL import (POST /api/admin/articles/import-url): the role matrix; a page served on loopback imported with its
 *   fields extracted when private networks are allowed (the pipeline tests' limits), the same URL refused with 422 by
 *   an app with the default limits (SSRF); a non-HTML answer (502) and a page over the size cap (413) refused; an
 *   existing article with the URL reported; nothing stored.
 * - Invite by mail (POST /api/admin/users/invite): the role matrix; the invitation delivered over SMTP to a server on
 *   loopback; its link sets the password once (a second use and an expired link refused), which verifies the address,
 *   and the invitee signs in with it; 409 for an email with an account (no mail); the audit event.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, auditEvents, authAccounts, mailOutbox, users, verifications } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../db/testDatabase.ts';
import { INVITE_TTL_HOURS, type AdminUserInvite, type AdminUserList } from '../../domain/adminUsers.ts';
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
const MAX_BYTES = 200_000;
let t: TestDatabase;
let smtp: SmtpCapture;
let pages: Server;
let base = '';
/** An app that may fetch loopback (as the pipeline tests run), and one with the production default (public only). */
let app: ReturnType<typeof createApp>;
let strictApp: ReturnType<typeof createApp>;
let as: Record<RoleCaller, AppCall>;
let strictAdmin: AppCall;
const queued: string[] = [];
const queue: MailJobQueue = { enqueue: async (_db, id) => void queued.push(id) };
const silent = { info: () => {}, warn: () => {}, error: () => {} };

const ARTICLE_TEXT = '<p>Indian creators signed more long-term brand deals this festive season than in any year before, agencies told us.</p>'.repeat(6);
const ARTICLE_PAGE = `<!doctype html><html><head><meta charset="utf-8">
<title>Festive deals for creators | Test Trade Press</title>
<meta property="og:title" content="Festive season brings record creator deals">
<meta property="og:description" content="Brands lock creators into year-long contracts.">
<meta property="og:image" content="https://cdn.example.com/festive.jpg">
<meta property="og:site_name" content="Test Trade Press">
<meta name="author" content="Kavya Menon">
<meta property="article:published_time" content="2026-11-20T10:00:00Z">
</head><body><article><h1>Festive season brings record creator deals</h1>${ARTICLE_TEXT}<script>alert(1)</script></article></body></html>`;

const json = async <T = Record<string, unknown>>(res: Response | Promise<Response>): Promise<T> => (await res).json() as Promise<T>;
const post = (path: string, body: unknown) => app.request(path, { method: 'POST', headers: { origin: TEST_SITE, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const outboxCount = async () => (await t.database.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startSmtpCapture();
  pages = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/article') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE_PAGE);
    if (path === '/data.json') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"title": "not a page"}');
    if (path === '/big') return void res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html><body>${'<p>padding</p>'.repeat(MAX_BYTES / 10)}</body></html>`);
    res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not found</body></html>');
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  const common = { database: t.database, env, log: createLogger('silent'), mailQueue: queue, accounts: { secret: SECRET, sendMail: async () => {}, limits: { address: roomy, accountAddress: roomy, account: roomy } } };
  app = createApp({ ...common, feeds: { fetchLimits: { timeoutMs: 10_000, maxBytes: MAX_BYTES, allowPrivateNetworks: true } } });
  strictApp = createApp(common);
  as = (await callersForEveryRole(app, t.database.db)).as;
  strictAdmin = (await signedInCaller(strictApp, t.database.db, 'strict-admin@example.com', { role: 'admin' })).call;
});
afterAll(async () => {
  await new Promise<void>((resolve) => (pages ? pages.close(() => resolve()) : resolve()));
  await smtp?.close();
  await t?.drop();
});

describe('the role matrix of both routes', () => {
  it('refuses visitors and suspended admins (401), readers and moderators (403), with no-store and nothing written', async () => {
    const before = { mail: await outboxCount(), users: (await t.database.db.select({ n: count() }).from(users))[0]?.n };
    const routes: [string, unknown][] = [
      ['/api/admin/articles/import-url', { url: `${base}/article` }],
      ['/api/admin/users/invite', { email: 'matrix@example.com', name: 'Matrix Person', role: 'admin' }],
    ];
    const refusals = { visitor: 401, suspended: 401, reader: 403, moderator: 403 } as const;
    for (const who of ['visitor', 'suspended', 'reader', 'moderator'] as const) {
      for (const [path, body] of routes) {
        const res = await as[who]('POST', path, body);
        expect(res.status, `${who} ${path}`).toBe(refusals[who]);
        expect(res.headers.get('cache-control'), `${who} ${path}`).toContain('no-store');
        expect((await json<{ error: { code: string } }>(res)).error.code).toBe(refusals[who] === 401 ? 'unauthorized' : 'forbidden');
      }
    }
    expect(await outboxCount()).toBe(before.mail);
    expect((await t.database.db.select({ n: count() }).from(users))[0]?.n).toBe(before.users);
  });
});

describe('URL import', () => {
  it('imports a loopback page when private networks are allowed: fields extracted, content sanitised, nothing stored', async () => {
    const [{ n: articlesBefore } = { n: 0 }] = await t.database.db.select({ n: count() }).from(articles);
    const res = await as.admin('POST', '/api/admin/articles/import-url', { url: `${base}/article` });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = await json<{ draft: Record<string, string | null>; existing_id: string | null; url_known: boolean }>(res);
    expect(body.draft).toMatchObject({
      title: 'Festive season brings record creator deals',
      summary: 'Brands lock creators into year-long contracts.',
      image_url: 'https://cdn.example.com/festive.jpg',
      author: 'Kavya Menon',
      source_name: 'Test Trade Press',
      source_url: `${base}/article`,
      published_at: '2026-11-20T10:00:00.000Z',
    });
    expect(body.draft.content).toContain('long-term brand deals');
    expect(body.draft.content).not.toContain('<script');
    expect(body).toMatchObject({ existing_id: null, url_known: false });
    expect((await t.database.db.select({ n: count() }).from(articles))[0]?.n).toBe(articlesBefore);
  });

  it('refuses the same loopback URL with 422 where private networks are not allowed (SSRF), and link-local metadata too', async () => {
    for (const url of [`${base}/article`, 'http://169.254.169.254/latest/meta-data/', 'http://localhost:9/x']) {
      const res = await strictAdmin('POST', '/api/admin/articles/import-url', { url });
      expect(res.status, url).toBe(422);
      const err = await json<{ error: { code: string; message: string } }>(res);
      expect(err.error.message).toContain('not a public address');
      expect(err.error.message).toContain('never from loopback or private networks');
    }
  });

  it('refuses a non-HTML answer and an HTTP error (502), a page over the size cap (413), a bad URL (400)', async () => {
    const notHtml = await as.admin('POST', '/api/admin/articles/import-url', { url: `${base}/data.json` });
    expect(notHtml.status).toBe(502);
    expect((await json<{ error: { message: string } }>(notHtml)).error.message).toContain('not HTML');
    const missing = await as.admin('POST', '/api/admin/articles/import-url', { url: `${base}/gone` });
    expect(missing.status).toBe(502);
    expect((await json<{ error: { message: string } }>(missing)).error.message).toContain('404');
    const big = await as.admin('POST', '/api/admin/articles/import-url', { url: `${base}/big` });
    expect(big.status).toBe(413);
    expect((await json<{ error: { code: string } }>(big)).error.code).toBe('payload_too_large');
    for (const url of ['', 'ftp://example.com/a', 'file:///etc/passwd', `https://example.com/${'a'.repeat(2048)}`]) {
      expect((await as.admin('POST', '/api/admin/articles/import-url', { url })).status, url.slice(0, 30)).toBe(400);
    }
    expect((await as.admin('POST', '/api/admin/articles/import-url', { url: `${base}/article`, extra: 1 })).status).toBe(400);
  });

  it('reports the existing article when one has the URL (by the create path’s URL hash)', async () => {
    const created = await as.admin('POST', '/api/admin/articles', {
      title: 'Festive season brings record creator deals',
      source_name: 'Test Trade Press',
      source_url: `${base}/article`,
      summary: 'Brands lock creators into year-long contracts.',
      content: 'Indian creators signed more long-term brand deals this festive season than in any year before, agencies told us.',
      category: 'brand-partnerships',
      status: 'draft',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { article } = await json<{ article: { id: string } }>(created);
    // The same address with a tracking parameter is the same article.
    const res = await as.admin('POST', '/api/admin/articles/import-url', { url: `${base}/article?utm_source=newsletter` });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ existing_id: article.id, url_known: true });
  });
});

describe('invite by mail', () => {
  const invitee = { email: 'Riya.Sen@Example.com', name: 'Riya Sen', role: 'moderator' };
  const password = 'Lantern-Harbour-73';

  it('creates the account, mails a single-use link that sets the password and verifies the address; the invitee signs in', async () => {
    const mailBefore = queued.length;
    const started = Date.now();
    const res = await as.admin('POST', '/api/admin/users/invite', invitee);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = await json<AdminUserInvite>(res);
    expect(body.user).toMatchObject({ email: 'riya.sen@example.com', name: 'Riya Sen', role: 'moderator', emailVerified: false, suspended: false, sessionCount: 0, invitePending: true });
    // The link lasts INVITE_TTL_HOURS, not the one hour of a reset, and the answer never carries it.
    const ttl = Date.parse(body.expiresAt) - started;
    expect(ttl).toBeGreaterThan(INVITE_TTL_HOURS * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(INVITE_TTL_HOURS * 3600_000 + 60_000);
    expect(JSON.stringify(body)).not.toMatch(/token/i);
    expect(await t.database.db.select().from(authAccounts).where(eq(authAccounts.userId, body.user.id))).toEqual([]);

    // The audit event, by the admin, with the role given.
    const [event] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'user.invite'), eq(auditEvents.targetId, body.user.id)));
    expect(event).toMatchObject({ targetType: 'user', targetLabel: 'riya.sen@example.com', after: expect.objectContaining({ role: 'moderator', name: 'Riya Sen' }) });
    expect(event?.actorId).toBeTruthy();

    // The mail, over SMTP.
    expect(queued.length).toBe(mailBefore + 1);
    const transport = createMailTransport({ smtpUrl: smtp.url, from: 'Creator Economy India <no-reply@creatoreconomy.in>' });
    expect(await deliverOutboxMail(t.database.db, transport, queued.at(-1) as string, { finalAttempt: false, log: silent })).toMatchObject({ outcome: 'sent' });
    const [received] = await smtp.waitFor(1);
    expect(received?.recipients).toEqual(['riya.sen@example.com']);
    expect(received?.parsed.subject).toBe('Staff Member invited you to Creator Economy India: set your password');
    expect(received?.parsed.text).toContain(`${INVITE_TTL_HOURS} hours`);
    const link = new URL(received?.parsed.text?.match(/https?:\/\/\S+reset-password\S+/)?.[0] ?? 'http://missing/');
    expect(link.origin + link.pathname).toBe(`${TEST_SITE}/auth/reset-password`);
    expect(link.searchParams.get('invite')).toBe('1');
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);

    // No password yet: nothing signs in.
    expect((await post('/api/auth/sign-in/email', { email: invitee.email, password })).status).not.toBe(200);
    const set = await post('/api/auth/reset-password', { token, newPassword: password });
    expect(set.status, await set.clone().text()).toBe(200);
    const again = await post('/api/auth/reset-password', { token, newPassword: 'Another-Lantern-99' });
    expect(again.status).toBe(400);
    expect((await json<{ code?: string }>(again)).code).toBe('INVALID_TOKEN');

    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row).toMatchObject({ emailVerified: true, role: 'moderator' });
    const signIn = await post('/api/auth/sign-in/email', { email: invitee.email, password });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    // The second password did not take.
    expect((await post('/api/auth/sign-in/email', { email: invitee.email, password: 'Another-Lantern-99' })).status).toBe(401);

    const list = await json<AdminUserList>(as.admin('GET', `/api/admin/users?q=${encodeURIComponent('riya.sen')}`));
    expect(list.users.find((u) => u.id === body.user.id)).toMatchObject({ invitePending: false, emailVerified: true });
  });

  it('answers 409 for an email that has an account, sending nothing', async () => {
    const before = { mail: await outboxCount(), queued: queued.length };
    for (const email of ['riya.sen@example.com', 'READER@example.com']) {
      const res = await as.admin('POST', '/api/admin/users/invite', { email, name: 'Someone Else', role: 'admin' });
      expect(res.status, email).toBe(409);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('conflict');
    }
    expect(await outboxCount()).toBe(before.mail);
    expect(queued.length).toBe(before.queued);
    const [reader] = await t.database.db.select().from(users).where(eq(users.email, 'reader@example.com'));
    expect(reader?.role).toBe('user');
  });

  it('refuses an expired link', async () => {
    const res = await as.admin('POST', '/api/admin/users/invite', { email: 'late@example.com', name: 'Late Comer', role: 'user' });
    expect(res.status).toBe(201);
    const { user } = await json<AdminUserInvite>(res);
    const [v] = await t.database.db.select().from(verifications).where(eq(verifications.value, user.id));
    const token = v!.identifier.replace(/^reset-password:/, '');
    await t.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verifications.id, v!.id));
    const set = await post('/api/auth/reset-password', { token, newPassword: password });
    expect(set.status).toBe(400);
    expect((await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.emailVerified).toBe(false);
  });

  it('checks the body with sign-up’s rules (400) and defaults the role to user', async () => {
    for (const body of [
      { email: 'not-an-email', name: 'Valid Name', role: 'user' },
      { email: 'ok@example.com', name: '', role: 'user' },
      { email: 'ok@example.com', name: '<script>', role: 'user' },
      { email: 'ok@example.com', name: 'Valid Name', role: 'owner' },
      { email: 'ok@example.com', name: 'Valid Name', role: 'user', password: 'Kettle-Monsoon-42' },
      { email: 'ok@mailinator.com', name: 'Valid Name', role: 'user' },
    ]) {
      const res = await as.admin('POST', '/api/admin/users/invite', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const res = await as.admin('POST', '/api/admin/users/invite', { email: 'plain@example.com', name: 'Plain Reader' });
    expect(res.status).toBe(201);
    expect((await json<AdminUserInvite>(res)).user.role).toBe('user');
  });
});
