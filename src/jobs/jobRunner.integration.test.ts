import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { startSampleFeedServer, type SampleFeedServer } from '../pipeline/fetch/sampleFeedServer.ts';
import { seedFeedSources } from '../pipeline/sources/seedSources.ts';
import { createLogger } from '../server/logger.ts';
import { JOBS } from './jobDefinitions.ts';
import { startJobRunner, type JobRunner } from './jobRunner.ts';
import { runPipelineStep } from './pipelineSteps.ts';

let t: TestDatabase;
let samples: SampleFeedServer;
let runner: JobRunner | undefined;
const log = createLogger('silent');
const limits = { timeoutMs: 5000, maxBytes: 5_000_000 };

beforeAll(async () => {
  t = await createTestDatabase();
  samples = await startSampleFeedServer();
  await seedFeedSources(t.database, { samples: true });
  await t.database.sql.query('UPDATE feed_sources SET is_active = is_sample');
});
afterAll(async () => {
  await runner?.stop();
  await samples?.close();
  await t?.drop();
});

async function waitFor<T>(probe: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('pg-boss jobs', () => {
  it('registers the spec’s cron schedules in India time and runs a triggered job exactly once', async () => {
    runner = await startJobRunner({ database: t.database, worker: true, scheduler: true, pollingIntervalSeconds: 0.5, context: { database: t.database, log, limits, sampleServer: samples } });
    const schedules = await t.database.sql.query<{ name: string; cron: string; timezone: string }>('SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name');
    expect(schedules).toEqual(
      JOBS.map((j) => ({ name: j.name, cron: j.cron, timezone: 'Asia/Kolkata' })).sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(JOBS.find((j) => j.name === 'run-lifecycle')?.cron).toBe('0 6,18 * * *');
    expect(JOBS.find((j) => j.name === 'fetch-feeds')?.cron).toBe('*/30 * * * *');

    const id = await runner.trigger('fetch-feeds');
    expect(id).toBeTruthy();
    const run = await waitFor(async () => {
      const rows = await t.database.sql.query<{ status: string; trigger: string }>("SELECT status, trigger FROM automation_runs WHERE run_type = 'rss_fetch'");
      return rows[0]?.status === 'completed' ? rows : undefined;
    });
    expect(run).toHaveLength(1);
    expect(run[0]?.trigger).toBe('manual');
    const published = await t.database.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM articles WHERE status = 'published'");
    expect(published[0]?.n).toBeGreaterThan(10);
    const job = await waitFor(async () => {
      const rows = await t.database.sql.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [id]);
      return rows[0]?.state === 'completed' ? rows[0] : undefined;
    });
    expect(job.state).toBe('completed');
  });

  it('stops with no job-queue query left running: a job fetched as it stops goes back for a retry instead of running', async () => {
    await runner?.stop();
    runner = undefined;
    let fetched!: () => void;
    const jobFetched = new Promise<void>((resolve) => (fetched = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let stopResolved = false;
    const queriesAfterStop: string[] = [];
    // pg-boss's queries, with the worker's fetch that takes the job held until stop() is under way (as when stop()
    // begins while that fetch is on its way back).
    const gated: Database = {
      ...t.database,
      async executeSql(text, values) {
        if (stopResolved) queriesAfterStop.push(text);
        const result = await t.database.executeSql(text, values);
        if (/SKIP LOCKED/.test(text) && values?.[0] === 'run-lifecycle' && result.rows.length > 0) {
          fetched();
          await answered;
        }
        return result;
      },
    };
    const runsBefore = await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM automation_runs');
    const r = await startJobRunner({ database: gated, worker: true, scheduler: false, pollingIntervalSeconds: 0.5, context: { database: t.database, log, limits } });
    const id = await r.trigger('run-lifecycle');
    await jobFetched;
    const stopped = r.stop().then(() => (stopResolved = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopResolved).toBe(false);
    answer();
    await stopped;
    // What pg-boss left running would query within a few ticks of stop() resolving.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(queriesAfterStop).toEqual([]);
    const [job] = await t.database.sql.query<{ state: string; output: { message?: string } }>('SELECT state, output FROM pgboss.job WHERE id = $1', [id]);
    expect(job?.state).toBe('retry');
    expect(job?.output.message).toMatch(/fetched as the process was stopping/);
    // The job did not run: no lifecycle run was recorded.
    expect(await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM automation_runs')).toEqual(runsBefore);
  });
});

describe('pipeline steps', () => {
  it('classify: classifies waiting drafts, records the run and marks the ML status ready', async () => {
    await insertTestArticle(t.database, { title: 'Mumbai creators sign brand deals with a D2C skincare label', status: 'draft', classifiedAt: null, relevanceScore: 30 });
    const result = await runPipelineStep('classify', { database: t.database, log, limits, trigger: 'manual' });
    expect(result.drafts_processed).toBe(1);
    const [status] = await t.database.sql.query<{ status: string; model_version: string }>('SELECT status, model_version FROM ml_automation_status');
    expect(status?.status).toBe('ready');
    expect(status?.model_version).toMatch(/^lr-/);
    const runs = await t.database.sql.query<{ status: string }>("SELECT status FROM automation_runs WHERE run_type = 'ml_classification'");
    expect(runs.map((r) => r.status)).toEqual(['completed']);
  });

  it('publish and lifecycle: record their runs with counts', async () => {
    const publish = await runPipelineStep('publish', { database: t.database, log, limits, trigger: 'manual' });
    expect(publish).toHaveProperty('publishReady');
    expect(publish).toHaveProperty('featured');
    expect(publish).toHaveProperty('cleanup');
    const lifecycle = await runPipelineStep('lifecycle', { database: t.database, log, limits, trigger: 'manual' });
    expect(lifecycle).toMatchObject({ archived_count: expect.any(Number), purged_count: expect.any(Number) });
    const types = (await t.database.sql.query<{ run_type: string }>("SELECT DISTINCT run_type FROM automation_runs WHERE status = 'completed'")).map((r) => r.run_type).sort();
    expect(types).toEqual(['auto_publish', 'lifecycle', 'ml_classification', 'rss_fetch']);
  });
});
