/** GET /api/live-platform-data: every widget figure equals what the fixtures put in the database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { livePlatformDataSchema, type LivePlatformData } from '../domain/livePlatformData.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';
import { createLivePlatformDataService } from '../services/livePlatformData.ts';
import { createSearchKeywordService } from '../services/searchKeywords.ts';

const env = { SITE_NAME: 'Test', SITE_URL: 'http://localhost:3000', CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestDatabase;
let data: LivePlatformData;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestDatabase();
  const ago = (ms: number) => new Date(Date.now() - ms);
  const india = { isRelevant: true, score: 3 };
  const add = (key: string, o: Parameters<typeof insertTestArticle>[1]) => insertTestArticle(t.database, { summary: 'Plain words only.', ...o }).then((id) => (ids[key] = id));

  // This week.
  await add('youtube', { title: 'YouTube starts Shorts payouts for Indian creators', category: 'platform-updates', tags: ['YouTube', 'payouts'], sourceName: 'Alpha', qualityScore: 90, originalPublishedAt: ago(1 * DAY), indiaRelevance: india });
  await add('instagram', { title: 'Instagram opens a brand deal marketplace', category: 'brand-partnerships', tags: ['Instagram', 'Brand Deals'], sourceName: 'Beta', qualityScore: 70, originalPublishedAt: ago(2 * DAY) });
  await add('funding', { title: 'Creator startup raises ₹20 crore', category: 'creator-economy', tags: ['funding'], sourceName: 'Alpha', qualityScore: 81, originalPublishedAt: ago(3 * DAY), indiaRelevance: india });
  await add('report', { title: 'Report launches an index of ad spend on creators', category: 'industry-insights', tags: ['ad spend'], sourceName: 'Delta', originalPublishedAt: ago(1 * HOUR), content: `<p>${'word '.repeat(450)}</p>` });
  await add('legacyTrends', { title: 'Ad spend on creators keeps climbing', category: 'trends', tags: ['Ad  Spend'], sourceName: 'Delta', originalPublishedAt: ago(2 * DAY) });
  // Last week.
  await add('asci', { title: 'ASCI tightens disclosure guidelines', category: 'regulations-ethics', tags: ['asci', 'disclosure'], sourceName: 'Gamma', qualityScore: 80, originalPublishedAt: ago(9 * DAY), indiaRelevance: india });
  await add('rates', { title: 'Brand deal rates rise for regional creators', category: 'brand-partnerships', tags: ['brand deals'], sourceName: 'Gamma', originalPublishedAt: ago(10 * DAY) });
  // Older than both weeks: still the latest LinkedIn story for Platform Updates, but in no count.
  await add('linkedin', { title: 'LinkedIn adds video for creators', category: 'platform-updates', tags: ['video'], sourceName: 'Alpha', originalPublishedAt: ago(20 * DAY) });
  // Never counted or listed: a duplicate, a draft, Tools & Technology, a blocklisted headline, a future date.
  await add('duplicate', { title: 'YouTube starts Shorts payouts (copy)', category: 'platform-updates', tags: ['YouTube'], isDuplicate: true, originalPublishedAt: ago(HOUR) });
  await add('draft', { title: 'Instagram draft story', category: 'platform-updates', tags: ['Instagram'], status: 'draft', originalPublishedAt: ago(HOUR) });
  await add('tools', { title: 'YouTube editing tool for creators', category: 'tools-technology', tags: ['YouTube'], originalPublishedAt: ago(HOUR) });
  await add('blocked', { title: 'Cricket stars sign YouTube brand deals', category: 'brand-partnerships', tags: [], originalPublishedAt: ago(HOUR) });
  await add('future', { title: 'Snapchat story dated tomorrow', category: 'platform-updates', tags: [], originalPublishedAt: new Date(Date.now() + DAY) });

  // A reader searched for "asci" (it finds the ASCI story, so it is recorded).
  expect(await createSearchKeywordService(t.database.db).recordSearch('asci')).toMatchObject({ recorded: true });

  const app = createApp({ database: t.database, env, log: createLogger('silent') });
  const res = await app.request('/api/live-platform-data');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toContain('max-age=');
  data = livePlatformDataSchema.parse(((await res.json()) as { data: unknown }).data);
}, 60_000);

afterAll(async () => {
  await t?.drop();
});

const pick = <T extends { id: string }>(list: T[], id: string) => list.find((x) => x.id === id);

describe('GET /api/live-platform-data', () => {
  it('Platform Updates: the newest public stories naming a platform, headline platform first', () => {
    expect(data.platformUpdates.map((p) => [p.id, p.platform])).toEqual([
      [ids.youtube, 'YouTube'],
      [ids.instagram, 'Instagram'],
      [ids.linkedin, 'LinkedIn'],
    ]);
    expect(data.platformUpdates[0]).toMatchObject({ sourceName: 'Alpha', category: 'platform-updates', path: expect.stringMatching(new RegExp(`^/articles/${ids.youtube}-`)) });
  });

  it('Creator Economy Pulse: stories, sources, brand deal stories and India share, this week against last week', () => {
    const stat = (id: string) => pick(data.pulse.stats, id);
    expect(stat('stories')).toMatchObject({ current: 5, previous: 2, changePercent: 150, trend: 'up' });
    expect(stat('sources')).toMatchObject({ current: 3, previous: 1, changePercent: 200, trend: 'up' });
    expect(stat('brand-partnerships')).toMatchObject({ current: 1, previous: 1, changePercent: 0, trend: 'flat' });
    // 2 of 5 this week, 1 of 2 last week: 40 % against 50 %, a change of −10 percentage points.
    expect(stat('india-focus')).toMatchObject({ unit: 'percent', current: 40, previous: 50, changePercent: -10, trend: 'down' });
  });

  it('Pulse per category folds legacy names in and sorts by this week', () => {
    const bySlug = Object.fromEntries(data.pulse.categories.map((c) => [c.slug, [c.current, c.previous, c.changePercent, c.trend]]));
    expect(bySlug).toEqual({
      'industry-insights': [2, 0, null, 'new'],
      'brand-partnerships': [1, 1, 0, 'flat'],
      'creator-economy': [1, 0, null, 'new'],
      'platform-updates': [1, 0, null, 'new'],
      'regulations-ethics': [0, 1, -100, 'down'],
      general: [0, 0, null, 'flat'],
    });
    expect(data.pulse.categories[0]?.slug).toBe('industry-insights');
    expect(data.pulse.categories.map((c) => c.slug)).not.toContain('tools-technology');
  });

  it('Market Insights: stories per theme this week and last, with this week’s mean quality', () => {
    const theme = (id: string) => pick(data.marketInsights, id);
    expect(theme('brand-deals')).toMatchObject({ current: 1, previous: 1, changePercent: 0, averageQuality: 70 });
    expect(theme('funding')).toMatchObject({ current: 1, previous: 0, changePercent: null, trend: 'new', averageQuality: 81 });
    expect(theme('regulation')).toMatchObject({ current: 0, previous: 1, changePercent: -100, trend: 'down', averageQuality: null });
    expect(theme('monetisation')).toMatchObject({ current: 1, previous: 0, averageQuality: 90 });
  });

  it('Trending Creator Topics: the trending keywords with their stories this week and last', () => {
    expect(data.trendingTopics.map((k) => [k.keyword, k.source, k.count, k.stories.current, k.stories.previous, k.category])).toEqual([
      ['ad spend', 'content-based', 2, 2, 0, 'industry-insights'],
      ['brand deals', 'content-based', 1, 1, 1, 'brand-partnerships'],
      ['funding', 'content-based', 1, 1, 0, 'creator-economy'],
      ['instagram', 'content-based', 1, 1, 0, 'brand-partnerships'],
      ['payouts', 'content-based', 1, 1, 0, 'platform-updates'],
      ['youtube', 'content-based', 1, 1, 0, 'platform-updates'],
      // Search-based: one search this week; its story is from last week.
      ['asci', 'search-based', 1, 0, 1, null],
    ]);
  });

  it('industry news: the newest Industry Insights stories, legacy names included, with read time and the Breaking rule', () => {
    expect(data.industryNews.map((n) => [n.id, n.readTimeMinutes, n.urgent])).toEqual([
      // 450 words at 200 a minute → 3 minutes; an hour old with "launches" in the headline → Breaking.
      [ids.report, 3, true],
      [ids.legacyTrends, 1, false],
    ]);
    expect(data.industryNews[1]?.category).toBe('industry-insights');
  });
});

describe('the in-memory cache', () => {
  it('answers from memory within the cache time and recomputes after it', async () => {
    let now = new Date();
    const service = createLivePlatformDataService({
      db: t.database.db,
      trendingKeywords: (n) => createSearchKeywordService(t.database.db).trendingKeywords(n),
      clock: () => now,
      cacheMs: 45_000,
    });
    const [first, concurrent] = await Promise.all([service.get(), service.get()]);
    // Two readers at once share one computation.
    expect(concurrent).toBe(first);
    const stories = (d: LivePlatformData) => d.pulse.stats.find((s) => s.id === 'stories')?.current;
    await insertTestArticle(t.database, { title: 'Moj pays creators for live streams', category: 'platform-updates', originalPublishedAt: new Date(Date.now() - HOUR) });
    now = new Date(now.getTime() + 44_999);
    expect(await service.get()).toBe(first);
    now = new Date(now.getTime() + 1);
    const fresh = await service.get();
    expect(fresh.generatedAt).not.toBe(first.generatedAt);
    expect(stories(fresh)).toBe((stories(first) ?? 0) + 1);
  });
});
