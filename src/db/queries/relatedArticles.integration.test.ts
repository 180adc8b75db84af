import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../testDatabase.ts';
import { articles, type NewArticleRow } from '../schema.ts';
import { getPublicArticle } from './publicArticles.ts';
import { listRelatedArticles } from './relatedArticles.ts';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});
beforeEach(async () => {
  await t.database.db.delete(articles);
});

/** Inserts an article `minutes` old; the name goes into the title so failures read well. */
const add = (name: string, minutes: number, overrides: Partial<NewArticleRow> = {}) =>
  insertTestArticle(t.database, { title: `Story ${name}`, originalPublishedAt: new Date(Date.now() - minutes * 60_000), ...overrides });

const related = async (id: string, category: string, tags: string[] = []) =>
  (await listRelatedArticles(t.database.db, { id, category, tags })).map((a) => a.title);

describe('listRelatedArticles', () => {
  it('takes 3 from the same category, then a shared tag, newest first in each group, never the article itself', async () => {
    const self = await add('self', 0, { tags: ['UPI'] });
    for (let i = 1; i <= 5; i++) await add(`same-${i}`, i);
    await add('tagged-old', 50, { category: 'platform-updates', tags: ['upi'] });
    await add('tagged-new', 40, { category: 'industry-insights', tags: ['Reels', 'UPI'] });
    await add('other-newest', 6, { category: 'brand-partnerships' });
    expect(await related(self, 'creator-economy', ['UPI'])).toEqual(['Story same-1', 'Story same-2', 'Story same-3', 'Story tagged-new']);
  });

  it('gives up to 2 slots to shared tags when the category has fewer than 3, then fills from other categories', async () => {
    const self = await add('self', 0, { tags: ['ASCI', 'Disclosure'] });
    await add('same-1', 1);
    await add('other-1', 2, { category: 'brand-partnerships' });
    await add('tagged-1', 3, { category: 'regulations-ethics', tags: ['disclosure'] });
    await add('tagged-2', 4, { category: 'general', tags: ['ASCI'] });
    await add('tagged-3', 5, { category: 'general', tags: ['ASCI'] });
    expect(await related(self, 'creator-economy', ['ASCI', 'Disclosure'])).toEqual([
      'Story same-1',
      'Story tagged-1',
      'Story tagged-2',
      'Story other-1',
    ]);
  });

  it('fills from other categories, newest first, when nothing shares the category or a tag', async () => {
    const self = await add('self', 0, { category: 'general' });
    for (let i = 1; i <= 6; i++) await add(`other-${i}`, i, { category: i % 2 ? 'brand-partnerships' : 'platform-updates' });
    expect(await related(self, 'general')).toEqual(['Story other-1', 'Story other-2', 'Story other-3', 'Story other-4']);
  });

  it('never suggests duplicates, drafts, archived, low-relevance or blocklisted stories', async () => {
    const self = await add('self', 0, { tags: ['UPI'] });
    await add('duplicate', 1, { isDuplicate: true, tags: ['UPI'] });
    await add('draft', 2, { status: 'draft', tags: ['UPI'] });
    await add('archived', 3, { status: 'archived' });
    await add('low', 4, { relevanceScore: 29 });
    await add('cricket', 5, { title: 'Cricket stars turn creators' });
    await add('ok', 6, { category: 'general' });
    expect(await related(self, 'creator-economy', ['UPI'])).toEqual(['Story ok']);
  });

  it('keeps Tools & Technology out of suggestions for other categories but uses it for its own articles', async () => {
    const self = await add('self', 0, { tags: ['AI'] });
    await add('tool', 1, { category: 'tools-technology', tags: ['AI'] });
    expect(await related(self, 'creator-economy', ['AI'])).toEqual([]);
    const tool2 = await add('tool-2', 2, { category: 'tools-technology' });
    expect(await related(tool2, 'tools-technology')).toEqual(['Story tool', 'Story self']);
  });

  it('matches legacy category names as the same category', async () => {
    const self = await add('self', 0, { category: 'regulations-ethics' });
    await add('legacy', 1, { category: 'regulations' });
    await add('other', 2, { category: 'general' });
    expect(await related(self, 'regulations-ethics')).toEqual(['Story legacy', 'Story other']);
  });
});

describe('getPublicArticle', () => {
  it('returns public articles with their last change and null for anything else', async () => {
    const ok = await add('ok', 1, { category: 'tools-technology' });
    const draft = await add('draft', 1, { status: 'draft' });
    const duplicate = await add('duplicate', 1, { isDuplicate: true });
    const low = await add('low', 1, { relevanceScore: 29 });
    const article = await getPublicArticle(t.database.db, ok);
    expect(article).toMatchObject({ id: ok, title: 'Story ok', category: 'tools-technology' });
    expect(typeof article?.updatedAt).toBe('string');
    for (const id of [draft, duplicate, low, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', `${ok}-slug`]) {
      expect(await getPublicArticle(t.database.db, id)).toBeNull();
    }
  });
});
