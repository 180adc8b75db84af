/** Job workers and the pg-boss jobs they hold (migration 0011): how a job held by a dead process is found at once. */
import { hostname } from 'node:os';
import type { SqlClient } from '../connection.ts';

/** How often a worker process renews its heartbeat. */
export const WORKER_HEARTBEAT_MS = 5_000;
/** A worker without a heartbeat for this long is gone (four missed beats: a busy event loop is not a dead process). */
export const WORKER_STALE_AFTER_MS = 20_000;

/** A pg-boss job whose holder is gone. */
export interface OrphanedJob {
  jobId: string;
  queue: string;
}

/** Records this process as a job worker. */
export async function registerWorker(sql: SqlClient, workerId: string): Promise<void> {
  await sql.query('INSERT INTO job_workers (id, host, pid) VALUES ($1, $2, $3)', [workerId, hostname(), process.pid]);
}

/** Renews this worker's heartbeat (re-registering it if another worker took it for dead and removed it). */
export async function beatWorker(sql: SqlClient, workerId: string): Promise<void> {
  await sql.query(
    `INSERT INTO job_workers (id, host, pid) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()`,
    [workerId, hostname(), process.pid],
  );
}

/** Removes this worker and its leases (a clean stop). */
export async function unregisterWorker(sql: SqlClient, workerId: string): Promise<void> {
  await sql.query('DELETE FROM job_workers WHERE id = $1', [workerId]);
}

/** Notes that `workerId` runs job `jobId` of `queue`. */
export async function leaseJob(sql: SqlClient, workerId: string, jobId: string, queue: string): Promise<void> {
  await sql.query('INSERT INTO job_leases (job_id, queue, worker_id) VALUES ($1, $2, $3) ON CONFLICT (job_id) DO UPDATE SET worker_id = $3, started_at = now()', [jobId, queue, workerId]);
}

/** The job is over (done or failed): its lease goes. */
export async function releaseJob(sql: SqlClient, jobId: string): Promise<void> {
  await sql.query('DELETE FROM job_leases WHERE job_id = $1', [jobId]);
}

/**
 * Removes the workers whose heartbeat is older than `staleAfterMs` and returns the jobs they still held, for the
 * caller to fail through pg-boss. One statement, so two workers sweeping at once never both return a job.
 */
export async function takeOrphanedLeases(sql: SqlClient, staleAfterMs: number = WORKER_STALE_AFTER_MS): Promise<OrphanedJob[]> {
  const rows = await sql.query<{ job_id: string; queue: string }>(
    `WITH gone AS (
       DELETE FROM job_workers WHERE heartbeat_at < now() - $1 * interval '1 millisecond' RETURNING id
     )
     DELETE FROM job_leases l USING gone WHERE l.worker_id = gone.id RETURNING l.job_id, l.queue`,
    [staleAfterMs],
  );
  return rows.map((r) => ({ jobId: r.job_id, queue: r.queue }));
}

/**
 * PGlite only (one process owns the data, so at boot every job still active was held by a process that is gone):
 * every active pg-boss job, and the worker records and leases left behind.
 */
export async function takeAllActiveJobs(sql: SqlClient): Promise<OrphanedJob[]> {
  await sql.query('DELETE FROM job_workers');
  const rows = await sql.query<{ id: string; name: string }>("SELECT id, name FROM pgboss.job WHERE state = 'active'");
  return rows.map((r) => ({ jobId: r.id, queue: r.name }));
}
