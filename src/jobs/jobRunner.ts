/**
 * Jobs on pg-boss, in the same database (PGlite included, through Database.executeSql): the scheduler role
 * registers the crons, the worker role runs the queues. Any worker takes a job exactly once; a crashed
 * worker's job expires and is retried.
 */
import PgBoss from 'pg-boss';
import type { Database } from '../db/connection.ts';
import { JOBS, SCHEDULE_TIME_ZONE } from './jobDefinitions.ts';
import { runPipelineSteps, type StepContext } from './pipelineSteps.ts';

/** A running job system. */
export interface JobRunner {
  /** Queues a job now (manual trigger); returns the job id. */
  trigger(name: string): Promise<string | null>;
  stop(): Promise<void>;
}

/** Starts pg-boss with the given roles. */
export async function startJobRunner(opts: {
  database: Database;
  context: Omit<StepContext, 'trigger'>;
  worker: boolean;
  scheduler: boolean;
  pollingIntervalSeconds?: number;
}): Promise<JobRunner> {
  const { database, context } = opts;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    schedule: opts.scheduler,
    supervise: opts.worker || opts.scheduler,
    migrate: true,
  } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (err: Error) => context.log.error({ err }, 'job system error'));
  await boss.start();

  for (const job of JOBS) {
    await boss.createQueue(job.name, { name: job.name, retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: job.expireInSeconds, policy: 'singleton' } as PgBoss.Queue);
    if (opts.scheduler) await boss.schedule(job.name, job.cron, {}, { tz: SCHEDULE_TIME_ZONE });
    else await boss.unschedule(job.name).catch(() => undefined);
    if (opts.worker) {
      await boss.work(job.name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 5 }, async ([j]) => {
        const trigger = (j?.data as { trigger?: StepContext['trigger'] } | undefined)?.trigger ?? 'schedule';
        context.log.info({ job: job.name, id: j?.id, trigger }, 'job started');
        const result = await runPipelineSteps(job.steps, { ...context, trigger });
        context.log.info({ job: job.name, id: j?.id }, 'job finished');
        return result;
      });
    }
  }

  return {
    trigger: (name) => boss.send(name, { trigger: 'manual' }),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 30_000 }),
  };
}
