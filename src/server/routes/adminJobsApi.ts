/** `POST /api/admin/jobs/{job}/run` (admins): starts fetch-feeds, classify-drafts, orchestrate-pipeline or run-lifecycle now; 202 with the job id, 409 when one is already queued or running. */
import { Hono, type Context } from 'hono';
import { manualJobSchema } from '../../domain/manualJobs.ts';
import type { Db } from '../../db/connection.ts';
import { JobsUnavailableError, runJobNow, type JobTrigger } from '../../services/admin/pipelineControl.ts';
import { actingOf } from '../acting.ts';
import { ApiError, parseRequest } from '../errors.ts';
import { requireRole } from '../middleware/requireRole.ts';
import type { SessionVariables } from '../middleware/session.ts';

export function adminJobsApiRoutes(opts: { db: Db; clientAddress: (c: Context) => string; jobs: JobTrigger | null }): Hono<{ Variables: SessionVariables }> {
  const api = new Hono<{ Variables: SessionVariables }>();
  api.use('/admin/jobs/*', requireRole('admin'));
  api.post('/admin/jobs/:job/run', async (c) => {
    const job = parseRequest(manualJobSchema, c.req.param('job'));
    try {
      return c.json(await runJobNow(opts.db, opts.jobs, actingOf(c, opts.clientAddress), job), 202);
    } catch (err) {
      if (err instanceof JobsUnavailableError) throw new ApiError(503, 'unavailable', err.message);
      throw err;
    }
  });
  return api;
}
