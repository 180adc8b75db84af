#!/usr/bin/env node
/**
 * `npm test`: the whole suite on one clone. Lint, typecheck, the build and the unit and DOM tests run once; the
 * integration and browser tests run on PGlite and, when TEST_DATABASE_URL is set, again on that PostgreSQL server.
 * Steps run one at a time (TEST_JOBS to change; see `slots`); each step's output is printed in one piece when it
 * ends, and a timing table at the end.
 */
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const postgres = Boolean(process.env.TEST_DATABASE_URL);
/**
 * One step at a time by default. Each step spreads over both cores by itself (vitest workers below; the PGlite browser
 * files two at a time, vitest.config.ts), and beside each other steps grow: on 2026-12-07, on one 2-core VM in one
 * hour, the same clean clone took 683 s one at a time and 688 s two at a time, but two at a time used 30 % more CPU
 * (the PGlite integration step 282 CPU-s alone, about 345 beside a browser step), and a step beside the PGlite browser
 * step gained nothing (unit and DOM on one worker beside it: 321 s for both, against 279 + 43 s one after the other).
 * One at a time, the steps could then use the cores better by themselves (617 s). TEST_JOBS=2 runs two at a time.
 */
const slots = Math.max(1, Number(process.env.TEST_JOBS) || 1);
const vitest = (...projects) => ['npx', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
/**
 * The PostgreSQL integration tests mostly wait for the server, so several files side by side finish much sooner
 * (2026-11-26: 151 s with three workers against 257 s with vitest's default of one on two cores; 2026-12-07, one step
 * at a time: 94 s with three, 88 s with four).
 */
const PG_INTEGRATION_WORKERS = ['--maxWorkers', '4'];
/**
 * On PGlite the database is CPU work in the test process. Each worker keeps one process, and one PGlite build, for
 * all its files (vitest.config.ts, `isolate: false`): a second worker costs one more WebAssembly compile, and its
 * files' waits (child processes, the disk-full and WAL checks) overlap the other's CPU work.
 */
const PGLITE_INTEGRATION_WORKERS = ['--maxWorkers', '2'];

/**
 * In start order: the quick checks first, so a broken one fails the run early; then the database steps.
 * `after` names steps that must have passed first; `notBeside` names steps it never runs at the same time as (either
 * way round), whatever their outcome (with TEST_JOBS above 1). A `light` step (one process on one core, done in
 * seconds) starts as soon as it may, beside whatever runs, and takes no slot: lint beside the build saves its 15 s.
 */
const steps = [
  { name: 'chromium', cmd: ['node', 'scripts/ensure-chromium.mjs'], light: true },
  { name: 'build', cmd: ['npm', 'run', 'build'] },
  { name: 'lint', cmd: ['npm', 'run', 'lint'], light: true },
  // Typecheck never beside the integration steps: some integration files start a Vite dev server
  // (src/testing/devServerBuild.ts), and React Router's Vite plugin then deletes `.react-router/types` and writes it
  // anew; a `tsc` reading it meanwhile finds route types missing. That failed the typecheck step on 2026-11-29 (and
  // most likely on 2026-11-28, session 16) with every public route's `./+types/…` missing.
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'], after: ['build'] },
  // Pure and happy-dom files on both cores.
  { name: 'unit and DOM tests', cmd: [...vitest('unit', 'dom'), '--maxWorkers', '2'], after: ['build'] },
  { name: 'integration tests (PGlite)', cmd: [...vitest('integration'), ...PGLITE_INTEGRATION_WORKERS], after: ['build'], notBeside: ['typecheck'] },
  ...(postgres
    ? [{ name: 'integration tests (PostgreSQL)', cmd: [...vitest('integration-pg'), ...PG_INTEGRATION_WORKERS], after: ['build'], notBeside: ['typecheck'] }]
    : []),
  { name: 'browser tests (PGlite)', cmd: vitest('e2e'), after: ['build', 'chromium'] },
  ...(postgres ? [{ name: 'browser tests (PostgreSQL)', cmd: vitest('e2e-pg'), after: ['build', 'chromium'] }] : []),
];

const started = Date.now();
const state = new Map(steps.map((s) => [s.name, 'waiting']));
const timings = [];
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function run(step) {
  state.set(step.name, 'running');
  const t0 = Date.now();
  console.log(`▶ ${step.name} (at ${seconds(t0 - started)})`);
  return new Promise((resolve) => {
    // Through bash for its `times`: the CPU seconds of the step's processes that were waited for (vitest's workers,
    // the apps, the CLIs; not Chromium's, which Playwright does not wait for, nor the PostgreSQL server's), written to
    // fd 3. On two saturated cores the run's length follows the CPU the steps need
    // more than their wall times, which stretch with whatever runs beside them.
    const child = spawn('bash', ['-c', '"$@"; rc=$?; times >&3; exit $rc', 'step', ...step.cmd], {
      // TEST_NODE_BUILD: tests that start the app or a CLI as a process run the build step's `build/node/` JavaScript,
      // as `npm start` does, instead of the sources under tsx (src/testing/nodeEntry.ts); every such step runs after it.
      env: { ...process.env, TEST_NODE_BUILD: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let times = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.stdio[3].on('data', (d) => (times += d));
    child.on('close', (code) => {
      const ok = code === 0;
      state.set(step.name, ok ? 'passed' : 'failed');
      timings.push({ name: step.name, ok, start: t0 - started, ms: Date.now() - t0, cpu: childCpuSeconds(times), failures: ok ? [] : failureLines(out) });
      console.log(`\n===== ${ok ? '✓' : '✗'} ${step.name} (${seconds(Date.now() - t0)}) =====\n${out.trimEnd()}\n`);
      resolve();
    });
  });
}

/** User plus system seconds of the children from bash's `times` (its second line: "1m2.5s 0m3.1s"), or NaN. */
function childCpuSeconds(times) {
  const line = times.trim().split('\n')[1] ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  return parts.length === 2 ? parts[0] + parts[1] : Number.NaN;
}

/**
 * What failed, for the end of the output (CI logs keep only their tail): vitest's FAIL headings with the first lines of
 * each error, or the last lines of a step that is not vitest.
 */
function failureLines(out) {
  const lines = stripVTControlCharacters(out).split('\n');
  const picked = [];
  lines.forEach((line, i) => {
    if (/^\s*FAIL\s/.test(line)) picked.push(...lines.slice(i, i + 14).filter((l) => l.trim() !== ''), '');
  });
  return picked.length > 0 ? picked.slice(0, 120) : lines.filter((l) => l.trim() !== '').slice(-25);
}

/** Running steps' promises, and whether each is light. */
const running = new Map();
for (;;) {
  for (const step of steps) {
    if (state.get(step.name) !== 'waiting') continue;
    if (!step.light && [...running.values()].filter((r) => !r.light).length >= slots) continue;
    const deps = (step.after ?? []).map((d) => state.get(d));
    if (deps.some((d) => d === 'failed' || d === 'skipped')) {
      state.set(step.name, 'skipped');
      continue;
    }
    if (deps.some((d) => d !== 'passed')) continue;
    const clash = steps.some(
      (other) => state.get(other.name) === 'running' && ((step.notBeside ?? []).includes(other.name) || (other.notBeside ?? []).includes(step.name)),
    );
    if (clash) continue;
    const p = run(step).then(() => running.delete(p));
    running.set(p, { light: Boolean(step.light) });
  }
  if (running.size === 0) break;
  await Promise.race(running.keys());
}

console.log(`\n${'step'.padEnd(34)} ${'start'.padStart(7)} ${'time'.padStart(7)} ${'CPU'.padStart(7)}`);
for (const t of timings) console.log(`${(t.ok ? '✓ ' : '✗ ') + t.name.padEnd(32)} ${seconds(t.start).padStart(7)} ${seconds(t.ms).padStart(7)} ${seconds(t.cpu * 1000).padStart(7)}`);
for (const [name, s] of state) if (s === 'skipped') console.log(`- ${name.padEnd(32)} skipped (a step it needs failed)`);
for (const t of timings.filter((t) => !t.ok)) console.log(`\n✗ ${t.name}:\n${t.failures.map((l) => `  ${l}`).join('\n')}`);
const cpu = timings.reduce((sum, t) => sum + t.cpu, 0);
console.log(`total ${seconds(Date.now() - started)} (${seconds(cpu * 1000)} of CPU) with ${slots} at a time${postgres ? ', PGlite and PostgreSQL' : ', PGlite only (set TEST_DATABASE_URL for PostgreSQL too)'}`);
process.exit([...state.values()].every((s) => s === 'passed') ? 0 : 1);
