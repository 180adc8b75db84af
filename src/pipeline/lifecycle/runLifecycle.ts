/**
 * One lifecycle run (admin-system §4): archive rejected articles after 48 h, purge archived ones after 30 days, delete
 * single page views after PAGE_VIEWS_KEPT_DAYS (their day summaries stay), record the run.
 */
import type { Database } from '../../db/connection.ts';
import { deleteOldPageViews } from '../../db/queries/analytics.ts';
import { finishAutomationRun, raiseAlert, startAutomationRun } from '../../db/queries/automationRuns.ts';
import { firstKeptPageViewDay } from '../../domain/analytics.ts';
import { bytesToMb } from '../../domain/lifecycleRules.ts';
import { archiveRejectedBatch } from './archiveRejectedArticles.ts';
import { purgeArchivedBatch } from './purgeArchivedArticles.ts';

/** automation_runs.run_type of a lifecycle run. */
export const LIFECYCLE_RUN_TYPE = 'lifecycle';
/** Rows changed per statement: a large backlog becomes many short transactions instead of one giant one. */
export const LIFECYCLE_BATCH_SIZE = 500;

/** A run's stats (admin-system §3 "Run stats"), as stored in automation_runs.stats. */
export interface LifecycleRunStats {
  archived_count: number;
  purged_count: number;
  /** Measured: bytes the purged columns held, in MB with 2 decimals. */
  storage_saved_mb: number;
  /** The same measurement in bytes, so totals over many runs are not built from rounded figures. */
  storage_saved_bytes: number;
  total_processed: number;
  /** Single page views older than PAGE_VIEWS_KEPT_DAYS deleted (not articles: not in total_processed). */
  page_views_deleted: number;
}

/** Options of a run. */
export interface LifecycleOptions {
  /** The run's clock (tests move it); archived_at and purged_at are stamped with it. */
  now?: Date;
  batchSize?: number;
  trigger?: 'schedule' | 'manual' | 'startup';
  log?: { info(obj: object, msg?: string): void };
}

/** Runs `step` until a batch comes back smaller than `batchSize` (the rest is done, or locked by a concurrent run). */
async function untilDrained(batchSize: number, step: () => Promise<number>): Promise<void> {
  for (;;) {
    const n = await step();
    if (n < batchSize) return;
  }
}

/** Archives and purges everything due, records the run in automation_runs and returns its stats. */
export async function runLifecycle(database: Database, options: LifecycleOptions = {}): Promise<LifecycleRunStats & { runId: string }> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? LIFECYCLE_BATCH_SIZE;
  const runId = await startAutomationRun(database.db, LIFECYCLE_RUN_TYPE, options.trigger ?? 'manual');
  let archived = 0;
  let purged = 0;
  let bytes = 0;
  let pageViews = 0;
  const stats = (): LifecycleRunStats => ({
    archived_count: archived,
    purged_count: purged,
    storage_saved_mb: bytesToMb(bytes),
    storage_saved_bytes: bytes,
    total_processed: archived + purged,
    page_views_deleted: pageViews,
  });
  try {
    // Archive first: a row archived now is 30 days from purge, so the order never purges in the same run.
    await untilDrained(batchSize, async () => {
      const n = await archiveRejectedBatch(database.db, now, batchSize);
      archived += n;
      // PGlite recycles WAL only on checkpoints (see db/connection.ts); a no-op on a server.
      if (n > 0) await database.checkpoint();
      return n;
    });
    await untilDrained(batchSize, async () => {
      const batch = await purgeArchivedBatch(database.db, now, batchSize);
      purged += batch.purged;
      bytes += batch.bytesFreed;
      if (batch.purged > 0) await database.checkpoint();
      return batch.purged;
    });
    const firstKeptDay = firstKeptPageViewDay(now);
    await untilDrained(batchSize, async () => {
      const n = await deleteOldPageViews(database.db, firstKeptDay, batchSize);
      pageViews += n;
      if (n > 0) await database.checkpoint();
      return n;
    });
    const result = stats();
    await finishAutomationRun(database.db, runId, { status: 'completed', successRate: 100, stats: { ...result } });
    options.log?.info({ ...result }, 'lifecycle run finished');
    return { runId, ...result };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // Finished batches stay committed, so the partial stats are true and count towards storage saved.
    await finishAutomationRun(database.db, runId, { status: 'failed', successRate: 0, stats: { ...stats() }, errorMessage: message }).catch(() => undefined);
    await raiseAlert(database.db, { alertType: LIFECYCLE_RUN_TYPE, severity: 'high', message: `Lifecycle run failed: ${message}`, metadata: { runId } }).catch(() => undefined);
    throw err;
  }
}
