/** `POST /api/admin/jobs/{job}/run` (admins): starts fetch-feeds, classify-drafts, orchestrate-pipeline or run-lifecycle now; 202 with the job id, 409 when one is already queued or running. */
import { Hono, type Context } from 'hono';
import { manualJobSchema } from '../../domain/manualJobs.ts';
import type { Db } from '../../db/connection.ts';
import { JobsUnavailableError, runJobNow, type JobTrigger } from '../../services/admin/pipelineControl.ts';
import { ApiError, invalidRequest } from '../errors.ts';
import { requireRole } from '../middleware/requireRole.ts';
import type { SessionVariables } from '../middleware/session.ts';

export function adminJobsApiRoutes(opts: { db: Db; clientAddress: (c: Context) => string; jobs: JobTrigger | null }): Hono<{ Variables: SessionVariables }> {
  const api = new Hono<{ Variables: SessionVariables }>();
  api.use('/admin/jobs/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  api.use('/admin/jobs/*', requireRole('admin'));
  api.post('/admin/jobs/:job/run', async (c) => {
    const parsed = manualJobSchema.safeParse(c.req.param('job'));
    if (!parsed.success) throw invalidRequest(parsed.error);
    try {
      return c.json(await runJobNow(opts.db, opts.jobs, { actor: c.get('actor'), address: opts.clientAddress(c) }, parsed.data), 202);
    } catch (err) {
      if (err instanceof JobsUnavailableError) throw new ApiError(503, 'unavailable', err.message);
      throw err;
    }
  });
  return api;
}
