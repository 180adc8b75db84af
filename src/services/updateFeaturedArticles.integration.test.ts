import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import type { NewArticleRow } from '../db/schema.ts';
import { updateFeaturedArticles } from './updateFeaturedArticles.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

const H = 60 * 60 * 1000;
const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

// `rank`: expected position among the featured (limit 3); null: must not be featured.
const cases: { label: string; row: Partial<NewArticleRow>; rank: number | null; id?: string }[] = [
  { label: 'best quality', row: { qualityScore: 95, viewsCount: 1 }, rank: 1 },
  { label: 'same quality, more views', row: { qualityScore: 90, viewsCount: 500 }, rank: 2 },
  { label: 'same quality, fewer views, newer', row: { qualityScore: 90, viewsCount: 10, originalPublishedAt: ago(1 * H) }, rank: 3 },
  { label: 'same quality and views, older', row: { qualityScore: 90, viewsCount: 10, originalPublishedAt: ago(2 * H) }, rank: null },
  { label: 'lower quality, already featured', row: { qualityScore: 50, isFeatured: true }, rank: null },
  { label: 'outside the 72 h window', row: { qualityScore: 99, originalPublishedAt: ago(73 * H), isFeatured: true }, rank: null },
  { label: 'dated in the future', row: { qualityScore: 99, originalPublishedAt: new Date(now.getTime() + H) }, rank: null },
  { label: 'duplicate', row: { qualityScore: 99, isDuplicate: true }, rank: null },
  { label: 'draft', row: { qualityScore: 99, status: 'draft', publishedAt: null }, rank: null },
  { label: 'rejected but featured', row: { qualityScore: 99, status: 'rejected', isFeatured: true }, rank: null },
  { label: 'below the public relevance minimum', row: { qualityScore: 99, relevanceScore: 20 }, rank: null },
];

beforeAll(async () => {
  for (const c of cases) c.id = await insertTestArticle(t.database, { originalPublishedAt: ago(3 * H), ...c.row });
});

const featuredIds = async () => (await t.database.sql.query<{ id: string }>('SELECT id FROM articles WHERE is_featured')).map((r) => r.id).sort();

describe('updateFeaturedArticles', () => {
  // Ids exist only once the fixtures are inserted.
  const expected = () => cases.filter((c) => c.rank !== null).sort((a, b) => a.rank! - b.rank!).map((c) => c.id!);

  it('features the top published, non-duplicate stories of the window and unfeatures the rest', async () => {
    const result = await updateFeaturedArticles(t.database.db, { limit: 3, now });
    expect(result).toEqual({ featured: 3, unfeatured: 3, featuredIds: expected() });
    expect(await featuredIds()).toEqual([...expected()].sort());
  });

  it('is deterministic: a second run changes nothing', async () => {
    expect(await updateFeaturedArticles(t.database.db, { limit: 3, now })).toEqual({ featured: 3, unfeatured: 0, featuredIds: expected() });
  });

  it('defaults to six from the last 72 hours', async () => {
    const result = await updateFeaturedArticles(t.database.db, { now });
    expect(result.featured).toBe(5);
    expect(result.featuredIds.slice(0, 3)).toEqual(expected());
  });

  it('unfeatures everything when nothing is in the window', async () => {
    const result = await updateFeaturedArticles(t.database.db, { now: new Date(now.getTime() + 100 * H) });
    expect(result).toEqual({ featured: 0, unfeatured: 5, featuredIds: [] });
    expect(await featuredIds()).toEqual([]);
  });
});
