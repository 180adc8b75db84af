/**
 * Share reports (POST /api/articles/{id}/share) through the app, and the back office's figures made from them: 204
 * and one more in the day's count per story and channel (signed in or not, nothing about the client stored, no
 * cookie); 404 for a story readers cannot see; 400 for a bad channel or id; 403 from another site's page; bots
 * answered alike and not counted; the per-address limit; the analytics answer (total, per day, per channel) and the
 * CSV reports' shares column; the lifecycle's purge keeps a story's counts and deleting the story removes them.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../../db/testDatabase.ts';
import { addDays, utcDayOf, type AnalyticsOverview } from '../../domain/analytics.ts';
import { SHARE_CHANNELS } from '../../domain/articleShares.ts';
import { purgeArchivedBatch } from '../../pipeline/lifecycle/purgeArchivedArticles.ts';
import { callersForEveryRole, type AppCall, type RoleCaller } from '../../testing/appSession.ts';
import { TEST_SITE } from '../../testing/authTestClient.ts';
import { createApp } from '../app.ts';
import { createLogger } from '../logger.ts';

const env = { SITE_NAME: 'Test', SITE_URL: TEST_SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
const roomy = { limit: 10_000, windowMs: 60_000 };
const SHARE_LIMIT = 8;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
// A fixed noon (UTC), so "the next day" never depends on when the test runs.
const TODAY = new Date('2026-11-26T12:00:00Z');

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
let clock = TODAY;
const as = {} as Record<RoleCaller, AppCall>;
const story: Record<'a' | 'b' | 'draft' | 'duplicate' | 'lowRelevance' | 'archived', string> = { a: '', b: '', draft: '', duplicate: '', lowRelevance: '', archived: '' };

let nextAddress = 1;
/** A client address of its own for each test, so one test's reports never use up another's budget. */
const newAddress = () => `198.51.100.${nextAddress++}`;

