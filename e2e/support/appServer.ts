/** Starts the real product (`src/cli/start.ts`, the same entry `npm start` runs) as a child process for browser tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../src/db/scratchDatabase.ts';
import { nodeEntryArgs } from '../../src/testing/nodeEntry.ts';

/** A running app. */
export interface AppServer {
  baseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  output: () => string;
  stop(): Promise<void>;
}

/** A free loopback port. */
export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const address = srv.address();
  await new Promise((r) => srv.close(r));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Where one app keeps its data: a directory, and on PostgreSQL a scratch database. */
export interface AppStorage {
  dataDir: string;
  databaseUrl?: string;
  dispose(): Promise<void>;
}

/** A fresh data directory, or (with a PostgreSQL server URL, by default TEST_DATABASE_URL) a fresh database on that server. */
export async function createStorage(server: string | undefined = process.env.TEST_DATABASE_URL): Promise<AppStorage> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cei-e2e-'));
  if (!server) return { dataDir, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const scratch = await createScratchDatabase(server, `e2e_${process.pid}`);
  return {
    dataDir,
    databaseUrl: scratch.url,
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    },
  };
}

/** Starts the app on a free port and waits until /readyz answers 200 (`built`: see src/testing/nodeEntry.ts). */
export async function startAppServer(opts: { dataDir: string; databaseUrl?: string; env?: Record<string, string>; built?: boolean }): Promise<AppServer> {
  const port = await freePort();
  let log = '';
  // APP_CPU_PROF_DIR: a V8 CPU profile of the app, written there when it stops (profiling a benchmark's server side).
  const profile = process.env.APP_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.APP_CPU_PROF_DIR}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, ...nodeEntryArgs('start', opts.built)], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      FETCH_ON_START: 'off',
      SCHEDULE: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Every browser test reads from 127.0.0.1: one client address for the whole suite, so the per-client limit on
      // uncached lists (tested in src/server/listLimits.integration.test.ts) would refuse later tests' first visits.
      LIST_MISS_RATE_LIMIT: '100000',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`app did not become ready within 90 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir: opts.dataDir,
    databaseUrl: opts.databaseUrl,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
