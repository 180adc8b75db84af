/**
 * Jobs on pg-boss, in the same database (PGlite included, through Database.executeSql): the scheduler role
 * registers the crons, the worker role runs the queues. Any worker takes a job exactly once. A job held by a process
 * that died is failed (and so retried by pg-boss) as soon as that death is known, not at the job's expiry: on PGlite
 * at boot (no other process can hold the data), on PostgreSQL when the holder's heartbeat in job_workers goes stale.
 */
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database } from '../db/connection.ts';
import { raiseAlert } from '../db/queries/automationRuns.ts';
import {
  beatWorker,
  leaseJob,
  registerWorker,
  releaseJob,
  takeAllActiveJobs,
  takeOrphanedLeases,
  unregisterWorker,
  WORKER_HEARTBEAT_MS,
  WORKER_STALE_AFTER_MS,
  type OrphanedJob,
} from '../db/queries/jobLeases.ts';
import { deliverOutboxMail, MailDeliveryError, type MailJobQueue } from '../integrations/mail/mailOutbox.ts';
import type { MailTransport } from '../integrations/mail/mailTransport.ts';
import { JOBS, MAIL_JOB, SCHEDULE_TIME_ZONE } from './jobDefinitions.ts';
import { createMailQueue, MAIL_QUEUED_CHANNEL, mailJobQueue, type MailJobData, type MailRetry } from './mailQueue.ts';
import { runPipelineSteps, type StepContext } from './pipelineSteps.ts';

/** A running job system. */
export interface JobRunner {
  /** Queues a job now (manual trigger); returns the job id. */
  trigger(name: string): Promise<string | null>;
  /** Queues send-mail jobs (integrations/mail/mailOutbox.ts queueMail), whatever this process's roles. */
  mail: MailJobQueue;
  stop(): Promise<void>;
}

/** How a job ended, for callers that wait on one (npm start's summary of the start-up fetch). */
export type JobOutcome = { jobId: string; name: string } & ({ ok: true; result: Record<string, unknown> } | { ok: false; error: unknown });

