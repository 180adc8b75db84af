import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testDatabase.ts';
import { failInterruptedRuns, finishAutomationRun, recordAutomationRun, RUN_STALE_AFTER_MS, startAutomationRun } from './automationRuns.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

describe('automation runs', () => {
  it('closes only runs whose heartbeat is older than the stale window', async () => {
    const live = await startAutomationRun(t.database.db, 'rss_fetch', 'manual');
    const dead = await startAutomationRun(t.database.db, 'rss_fetch', 'manual');
    await t.database.sql.query('UPDATE automation_runs SET heartbeat_at = now() - $1::interval WHERE id = $2', [`${RUN_STALE_AFTER_MS / 1000 + 1} seconds`, dead]);
    expect(await failInterruptedRuns(t.database.db)).toBe(1);
    const rows = await t.database.sql.query<{ id: string; status: string }>('SELECT id, status FROM automation_runs ORDER BY started_at');
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [live]: 'running', [dead]: 'failed' });
    const alerts = await t.database.sql.query<{ severity: string }>("SELECT severity FROM automation_alerts WHERE message LIKE '%interrupted%'");
    expect(alerts).toEqual([{ severity: 'medium' }]);
    await finishAutomationRun(t.database.db, live, { status: 'completed', successRate: 100, stats: {} });
  });

  it('records a failing step as failed with an alert, and rethrows', async () => {
    await expect(recordAutomationRun(t.database.db, 'auto_publish', 'manual', async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    const [run] = await t.database.sql.query<{ status: string; error_message: string }>("SELECT status, error_message FROM automation_runs WHERE run_type = 'auto_publish'");
    expect(run).toEqual({ status: 'failed', error_message: 'boom' });
    const alerts = await t.database.sql.query<{ severity: string }>("SELECT severity FROM automation_alerts WHERE alert_type = 'auto_publish'");
    expect(alerts).toEqual([{ severity: 'high' }]);
  });
});
