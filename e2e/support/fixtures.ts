/**
 * The stories every browser test can rely on, seeded once into the shared app's database before it starts (on top of
 * the sample feeds the app ingests). Each group carries its own marker word or category so a test finds exactly its
 * own rows and never depends on another file's: add a group here (with a new marker) rather than starting an app.
 */
import path from 'node:path';
import { openDatabase } from '../../src/db/connection.ts';
import { migrate } from '../../src/db/migrate.ts';
import { insertTestArticle } from '../../src/db/testDatabase.ts';
import type { Database } from '../../src/db/connection.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Home digest: three Industry Insights stories carrying this word, newer than every sample story. */
export const DIGEST_MARK = 'quillfeather';
/** Search: a word only the seeded search stories contain, so a search for it has a known result count. */
export const SEARCH_TERM = 'zephyrine';
/** 200 search stories at 24 a page: 9 pages, enough for the windowed pagination with ellipses. */
export const SEARCH_SEEDED = 200;
/** Category page: 30 more stories in this category, over two months, from three sources with different counts. */
export const CATEGORY_SLUG = 'regulations-ethics';

/** Seeds every group into a migrated database (PGlite allows one process at a time: call it before the app starts). */
export async function seedSharedFixtures(storage: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const database = await openDatabase({ databaseUrl: storage.databaseUrl, dataDir: path.resolve(storage.dataDir, 'pglite') });
  try {
    await migrate(database);
    await seedDigest(database);
    await seedSearch(database);
    await seedCategory(database);
  } finally {
    await database.close();
  }
}

async function seedDigest(database: Database): Promise<void> {
  for (let i = 1; i <= 3; i++) {
    await insertTestArticle(database, {
      title: `Quillfeather study ${i}: creator ad spend in India doubles`,
      // Over 20 words, like a real story's, so the card has its Show Details toggle like every sample card.
      summary: `A ${DIGEST_MARK} industry report on how brands in India are moving more of their advertising budget to creators, agencies and short video platforms this year.`,
      content: `<p>${Array.from({ length: 450 }, () => 'word').join(' ')}</p>`, // 450 words: 3 min
      category: 'industry-insights',
      sourceName: 'Digest Test Wire',
      tags: ['influencer marketing', 'ad spend'],
      // Newer than every sample story, so these lead the digest.
      originalPublishedAt: new Date(Date.now() + (i - 5) * 60_000),
    });
  }
}

async function seedSearch(database: Database): Promise<void> {
  for (let i = 1; i <= SEARCH_SEEDED; i++) {
    await insertTestArticle(database, {
      title: `${i % 2 ? 'Mumbai' : 'Berlin'} creators weekly ${SEARCH_TERM} roundup number ${i}`,
      indiaRelevance: { isRelevant: i % 2 === 1 },
      // Older than the sample stories (newest 45 min old, spread over a few days), so the home page's latest
      // stories stay the sample feeds' while the search's own order (newest = number 1) is kept.
      originalPublishedAt: new Date(Date.now() - 10 * DAY - i * HOUR),
    });
  }
}

async function seedCategory(database: Database): Promise<void> {
  // Some stored under the legacy name "regulations": the page must count them too.
  for (let i = 0; i < 30; i++) {
    await insertTestArticle(database, {
      title: `Disclosure rule explainer number ${i + 1} for Indian creators`,
      category: i % 5 === 0 ? 'regulations' : CATEGORY_SLUG,
      sourceName: i < 15 ? 'Compliance Ledger' : i < 25 ? 'Policy Post India' : 'Ad Standards Weekly',
      originalPublishedAt: new Date(Date.now() - (i * 2 + 0.5) * DAY),
      viewsCount: (i * 37) % 101,
      qualityScore: (i * 53) % 100,
    });
  }
}
