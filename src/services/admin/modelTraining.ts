/**
 * Retraining the classifier from the moderators' decisions (issue 11 item 5), admins only. A retraining trains a
 * candidate on the corpus's training split plus the training part of the decisions (editorialExamples.ts), then
 * scores the candidate and the model in use on the same two sets it never saw: the corpus's held-out split and the
 * held-out fifth of the decisions. The candidate replaces the model in use only if it is not worse on any figure
 * (relevance F1 and category accuracy, on both sets, and the promotional flag's precision and recall: ml/modelGate.ts);
 * either way it is kept with its figures. Rollback activates an older version, or none (the model file shipped in the
 * repo). Workers pick the active version up at their next run (pipeline/classify/activeModel.ts).
 */
import { sql } from 'drizzle-orm';
import type { Actor } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import { recordAuditEvent } from '../../db/queries/auditEvents.ts';
import { activateModelVersion, activeModel, listModelVersions, storeModelVersion } from '../../db/queries/classifierModels.ts';
import { listEditorialLabels } from '../../db/queries/editorialLabels.ts';
import { bundledModelInfo, bundledModelVersion, readModelFile } from '../../pipeline/classify/bundledModel.ts';
import { examplesFromDecisions, promoExamplesFromDecisions, splitDecisions } from '../../pipeline/classify/ml/editorialExamples.ts';
import type { StoredModel } from '../../pipeline/classify/ml/model.ts';
import { worseOn } from '../../pipeline/classify/ml/modelGate.ts';
import type { ModelFigures } from '../../pipeline/classify/ml/retrainCandidate.ts';
import { trainAndScoreInWorker } from '../../pipeline/classify/ml/retrainInWorker.ts';
import { authorize } from '../../policies/can.ts';
import { ConflictError, NotFoundError } from '../serviceErrors.ts';
import type { Acting } from './articleModeration.ts';

export type { ModelFigures, SetFigures } from '../../pipeline/classify/ml/retrainCandidate.ts';

export interface RetrainResult {
  version: string;
  accepted: boolean;
  reason: string;
  candidate: ModelFigures;
  baseline: ModelFigures & { version: string };
  decisionExamples: { train: number; heldOut: number };
}

/** The model in use: the active version from the database, or the shipped file. */
async function baselineModel(db: Db): Promise<StoredModel> {
  const active = await activeModel(db);
  return active ? (active.model as unknown as StoredModel) : readModelFile();
}

let training = false;

export async function retrainClassifier(db: Db, by: Acting, now: Date = new Date()): Promise<RetrainResult> {
  authorize(by.actor, 'trainModel', { kind: 'system' });
  // One at a time per process is plenty (each takes a core for seconds).
  if (training) throw new ConflictError('A retraining is already running. Try again in a minute.');
  training = true;
  try {
    const labels = await listEditorialLabels(db);
    const decisions = splitDecisions(examplesFromDecisions(labels));
    const promoDecisions = splitDecisions(promoExamplesFromDecisions(labels));
    const baselineStored = await baselineModel(db);
    // Seconds of CPU: on a worker thread, so this web process keeps serving readers meanwhile.
    const scored = await trainAndScoreInWorker({ decisionsTrain: decisions.train, decisionsHeldOut: decisions.heldOut, promoDecisionsTrain: promoDecisions.train, baseline: baselineStored, now });
    const candidateStored = scored.candidateModel;
    const candidate = scored.candidate;
    const baseline = { version: baselineStored.version, ...scored.baseline };
    const worse = worseOn(candidate, baseline);
    const accepted = worse.length === 0;
    const reason = accepted
      ? `Not worse than ${baseline.version} on any figure${decisions.heldOut.length === 0 ? ' (no held-out decisions yet: judged on the corpus only)' : ''}.`
      : `Kept ${baseline.version}: the new model is worse on ${worse.join('; ')}.`;
    const result: RetrainResult = { version: candidateStored.version, accepted, reason, candidate, baseline, decisionExamples: { train: decisions.train.length, heldOut: decisions.heldOut.length } };
    await db.transaction(async (tx) => {
      await storeModelVersion(tx, {
        version: candidateStored.version,
        trainedBy: by.actor?.id ?? null,
        corpusExamples: candidateStored.training.examples,
        decisionExamples: decisions.train.length,
        figures: { candidate, baseline, accepted, reason, decisionsHeldOut: decisions.heldOut.length },
        // A rejected model's body is not kept: it can never be activated.
        model: accepted ? (candidateStored as unknown as Record<string, unknown>) : null,
        activate: accepted,
      });
      await recordAuditEvent(tx, {
        actorId: by.actor?.id ?? null,
        action: 'model.train',
        targetType: 'model',
        targetId: candidateStored.version,
        targetLabel: candidateStored.version,
        before: { version: baseline.version },
        after: { version: accepted ? candidateStored.version : baseline.version, accepted, reason, decisions: decisions.train.length },
        ipAddress: by.address,
      });
    });
    return result;
  } finally {
    training = false;
  }
}

/** Puts an older version back in use, or (null) the shipped model file. */
export async function activateClassifierVersion(db: Db, by: Acting, version: string | null): Promise<{ version: string }> {
  authorize(by.actor, 'trainModel', { kind: 'system' });
  return db.transaction(async (tx) => {
    const before = (await activeModel(tx))?.version ?? bundledModelVersion() ?? 'keywords';
    if (!(await activateModelVersion(tx, version))) throw new NotFoundError('No stored model with this version (older versions keep only their figures).');
    const after = version ?? bundledModelVersion() ?? 'keywords';
    await recordAuditEvent(tx, { actorId: by.actor?.id ?? null, action: 'model.activate', targetType: 'model', targetId: after, targetLabel: after, before: { version: before }, after: { version: after }, ipAddress: by.address });
    return { version: after };
  });
}

/** The screen's data: the model in use, the stored versions, and how many decisions there are to learn from. */
export async function classifierOverview(db: Db, actor: Actor) {
  authorize(actor, 'trainModel', { kind: 'system' });
  const [versions, [counts]] = await Promise.all([
    listModelVersions(db),
    db.execute(sql`SELECT count(*)::int AS labels, count(DISTINCT coalesce(article_id::text, id::text))::int AS articles FROM editorial_labels`).then((r) => (r as unknown as { rows: { labels: number; articles: number }[] }).rows),
  ]);
  const active = versions.find((v) => v.status === 'active') ?? null;
  const file = active ? null : bundledModelInfo();
  return {
    inUse: active
      ? { source: 'trained' as const, version: active.version, trainedAt: active.trainedAt.toISOString(), corpusExamples: active.corpusExamples, decisionExamples: active.decisionExamples, figures: active.figures }
      : { source: 'shipped' as const, version: file?.version ?? 'keywords', trainedAt: file?.trainedAt ?? null, corpusExamples: file?.examples ?? 0, decisionExamples: 0, figures: null },
    // Explicit fields: who trained a version stays in the audit log, not in this answer.
    versions: versions.map((v) => ({ version: v.version, trainedAt: v.trainedAt.toISOString(), corpusExamples: v.corpusExamples, decisionExamples: v.decisionExamples, figures: v.figures, status: v.status, activatedAt: v.activatedAt?.toISOString() ?? null, hasModel: v.hasModel })),
    decisions: { labels: counts?.labels ?? 0, articles: counts?.articles ?? 0 },
  };
}
