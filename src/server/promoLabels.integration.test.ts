/**
 * Sponsored and press-release labelling (issue 12 item 5), on both databases: migration 0024's constraints, the
 * classifier's verdict stored by the shared classification columns (the backlog processor here; ingest writes the same
 * columns), and a moderator's correction through the article PATCH: a reader is refused, a moderator's answer is
 * stored, audited and kept as a training label, and the public API of another web process shows it at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEditorialLabels } from '../db/queries/editorialLabels.ts';
import { articles, auditEvents, editorialLabels } from '../db/schema.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import type { Classification, ClassifierInput } from '../pipeline/classify/classification.ts';
import { classifyWithKeywords } from '../pipeline/classify/keywordClassifier.ts';
import { promoExamplesFromDecisions } from '../pipeline/classify/ml/editorialExamples.ts';
import { processDraftBacklog } from '../services/processDraftBacklog.ts';
import { callersForEveryRole, type AppCall } from '../testing/appSession.ts';
import { TEST_SITE } from '../testing/authTestClient.ts';
import { eventually } from '../testing/eventually.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

const env = { SITE_NAME: 'Test', SITE_URL: TEST_SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
let t: TestDatabase;
let app: ReturnType<typeof createApp>;
let otherProcess: ReturnType<typeof createApp>;
const as: Record<'visitor' | 'reader' | 'moderator' | 'admin' | 'suspended', AppCall> = {} as never;
const userIds: Record<string, string> = {};
const row = async (id: string) => (await t.database.db.select().from(articles).where(eq(articles.id, id)))[0];

beforeAll(async () => {
  t = await createTestDatabase();
  const make = () => createApp({ database: t.database, env, log: createLogger('silent'), accounts: { sendMail: async () => {} } });
  app = make();
  otherProcess = make();
  const roles = await callersForEveryRole(app, t.database.db);
  Object.assign(as, roles.as);
  Object.assign(userIds, roles.userIds);
});
afterAll(async () => {
  await t?.drop();
});

describe('migration 0024', () => {
  it('accepts the two kinds and null on articles, and refuses anything else', async () => {
    const id = await insertTestArticle(t.database, { promoKind: 'sponsored' });
    expect((await row(id))?.promoKind).toBe('sponsored');
    await t.database.db.update(articles).set({ promoKind: 'press_release' }).where(eq(articles.id, id));
    await t.database.db.update(articles).set({ promoKind: null }).where(eq(articles.id, id));
    await expect(t.database.sql.query(`UPDATE articles SET promo_kind = 'advert' WHERE id = $1`, [id])).rejects.toThrow(/promo_kind_check/);
  });

  it("keeps a 'promo' decision only with its answer, and the old decisions without one", async () => {
    const id = await insertTestArticle(t.database);
    const insert = (decision: string, promoKind: string | null) =>
      t.database.sql.query(`INSERT INTO editorial_labels (article_id, decision, relevant, category, title, promo_kind) VALUES ($1, $2, NULL, 'general', 'A title', $3)`, [id, decision, promoKind]);
    await insert('promo', 'none');
    await insert('category', null);
    await expect(insert('promo', null)).rejects.toThrow(/promo_has_kind/);
    await expect(insert('promo', 'advert')).rejects.toThrow(/promo_kind_check/);
    await expect(insert('advert', null)).rejects.toThrow(/decision_check/);
  });
});

describe('the classifier verdict is stored', () => {
  it('writes the kind to promo_kind and the score and reasons to ml_classification_data', async () => {
    const id = await insertTestArticle(t.database, { status: 'draft', adminStatus: null, publishedAt: null, classifiedAt: null, title: 'Acme is pleased to announce its creator fund' });
    const plain = await insertTestArticle(t.database, { status: 'draft', adminStatus: null, publishedAt: null, classifiedAt: null, title: 'Reporters look at a creator fund' });
    // The baseline with a fixed verdict: what is tested is that the columns carry whatever the classifier said.
    const classify = (input: ClassifierInput): Classification => {
      const c = classifyWithKeywords(input);
      return input.title.includes('pleased to announce') ? { ...c, promo: { kind: 'press_release', score: 0.91, reasons: [{ feature: 'cue:announces_itself', weight: 2.5 }] } } : c;
    };
    await processDraftBacklog(t.database.db, classify);
    const flagged = await row(id);
    expect(flagged?.promoKind).toBe('press_release');
    expect(flagged?.mlClassificationData).toMatchObject({ promo: { kind: 'press_release', score: 0.91, reasons: [{ feature: 'cue:announces_itself', weight: 2.5 }] } });
    const other = await row(plain);
    expect(other?.promoKind).toBeNull();
    expect(other?.mlClassificationData).toMatchObject({ promo: { kind: null, score: 0 } });
  });
});

describe("a moderator's correction", () => {
  it('is refused to readers, saved for moderators with an audit line and a training label, and public at once', async () => {
    const title = `Brand stories: a skincare range for winter ${Math.random().toString(36).slice(2, 8)}`;
    const id = await insertTestArticle(t.database, { title, mlClassificationData: { modelVersion: 'test-model-1', topFeatures: [], decision: 'published', promo: { kind: null, score: 0.12, reasons: [] } } });
    const publicLabel = async () => ((await (await otherProcess.request(`/api/articles/${id}`)).json()) as { article: { promoLabel: string | null } }).article.promoLabel;
    expect(await publicLabel()).toBeNull();

    const refused = await as.reader('PATCH', `/api/admin/articles/${id}`, { promo: 'sponsored' });
    expect(refused.status).toBe(403);
    expect((await as.visitor('PATCH', `/api/admin/articles/${id}`, { promo: 'sponsored' })).status).toBe(401);
    expect((await as.moderator('PATCH', `/api/admin/articles/${id}`, { promo: 'advert' })).status).toBe(400);
    expect((await row(id))?.promoKind).toBeNull();

    const res = await as.moderator('PATCH', `/api/admin/articles/${id}`, { promo: 'sponsored' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { article: { promoLabel: string; promoScore: number } };
    expect(body.article).toMatchObject({ promoLabel: 'sponsored', promoScore: 0.12 });
    expect((await row(id))?.promoKind).toBe('sponsored');
    // The other web process had the article cached without a label: the change reaches it at once.
    await eventually(async () => (await publicLabel()) === 'sponsored', 'the other process to show the Sponsored label');

    const [labelRow] = await t.database.db.select().from(editorialLabels).where(eq(editorialLabels.articleId, id));
    expect(labelRow).toMatchObject({ decision: 'promo', promoKind: 'sponsored', relevant: null, title, decidedBy: userIds.moderator, modelVersion: 'test-model-1' });
    const [event] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, id));
    expect(event).toMatchObject({ action: 'article.promo', actorId: userIds.moderator, before: { promo: 'none' }, after: { promo: 'sponsored' } });

    // "Neither" clears the label; the latest answer is the training example.
    expect((await as.admin('PATCH', `/api/admin/articles/${id}`, { promo: 'none' })).status).toBe(200);
    await eventually(async () => (await publicLabel()) === null, 'the other process to drop the label');
    const examples = promoExamplesFromDecisions(await listEditorialLabels(t.database.db)).filter((e) => e.id === `decision-${id}`);
    expect(examples).toEqual([expect.objectContaining({ title, promo: 'none', origin: 'editorial-decision' })]);
  });
});
