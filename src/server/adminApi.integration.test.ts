/**
 * The back office's article API (issue 11 items 3, 4, 5, 11, 12, 13), on both databases: the role matrix of every
 * route (visitor 401, reader 403, suspended 401, moderator for review and status, admin for the rest), approve making a
 * story public in another web process at once and reject keeping it out, 409 for a story already decided, the article
 * form's rules, bulk actions reporting each failure, the CSV export neutralising formulas, editorial labels and the
 * audit log.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, auditEvents, editorialLabels } from '../db/schema.ts';
import { urlHash } from '../pipeline/dedupe/hashes.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { callersForEveryRole, type AppCall } from '../testing/appSession.ts';
import { TEST_SITE } from '../testing/authTestClient.ts';
import { eventually } from '../testing/eventually.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

const env = { SITE_NAME: 'Test', SITE_URL: TEST_SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
let t: TestDatabase;
let app: ReturnType<typeof createApp>;
/** A second web process on the same database: what it caches must change when the first one approves. */
let otherProcess: ReturnType<typeof createApp>;
const as: Record<'visitor' | 'reader' | 'moderator' | 'admin' | 'suspended', AppCall> = {} as never;
const userIds: Record<string, string> = {};

const pending = (o: Parameters<typeof insertTestArticle>[1] = {}) =>
  insertTestArticle(t.database, {
    status: 'draft',
    adminStatus: 'pending_review',
    publishedAt: null,
    relevanceScore: 55,
    mlConfidenceScore: 0.6,
    mlClassificationData: { modelVersion: 'test-model-1', topFeatures: [{ feature: 'creator', weight: 1.2 }], decision: 'pending_review' },
    classifiedAt: new Date(),
    ...o,
  });
const json = async <T = Record<string, unknown>>(res: Response | Promise<Response>): Promise<T> => (await res).json() as Promise<T>;
const row = async (id: string) => (await t.database.db.select().from(articles).where(eq(articles.id, id)))[0];

beforeAll(async () => {
  t = await createTestDatabase();
  const make = () => createApp({ database: t.database, env, log: createLogger('silent'), accounts: { sendMail: async () => {} } });
  app = make();
  otherProcess = make();
  const roles = await callersForEveryRole(app, t.database.db);
  Object.assign(as, roles.as);
  Object.assign(userIds, roles.userIds);
});
afterAll(async () => {
  await t?.drop();
});

