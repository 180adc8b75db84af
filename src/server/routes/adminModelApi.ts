/**
 * The classifier in the back office (issue 11 item 5), admins only: `GET /api/admin/model` (the model in use, stored
 * versions with their figures, decisions available), `POST /api/admin/model/retrain` (train, evaluate, replace only
 * if not worse), `POST /api/admin/model/activate` `{ "version": "…" | null }` (rollback; null = the shipped file).
 */
import { actingOf } from '../acting.ts';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { activateClassifierVersion, classifierOverview, retrainClassifier } from '../../services/admin/modelTraining.ts';
import { jsonBody } from '../middleware/jsonBody.ts';
import { requireRole } from '../middleware/requireRole.ts';
import type { SessionVariables } from '../middleware/session.ts';

const activateSchema = z.strictObject({
  version: z.union([z.string().trim().min(1).max(120), z.null()], { error: 'version must be a stored version or null (the shipped model)' }),
});

export function adminModelApiRoutes(opts: { db: Db; clientAddress: (c: Context) => string }): Hono<{ Variables: SessionVariables }> {
  const api = new Hono<{ Variables: SessionVariables }>();
  const { db } = opts;
  api.use('/admin/model', requireRole('admin'));
  api.use('/admin/model/*', requireRole('admin'));
  const by = <E extends { Variables: SessionVariables }>(c: Context<E>) => actingOf(c, opts.clientAddress);

  api.get('/admin/model', async (c) => c.json(await classifierOverview(db, c.get('actor'))));
  api.post('/admin/model/retrain', async (c) => c.json(await retrainClassifier(db, by(c))));
  api.post('/admin/model/activate', jsonBody(activateSchema, { maxBytes: 1024, example: '{"version": "lr-…"}' }), async (c) => c.json(await activateClassifierVersion(db, by(c), c.get('body').version)));
  return api;
}
