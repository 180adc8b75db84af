/**
 * Liveness (/healthz: the process answers) and readiness (/readyz: database reachable, migrations current, no recent
 * full-disk write failure). A failed readiness names the checks that failed, never the driver's message (which can
 * quote hosts, users or data); the reason goes to the log.
 */
import { Hono } from 'hono';
import type { Database } from '../../db/connection.ts';
import { isSchemaCurrent } from '../../db/migrate.ts';
import { errorResponse } from '../errors.ts';
import type { Logger } from '../logger.ts';

/** The readiness checks, in the order they run. */
export type ReadinessCheck = 'database' | 'migrations' | 'storage';

/** Health routes mounted at the root. */
export function healthRoutes(database: Database, log?: Pick<Logger, 'warn'>): Hono {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }));
  app.get('/readyz', async (c) => {
    const checks: Record<ReadinessCheck, 'ok' | 'failed' | 'skipped'> = { database: 'ok', migrations: 'ok', storage: 'ok' };
    try {
      await database.sql.query('SELECT 1');
    } catch (err) {
      log?.warn({ err }, 'readiness: database check failed');
      checks.database = 'failed';
    }
    if (checks.database === 'failed') checks.migrations = 'skipped';
    else if (!(await isSchemaCurrent(database))) checks.migrations = 'failed';
    const storage = database.storage.failure();
    if (storage) checks.storage = 'failed';
    const failed = (Object.keys(checks) as ReadinessCheck[]).filter((k) => checks[k] === 'failed');
    if (failed.length > 0) {
      const why = storage ? ` (the disk is full: ${storage.code} at ${storage.at.toISOString()})` : '';
      return errorResponse(c, 503, 'unavailable', `Not ready: ${failed.join(', ')} check failed${why}`, { failed, checks });
    }
    return c.json({ status: 'ready', database: database.kind, checks });
  });
  return app;
}
