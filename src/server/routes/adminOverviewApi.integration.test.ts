/**
 * The admin dashboard's API (issue 11 item 2; admin-content §2, admin-system §4), on both databases: the role matrix
 * (visitor 401, reader and moderator 403, suspended admin 401, admin 200), the funnel's counts at the §9 confidence
 * boundaries and its window, the health badges turning degraded and critical on their conditions, the last hour's
 * activity (an approval made through the API shows, an event older than an hour does not), and Cleanup authorised
 * and audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardActivity, HealthCheckName } from '../../domain/adminDashboard.ts';
import type { AdminOverview } from '../../domain/contracts.ts';
import { recordAuditEvent } from '../../db/queries/auditEvents.ts';
import { setMlStatus } from '../../db/queries/mlStatus.ts';
import { articles, auditEvents, automationAlerts, automationRuns, feedSources, mailOutbox } from '../../db/schema.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../../db/testDatabase.ts';
import { callersForEveryRole, type AppCall, type RoleCaller } from '../../testing/appSession.ts';
import { TEST_SITE } from '../../testing/authTestClient.ts';
import { createApp } from '../app.ts';
import { createLogger } from '../logger.ts';

const env = { SITE_NAME: 'Test', SITE_URL: TEST_SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
let t: TestDatabase;
let app: ReturnType<typeof createApp>;
const as = {} as Record<RoleCaller, AppCall>;
const userIds = {} as Record<string, string>;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

const overview = async (query = ''): Promise<AdminOverview> => {
  const res = await as.admin('GET', `/api/admin/overview${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AdminOverview;
};
const badge = async (name: HealthCheckName) => (await overview()).health.badges.find((b) => b.name === name)!;
const activity = async (): Promise<DashboardActivity> => {
  const res = await as.admin('GET', '/api/admin/overview/activity');
  expect(res.status).toBe(200);
  return (await res.json()) as DashboardActivity;
};

/** A classified story stored now (or `createdAt`), with its confidence on the stored 0-1 scale. */
const classified = (mlConfidenceScore: number, extra: Parameters<typeof insertTestArticle>[1] = {}) => insertTestArticle(t.database, { mlConfidenceScore, classifiedAt: new Date(), ...extra });

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({ database: t.database, env, log: createLogger('silent'), accounts: { sendMail: async () => {} } });
  const roles = await callersForEveryRole(app, t.database.db);
  Object.assign(as, roles.as);
  Object.assign(userIds, roles.userIds);

  // In the last 24 hours: five published at and around the band boundaries (80 %, 79 %, 50 %, 49.99 %, 0 = failed ML),
  // one waiting for the classifier, one sent to review (80 %), one auto-rejected (30 %), one rejected by a moderator (60 %).
  for (const c of [0.8, 0.79, 0.5, 0.4999, 0]) await classified(c);
  await insertTestArticle(t.database, { status: 'draft', publishedAt: null, classifiedAt: null, mlConfidenceScore: 0 });
  await classified(0.8, { status: 'draft', adminStatus: 'pending_review', publishedAt: null });
  await classified(0.3, { status: 'draft', adminStatus: 'auto_rejected', publishedAt: null });
  await classified(0.6, { status: 'rejected', rejectedAt: new Date(), publishedAt: null });
  // Older: stored 2 and 3 days ago (in 7 days, not in 24 hours).
  await classified(0.9, { createdAt: ago(48 * HOUR), publishedAt: ago(48 * HOUR) });
  await classified(0.2, { status: 'draft', adminStatus: 'auto_rejected', publishedAt: null, createdAt: ago(72 * HOUR) });
  // A fetch run in the window with its stats as ingestFeeds writes them.
  await t.database.db.insert(automationRuns).values({
    runType: 'rss_fetch',
    status: 'completed',
    successRate: 50,
    stats: { itemsFound: 40, inserted: 9, duplicates: 10, sourceCount: 4, failedSources: 1, published: 5, pendingReview: 1, autoRejected: 1 },
    completedAt: new Date(),
  });
});
afterAll(async () => {
  await t?.drop();
});

