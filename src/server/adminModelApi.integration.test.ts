/**
 * Retraining from the moderators' decisions (issue 11 items 5 and 13), on both databases: decisions that the model in
 * use gets wrong (agency news it publishes) teach a new version that is accepted, made active, and changes the
 * pipeline's predictions on those stories; decisions that contradict the corpus make a worse candidate, which is kept
 * with its figures but never put in use; a rollback returns to the shipped model; only admins may do any of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshActiveModel } from '../pipeline/classify/activeModel.ts';
import { bundledModelVersion, getClassifier, getModelVersion, useModel } from '../pipeline/classify/bundledModel.ts';
import { loadCorpus, splitCorpus } from '../pipeline/classify/ml/corpus.ts';
import { decideStatus } from '../pipeline/decide/decideStatus.ts';
import { editorialLabels } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { anonymousCaller, signedInCaller, type AppCall } from '../testing/appSession.ts';
import { TEST_SITE } from '../testing/authTestClient.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
let admin: AppCall;
let moderator: AppCall;
let visitor: AppCall;

const NAMES = ['Zorblax', 'Quellin', 'Vantrix', 'Mirovo', 'Keltaan', 'Drossel', 'Yumbra', 'Fenwick', 'Tarsino', 'Glimmor', 'Pradun', 'Oskava'];
/** Agency news the shipped model publishes, which editors reject; and creator news they approve. */
function decisionRows(decidedBy: string) {
  const rows: (typeof editorialLabels.$inferInsert)[] = [];
  for (const n of NAMES) {
    for (const title of [`${n} picks an agency for its Diwali campaign`, `${n} moves its media account to a new agency for the festive season`, `${n} hands its Holi campaign to a Mumbai agency`]) {
      rows.push({ decision: 'reject', relevant: false, category: 'brand-partnerships', title, decidedBy });
    }
    for (const title of [`${n} hits 10 million subscribers`, `${n} launches a merch line with fans in Pune`]) rows.push({ decision: 'approve', relevant: true, category: 'creator-economy', title, decidedBy });
  }
  return rows;
}
const decide = (title: string) => decideStatus(getClassifier()({ title, summary: '' })).decision;

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({ database: t.database, env: { SITE_NAME: 'Test', SITE_URL: TEST_SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' }, log: createLogger('silent'), accounts: { sendMail: async () => {} } });
  visitor = anonymousCaller(app);
  const a = await signedInCaller(app, t.database.db, 'model-admin@example.com', { role: 'admin' });
  admin = a.call;
  moderator = (await signedInCaller(app, t.database.db, 'model-moderator@example.com', { role: 'moderator' })).call;
  await t.database.db.insert(editorialLabels).values(decisionRows(a.userId));
});
afterAll(async () => {
  useModel(null);
  await t?.drop();
});

describe('retraining the classifier from decisions', () => {
  it('is for admins only', async () => {
    for (const [method, path, body] of [['GET', '/api/admin/model'], ['POST', '/api/admin/model/retrain'], ['POST', '/api/admin/model/activate', { version: null }]] as const) {
      expect((await visitor(method, path, body)).status, `visitor ${path}`).toBe(401);
      expect((await moderator(method, path, body)).status, `moderator ${path}`).toBe(403);
    }
  });

  it('accepts a model that learned the decisions, puts it in use, and the pipeline predicts differently on those stories', async () => {
    await refreshActiveModel(t.database.db);
    expect(getModelVersion()).toBe(bundledModelVersion());
    // The shipped model publishes agency news that editors reject.
    expect(decide('Drossel picks an agency for its Diwali campaign')).toBe('published');

    const res = await admin('POST', '/api/admin/model/retrain');
    expect(res.status).toBe(200);
    const r = (await res.json()) as { version: string; accepted: boolean; reason: string; candidate: { corpus: { relevanceF1: number }; decisions: { relevanceF1: number } }; baseline: { version: string; corpus: { relevanceF1: number }; decisions: { relevanceF1: number } }; decisionExamples: { train: number; heldOut: number } };
    expect(r.accepted, r.reason).toBe(true);
    expect(r.baseline.version).toBe(bundledModelVersion());
    expect(r.decisionExamples.train + r.decisionExamples.heldOut).toBe(NAMES.length * 5);
    expect(r.decisionExamples.heldOut).toBeGreaterThan(0);
    // Judged on decisions it never saw, and not worse on the corpus's held-out split.
    expect(r.candidate.decisions.relevanceF1).toBeGreaterThan(r.baseline.decisions.relevanceF1);
    expect(r.candidate.corpus.relevanceF1).toBeGreaterThanOrEqual(r.baseline.corpus.relevanceF1);
    // The promotional flag is gated too: measured for both, and the candidate's not worse.
    const promo = (r as unknown as { candidate: { promo: { items: number; precision: number; recall: number } }; baseline: { promo: { precision: number; recall: number } } });
    expect(promo.candidate.promo.items).toBeGreaterThan(100);
    expect(promo.candidate.promo.precision).toBeGreaterThanOrEqual(promo.baseline.promo.precision);
    expect(promo.candidate.promo.recall).toBeGreaterThanOrEqual(promo.baseline.promo.recall);

    // A worker's next run picks it up.
    await refreshActiveModel(t.database.db);
    expect(getModelVersion()).toBe(r.version);
    expect(decide('Drossel picks an agency for its Diwali campaign')).toBe('auto_rejected');
    expect(decide('Oskava hands its Holi campaign to a Mumbai agency')).toBe('auto_rejected');

    const overview = (await (await admin('GET', '/api/admin/model')).json()) as { inUse: { source: string; version: string; decisionExamples: number }; versions: { version: string; status: string }[]; decisions: { labels: number } };
    expect(overview.inUse).toMatchObject({ source: 'trained', version: r.version, decisionExamples: r.decisionExamples.train });
    expect(overview.decisions.labels).toBe(NAMES.length * 5);
  });

  it('keeps the model in use when the candidate is worse, and records why', async () => {
    const inUse = getModelVersion();
    // Contradicting the corpus: 300 of its relevant training stories marked irrelevant by a careless editor.
    const { examples } = loadCorpus();
    const relevant = splitCorpus(examples).train.filter((e) => e.label !== 'irrelevant').slice(0, 300);
    await t.database.db.insert(editorialLabels).values(relevant.map((e) => ({ decision: 'reject' as const, relevant: false, category: e.label, title: e.title, summary: e.summary })));
    const r = (await (await admin('POST', '/api/admin/model/retrain')).json()) as { version: string; accepted: boolean; reason: string };
    expect(r.accepted).toBe(false);
    expect(r.reason).toMatch(/^Kept .*: the new model is worse on /);
    await refreshActiveModel(t.database.db);
    expect(getModelVersion()).toBe(inUse);
    const overview = (await (await admin('GET', '/api/admin/model')).json()) as { versions: { version: string; status: string; hasModel: boolean }[] };
    expect(overview.versions.find((v) => v.version === r.version)).toMatchObject({ status: 'rejected', hasModel: false });
    // A rejected version cannot be put in use.
    expect((await admin('POST', '/api/admin/model/activate', { version: r.version })).status).toBe(404);
  });

  it('rolls back to the shipped model, and forward again, with audit lines', async () => {
    const trained = getModelVersion();
    expect((await admin('POST', '/api/admin/model/activate', { version: null })).status).toBe(200);
    await refreshActiveModel(t.database.db);
    expect(getModelVersion()).toBe(bundledModelVersion());
    expect(decide('Drossel picks an agency for its Diwali campaign')).toBe('published');
    expect((await admin('POST', '/api/admin/model/activate', { version: trained })).status).toBe(200);
    await refreshActiveModel(t.database.db);
    expect(getModelVersion()).toBe(trained);
    const log = (await (await admin('GET', '/api/admin/audit-log?action=model')).json()) as { events: { action: string }[] };
    expect(log.events.map((e) => e.action)).toEqual(['model.activate', 'model.activate', 'model.train', 'model.train']);
  });
});
