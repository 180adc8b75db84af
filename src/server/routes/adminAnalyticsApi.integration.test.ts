/**
 * Analytics (issue 11 item 9), through the app with the server-rendered pages (the development build): the role
 * matrix; page views counted for real page GETs and client navigations, and not for bots, prefetches, HEAD, /admin,
 * /api or a 404; no address or user agent stored, only a day's hash; one visitor per address and agent per day, a new
 * hash the next day (the salt rotates, and old salts are deleted); the figures equal what was seeded; the CSV reports
 * have a row per day, ISO week or month with formula cells neutralised.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks, likes, readingProgress, searchKeywordDays, searchKeywords, users } from '../../db/schema.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../../db/testDatabase.ts';
import { addDays, periodStart, rangeDays, utcDayOf, type AnalyticsOverview } from '../../domain/analytics.ts';
import { articlePath } from '../../domain/articlePath.ts';
import { callersForEveryRole, type AppCall, type RoleCaller } from '../../testing/appSession.ts';
import { TEST_SITE } from '../../testing/authTestClient.ts';
import { loadDevServerBuild } from '../../testing/devServerBuild.ts';
import { createApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { createPageViewRecorder, type PageViewRecorder } from '../middleware/pageViews.ts';

const env = { SITE_NAME: 'Test', SITE_URL: TEST_SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'production' as const };
const roomy = { limit: 10_000, windowMs: 60_000 };
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ADDRESS = '203.0.113.7';
const FORMULA_TERM = "=cmd|' /c calc'!a1";

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
let recorder: PageViewRecorder;
let closeBuild: (() => Promise<void>) | undefined;
let clock = new Date();
const as = {} as Record<RoleCaller, AppCall>;
const ids = {} as Record<Exclude<RoleCaller, 'visitor'>, string>;
let storyA = '';
let storyB = '';

const visit = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.request(path, { method, headers: { 'user-agent': CHROME, 'x-forwarded-for': ADDRESS, ...headers } });
interface ViewRow {
  [k: string]: unknown;
  day: string;
  path: string;
  article_id: string | null;
  visitor_hash: string;
  device: string;
  referrer_host: string | null;
}
const viewRows = async () =>
  ((await t.database.db.execute(sql`SELECT *, to_char(day, 'YYYY-MM-DD') AS day FROM page_views ORDER BY id`)) as unknown as { rows: ViewRow[] }).rows;
const clearViews = () => t.database.db.execute(sql`TRUNCATE page_views, page_view_visitors, page_view_days, page_view_paths, page_view_sources`);
const dayTotals = async (day: string) =>
  ((await t.database.db.execute(sql`SELECT views, visitors, article_views FROM page_view_days WHERE day = ${day}::date`)) as unknown as { rows: Record<string, number>[] }).rows[0];
/** The body as sent, byte-order mark included (Response.text() drops it). */
const csvText = async (res: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
const json = async <T>(res: Response | Promise<Response>): Promise<T> => (await res).json() as Promise<T>;

beforeAll(async () => {
  t = await createTestDatabase();
  const { build, close } = await loadDevServerBuild();
  closeBuild = close;
  // An hour of flush interval: the test writes with flush(), so what it reads is exactly what it sent.
  recorder = createPageViewRecorder({ db: t.database.db, siteUrl: TEST_SITE, log: createLogger('silent'), now: () => clock, flushMs: 3_600_000 });
  app = createApp({
    database: t.database,
    env,
    log: createLogger('silent'),
    ssrBuild: build,
    search: { trustProxy: true },
    analytics: { recorder, now: () => clock },
    accounts: { sendMail: async () => {}, limits: { address: roomy, accountAddress: roomy, account: roomy } },
  });
  const roles = await callersForEveryRole(app, t.database.db);
  Object.assign(as, roles.as);
  Object.assign(ids, roles.userIds);
  storyA = await insertTestArticle(t.database, { title: 'Mumbai creators sign record brand deals' });
  storyB = await insertTestArticle(t.database, { title: 'Bengaluru agency raises a seed round' });
}, 300_000);

afterAll(async () => {
  await recorder?.stop();
  await closeBuild?.();
  await t?.drop();
});

describe('the analytics API role matrix', () => {
  it('answers admins only: visitor and suspended admin 401, reader and moderator 403', async () => {
    const expected: Record<RoleCaller, number> = { visitor: 401, suspended: 401, reader: 403, moderator: 403, admin: 200 };
    for (const path of ['/api/admin/analytics', '/api/admin/analytics?range=7d', '/api/admin/analytics/reports/weekly.csv?range=30d']) {
      for (const who of Object.keys(expected) as RoleCaller[]) {
        const res = await as[who]('GET', path);
        expect(res.status, `${who} ${path}`).toBe(expected[who]);
        if (who !== 'visitor') expect(res.headers.get('cache-control'), `${who} ${path}`).toContain('no-store');
      }
    }
  });

  it('refuses an unknown range (400) and an unknown report (404)', async () => {
    expect((await as.admin('GET', '/api/admin/analytics?range=365d')).status).toBe(400);
    expect((await as.admin('GET', '/api/admin/analytics/reports/yearly.csv')).status).toBe(404);
    expect((await as.admin('GET', '/api/admin/analytics/reports/daily.json')).status).toBe(404);
  });
});

describe('counting page views', () => {
  it('counts real page GETs and client navigations, not bots, prefetches, HEAD, /admin, /api or a 404', async () => {
    const story = articlePath({ id: storyA, title: 'Mumbai creators sign record brand deals' });
    const counted = [
      await visit('/', { referer: 'https://www.google.com/search?q=creators' }),
      await visit('/'),
      await visit(story, { 'user-agent': IPHONE, referer: `${TEST_SITE}/` }),
      await visit('/about.data'),
    ];
    for (const res of counted) expect(res.status).toBe(200);
    const ignored = [
      await visit('/', { 'user-agent': GOOGLEBOT }),
      await visit('/', { 'user-agent': '' }),
      await visit('/', { 'sec-purpose': 'prefetch' }),
      await visit('/about', { purpose: 'prefetch' }),
      await visit('/', {}, 'HEAD'),
      await visit('/api/articles'),
      await visit('/no-such-page'),
      await as.admin('GET', '/admin', undefined, { 'user-agent': CHROME, 'x-forwarded-for': ADDRESS }),
      await as.admin('GET', '/admin/analytics', undefined, { 'user-agent': CHROME, 'x-forwarded-for': ADDRESS }),
    ];
    expect(ignored.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 404, 200, 200]);
    expect(await recorder.flush()).toBe(4);
    const rows = await viewRows();
    expect(rows.map((r) => r.path)).toEqual(['/', '/', story, '/about']);
    expect(rows.map((r) => r.article_id)).toEqual([null, null, storyA, null]);
    expect(rows.map((r) => r.device)).toEqual(['desktop', 'desktop', 'mobile', 'desktop']);
    // Only outside referrers, host only.
    expect(rows.map((r) => r.referrer_host)).toEqual(['google.com', null, null, null]);
    expect(rows.every((r) => r.day === utcDayOf(clock))).toBe(true);
  });

  it('stores neither the address nor the user agent, only a 16-digit hash: one per address and agent per day', async () => {
    await clearViews();
    await visit('/');
    await visit('/about');
    await visit('/', { 'user-agent': FIREFOX });
    await visit('/', { 'x-forwarded-for': '198.51.100.20' });
    await recorder.flush();
    const rows = await viewRows();
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const stored = JSON.stringify(row);
      for (const secret of [ADDRESS, '198.51.100.20', 'Firefox', 'Chrome', 'Mozilla']) expect(stored).not.toContain(secret);
      expect(row.visitor_hash).toMatch(/^[0-9a-f]{16}$/);
    }
    const [sameA, sameB, otherAgent, otherAddress] = rows.map((r) => r.visitor_hash);
    expect(sameA).toBe(sameB);
    expect(new Set([sameA, otherAgent, otherAddress]).size).toBe(3);
    const day = utcDayOf(clock);
    expect(await dayTotals(day)).toEqual({ views: 4, visitors: 3, article_views: 0 });
    // Another web process sees the same visitor the same day: one more view, no new visitor.
    const other = createPageViewRecorder({ db: t.database.db, siteUrl: TEST_SITE, log: createLogger('silent'), now: () => clock, flushMs: 3_600_000 });
    other.record({ at: clock, path: '/contact', address: ADDRESS, userAgent: CHROME, referrerHost: null });
    await other.stop();
    expect(await dayTotals(day)).toEqual({ views: 5, visitors: 3, article_views: 0 });
    const summaries = JSON.stringify((await t.database.db.execute(sql`SELECT * FROM page_view_visitors`)) as unknown);
    for (const secret of [ADDRESS, '198.51.100.20', 'Firefox', 'Chrome']) expect(summaries).not.toContain(secret);
  });

  it('gives the same visitor a new hash the next day and deletes salts older than yesterday', async () => {
    const today = clock;
    try {
      await clearViews();
      await visit('/');
      await recorder.flush();
      clock = new Date(today.getTime() + 86_400_000);
      await visit('/');
      await recorder.flush();
      const [first, second] = await viewRows();
      expect(second?.day).toBe(addDays(first!.day, 1));
      expect(second?.visitor_hash).not.toBe(first?.visitor_hash);
      const salts = async () =>
        ((await t.database.db.execute(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_salts ORDER BY day`)) as unknown as { rows: { day: string }[] }).rows.map((r) => r.day);
      expect(await salts()).toEqual([first!.day, second!.day]);
      // Two days on, the first day's salt is gone: its hashes can no longer be recomputed.
      clock = new Date(today.getTime() + 2 * 86_400_000);
      await visit('/');
      await recorder.flush();
      expect(await salts()).toEqual([second!.day, addDays(second!.day, 1)]);
      const visitorDays = ((await t.database.db.execute(sql`SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day FROM page_view_visitors ORDER BY 1`)) as unknown as { rows: { day: string }[] }).rows;
      expect(visitorDays.map((r) => r.day)).toEqual([second!.day, addDays(second!.day, 1)]);
      // The first day's count stays.
      expect(await dayTotals(first!.day)).toEqual({ views: 1, visitors: 1, article_views: 0 });
    } finally {
      clock = today;
      await clearViews();
    }
  });
});

describe('the figures', () => {
  it('equal what was seeded: views, visitors, reads, read time, likes, bookmarks, searches, sign-ups, rates', async () => {
    await clearViews();
    const story = articlePath({ id: storyA, title: 'Mumbai creators sign record brand deals' });
    await visit(story);
    await visit(story);
    await visit(story, { 'user-agent': FIREFOX });
    await visit('/');
    await recorder.flush();
    await t.database.db.insert(likes).values([
      { userId: ids.reader, articleId: storyA },
      { userId: ids.moderator, articleId: storyA },
      { userId: ids.admin, articleId: storyB },
    ]);
    await t.database.db.insert(bookmarks).values([
      { userId: ids.reader, articleId: storyB },
      { userId: ids.moderator, articleId: storyB },
    ]);
    await t.database.db.insert(readingProgress).values([
      { userId: ids.reader, articleId: storyA, progress: 100, readingSeconds: 120, completed: true },
      { userId: ids.moderator, articleId: storyA, progress: 40, readingSeconds: 60 },
      { userId: ids.reader, articleId: storyB, progress: 10, readingSeconds: 30 },
      // Started 10 days ago: outside a 7-day range, inside 30 days.
      { userId: ids.admin, articleId: storyB, progress: 100, readingSeconds: 300, completed: true, startedAt: new Date(clock.getTime() - 10 * 86_400_000) },
    ]);
    await t.database.db.insert(searchKeywords).values([{ keyword: FORMULA_TERM, searchCount: 5 }, { keyword: 'brand deals', searchCount: 2 }]);
    await t.database.db.insert(searchKeywordDays).values([
      { keyword: FORMULA_TERM, day: utcDayOf(clock), searchCount: 5 },
      { keyword: 'brand deals', day: utcDayOf(clock), searchCount: 2 },
    ]);
    const [{ n: accounts } = { n: 0 }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);

    const a = await json<AnalyticsOverview>(as.admin('GET', '/api/admin/analytics?range=7d'));
    expect(a).toMatchObject({ range: '7d', to: utcDayOf(clock), from: addDays(utcDayOf(clock), -6), timeZone: 'UTC' });
    expect(a.traffic.series).toHaveLength(7);
    expect(a.traffic.series.at(-1)).toEqual({ day: utcDayOf(clock), pageViews: 4, visitors: 2 });
    expect(a.traffic.totals).toEqual({ pageViews: 4, visitors: 2, viewsPerVisitor: 2 });
    expect(a.traffic.topPages).toEqual([
      { path: story, pageViews: 3 },
      { path: '/', pageViews: 1 },
    ]);
    expect(a.traffic.devices).toEqual([{ device: 'desktop', pageViews: 4 }]);
    expect(a.content.totals).toEqual({ articleViews: 3, articlesViewed: 1 });
    expect(a.content.topArticles).toEqual([
      { id: storyA, title: 'Mumbai creators sign record brand deals', path: story, category: 'creator-economy', pageViews: 3, likes: 2 },
    ]);
    expect(a.content.topReads[0]).toMatchObject({ id: storyA, readsStarted: 2, readsCompleted: 1, readSeconds: 180 });
    expect(a.engagement.totals).toEqual({
      readsStarted: 3,
      readsCompleted: 1,
      readSeconds: 210,
      avgReadSeconds: 70,
      likes: 3,
      bookmarks: 2,
      searches: 7,
      engagementRate: (1 + 3 + 2) / 3,
    });
    // Nothing shared in this file (articleShareApi.integration.test.ts reports shares): every channel listed, at 0.
    expect(a.engagement.shares.total).toBe(0);
    expect(a.engagement.shares.byChannel.map((c) => c.shares)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(a.engagement.series.every((d) => d.shares === 0)).toBe(true);
    expect(a.engagement.topSearchTerms).toEqual([
      { term: FORMULA_TERM, searches: 5 },
      { term: 'brand deals', searches: 2 },
    ]);
    expect(a.conversion.totals).toEqual({
      visitors: 2,
      signUps: accounts,
      signUpRate: accounts / 2,
      readers: 2,
      readersWhoLiked: 2,
      readersWhoBookmarked: 2,
      likeRate: 1,
      bookmarkRate: 1,
      completionRate: 1 / 3,
    });
    expect(a.conversion.newsletterSignUps).toBeNull();

    // The read started 10 days ago counts in 30 days only.
    const month = await json<AnalyticsOverview>(as.admin('GET', '/api/admin/analytics?range=30d'));
    expect(month.traffic.series).toHaveLength(30);
    expect(month.engagement.totals).toMatchObject({ readsStarted: 4, readsCompleted: 2, readSeconds: 510 });
    expect(month.conversion.totals.readers).toBe(3);
  });

  it('downloads daily, weekly and monthly CSV reports: a header, one row per period, formulas neutralised', async () => {
    const { days, from, to } = rangeDays('30d', clock);
    for (const period of ['daily', 'weekly', 'monthly'] as const) {
      const res = await as.admin('GET', `/api/admin/analytics/reports/${period}.csv?range=30d`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="analytics-${period}-${from}-to-${to}.csv"`);
      const text = await csvText(res);
      expect(text.startsWith('\uFEFFperiod,from,to,page_views,visitors,story_views,reads_started')).toBe(true);
      const lines = text.slice(1).trimEnd().split('\r\n');
      const periods = new Set(days.map((d) => periodStart(d, period)));
      expect(lines, period).toHaveLength(1 + periods.size);
      const last = lines.at(-1)!;
      // Today's period holds the seeded figures; the search term is quoted with a leading apostrophe.
      expect(last).toContain(`'${FORMULA_TERM}`);
      expect(last).not.toMatch(/,=/);
      const cells = last.split(',');
      expect(cells[3]).toBe('4');
      expect(cells[4]).toBe('2');
    }
    const daily = (await csvText(await as.admin('GET', '/api/admin/analytics/reports/daily.csv?range=7d'))).slice(1).trimEnd().split('\r\n');
    expect(daily).toHaveLength(8);
    expect(daily.slice(1).map((l) => l.split(',')[0])).toEqual(rangeDays('7d', clock).days);
    expect(daily.at(-1)).toMatch(new RegExp(`^${utcDayOf(clock)},${utcDayOf(clock)},${utcDayOf(clock)},4,2,3,3,1,3.5,70,3,2,0,\\d+,7,'=cmd\\|' /c calc'!a1$`));
  });

  it('shows the screen with the figures to an admin', async () => {
    const res = await as.admin('GET', '/admin/analytics?range=7d&tab=engagement');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Analytics');
    expect(html).toContain('Social Shares');
    expect(html).toContain('Likes, bookmarks and shares');
    const reader = await as.reader('GET', '/admin/analytics');
    expect(reader.status).not.toBe(200);
  });
});
