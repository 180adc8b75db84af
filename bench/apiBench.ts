/**
 * API benchmark (`npm run bench:api`): requests/s and latency of the public article list, `GET /api/articles`, served
 * by the real app over 50,000 published articles. A benchmark, not a test: it prints figures and asserts nothing
 * about time.
 *
 * 1. Data: deterministic stories from the pipeline benchmark's generator (bench/syntheticFeeds.ts: creator-economy,
 *    marketing, crossover and some off-topic news from trade, general, business and podcast outlets), stored as
 *    published articles the way the pipeline would leave them: a category per story (weighted by topic), tags,
 *    feed categories, scores, an India flag on about 60 %, dates spread over a year, plain-text summaries and
 *    body HTML without scripts. Multi-row INSERTs of 500 rows, one transaction each, then VACUUM ANALYZE.
 * 2. Database: PGlite in a temp dir, or with DATABASE_URL a `CREATE DATABASE bench_api_<random>` on that server.
 * 3. App: the built src/cli/start.ts (build/node/start.js) as a child process (e2e/support/appServer.ts), NODE_ENV=production, ROLE=web,
 *    SAMPLE_FEEDS/FETCH_ON_START/SCHEDULE off, LOG_LEVEL=warn (per-request info logs would measure the log pipe).
 * 4. Load: autocannon in this process on loopback, BENCH_CONNECTIONS connections for BENCH_DURATION seconds per
 *    endpoint, after a short warm-up of every endpoint. Requests ask for gzip as browsers do. Endpoints: the first
 *    page, a search for a common word, and one category. The app caches lists per process (services/publicContent.ts:
 *    fresh 10 s, then served while one reload runs, emptied by every publication), so this is the steady state
 *    of a popular list, reloads included: a 10 s run crosses one expiry.
 * 5. Cache misses: before the load, 30 queries of each kind that nobody asked before (pages 2-31, 30 other search
 *    words, other category and sort pairs), one at a time, so each reads the database, serialises and compresses:
 *    the cost of a list nobody has asked for within the cache's lifetime (printed as "miss p50" and "miss max").
 * 6. Unique searches beside the cached load: the first page under the same load again, while BENCH_MISS_CLIENTS
 *    clients each ask for one search nobody asked before after another (word pairs of the generated stories) for
 *    the whole run. Printed: the cached page's figures while the misses run, and the misses' own (answered, p50,
 *    p99, max, and how many the app refused with 503 because its queue of misses was full). The app's bounds on
 *    misses (LIST_MISS_CONCURRENCY, LIST_MISS_QUEUE, LIST_QUERY_TIMEOUT_MS) are its defaults unless set in the
 *    environment; the per-client limit (LIST_MISS_RATE_LIMIT) is lifted, since this one process stands in for many
 *    readers.
 * 7. Signed-in For You (GET /api/me/feed?tab=for-you): BENCH_USERS readers (10,000) with sessions, preferences and
 *    history seeded before the app starts (bench/readerFeedBench.ts); 50 connections, each request as the next reader.
 * Temp dirs, the database and the app are removed/stopped at the end, also on failure or Ctrl-C.
 *
 * Load generator and app share the machine, so on few cores the figures are a floor, not the server's ceiling.
 * 8. The back office's list endpoints as an admin (bench/adminBench.ts; issue 11: p99 ≤ 150 ms at 100,000 articles).
 * Environment: DATABASE_URL, BENCH_ARTICLES (50000), BENCH_DURATION (10 s), BENCH_CONNECTIONS (50),
 * BENCH_SEARCH (instagram), BENCH_CATEGORY (brand-partnerships), BENCH_SEED (20260115), BENCH_MISS_CLIENTS (10),
 * BENCH_USERS (10000), BENCH_STEPS (which measured steps run: any of `lists` (4-6), `for-you` (7), `admin` (8),
 * comma-separated; all by default: the data is the same either way, so a step's figures do not depend on the others).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result as LoadResult } from 'autocannon';
import { openDatabase } from '../src/db/connection.ts';
import { migrate } from '../src/db/migrate.ts';
import { syncCategories } from '../src/db/queries/categories.ts';
import { createScratchDatabase } from '../src/db/scratchDatabase.ts';
import { ARTICLE_SORTS } from '../src/domain/articleQuery.ts';
import { CATEGORY_SLUGS } from '../src/domain/categories.ts';
import { fmtInt, fmtMs, machineLine, onCleanup, requireWebBuild, runBenchmark, startApp } from './benchSupport.ts';
import { generateRows, INSERT_BATCH, insertRows } from './benchArticles.ts';
import { ADMIN_ENDPOINTS, ADMIN_TARGET_P99_MS, loadAdmin, REVIEW_ROWS, seedBackOffice } from './adminBench.ts';
import { BENCH_AUTH_SECRET, loadForYou, seedReaders, sessionCookie } from './readerFeedBench.ts';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 50_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SEARCH = process.env.BENCH_SEARCH ?? 'instagram';
const CATEGORY = process.env.BENCH_CATEGORY ?? 'brand-partnerships';
const SEED = Number(process.env.BENCH_SEED ?? 20260115);
const WARMUP_S = 2;
/** Clients asking for unique searches, one after another each, beside the cached load (step 6). */
const MISS_CLIENTS = Number(process.env.BENCH_MISS_CLIENTS ?? 10);
/** Distinct uncached queries timed per endpoint kind. */
const MISSES = 30;
/** Search words for the miss timing: platforms, languages, festivals, cities and trade words of the generated stories. */
const MISS_WORDS = [
  'youtube', 'moj', 'sharechat', 'linkedin', 'spotify', 'patreon', 'substack', 'threads', 'snapchat', 'twitch',
  'hindi', 'tamil', 'telugu', 'marathi', 'bengali', 'diwali', 'holi', 'onam', 'navratri', 'wedding',
  'mumbai', 'bengaluru', 'pune', 'podcast', 'funding', 'agency', 'brand', 'reels', 'sponsorship', 'advertising',
];
/** The target of the public-reading issue, checked on PostgreSQL. */
const TARGET_P99_MS = 50;
/** Signed-in readers for the For You step (7), and its target (issue 10), on PostgreSQL. */
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const FOR_YOU_TARGET_P99_MS = 100;
const STEP_NAMES = ['lists', 'for-you', 'admin'] as const;
type Step = (typeof STEP_NAMES)[number];
const STEPS: ReadonlySet<Step> = (() => {
  const asked = (process.env.BENCH_STEPS ?? STEP_NAMES.join(',')).split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = asked.filter((s) => !(STEP_NAMES as readonly string[]).includes(s));
  if (unknown.length || asked.length === 0) throw new Error(`BENCH_STEPS: expected a comma-separated list of ${STEP_NAMES.join(', ')}; got "${process.env.BENCH_STEPS}"`);
  return new Set(asked as Step[]);
})();

