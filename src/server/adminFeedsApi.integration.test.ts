/**
 * RSS Feed Management's API (issue 11 item 6; admin-content §2, §3, §4), on both databases: the role matrix of every
 * route (visitor 401, reader and moderator 403, suspended admin 401, admin 2xx), add / edit / pause / resume / delete
 * with their audit events, 409 for a known URL, 404 and 400 with field messages, "Test this feed" refusing private
 * addresses and storing nothing (and reading a loopback feed when private networks are allowed, as the pipeline tests
 * do), the OPML round trip into an empty database, and each source's output counts.
 */
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFeedList, AdminFeedSourceView, FeedImportResult, FeedTestResult } from '../domain/adminFeeds.ts';
import type { Actor } from '../domain/roles.ts';
import { auditEvents, feedHealthChecks, feedSources } from '../db/schema.ts';
import { ensureFeedSources, recordFeedCheck } from '../db/queries/feedSources.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { SAMPLE_FEEDS_DIR } from '../pipeline/fetch/sampleFeedServer.ts';
import { callersForEveryRole, signedInCaller, type AppCall } from '../testing/appSession.ts';
import { TEST_PASSWORD, TEST_SITE } from '../testing/authTestClient.ts';
import { createApp } from './app.ts';
import { ApiError, errorResponse } from './errors.ts';
import { createLogger } from './logger.ts';
import { adminFeedsApiRoutes } from './routes/adminFeedsApi.ts';
import type { SessionVariables } from './middleware/session.ts';

