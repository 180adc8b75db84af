import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
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
import { freePort, startProcess, type StartedProcess } from '../testing/startProcess.ts';

// Disk full, for real where we can: on PGlite, as root, DATA_DIR is a small tmpfs that the test fills while an ingest is
// under way. On PostgreSQL (whose disk the test cannot fill) and without root, the server itself raises the full-disk
// error (SQLSTATE 53100, "could not extend file … No space left on device") from a trigger on the tables written:
// the lowest boundary we can reach, and the same error object the driver returns when the disk is really full.
// Needs `npm run build` (the web role serves /readyz).
const N = 1500;
const items = Array.from({ length: N }, (_, i) => `<item><title>Story ${i}: Mumbai creators sign brand deal number ${i}</title><link>https://example.net/full/${i}</link><guid>full-${i}</guid>
<description>Influencer marketing update ${i} for Indian creators and brand partnerships, with enough words to fill pages ${'creators '.repeat(60)}</description></item>`);
const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Disk test feed</title><link>https://example.net/</link><description>d</description>${items.join('')}</channel></rss>`;

let dir: string;
let mountPoint: string | undefined;
let t: TestDatabase | undefined;
let server: Server;
let feedUrl: string;
let held: ServerResponse | undefined;
let requestSeen: () => void;
const firstRequest = new Promise<void>((r) => (requestSeen = r));
let app: StartedProcess | undefined;
/** Every process started, so a failed test never leaves one running. */
const started: StartedProcess[] = [];
const track = (p: StartedProcess) => (started.push(p), p);