describe('the admin API role matrix', () => {
  type Who = keyof typeof as;
  const WHO: Who[] = ['visitor', 'reader', 'suspended', 'moderator', 'admin'];
  const refusals = { visitor: 401, reader: 403, suspended: 401 } as const;

  it('refuses visitors (401), readers (403) and suspended staff (401) on every route, and changes nothing', async () => {
    const id = await pending({ title: 'A story nobody outside staff may touch' });
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/review-queue'],
      ['GET', '/api/admin/articles'],
      ['GET', '/api/admin/articles/stats'],
      ['GET', `/api/admin/articles/${id}`],
      ['GET', '/api/admin/articles/export.csv'],
      ['GET', '/api/admin/audit-log'],
      ['POST', '/api/admin/articles', { title: 'Ten letters or more', source_name: 'X', source_url: 'https://example.com/x', content: 'x'.repeat(120) }],
      ['PATCH', `/api/admin/articles/${id}`, { status: 'published' }],
      ['DELETE', `/api/admin/articles/${id}`],
      ['POST', `/api/admin/articles/${id}/approve`],
      ['POST', `/api/admin/articles/${id}/reject`, { reason: 'no' }],
      ['POST', '/api/admin/articles/bulk', { ids: [id], action: 'publish' }],
    ];
    for (const who of ['visitor', 'reader', 'suspended'] as const) {
      for (const [method, path, body] of routes) {
        const res = await as[who](method, path, body);
        expect(res.status, `${who} ${method} ${path}`).toBe(refusals[who]);
        const err = await json<{ error: { code: string } }>(res);
        expect(err.error.code).toBe(refusals[who] === 401 ? 'unauthorized' : 'forbidden');
      }
    }
    expect((await row(id))?.status).toBe('draft');
    expect(await t.database.db.select().from(auditEvents)).toEqual([]);
  });

  it('lets moderators review, read and set status, and keeps editing, featuring, creating, deleting, exporting and the audit log for admins', async () => {
    const cases: [string, string, () => Promise<unknown>, Record<'moderator' | 'admin', number>][] = [
      ['GET', '/api/admin/review-queue', async () => undefined, { moderator: 200, admin: 200 }],
      ['GET', '/api/admin/articles?status=draft', async () => undefined, { moderator: 200, admin: 200 }],
      ['GET', '/api/admin/articles/stats', async () => undefined, { moderator: 200, admin: 200 }],
      ['GET', '/api/admin/articles/export.csv', async () => undefined, { moderator: 403, admin: 200 }],
      ['GET', '/api/admin/audit-log', async () => undefined, { moderator: 403, admin: 200 }],
    ];
    for (const [method, path, , expected] of cases) {
      for (const who of ['moderator', 'admin'] as const) expect((await as[who](method, path)).status, `${who} ${method} ${path}`).toBe(expected[who]);
    }
    // Writes, each on a fresh story so the outcome is the rule, not the state.
    const writes: [string, (id: string) => [string, string, unknown?], Record<'moderator' | 'admin', number>][] = [
      ['read one', (id) => ['GET', `/api/admin/articles/${id}`], { moderator: 200, admin: 200 }],
      ['approve', (id) => ['POST', `/api/admin/articles/${id}/approve`], { moderator: 200, admin: 200 }],
      ['reject', (id) => ['POST', `/api/admin/articles/${id}/reject`, { reason: 'Off topic' }], { moderator: 200, admin: 200 }],
      ['set status', (id) => ['PATCH', `/api/admin/articles/${id}`, { status: 'archived' }], { moderator: 200, admin: 200 }],
      ['edit', (id) => ['PATCH', `/api/admin/articles/${id}`, { title: 'A corrected headline here' }], { moderator: 403, admin: 200 }],
      ['feature', (id) => ['PATCH', `/api/admin/articles/${id}`, { featured: true }], { moderator: 403, admin: 200 }],
      ['delete', (id) => ['DELETE', `/api/admin/articles/${id}`], { moderator: 403, admin: 200 }],
      ['bulk publish', (id) => ['POST', '/api/admin/articles/bulk', { ids: [id], action: 'publish' }], { moderator: 200, admin: 200 }],
      ['bulk delete', (id) => ['POST', '/api/admin/articles/bulk', { ids: [id], action: 'delete' }], { moderator: 403, admin: 200 }],
      ['bulk category', (id) => ['POST', '/api/admin/articles/bulk', { ids: [id], action: 'category', category: 'tools-technology' }], { moderator: 403, admin: 200 }],
    ];
    for (const [name, request, expected] of writes) {
      for (const who of ['moderator', 'admin'] as const) {
        const id = await pending();
        const [method, path, body] = request(id);
        const res = await as[who](method, path, body);
        expect(res.status, `${who} ${name}: ${await res.clone().text()}`).toBe(expected[who]);
        // A refused write leaves the story as it was.
        if (expected[who] === 403) expect((await row(id))?.status).toBe('draft');
      }
    }
    const create = { title: 'Editors write their own explainer', source_name: 'Our Desk', source_url: 'https://example.com/desk/1', content: 'Creators in India '.repeat(8) };
    expect((await as.moderator('POST', '/api/admin/articles', create)).status).toBe(403);
    expect((await as.admin('POST', '/api/admin/articles', create)).status).toBe(201);
    expect(WHO).toHaveLength(5);
  });

  it('refuses a state change from another site even with an admin session', async () => {
    const id = await pending();
    const res = await as.admin('POST', `/api/admin/articles/${id}/approve`, undefined, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await row(id))?.status).toBe('draft');
  });
});

