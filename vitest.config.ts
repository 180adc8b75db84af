import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Test layers (docs/architecture.md, "Keeping CI fast"): unit (pure, node), dom (React components and routes in
// happy-dom), integration (a real database) and e2e (headless Chromium against the real app). The database layers run
// on PGlite, and again on PostgreSQL as projects `integration-pg` and `e2e-pg` when TEST_DATABASE_URL is set.
const postgres = process.env.TEST_DATABASE_URL;
const databases = [{ suffix: '', url: '' }, ...(postgres ? [{ suffix: '-pg', url: postgres }] : [])];

/** The browser files that run on PostgreSQL too (see the e2e project below). */
const DATABASE_BOUND_BROWSER_FILES = ['e2e/accounts.test.ts', 'e2e/live.test.ts', 'e2e/start.test.ts', 'e2e/search.test.ts'];

const databaseProjects = databases.flatMap(({ suffix, url }): TestProjectInlineConfiguration[] => [
  {
    test: {
      name: `integration${suffix}`,
      include: ['src/**/*.integration.test.ts'],
      environment: 'node',
      // Read by createTestDatabase (and the browser tests' own apps): empty means PGlite.
      env: { TEST_DATABASE_URL: url },
      // On PGlite, every file copies one database migrated at the start of the run instead of migrating its own.
      globalSetup: suffix ? [] : ['src/testing/migratedTemplate.ts'],
      // One process per worker runs its files one after another (vitest's default starts a process per file). A new
      // process pays for importing the server again and, on PGlite, for compiling PGlite's WebAssembly (about 5 s of
      // CPU; a further database in the same process about 0.7 s): 2026-11-28, PGlite files alone 332 s and 452 CPU-s
      // isolated, 215 s and 265 CPU-s not. Every file makes its own app on a database of its own, in the state the
      // migrations left (on PGlite an earlier file's instance, reset and checked: src/db/testPglitePool.ts), and none
      // mocks modules or changes process.env; module state that outlives a file (the classifier in use) follows the
      // database it reads.
      isolate: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
  {
    test: {
      name: `e2e${suffix}`,
      // On PostgreSQL, the browser files whose outcome depends on the database server itself, beyond the queries the
      // integration tests prove on both databases: accounts (better-auth's sessions, bans and the back office's
      // writes through the real stack), live (notifications published by one connection and read by another),
      // start (the CLI starting against the server), search (results, prefix and typo matching, recorded searches as
      // readers see them; the box's own behaviour is in searchInterface.test.ts). The rest judge
      // the browser's side (markup, keyboard, history, layout, axe, the service worker) of pages whose data the
      // integration tests check on both: they run once, on PGlite (docs/architecture.md, "Keeping CI fast").
      include: suffix ? DATABASE_BOUND_BROWSER_FILES : ['e2e/**/*.test.ts'],
      environment: 'node',
      env: { TEST_DATABASE_URL: url },
      // One app and one Chromium for the whole project, shared by every file (e2e/support/index.ts).
      globalSetup: ['e2e/support/globalSetup.ts'],
      testTimeout: 60_000,
      hookTimeout: 180_000,
      // A client-side navigation can take seconds on a loaded 2-core machine; polls still need the expected value.
      expect: { poll: { timeout: 15_000 } },
      // On PGlite, two files at a time against the one app: `npm test` runs one step at a time (scripts/test.mjs), and
      // one file keeps about 1.4 of the two cores busy (page loads wait for the app, the app for the browser), so a
      // second fills the rest: 279-295 s one file at a time, 229 s two (2026-12-07; three: 210 s). A test compares
      // the page with the answer the page got, or judges what its own page did, so other files' searches and views
      // do not move what it checks (docs/architecture.md, "Keeping CI fast"). On PostgreSQL the accounts file alone is most of the step's time: two at a time gained nothing (73 → 72 s).
      fileParallelism: !suffix,
      maxWorkers: suffix ? 1 : 2,
      // Vitest runs projects with their own maxWorkers in groups of their own, one group after another (`npx vitest
      // run` with every project, `npm run test:e2e` with both browser projects).
      sequence: { groupOrder: suffix ? 2 : 1 },
    },
  },
]);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['src/**/*.integration.test.ts', 'src/**/*.dom.test.tsx'],
          environment: 'node',
          // Pure functions: one process per worker for all files (45 s → 24 s alone, 2026-11-28; passes with the
          // files in shuffled order). The dom project stays isolated: its files share the toast store and the document.
          isolate: false,
          // npm test runs these beside the browser tests on 2 cores: the few CPU-heavy ones (model, scale, lint rule
          // checks) need more than vitest's 5 s default there. Not a speed assertion: a hang still fails.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'dom',
          include: ['src/**/*.dom.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/web/testing/domSetup.ts'],
          // Worker threads instead of a process per file: each file still gets a fresh module graph and document, at
          // less cost to start (34 files: 32 → 25 s on two workers, 2026-12-07). The VM pools were faster still
          // (14 s) but cannot load recharts' CommonJS build, which requires an ES module.
          pool: 'threads',
        },
      },
      ...databaseProjects,
    ],
  },
});
