/**
 * The plans of the figures every dashboard refresh reads (both databases): the stats strip from
 * articles_admin_stats_idx alone, the funnel from articles_created_funnel_idx alone. When the review
 * queue's rule gained a column the index lacked, the strip silently went back to reading the whole table (105 ms
 * instead of 13 ms at 102,000 articles); this catches that kind of change whatever the table's size. And the review
 * queue's orders, each read from an index (0025, 0030), so a page of 100 does not read and sort the whole queue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../testDatabase.ts';
import { editorialLabels } from '../schema.ts';
import { adminArticleStats, adminArticleStatsQuery, reviewQueuePage, reviewQueueRows, reviewStats } from './adminArticles.ts';
import { funnelCountsQuery } from './adminOverview.ts';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  for (const [status, isDuplicate] of [['published', false], ['draft', false], ['draft', true], ['archived', false]] as const) {
    await insertTestArticle(t.database, { status, isDuplicate, adminStatus: status === 'draft' ? 'pending_review' : null, title: `Stats fixture ${status} ${isDuplicate}` });
  }
});
afterAll(async () => {
  await t?.drop();
});

describe('adminArticleStats', () => {
  it.each([
    ['the stats strip', 'articles_admin_stats_idx', () => adminArticleStatsQuery(t.database.db).toSQL()],
    ['the funnel', 'articles_created_funnel_idx', () => funnelCountsQuery(t.database.db, new Date(Date.now() - 7 * 86_400_000)).toSQL()],
  ])('%s is answered by an index-only scan of %s', async (_name, index, query) => {
    const { sql, params } = query();
    const plan = await t.database.session(async (s) => {
      // A few fresh rows make a table or bitmap scan cheapest; without those, the planner shows whether the index alone
      // can answer (it falls back to a plain index scan when a column is missing).
      await s.query('SET enable_seqscan = off');
      await s.query('SET enable_bitmapscan = off');
      try {
        return (await s.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params as unknown[])).map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await s.query('RESET enable_seqscan');
        await s.query('RESET enable_bitmapscan');
      }
    });
    expect(plan).toContain(`Index Only Scan using ${index}`);
  });

  it('counts the review queue without another outlet\'s copy of a story', async () => {
    const stats = await adminArticleStats(t.database.db);
    expect(stats).toMatchObject({ total: 4, published: 1, drafts: 2, pendingReview: 1, archived: 1 });
  });
});

describe('reviewQueueRows', () => {
  it.each([
    ['priority', 'articles_review_queue_priority_idx'],
    ['relevance', 'articles_review_queue_idx'],
    ['date', 'articles_review_queue_date_idx'],
  ] as const)('orders by %s straight from %s, without a sort', async (sort, index) => {
    const { sql, params } = reviewQueueRows(t.database.db, { priority: 'all', sort }).toSQL();
    const plan = await t.database.session(async (s) => {
      // With sorting priced out, a plan without a Sort node shows that the index gives the order by itself (were the
      // band's expression or thresholds in the query to drift from the index's, it would need a sort).
      for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) await s.query(`SET ${setting} = off`);
      try {
        return (await s.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params as unknown[])).map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) await s.query(`RESET ${setting}`);
      }
    });
    expect(plan).toContain(`Index Scan using ${index}`);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});

describe('reviewQueuePage', () => {
  it('carries the whole queue\'s stats in its rows, the same figures as counted on their own, also for an empty page', async () => {
    const now = new Date();
    // Queued one second apart (in this order), after the fixture's story: the queue orders by time within a band.
    for (const [i, relevanceScore] of [75, 20, 25].entries()) {
      const createdAt = new Date(now.getTime() + (i + 1) * 1000);
      await insertTestArticle(t.database, { status: 'draft', adminStatus: 'pending_review', relevanceScore, createdAt, title: `Queue stats fixture ${relevanceScore}` });
    }
    const label = (decision: 'approve' | 'reject', hoursAgo: number) => ({ decision, category: 'general', title: `Label ${decision} ${hoursAgo}`, decidedAt: new Date(now.getTime() - hoursAgo * 3600_000) });
    await t.database.db.insert(editorialLabels).values([label('approve', 1), label('reject', 2), label('approve', 30), label('reject', 23.9)]);

    // The fixture's queued story (relevance 80) and these three: two high, none medium.
    const expected = { pendingReview: 4, highPriority: 2, averageRelevance: 50, approvedLast24h: 1, rejectedLast24h: 2 };
    expect(await reviewStats(t.database.db, now)).toEqual(expected);
    const all = await reviewQueuePage(t.database.db, { priority: 'all', sort: 'priority' }, now);
    expect(all.rows.map((r) => r.relevanceScore)).toEqual([80, 75, 20, 25]);
    expect(all.stats).toEqual(expected);
    const low = await reviewQueuePage(t.database.db, { priority: 'low', sort: 'date' }, now);
    expect(low.rows.map((r) => r.relevanceScore)).toEqual([20, 25]);
    expect(low.stats).toEqual(expected);
    const medium = await reviewQueuePage(t.database.db, { priority: 'medium', sort: 'priority' }, now);
    expect(medium).toEqual({ rows: [], stats: expected });
  });
});
