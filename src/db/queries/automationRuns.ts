/** Records of pipeline runs and the alerts they raise. */
import { eq } from 'drizzle-orm';
import type { Db } from '../connection.ts';
import { automationAlerts, automationRuns } from '../schema.ts';

/** Opens a run record in status running; returns its id. */
export async function startAutomationRun(db: Db, runType: string, trigger: 'schedule' | 'manual' | 'startup'): Promise<string> {
  const [row] = await db.insert(automationRuns).values({ runType, trigger, status: 'running' }).returning({ id: automationRuns.id });
  if (!row) throw new Error('could not record the run');
  return row.id;
}

/** Closes a run with its outcome. */
export async function finishAutomationRun(
  db: Db,
  id: string,
  result: { status: 'completed' | 'failed'; successRate: number | null; stats: Record<string, unknown>; errorMessage?: string | null },
): Promise<void> {
  await db
    .update(automationRuns)
    .set({ status: result.status, successRate: result.successRate, stats: result.stats, errorMessage: result.errorMessage ?? null, completedAt: new Date() })
    .where(eq(automationRuns.id, id));
}

/** Raises an alert for admins. */
export async function raiseAlert(db: Db, alert: { alertType: string; message: string; severity: 'critical' | 'high' | 'medium' | 'low'; metadata?: Record<string, unknown> }): Promise<void> {
  await db.insert(automationAlerts).values({ ...alert, metadata: alert.metadata ?? {} });
}

/** Runs `work` as a recorded automation run: completed with its stats, or failed with an alert of the given severity. */
export async function recordAutomationRun<T extends Record<string, unknown>>(
  db: Db,
  runType: string,
  trigger: 'schedule' | 'manual' | 'startup',
  work: () => Promise<T>,
  options: { failureSeverity?: 'critical' | 'high' | 'medium' | 'low'; successRate?: (result: T) => number | null } = {},
): Promise<T> {
  const id = await startAutomationRun(db, runType, trigger);
  try {
    const result = await work();
    await finishAutomationRun(db, id, { status: 'completed', successRate: options.successRate?.(result) ?? 100, stats: result });
    return result;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await finishAutomationRun(db, id, { status: 'failed', successRate: 0, stats: {}, errorMessage: message }).catch(() => undefined);
    await raiseAlert(db, { alertType: runType, severity: options.failureSeverity ?? 'high', message: `${runType} failed: ${message}`, metadata: { runId: id } }).catch(() => undefined);
    throw err;
  }
}
