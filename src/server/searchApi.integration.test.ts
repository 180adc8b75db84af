import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_KEYWORD_RATE_LIMIT } from '../domain/searchKeywords.ts';
import { popularTopics } from '../domain/searchSuggestions.ts';
import type { TrendingKeyword } from '../domain/trendingKeywords.ts';
import { firstTrendingDay, utcDay } from '../db/queries/searchKeywords.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
const env = { SITE_NAME: 'Test', SITE_URL: 'http://localhost:3000', CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
const DAY = 86_400_000;
const daysAgo = (d: number) => new Date(Date.now() - d * DAY);

/** A request as if from `ip` (the node server's socket, which the limiter keys on). */
const fromIp = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
let ipCounter = 0;
/** A fresh address per call, so tests that are not about the limit never meet it. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const record = (term: unknown, ip = freshIp(), headers: Record<string, string> = { 'content-type': 'application/json' }, body?: string) =>
  app.request('/api/search-keywords', { method: 'POST', headers, body: body ?? JSON.stringify({ term }) }, fromIp(ip));

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const trending = async (query = ''): Promise<TrendingKeyword[]> => {
  const res = await app.request(`/api/trending-keywords${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { keywords: TrendingKeyword[] }).keywords;
};

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({ database: t.database, env, log: createLogger('silent') });
  // Content-based sources: tags and keyword matches of public articles of the last 7 days.
  const km = (primary: string[], secondary: string[] = []) => ({ primary, secondary, indian: ['india'] });
  for (let i = 0; i < 6; i++) await insertTestArticle(t.database, { title: `Reels payouts story ${i}`, tags: ['Reels', 'creator-economy', ''], keywordMatches: km(['ugc', 'creators']), originalPublishedAt: daysAgo(1) });
  for (let i = 0; i < 5; i++) await insertTestArticle(t.database, { title: `Moj update ${i}`, tags: ['Moj', '  '], keywordMatches: km(['brand deal'], ['sponsorship']), originalPublishedAt: daysAgo(2) });
  for (let i = 0; i < 4; i++) await insertTestArticle(t.database, { title: `ASCI rules ${i}`, tags: ['ASCI', 'General'], originalPublishedAt: daysAgo(3) });
  for (let i = 0; i < 3; i++) await insertTestArticle(t.database, { title: `Podcast boom ${i}`, tags: ['podcasts'], originalPublishedAt: daysAgo(6.5) });
  await insertTestArticle(t.database, { title: 'Twitch streams', tags: ['twitch'], originalPublishedAt: daysAgo(4) });
  // Not counted: too old, not public, duplicate, low relevance, tools-technology.
  for (let i = 0; i < 9; i++) await insertTestArticle(t.database, { title: `Old story ${i}`, tags: ['stale tag'], originalPublishedAt: daysAgo(8) });
  for (let i = 0; i < 9; i++) await insertTestArticle(t.database, { title: `Draft ${i}`, tags: ['draft tag'], status: 'draft', originalPublishedAt: daysAgo(1) });
  for (let i = 0; i < 9; i++) await insertTestArticle(t.database, { title: `Dup ${i}`, tags: ['dup tag'], isDuplicate: true, originalPublishedAt: daysAgo(1) });
  for (let i = 0; i < 9; i++) await insertTestArticle(t.database, { title: `Low ${i}`, tags: ['low tag'], relevanceScore: 29, originalPublishedAt: daysAgo(1) });
  for (let i = 0; i < 9; i++) await insertTestArticle(t.database, { title: `Tool ${i}`, tags: ['tool tag'], category: 'tools-technology', originalPublishedAt: daysAgo(1) });
  // Things readers can find by searching.
  await insertTestArticle(t.database, { title: 'UPI tipping for creators', summary: 'Creators take UPI tips.', tags: ['upi'], originalPublishedAt: daysAgo(20) });
  await insertTestArticle(t.database, { title: 'Sharechat creator fund grows', tags: [], originalPublishedAt: daysAgo(20) });
  await insertTestArticle(t.database, { title: 'Affiliate marketing in tier-2 cities', tags: [], originalPublishedAt: daysAgo(20) });
});
afterAll(async () => {
  await t?.drop();
});

describe('POST /api/search-keywords', () => {
  it('records a search that finds articles, normalised, and counts repeats on the same keyword', async () => {
    const first = await record('  UPI   Tipping ');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await json(first)).toEqual({ recorded: true, keyword: 'upi tipping', count: 1 });
    expect(await json(await record('upi tipping'))).toEqual({ recorded: true, keyword: 'upi tipping', count: 2 });
    const rows = await t.database.sql.query<{ keyword: string; search_count: number; day: string; day_count: number }>(
      `SELECT k.keyword, k.search_count, d.day::text AS day, d.search_count AS day_count
       FROM search_keywords k JOIN search_keyword_days d USING (keyword) WHERE k.keyword = 'upi tipping'`,
    );
    expect(rows).toEqual([{ keyword: 'upi tipping', search_count: 2, day: utcDay(new Date()), day_count: 2 }]);
  });

  it('does not count a term that finds nothing', async () => {
    const res = await record('zzqx nothing here');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ recorded: false, keyword: 'zzqx nothing here', reason: 'no_results' });
    expect(await t.database.sql.query("SELECT 1 FROM search_keywords WHERE keyword = 'zzqx nothing here'")).toEqual([]);
  });

  it('survives concurrent recordings of the same keyword without losing a count', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => record('Sharechat')));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [row] = await t.database.sql.query<{ search_count: number }>("SELECT search_count FROM search_keywords WHERE keyword = 'sharechat'");
    expect(row?.search_count).toBe(8);
  });

  it.each([
    ['a', 'at least 2'],
    ['   ', 'at least 2'],
    ['x'.repeat(101), 'at most 100'],
    ['<script>alert(1)</script>', 'plain words'],
    ['javascript:alert(1)', 'plain words'],
    ['https://example.com', 'plain words'],
    [42, 'string'],
    [undefined, 'string'],
  ])('rejects term %j with 400 and the envelope', async (term, message) => {
    const res = await record(term);
    expect(res.status).toBe(400);
    const { error } = (await json(res)) as { error: { code: string; message: string; details: { field: string; message: string }[] } };
    expect(error.code).toBe('invalid_request');
    expect(error.details[0]?.field).toBe('term');
    expect(error.message).toContain(message);
  });

  it('rejects a body that is not JSON with 400, another content type with 415 and a large body with 413', async () => {
    const bad = await record(undefined, freshIp(), { 'content-type': 'application/json' }, '{"term": ');
    expect(bad.status).toBe(400);
    expect(((await json(bad)) as { error: { code: string } }).error.code).toBe('invalid_request');
    const form = await record(undefined, freshIp(), { 'content-type': 'application/x-www-form-urlencoded' }, 'term=upi');
    expect(form.status).toBe(415);
    expect(((await json(form)) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
    const big = await record(undefined, freshIp(), { 'content-type': 'application/json' }, JSON.stringify({ term: 'upi', pad: 'x'.repeat(5000) }));
    expect(big.status).toBe(413);
    expect(((await json(big)) as { error: { code: string } }).error.code).toBe('payload_too_large');
  });

  it(`allows ${SEARCH_KEYWORD_RATE_LIMIT} recordings a minute per address, then answers 429 with the envelope and Retry-After`, async () => {
    const ip = '192.0.2.7';
    for (let i = 0; i < SEARCH_KEYWORD_RATE_LIMIT; i++) {
      const res = await record(i % 2 ? 'invalid <b>' : 'affiliate marketing', ip); // invalid attempts count too
      expect(res.status).not.toBe(429);
      expect(res.headers.get('ratelimit-remaining')).toBe(String(SEARCH_KEYWORD_RATE_LIMIT - 1 - i));
    }
    const limited = await record('affiliate marketing', ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    const body = (await json(limited)) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/Too many searches/);
    // Another address is unaffected.
    expect((await record('affiliate marketing', '192.0.2.8')).status).toBe(200);
  });

  it('keys the limit on the last X-Forwarded-For entry only when told to trust the proxy', async () => {
    const limited = (trustProxy: boolean) =>
      createApp({ database: t.database, env, log: createLogger('silent'), search: { trustProxy, rateLimit: { limit: 1, windowMs: 60_000 } } });
    const send = (a: ReturnType<typeof createApp>, forwardedFor: string) =>
      a.request('/api/search-keywords', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: JSON.stringify({ term: 'upi' }) }, fromIp('127.0.0.1'));
    const behindProxy = limited(true);
    expect((await send(behindProxy, 'spoofed, 203.0.113.1')).status).toBe(200);
    expect((await send(behindProxy, 'other-spoof, 203.0.113.1')).status).toBe(429); // same real client
    expect((await send(behindProxy, '203.0.113.2')).status).toBe(200);
    const direct = limited(false);
    expect((await send(direct, '203.0.113.1')).status).toBe(200);
    expect((await send(direct, '203.0.113.2')).status).toBe(429); // the header is ignored: same socket address
  });
});

describe('GET /api/trending-keywords', () => {
  beforeAll(async () => {
    // Search-based: recorded searches this week, and one whose searches are all older than the window.
    for (let i = 0; i < 5; i++) await record('creator fund');
    for (let i = 0; i < 3; i++) await record('tier-2 cities');
    await t.database.sql.query("INSERT INTO search_keywords (keyword, search_count, last_searched_at) VALUES ('old search', 500, now() - interval '30 days')");
    await t.database.sql.query("INSERT INTO search_keyword_days (keyword, day, search_count) VALUES ('old search', $1::date - 1, 500)", [firstTrendingDay(new Date())]);
  });

  it('returns 7 content-based then 3 search-based keywords by default, each {keyword, count, source}', async () => {
    const keywords = await trending();
    expect(keywords).toHaveLength(10);
    expect(keywords.slice(0, 7).every((k) => k.source === 'content-based')).toBe(true);
    expect(keywords.slice(7).every((k) => k.source === 'search-based')).toBe(true);
    expect(keywords[0]).toEqual({ keyword: 'reels', count: 6, source: 'content-based' });
    for (const k of keywords) expect(Object.keys(k).sort()).toEqual(['count', 'keyword', 'source']);
  });

  it('counts tags and keyword matches of public articles of the last 7 days only, never empty or non-topic keywords', async () => {
    const content = (await trending('?limit=20')).filter((k) => k.source === 'content-based');
    expect(content).toEqual([
      { keyword: 'reels', count: 6, source: 'content-based' },
      { keyword: 'ugc', count: 6, source: 'content-based' }, // a primary keyword match
      { keyword: 'brand deal', count: 5, source: 'content-based' },
      { keyword: 'moj', count: 5, source: 'content-based' },
      { keyword: 'sponsorship', count: 5, source: 'content-based' }, // a secondary keyword match
      { keyword: 'asci', count: 4, source: 'content-based' },
      { keyword: 'podcasts', count: 3, source: 'content-based' },
      { keyword: 'twitch', count: 1, source: 'content-based' },
    ]);
    const all = (await trending('?limit=20')).map((k) => k.keyword);
    for (const absent of ['', 'general', 'india', 'creators', 'creator economy', 'creator-economy', 'stale tag', 'draft tag', 'dup tag', 'low tag', 'tool tag', 'old search']) expect(all).not.toContain(absent);
  });

  it('counts searches of the last 7 days, most searched first, after the content-based ones', async () => {
    const searched = (await trending('?limit=20')).filter((k) => k.source === 'search-based');
    // Recorded by the tests above (16 from the rate-limit test, 8 concurrent) and this block's beforeAll.
    expect(searched.slice(0, 4)).toEqual([
      { keyword: 'affiliate marketing', count: 16, source: 'search-based' },
      { keyword: 'sharechat', count: 8, source: 'search-based' },
      { keyword: 'creator fund', count: 5, source: 'search-based' },
      { keyword: 'tier-2 cities', count: 3, source: 'search-based' },
    ]);
    expect(searched.length).toBeLessThanOrEqual(6);
  });

  it.each([
    [1, 1, 0],
    [5, 4, 1],
    [10, 7, 3],
    [20, 8, 6], // 8 content candidates for a quota of 14: searches do not fill the rest
  ])('limit=%i gives at most %i content-based and %i search-based', async (limit, content, searched) => {
    const keywords = await trending(`?limit=${limit}`);
    expect(keywords.filter((k) => k.source === 'content-based')).toHaveLength(content);
    expect(keywords.filter((k) => k.source === 'search-based').length).toBeLessThanOrEqual(searched);
    expect(keywords.length).toBeLessThanOrEqual(limit);
  });

  it.each(['0', '21', 'abc', '2.5'])('rejects limit=%s with 400 and the envelope', async (limit) => {
    const res = await app.request(`/api/trending-keywords?limit=${limit}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; details: { field: string }[] } };
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.details[0]?.field).toBe('limit');
  });

  it('may be cached briefly by browsers', async () => {
    const res = await app.request('/api/trending-keywords');
    expect(res.headers.get('cache-control')).toMatch(/max-age=60/);
  });
});

describe('GET /api/search/suggestions', () => {
  it('returns 4-5 trending keywords and the popular topics', async () => {
    const res = await app.request('/api/search/suggestions');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { trending: TrendingKeyword[]; popularTopics: unknown[] };
    expect(body.trending.length).toBeGreaterThanOrEqual(4);
    expect(body.trending.length).toBeLessThanOrEqual(5);
    expect(body.trending.slice(0, 4).every((k) => k.source === 'content-based')).toBe(true);
    expect(body.trending.every((k) => k.keyword.trim().length >= 2)).toBe(true);
    expect(body.popularTopics).toEqual(popularTopics());
    expect(body.popularTopics).toContainEqual(expect.objectContaining({ slug: 'creator-economy', name: 'Creator Economy' }));
  });
});
