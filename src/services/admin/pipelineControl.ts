/**
 * Starting pipeline jobs from the back office (issue 11 items 2, 6, 7): Process All Feeds, Process Draft Backlog, Run
 * Full Processing, Run Lifecycle. Admins only. The job is queued for a worker (this process's own when it has one, so
 * it starts at once); a run already queued or running is not doubled (the queues are singletons): 409.
 */
import { MANUAL_JOB_LABELS, type ManualJob } from '../../domain/manualJobs.ts';
import type { Db } from '../../db/connection.ts';
import { recordAuditEvent } from '../../db/queries/auditEvents.ts';
import { authorize } from '../../policies/can.ts';
import { ConflictError } from '../serviceErrors.ts';
import type { Acting } from './articleModeration.ts';

export interface JobTrigger {
  trigger(name: string): Promise<string | null>;
}

/** Thrown when this process has no way to queue jobs (an app built without a job queue: some tests). */
export class JobsUnavailableError extends Error {
  constructor() {
    super('Jobs cannot be started from this process.');
    this.name = 'JobsUnavailableError';
  }
}

export async function runJobNow(db: Db, jobs: JobTrigger | null, by: Acting, job: ManualJob): Promise<{ job: ManualJob; jobId: string }> {
  authorize(by.actor, job === 'run-lifecycle' ? 'runLifecycle' : 'runPipeline', { kind: 'system' });
  if (!jobs) throw new JobsUnavailableError();
  const jobId = await jobs.trigger(job);
  if (!jobId) throw new ConflictError(`${MANUAL_JOB_LABELS[job]} is already queued or running; it was not started twice.`);
  await recordAuditEvent(db, { actorId: by.actor?.id ?? null, action: 'system.run_job', targetType: 'system', targetId: job, targetLabel: MANUAL_JOB_LABELS[job], before: null, after: { jobId }, ipAddress: by.address });
  return { job, jobId };
}