/** Mounts a small tmpfs (root only); undefined where mounting is not possible. */
function mountTmpfs(target: string, size: string): string | undefined {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return undefined;
  try {
    mkdirSync(target, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', target], { stdio: 'ignore' });
    return target;
  } catch {
    return undefined;
  }
}

/** Writes zeros into `file` until the file system says ENOSPC. */
function fillDisk(file: string): void {
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(256 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (err) {
    if ((err as { code?: string }).code !== 'ENOSPC') throw err;
  } finally {
    closeSync(fd);
  }
  // The last partial chunk too.
  const small = openSync(`${file}.tail`, 'w');
  try {
    for (;;) writeSync(small, Buffer.alloc(4096));
  } catch {
    /* full */
  } finally {
    closeSync(small);
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cei-diskfull-'));
  if (process.env.TEST_DATABASE_URL) t = await createTestDatabase();
  else mountPoint = mountTmpfs(path.join(dir, 'disk'), '96m');
  console.info(mountPoint ? `disk full: a real 96 MB tmpfs at ${mountPoint}` : 'disk full: injected as SQLSTATE 53100 raised by the database server');
  // The first fetch waits until the test has filled the disk; then every fetch gets a feed big enough to need new pages.
  server = createServer((_req, res) => {
    if (!held && realDisk()) {
      held = res;
      requestSeen();
      return;
    }
    requestSeen();
    res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
});
afterAll(async () => {
  for (const p of started) p.child.kill('SIGKILL');
  await Promise.all(started.map((p) => p.exited));
  held?.destroy();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await t?.drop();
  if (mountPoint) execFileSync('umount', ['-l', mountPoint], { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
});

const realDisk = () => mountPoint !== undefined;
const dataDir = () => mountPoint ?? path.join(dir, 'data');

/** Opens the app's database (PGlite: only while the app is not running). */
async function openShared(): Promise<Database> {
  return t ? t.database : openDatabase({ dataDir: path.join(dataDir(), 'pglite') });
}

/** Makes every write to `table` fail as a full disk does, raised by the database server itself. */
async function failWritesAsDiskFull(db: Database, table: string): Promise<void> {
  await db.sql.exec(`
    CREATE OR REPLACE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'could not extend file "base/16384/16385": No space left on device' USING ERRCODE = 'disk_full'; END $$;
    DROP TRIGGER IF EXISTS test_disk_full ON ${table};
    CREATE TRIGGER test_disk_full BEFORE INSERT OR UPDATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION test_disk_full();`);
}

const appEnv = (port: number) => ({
  PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir(), DATABASE_URL: t?.url ?? '', SAMPLE_FEEDS: 'off', FETCH_ON_START: 'on', SCHEDULE: 'off',
  FEED_ALLOW_PRIVATE_NETWORKS: 'on', NODE_ENV: 'production',
});

/** True for a connection the server closed under a request (ECONNRESET, or undici's "other side closed"). */
function isConnectionReset(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string } }).cause;
  return cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET';
}

interface Ready {
  error?: { message: string; details: { failed: string[] } };
}

describe('a full disk', () => {
  it('during an ingest: reported (alert, /readyz storage check) while the site keeps running', async () => {
    const db = await openShared();
    await migrate(db);
    await syncCategories(db.db);
    await seedFeedSources(db, { samples: false });
    await db.sql.query('UPDATE feed_sources SET is_active = false');
    await ensureFeedSources(db.db, [{ name: 'Disk test feed', url: feedUrl, priority: 1, region: 'india', contentTypes: [], supportsMedia: false }]);
    if (!realDisk()) await failWritesAsDiskFull(db, 'articles');
    if (!t) await db.close();

    const port = await freePort();
    app = track(startProcess(appEnv(port)));
    await app.waitForOk(`http://127.0.0.1:${port}/readyz`);
    await firstRequest;
    if (realDisk()) {
      fillDisk(path.join(dataDir(), 'filler'));
      held?.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED);
    }

    // The failure shows on /readyz as the storage check, and the process stays up.
    const deadline = Date.now() + 120_000;
    let ready: { status: number; body: Ready } = { status: 0, body: {} };
    for (;;) {
      // While PGlite (in process) works through the failing writes the event loop stalls, and a pooled keep-alive
      // connection the server closed meanwhile can be reset under the next request: try again while the process lives.
      const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch((err: unknown) => (isConnectionReset(err) ? undefined : Promise.reject(err)));
      if (app.child.exitCode !== null || app.child.signalCode !== null) throw new Error(`the site process ended:\n${app.stdout()}\n${app.stderr()}`);
      if (res) {
        ready = { status: res.status, body: (await res.json()) as Ready };
        if (ready.status === 503) break;
      }
      if (Date.now() > deadline) throw new Error(`/readyz never reported the full disk:\n${app.stdout()}\n${app.stderr()}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(ready.body.error?.details.failed).toContain('storage');
    expect(ready.body.error?.message).not.toMatch(/base\/16384|could not extend/);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    // A moment later, still alive (nothing uncaught took it down after the failure).
    await new Promise((r) => setTimeout(r, 2000));
    expect(app.child.exitCode).toBeNull();
    expect(app.child.signalCode).toBeNull();
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    // The alert: always logged (with no space its row may not be written), and stored where the disk allows.
    expect(app.stdout()).toMatch(/^ERROR: Storage full: the fetch-feeds job could not write/m);
    if (t) {
      const alerts = await t.database.sql.query<{ severity: string }>("SELECT severity FROM automation_alerts WHERE alert_type = 'storage'");
      expect(alerts.map((a) => a.severity)).toContain('critical');
    }
    await app.stop();
  }, 300_000);

  it('at boot: says so in one line and exits non-zero', async () => {
    // PGlite on the real disk: still full from the test above. Otherwise the server refuses boot's first write.
    if (!realDisk()) {
      const db = await openShared();
      await failWritesAsDiskFull(db, 'categories');
      if (!t) await db.close();
    }
    app = track(startProcess(appEnv(await freePort())));
    expect(await app.exited).toBe(1);
    const stderr = app.stderr().trim();
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Cannot start: the disk holding .* is full \(no space left on device\)\. Free some space and start again\.$/);
    expect(app.stdout() + stderr).not.toMatch(/Aborted\(\)|\n\s+at /);
  }, 180_000);
});
