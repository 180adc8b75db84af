/**
 * Back-office reads shared while they run (services/admin/sharedReads.ts) through the API, on both databases: editors
 * asking together get one read's answer in whatever coding each asked for, every caller is authorised before joining,
 * and a staff write answered by this process is in the next list its author loads even while a colleague's read that
 * began before it is still running. The queue's read is held open by the test (a read registered under the queue's
 * own kind and key), so the interleaving does not depend on timing.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewQueueQuerySchema, adminArticleListQuerySchema } from '../domain/adminArticles.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { listArticlesForStaff, REVIEW_QUEUE_READ, reviewQueue, reviewQueueReadKey } from '../services/admin/articleReads.ts';
import { sharedRead } from '../services/admin/sharedReads.ts';
import { callersForEveryRole, type AppCall, type RoleCaller } from '../testing/appSession.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';
import { TEST_SITE } from '../testing/authTestClient.ts';

const env = { SITE_NAME: 'Test', SITE_URL: TEST_SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
let t: TestDatabase;
let as: Record<RoleCaller, AppCall>;
const admin = { id: 'admin-shared-reads', role: 'admin' as const, suspended: false };
const moderator = { id: 'moderator-shared-reads', role: 'moderator' as const, suspended: false };
const QUEUE = reviewQueueQuerySchema.parse({});

const pending = (title: string) =>
  insertTestArticle(t.database, {
    title,
    status: 'draft',
    adminStatus: 'pending_review',
    publishedAt: null,
    relevanceScore: 60,
    mlConfidenceScore: 0.6,
    mlClassificationData: { modelVersion: 'test-model-1', topFeatures: [{ feature: 'creator', weight: 1.2 }], decision: 'pending_review' },
    classifiedAt: new Date(),
  });

type QueueBody = { items: { id: string; title: string }[]; stats: { pendingReview: number } };
const queueIds = (body: QueueBody) => body.items.map((i) => i.id);

/** Holds the queue's read open under the service's own kind and key; `finish` answers everyone who joined it. */
function holdQueueRead() {
  let finish!: (page: Awaited<ReturnType<typeof reviewQueue>>) => void;
  const held = sharedRead(
    t.database.db,
    REVIEW_QUEUE_READ,
    reviewQueueReadKey(QUEUE),
    () => new Promise<Awaited<ReturnType<typeof reviewQueue>>>((resolve) => (finish = resolve)),
  );
  return { held, finish: (page: Awaited<ReturnType<typeof reviewQueue>>) => finish(page) };
}

beforeAll(async () => {
  t = await createTestDatabase();
  const app = createApp({ database: t.database, env, log: createLogger('silent'), accounts: { sendMail: async () => {} } });
  as = (await callersForEveryRole(app, t.database.db)).as;
  await pending('A creator fund story waiting for review');
  await pending('An agency story waiting for review');
});
afterAll(async () => {
  await t?.drop();
});

describe('back-office reads shared while they run', () => {
  it('gives staff asking at once one read’s answer, as the same object from the services', async () => {
    const [a, b] = await Promise.all([reviewQueue(t.database.db, admin, QUEUE), reviewQueue(t.database.db, moderator, QUEUE)]);
    expect(b).toBe(a);
    expect(a.items.length).toBeGreaterThanOrEqual(2);
    const list = adminArticleListQuerySchema.parse({ status: 'pending_review' });
    const [l1, l2] = await Promise.all([listArticlesForStaff(t.database.db, admin, list), listArticlesForStaff(t.database.db, moderator, list)]);
    expect(l2).toBe(l1);
    // Another page is another read.
    const other = await listArticlesForStaff(t.database.db, admin, adminArticleListQuerySchema.parse({ status: 'pending_review', page: 2 }));
    expect(other).not.toBe(l1);
  });

  it('sends one shared answer in the coding each client asked for, the same JSON in all of them', async () => {
    const path = '/api/admin/review-queue';
    const [br, gzip, plain] = await Promise.all([
      as.admin('GET', path, undefined, { 'accept-encoding': 'br' }),
      as.moderator('GET', path, undefined, { 'accept-encoding': 'gzip' }),
      as.admin('GET', path, undefined, { 'accept-encoding': 'identity' }),
    ]);
    expect([br.status, gzip.status, plain.status]).toEqual([200, 200, 200]);
    expect([br.headers.get('content-encoding'), gzip.headers.get('content-encoding'), plain.headers.get('content-encoding')]).toEqual(['br', 'gzip', null]);
    for (const res of [br, gzip, plain]) expect(res.headers.get('cache-control')).toBe('no-store');
    const bodies = [brotliDecompressSync(Buffer.from(await br.arrayBuffer())), gunzipSync(Buffer.from(await gzip.arrayBuffer())), Buffer.from(await plain.arrayBuffer())].map(
      (b) => JSON.parse(b.toString('utf8')) as QueueBody,
    );
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(bodies[0]!.items.map((i) => i.title)).toEqual(expect.arrayContaining(['A creator fund story waiting for review', 'An agency story waiting for review']));
  });

  it('authorises every caller before it joins a running read', async () => {
    const hold = holdQueueRead();
    try {
      expect((await as.reader('GET', '/api/admin/review-queue')).status).toBe(403);
      expect((await as.visitor('GET', '/api/admin/review-queue')).status).toBe(401);
      expect((await as.suspended('GET', '/api/admin/review-queue')).status).toBe(401);
    } finally {
      hold.finish({ items: [], stats: { pendingReview: 0, highPriority: 0, averageRelevance: 0, approvedLast24h: 0, rejectedLast24h: 0 } });
    }
    await hold.held;
  });

  it('shows a moderator their approval at once, while a colleague’s read that began before it is still running', async () => {
    const id = await pending('A story the moderator approves mid-read');
    const before = await reviewQueue(t.database.db, admin, QUEUE);
    expect(before.items.map((i) => i.id)).toContain(id);

    // A colleague's read of the queue began before the approval and is still running (held open by the test).
    const colleague = holdQueueRead();
    expect((await as.moderator('POST', `/api/admin/articles/${id}/approve`)).status).toBe(200);
    // Asked after the approval was answered: a read of its own, with the story gone from the queue. (Were it to join
    // the colleague's read, it would wait on the held read, and this test would time out.)
    let ours: Response;
    try {
      ours = await as.moderator('GET', '/api/admin/review-queue');
    } finally {
      colleague.finish(before);
    }
    expect(ours.status).toBe(200);
    expect(queueIds((await ours.json()) as QueueBody)).not.toContain(id);
    // Without a write in between, a caller joins the running read: both get the same answer.
    const again = holdQueueRead();
    const joined = reviewQueue(t.database.db, moderator, QUEUE);
    again.finish(before);
    expect(await joined).toBe(await again.held);
  });
});
