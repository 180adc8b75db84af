import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_PUBLISHED_CHANNEL } from '../db/queries/articleNotifications.ts';
import type { NewArticleRow } from '../db/schema.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { classifyWithKeywords } from '../pipeline/classify/keywordClassifier.ts';
import { decideStatus, type Decision } from '../pipeline/decide/decideStatus.ts';
import { processDraftBacklog } from './processDraftBacklog.ts';

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

const now = new Date('2026-11-22T12:00:00Z');
const waiting: Partial<NewArticleRow> = { status: 'draft', adminStatus: null, publishedAt: null, classifiedAt: null, relevanceScore: 30, mlConfidenceScore: 0, qualityScore: 0, category: 'general' };

const ON_TOPIC = {
  title: 'Influencer marketing: Indian creators and YouTubers sign record brand deals',
  summary: 'Content creators and influencers in Mumbai agree sponsored content deals with brands as the creator economy grows on YouTube and Instagram.',
};
const OFF_TOPIC = { title: 'Sensex falls as monsoon rainfall delays the cricket test match', summary: 'Stock market traders watched the IPL and election news.' };
const IN_BETWEEN = { title: 'Brands raise their marketing budgets for Instagram reels', summary: 'Agencies plan advertising campaigns.' };

// `touched`: whether the backlog run may change the row.
const cases: { label: string; row: Partial<NewArticleRow>; touched: boolean; id?: string }[] = [
  { label: 'on-topic draft', row: { ...waiting, ...ON_TOPIC }, touched: true },
  { label: 'off-topic draft', row: { ...waiting, ...OFF_TOPIC }, touched: true },
  { label: 'in-between draft', row: { ...waiting, ...IN_BETWEEN }, touched: true },
  { label: 'on-topic title duplicate', row: { ...waiting, ...ON_TOPIC, title: `${ON_TOPIC.title}!`, isDuplicate: true }, touched: true },
  { label: 'draft already classified', row: { ...waiting, ...ON_TOPIC, title: 'Reviewed', adminStatus: 'pending_review', classifiedAt: new Date('2026-01-01T00:00:00Z') }, touched: false },
  { label: 'published article', row: { status: 'published', classifiedAt: null }, touched: false },
];

const expectedDecision = (row: Partial<NewArticleRow>): Decision =>
  decideStatus(classifyWithKeywords({ title: row.title!, summary: row.summary!, content: '<p>Creators and brands.</p>', sourceName: 'Fixture News', sourceUrl: null, tags: [] })).decision;

type Row = {
  id: string; status: string; admin_status: string | null; published_at: Date | null; classified_at: Date | null; category: string; relevance_score: number;
  quality_score: number; keyword_matches: unknown; india_relevance: unknown; ml_classification_data: { modelVersion: string; decision: string } | null;
};
const rowsById = async () => new Map((await t.database.sql.query<Row>('SELECT * FROM articles')).map((r) => [r.id, r]));

describe('processDraftBacklog', () => {
  let before: Map<string, Row>;
  beforeAll(async () => {
    for (const c of cases) c.id = await insertTestArticle(t.database, c.row);
    before = await rowsById();
  });

  it('has fixtures that reach every decision', () => {
    expect(new Set(cases.filter((c) => c.touched).map((c) => expectedDecision(c.row)))).toEqual(new Set(['published', 'pending_review', 'auto_rejected']));
  });

  it('classifies every waiting draft in batches and applies the publishing decision', async () => {
    const result = await processDraftBacklog(t.database.db, classifyWithKeywords, { now, batchSize: 2 });
    const published = cases.filter((c) => c.touched && !c.row.isDuplicate && expectedDecision(c.row) === 'published');
    expect(result).toMatchObject({ initial_drafts: 5, drafts_processed: 4, total_published: published.length, final_drafts: 5 - published.length });
    expect(result.processing_results.map((r) => r.step)).toEqual(['count', 'classify', 'complete']);
    expect(result.processing_results[0]?.message).toBe('5 drafts, 4 waiting for classification');

    const after = await rowsById();
    for (const c of cases) {
      const row = after.get(c.id!)!;
      if (!c.touched) {
        expect(row, c.label).toEqual(before.get(c.id!));
        continue;
      }
      const classification = classifyWithKeywords({ title: c.row.title!, summary: c.row.summary!, content: '<p>Creators and brands.</p>', sourceName: 'Fixture News', sourceUrl: null, tags: [] });
      const outcome = decideStatus(classification);
      const isPublished = outcome.status === 'published' && !c.row.isDuplicate;
      expect(row, c.label).toMatchObject({
        status: c.row.isDuplicate ? 'draft' : outcome.status,
        admin_status: outcome.adminStatus,
        category: classification.category,
        relevance_score: classification.relevanceScore,
        quality_score: classification.qualityScore,
        keyword_matches: classification.keywordMatches,
        ml_classification_data: { modelVersion: classification.modelVersion, decision: outcome.decision },
      });
      expect(row.india_relevance, c.label).not.toBeNull();
      expect(new Date(row.classified_at!).getTime(), c.label).toBe(now.getTime());
      expect(row.published_at === null ? null : new Date(row.published_at).getTime(), c.label).toBe(isPublished ? now.getTime() : null);
    }

    for (let i = 0; i < 50 && notified.length < published.length; i++) await new Promise((r) => setTimeout(r, 20));
    expect(notified.sort()).toEqual(published.map((c) => c.id).sort());
  });

  it('has nothing to do the second time', async () => {
    expect(await processDraftBacklog(t.database.db, classifyWithKeywords, { now })).toMatchObject({ drafts_processed: 0, total_published: 0 });
  });

  it('reports a draft the classifier fails on, leaves it waiting and still finishes', async () => {
    const broken = await insertTestArticle(t.database, { ...waiting, ...ON_TOPIC, title: 'EXPLODE this draft' });
    const fine = await insertTestArticle(t.database, { ...waiting, ...IN_BETWEEN, title: 'A fine draft about brands' });
    const classify: typeof classifyWithKeywords = (input) => {
      if (input.title.startsWith('EXPLODE')) throw new Error('model crashed');
      return classifyWithKeywords(input);
    };
    const result = await processDraftBacklog(t.database.db, classify, { now, batchSize: 1 });
    expect(result.drafts_processed).toBe(1);
    expect(result.processing_results).toContainEqual({ step: 'error', message: `Could not classify ${broken}: model crashed` });
    expect(result.processing_results).toContainEqual({ step: 'failures', message: '1 draft could not be classified and stay in the backlog' });
    const after = await rowsById();
    expect(after.get(broken)?.classified_at).toBeNull();
    expect(after.get(fine)?.classified_at).not.toBeNull();
  });
});
