/** Live-update notifications about articles, sent through PostgreSQL NOTIFY so every web instance hears them. */
import { and, sql } from 'drizzle-orm';
import type { Db } from '../connection.ts';
import { articles } from '../schema.ts';
import { hasPublicPage } from './publicVisibility.ts';
import { queueStoryNotifications } from './readerNotifications.ts';

/** Channel the live feed listens on; the payload is the article id (same as pipeline/store/storeArticle). */
export const ARTICLE_PUBLISHED_CHANNEL = 'article_published';

/**
 * Channel a database trigger (migration 0013) notifies when a published article's public content changes or it
 * stops being public (hidden, archived, rejected, marked a duplicate, edited, deleted); the payload is the article id.
 * Web processes drop every cache of public content when they hear it.
 */
export const PUBLIC_ARTICLES_CHANGED_CHANNEL = 'public_articles_changed';

/**
 * Notifies `article_published` for each given article that has a public page, and queues the readers' notifications
 * about them (readerNotifications.ts). Call it inside the transaction that published them: PostgreSQL delivers the
 * notifications only if that transaction commits, and the queued stories commit or roll back with the publication.
 */
export async function notifyArticlesPublished(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    // The ids as one array parameter: the pipeline notifies a batch at a time.
    sql`SELECT pg_notify(${ARTICLE_PUBLISHED_CHANNEL}, ${articles.id}::text) FROM ${articles}
        WHERE ${and(sql`${articles.id} = ANY(${sql.param([...ids])}::uuid[])`, hasPublicPage())}`,
  );
  await queueStoryNotifications(db, ids);
}

/**
 * Notifies `public_articles_changed` for the given articles, for changes the trigger of migration 0013 does not
 * announce but readers see (a featured flag puts a story in the home page's picks). Call it inside the transaction.
 */
export async function notifyPublicArticlesChanged(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`SELECT pg_notify(${PUBLIC_ARTICLES_CHANGED_CHANNEL}, id::text) FROM unnest(${sql.param([...ids])}::uuid[]) AS id`);
}
