/** The pipeline jobs the back office may start now (jobs/jobDefinitions.ts names them; admin-content §2, §7). */
import { z } from 'zod';

export const MANUAL_JOBS = ['fetch-feeds', 'classify-drafts', 'orchestrate-pipeline', 'run-lifecycle'] as const;
export type ManualJob = (typeof MANUAL_JOBS)[number];
export const manualJobSchema = z.enum(MANUAL_JOBS, { error: `job must be one of ${MANUAL_JOBS.join(', ')}` });

/** What each button says it does. */
export const MANUAL_JOB_LABELS: Readonly<Record<ManualJob, string>> = {
  'fetch-feeds': 'Process All Feeds',
  'classify-drafts': 'Process Draft Backlog',
  'orchestrate-pipeline': 'Run Full Processing',
  'run-lifecycle': 'Run Lifecycle',
};
