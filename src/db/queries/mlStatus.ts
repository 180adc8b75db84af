/** The single ml_automation_status row: is the classifier keeping up (ready) or not (stalled)? */
import { sql } from 'drizzle-orm';
import type { Db } from '../connection.ts';
import { mlAutomationStatus } from '../schema.ts';

/** Records the classifier's state after a classification run. */
export async function setMlStatus(db: Db, status: 'ready' | 'stalled', details: { modelVersion?: string; [k: string]: unknown } = {}): Promise<void> {
  const now = new Date();
  await db
    .insert(mlAutomationStatus)
    .values({ id: 1, status, modelVersion: details.modelVersion ?? null, details, updatedAt: now, completedAt: status === 'ready' ? now : null })
    .onConflictDoUpdate({
      target: mlAutomationStatus.id,
      set: {
        status,
        modelVersion: sql`coalesce(excluded.model_version, ${mlAutomationStatus.modelVersion})`,
        details,
        updatedAt: now,
        completedAt: status === 'ready' ? now : sql`${mlAutomationStatus.completedAt}`,
      },
    });
}

/** The current ML status row, if any. */
export async function getMlStatus(db: Db) {
  const [row] = await db.select().from(mlAutomationStatus).limit(1);
  return row ?? null;
}
