/**
 * Test support: a fresh, migrated database per test file. PGlite in memory by default; with TEST_DATABASE_URL,
 * a new database is created on that PostgreSQL server (and dropped afterwards) so files never see each other's rows.
 */
import { openDatabase, type Database } from './connection.ts';
import { migrate } from './migrate.ts';
import { syncCategories } from './queries/categories.ts';
import { createScratchDatabase } from './scratchDatabase.ts';
import { articles, type NewArticleRow } from './schema.ts';

/** An open test database and its teardown. */
export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of this test database (undefined on PGlite). */
  url?: string;
  drop(): Promise<void>;
}

/** Creates and migrates an isolated database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await migrate(database);
    await syncCategories(database.db);
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchDatabase(serverUrl, `t_${process.pid}`);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 5 });
  await migrate(database);
  await syncCategories(database.db);
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
