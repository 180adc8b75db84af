import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/testDatabase.ts';
import { getClassifier } from '../classify/bundledModel.ts';
import { decideStatus } from '../decide/decideStatus.ts';
import { titleHash, urlHash } from '../dedupe/hashes.ts';
import type { NormalisedItem } from '../normalise/normaliseItem.ts';
import { MAX_STORE_BATCH, storeArticles, type StoreInput } from './storeArticle.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

function input(url: string, title: string, extra: Partial<StoreInput> = {}): StoreInput {
  const item: NormalisedItem = {
    title,
    summary: 'Indian creators and brands sign influencer marketing deals on Instagram and YouTube.',
    content: '<p>Influencer marketing agencies in Mumbai report more creator brand deals.</p>',
    sourceUrl: url, sourceName: 'Batch test', author: null, sourceAttribution: {}, imageUrl: null, mediaThumbnails: [], enclosures: [],
    mediaMetadata: null, podcastMetadata: null, geographicData: null, commentsUrl: null, rssCategories: [], tags: [], contentType: 'article',
    originalPublishedAt: new Date('2026-11-20T10:00:00Z'), rawContent: '',
  };
  const classification = getClassifier()({ title, summary: item.summary, content: item.content, sourceName: item.sourceName, sourceUrl: url, tags: [] });
  return { item, classification, outcome: decideStatus(classification), urlHash: urlHash(url), titleHash: titleHash(title), feedSourceId: null, ...extra };
}

const rows = async (ids: string[]) =>
  (await t.database.sql.query<{ id: string; is_duplicate: boolean; duplicate_of: string | null }>('SELECT id, is_duplicate, duplicate_of FROM articles WHERE id = ANY($1::uuid[])', [ids])).reduce(
    (m, r) => m.set(r.id, r),
    new Map<string, { id: string; is_duplicate: boolean; duplicate_of: string | null }>(),
  );

describe('storeArticles', () => {
  it('stores a batch in input order, with repeats inside the batch handled like repeats across runs', async () => {
    const out = await storeArticles(t.database.db, [
      input('https://example.in/a', 'Creators in Mumbai sign record brand deals'),
      input('https://example.in/a', 'Same URL again, different title'),
      input('https://example.in/b', 'Creators in Mumbai sign record brand deals'),
      input('https://example.in/c', 'Agencies report a festive surge in influencer campaigns'),
    ]);
    expect(out.map((o) => o.kind)).toEqual(['inserted', 'duplicate-url', 'duplicate-title', 'inserted']);
    const first = out[0] as { id: string };
    const titleCopy = out[2] as { id: string; duplicateOf: string };
    expect(titleCopy.duplicateOf).toBe(first.id);
    const stored = await rows([first.id, titleCopy.id]);
    expect(stored.get(titleCopy.id)).toMatchObject({ is_duplicate: true, duplicate_of: first.id });
    expect(stored.get(first.id)).toMatchObject({ is_duplicate: false, duplicate_of: null });
    const hashes = await t.database.sql.query<{ kind: string; article_id: string }>(
      `SELECT kind, article_id FROM article_hashes WHERE hash = ANY($1::text[]) ORDER BY kind`,
      [[urlHash('https://example.in/a'), titleHash('Creators in Mumbai sign record brand deals')]],
    );
    expect(hashes).toEqual([
      { kind: 'title', article_id: first.id },
      { kind: 'url', article_id: first.id },
    ]);
  });

  it('writes nothing for URLs stored before, and points near-duplicates at their original', async () => {
    const [original] = await storeArticles(t.database.db, [input('https://example.in/d', 'YouTube opens Shorts remix earnings to Indian creators')]);
    const originalId = (original as { id: string }).id;
    const out = await storeArticles(t.database.db, [
      input('https://example.in/a', 'Creators in Mumbai sign record brand deals'),
      input('https://example.in/e', 'Shorts remix earnings now open to creators in India, says YouTube', { nearDuplicateOf: { id: originalId, score: 0.5 } }),
    ]);
    expect(out[0]).toEqual({ kind: 'duplicate-url' });
    expect(out[1]).toMatchObject({ kind: 'duplicate-near', duplicateOf: originalId });
    const [count] = await t.database.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM articles WHERE source_url = 'https://example.in/a'`);
    expect(count?.n).toBe(1);
  });

  it('notifies live listeners of published, non-duplicate articles only, after commit', async () => {
    const heard: string[] = [];
    const stop = await t.database.listen('article_published', (id) => heard.push(id));
    try {
      const publish = { outcome: { decision: 'published', status: 'published', adminStatus: 'auto_approved' } } as const;
      const review = { outcome: { decision: 'pending_review', status: 'draft', adminStatus: 'pending_review' } } as const;
      const out = await storeArticles(t.database.db, [
        input('https://example.in/f', 'Influencer marketing agencies in India hire more creators for brand deals', publish),
        input('https://example.in/g', 'Influencer marketing agencies in India hire more creators for brand deals', publish),
        input('https://example.in/j', 'A creator fund story a moderator should see first', review),
      ]);
      expect(out.map((o) => o.kind)).toEqual(['inserted', 'duplicate-title', 'inserted']);
      await expect.poll(() => heard.length, { timeout: 5000 }).toBe(1);
      // A moment more for any stray notification (the duplicate, the draft) to arrive.
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toEqual([(out[0] as { id: string }).id]);
    } finally {
      await stop();
    }
  });

  it('rolls the whole batch back when one row fails, so no article is half-stored', async () => {
    const bad = input('https://example.in/h', 'A story with a broken duplicate link', { nearDuplicateOf: { id: '00000000-0000-4000-8000-000000000000', score: 0.5 } });
    await expect(storeArticles(t.database.db, [input('https://example.in/i', 'A good story stored with a bad one'), bad])).rejects.toThrow();
    const [count] = await t.database.sql.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM articles WHERE source_url IN ('https://example.in/h', 'https://example.in/i'))::int
            + (SELECT count(*) FROM article_hashes WHERE hash = ANY($1::text[]))::int AS n`,
      [[urlHash('https://example.in/h'), urlHash('https://example.in/i')]],
    );
    expect(count?.n).toBe(0);
  });

  it(`refuses more than ${MAX_STORE_BATCH} articles per batch`, async () => {
    const many = Array.from({ length: MAX_STORE_BATCH + 1 }, () => input('https://example.in/x', 'x'));
    await expect(storeArticles(t.database.db, many)).rejects.toThrow(/at most/);
  });
});
