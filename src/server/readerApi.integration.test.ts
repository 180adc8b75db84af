/**
 * The signed-in reader's feed, preferences, reading progress, activity and export over HTTP (both databases): 401
 * signed out, validation, each reader's data their own (IDOR), For You following preferences and history with its
 * reasons, "fewer like this", and the export holding the reader's rows and no secrets.
 */
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyArticlesPublished } from '../db/queries/articleNotifications.ts';
import { articles, notifications, users } from '../db/schema.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { createReaderFeedService } from '../services/reader/readerFeed.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

const SITE = 'http://localhost:3000';
const INDIAN = { isRelevant: true, score: 80, badge: 'india-focused' };
let t: TestDatabase;
let app: ReturnType<typeof createApp>;
const ids: Record<string, string> = {};

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({ database: t.database, env: { SITE_NAME: 'Test', SITE_URL: SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' }, log: createLogger('silent'), accounts: { sendMail: async () => {} } });
  const add = async (key: string, o: Parameters<typeof insertTestArticle>[1]) => (ids[key] = await insertTestArticle(t.database, o));
  await add('brandOld', { title: 'Brands in Mumbai double influencer budgets', category: 'brand-partnerships', sourceName: 'Brand Wire', indiaRelevance: INDIAN, originalPublishedAt: hoursAgo(30) });
  await add('brandNew', { title: 'Agencies in Delhi sign creator retainers', category: 'brand-partnerships', sourceName: 'Brand Wire', indiaRelevance: INDIAN, originalPublishedAt: hoursAgo(20) });
  await add('platform', { title: 'Instagram tests longer Reels in India', category: 'platform-updates', sourceName: 'Platform Daily', indiaRelevance: INDIAN, originalPublishedAt: hoursAgo(1), viewsCount: 500 });
  await add('platform2', { title: 'YouTube adds Hindi dubbing for Shorts', category: 'platform-updates', sourceName: 'Platform Daily', indiaRelevance: INDIAN, originalPublishedAt: hoursAgo(2) });
  await add('global', { title: 'Creators in Brazil unionise', category: 'creator-economy', sourceName: 'World Creators', originalPublishedAt: hoursAgo(3) });
  await add('old', { title: 'Creator funds in India a month ago', category: 'creator-economy', indiaRelevance: INDIAN, originalPublishedAt: hoursAgo(24 * 30) });
  await add('draft', { title: 'A draft nobody may see', status: 'draft', indiaRelevance: INDIAN, originalPublishedAt: hoursAgo(1) });
});
afterAll(async () => {
  await t?.drop();
});

type Call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;

/** A verified, signed-in reader. */
async function signedIn(email: string): Promise<Call> {
  const headers = { origin: SITE, 'content-type': 'application/json' };
  await app.request('/api/auth/sign-up/email', { method: 'POST', headers, body: JSON.stringify({ name: 'Reader Name', email, password: 'Kettle-Monsoon-42' }) });
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const res = await app.request('/api/auth/sign-in/email', { method: 'POST', headers, body: JSON.stringify({ email, password: 'Kettle-Monsoon-42' }) });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return async (method, path, body, extra = {}) =>
    app.request(path, { method, headers: { origin: SITE, cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...extra }, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
}

const feedIds = async (call: Call, tab: string) => ((await (await call('GET', `/api/me/feed?tab=${tab}`)).json()) as { articles: { id: string }[] }).articles.map((a) => a.id);

/** A feed without its clock-dependent figure (views per hour since publication). */
const steady = (feed: { articles: { signals?: object }[] }) => ({ ...feed, articles: feed.articles.map((a) => ({ ...a, signals: { ...a.signals, viewsPerHour: 0 } })) });

const PREFS = { categories: [], regions: ['indian'], language: 'en', notifyBreaking: true, notifyFollowed: false, emailNotifications: false, weeklyDigest: false };

describe('signed-in reader API', () => {
  it('refuses a signed-out reader with 401 everywhere', async () => {
    const a = ids.platform!;
    for (const [method, path] of [
      ['GET', '/api/me/feed'],
      ['POST', '/api/me/feed/feedback'],
      ['GET', '/api/me/preferences'],
      ['PUT', '/api/me/preferences'],
      ['GET', `/api/me/reading-progress/${a}`],
      ['PUT', `/api/me/reading-progress/${a}`],
      ['GET', '/api/me/activity'],
      ['GET', '/api/me/export'],
    ] as const) {
      const res = await app.request(path, { method, headers: { origin: SITE, 'content-type': 'application/json' }, ...(method === 'GET' ? {} : { body: '{}' }) });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('starts from the spec defaults, stores a whole set of preferences and refuses bad ones', async () => {
    const asha = await signedIn('prefs@example.com');
    const first = await asha('GET', '/api/me/preferences');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(await first.json()).toEqual({ preferences: PREFS });
    const next = { ...PREFS, categories: ['platform-updates', 'platform-updates'], regions: ['indian', 'global'], notifyFollowed: true };
    expect(await (await asha('PUT', '/api/me/preferences', next)).json()).toEqual({ preferences: { ...next, categories: ['platform-updates'] } });
    expect(((await (await asha('GET', '/api/me/preferences')).json()) as { preferences: { regions: string[] } }).preferences.regions).toEqual(['indian', 'global']);
    for (const bad of [{ ...PREFS, regions: [] }, { ...PREFS, categories: ['gossip'] }, { ...PREFS, language: 'fr' }, { ...PREFS, admin: true }, { categories: [] }]) {
      const res = await asha('PUT', '/api/me/preferences', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    // A form post from a plain HTML form (not JSON) is refused.
    expect((await asha('PUT', '/api/me/preferences', undefined, { 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('records reading progress: position as sent, time never lowered, completion sticky; public stories only', async () => {
    const ravi = await signedIn('progress@example.com');
    const story = ids.brandOld!;
    const put = async (body: unknown) => ravi('PUT', `/api/me/reading-progress/${story}`, body);
    expect((await put({ progress: 40, readingSeconds: 60 })).status).toBe(200);
    const after = (await (await put({ progress: 95, readingSeconds: 50 })).json()) as { progress: { progress: number; readingSeconds: number; completed: boolean } };
    expect(after.progress).toMatchObject({ progress: 95, readingSeconds: 60, completed: true });
    const back = (await (await put({ progress: 30, readingSeconds: 200 })).json()) as { progress: { progress: number; readingSeconds: number; completed: boolean } };
    expect(back.progress).toMatchObject({ progress: 30, readingSeconds: 200, completed: true });
    expect(((await (await ravi('GET', `/api/me/reading-progress/${story}`)).json()) as { progress: { progress: number } }).progress.progress).toBe(30);
    expect((await ravi('PUT', `/api/me/reading-progress/${ids.draft}`, { progress: 20, readingSeconds: 5 })).status).toBe(404);
    for (const bad of [{ progress: 101, readingSeconds: 1 }, { progress: -1, readingSeconds: 1 }, { progress: 10.5, readingSeconds: 1 }, { progress: 10, readingSeconds: 4 * 3600 + 1 }, { progress: 10 }]) {
      expect((await put(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await ravi('PUT', '/api/me/reading-progress/not-a-uuid', { progress: 10, readingSeconds: 1 })).status).toBe(400);
  });

  it('keeps each reader\'s progress, preferences and feedback their own', async () => {
    const a = await signedIn('idor-a@example.com');
    const b = await signedIn('idor-b@example.com');
    await a('PUT', `/api/me/reading-progress/${ids.platform}`, { progress: 50, readingSeconds: 30 });
    await a('PUT', '/api/me/preferences', { ...PREFS, categories: ['brand-partnerships'] });
    expect(await (await b('GET', `/api/me/reading-progress/${ids.platform}`)).json()).toEqual({ progress: null });
    expect(((await (await b('GET', '/api/me/preferences')).json()) as { preferences: { categories: string[] } }).preferences.categories).toEqual([]);
    const bActivity = (await (await b('GET', '/api/me/activity')).json()) as { readThisWeek: number; continueReading: unknown[] };
    expect(bActivity.readThisWeek).toBe(0);
    expect(bActivity.continueReading).toEqual([]);
    // B's export holds none of A's rows.
    const bExport = JSON.stringify(await (await b('GET', '/api/me/export')).json());
    expect(bExport).not.toContain('idor-a@example.com');
    expect(bExport).not.toContain(ids.platform);
  });

  it('serves the four tabs: Latest and Trending by region preference, Saved from bookmarks, drafts and old stories never', async () => {
    const r = await signedIn('tabs@example.com');
    const latest = await feedIds(r, 'latest');
    expect(latest).toEqual([ids.platform, ids.platform2, ids.brandNew, ids.brandOld]);
    expect((await feedIds(r, 'trending'))[0]).toBe(ids.platform);
    await r('PUT', '/api/me/preferences', { ...PREFS, regions: ['indian', 'global'] });
    expect(await feedIds(r, 'latest')).toContain(ids.global);
    expect(await feedIds(r, 'saved')).toEqual([]);
    await r('PUT', `/api/me/bookmarks/${ids.brandOld}`);
    expect(await feedIds(r, 'saved')).toEqual([ids.brandOld]);
    expect((await r('GET', '/api/me/feed?tab=popular')).status).toBe(400);
  });

  it('ranks For You from history with a reason, follows categories, and drops what the reader asked to see less of', async () => {
    const r = await signedIn('foryou@example.com');
    // Without history: freshest first.
    expect((await feedIds(r, 'for-you'))[0]).toBe(ids.platform);
    // The reader reads and likes brand stories: the unread brand story rises to the top, "because you read" one.
    await r('PUT', `/api/me/reading-progress/${ids.brandOld}`, { progress: 95, readingSeconds: 120 });
    await r('PUT', `/api/me/likes/${ids.brandOld}`);
    const feed = (await (await r('GET', '/api/me/feed?tab=for-you')).json()) as { articles: { id: string; reason: { kind: string; title?: string } }[] };
    expect(feed.articles[0]?.id).toBe(ids.brandNew);
    expect(feed.articles[0]?.reason).toEqual({ kind: 'because-you-read', articleId: ids.brandOld, title: 'Brands in Mumbai double influencer budgets' });
    // A finished story does not come back.
    expect(feed.articles.map((a) => a.id)).not.toContain(ids.brandOld);

    // Fewer like this: the story leaves, and only public stories can be dismissed.
    expect(await (await r('POST', '/api/me/feed/feedback', { articleId: ids.brandNew })).json()).toEqual({ recorded: true });
    expect(await feedIds(r, 'for-you')).not.toContain(ids.brandNew);
    expect((await r('POST', '/api/me/feed/feedback', { articleId: ids.draft })).status).toBe(404);

    // Following one category puts its stories first, the rest after.
    await r('PUT', '/api/me/preferences', { ...PREFS, categories: ['platform-updates'] });
    const followed = (await (await r('GET', '/api/me/feed?tab=for-you')).json()) as { articles: { id: string; reason: { kind: string } }[] };
    expect(followed.articles.slice(0, 2).map((a) => a.id).sort()).toEqual([ids.platform, ids.platform2].sort());
    expect(followed.articles[0]?.reason.kind).toBe('followed-category');
  });

  it('sends each tab as the JSON of the feed the home page reads, gzipped when asked (stories serialised once per pool)', async () => {
    const r = await signedIn('samefeed@example.com');
    await r('PUT', `/api/me/reading-progress/${ids.brandOld}`, { progress: 60, readingSeconds: 50 });
    await r('PUT', `/api/me/bookmarks/${ids.platform2}`);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'samefeed@example.com'));
    const actor = { id: user!.id, role: 'user' as const, suspended: false };
    const service = createReaderFeedService(t.database.db);
    for (const tab of ['for-you', 'trending', 'latest', 'saved'] as const) {
      const expected = await service.feed(actor, tab);
      expect(expected.articles.length).toBeGreaterThan(0);
      // Twice: the second answer is built from the stories' cached JSON text.
      expect(JSON.parse(await service.feedJson(actor, tab))).toEqual(expected);
      expect(JSON.parse(await service.feedJson(actor, tab))).toEqual(expected);
      // The app's own pool was read at another moment: a velocity figure differs with the clock, nothing else.
      expect(steady(await (await r('GET', `/api/me/feed?tab=${tab}`)).json())).toEqual(steady(expected));
    }
    const forYou = await service.feed(actor, 'for-you');
    expect(forYou.articles.some((a) => a.reason !== undefined)).toBe(true);
    const zipped = await r('GET', '/api/me/feed?tab=for-you', undefined, { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('cache-control')).toBe('private, no-store');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(steady(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()))).toEqual(steady(forYou));
  });

  it('takes a published story in and drops a withdrawn one at once (the pool hears both)', async () => {
    const r = await signedIn('withdrawn@example.com');
    await feedIds(r, 'latest');
    // Published as the pipeline does it: the row, then the notification every process hears.
    const victim = await insertTestArticle(t.database, { title: 'Creator marketplace opens in Pune', indiaRelevance: INDIAN, originalPublishedAt: hoursAgo(0.5) });
    await notifyArticlesPublished(t.database.db, [victim]);
    await expect.poll(() => feedIds(r, 'latest'), { timeout: 10_000 }).toContain(victim);
    // Hidden the way a moderator would.
    await t.database.db.update(articles).set({ status: 'archived' }).where(eq(articles.id, victim));
    await expect.poll(() => feedIds(r, 'latest'), { timeout: 10_000 }).not.toContain(victim);
  });

  it('sums reading activity and exports the reader\'s own data without secrets', async () => {
    const r = await signedIn('activity@example.com');
    await r('PUT', `/api/me/reading-progress/${ids.platform}`, { progress: 40, readingSeconds: 90 });
    await r('PUT', `/api/me/reading-progress/${ids.platform2}`, { progress: 92, readingSeconds: 150 });
    await r('PUT', `/api/me/reading-progress/${ids.global}`, { progress: 5, readingSeconds: 3 });
    await r('PUT', `/api/me/bookmarks/${ids.platform}`);
    const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'activity@example.com'));
    await t.database.db.insert(notifications).values({ userId: me!.id, kind: 'breaking', title: 'Breaking news', message: 'A story for the export', actionUrl: '/' });
    const activity = (await (await r('GET', '/api/me/activity')).json()) as Record<string, unknown> & { continueReading: { article: { id: string }; progress: number }[] };
    expect(activity).toMatchObject({ readThisWeek: 2, completedThisWeek: 1, minutesThisWeek: 4, streakDays: 1, saved: 1, liked: 0 });
    expect(activity.continueReading.map((c) => [c.article.id, c.progress])).toEqual([[ids.platform, 40]]);

    const res = await r('GET', '/api/me/export');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = (await res.json()) as Record<string, unknown> & { account: { email: string }; bookmarks: unknown[]; readingProgress: unknown[]; sessions: Record<string, unknown>[] };
    expect(data.account.email).toBe('activity@example.com');
    expect(data.bookmarks).toHaveLength(1);
    expect(data.readingProgress).toHaveLength(3);
    expect(data.notifications).toEqual([expect.objectContaining({ title: 'Breaking news', message: 'A story for the export', read: false })]);
    expect(Object.keys(data).sort()).toEqual(['account', 'bookmarks', 'contactMessages', 'exportedAt', 'fewerLikeThis', 'likes', 'mailSent', 'notifications', 'preferences', 'readingProgress', 'securityEvents', 'sessions']);
    expect(data.sessions.length).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/"token"|password|scrypt/i);
    expect(Object.keys(data.sessions[0]!)).toEqual(['createdAt', 'expiresAt', 'ipAddress', 'userAgent']);
  });
});
