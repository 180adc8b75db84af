/**
 * Test support: a migrated database per test file, in the state the migrations left it. PGlite in memory by default;
 * with TEST_DATABASE_URL, a new database is created on that PostgreSQL server (and dropped afterwards) so files never
 * see each other's rows.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from './connection.ts';
import { migrate } from './migrate.ts';
import { syncCategories } from './queries/categories.ts';
import { createScratchDatabase } from './scratchDatabase.ts';
import { articles, type NewArticleRow } from './schema.ts';
import { takeTestPglite } from './testPglitePool.ts';

/** The `provide`/`inject` key of the migrated PGlite tarball made by src/testing/migratedTemplate.ts. */
export const MIGRATED_PGLITE_KEY = 'migratedPglite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a `dumpDataDir()` tarball of a freshly migrated PGlite, made at the start of this test run. */
    [MIGRATED_PGLITE_KEY]: string | undefined;
  }
}

/** An open test database and its teardown. */
export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of this test database (undefined on PGlite). */
  url?: string;
  drop(): Promise<void>;
}

/** What every test database starts with: all migrations (with the rows they seed) and the categories. */
export async function prepareTestSchema(database: Database): Promise<void> {
  await migrate(database);
  await syncCategories(database.db);
}

/**
 * The migrated tarball of this run, if its global setup made one. Absent when the project has none (another config,
 * the browser projects) or outside a vitest worker (where `inject` throws): the caller then migrates itself.
 */
function migratedPgliteTarball(): string | undefined {
  let file: string | undefined;
  try {
    file = inject(MIGRATED_PGLITE_KEY);
  } catch {
    return undefined;
  }
  return file && existsSync(file) ? file : undefined;
}

/** Creates and migrates an isolated database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // A copy of the tarball in memory: the state is exactly what prepareTestSchema gave at the start of this run. The
    // copy is an earlier file's, reset, when the pool can prove the reset exact (db/testPglitePool.ts); else a new one.
    const tarball = migratedPgliteTarball();
    if (tarball) {
      // A watch-mode rerun writes the tarball anew (new migrations): instances unpacked from the old one are not reused.
      const key = `${tarball}@${statSync(tarball).mtimeMs}`;
      const { database, release } = await takeTestPglite(key, () => new Blob([readFileSync(tarball)]));
      return { database, drop: release };
    }
    const database = await openDatabase({});
    await prepareTestSchema(database);
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchDatabase(serverUrl, `t_${process.pid}`);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 5 });
  await prepareTestSchema(database);
  return {
    database,
    url: scratch.url,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}

let fixtureCounter = 0;

/** Inserts one article with sensible published defaults, for tests of queries and routes. */
export async function insertTestArticle(database: Database, overrides: Partial<NewArticleRow> = {}): Promise<string> {
  fixtureCounter++;
  const [row] = await database.db
    .insert(articles)
    .values({
      title: `Creators in India sign brand deals ${fixtureCounter}`,
      summary: 'A summary about influencer marketing.',
      content: '<p>Creators and brands.</p>',
      category: 'creator-economy',
      sourceUrl: `https://example.com/fixture-${fixtureCounter}`,
      sourceName: 'Fixture News',
      status: 'published',
      relevanceScore: 80,
      mlConfidenceScore: 0.8,
      qualityScore: 80,
      publishedAt: new Date(),
      originalPublishedAt: new Date(Date.now() - fixtureCounter * 60_000),
      urlHash: `fixture-url-${process.pid}-${fixtureCounter}-${Math.round(performance.now())}`,
      titleHash: `fixture-title-${fixtureCounter}`,
      ...overrides,
    })
    .returning({ id: articles.id });
  if (!row) throw new Error('fixture insert failed');
  return row.id;
}
