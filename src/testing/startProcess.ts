/**
 * Test helper: runs the real `npm start` entry (`src/cli/start.ts`, after `npm run build`) as a child process with
 * exactly the environment a test gives it (none of vitest's own NODE_ENV, LOG_* or SITE_URL leak in).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { nodeEntryArgs } from './nodeEntry.ts';

/** A started child. */
export interface StartedProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Polls `url` every `intervalMs` until it answers 200; throws with the output if the process ends or `timeoutMs` passes. */
  waitForOk(url: string, timeoutMs?: number, intervalMs?: number): Promise<void>;
  /** SIGTERM, then SIGKILL after 15 s. */
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

/** Variables the parent's environment must not pass to the child: each test says what it wants. */
const CLEARED = ['NODE_ENV', 'LOG_LEVEL', 'LOG_FORMAT', 'SITE_URL', 'DATABASE_URL', 'PORT', 'HOST', 'DATA_DIR', 'ROLE', 'VITEST', 'VITEST_MODE', 'VITEST_POOL_ID', 'VITEST_WORKER_ID'];

/** Starts `node [nodeArgs] <the start entry>` (./nodeEntry.ts) with the given environment on top of a cleaned one. */
export function startProcess(env: Record<string, string>, nodeArgs: string[] = []): StartedProcess {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !CLEARED.includes(k)));
  const child = spawn(process.execPath, [...nodeArgs, ...nodeEntryArgs('start')], { cwd: process.cwd(), env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    async waitForOk(url, timeoutMs = 120_000, intervalMs = 200) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`app exited with ${child.exitCode ?? child.signalCode}:\n${out}\n${err}`);
        const ok = await fetch(url).then((r) => r.ok, () => false);
        if (ok) return;
        if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${out}\n${err}`);
        await new Promise((r) => setTimeout(r, intervalMs));
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    },
  };
}
