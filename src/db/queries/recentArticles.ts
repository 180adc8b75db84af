/** Recent articles for cross-feed near-duplicate detection. */
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../connection.ts';
import { articles } from '../schema.ts';

/** Non-duplicate articles created since `since`: id, source, title and summary. */
export async function listRecentArticleTexts(db: Db, since: Date): Promise<{ id: string; feedSourceId: string | null; title: string; summary: string | null }[]> {
  return db
    .select({ id: articles.id, feedSourceId: articles.feedSourceId, title: articles.title, summary: articles.summary })
    .from(articles)
    .where(and(eq(articles.isDuplicate, false), gte(articles.createdAt, since)));
}
