/** Liveness (/healthz: the process answers) and readiness (/readyz: database reachable, migrations current). */
import { Hono } from 'hono';
import type { Database } from '../../db/connection.ts';
import { isSchemaCurrent } from '../../db/migrate.ts';
import { errorResponse } from '../errors.ts';

/** Health routes mounted at the root. */
export function healthRoutes(database: Database): Hono {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }));
  app.get('/readyz', async (c) => {
    try {
      await database.sql.query('SELECT 1');
    } catch (err) {
      return errorResponse(c, 503, 'unavailable', `Database unreachable: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (!(await isSchemaCurrent(database))) return errorResponse(c, 503, 'unavailable', 'Database migrations are not current');
    return c.json({ status: 'ready', database: database.kind });
  });
  return app;
}