describe('the review queue', () => {
  it('compresses the answer with Brotli for clients that name it, gzip for those that weigh gzip higher, and sends it plain otherwise', async () => {
    for (let i = 0; i < 6; i++) await pending({ title: `Queue item ${i} long enough to make the answer worth compressing`, summary: 'Creators in India '.repeat(20) });
    const plain = await as.moderator('GET', '/api/admin/review-queue', undefined, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const expected = await plain.json();
    expect(JSON.stringify(expected).length).toBeGreaterThan(1024);
    const decoded = async (acceptEncoding: string) => {
      const res = await as.moderator('GET', '/api/admin/review-queue', undefined, { 'accept-encoding': acceptEncoding });
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const bytes = Buffer.from(await res.arrayBuffer());
      const encoding = res.headers.get('content-encoding');
      const text = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
      return { encoding, body: JSON.parse(text.toString()) as unknown };
    };
    expect(await decoded('gzip, deflate, br, zstd')).toEqual({ encoding: 'br', body: expected });
    expect(await decoded('br;q=0.5, gzip')).toEqual({ encoding: 'gzip', body: expected });
    expect(await decoded('gzip')).toEqual({ encoding: 'gzip', body: expected });
    expect(await decoded('br;q=0, gzip;q=0')).toEqual({ encoding: null, body: expected });
  });

  it('orders by the priority weights, filters by priority and shows the evidence behind each score', async () => {
    const low = await pending({ title: 'Low priority item for the queue', relevanceScore: 35, createdAt: new Date(Date.now() - 3_000) });
    const high = await pending({ title: 'High priority item for the queue', relevanceScore: 70, createdAt: new Date(Date.now() - 1_000) });
    const medium = await pending({ title: 'Medium priority item for the queue', relevanceScore: 69, createdAt: new Date(Date.now() - 2_000) });
    const body = await json<{ items: { id: string; priority: string; topFeatures: unknown[]; mlConfidence: number }[]; stats: Record<string, number> }>(as.moderator('GET', '/api/admin/review-queue'));
    const order = body.items.map((i) => i.id).filter((i) => [low, high, medium].includes(i));
    expect(order).toEqual([high, medium, low]);
    const item = body.items.find((i) => i.id === high)!;
    expect(item).toMatchObject({ priority: 'HIGH', mlConfidence: 60, topFeatures: [{ feature: 'creator', weight: 1.2 }] });
    expect(body.items.find((i) => i.id === medium)?.priority).toBe('MEDIUM');
    expect(body.stats.pendingReview).toBe(body.items.length);
    expect(body.stats.highPriority).toBe(body.items.filter((i) => i.priority === 'HIGH').length);
    // The row's evidence comes from parts of the stored classification: the decision, the features and the promo score.
    const flagged = await pending({
      title: 'Sponsored launch the model would reject',
      relevanceScore: 45,
      keywordMatches: { primary: ['creator'], secondary: [], indian: ['mumbai'] },
      mlClassificationData: { modelVersion: 'test-model-1', topFeatures: [{ feature: 'w:launch', weight: -0.4567 }, { feature: 7 }], decision: 'auto_rejected', promo: { score: 0.71, kind: 'sponsored', reasons: [] } },
    });
    const withFlagged = await json<{ items: Record<string, unknown>[] }>(as.moderator('GET', '/api/admin/review-queue'));
    expect(withFlagged.items.find((i) => i.id === flagged)).toMatchObject({
      mlRecommendation: 'reject',
      promoScore: 0.71,
      topFeatures: [{ feature: 'w:launch', weight: -0.457 }],
      keywordMatches: { primary: ['creator'], secondary: [], indian: ['mumbai'] },
    });
    expect(withFlagged.items.find((i) => i.id === high)).toMatchObject({ mlRecommendation: 'review', promoScore: null, keywordMatches: null });
    const onlyLow = await json<{ items: { id: string; priority: string }[] }>(as.moderator('GET', '/api/admin/review-queue?priority=low&sort=date'));
    expect(onlyLow.items.every((i) => i.priority === 'LOW')).toBe(true);
    expect(onlyLow.items.map((i) => i.id)).toContain(low);
    const bad = await as.moderator('GET', '/api/admin/review-queue?priority=urgent');
    expect(bad.status).toBe(400);
  });

  it('approve publishes the story in every web process at once; reject keeps it out with the reason; both teach the model', async () => {
    const title = `Kerala creators form a guild ${Math.random().toString(36).slice(2, 8)}`;
    const id = await pending({ title, relevanceScore: 25, category: 'creator-economy' });
    const rejectedTitle = `An agency wins a soap mandate ${Math.random().toString(36).slice(2, 8)}`;
    const rejected = await pending({ title: rejectedTitle });
    // The other process has the public list cached without the story.
    const listOf = async () => (await otherProcess.request('/api/articles?pageSize=50')).text();
    expect(await listOf()).not.toContain(title);
    expect((await otherProcess.request(`/api/articles/${id}`)).status).toBe(404);

    const approved = await json<{ article: { status: string; isPublic: boolean } }>(as.moderator('POST', `/api/admin/articles/${id}/approve`));
    // Relevance 25 is below the public minimum: a person's approval lifts it, so the story really is public.
    expect(approved.article).toEqual({ id, status: 'published', isFeatured: false, isPublic: true });
    expect((await row(id))?.relevanceScore).toBe(30);
    await eventually(async () => (await listOf()).includes(title), 'the other process to list the approved story');
    expect((await otherProcess.request(`/api/articles/${id}`)).status).toBe(200);

    const res = await as.moderator('POST', `/api/admin/articles/${rejected}/reject`, { reason: 'Agency news without creators' });
    expect(res.status).toBe(200);
    const r = await row(rejected);
    expect(r).toMatchObject({ status: 'rejected', reviewNote: 'Agency news without creators', adminStatus: null });
    expect(r?.rejectedAt).toBeInstanceOf(Date);
    expect(await listOf()).not.toContain(rejectedTitle);

    // Decided stories leave the queue; deciding again is a conflict, not a second decision.
    const queue = await json<{ items: { id: string }[] }>(as.moderator('GET', '/api/admin/review-queue'));
    expect(queue.items.map((i) => i.id)).not.toContain(id);
    const again = await as.admin('POST', `/api/admin/articles/${id}/reject`, {});
    expect(again.status).toBe(409);
    expect((await json<{ error: { code: string } }>(again)).error.code).toBe('conflict');

    const labels = await t.database.db.select().from(editorialLabels).where(eq(editorialLabels.articleId, id));
    expect(labels).toHaveLength(1);
    expect(labels[0]).toMatchObject({ decision: 'approve', relevant: true, category: 'creator-economy', title, predictedRelevance: 25, modelVersion: 'test-model-1', decidedBy: userIds.moderator });
    const [rejectLabel] = await t.database.db.select().from(editorialLabels).where(eq(editorialLabels.articleId, rejected));
    expect(rejectLabel).toMatchObject({ decision: 'reject', relevant: false, reason: 'Agency news without creators' });
  });

  it('holds one row per story: another outlet’s copy of a queued story is neither listed, counted nor approvable', async () => {
    const story = await pending({ title: 'Surat creators sign a studio pact for the queue' });
    const copy = await pending({ title: 'Surat creators sign studio pact, says another outlet', isDuplicate: true, duplicateOf: story });
    const body = await json<{ items: { id: string }[]; stats: Record<string, number> }>(as.moderator('GET', '/api/admin/review-queue'));
    const ids = body.items.map((i) => i.id);
    expect(ids).toContain(story);
    expect(ids).not.toContain(copy);
    expect(body.stats.pendingReview).toBe(body.items.length);
    const pendingFilter = await json<{ articles: { id: string }[] }>(as.admin('GET', '/api/admin/articles?status=pending_review&pageSize=100'));
    expect(pendingFilter.articles.map((a) => a.id)).toContain(story);
    expect(pendingFilter.articles.map((a) => a.id)).not.toContain(copy);
    const approve = await as.moderator('POST', `/api/admin/articles/${copy}/approve`);
    expect(approve.status).toBe(409);
    expect((await row(copy))?.status).toBe('draft');
  });

  it('rejects with the default reason when none is given, and answers 404 for an unknown article and 400 for a bad id', async () => {
    const id = await pending();
    expect((await as.moderator('POST', `/api/admin/articles/${id}/reject`, {})).status).toBe(200);
    expect((await row(id))?.reviewNote).toBe('Admin review rejection');
    expect((await as.moderator('POST', '/api/admin/articles/00000000-0000-4000-8000-000000000000/approve')).status).toBe(404);
    expect((await as.moderator('POST', '/api/admin/articles/not-an-id/approve')).status).toBe(400);
  });
});

describe('article management', () => {
  it('creates an article with the spec defaults and messages, and refuses a URL already known', async () => {
    const bad = await as.admin('POST', '/api/admin/articles', { title: 'Too short', source_name: '', source_url: 'ftp://x', summary: 'x'.repeat(501), content: 'short' });
    expect(bad.status).toBe(400);
    const messages = (await json<{ error: { details: { field: string; message: string }[] } }>(bad)).error.details.map((d) => `${d.field}: ${d.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'title: Title must be at least 10 characters',
        'source_name: Source name is required',
        'source_url: Please enter a valid URL starting with http:// or https://',
        'summary: Summary must be less than 500 characters',
        'content: Content should be at least 100 characters for better quality',
      ]),
    );
    const body = { title: 'How Indian creators price a Reel in 2026', source_name: 'Our Desk', source_url: 'https://example.com/desk/pricing', content: 'Creators told us what they charge.\n\nBrands & agencies said more than that, in "quotes". '.repeat(3) };
    const created = await json<{ article: { id: string; status: string; category: string; relevanceScore: number; isPublic: boolean; content: string; publishedAt: string } }>(as.admin('POST', '/api/admin/articles', body));
    expect(created.article).toMatchObject({ status: 'published', category: 'general', relevanceScore: 75, isPublic: true });
    expect(created.article.publishedAt).toBeTruthy();
    // Plain text becomes paragraphs with the markup escaped, not run.
    expect(created.article.content).toContain('<p>Creators told us what they charge.</p>');
    expect(created.article.content).toContain('<p>Brands &#38; agencies said more than that, in &#34;quotes&#34;.');
    expect((await app.request(`/api/articles/${created.article.id}`)).status).toBe(200);
    const dup = await as.admin('POST', '/api/admin/articles', { ...body, source_url: 'https://www.example.com/desk/pricing/' });
    expect(dup.status).toBe(409);
  });

  it('keeps the byline and the source’s publication time of an article an editor adds or corrects, and refuses a future one', async () => {
    const body = { title: 'A creator studio opens in Pune, by our desk', source_name: 'Our Desk', source_url: 'https://example.com/desk/pune-studio', content: 'Studio story. '.repeat(12) };
    const future = await as.admin('POST', '/api/admin/articles', { ...body, published_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.status).toBe(400);
    expect((await json<{ error: { details: { field: string; message: string }[] } }>(future)).error.details).toContainEqual({ field: 'published_at', message: 'Publication date cannot be in the future' });
    const noZone = await as.admin('POST', '/api/admin/articles', { ...body, published_at: '2026-11-20T10:00' });
    expect(noZone.status).toBe(400);

    const created = await json<{ article: { id: string; author: string | null; originalPublishedAt: string } }>(
      as.admin('POST', '/api/admin/articles', { ...body, author: ' Asha Rao ', published_at: '2026-11-20T15:30:00+05:30' }),
    );
    expect(created.article.author).toBe('Asha Rao');
    expect(created.article.originalPublishedAt).toBe('2026-11-20T10:00:00.000Z');
    const stored = await row(created.article.id);
    expect(stored?.originalPublishedAt?.toISOString()).toBe('2026-11-20T10:00:00.000Z');

    const patched = await as.admin('PATCH', `/api/admin/articles/${created.article.id}`, { author: '', published_at: '2026-11-21T08:00:00Z' });
    expect(patched.status).toBe(200);
    expect(await row(created.article.id)).toMatchObject({ author: null, originalPublishedAt: new Date('2026-11-21T08:00:00Z') });
    const [event] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'article.edit'), eq(auditEvents.targetId, created.article.id))).orderBy(desc(auditEvents.id)).limit(1);
    expect(event?.before).toEqual({ author: 'Asha Rao', published_at: '2026-11-20T10:00:00.000Z' });
    expect(event?.after).toEqual({ author: null, published_at: '2026-11-21T08:00:00.000Z' });
    // Moderators set status; a byline is editing, which stays with admins.
    expect((await as.moderator('PATCH', `/api/admin/articles/${created.article.id}`, { author: 'Someone else' })).status).toBe(403);
  });

  it('edits, hides and re-categorises an article with one audit line per change, labels for the editorial ones, and sanitised HTML', async () => {
    const id = await insertTestArticle(t.database, { title: 'A published story to correct', category: 'general' });
    const res = await as.admin('PATCH', `/api/admin/articles/${id}`, {
      title: 'A published story, corrected',
      category: 'platform-updates',
      content: '<p>Fixed.</p><script>alert(1)</script><img src=x onerror=alert(1)>' + ' More words here.'.repeat(8),
    });
    expect(res.status).toBe(200);
    const { article } = await json<{ article: { title: string; category: string; content: string } }>(res);
    expect(article.title).toBe('A published story, corrected');
    expect(article.category).toBe('platform-updates');
    expect(article.content).not.toMatch(/script|onerror/);
    expect((await as.moderator('PATCH', `/api/admin/articles/${id}`, { status: 'draft' })).status).toBe(200);
    expect((await app.request(`/api/articles/${id}`)).status).toBe(404);
    const labels = await t.database.db.select().from(editorialLabels).where(eq(editorialLabels.articleId, id));
    expect(labels.map((l) => [l.decision, l.relevant, l.category]).sort()).toEqual([
      ['category', null, 'platform-updates'],
      ['hide', false, 'platform-updates'],
    ]);
    const log = await json<{ events: { action: string; actor: { email: string; role: string }; before: Record<string, unknown>; after: Record<string, unknown>; address: string | null }[] }>(
      as.admin('GET', `/api/admin/audit-log?targetId=${id}`),
    );
    expect(log.events.map((e) => e.action)).toEqual(['article.status', 'article.edit']);
    const edit = log.events[1]!;
    expect(edit.actor).toMatchObject({ email: 'admin@example.com', role: 'admin' });
    expect(edit.before).toMatchObject({ title: 'A published story to correct', category: 'general' });
    expect(edit.after).toMatchObject({ title: 'A published story, corrected', category: 'platform-updates' });
    expect(String(edit.after.content)).toMatch(/^\(\d+ characters\)$/);
    expect(log.events[0]).toMatchObject({ actor: { email: 'moderator@example.com' }, before: { status: 'published' }, after: { status: 'draft' } });
    const filtered = await json<{ events: { action: string }[] }>(as.admin('GET', '/api/admin/audit-log?action=article.status'));
    expect(filtered.events.length).toBeGreaterThan(0);
    expect(filtered.events.every((e) => e.action === 'article.status')).toBe(true);
    expect((await as.admin('GET', '/api/admin/audit-log?from=yesterday')).status).toBe(400);
  });

  it('lists with filters, search inside words, sort and pages; refuses a page size outside the spec', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    for (let i = 0; i < 3; i++) await insertTestArticle(t.database, { title: `Instagrammers ${tag} story ${i}`, status: 'archived', viewsCount: i * 10 });
    const list = await json<{ articles: { title: string; status: string }[]; totalCount: number; totalPages: number }>(as.moderator('GET', `/api/admin/articles?status=archived&q=${tag}&sort=trending&pageSize=25`));
    expect(list.totalCount).toBe(3);
    expect(list.articles.map((a) => a.title)).toEqual([2, 1, 0].map((i) => `Instagrammers ${tag} story ${i}`));
    const partial = await json<{ totalCount: number }>(as.moderator('GET', `/api/admin/articles?q=nstagrammers%20${tag}`));
    expect(partial.totalCount).toBe(3);
    const paged = await json<{ articles: unknown[]; totalPages: number }>(as.moderator('GET', `/api/admin/articles?q=${tag}&pageSize=25&page=2`));
    expect(paged.articles).toEqual([]);
    expect((await as.moderator('GET', '/api/admin/articles?pageSize=30')).status).toBe(400);
    expect((await as.moderator('GET', '/api/admin/articles?status=everything')).status).toBe(400);
  });

  it('bulk actions report which items failed and why, and do the rest', async () => {
    const a = await pending();
    const b = await insertTestArticle(t.database, { status: 'purged', title: 'A purged record' });
    const missing = '00000000-0000-4000-8000-000000000001';
    const res = await json<{ succeeded: number; failed: number; results: { id: string; ok: boolean; code?: string }[] }>(
      as.admin('POST', '/api/admin/articles/bulk', { ids: [a, b, missing], action: 'publish' }),
    );
    expect(res.succeeded).toBe(1);
    expect(res.failed).toBe(2);
    expect(res.results).toEqual([
      { id: a, ok: true },
      { id: b, ok: false, code: 'conflict', message: expect.stringContaining('purged') },
      { id: missing, ok: false, code: 'not_found', message: 'No article with this id.' },
    ]);
    expect((await row(a))?.status).toBe('published');
    expect((await as.admin('POST', '/api/admin/articles/bulk', { ids: [a], action: 'category' })).status).toBe(400);
    expect((await as.admin('POST', '/api/admin/articles/bulk', { ids: [], action: 'publish' })).status).toBe(400);
  });

  it('deletes an article but keeps its URL known, so the feed does not bring it back', async () => {
    const id = await insertTestArticle(t.database, { title: 'A story an admin deletes', sourceUrl: 'https://example.com/deleted-story', urlHash: urlHash('https://example.com/deleted-story') });
    expect((await as.admin('DELETE', `/api/admin/articles/${id}`)).status).toBe(200);
    expect(await row(id)).toBeUndefined();
    expect((await as.admin('GET', `/api/admin/articles/${id}`)).status).toBe(404);
    const again = await as.admin('POST', '/api/admin/articles', { title: 'The deleted story, typed again', source_name: 'X', source_url: 'https://example.com/deleted-story', content: 'c'.repeat(120) });
    expect(again.status).toBe(409);
  });

  it('exports the filtered list as CSV with formula cells neutralised', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    await insertTestArticle(t.database, { title: `=HYPERLINK("https://evil.example","${tag}")`, sourceName: '+cmd|calc', summary: '@SUM(1,2)', status: 'draft' });
    await insertTestArticle(t.database, { title: `-2+3 creators ${tag}`, sourceName: 'Plain, "quoted" name', status: 'draft' });
    const res = await as.admin('GET', `/api/admin/articles/export.csv?status=draft&q=${tag}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="articles-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^id,title,status,/);
    expect(lines).toHaveLength(3);
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"",""${tag}"")"`);
    expect(text).toContain("'+cmd|calc");
    expect(text).toContain(`"'@SUM(1,2)"`);
    expect(text).toContain(`'-2+3 creators ${tag}`);
    expect(text).toContain('"Plain, ""quoted"" name"');
    // No line starts a cell with a bare formula character.
    for (const line of lines.slice(1)) expect(line.split(',').some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
  });
});

describe('NUL characters and lone surrogates in input', () => {
  it('are refused with 400 naming the field, in a query and in a JSON body, before anything reaches the database', async () => {
    const id = await pending({ title: 'A story a NUL must not reject' });
    const cases: [string, string, unknown, string][] = [
      ['GET', '/api/admin/articles?q=insta%00gram', undefined, 'q'],
      ['GET', '/api/admin/users?q=%00', undefined, 'q'],
      ['GET', '/api/admin/audit-log?actor=admin%00', undefined, 'actor'],
      ['POST', `/api/admin/articles/${id}/reject`, { reason: 'Off topic\u0000' }, 'reason'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await as.admin(method, path, body);
      expect(res.status, path).toBe(400);
      expect(await json(res), path).toEqual({ error: { code: 'invalid_request', message: `${field}: must not contain control characters such as NUL`, details: [{ field, message: 'must not contain control characters such as NUL' }] } });
    }
    expect((await row(id))?.status).toBe('draft');
  });

  it('refuse half of a surrogate pair in a JSON field the same way (the audit log keeps the edit as jsonb, which refused its escape: a 500)', async () => {
    const id = await pending({ title: 'A story a broken character must not change' });
    const message = 'must be valid Unicode text (it holds half of a surrogate pair)';
    for (const [field, body] of [
      ['summary', { summary: 'Creators \ud800 in Mumbai' }],
      ['source_name', { source_name: '\udc00' }],
      ['tags.1', { tags: ['ok', 'x\udbff'] }],
    ] as const) {
      const res = await as.admin('PATCH', `/api/admin/articles/${id}`, body);
      expect(res.status, field).toBe(400);
      expect(await json(res), field).toEqual({ error: { code: 'invalid_request', message: `${field}: ${message}`, details: [{ field, message }] } });
    }
    expect((await row(id))?.title).toBe('A story a broken character must not change');
    // A whole pair is text like any other.
    const ok = await as.admin('PATCH', `/api/admin/articles/${id}`, { summary: 'Creators 😀 in Mumbai' });
    expect(ok.status).toBe(200);
    expect((await row(id))?.summary).toBe('Creators 😀 in Mumbai');
  });
});
