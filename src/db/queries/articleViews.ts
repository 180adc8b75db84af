/** Counting views of public articles (public-site §7 increment_article_views). */
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../connection.ts';
import { articles } from '../schema.ts';
import { hasPublicPage } from './publicVisibility.ts';

/**
 * Adds one view to each listed article that has a public page; unknown, draft, duplicate or low-relevance ids are
 * ignored. `updated_at` is left alone: a view is not an edit (it feeds the sitemap's lastmod). Returns the ids counted.
 */
export async function incrementArticleViews(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(articles)
    .set({ viewsCount: sql`${articles.viewsCount} + 1` })
    .where(and(inArray(articles.id, [...ids]), hasPublicPage()))
    .returning({ id: articles.id });
  return rows.map((r) => r.id);
}