const serverUrl = process.env.DATABASE_URL || undefined;

// ---------------------------------------------------------------------------------------------------------------
// Load

interface Endpoint {
  name: string;
  path: string;
  /** Other queries of the same kind, for the cache-miss timing. */
  misses: string[];
}

interface Measured {
  endpoint: Endpoint;
  matches: number;
  gzipBytes: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Latency of queries asked for the first time (one at a time): median and worst. */
  missP50: number;
  missMax: number;
  non2xx: number;
  errors: number;
}

const GZIP = { 'accept-encoding': 'gzip' };

/** Matches and the compressed size of one response, fetched once before the load. */
async function probe(baseUrl: string, endpoint: Endpoint): Promise<{ matches: number; gzipBytes: number }> {
  const res = await fetch(`${baseUrl}${endpoint.path}`);
  if (!res.ok) throw new Error(`${endpoint.path} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { totalCount: number };
  // fetch() decompresses; node:http does not, so it sees the bytes on the wire.
  const gzipBytes = await new Promise<number>((resolve, reject) => {
    get(`${baseUrl}${endpoint.path}`, { headers: GZIP }, (res) => {
      let n = 0;
      res.on('data', (chunk: Buffer) => (n += chunk.byteLength));
      res.on('end', () => resolve(n));
      res.on('error', reject);
    }).on('error', reject);
  });
  return { matches: body.totalCount, gzipBytes };
}

/** Times each path once, one after the other: every one is a cache miss. */
async function timeMisses(baseUrl: string, paths: string[]): Promise<{ p50: number; max: number }> {
  const ms: number[] = [];
  for (const p of paths) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      get(`${baseUrl}${p}`, { headers: GZIP }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${p} answered ${res.statusCode}`));
        res.resume();
        res.on('end', () => resolve());
        res.on('error', reject);
      }).on('error', reject);
    });
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(ms.length / 2)] ?? NaN, max: ms.at(-1) ?? NaN };
}

