/** Classifier versions (migration 0020): the active one, the list with figures, storing and activating. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../connection.ts';
import { classifierModels } from '../schema.ts';

/** Versions whose model body is kept (the active one always); older bodies are dropped, their figures kept. */
export const KEPT_MODEL_BODIES = 5;

export async function activeModelVersion(db: Db): Promise<string | null> {
  const [row] = await db.select({ version: classifierModels.version }).from(classifierModels).where(eq(classifierModels.status, 'active'));
  return row?.version ?? null;
}

export async function activeModel(db: Db): Promise<{ version: string; model: Record<string, unknown> } | null> {
  const [row] = await db.select({ version: classifierModels.version, model: classifierModels.model }).from(classifierModels).where(eq(classifierModels.status, 'active'));
  return row?.model ? { version: row.version, model: row.model } : null;
}

/** Every version, newest first, without the bodies. */
export async function listModelVersions(db: Db, limit = 50) {
  return db
    .select({
      version: classifierModels.version,
      trainedAt: classifierModels.trainedAt,
      trainedBy: classifierModels.trainedBy,
      corpusExamples: classifierModels.corpusExamples,
      decisionExamples: classifierModels.decisionExamples,
      figures: classifierModels.figures,
      status: classifierModels.status,
      activatedAt: classifierModels.activatedAt,
      hasModel: sql<boolean>`${classifierModels.model} IS NOT NULL`,
    })
    .from(classifierModels)
    .orderBy(desc(classifierModels.trainedAt))
    .limit(limit);
}

/** Stores a trained version; `activate` makes it the one in use (the previous active one is retired). */
export async function storeModelVersion(
  db: Db,
  v: { version: string; trainedBy: string | null; corpusExamples: number; decisionExamples: number; figures: Record<string, unknown>; model: Record<string, unknown> | null; activate: boolean },
): Promise<void> {
  const now = new Date();
  if (v.activate) await db.update(classifierModels).set({ status: 'retired' }).where(eq(classifierModels.status, 'active'));
  await db.insert(classifierModels).values({
    version: v.version,
    trainedBy: v.trainedBy,
    corpusExamples: v.corpusExamples,
    decisionExamples: v.decisionExamples,
    figures: v.figures,
    model: v.model,
    status: v.activate ? 'active' : 'rejected',
    activatedAt: v.activate ? now : null,
  });
  // Bodies of all but the newest few (and never the active one) go; a rollback is possible to those few.
  await db.execute(sql`
    UPDATE ${classifierModels} SET model = NULL
    WHERE model IS NOT NULL AND status <> 'active'
      AND version NOT IN (SELECT version FROM ${classifierModels} WHERE model IS NOT NULL ORDER BY trained_at DESC LIMIT ${KEPT_MODEL_BODIES})`);
}

/** Makes `version` the one in use, or (null) none: the pipeline goes back to the model file. False when unknown or without a body. */
export async function activateModelVersion(db: Db, version: string | null): Promise<boolean> {
  if (version !== null) {
    const [row] = await db.select({ hasModel: sql<boolean>`${classifierModels.model} IS NOT NULL` }).from(classifierModels).where(eq(classifierModels.version, version));
    if (!row?.hasModel) return false;
  }
  await db.update(classifierModels).set({ status: 'retired' }).where(eq(classifierModels.status, 'active'));
  if (version !== null) await db.update(classifierModels).set({ status: 'active', activatedAt: new Date() }).where(eq(classifierModels.version, version));
  return true;
}