/** Starts pg-boss with the given roles. */
export async function startJobRunner(opts: {
  database: Database;
  context: Omit<StepContext, 'trigger'>;
  worker: boolean;
  scheduler: boolean;
  pollingIntervalSeconds?: number;
  /**
   * How often this worker beats and how old another worker's beat may be before it counts as dead (defaults:
   * WORKER_HEARTBEAT_MS and WORKER_STALE_AFTER_MS). Tests shorten both; keep stale at several beats.
   */
  liveness?: { heartbeatMs: number; staleAfterMs: number };
  /** Called when a job this process ran has ended. */
  onJobEnded?: (outcome: JobOutcome) => void;
  /**
   * How the worker sends the send-mail jobs: the SMTP transport, or null when SMTP_URL is not set (messages are then
   * held in the outbox). `log` gets each message's outcome (default: the context's log, whose info lines a person's
   * terminal hides); `retry` shortens the retries in tests (default MAIL_JOB's).
   */
  mail?: { transport: MailTransport | null; log?: StepContext['log']; retry?: MailRetry };
}): Promise<JobRunner> {
  const { database, context } = opts;
  const { heartbeatMs, staleAfterMs } = opts.liveness ?? { heartbeatMs: WORKER_HEARTBEAT_MS, staleAfterMs: WORKER_STALE_AFTER_MS };
  /**
   * pg-boss 10's stop() neither waits for a worker's fetch in flight nor awaits the write that completes or fails a
   * job: a job fetched just as stop() began ran after it resolved, and its failure was written to a pool the caller
   * had since ended (an unhandled rejection in CI, 2026-12-07). Every pg-boss query goes through this adapter, so
   * stop() waits until they have all settled (`settleBossQueries`), and a job fetched while stopping is handed back
   * for a retry instead of run (`refuseWhenStopping`).
   */
  const bossQueries = new Set<Promise<unknown>>();
  let stopping = false;
  let stopped = false;
  const executeSql = (text: string, values: unknown[]) => {
    // Nothing of pg-boss's should run once stop() has settled its queries. Were one to, the pool may have ended, and
    // pg-boss would not catch the error: it is skipped (a job it would have completed is an orphan at the next start).
    if (stopped) {
      context.log.warn({ query: text.trim().split('\n')[0]?.slice(0, 80) }, 'job-queue query after stop; skipped');
      return Promise.resolve({ rows: [] });
    }
    const query = database.executeSql(text, values);
    const settled: Promise<boolean> = query.then(
      () => bossQueries.delete(settled),
      () => bossQueries.delete(settled),
    );
    bossQueries.add(settled);
    return query;
  };
  const settleBossQueries = async (deadline: number) => {
    for (;;) {
      // A settled fetch starts its job's handler and then that job's completion within a few microtasks.
      await new Promise((resolve) => setImmediate(resolve));
      if (bossQueries.size === 0) return;
      if (Date.now() > deadline) {
        context.log.warn({ queries: bossQueries.size }, 'stopped with job-queue queries still running');
        return;
      }
      await Promise.allSettled([...bossQueries]);
    }
  };
  const refuseWhenStopping = (queue: string) => {
    if (stopping) throw new Error(`Interrupted: ${queue} was fetched as the process was stopping; it runs again at its retry`);
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema: 'pgboss',
    schedule: opts.scheduler,
    supervise: opts.worker || opts.scheduler,
    migrate: true,
  } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (err: Error) => {
    if (database.storage.report(err)) context.log.error({ alert: 'storage_full' }, 'storage full: the job queue could not write');
    else context.log.error({ err }, 'job system error');
  });
  await boss.start();

  /** Fails jobs whose holder is gone; pg-boss retries each one (after its retry delay) or fails it for good. */
  const failOrphans = async (orphans: OrphanedJob[]) => {
    for (const o of orphans) {
      await boss.fail(o.queue, o.jobId, { message: 'Interrupted: the process running it stopped' });
      context.log.warn({ job: o.queue, id: o.jobId }, 'failed a job left active by a process that stopped');
    }
  };
  // Before this process takes any job: the queues must not wait behind jobs nobody runs.
  await failOrphans(database.kind === 'pglite' ? await takeAllActiveJobs(database.sql) : await takeOrphanedLeases(database.sql, staleAfterMs));

  const workerId = randomUUID();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  if (opts.worker) {
    await registerWorker(database.sql, workerId);
    // PostgreSQL: every worker also watches for the others' deaths, so a killed worker's job is failed within
    // staleAfterMs plus one beat, whether or not anyone restarts it.
    heartbeat = setInterval(() => {
      void (async () => {
        await beatWorker(database.sql, workerId);
        if (database.kind === 'postgres') await failOrphans(await takeOrphanedLeases(database.sql, staleAfterMs));
      })().catch((err: unknown) => {
        if (database.storage.report(err)) context.log.error({ alert: 'storage_full' }, 'storage full: the worker heartbeat could not write');
        else context.log.warn({ err }, 'worker heartbeat failed');
      });
    }, heartbeatMs);
    heartbeat.unref();
  }

  // pg-boss's id of this process's worker per queue, to wake it for a manual trigger (see `trigger` below).
  const localWorkers = new Map<string, string>();
  for (const job of JOBS) {
    await boss.createQueue(job.name, { name: job.name, retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: job.expireInSeconds, policy: 'singleton' } as PgBoss.Queue);
    if (opts.scheduler) await boss.schedule(job.name, job.cron, {}, { tz: SCHEDULE_TIME_ZONE });
    else await boss.unschedule(job.name).catch(() => undefined);
    if (opts.worker) {
      const pgBossWorker = await boss.work(job.name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 5 }, async ([j]) => {
        refuseWhenStopping(job.name);
        const jobId = j?.id ?? '';
        const trigger = (j?.data as { trigger?: StepContext['trigger'] } | undefined)?.trigger ?? 'schedule';
        context.log.debug?.({ job: job.name, id: jobId, trigger }, 'job started');
        const started = new Date();
        try {
          await leaseJob(database.sql, workerId, jobId, job.name);
          const result = await runPipelineSteps(job.steps, { ...context, trigger });
          // Steps that keep going past one source's failure record a full disk instead of throwing it.
          const storage = database.storage.failure();
          if (storage && storage.at >= started) await reportStorageFull(database, context.log, job.name, jobId, storage.code);
          // A job that stored its work without a full-disk error proves the disk has room again.
          else database.storage.recovered();
          context.log.debug?.({ job: job.name, id: jobId }, 'job finished');
          opts.onJobEnded?.({ jobId, name: job.name, ok: true, result });
          return result;
        } catch (err) {
          await reportJobFailure(database, context.log, job.name, jobId, err);
          opts.onJobEnded?.({ jobId, name: job.name, ok: false, error: err });
          throw err;
        } finally {
          await releaseJob(database.sql, jobId).catch(() => undefined);
        }
      });
      localWorkers.set(job.name, pgBossWorker);
    }
  }

  // Mail is queued by every role (a page's action, an operator's release); only a worker sends it.
  const mailRetry = opts.mail?.retry;
  let stopMailWake: (() => Promise<void>) | null = null;
  await createMailQueue(boss, mailRetry);
  if (opts.worker) {
    const transport = opts.mail?.transport ?? null;
    const mailLog = opts.mail?.log ?? context.log;
    const mailWorker = await boss.work<MailJobData>(MAIL_JOB.name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 5, includeMetadata: true }, async ([j]) => {
      if (!j) return undefined;
      refuseWhenStopping(MAIL_JOB.name);
      const outboxId = typeof j.data?.outboxId === 'string' ? j.data.outboxId : null;
      if (!outboxId) {
        context.log.warn({ job: MAIL_JOB.name, id: j.id }, 'send-mail job without an outbox id; dropped');
        return { outcome: 'invalid' };
      }
      try {
        await leaseJob(database.sql, workerId, j.id, MAIL_JOB.name);
        // pg-boss counts retries from 0: the run with retryCount = retryLimit is the last one it makes.
        const result = await deliverOutboxMail(database.db, transport, outboxId, { finalAttempt: j.retryCount >= j.retryLimit, log: mailLog });
        opts.onJobEnded?.({ jobId: j.id, name: MAIL_JOB.name, ok: true, result });
        return result;
      } catch (err) {
        // A refused or failed send was logged (without credentials) by deliverOutboxMail; anything else is ours.
        if (!(err instanceof MailDeliveryError)) await reportJobFailure(database, context.log, MAIL_JOB.name, j.id, err);
        opts.onJobEnded?.({ jobId: j.id, name: MAIL_JOB.name, ok: false, error: err });
        throw err;
      } finally {
        await releaseJob(database.sql, j.id).catch(() => undefined);
      }
    });
    // Mail queued by any process is fetched as its transaction commits (mailQueue.ts); the poll stays as the fallback.
    stopMailWake = await database.listen(MAIL_QUEUED_CHANNEL, () => boss.notifyWorker(mailWorker)).catch((err: unknown) => {
      context.log.warn({ err }, 'could not listen for queued mail; it is sent at the next poll');
      return null;
    });
  }

  return {
    async trigger(name) {
      const id = await boss.send(name, { trigger: 'manual' });
      // A manual run (the start-up fetch, an operator's "run now") starts at once when this process works that queue,
      // instead of at the worker's next poll (up to pollingIntervalSeconds later). The job is committed by now.
      const local = localWorkers.get(name);
      if (id && local) boss.notifyWorker(local);
      return id;
    },
    mail: mailJobQueue(boss, mailRetry),
    async stop() {
      stopping = true;
      clearInterval(heartbeat);
      await stopMailWake?.().catch(() => undefined);
      const deadline = Date.now() + 30_000;
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      await settleBossQueries(deadline);
      stopped = true;
      if (opts.worker) await unregisterWorker(database.sql, workerId).catch(() => undefined);
    },
  };
}

/** Logs a failed job; a full disk is reported as such (see reportStorageFull). */
async function reportJobFailure(database: Database, log: StepContext['log'], name: string, jobId: string, err: unknown): Promise<void> {
  if (!database.storage.report(err)) {
    log.error({ err, job: name, id: jobId }, 'job failed');
    return;
  }
  await reportStorageFull(database, log, name, jobId, String((err as { code?: unknown }).code ?? 'no space'));
}

/**
 * A job could not write for lack of disk space: /readyz's storage check already fails (StorageHealth); this logs the
 * alert first (with no space, the alert row itself may not be written) and then raises it for admins.
 */
async function reportStorageFull(database: Database, log: StepContext['log'], name: string, jobId: string, code: string): Promise<void> {
  const message = `Storage full: the ${name} job could not write (${code}); free disk space, the next run resumes`;
  log.error({ alert: 'storage_full', job: name, id: jobId }, message);
  await raiseAlert(database.db, { alertType: 'storage', severity: 'critical', message, metadata: { job: name, jobId } }).catch(() => undefined);
}
