import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { ARTICLE_PUBLISHED_CHANNEL } from '../db/queries/articleNotifications.ts';
import type { NewArticleRow } from '../db/schema.ts';
import { publishReadyArticles } from './publishReadyArticles.ts';

let t: TestDatabase;
const notified: string[] = [];
let unlisten: () => Promise<void>;

beforeAll(async () => {
  t = await createTestDatabase();
  unlisten = await t.database.listen(ARTICLE_PUBLISHED_CHANNEL, (id) => notified.push(id));
});
afterAll(async () => {
  await unlisten?.();
  await t?.drop();
});

/** Notifications arrive asynchronously after the commit. */
async function waitForNotifications(count: number): Promise<void> {
  for (let i = 0; i < 50 && notified.length < count; i++) await new Promise((r) => setTimeout(r, 20));
}

const now = new Date('2026-11-22T12:00:00Z');
const pending: Partial<NewArticleRow> = { status: 'draft', adminStatus: 'pending_review', publishedAt: null, mlConfidenceScore: 0.8, relevanceScore: 60 };

// strict: published by the default (strict) run; lenient: published by a later non-strict run.
const cases: { label: string; row: Partial<NewArticleRow>; strict: boolean; lenient: boolean; id?: string }[] = [
  { label: 'confident and relevant', row: {}, strict: true, lenient: true },
  { label: 'confidence exactly 65 %', row: { mlConfidenceScore: 0.65 }, strict: true, lenient: true },
  { label: 'confidence 64 %', row: { mlConfidenceScore: 0.64 }, strict: false, lenient: false },
  { label: 'relevance exactly 50', row: { relevanceScore: 50 }, strict: true, lenient: true },
  { label: 'relevance 49', row: { relevanceScore: 49 }, strict: false, lenient: true },
  { label: 'relevance 29', row: { relevanceScore: 29 }, strict: false, lenient: false },
  { label: 'empty summary', row: { summary: '  ' }, strict: false, lenient: true },
  // Not in the review queue at all: its story is reviewed and published instead.
  { label: 'title duplicate', row: { isDuplicate: true }, strict: false, lenient: false },
  { label: 'auto-rejected draft', row: { adminStatus: 'auto_rejected' }, strict: false, lenient: false },
];

beforeAll(async () => {
  for (const c of cases) c.id = await insertTestArticle(t.database, { ...pending, ...c.row });
});

const statusOf = async () =>
  new Map(
    (await t.database.sql.query<{ id: string; status: string; admin_status: string; published_at: Date | null }>('SELECT id, status, admin_status, published_at FROM articles')).map((r) => [r.id, r]),
  );

describe('publishReadyArticles', () => {
  it('only counts in a dry run', async () => {
    const result = await publishReadyArticles(t.database.db, { dryRun: true });
    expect(result).toEqual({ candidates: 7, published: 3, skipped: 4, dryRun: true });
    for (const row of (await statusOf()).values()) expect(row.status).toBe('draft');
  });

  it('publishes in strict mode: confidence ≥ 65 %, relevance ≥ 50, a summary, not a duplicate', async () => {
    const result = await publishReadyArticles(t.database.db, { now, batchSize: 2 });
    expect(result).toEqual({ candidates: 7, published: 3, skipped: 4, dryRun: false });
    const rows = await statusOf();
    for (const c of cases) {
      const row = rows.get(c.id!)!;
      expect(row.status, c.label).toBe(c.strict ? 'published' : 'draft');
      if (c.strict) {
        expect(row.admin_status, c.label).toBe('auto_approved');
        expect(new Date(row.published_at!).getTime(), c.label).toBe(now.getTime());
      } else {
        expect(row.published_at, c.label).toBeNull();
      }
    }
    await waitForNotifications(3);
    expect([...notified].sort()).toEqual(cases.filter((c) => c.strict).map((c) => c.id).sort());
  });

  it('publishes relevance ≥ 30 with a lenient run, and leaves a duplicate to its story', async () => {
    notified.length = 0;
    const result = await publishReadyArticles(t.database.db, { strictMode: false, now });
    expect(result).toEqual({ candidates: 4, published: 2, skipped: 2, dryRun: false });
    const rows = await statusOf();
    for (const c of cases) expect(rows.get(c.id!)?.status, c.label).toBe(c.lenient ? 'published' : 'draft');
    await waitForNotifications(2);
    await new Promise((r) => setTimeout(r, 100));
    expect([...notified].sort()).toEqual(cases.filter((c) => c.lenient && !c.strict && !c.row.isDuplicate).map((c) => c.id).sort());
  });

  it('honours a lower confidence bar', async () => {
    const result = await publishReadyArticles(t.database.db, { strictMode: false, minConfidence: 60, now });
    expect(result).toMatchObject({ candidates: 2, published: 1, skipped: 1 });
    expect((await statusOf()).get(cases.find((c) => c.label === 'confidence 64 %')!.id!)?.status).toBe('published');
  });
});
