import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPublicArticles } from '../db/queries/publicArticles.ts';
import type { NewArticleRow } from '../db/schema.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { CATEGORY_SLUGS } from '../domain/categories.ts';
import { createPublicStatsService } from './publicStats.ts';

let t: TestDatabase;
const H = 3_600_000;
const D = 24 * H;
const ago = (ms: number) => new Date(Date.now() - ms);

// Regulations & Ethics: its slug plus the legacy name "regulations" count; what the public list hides does not.
const rows: Partial<NewArticleRow>[] = [
  { category: 'regulations-ethics', sourceName: 'ASCI Watch', originalPublishedAt: ago(1 * H) },
  { category: 'regulations-ethics', sourceName: 'ASCI Watch', originalPublishedAt: ago(7 * D - H) }, // inside the week
  { category: 'regulations', sourceName: 'ASCI Watch', originalPublishedAt: ago(7 * D + H) }, // legacy name, outside the week
  { category: 'regulations-ethics', sourceName: 'Legal Desk', originalPublishedAt: ago(3 * D) },
  { category: 'regulations', sourceName: 'Legal Desk', originalPublishedAt: ago(40 * D) },
  { category: 'regulations-ethics', sourceName: 'Brief Wire', originalPublishedAt: ago(2 * D) },
  { category: 'regulations-ethics', sourceName: 'Alpha Tribune', originalPublishedAt: ago(60 * D) },
  // Not public: not counted anywhere.
  { category: 'regulations-ethics', sourceName: 'Hidden', status: 'draft', publishedAt: null },
  { category: 'regulations-ethics', sourceName: 'Hidden', isDuplicate: true },
  { category: 'regulations-ethics', sourceName: 'Hidden', relevanceScore: 29 },
  { category: 'regulations-ethics', sourceName: 'Hidden', title: 'Election rules for creators explained' },
  // Other categories.
  { category: 'tools-technology', sourceName: 'Tool Times', originalPublishedAt: ago(2 * H) },
  { category: 'creator-economy', sourceName: 'Creator Daily', originalPublishedAt: ago(10 * D) },
];

beforeAll(async () => {
  t = await createTestDatabase();
  for (const row of rows) await insertTestArticle(t.database, row);
});
afterAll(async () => {
  await t?.drop();
});

describe('category stats', () => {
  it('counts what the category page lists: total, the last 7 days and the top three sources', async () => {
    const stats = await createPublicStatsService(t.database.db).category('regulations-ethics');
    expect(stats.totalCount).toBe(7);
    expect(stats.thisWeekCount).toBe(4);
    // Most first; a tie (Brief Wire, Alpha Tribune: 1 each) goes by name.
    expect(stats.topSources).toEqual([
      { name: 'ASCI Watch', count: 3 },
      { name: 'Legal Desk', count: 2 },
      { name: 'Alpha Tribune', count: 1 },
    ]);
  });

  it('agrees with the category list for every category', async () => {
    const service = createPublicStatsService(t.database.db);
    for (const slug of CATEGORY_SLUGS) {
      const [stats, list] = await Promise.all([service.category(slug), listPublicArticles(t.database.db, { page: 1, pageSize: 100, category: slug })]);
      expect(stats.totalCount, slug).toBe(list.totalCount);
      const weekAgo = Date.now() - 7 * D;
      expect(stats.thisWeekCount, slug).toBe(list.articles.filter((a) => Date.parse(a.originalPublishedAt ?? '') >= weekAgo).length);
      const bySource = new Map<string, number>();
      for (const a of list.articles) bySource.set(a.sourceName, (bySource.get(a.sourceName) ?? 0) + 1);
      for (const s of stats.topSources) expect(s.count, `${slug} ${s.name}`).toBe(bySource.get(s.name));
    }
  });

  it('is zero with no sources for an empty category', async () => {
    const stats = await createPublicStatsService(t.database.db).category('general');
    expect(stats).toMatchObject({ totalCount: 0, thisWeekCount: 0, topSources: [] });
  });

  it('reuses its figures for the TTL', async () => {
    let now = 0;
    const service = createPublicStatsService(t.database.db, { ttlMs: 60_000, now: () => now });
    expect((await service.category('creator-economy')).totalCount).toBe(1);
    await insertTestArticle(t.database, { category: 'creator-economy', sourceName: 'Creator Daily' });
    expect((await service.category('creator-economy')).totalCount).toBe(1);
    now = 60_000;
    expect((await service.category('creator-economy')).totalCount).toBe(2);
  });
});

describe('site stats', () => {
  it('counts the home list’s stories of the last 7 days, and sources and categories with public stories in 30 days', async () => {
    const stats = await createPublicStatsService(t.database.db).site();
    const home = await listPublicArticles(t.database.db, { page: 1, pageSize: 100 });
    const weekAgo = Date.now() - 7 * D;
    const homeWeek = home.articles.filter((a) => Date.parse(a.originalPublishedAt ?? '') >= weekAgo).length;
    expect(stats.articlesThisWeek).toBe(homeWeek);
    // regulations ×4 + the creator-economy article added above (now); Tools & Technology is not on the home list.
    expect(stats.articlesThisWeek).toBe(5);
    // ASCI Watch, Legal Desk, Brief Wire, Tool Times, Creator Daily, and "Hidden" for its blocklisted title: that story
    // is off the home list but public (search, its page), so its source is active.
    expect(stats.activeSources).toBe(6);
    expect(stats.categoriesCovered).toBe(3);
  });
});
