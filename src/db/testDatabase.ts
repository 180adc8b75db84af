/**
 * Test support: a fresh, migrated database per test file. PGlite in memory by default; with TEST_DATABASE_URL,
 * a new database is created on that PostgreSQL server (and dropped afterwards) so files never see each other's rows.
 */
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from './connection.ts';
import { migrate } from './migrate.ts';
import { syncCategories } from './queries/categories.ts';
import { createScratchDatabase } from './scratchDatabase.ts';
import { articles, type NewArticleRow } from './schema.ts';

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
function migratedPgliteTarball(): Blob | undefined {
  let file: string | undefined;
  try {
    file = inject(MIGRATED_PGLITE_KEY);
  } catch {
    return undefined;
  }
  return file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** Creates and migrates an isolated database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // Each call unpacks its own copy of the tarball into a new in-memory PGlite: nothing is shared between files, and
    // the state is exactly what prepareTestSchema gave at the start of this run (most of a second less per file).
    const tarball = migratedPgliteTarball();
    const database = await openDatabase({ loadDataDir: tarball });
    if (!tarball) await prepareTestSchema(database);
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