/** What a same-origin `navigator.sendBeacon` with a JSON Blob sends (Origin and Sec-Fetch-Site included). */
function share(id: string, body: unknown, opts: { address: string; headers?: Record<string, string> }) {
  return app.request(`/api/articles/${id}/share`, {
    method: 'POST',
    headers: {
      origin: TEST_SITE,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      'user-agent': CHROME,
      'x-forwarded-for': opts.address,
      ...opts.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

interface ShareRow {
  [k: string]: unknown;
  day: string;
  article_id: string;
  channel: string;
  shares: number;
}
const shareRows = async () =>
  (
    (await t.database.db.execute(sql`SELECT *, to_char(day, 'YYYY-MM-DD') AS day FROM article_share_days ORDER BY 1, article_id, channel`)) as unknown as {
      rows: ShareRow[];
    }
  ).rows.map((r) => ({ ...r, shares: Number(r.shares) }));
const clearShares = () => t.database.db.execute(sql`DELETE FROM article_share_days`);
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
/** The body as sent, byte-order mark included (Response.text() drops it). */
const csvText = async (res: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({
    database: t.database,
    env,
    log: createLogger('silent'),
    search: { trustProxy: true },
    analytics: { now: () => clock },
    shares: { rateLimit: { limit: SHARE_LIMIT, windowMs: 60_000 } },
    accounts: { sendMail: async () => {}, limits: { address: roomy, accountAddress: roomy, account: roomy } },
  });
  Object.assign(as, (await callersForEveryRole(app, t.database.db)).as);
  story.a = await insertTestArticle(t.database, { title: 'Mumbai creators sign record brand deals' });
  story.b = await insertTestArticle(t.database, { title: 'Bengaluru agency raises a seed round' });
  story.draft = await insertTestArticle(t.database, { title: 'A draft', status: 'draft' });
  story.duplicate = await insertTestArticle(t.database, { title: 'A duplicate', isDuplicate: true });
  story.lowRelevance = await insertTestArticle(t.database, { title: 'Barely on topic', relevanceScore: 5 });
  story.archived = await insertTestArticle(t.database, { title: 'Archived long ago', status: 'archived', archivedAt: new Date(Date.now() - 40 * 86_400_000) });
}, 120_000);

afterAll(async () => {
  await t?.drop();
});

describe('POST /api/articles/{id}/share', () => {
  it('answers 204 and adds one to the day’s count per story and channel; nothing about the client is stored', async () => {
    await clearShares();
    const address = newAddress();
    const answers = [
      await share(story.a, { channel: 'copy' }, { address }),
      await share(story.a, { channel: 'copy' }, { address }),
      await share(story.a, { channel: 'whatsapp' }, { address }),
      await share(story.b, { channel: 'copy' }, { address }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    // A signed-in reader's share counts the same way (the caller sends the app's origin and its session cookie).
    expect((await as.reader('POST', `/api/articles/${story.a}/share`, { channel: 'linkedin' }, { 'user-agent': CHROME, 'x-forwarded-for': address })).status).toBe(204);
    const day = utcDayOf(TODAY);
    const rows = await shareRows();
    expect(rows.map(({ day, article_id, channel, shares }) => ({ day, article_id, channel, shares }))).toEqual(
      [
        { day, article_id: story.a, channel: 'copy', shares: 2 },
        { day, article_id: story.a, channel: 'linkedin', shares: 1 },
        { day, article_id: story.a, channel: 'whatsapp', shares: 1 },
        { day, article_id: story.b, channel: 'copy', shares: 1 },
      ].sort((x, y) => x.article_id.localeCompare(y.article_id) || x.channel.localeCompare(y.channel)),
    );
    // Only the day, the story, the channel and the count: no address, agent, account or time of day.
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['article_id', 'channel', 'day', 'shares']);
    expect(JSON.stringify(rows)).not.toContain(address);

    // The next UTC day starts a new count.
    clock = new Date(TODAY.getTime() + 86_400_000);
    try {
      expect((await share(story.a, { channel: 'copy' }, { address })).status).toBe(204);
    } finally {
      clock = TODAY;
    }
    const next = (await shareRows()).filter((r) => r.day === addDays(day, 1));
    expect(next.map((r) => [r.article_id, r.channel, r.shares])).toEqual([[story.a, 'copy', 1]]);
    expect((await shareRows()).find((r) => r.day === day && r.article_id === story.a && r.channel === 'copy')?.shares).toBe(2);
  });

  it('accepts every channel of the share menu', async () => {
    await clearShares();
    const address = newAddress();
    for (const channel of SHARE_CHANNELS) expect((await share(story.b, { channel }, { address })).status, channel).toBe(204);
    expect((await shareRows()).map((r) => r.channel).sort()).toEqual([...SHARE_CHANNELS].sort());
  });

  it('answers 404 with the envelope for a story readers cannot see, and counts nothing', async () => {
    await clearShares();
    const address = newAddress();
    for (const id of [story.draft, story.duplicate, story.lowRelevance, story.archived, UNKNOWN]) {
      const res = await share(id, { channel: 'copy' }, { address });
      expect(res.status, id).toBe(404);
      expect((await errorOf(res)).code).toBe('not_found');
    }
    expect(await shareRows()).toEqual([]);
  });

  it('answers 400 for a channel the menu does not offer or an id that is not one, 415 for another type, 413 for a large body', async () => {
    await clearShares();
    const address = newAddress();
    for (const body of [{ channel: 'native' }, { channel: 'X' }, { channel: '' }, {}, 'not json']) {
      const res = await share(story.a, body, { address });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).code).toBe('invalid_request');
    }
    const badId = await share('not-an-id', { channel: 'copy' }, { address });
    expect(badId.status).toBe(400);
    expect((await errorOf(badId)).message).toContain('id');
    // The budget is per minute; a fresh address for the rest.
    const other = newAddress();
    expect((await share(story.a, { channel: 'copy' }, { address: other, headers: { 'content-type': 'text/plain;charset=UTF-8' } })).status).toBe(415);
    expect((await share(story.a, { channel: 'copy', pad: 'x'.repeat(1000) }, { address: other })).status).toBe(413);
    expect(await shareRows()).toEqual([]);
  });

  it('refuses a report sent from another site’s page (403) and counts nothing', async () => {
    await clearShares();
    const address = newAddress();
    const fromElsewhere = await share(story.a, { channel: 'copy' }, { address, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(fromElsewhere.status).toBe(403);
    expect((await errorOf(fromElsewhere)).code).toBe('forbidden');
    // A browser that strips Origin still says the request is cross-site.
    const res = await app.request(`/api/articles/${story.a}/share`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json', 'user-agent': CHROME, 'x-forwarded-for': address },
      body: JSON.stringify({ channel: 'copy' }),
    });
    expect(res.status).toBe(403);
    expect(await shareRows()).toEqual([]);
  });

  it('answers a bot alike but does not count it (the page views’ rule)', async () => {
    await clearShares();
    const address = newAddress();
    expect((await share(story.a, { channel: 'copy' }, { address, headers: { 'user-agent': GOOGLEBOT } })).status).toBe(204);
    expect((await share(story.a, { channel: 'copy' }, { address, headers: { 'user-agent': '' } })).status).toBe(204);
    expect((await share(story.draft, { channel: 'copy' }, { address, headers: { 'user-agent': GOOGLEBOT } })).status).toBe(404);
    expect(await shareRows()).toEqual([]);
  });

  it(`allows ${SHARE_LIMIT} reports a minute per address, then 429 with Retry-After`, async () => {
    await clearShares();
    const address = newAddress();
    for (let i = 0; i < SHARE_LIMIT; i++) expect((await share(story.a, { channel: 'x' }, { address })).status).toBe(204);
    const refused = await share(story.a, { channel: 'x' }, { address });
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address has its own budget.
    expect((await share(story.a, { channel: 'x' }, { address: newAddress() })).status).toBe(204);
    expect((await shareRows()).map((r) => r.shares)).toEqual([SHARE_LIMIT + 1]);
  });
});

describe('shares in the back office’s analytics', () => {
  it('answers the range’s total, the shares of each day and the shares per channel', async () => {
    await clearShares();
    const address = newAddress();
    const today = utcDayOf(TODAY);
    for (const channel of ['whatsapp', 'whatsapp', 'copy'] as const) await share(story.a, { channel }, { address });
    await share(story.b, { channel: 'whatsapp' }, { address });
    // Two days ago (inside 7 days) and ten days ago (inside 30 days only).
    for (const [daysAgo, channel] of [[2, 'email'], [10, 'x']] as const) {
      clock = new Date(TODAY.getTime() - daysAgo * 86_400_000);
      try {
        expect((await share(story.b, { channel }, { address })).status).toBe(204);
      } finally {
        clock = TODAY;
      }
    }
    const week = (await (await as.admin('GET', '/api/admin/analytics?range=7d')).json()) as AnalyticsOverview;
    expect(week.to).toBe(today);
    expect(week.engagement.shares).toEqual({
      total: 5,
      byChannel: [
        { channel: 'whatsapp', shares: 3 },
        { channel: 'email', shares: 1 },
        { channel: 'copy', shares: 1 },
        { channel: 'x', shares: 0 },
        { channel: 'linkedin', shares: 0 },
        { channel: 'facebook', shares: 0 },
      ],
    });
    expect(week.engagement.series).toHaveLength(7);
    expect(week.engagement.series.map((d) => d.shares)).toEqual([0, 0, 0, 0, 1, 0, 4]);
    expect(week.engagement.series.at(-1)).toMatchObject({ day: today, shares: 4 });

    const month = (await (await as.admin('GET', '/api/admin/analytics?range=30d')).json()) as AnalyticsOverview;
    expect(month.engagement.shares.total).toBe(6);
    expect(month.engagement.shares.byChannel.find((c) => c.channel === 'x')).toEqual({ channel: 'x', shares: 1 });
    expect(month.engagement.series.reduce((n, d) => n + d.shares, 0)).toBe(6);
  });

  it('puts a shares column in the daily, weekly and monthly CSV reports', async () => {
    for (const period of ['daily', 'weekly', 'monthly'] as const) {
      const lines = (await csvText(await as.admin('GET', `/api/admin/analytics/reports/${period}.csv?range=30d`))).slice(1).trimEnd().split('\r\n');
      const header = lines[0]?.split(',') ?? [];
      const column = header.indexOf('shares');
      expect(header.slice(column - 2, column + 2), period).toEqual(['likes', 'bookmarks', 'shares', 'sign_ups']);
      const total = lines.slice(1).reduce((n, line) => n + Number(line.split(',')[column]), 0);
      expect(total, period).toBe(6);
    }
    const daily = (await csvText(await as.admin('GET', '/api/admin/analytics/reports/daily.csv?range=7d'))).slice(1).trimEnd().split('\r\n');
    const column = daily[0]!.split(',').indexOf('shares');
    expect(daily.at(-1)!.split(',')[0]).toBe(utcDayOf(TODAY));
    expect(daily.at(-1)!.split(',')[column]).toBe('4');
  });
});

describe('shares and the story’s lifecycle', () => {
  it('keeps a purged story’s counts (the row stays, hash-only) and removes them with a deleted story', async () => {
    await clearShares();
    const address = newAddress();
    const doomed = await insertTestArticle(t.database, { title: 'Shared, then archived and purged' });
    expect((await share(doomed, { channel: 'copy' }, { address })).status).toBe(204);
    await t.database.db.update(articles).set({ status: 'archived', archivedAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(articles.id, doomed));
    expect((await purgeArchivedBatch(t.database.db, new Date(), 100)).purged).toBeGreaterThanOrEqual(1);
    expect((await t.database.db.select({ status: articles.status }).from(articles).where(eq(articles.id, doomed)))[0]?.status).toBe('purged');
    expect((await shareRows()).map((r) => [r.article_id, r.shares])).toEqual([[doomed, 1]]);
    // A purged story is no longer public: it cannot be shared again.
    expect((await share(doomed, { channel: 'copy' }, { address })).status).toBe(404);
    await t.database.db.delete(articles).where(eq(articles.id, doomed));
    expect(await shareRows()).toEqual([]);
  });
});