describe('role matrix', () => {
  const cases: [string, string][] = [
    ['GET', '/api/admin/overview'],
    ['GET', '/api/admin/overview?window=7d'],
    ['GET', '/api/admin/overview/activity'],
    ['POST', '/api/admin/overview/cleanup'],
  ];
  it.each(cases)('%s %s: visitor 401, reader 403, moderator 403, suspended admin 401', async (method, path) => {
    const expected: Record<Exclude<RoleCaller, 'admin'>, number> = { visitor: 401, reader: 403, moderator: 403, suspended: 401 };
    for (const [who, status] of Object.entries(expected)) {
      const res = await as[who as RoleCaller](method, path);
      expect(res.status, `${who} ${method} ${path}`).toBe(status);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
    }
  });
  it('admin reads the overview and the activity (no-store); a refused cleanup changed nothing', async () => {
    const res = await as.admin('GET', '/api/admin/overview');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await as.admin('GET', '/api/admin/overview/activity')).status).toBe(200);
    const autoRejectedDrafts = await t.database.db.select({ id: articles.id }).from(articles).where(and(eq(articles.status, 'draft'), eq(articles.adminStatus, 'auto_rejected')));
    expect(autoRejectedDrafts).toHaveLength(2);
  });
  it('an unknown window is a 400 with the field named', async () => {
    const res = await as.admin('GET', '/api/admin/overview?window=1y');
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('window');
  });
});

describe('content funnel', () => {
  it('counts the last 24 hours by stage, with the confidence boundaries in the band above them', async () => {
    const { funnel, efficiency } = await overview('?window=24h');
    expect(funnel).toMatchObject({
      window: '24h',
      stored: 9,
      waitingForMl: 1,
      classified: 8,
      // 0.8 twice; 0.79, 0.6 and 0.5; 0.4999, 0.3 and 0.
      confidence: { high: 2, medium: 3, low: 3 },
      pendingReview: 1,
      published: 5,
      rejected: 1,
      autoRejected: 1,
      awaitingCleanup: 2,
      extraction: { runs: 1, itemsFound: 40, inserted: 9, duplicates: 10 },
    });
    const bar = (k: string) => efficiency.find((b) => b.key === k)!;
    expect(bar('processing').percent).toBe(88.9); // 8 of 9
    expect(bar('publication').percent).toBe(62.5); // 5 of 8
    expect(bar('rejection').percent).toBe(25); // 1 rejected + 1 auto-rejected draft of 8
    expect(bar('duplicates').percent).toBe(25); // 10 of 40
    expect(bar('feedSuccess').percent).toBe(75); // 3 of 4
    expect(bar('processing').detail).toContain('8 of 9');
  });
  it('widens with the window: 7 days include the stories of 2 and 3 days ago', async () => {
    const { funnel } = await overview('?window=7d');
    expect(funnel).toMatchObject({ window: '7d', stored: 11, published: 6, autoRejected: 2, confidence: { high: 3, medium: 3, low: 4 } });
  });
});

describe('system health badges', () => {
  it('job workers: critical with no live heartbeat, healthy with one, critical again once it is stale', async () => {
    expect((await badge('workers')).status).toBe('critical');
    await t.database.sql.query("INSERT INTO job_workers (id, host, pid) VALUES ('00000000-0000-4000-8000-0000000000a1', 'test', 1)");
    expect((await badge('workers')).status).toBe('healthy');
    await t.database.sql.query("UPDATE job_workers SET heartbeat_at = now() - interval '1 minute'");
    expect((await badge('workers')).status).toBe('critical');
  });
  it('pipeline: critical with a stalled classifier, degraded under 10 published in 24 h, healthy at 10, critical on an error rate over 20 %', async () => {
    // No status row yet, but stories were classified in the window (ingest classifies inline): not critical for that.
    expect((await badge('pipeline')).detail).not.toContain('no status');
    await setMlStatus(t.database.db, 'stalled');
    expect((await badge('pipeline')).status).toBe('critical');
    await setMlStatus(t.database.db, 'ready');
    // 5 published in the last 24 hours (the one of 2 days ago was published then): under 10.
    const degraded = await badge('pipeline');
    expect(degraded.status).toBe('degraded');
    expect(degraded.detail).toContain('published in 24 h');
    for (let i = 0; i < 5; i++) await classified(0.9);
    expect((await badge('pipeline')).status).toBe('healthy');
    // 14 stored in 24 h: 3 unresolved alerts = 21.4 % (> 20 %).
    await t.database.db.insert(automationAlerts).values([1, 2, 3].map((i) => ({ alertType: 'test', message: `alert ${i}`, severity: 'high' as const })));
    expect((await badge('pipeline')).status).toBe('critical');
    await t.database.db.update(automationAlerts).set({ resolved: true, resolvedAt: new Date() });
    expect((await badge('pipeline')).status).toBe('healthy');
  });
  it('feeds: critical with none active, degraded with one failing of two, healthy when both answer', async () => {
    await t.database.db.update(feedSources).set({ isActive: false });
    expect((await badge('feeds')).status).toBe('critical');
    await t.database.db.insert(feedSources).values([{ name: 'Feed A', url: 'https://a.example.com/rss' }, { name: 'Feed B', url: 'https://b.example.com/rss', consecutiveFailures: 2 }]);
    expect((await badge('feeds')).status).toBe('degraded');
    await t.database.db.update(feedSources).set({ consecutiveFailures: 0 });
    expect((await badge('feeds')).status).toBe('healthy');
  });
  it('mail outbox: degraded when the oldest queued mail waits over 15 minutes, critical over an hour', async () => {
    expect((await badge('mail')).status).toBe('healthy');
    const [m] = await t.database.db.insert(mailOutbox).values({ kind: 'test', toAddress: 'a@example.com', subject: 's', text: 't', createdAt: ago(16 * 60_000) }).returning({ id: mailOutbox.id });
    expect((await badge('mail')).status).toBe('degraded');
    await t.database.db.update(mailOutbox).set({ createdAt: ago(61 * 60_000) }).where(eq(mailOutbox.id, m!.id));
    expect((await badge('mail')).status).toBe('critical');
    await t.database.db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, m!.id));
    expect((await badge('mail')).status).toBe('healthy');
  });
  it('storage: critical after a full-disk write failure, as /readyz; overall is the worst badge', async () => {
    t.database.storage.report(Object.assign(new Error('could not extend file'), { code: '53100' }));
    const o = await overview();
    expect(o.health.badges.find((b) => b.name === 'storage')!.status).toBe('critical');
    expect(o.health.status).toBe('critical');
    expect(o.health.progress).toBe(25);
    t.database.storage.recovered();
    expect((await badge('storage')).status).toBe('healthy');
    expect((await badge('database')).status).toBe('healthy');
  });
  it('last pipeline run: degraded after a failed run', async () => {
    expect((await badge('lastRun')).status).toBe('healthy');
    await t.database.db.insert(automationRuns).values({ runType: 'ml_classification', status: 'failed', errorMessage: 'model file missing', completedAt: new Date() });
    const b = await badge('lastRun');
    expect(b.status).toBe('degraded');
    expect(b.detail).toContain('model file missing');
  });
});

