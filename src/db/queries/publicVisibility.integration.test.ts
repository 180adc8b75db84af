/**
 * The SQL of publicVisibility.ts and the domain predicates of domain/publicVisibility.ts decide alike: both run over
 * the same rows (every status, duplicates, relevance at and around the threshold, the excluded category, blocked and
 * near-blocked titles), for the article page and every kind of list.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_EXCLUDED_CATEGORY, PUBLIC_MIN_RELEVANCE } from '../../domain/feedRules.ts';
import { hasPublicPage as pageRule, HOME_LISTING, isListedPublicly, type PublicListing } from '../../domain/publicVisibility.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../testDatabase.ts';
import { articles } from '../schema.ts';
import { hasPublicPage, listedPublicly } from './publicVisibility.ts';

let t: TestDatabase;
const fixtureSource = 'Visibility Fixture';

beforeAll(async () => {
  t = await createTestDatabase();
  const statuses = ['published', 'draft', 'archived', 'rejected', 'purged'] as const;
  const relevances = [0, PUBLIC_MIN_RELEVANCE - 1, PUBLIC_MIN_RELEVANCE, 95];
  const categories = ['creator-economy', PUBLIC_EXCLUDED_CATEGORY];
  const titles = ['Creators sign brand deals', 'Cricket stars sign creator deals', 'ELECTIONS: what brands should know', 'Transport app adds reels', 'Brands hire government-approved creators'];
  let n = 0;
  for (const status of statuses)
    for (const relevanceScore of relevances)
      for (const category of categories)
        for (const isDuplicate of [false, true]) {
          const title = titles[n++ % titles.length] as string;
          await insertTestArticle(t.database, { status, relevanceScore, category, isDuplicate, title, sourceName: fixtureSource });
        }
});
afterAll(async () => {
  await t?.drop();
});

async function rows() {
  return t.database.db
    .select({ id: articles.id, status: articles.status, isDuplicate: articles.isDuplicate, relevanceScore: articles.relevanceScore, category: articles.category, title: articles.title })
    .from(articles)
    .where(eq(articles.sourceName, fixtureSource));
}

async function idsWhere(condition: ReturnType<typeof hasPublicPage>): Promise<string[]> {
  const found = await t.database.db.select({ id: articles.id }).from(articles).where(and(eq(articles.sourceName, fixtureSource), condition));
  return found.map((r) => r.id).sort();
}

describe('public visibility in SQL and in the domain', () => {
  it('agree on which articles have a public page, and some have one and some do not', async () => {
    const all = await rows();
    const expected = all.filter((a) => pageRule(a)).map((a) => a.id).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    expect(await idsWhere(hasPublicPage())).toEqual(expected);
  });

  const listings: [string, PublicListing][] = [
    ['home', HOME_LISTING],
    ['a category page', { inCategory: true, searching: false }],
    ['search', { inCategory: false, searching: true }],
    ['search in a category', { inCategory: true, searching: true }],
  ];
  it.each(listings)('agree on what %s lists', async (_name, listing) => {
    const all = await rows();
    const expected = all.filter((a) => isListedPublicly(a, listing)).map((a) => a.id).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(await idsWhere(listedPublicly(listing))).toEqual(expected);
  });

  it('lists fewer stories on the home page than in search, which shows blocked titles', async () => {
    const home = await idsWhere(listedPublicly(HOME_LISTING));
    const search = await idsWhere(listedPublicly({ inCategory: false, searching: true }));
    expect(search.length).toBeGreaterThan(home.length);
    expect(search).toEqual(expect.arrayContaining(home));
  });
});
