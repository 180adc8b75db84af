/** The scheduled jobs and their cron (admin-system §9), all in India time. */
import type { PipelineStep } from './pipelineSteps.ts';

/** Time zone of every schedule: the 06:00 and 18:00 lifecycle runs are India's morning and evening. */
export const SCHEDULE_TIME_ZONE = 'Asia/Kolkata';

/** One scheduled job: a queue name, its cron and the steps it runs. */
export interface JobDefinition {
  name: string;
  cron: string;
  steps: readonly Exclude<PipelineStep, 'all'>[];
  /** Longest a run may take before pg-boss treats it as failed and retries. */
  expireInSeconds: number;
}

/** RSS every 30 minutes, classifier hourly, full orchestration every 2 hours, lifecycle at 06:00 and 18:00. */
export const JOBS: readonly JobDefinition[] = [
  { name: 'fetch-feeds', cron: '*/30 * * * *', steps: ['fetch'], expireInSeconds: 25 * 60 },
  { name: 'classify-drafts', cron: '0 * * * *', steps: ['classify'], expireInSeconds: 50 * 60 },
  { name: 'orchestrate-pipeline', cron: '0 */2 * * *', steps: ['fetch', 'classify', 'publish'], expireInSeconds: 110 * 60 },
  { name: 'run-lifecycle', cron: '0 6,18 * * *', steps: ['lifecycle'], expireInSeconds: 60 * 60 },
];

/**
 * The send-mail queue: one job per mail_outbox row (integrations/mail/mailOutbox.ts), queued on demand, never scheduled.
 * `standard` policy, unlike the crons' singletons: any number of messages may wait and be sent at once. A failed send
 * is retried 5 times with exponential back-off from 30 s (about 30 s, 1, 2, 4 and 8 min, each up to twice that with
 * pg-boss's jitter), so a server down for a quarter of an hour loses nothing; then the row is failed. A send gives up
 * within about 2 minutes (integrations/mail/mailTransport.ts timeouts), well inside the expiry.
 */
export const MAIL_JOB = {
  name: 'send-mail',
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
} as const;
