import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRENDING_WINDOW_DAYS } from '../../domain/trendingKeywords.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../testDatabase.ts';
import { contentKeywordCounts, firstTrendingDay, pruneSearchKeywordDays, recordSearchKeyword, searchedKeywordCounts, utcDay } from './searchKeywords.ts';

let t: TestDatabase;
const DAY = 86_400_000;
const now = new Date('2026-03-20T10:00:00.000Z');

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

describe('the trending window', () => {
  it('is today (UTC) and the 6 days before it', () => {
    expect(TRENDING_WINDOW_DAYS).toBe(7);
    expect(utcDay(now)).toBe('2026-03-20');
    expect(firstTrendingDay(now)).toBe('2026-03-14');
  });
});

describe('recordSearchKeyword', () => {
  it('keeps an all-time count and one bucket per UTC day', async () => {
    expect(await recordSearchKeyword(t.database.db, 'reels', new Date('2026-03-19T23:59:00Z'))).toEqual({ keyword: 'reels', totalCount: 1, dayCount: 1 });
    expect(await recordSearchKeyword(t.database.db, 'reels', new Date('2026-03-20T00:01:00Z'))).toEqual({ keyword: 'reels', totalCount: 2, dayCount: 1 });
    expect(await recordSearchKeyword(t.database.db, 'reels', now)).toEqual({ keyword: 'reels', totalCount: 3, dayCount: 2 });
    const [row] = await t.database.sql.query<{ last: Date; first: Date }>("SELECT last_searched_at AS last, first_searched_at AS first FROM search_keywords WHERE keyword = 'reels'");
    expect(new Date(row?.last as Date).toISOString()).toBe(now.toISOString());
    expect(new Date(row?.first as Date).toISOString()).toBe('2026-03-19T23:59:00.000Z');
  });

  it('refuses keywords the table constraint forbids (blank, one character, untrimmed)', async () => {
    for (const bad of ['', 'a', ' padded ']) await expect(recordSearchKeyword(t.database.db, bad, now)).rejects.toThrow();
  });
});

describe('searchedKeywordCounts', () => {
  beforeAll(async () => {
    const at = (day: string) => new Date(`${day}T12:00:00Z`);
    for (let i = 0; i < 4; i++) await recordSearchKeyword(t.database.db, 'first day', at('2026-03-14')); // first day of the window
    for (let i = 0; i < 9; i++) await recordSearchKeyword(t.database.db, 'day before', at('2026-03-13')); // just outside
    await recordSearchKeyword(t.database.db, 'first day', at('2026-03-13')); // outside: not added to the 4
    await recordSearchKeyword(t.database.db, 'tomorrow', at('2026-03-21')); // after `now`: not counted yet
  });

  it('sums the searches of the window only, most searched first', async () => {
    expect(await searchedKeywordCounts(t.database.db, 10, now)).toEqual([
      { keyword: 'first day', count: 4 },
      { keyword: 'reels', count: 3 },
    ]);
  });

  it('respects the limit', async () => {
    expect(await searchedKeywordCounts(t.database.db, 1, now)).toEqual([{ keyword: 'first day', count: 4 }]);
  });

  it('prunes buckets before the window, keeping the keyword rows', async () => {
    expect(await pruneSearchKeywordDays(t.database.db, now)).toBe(2);
    expect(await pruneSearchKeywordDays(t.database.db, now)).toBe(0);
    const days = await t.database.sql.query<{ day: string }>('SELECT day::text AS day FROM search_keyword_days ORDER BY day');
    expect(days.every((d) => d.day >= '2026-03-14')).toBe(true);
    const [kept] = await t.database.sql.query<{ search_count: number }>("SELECT search_count FROM search_keywords WHERE keyword = 'day before'");
    expect(kept?.search_count).toBe(9);
  });
});

describe('contentKeywordCounts', () => {
  beforeAll(async () => {
    const windowStart = now.getTime() - TRENDING_WINDOW_DAYS * DAY;
    await insertTestArticle(t.database, { tags: ['on the edge'], originalPublishedAt: new Date(windowStart) }); // exactly 7 days old: in
    await insertTestArticle(t.database, { tags: ['just out'], originalPublishedAt: new Date(windowStart - 1) }); // 1 ms older: out
    await insertTestArticle(t.database, {
      tags: ['Creator Fund', 'creator   fund', 'Brand-Partnerships', 'brand partnerships', 'news', ''],
      keywordMatches: { primary: ['creator fund'], secondary: 'not an array' as unknown as string[], indian: ['mumbai'] },
      originalPublishedAt: new Date(now.getTime() - DAY),
    });
    await insertTestArticle(t.database, { tags: ['creator fund'], keywordMatches: null, originalPublishedAt: new Date(now.getTime() - 2 * DAY) });
  });

  it('counts each keyword once per article, normalised, within 7 days, without empty, non-topic or category tags', async () => {
    expect(await contentKeywordCounts(t.database.db, 10, now)).toEqual([
      { keyword: 'creator fund', count: 2 },
      { keyword: 'on the edge', count: 1 },
    ]);
  });
});
