import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { syncCategories } from '../db/queries/categories.ts';
import { ensureFeedSources } from '../db/queries/feedSources.ts';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { seedFeedSources } from '../pipeline/sources/seedSources.ts';
import { createLogger } from '../server/logger.ts';
import { startProcess, type StartedProcess } from '../testing/startProcess.ts';
import { startJobRunner, type JobRunner } from './jobRunner.ts';

// A worker killed with SIGKILL in the middle of a fetch job must not block the fetch queue until the job's 25-minute
// expiry: the next worker fails the orphan (pg-boss retries it) and the next fetch starts within a minute.
const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Orphan test feed</title><link>https://example.net/</link><description>d</description>
<item><title>Mumbai creators sign a brand deal</title><link>https://example.net/orphan/1</link><guid>orphan-1</guid><description>Influencer marketing for Indian creators.</description></item>
</channel></rss>`;

let server: Server;
let feedUrl: string;
const held: ServerResponse[] = [];
let firstRequest: () => void;
const firstRequestSeen = new Promise<void>((r) => (firstRequest = r));
let t: TestDatabase | undefined;
let dataDir: string | undefined;
let child: StartedProcess | undefined;
let runner: JobRunner | undefined;
let database: Database | undefined;

beforeAll(async () => {
  // The first fetch never gets an answer (the job stays active in the worker we kill); later fetches get the feed.
  server = createServer((_req, res) => {
    if (held.length === 0) {
      held.push(res);
      firstRequest();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
  if (process.env.TEST_DATABASE_URL) t = await createTestDatabase();
  else dataDir = mkdtempSync(path.join(tmpdir(), 'cei-orphan-'));
});
afterAll(async () => {
  child?.child.kill('SIGKILL');
  await runner?.stop();
  if (database && !t) await database.close();
  for (const res of held) res.destroy();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await t?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The database the worker uses (PGlite: open only while no worker process is running). */
async function openShared(): Promise<Database> {
  if (t) return t.database;
  return openDatabase({ dataDir: path.join(dataDir as string, 'pglite') });
}

async function prepare(): Promise<void> {
  const db = await openShared();
  await migrate(db);
  await syncCategories(db.db);
  await seedFeedSources(db, { samples: false });
  await db.sql.query('UPDATE feed_sources SET is_active = false');
  await ensureFeedSources(db.db, [{ name: 'Orphan test feed', url: feedUrl, priority: 1, region: 'india', contentTypes: [], supportsMedia: false }]);
  if (!t) await db.close();
}

type JobRow = { id: string; state: string };
const fetchJobs = async (db: Database) => db.sql.query<JobRow>("SELECT id, state FROM pgboss.job WHERE name = 'fetch-feeds' ORDER BY created_on");

describe('a worker killed mid-job', () => {
  it('does not hold the fetch queue: the next fetch job starts within a minute', async () => {
    await prepare();
    // The real worker process, fetching on start as `npm start` does; killed once its fetch is under way.
    child = startProcess({
      ROLE: 'worker', SAMPLE_FEEDS: 'off', FETCH_ON_START: 'on', SCHEDULE: 'off', FEED_ALLOW_PRIVATE_NETWORKS: 'on', FEED_TIMEOUT_MS: '120000',
      DATA_DIR: dataDir ?? tmpdir(), DATABASE_URL: t?.url ?? '', LOG_LEVEL: 'warn',
    });
    await Promise.race([firstRequestSeen, child.exited.then((code) => Promise.reject(new Error(`worker exited (${code}) before fetching:\n${child?.stdout()}${child?.stderr()}`)))]);
    child.child.kill('SIGKILL');
    expect(await child.exited).toBe('SIGKILL');

    database = await openShared();
    const [orphan] = await fetchJobs(database);
    expect(orphan?.state).toBe('active');

    // Another worker starts (as a restart would) and queues the start-up fetch.
    runner = await startJobRunner({
      database, worker: true, scheduler: false, pollingIntervalSeconds: 0.5,
      // The killed worker beat every 5 s (the default); counting it dead 2 s after its last beat, with beats every
      // 0.5 s here, runs the same sweep as production without waiting out the 20 s default.
      liveness: { heartbeatMs: 500, staleAfterMs: 2_000 },
      context: { database, log: createLogger('silent'), limits: { timeoutMs: 10_000, maxBytes: 5_000_000, allowPrivateNetworks: true } },
    });
    const next = await runner.trigger('fetch-feeds');
    expect(next).toBeTruthy();

    // Poll the queue; the poll's bound is the promise ("within a minute"), not a timing assertion.
    const deadline = Date.now() + 60_000;
    let jobs: JobRow[] = [];
    for (;;) {
      jobs = await fetchJobs(database);
      const started = jobs.find((j) => j.id === next && (j.state === 'active' || j.state === 'completed'));
      if (started) break;
      if (Date.now() > deadline) throw new Error(`the next fetch did not start within a minute: ${JSON.stringify(jobs)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    // The dead worker's job was failed (pg-boss retries it after its retry delay), not left active.
    expect(['retry', 'failed']).toContain(jobs.find((j) => j.id === orphan?.id)?.state);
    expect(jobs.filter((j) => j.state === 'active').length).toBeLessThanOrEqual(1);
  }, 240_000);
});