describe('live activity', () => {
  it('shows an approval made through the API within the hour, by whom, newest first; not an event older than an hour', async () => {
    const title = 'Creators approve this dashboard story';
    const id = await classified(0.7, { title, status: 'draft', adminStatus: 'pending_review', publishedAt: null });
    await recordAuditEvent(t.database.db, { actorId: userIds.admin!, action: 'user.message', targetType: 'user', targetLabel: 'An hour and a bit ago' });
    await t.database.db.update(auditEvents).set({ createdAt: ago(HOUR + 60_000) }).where(eq(auditEvents.targetLabel, 'An hour and a bit ago'));
    await t.database.db.insert(automationRuns).values({ runType: 'rss_fetch', status: 'completed', stats: { itemsFound: 777 }, createdAt: ago(2 * HOUR), startedAt: ago(2 * HOUR) });
    expect((await as.moderator('POST', `/api/admin/articles/${id}/approve`)).status).toBe(200);

    const a = await activity();
    const approved = a.events.find((e) => e.text.includes(title));
    expect(approved).toMatchObject({ kind: 'published', actor: 'moderator@example.com' });
    expect(a.events[0]!.id).toBe(approved!.id);
    expect(a.events.some((e) => e.text.includes('An hour and a bit ago'))).toBe(false);
    expect(a.events.some((e) => e.text.includes('777'))).toBe(false);
    // The fetch run of the setup and the pipeline's own publications are there too.
    expect(a.events.some((e) => e.kind === 'fetched' && e.text.includes('40 items'))).toBe(true);
    const times = a.events.map((e) => Date.parse(e.at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(Date.parse(a.since)).toBeGreaterThan(Date.now() - HOUR - 60_000);
  });
});

describe('Cleanup', () => {
  it('turns every auto-rejected draft into rejected, once, with an audit event by the admin', async () => {
    const res = await as.admin('POST', '/api/admin/overview/cleanup');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 2 });
    const rows = await t.database.db.select({ status: articles.status, rejectedAt: articles.rejectedAt }).from(articles).where(eq(articles.adminStatus, 'auto_rejected'));
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.status).toBe('rejected');
      expect(r.rejectedAt).not.toBeNull();
    }
    const [event] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'system.cleanup'));
    expect(event).toMatchObject({ actorId: userIds.admin, actorEmail: 'admin@example.com', targetType: 'system', targetId: 'cleanup-auto-rejected', after: { updated: 2 } });
    const { funnel } = await overview();
    expect(funnel.awaitingCleanup).toBe(0);
    // The one of the last 24 hours is now counted as rejected.
    expect(funnel.rejected).toBe(2);
    expect((await activity()).events[0]).toMatchObject({ kind: 'admin', text: 'Cleanup: 2 auto-rejected drafts set to rejected', actor: 'admin@example.com' });
    expect(await (await as.admin('POST', '/api/admin/overview/cleanup')).json()).toEqual({ updated: 0 });
  });
});
