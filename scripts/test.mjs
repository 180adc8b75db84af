#!/usr/bin/env node
/**
 * `npm test`: the whole suite on one clone. Lint, typecheck, the build and the unit and DOM tests run once; the
 * integration and browser tests run on PGlite and, when TEST_DATABASE_URL is set, again on that PostgreSQL server.
 * Independent steps run side by side (TEST_JOBS at a time, default 2; see `slots`); each step's
 * output is printed in one piece when it ends, and a timing table at the end.
 */
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const postgres = Boolean(process.env.TEST_DATABASE_URL);
// Two at a time on the 2-core CI machine. The browser steps are the longest chains and mostly wait (browser, network,
// page timers), so they start first, side by side, and keep a core each; the rest follows as they end. A third step
// beside them made every step slower on CI (2026-11-25: 1,768 s with three at a time, the browser steps 1,706 and
// 1,749 s, against 1,512 s for the previous, heavier suite with two).
const slots = Math.max(1, Number(process.env.TEST_JOBS) || 2);
const vitest = (...projects) => ['npx', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
/**
 * The PostgreSQL integration tests mostly wait for the server, so three files side by side finish much sooner
 * (2026-11-26: 151 s with three workers against 257 s with vitest's default of one on two cores).
 */
const PG_INTEGRATION_WORKERS = ['--maxWorkers', '3'];
/**
 * On PGlite the database is CPU work in the test process. With a process per file, more workers only slowed the
 * browser step beside them (2026-11-26). Now that each worker keeps one process, and one PGlite build, for all its
 * files (vitest.config.ts, `isolate: false`), a second worker costs one more WebAssembly compile, and its files' waits
 * (child processes, the disk-full and WAL checks) overlap the other's CPU work: 418 s → 337 s beside the browser
 * steps (2026-11-28).
 */
const PGLITE_INTEGRATION_WORKERS = ['--maxWorkers', '2'];

/**
 * In start order: the longest chains (build, then the browser tests on each database) start first, the rest fills the
 * remaining slot.
 * `after` names steps that must have passed first; `notBeside` names steps it never runs at the same time as (either
 * way round), whatever their outcome.
 */
const steps = [
  { name: 'build', cmd: ['npm', 'run', 'build'] },
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'browser tests (PGlite)', cmd: vitest('e2e'), after: ['build', 'chromium'] },
  ...(postgres ? [{ name: 'browser tests (PostgreSQL)', cmd: vitest('e2e-pg'), after: ['build', 'chromium'] }] : []),
  { name: 'chromium', cmd: ['node', 'scripts/ensure-chromium.mjs'] },
  // Typecheck before the integration tests, never beside them: some integration files start a Vite dev server
  // (src/testing/devServerBuild.ts), and React Router's Vite plugin then deletes `.react-router/types` and writes it
  // anew; a `tsc` reading it meanwhile finds route types missing. That failed the typecheck step on 2026-11-29 (and
  // most likely on 2026-11-28, session 16) with every public route's `./+types/…` missing.
  // It takes the slot the PostgreSQL browser step leaves; the integration steps follow as slots free.
  // `after: build` below only orders them: if lint ended before the build, one of them would otherwise take the slot
  // a browser step needs and run beside the other browser step (both slower).
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'], after: ['build'] },
  { name: 'integration tests (PGlite)', cmd: [...vitest('integration'), ...PGLITE_INTEGRATION_WORKERS], after: ['build'], notBeside: ['typecheck'] },
  ...(postgres
    ? [{ name: 'integration tests (PostgreSQL)', cmd: [...vitest('integration-pg'), ...PG_INTEGRATION_WORKERS], after: ['build'], notBeside: ['typecheck'] }]
    : []),
  // Pure and happy-dom files: two workers use both cores when this step runs last, alone (36 s instead of 105 s).
  { name: 'unit and DOM tests', cmd: [...vitest('unit', 'dom'), '--maxWorkers', '2'], after: ['build'] },
];
// Quick steps first so a broken check fails fast; then by the order above.
steps.sort((a, b) => Number(b.name === 'chromium') - Number(a.name === 'chromium'));

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

const running = new Set();
for (;;) {
  for (const step of steps) {
    if (running.size >= slots) break;
    if (state.get(step.name) !== 'waiting') continue;
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
    running.add(p);
  }
  if (running.size === 0) break;
  await Promise.race(running);
}

console.log(`\n${'step'.padEnd(34)} ${'start'.padStart(7)} ${'time'.padStart(7)} ${'CPU'.padStart(7)}`);
for (const t of timings) console.log(`${(t.ok ? '✓ ' : '✗ ') + t.name.padEnd(32)} ${seconds(t.start).padStart(7)} ${seconds(t.ms).padStart(7)} ${seconds(t.cpu * 1000).padStart(7)}`);
for (const [name, s] of state) if (s === 'skipped') console.log(`- ${name.padEnd(32)} skipped (a step it needs failed)`);
for (const t of timings.filter((t) => !t.ok)) console.log(`\n✗ ${t.name}:\n${t.failures.map((l) => `  ${l}`).join('\n')}`);
const cpu = timings.reduce((sum, t) => sum + t.cpu, 0);
console.log(`total ${seconds(Date.now() - started)} (${seconds(cpu * 1000)} of CPU) with ${slots} at a time${postgres ? ', PGlite and PostgreSQL' : ', PGlite only (set TEST_DATABASE_URL for PostgreSQL too)'}`);
process.exit([...state.values()].every((s) => s === 'passed') ? 0 : 1);
