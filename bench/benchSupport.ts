/** Shared parts of the API and web benchmarks: cleanup on failure and Ctrl-C, the machine line, the running app. */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAppServer, type AppServer } from '../e2e/support/appServer.ts';

// Everything a benchmark creates is registered here and undone in reverse order, also on failure and Ctrl-C.
const cleanups: (() => Promise<void>)[] = [];

/** Registers an undo step; runs at the end, on failure and on Ctrl-C. */
export function onCleanup(fn: () => Promise<void> | void): void {
  cleanups.push(async () => fn());
}

let cleaning: Promise<void> | null = null;

/** Runs every registered undo step, newest first; a failing step is reported and the others still run. Called again
 *  while it runs (a signal during the normal end, or the reverse), it returns the same run. */
export function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    for (const fn of cleanups.splice(0).reverse()) {
      await fn().catch((err: unknown) => console.error(`cleanup failed: ${err instanceof Error ? err.message : String(err)}`));
    }
  })().finally(() => {
    cleaning = null;
  });
  return cleaning;
}

/**
 * Runs `main` and exits with its code, cleaning up afterwards in every case (also SIGINT/SIGTERM). Start benchmarks
 * with `node --import tsx` (as package.json does), not the `tsx` wrapper: on Ctrl-C the wrapper SIGKILLs a child
 * whose event loop is busy for more than a few milliseconds, so the cleanup never runs.
 */
export async function runBenchmark(main: () => Promise<number>): Promise<never> {
  // `on`, not `once`: Ctrl-C reaches this process twice (from the terminal and relayed by tsx), and a second signal
  // without a handler would kill it in the middle of the cleanup.
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n${signal === 'SIGINT' ? 'interrupted' : 'terminated'}, cleaning up…`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
  // Once interrupted, libraries whose browser or server just died reject promises nobody awaits any more (Lighthouse
  // does); Node would exit on them before the cleanup has finished.
  for (const event of ['unhandledRejection', 'uncaughtException'] as const) {
    process.on(event, (err: unknown) => {
      if (interrupted) return;
      console.error(err);
      void cleanupAll().finally(() => process.exit(1));
    });
  }
  let code = 1;
  try {
    code = await main();
  } catch (err) {
    // Once interrupted, main fails because its app and database are going away: not worth a stack trace.
    if (!interrupted) console.error(err);
  } finally {
    await cleanupAll();
  }
  process.exit(interrupted ? 130 : code);
}

/** One line describing the machine and how busy it is, so figures from different runs can be compared fairly. */
export function machineLine(): string {
  const cpus = os.cpus();
  return (
    `machine: ${os.type()} ${os.release()} ${os.arch()}, node ${process.version}, ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ` +
    `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, load average at start ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`
  );
}

/** Fails early with a clear message when the production web build is missing (the app refuses to start without it). */
export function requireWebBuild(): void {
  if (!existsSync(path.resolve('build/server/index.js')) || !existsSync(path.resolve('build/client'))) {
    throw new Error('web build missing: run `npm run build` first (the benchmark measures the production build)');
  }
}

/**
 * Starts the real app (the build's `build/node/start.js`, as `npm start` runs it: NODE_ENV=production, no schedule, no
 * network fetches) as a child process and registers its stop for cleanup.
 */
export async function startApp(opts: { dataDir: string; databaseUrl?: string; env?: Record<string, string> }): Promise<AppServer> {
  const app = await startAppServer({ ...opts, built: true });
  onCleanup(() => app.stop());
  return app;
}

export const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
export const fmtMs = (n: number) => (Number.isNaN(n) ? '—' : n >= 100 ? n.toFixed(0) : n.toFixed(1));
