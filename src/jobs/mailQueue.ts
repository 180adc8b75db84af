/**
 * The send-mail queue on pg-boss: queueing a job for an outbox row (in the caller's transaction) and creating the
 * queue. The job runner's worker runs the jobs (jobRunner.ts); a process that only serves pages queues through
 * startMailQueue, a pg-boss that sends and does nothing else.
 */
import PgBoss from 'pg-boss';
import type { Database } from '../db/connection.ts';
import { executeSqlIn } from '../db/transactionSql.ts';
import type { MailJobQueue, MailLog } from '../integrations/mail/mailOutbox.ts';
import { MAIL_JOB } from './jobDefinitions.ts';

/** Retries of a send-mail job (tests shorten the delay). */
export interface MailRetry {
  retryLimit: number;
  retryDelaySeconds: number;
}

const DEFAULT_RETRY: MailRetry = { retryLimit: MAIL_JOB.retryLimit, retryDelaySeconds: MAIL_JOB.retryDelaySeconds };

/** What a send-mail job carries: the outbox row to deliver, nothing of the message itself. */
export interface MailJobData {
  outboxId: string;
}

/** Creates the send-mail queue unless it exists. */
export async function createMailQueue(boss: PgBoss, retry: MailRetry = DEFAULT_RETRY): Promise<void> {
  await boss.createQueue(MAIL_JOB.name, {
    name: MAIL_JOB.name,
    policy: 'standard',
    retryLimit: retry.retryLimit,
    retryDelay: retry.retryDelaySeconds,
    retryBackoff: MAIL_JOB.retryBackoff,
    expireInSeconds: MAIL_JOB.expireInSeconds,
  } as PgBoss.Queue);
}

/**
 * Notified with every send-mail job queued, in the same transaction: PostgreSQL delivers it when that transaction
 * commits (and never if it rolls back), so a worker listening on it (jobRunner.ts) fetches the job at once instead of
 * at its next poll, up to pollingIntervalSeconds later: sign-up and password-reset mail used to wait up to 5 s.
 */
export const MAIL_QUEUED_CHANNEL = 'mail_queued';

/** Queues send-mail jobs through `boss`, each on the database handle (transaction) it is given, and wakes the worker. */
export function mailJobQueue(boss: PgBoss, retry: MailRetry = DEFAULT_RETRY): MailJobQueue {
  return {
    async enqueue(db, outboxId) {
      const data: MailJobData = { outboxId };
      const id = await boss.send(MAIL_JOB.name, data, {
        db: executeSqlIn(db),
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: MAIL_JOB.retryBackoff,
        expireInSeconds: MAIL_JOB.expireInSeconds,
      });
      // pg-boss inserts nothing for a queue it does not know: the caller's transaction must not commit without a job.
      if (!id) throw new Error(`the ${MAIL_JOB.name} queue does not exist (start the job system or startMailQueue first)`);
      await executeSqlIn(db).executeSql('SELECT pg_notify($1, $2)', [MAIL_QUEUED_CHANNEL, '']);
    },
  };
}

/** A running sender-only queue. */
export interface MailQueueSender extends MailJobQueue {
  /**
   * Queues a manual run of a pipeline job (the back office's "run now") for whichever worker takes it; null when one
   * is already queued (the queues are singletons) or no worker has created the queue yet.
   */
  sendJob(name: string): Promise<string | null>;
  stop(): Promise<void>;
}

/**
 * A pg-boss that only queues jobs (send-mail, and manual pipeline runs from the back office): no maintenance, no
 * schedules, no workers (those are the worker's and the scheduler's). It installs pg-boss's tables and the queue if this process is the first to start.
 */
export async function startMailQueue(database: Database, log: MailLog, retry: MailRetry = DEFAULT_RETRY): Promise<MailQueueSender> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    schedule: false,
    supervise: false,
    migrate: true,
  } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (err: Error) => log.error({ err }, 'mail queue error'));
  await boss.start();
  await createMailQueue(boss, retry);
  return {
    ...mailJobQueue(boss, retry),
    sendJob: (name) => boss.send(name, { trigger: 'manual' }),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
