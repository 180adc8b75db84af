/** Records of pipeline runs and the alerts they raise. */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../connection.ts';
import { automationAlerts, automationRuns } from '../schema.ts';

/** How often a running run's heartbeat is renewed. */
export const RUN_HEARTBEAT_MS = 15_000;
/** A running run without a heartbeat for this long belongs to a dead process. */
export const RUN_STALE_AFTER_MS = 2 * 60_000;

const heartbeats = new Map<string, ReturnType<typeof setInterval>>();

/** Opens a run record in status running and keeps its heartbeat until it is finished; returns its id. */
export async function startAutomationRun(db: Db, runType: string, trigger: 'schedule' | 'manual' | 'startup'): Promise<string> {
  const [row] = await db.insert(automationRuns).values({ runType, trigger, status: 'running' }).returning({ id: automationRuns.id });
  if (!row) throw new Error('could not record the run');
  const timer = setInterval(() => {
    void db.update(automationRuns).set({ heartbeatAt: new Date() }).where(eq(automationRuns.id, row.id)).catch(() => undefined);
  }, RUN_HEARTBEAT_MS);
  timer.unref();
  heartbeats.set(row.id, timer);
  return row.id;
}

/**
 * Marks runs whose process died as failed: running with no heartbeat since `staleBefore` (default: 2 minutes ago;
 * PGlite passes "now" at boot, because only one process can ever open its data). Returns how many were closed.
 */
export async function failInterruptedRuns(db: Db, staleBefore: Date = new Date(Date.now() - RUN_STALE_AFTER_MS)): Promise<number> {
  const rows = await db
    .update(automationRuns)
    .set({ status: 'failed', successRate: 0, errorMessage: 'Interrupted: the process running it stopped', completedAt: new Date() })
    .where(and(eq(automationRuns.status, 'running'), lt(automationRuns.heartbeatAt, staleBefore)))
    .returning({ id: automationRuns.id, runType: automationRuns.runType });
  for (const r of rows) {
    await raiseAlert(db, { alertType: r.runType, severity: 'medium', message: `${r.runType} run was interrupted before it finished`, metadata: { runId: r.id } });
  }
  return rows.length;
}

/** Closes a run with its outcome. */
export async function finishAutomationRun(
  db: Db,
  id: string,
  result: { status: 'completed' | 'failed'; successRate: number | null; stats: Record<string, unknown>; errorMessage?: string | null },
): Promise<void> {
  clearInterval(heartbeats.get(id));
  heartbeats.delete(id);
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