/** The `i`-th search nobody asked before: pairs of the miss words, then the same pairs on later pages. */
function uniqueSearchPath(i: number): string {
  const pairs = MISS_WORDS.length * (MISS_WORDS.length - 1);
  const k = i % pairs;
  const first = MISS_WORDS[Math.floor(k / (MISS_WORDS.length - 1))] as string;
  const rest = MISS_WORDS.filter((w) => w !== first);
  const second = rest[k % rest.length] as string;
  return `/api/articles?search=${encodeURIComponent(`${first} ${second}`)}&page=${1 + Math.floor(i / pairs)}`;
}

/** Latencies of answered unique searches and counts of the statuses of the others. */
interface MissRun {
  ms: number[];
  statuses: Map<number, number>;
  errors: number;
}

/** `clients` loops of unique searches, each waiting for its answer before asking the next, until `stop()` resolves. */
async function uniqueSearches(baseUrl: string, clients: number, until: Promise<unknown>): Promise<MissRun> {
  const run: MissRun = { ms: [], statuses: new Map(), errors: 0 };
  let done = false;
  void until.finally(() => (done = true));
  let next = 0;
  const client = async () => {
    while (!done) {
      const p = uniqueSearchPath(next++);
      const started = performance.now();
      try {
        const status = await new Promise<number>((resolve, reject) => {
          get(`${baseUrl}${p}`, { headers: GZIP }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
            res.on('error', reject);
          }).on('error', reject);
        });
        run.statuses.set(status, (run.statuses.get(status) ?? 0) + 1);
        if (status === 200) run.ms.push(performance.now() - started);
      } catch {
        run.errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return run;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/** The load run in progress, stopped first on Ctrl-C so its open connections do not hold up the app's shutdown. */
let running: { stop(): void } | null = null;

function load(baseUrl: string, endpoint: Endpoint, seconds: number, connections: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    running = autocannon({ url: `${baseUrl}${endpoint.path}`, connections, duration: seconds, headers: GZIP, timeout: 30 }, (err, result) => {
      running = null;
      if (err) reject(err);
      else resolve(result);
    });
  });
}

const line = (cells: string[]) => console.log(`${(cells[0] ?? '').padEnd(36)}${cells.slice(1).map((c) => c.padStart(11)).join('')}`);

/** Steps 4-6: the public lists, cached and missed, alone and beside unique searches. Returns whether every answer was 2xx. */
async function listSteps(baseUrl: string): Promise<boolean> {
  const sortPairs = CATEGORY_SLUGS.flatMap((category) => ARTICLE_SORTS.map((sort) => ({ category, sort })));
  const endpoints: Endpoint[] = [
    { name: 'page 1', path: '/api/articles', misses: Array.from({ length: MISSES }, (_, i) => `/api/articles?page=${i + 2}`) },
    {
      name: `search "${SEARCH}"`,
      path: `/api/articles?search=${encodeURIComponent(SEARCH)}`,
      misses: MISS_WORDS.filter((w) => w !== SEARCH).slice(0, MISSES).map((w) => `/api/articles?search=${encodeURIComponent(w)}`),
    },
    {
      name: `category ${CATEGORY}`,
      path: `/api/articles?category=${encodeURIComponent(CATEGORY)}`,
      misses: sortPairs
        .filter((p) => p.category !== CATEGORY)
        .slice(0, MISSES)
        .map((p) => `/api/articles?category=${p.category}&sort=${p.sort}`),
    },
  ];

  // 4-5. Warm-up (JIT, plan caches, buffers) on queries the misses do not use, the miss timings, then the measured
  // runs one endpoint after the other.
  const probes = [];
  for (const e of endpoints) probes.push(await probe(baseUrl, e));
  for (const e of endpoints) await load(baseUrl, e, WARMUP_S, Math.min(10, CONNECTIONS));
  const missTimes = [];
  for (const e of endpoints) missTimes.push(await timeMisses(baseUrl, e.misses));
  const results: Measured[] = [];
  for (const [i, endpoint] of endpoints.entries()) {
    // Requests a previous run left queued in the app (PGlite serves one query at a time) finish first.
    await probe(baseUrl, endpoint);
    const r = await load(baseUrl, endpoint, DURATION_S, CONNECTIONS);
    const p = probes[i] as { matches: number; gzipBytes: number };
    const miss = missTimes[i] as { p50: number; max: number };
    results.push({
      endpoint,
      ...p,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      missP50: miss.p50,
      missMax: miss.max,
      non2xx: r.non2xx,
      errors: r.errors,
    });
  }

  // 6. The first page's load again, beside clients asking only for unique searches.
  const first = endpoints[0] as Endpoint;
  await probe(baseUrl, first);
  const beside = load(baseUrl, first, DURATION_S, CONNECTIONS);
  const [mixed, missRun] = await Promise.all([beside, uniqueSearches(baseUrl, MISS_CLIENTS, beside)]);

  console.log('');
  line(['GET /api/articles', 'matches', 'gzip KB', 'miss p50', 'miss max', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors']);
  for (const m of results) {
    line([m.endpoint.name, fmtInt(m.matches), (m.gzipBytes / 1024).toFixed(1), fmtMs(m.missP50), fmtMs(m.missMax), fmtInt(m.rps), fmtMs(m.p50), fmtMs(m.p99), fmtMs(m.max), fmtInt(m.non2xx), fmtInt(m.errors)]);
  }
  console.log(`miss p50/max: ms for ${MISSES} other queries of the kind, each asked once, one at a time (not cached).`);
  console.log(`req/s, p50, p99, max: ${CONNECTIONS} connections for ${DURATION_S} s on the one query (cached, reloaded when stale).`);
  console.log('');
  const alone = results[0] as Measured;
  const missMs = missRun.ms.sort((a, b) => a - b);
  const refused = [...missRun.statuses].filter(([status]) => status !== 200);
  console.log(`beside ${MISS_CLIENTS} clients asking for unique searches (${DURATION_S} s):`);
  line(['', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors']);
  line([`${first.name}, cached, alone`, fmtInt(alone.rps), fmtMs(alone.p50), fmtMs(alone.p99), fmtMs(alone.max), fmtInt(alone.non2xx), fmtInt(alone.errors)]);
  line([`${first.name}, cached, beside misses`, fmtInt(mixed.requests.average), fmtMs(mixed.latency.p50), fmtMs(mixed.latency.p99), fmtMs(mixed.latency.max), fmtInt(mixed.non2xx), fmtInt(mixed.errors)]);
  line(['unique searches (answered)', (missMs.length / DURATION_S).toFixed(1), fmtMs(percentile(missMs, 50)), fmtMs(percentile(missMs, 99)), fmtMs(missMs.at(-1) ?? NaN), fmtInt(refused.reduce((n, [, c]) => n + c, 0)), fmtInt(missRun.errors)]);
  console.log(
    `unique searches: ${fmtInt(missMs.length)} answered, refused ${refused.length ? refused.map(([status, n]) => `${fmtInt(n)} × ${status}`).join(', ') : 'none'} ` +
      '(503: the queue of misses was full, by design; the cached page must stay 2xx).',
  );
  console.log('');
  const worst = Math.max(...results.map((m) => m.p99));
  const verdict = worst <= TARGET_P99_MS ? 'met' : 'NOT met';
  console.log(
    `target: p99 ≤ ${TARGET_P99_MS} ms at ${CONNECTIONS} connections on PostgreSQL — ${serverUrl ? `${verdict} (worst p99 ${fmtMs(worst)} ms)` : `not applicable on PGlite (worst p99 ${fmtMs(worst)} ms)`}`,
  );
  return results.every((m) => m.non2xx === 0 && m.errors === 0) && mixed.non2xx === 0 && mixed.errors === 0;
}

/** Step 7: the signed-in For You feed. Returns whether every answer was 2xx. */
async function forYouStep(baseUrl: string): Promise<boolean> {
  // 7. The signed-in For You feed: every request a different reader (sessions, preferences and history read each time).
  const forYouProbe = await fetch(`${baseUrl}/api/me/feed?tab=for-you`, { headers: { cookie: sessionCookie('bench-token-1') } });
  if (!forYouProbe.ok) throw new Error(`For You answered ${forYouProbe.status}: ${await forYouProbe.text()}`);
  const forYouCount = ((await forYouProbe.json()) as { articles: unknown[] }).articles.length;
  await loadForYou(baseUrl, USERS, WARMUP_S, Math.min(10, CONNECTIONS), (i) => (running = i));
  const forYou = await loadForYou(baseUrl, USERS, DURATION_S, CONNECTIONS, (i) => (running = i));

  console.log('');
  console.log(`signed-in For You (GET /api/me/feed?tab=for-you), ${fmtInt(USERS)} readers in turn, ${forYouCount} stories per answer:`);
  line(['', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors']);
  line(['For You', fmtInt(forYou.requests.average), fmtMs(forYou.latency.p50), fmtMs(forYou.latency.p99), fmtMs(forYou.latency.max), fmtInt(forYou.non2xx), fmtInt(forYou.errors)]);
  console.log(
    `target: For You p99 ≤ ${FOR_YOU_TARGET_P99_MS} ms at ${CONNECTIONS} connections on PostgreSQL — ${serverUrl ? `${forYou.latency.p99 <= FOR_YOU_TARGET_P99_MS ? 'met' : 'NOT met'} (p99 ${fmtMs(forYou.latency.p99)} ms)` : `not applicable on PGlite (p99 ${fmtMs(forYou.latency.p99)} ms)`}`,
  );
  console.log('');
  return forYou.non2xx === 0 && forYou.errors === 0;
}

/** Step 8: the back office's lists as an admin. Returns whether every answer was 2xx. */
async function adminStep(baseUrl: string): Promise<boolean> {
  // 8. The back office's lists, signed in as an admin (issue 11 item 14).
  const adminResults: { name: string; path: string; list: boolean; total: number; r: LoadResult }[] = [];
  for (const e of ADMIN_ENDPOINTS) {
    const probeRes = await fetch(`${baseUrl}${e.path}`, { headers: { cookie: sessionCookie('bench-token-1') } });
    if (!probeRes.ok) throw new Error(`${e.path} answered ${probeRes.status}: ${await probeRes.text()}`);
    const body = (await probeRes.json()) as { totalCount?: number; items?: unknown[]; stats?: { total?: number } };
    const total = body.totalCount ?? body.items?.length ?? body.stats?.total ?? 0;
    await loadAdmin(baseUrl, e.path, WARMUP_S, Math.min(10, CONNECTIONS), (i) => (running = i), e.distinctPages);
    adminResults.push({ ...e, total, r: await loadAdmin(baseUrl, e.path, DURATION_S, CONNECTIONS, (i) => (running = i), e.distinctPages) });
  }

  console.log('');
  console.log(`back office, one admin session, ${fmtInt(ARTICLES)} published + ${fmtInt(REVIEW_ROWS)} in review:`);
  line(['GET', 'matches', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors']);
  for (const a of adminResults) line([a.name, fmtInt(a.total), fmtInt(a.r.requests.average), fmtMs(a.r.latency.p50), fmtMs(a.r.latency.p99), fmtMs(a.r.latency.max), fmtInt(a.r.non2xx), fmtInt(a.r.errors)]);
  console.log('Requests for the same list that arrive while it is being read share that read (src/services/admin/sharedReads.ts); the unshared row asks for another page each time.');
  const adminWorst = Math.max(...adminResults.filter((a) => a.list).map((a) => a.r.latency.p99));
  console.log(
    `target: admin lists p99 ≤ ${ADMIN_TARGET_P99_MS} ms with 100,000 articles on PostgreSQL — ${serverUrl ? `${adminWorst <= ADMIN_TARGET_P99_MS ? 'met' : 'NOT met'} (worst p99 ${fmtMs(adminWorst)} ms${ARTICLES < 100_000 ? `; this run has ${fmtInt(ARTICLES)}: set BENCH_ARTICLES=100000` : ''})` : `not applicable on PGlite (worst p99 ${fmtMs(adminWorst)} ms)`}`,
  );
  console.log('');
  return adminResults.every((a) => a.r.non2xx === 0 && a.r.errors === 0);
}

// ---------------------------------------------------------------------------------------------------------------
// The run

async function main(): Promise<number> {
  requireWebBuild();
  const started = performance.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));

  let databaseUrl: string | undefined;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'bench_api');
    onCleanup(() => scratch.drop());
    databaseUrl = scratch.url;
  }

  // 1-2. Data, written before the app starts (PGlite allows one process per directory).
  const genStart = performance.now();
  const rows = generateRows(ARTICLES, SEED);
  const genMs = performance.now() - genStart;
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
  let open = true;
  onCleanup(async () => {
    if (open) await database.close();
  });
  await migrate(database);
  await syncCategories(database.db);
  const [version] = await database.sql.query<{ v: string }>("SELECT current_setting('server_version') AS v");
  const dbLabel = serverUrl ? `PostgreSQL ${version?.v ?? '?'} at ${new URL(serverUrl).host}` : `PGlite (embedded PostgreSQL ${version?.v ?? '?'}, temp dir)`;
  console.log(`API benchmark — ${dbLabel}, ${fmtInt(ARTICLES)} published articles, ${CONNECTIONS} connections × ${DURATION_S} s per endpoint`);
  console.log(machineLine());
  const seedStart = performance.now();
  await insertRows(database, rows);
  const seedMs = performance.now() - seedStart;
  const [size] = await database.sql.query<{ bytes: string }>("SELECT pg_total_relation_size('articles')::text AS bytes");
  console.log(
    `data: ${fmtInt(rows.length)} rows generated in ${(genMs / 1000).toFixed(1)} s, inserted + VACUUM ANALYZE in ${(seedMs / 1000).toFixed(1)} s ` +
      `(${INSERT_BATCH} per INSERT), articles table with indexes ${(Number(size?.bytes ?? 0) / 2 ** 20).toFixed(0)} MiB`,
  );
  const readersStart = performance.now();
  const { historyRows } = await seedReaders(database, USERS, SEED);
  console.log(`readers: ${fmtInt(USERS)} signed-in readers with sessions, preferences and ${fmtInt(historyRows)} history rows in ${((performance.now() - readersStart) / 1000).toFixed(1)} s`);
  await seedBackOffice(database, SEED);
  console.log(`back office: ${fmtInt(REVIEW_ROWS)} stories waiting for review added; reader 1 is an admin`);
  await database.close();
  open = false;

  // 3. App.
  const app = await startApp({ dataDir, databaseUrl, env: { ROLE: 'web', SAMPLE_FEEDS: 'off', LOG_LEVEL: 'warn', LIST_MISS_RATE_LIMIT: '100000', BETTER_AUTH_SECRET: BENCH_AUTH_SECRET } });
  onCleanup(() => running?.stop());
  let ok = true;
  if (STEPS.has('lists')) ok = (await listSteps(app.baseUrl)) && ok;
  if (STEPS.has('for-you')) ok = (await forYouStep(app.baseUrl)) && ok;
  if (STEPS.has('admin')) ok = (await adminStep(app.baseUrl)) && ok;
  console.log(`load average at end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; total benchmark time ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const appErrors = app.output().trim();
  if (appErrors) console.log(`app output (warnings and errors):\n${appErrors.split('\n').slice(0, 20).join('\n')}`);
  return ok ? 0 : 1;
}

await runBenchmark(main);
