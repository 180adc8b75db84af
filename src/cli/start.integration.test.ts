import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { freePort, startProcess, type StartedProcess } from '../testing/startProcess.ts';

// `npm start` as a person runs it (needs `npm run build`): NODE_ENV unset, no LOG_* settings, a PORT of their choice.
let dir: string;
let t: TestDatabase | undefined;
let app: StartedProcess | undefined;
/** Every process started, so a failed test never leaves one running. */
const started: StartedProcess[] = [];
const track = (p: StartedProcess) => (started.push(p), p);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cei-start-'));
  if (process.env.TEST_DATABASE_URL) t = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(started.map((p) => p.stop()));
  await t?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const quiet = { SAMPLE_FEEDS: 'off', FETCH_ON_START: 'off', SCHEDULE: 'off', HOST: '127.0.0.1' };
const storage = () => ({ DATA_DIR: path.join(dir, 'data'), DATABASE_URL: t?.url ?? '' });

describe('npm start, as a person runs it', () => {
  // PostgreSQL only: there the job runner sets up its queue tables over the network after the site listens, which is the
  // window a signal fell into (CI caught Node's default of dying on the spot). With PGlite in-process, /readyz does not
  // answer until that work is done, so this test could not fail there and would only cost a start-up.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('shuts down cleanly on a SIGTERM that comes as soon as it answers, while its job runner may still be starting', async () => {
    // First in the file, on a database nothing has used yet: setting up the job queue's tables is what keeps start-up
    // busy after it listens.
    const port = await freePort();
    const p = track(startProcess({ ...quiet, ...storage(), PORT: String(port) }));
    await p.waitForOk(`http://127.0.0.1:${port}/readyz`, 120_000, 20);
    p.child.kill('SIGTERM');
    expect(await p.exited, p.stdout() + p.stderr()).toBe(0);
    expect(p.stdout()).toContain('shutting down');
    expect(p.stderr()).toBe('');
  }, 240_000);

  it('renders with React’s production build, serves links for its own port and prints one plain line with the address', async () => {
    const port = await freePort();
    // Lists the CommonJS modules the process ran (React ships as CommonJS) when it exits; modules Node only scanned
    // for their exports sit in the cache too, unloaded.
    const loaded = path.join(dir, 'loaded.json');
    const probe = path.join(dir, 'probe.cjs');
    writeFileSync(probe, `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(loaded)}, JSON.stringify(Object.values(require.cache).filter((m) => m.loaded).map((m) => m.filename))));\n`);
    app = track(startProcess({ ...quiet, ...storage(), PORT: String(port) }, ['--require', probe]));
    await app.waitForOk(`http://127.0.0.1:${port}/readyz`);

    // SITE_URL follows PORT: feeds and canonical links point where the site is served.
    const feed = await (await fetch(`http://127.0.0.1:${port}/feed.xml`)).text();
    expect(feed).toContain(`http://localhost:${port}/`);
    expect(feed).not.toContain('localhost:3000');
    const category = await (await fetch(`http://127.0.0.1:${port}/categories/creator-economy`)).text();
    expect(category).toContain(`http://localhost:${port}/categories/creator-economy`);
    expect(await (await fetch(`http://127.0.0.1:${port}/robots.txt`)).text()).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);

    await app.stop();
    expect(await app.exited, app.stdout() + app.stderr()).toBe(0);
    const modules = (JSON.parse(readFileSync(loaded, 'utf8')) as string[]).filter((m) => /[\\/]react(-dom)?[\\/]cjs[\\/]/.test(m));
    expect(modules.some((m) => /react-dom-server\.node\.production/.test(m))).toBe(true);
    expect(modules.filter((m) => /development/.test(m))).toEqual([]);

    // One plain line for a person: the address and what start-up did; no JSON, no line per request.
    const lines = app.stdout().split('\n').filter(Boolean);
    // The sentence alone, as a person reads it: no `[url=… role=…]` fields after it (JSON lines keep those).
    expect(lines[0]).toMatch(new RegExp(`^Creator Economy India is running at http://localhost:${port} \\(database (migrated \\(\\d+ new migrations?\\)|up to date)\\)$`));
    expect(lines.filter((l) => l.startsWith('{'))).toEqual([]);
    expect(lines.filter((l) => /request|\/readyz|\/feed\.xml/.test(l))).toEqual([]);
    expect(app.stderr()).toBe('');
  }, 240_000);

  it('writes JSON lines, with one per request, when LOG_FORMAT=json', async () => {
    const port = await freePort();
    app = track(startProcess({ ...quiet, ...storage(), PORT: String(port), LOG_FORMAT: 'json' }));
    await app.waitForOk(`http://127.0.0.1:${port}/readyz`);
    await fetch(`http://127.0.0.1:${port}/api/categories`);
    await app.stop();
    const entries = app.stdout().split('\n').filter(Boolean).map((l) => JSON.parse(l) as { msg: string; path?: string; url?: string });
    expect(entries.find((e) => e.msg.includes('is running at'))?.url).toBe(`http://localhost:${port}`);
    expect(entries.some((e) => e.msg === 'request' && e.path === '/api/categories')).toBe(true);
  }, 240_000);

  it('retries a database it cannot reach for DATABASE_CONNECT_TIMEOUT_MS, then exits with one clear line', async () => {
    const port = await freePort();
    const closedPort = await freePort();
    // One second still means several attempts (back-off from 250 ms) before giving up; the test waits it out whole.
    app = track(startProcess({ ...quiet, DATA_DIR: path.join(dir, 'unused'), PORT: String(port), DATABASE_URL: `postgres://news:s3cret-pass@127.0.0.1:${closedPort}/news`, DATABASE_CONNECT_TIMEOUT_MS: '1000' }));
    const code = await app.exited;
    expect(code).toBe(1);
    const output = app.stdout() + app.stderr();
    expect(app.stderr().trim().split('\n')).toEqual([
      `Cannot start: could not connect to the PostgreSQL database 127.0.0.1:${closedPort}/news within 1 s (ECONNREFUSED). Check DATABASE_URL and that the server is running.`,
    ]);
    expect(output).not.toContain('database open');
    expect(output).not.toContain('s3cret-pass');
    expect(output).not.toMatch(/\n\s+at /);
  }, 120_000);
});