const env = { SITE_NAME: 'Test', SITE_URL: TEST_SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
let t: TestDatabase;
let app: ReturnType<typeof createApp>;
const as: Record<'visitor' | 'reader' | 'moderator' | 'admin' | 'suspended', AppCall> = {} as never;
const userIds: Record<string, string> = {};

const json = async <T = Record<string, unknown>>(res: Response | Promise<Response>): Promise<T> => (await res).json() as Promise<T>;
const sourceRow = async (id: string) => (await t.database.db.select().from(feedSources).where(eq(feedSources.id, id)))[0];
const eventsFor = (id: string) => t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, id)).orderBy(auditEvents.createdAt);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let feedServer: Server;
let feedUrl: string;
const SAMPLE_FEED = readFileSync(path.join(SAMPLE_FEEDS_DIR, 'creator-economy-daily.xml'));

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({ database: t.database, env, log: createLogger('silent'), accounts: { sendMail: async () => {} } });
  const roles = await callersForEveryRole(app, t.database.db);
  Object.assign(as, roles.as);
  Object.assign(userIds, roles.userIds);
  // A feed on loopback: what the test route may read only when private networks are allowed.
  feedServer = createServer((req, res) => {
    if (req.url === '/feed.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.end(SAMPLE_FEED);
    } else {
      res.writeHead(404).end('nothing here');
    }
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.xml`;
});
afterAll(async () => {
  await new Promise((resolve) => feedServer?.close(resolve));
  await t?.drop();
});

const add = async (body: Record<string, unknown>) => {
  const res = await as.admin('POST', '/api/admin/feeds', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ source: AdminFeedSourceView }>(res)).source;
};

describe('the feed API role matrix', () => {
  it('refuses visitors and suspended admins (401), readers and moderators (403) on every route, and changes nothing', async () => {
    const [seed] = await t.database.db.insert(feedSources).values({ name: 'Matrix Feed', url: 'https://matrix.example.com/feed' }).returning();
    const id = seed!.id;
    const routes: [string, string, unknown?, Record<string, string>?][] = [
      ['GET', '/api/admin/feeds'],
      ['POST', '/api/admin/feeds', { name: 'New', url: 'https://new.example.com/feed' }],
      ['PATCH', `/api/admin/feeds/${id}`, { name: 'Renamed' }],
      ['DELETE', `/api/admin/feeds/${id}`],
      ['POST', `/api/admin/feeds/${id}/pause`],
      ['POST', `/api/admin/feeds/${id}/resume`],
      ['POST', '/api/admin/feeds/test', { url: 'https://example.com/feed' }],
      ['POST', `/api/admin/feeds/${id}/test`],
      ['GET', '/api/admin/feeds/export.opml'],
    ];
    const refusals = { visitor: 401, suspended: 401, reader: 403, moderator: 403 } as const;
    for (const who of ['visitor', 'suspended', 'reader', 'moderator'] as const) {
      for (const [method, p, body] of routes) {
        const res = await as[who](method, p, body);
        expect(res.status, `${who} ${method} ${p}`).toBe(refusals[who]);
        expect((await json<{ error: { code: string } }>(res)).error.code).toBe(refusals[who] === 401 ? 'unauthorized' : 'forbidden');
      }
      const imp = await as[who]('POST', '/api/admin/feeds/import', undefined, { 'content-type': 'text/x-opml' });
      expect(imp.status, `${who} import`).toBe(refusals[who]);
    }
    expect(await sourceRow(id)).toMatchObject({ name: 'Matrix Feed', isActive: true });
    expect(await t.database.db.select().from(auditEvents)).toEqual([]);
    // Admins get every read route, never cached.
    const list = await as.admin('GET', '/api/admin/feeds');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const exported = await as.admin('GET', '/api/admin/feeds/export.opml');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/x-opml/);
    expect(exported.headers.get('cache-control')).toBe('no-store');
    await t.database.db.delete(feedSources).where(eq(feedSources.id, id));
  });
});

describe('adding, editing, pausing, resuming and deleting a source', () => {
  it('writes each change with an audit event naming the source, its changed fields and the address', async () => {
    const created = await add({ name: 'Social Samosa', url: 'https://www.socialsamosa.com/rss', region: 'india', priority: 1, contentTypes: ['article'] });
    expect(created).toMatchObject({ name: 'Social Samosa', region: 'india', priority: 1, contentTypes: ['article'], state: 'active', health: 'unknown', latestCheck: null, nextCheck: { kind: 'next_run' } });
    const id = created.id;

    const edited = await as.admin('PATCH', `/api/admin/feeds/${id}`, { name: 'Social Samosa India', priority: 2 });
    expect(edited.status).toBe(200);
    expect((await json<{ source: AdminFeedSourceView }>(edited)).source).toMatchObject({ name: 'Social Samosa India', priority: 2 });

    const paused = await json<{ source: AdminFeedSourceView }>(as.admin('POST', `/api/admin/feeds/${id}/pause`));
    expect(paused.source).toMatchObject({ state: 'paused', nextCheck: { kind: 'never', reason: 'paused' } });
    const resumed = await json<{ source: AdminFeedSourceView }>(as.admin('POST', `/api/admin/feeds/${id}/resume`));
    expect(resumed.source).toMatchObject({ state: 'active', nextCheck: { kind: 'next_run' } });

    const deleted = await as.admin('DELETE', `/api/admin/feeds/${id}`);
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ id, deleted: true });
    expect(await sourceRow(id)).toBeUndefined();
    expect((await as.admin('DELETE', `/api/admin/feeds/${id}`)).status).toBe(404);

    const events = await eventsFor(id);
    expect(events.map((e) => e.action)).toEqual(['feed_source.create', 'feed_source.edit', 'feed_source.pause', 'feed_source.resume', 'feed_source.delete']);
    for (const e of events) expect(e).toMatchObject({ actorId: userIds.admin, actorEmail: 'admin@example.com', actorRole: 'admin', targetType: 'feed_source' });
    expect(events[0]).toMatchObject({ targetLabel: 'Social Samosa', before: null, after: { name: 'Social Samosa', url: 'https://www.socialsamosa.com/rss', priority: 1, isActive: true } });
    expect(events[1]).toMatchObject({ targetLabel: 'Social Samosa India', before: { name: 'Social Samosa', priority: 1 }, after: { name: 'Social Samosa India', priority: 2 } });
    expect(Object.keys(events[1]!.after ?? {}).sort()).toEqual(['name', 'priority']);
    expect(events[2]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect(events[3]).toMatchObject({ before: { isActive: false }, after: { isActive: true } });
    expect(events[4]).toMatchObject({ targetLabel: 'Social Samosa India', before: { name: 'Social Samosa India' }, after: null });
    expect(events.every((e) => typeof e.ipAddress === 'string' || e.ipAddress === null)).toBe(true);
  });

  it('resuming a source the pipeline disabled clears its failures and back-off, and the log says so', async () => {
    const { id } = await add({ name: 'Flaky Wire', url: 'https://flaky.example.com/feed' });
    const nextFetchAt = new Date(Date.now() + 3_600_000);
    await t.database.db
      .update(feedSources)
      .set({ isActive: false, disabledAt: new Date(), disabledReason: 'HTTP 500', consecutiveFailures: 10, nextFetchAt, lastError: 'HTTP 500 Internal Server Error' })
      .where(eq(feedSources.id, id));
    const list = await json<AdminFeedList>(as.admin('GET', '/api/admin/feeds'));
    expect(list.sources.find((s) => s.id === id)).toMatchObject({ state: 'disabled', disabledReason: 'HTTP 500', consecutiveFailures: 10, lastError: 'HTTP 500 Internal Server Error', nextCheck: { kind: 'never', reason: 'disabled' } });
    await as.admin('POST', `/api/admin/feeds/${id}/resume`);
    expect(await sourceRow(id)).toMatchObject({ isActive: true, disabledAt: null, consecutiveFailures: 0, nextFetchAt: null });
    const [, resume] = await eventsFor(id);
    expect(resume).toMatchObject({ action: 'feed_source.resume', before: { isActive: false, disabledReason: 'HTTP 500', consecutiveFailures: 10 }, after: { isActive: true, disabledReason: null, consecutiveFailures: 0 } });
  });

  it('answers 409 for a known URL, 404 for an unknown id, 400 with field messages for bad input, and writes no event for them', async () => {
    const first = await add({ name: 'Tubefilter', url: 'https://www.tubefilter.com/feed/' });
    const other = await add({ name: 'Other', url: 'https://other.example.com/feed' });
    const before = (await t.database.db.select().from(auditEvents)).length;

    const dup = await as.admin('POST', '/api/admin/feeds', { name: 'Tubefilter again', url: 'https://www.tubefilter.com/feed/' });
    expect(dup.status).toBe(409);
    expect((await json<{ error: { code: string; message: string } }>(dup)).error).toMatchObject({ code: 'conflict', message: expect.stringContaining('already exists') });
    const dupEdit = await as.admin('PATCH', `/api/admin/feeds/${other.id}`, { url: 'https://www.tubefilter.com/feed/' });
    expect(dupEdit.status).toBe(409);

    for (const [method, p, body] of [
      ['PATCH', `/api/admin/feeds/${UNKNOWN_ID}`, { name: 'x' }],
      ['DELETE', `/api/admin/feeds/${UNKNOWN_ID}`],
      ['POST', `/api/admin/feeds/${UNKNOWN_ID}/pause`],
      ['POST', `/api/admin/feeds/${UNKNOWN_ID}/resume`],
      ['POST', `/api/admin/feeds/${UNKNOWN_ID}/test`],
      ['DELETE', '/api/admin/feeds/not-a-uuid'],
    ] as const) {
      const res = await as.admin(method, p, body);
      expect(res.status, `${method} ${p}`).toBe(404);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('not_found');
    }

    const bad = await as.admin('POST', '/api/admin/feeds', { name: '', url: 'ftp://x.example.com/feed', priority: 9, dataRichnessScore: 100 });
    expect(bad.status).toBe(400);
    const err = (await json<{ error: { code: string; message: string; details: { field: string; message: string }[] } }>(bad)).error;
    expect(err.code).toBe('invalid_request');
    expect(err.message).toContain('computed from fetched items and cannot be set');
    const badFields = await as.admin('POST', '/api/admin/feeds', { name: '', url: 'ftp://x.example.com/feed', priority: 9 });
    const details = (await json<{ error: { details: { field: string; message: string }[] } }>(badFields)).error.details;
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'name must not be empty' },
        { field: 'url', message: 'url must be an http:// or https:// URL' },
        { field: 'priority', message: 'priority must be from 1 (highest) to 5' },
      ]),
    );
    const empty = await as.admin('PATCH', `/api/admin/feeds/${first.id}`, {});
    expect(empty.status).toBe(400);
    expect((await json<{ error: { message: string } }>(empty)).error.message).toContain('give at least one field to change');
    const notJson = await as.admin('POST', '/api/admin/feeds', undefined, { 'content-type': 'text/plain' });
    expect(notJson.status).toBe(415);

    expect((await t.database.db.select().from(auditEvents)).length).toBe(before);
    for (const s of [first, other]) await as.admin('DELETE', `/api/admin/feeds/${s.id}`);
  });
});

describe('Test this feed', () => {
  const counts = async () => ({
    sources: (await t.database.db.select().from(feedSources)).length,
    checks: (await t.database.db.select().from(feedHealthChecks)).length,
    events: (await t.database.db.select().from(auditEvents)).length,
  });

  it('refuses loopback and private addresses with a clear message and stores nothing', async () => {
    const before = await counts();
    for (const url of [feedUrl, 'http://10.1.2.3/feed.xml', 'http://localhost:9/feed.xml', 'http://[::1]/feed']) {
      const res = await as.admin('POST', '/api/admin/feeds/test', { url });
      expect(res.status, url).toBe(400);
      const err = (await json<{ error: { code: string; message: string } }>(res)).error;
      expect(err.code).toBe('invalid_request');
      expect(err.message).toMatch(/not a public address.*public internet addresses only/);
    }
    // A source on a private address is refused the same way.
    const { id } = await add({ name: 'Loopback Feed', url: feedUrl });
    const mid = await counts();
    const bySource = await as.admin('POST', `/api/admin/feeds/${id}/test`);
    expect(bySource.status).toBe(400);
    expect((await json<{ error: { message: string } }>(bySource)).error.message).toContain('not a public address');
    expect(await counts()).toEqual(mid);
    expect(mid.checks).toBe(before.checks);
    const bad = await as.admin('POST', '/api/admin/feeds/test', { url: 'file:///etc/passwd' });
    expect(bad.status).toBe(400);
    expect((await json<{ error: { message: string } }>(bad)).error.message).toContain('url must be an http:// or https:// URL');
    await as.admin('DELETE', `/api/admin/feeds/${id}`);
  });

  it('shows what would be ingested from a loopback feed when private networks are allowed (as the pipeline tests do), storing nothing', async () => {
    // The same router with the limits the pipeline tests pass; a stand-in session for the admin.
    const admin: Actor = { id: userIds.admin!, role: 'admin', suspended: false } as Actor;
    const local = new Hono<{ Variables: SessionVariables }>();
    local.use('*', async (c, next) => {
      c.set('actor', admin);
      await next();
    });
    local.route('/api', adminFeedsApiRoutes({ db: t.database.db, clientAddress: () => '127.0.0.1', fetchLimits: { timeoutMs: 10_000, maxBytes: 1_000_000, allowPrivateNetworks: true } }));
    local.onError((err, c) => (err instanceof ApiError ? errorResponse(c, err.status, err.code, err.message, err.details) : errorResponse(c, 500, 'internal_error', String(err))));
    const before = await counts();
    const res = await local.request('/api/admin/feeds/test', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: feedUrl }) });
    expect(res.status).toBe(200);
    const { result } = await json<{ result: FeedTestResult }>(res);
    if (!result.ok) throw new Error(`test failed: ${result.message}`);
    expect(result.feed.title).toBeTruthy();
    expect(result.finalUrl).toBe(feedUrl);
    expect(result.itemCount).toBeGreaterThan(0);
    expect(result.items[0]).toEqual(
      expect.objectContaining({ title: expect.any(String), link: expect.stringMatching(/^https?:\/\//), decision: expect.stringMatching(/^(published|pending_review|auto_rejected|skipped)$/) }),
    );
    expect(Object.values(result.decisions).reduce((a, b) => a + b, 0)).toBe(result.itemCount);
    expect(result.items.some((i) => i.publishedAt !== null)).toBe(true);

    // A 404 is a result that says why, not an error.
    const missing = await local.request('/api/admin/feeds/test', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: feedUrl.replace('feed.xml', 'gone.xml') }) });
    expect(await json<{ result: FeedTestResult }>(missing)).toEqual({ result: expect.objectContaining({ ok: false, stage: 'fetch', httpStatus: 404, message: expect.stringContaining('404') }) });
    expect(await counts()).toEqual(before);
  });

  it('reads a bundled sample source from its file', async () => {
    await ensureFeedSources(t.database.db, [{ name: 'Sample Daily', url: 'sample:creator-economy-daily.xml', priority: 5, region: 'india', contentTypes: ['article'], supportsMedia: true, isSample: true }]);
    const [sample] = await t.database.db.select().from(feedSources).where(eq(feedSources.url, 'sample:creator-economy-daily.xml'));
    const { result } = await json<{ result: FeedTestResult }>(as.admin('POST', `/api/admin/feeds/${sample!.id}/test`));
    expect(result).toMatchObject({ ok: true, url: 'sample:creator-economy-daily.xml', finalUrl: null });
    await t.database.db.delete(feedSources).where(eq(feedSources.id, sample!.id));
  });
});

describe('OPML export and import', () => {
  it('round-trips: export, then import into an empty database adds the same sources; a second import skips them all', async () => {
    const made = [
      await add({ name: 'Afaqs & Co <Media>', url: 'https://www.afaqs.com/rss', siteUrl: 'https://www.afaqs.com/', region: 'india', priority: 2, contentTypes: ['article', 'video'], supportsMedia: true }),
      await add({ name: 'Creator Podcast', url: 'https://pod.example.com/feed.xml', contentTypes: ['podcast'] }),
    ];
    await as.admin('POST', `/api/admin/feeds/${made[1]!.id}/pause`);
    const opml = await (await as.admin('GET', '/api/admin/feeds/export.opml')).text();
    expect(opml).toContain('<opml version="2.0">');

    const empty = await createTestDatabase();
    try {
      const other = createApp({ database: empty.database, env, log: createLogger('silent'), accounts: { sendMail: async () => {} } });
      const { call, userId } = await signedInCaller(other, empty.database.db, 'importer@example.com', { role: 'admin' });
      const cookie = await sessionCookie(other, 'importer@example.com');
      expect((await postOpml(other, cookie, '  ')).status).toBe(400);
      const imported = await postOpml(other, cookie, opml);
      expect(imported.status, await imported.clone().text()).toBe(200);
      const fields = (s: AdminFeedSourceView) => ({ name: s.name, url: s.url, siteUrl: s.siteUrl, region: s.region, priority: s.priority, contentTypes: s.contentTypes, supportsMedia: s.supportsMedia, state: s.state === 'disabled' ? 'paused' : s.state });
      // Every real source is exported (a disabled one comes back paused: the pipeline's reason is not in OPML).
      const mine = (await json<AdminFeedList>(as.admin('GET', '/api/admin/feeds'))).sources.filter((s) => !s.isSample).map(fields);
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(await json<FeedImportResult>(imported)).toEqual({ added: mine.length, skipped: 0, invalid: [] });
      const theirs = (await json<AdminFeedList>(call('GET', '/api/admin/feeds'))).sources.map(fields);
      const byUrl = (a: { url: string }, b: { url: string }) => a.url.localeCompare(b.url);
      expect(theirs.sort(byUrl)).toEqual(mine.sort(byUrl));

      const again = await postOpml(other, cookie, opml, 'application/xml; charset=utf-8');
      expect(await json<FeedImportResult>(again)).toEqual({ added: 0, skipped: mine.length, invalid: [] });

      const events = await empty.database.db.select().from(auditEvents).orderBy(auditEvents.createdAt);
      expect(events.map((e) => [e.action, e.actorId, e.targetType])).toEqual([
        ['feed_source.import', userId, 'feed_source'],
        ['feed_source.import', userId, 'feed_source'],
      ]);
      expect(events[0]).toMatchObject({ targetLabel: `OPML import: ${mine.length} added`, after: { added: mine.length, skipped: 0, invalid: 0, names: expect.arrayContaining(['Creator Podcast', 'Afaqs & Co <Media>']) } });
      expect(events[1]).toMatchObject({ after: { added: 0, skipped: mine.length, names: [] } });

      // Not OPML, the wrong type, too large: refused, nothing added.
      const notOpml = await postOpml(other, cookie, '<rss version="2.0"><channel/></rss>');
      expect(notOpml.status).toBe(400);
      expect((await json<{ error: { message: string } }>(notOpml)).error.message).toMatch(/^Not a valid OPML file/);
      const wrongType = await postOpml(other, cookie, opml, 'text/plain');
      expect(wrongType.status).toBe(415);
      const huge = await postOpml(other, cookie, 'x'.repeat(1024 * 1024 + 1));
      expect(huge.status).toBe(413);
      expect((await empty.database.db.select().from(feedSources)).length).toBe(mine.length);
    } finally {
      await empty.drop();
    }
    for (const s of made) await as.admin('DELETE', `/api/admin/feeds/${s.id}`);
  });

  it('reports invalid outlines and skips known addresses', async () => {
    const known = await add({ name: 'Known', url: 'https://known.example.com/feed' });
    const opml = `<?xml version="1.0"?><opml version="2.0"><head><title>x</title></head><body>
      <outline text="Known again" xmlUrl="https://known.example.com/feed"/>
      <outline text="Fresh" xmlUrl="https://fresh.example.com/feed"/>
      <outline text="Old FTP" xmlUrl="ftp://old.example.com/feed"/>
    </body></opml>`;
    const result = await json<FeedImportResult>(postOpml(app, await sessionCookie(app, 'admin@example.com'), opml));
    expect(result).toEqual({ added: 1, skipped: 1, invalid: [{ title: 'Old FTP', reason: 'url must be an http:// or https:// URL' }] });
    const fresh = (await json<AdminFeedList>(as.admin('GET', '/api/admin/feeds'))).sources.find((s) => s.url === 'https://fresh.example.com/feed');
    for (const s of [known, fresh!]) await as.admin('DELETE', `/api/admin/feeds/${s.id}`);
  });
});

describe('per-source output and health', () => {
  it('counts what each source produced and shows its latest health check', async () => {
    const a = await add({ name: 'Output A', url: 'https://a.example.com/feed' });
    const b = await add({ name: 'Output B', url: 'https://b.example.com/feed' });
    const c = await add({ name: 'Output C', url: 'https://c.example.com/feed' });
    await insertTestArticle(t.database, { feedSourceId: a.id, status: 'published' });
    await insertTestArticle(t.database, { feedSourceId: a.id, status: 'published', isDuplicate: true });
    await insertTestArticle(t.database, { feedSourceId: a.id, status: 'draft', adminStatus: 'pending_review', publishedAt: null });
    await insertTestArticle(t.database, { feedSourceId: a.id, status: 'draft', adminStatus: 'auto_rejected', publishedAt: null });
    await insertTestArticle(t.database, { feedSourceId: a.id, status: 'rejected', publishedAt: null });
    await insertTestArticle(t.database, { feedSourceId: b.id, status: 'archived', publishedAt: null });
    await insertTestArticle(t.database, { feedSourceId: null, status: 'published' });

    await recordFeedCheck(t.database.db, { sourceId: a.id, status: 'healthy', httpStatus: 200, responseTimeMs: 321, itemsFound: 12, itemsNew: 4, imagesExtracted: 7, dataPointsExtracted: 30, errorMessage: null });
    await recordFeedCheck(t.database.db, { sourceId: b.id, status: 'error', httpStatus: 503, responseTimeMs: 90, itemsFound: 0, itemsNew: 0, imagesExtracted: 0, dataPointsExtracted: 0, errorMessage: 'HTTP 503 Service Unavailable' });

    const list = await json<AdminFeedList>(as.admin('GET', '/api/admin/feeds'));
    const of = (id: string) => list.sources.find((s) => s.id === id)!;
    expect(of(a.id).output).toEqual({ published: 2, inReview: 1, rejected: 2, duplicates: 1, total: 5 });
    expect(of(b.id).output).toEqual({ published: 0, inReview: 0, rejected: 0, duplicates: 0, total: 1 });
    expect(of(c.id).output).toEqual({ published: 0, inReview: 0, rejected: 0, duplicates: 0, total: 0 });
    expect(of(a.id)).toMatchObject({ health: 'healthy', latestCheck: { status: 'healthy', httpStatus: 200, responseTimeMs: 321, itemsFound: 12, imagesExtracted: 7 }, consecutiveFailures: 0 });
    expect(of(b.id)).toMatchObject({ health: 'failing', consecutiveFailures: 1, lastError: 'HTTP 503 Service Unavailable', nextCheck: { kind: 'backoff', at: expect.any(String) } });
    expect(Date.parse((of(b.id).nextCheck as { at: string }).at)).toBeGreaterThan(Date.now() + 10 * 60_000);
    expect(of(c.id)).toMatchObject({ health: 'unknown', latestCheck: null });
    // Fetch validators are not part of the view.
    expect(Object.keys(of(a.id))).not.toContain('etag');
  });
});

/** A second session of an account signedInCaller made, for requests whose body is not JSON. */
async function sessionCookie(on: { request: (p: string, init?: RequestInit) => Response | Promise<Response> }, email: string): Promise<string> {
  const res = await on.request('/api/auth/sign-in/email', { method: 'POST', headers: { origin: TEST_SITE, 'content-type': 'application/json' }, body: JSON.stringify({ email, password: TEST_PASSWORD }) });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** POSTs OPML text to the import route. */
function postOpml(on: { request: (p: string, init?: RequestInit) => Response | Promise<Response> }, cookie: string, body: string, type = 'text/x-opml'): Promise<Response> {
  return Promise.resolve(on.request('/api/admin/feeds/import', { method: 'POST', headers: { origin: TEST_SITE, 'content-type': type, cookie }, body }));
}
