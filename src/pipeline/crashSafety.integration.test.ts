import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/connection.ts';
import { failInterruptedRuns } from '../db/queries/automationRuns.ts';
import { ensureFeedSources } from '../db/queries/feedSources.ts';
import { syncCategories } from '../db/queries/categories.ts';
import { migrate } from '../db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { ingestFeeds } from './ingestFeeds.ts';
import { seedFeedSources } from './sources/seedSources.ts';
import { nodeEntryArgs } from '../testing/nodeEntry.ts';

// Kill -9 a real `npm run pipeline` process in the middle of storing a big feed, then run again:
// no half-written article, no duplicate, and the killed run ends up failed instead of "running" forever.
const N = 1200;
const words = ['creators', 'brand', 'reels', 'agency', 'shorts', 'podcast', 'sponsorship', 'audience', 'fund', 'platform'];
const items = Array.from({ length: N }, (_, i) => {
  const w = (k: number) => words[(i * 7 + k * 3) % words.length];
  return `<item><title>Story ${i}: ${w(1)} ${w(2)} deal number ${i} in Mumbai</title><link>https://example.net/crash/${i}</link><guid>crash-${i}</guid>
<description>Influencer marketing update ${i} about ${w(3)} and ${w(4)} for Indian creators.</description><pubDate>Sat, 21 Nov 2026 10:00:00 GMT</pubDate></item>`;
});
const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Crash test feed</title><link>https://example.net/</link><description>d</description>${items.join('')}</channel></rss>`;

let server: Server;
let feedUrl: string;
let t: TestDatabase | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/big.xml`;
});
afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await t?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Opens the database the child process uses (PGlite: only while the child is not running). */
async function openShared(): Promise<Database> {
  if (t) return t.database;
  return openDatabase({ dataDir: path.join(dataDir as string, 'pglite') });
}

async function prepare(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) t = await createTestDatabase();
  else dataDir = mkdtempSync(path.join(tmpdir(), 'cei-crash-'));
  const database = await openShared();
  await migrate(database);
  await syncCategories(database.db);
  await seedFeedSources(database, { samples: false });
  await database.sql.query('UPDATE feed_sources SET is_active = false');
  await ensureFeedSources(database.db, [{ name: 'Crash test feed', url: feedUrl, priority: 1, region: 'india', contentTypes: [], supportsMedia: false }]);
  if (!t) await database.close();
}

/** Runs the pipeline CLI and kills it with SIGKILL as soon as it reports having stored some articles. */
function runAndKill(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeEntryArgs('pipeline'), '--step', 'fetch'], {
      env: { ...process.env, DATA_DIR: dataDir ?? tmpdir(), DATABASE_URL: t?.url ?? '', SAMPLE_FEEDS: 'off', FEED_ALLOW_PRIVATE_NETWORKS: 'on', FEED_MAX_ITEMS_PER_RUN: String(N), LOG_LEVEL: 'debug', LOG_FORMAT: 'json' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('"msg":"ingest progress"')) child.kill('SIGKILL');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve(output) : reject(new Error(`pipeline was not killed mid-ingest:\n${output.slice(-2000)}`))));
  });
}

describe('crash safety', () => {
  it('leaves whole articles only, closes the killed run, and a re-run completes without duplicates', async () => {
    await prepare();
    await runAndKill();

    const database = await openShared();
    try {
      const count = async () => Number((await database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM articles'))[0]?.n);
      const stored = await count();
      expect(stored).toBeGreaterThan(0);
      expect(stored).toBeLessThan(N);
      // Every article has its URL fingerprint, and no fingerprint was claimed without its article.
      const orphans = await database.sql.query<{ n: number }>(
        `SELECT (SELECT count(*)::int FROM articles a WHERE NOT EXISTS (SELECT 1 FROM article_hashes h WHERE h.kind = 'url' AND h.hash = a.url_hash AND h.article_id = a.id))
              + (SELECT count(*)::int FROM article_hashes WHERE kind = 'url' AND article_id IS NULL) AS n`,
      );
      expect(orphans[0]?.n).toBe(0);
      const incomplete = await database.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM articles WHERE classified_at IS NULL OR summary IS NULL OR summary = ''");
      expect(incomplete[0]?.n).toBe(0);

      // What boot does on PGlite (no other process can hold the data) and what a stale heartbeat triggers on a server.
      expect(await database.sql.query("SELECT status FROM automation_runs WHERE run_type = 'rss_fetch'")).toEqual([{ status: 'running' }]);
      expect(await failInterruptedRuns(database.db, new Date(Date.now() + 1000))).toBe(1);
      expect(await database.sql.query("SELECT status, error_message FROM automation_runs WHERE run_type = 'rss_fetch'")).toEqual([
        { status: 'failed', error_message: 'Interrupted: the process running it stopped' },
      ]);

      // The per-run cap (FEED_MAX_ITEMS_PER_RUN, tested in ingestHardening) is lifted: this run must finish the feed.
      const again = await ingestFeeds(database, { limits: { timeoutMs: 30_000, maxBytes: 50_000_000, allowPrivateNetworks: true }, force: true, maxItemsPerRun: N });
      expect(again.inserted).toBe(N - stored);
      expect(again.duplicates).toBe(stored);
      expect(await count()).toBe(N);
      const dupUrls = await database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT url_hash FROM articles GROUP BY url_hash HAVING count(*) > 1) d');
      expect(dupUrls[0]?.n).toBe(0);
      expect((await database.sql.query<{ status: string }>("SELECT status FROM automation_runs WHERE status = 'running'")).length).toBe(0);
    } finally {
      if (!t) await database.close();
    }
  }, 180_000);
});
