/** Articles listed in the sitemap: every article with a public page, newest first. */
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../connection.ts';
import { articles } from '../schema.ts';
import { hasPublicPage } from './publicVisibility.ts';

/** What the sitemap needs of one article. */
export interface SitemapArticle {
  id: string;
  title: string;
  /** ISO time of the last change (the sitemap's lastmod). */
  updatedAt: string;
}

/** Lists up to `limit` articles that have a public page (published, not duplicate, relevance ≥ 30), newest first. */
export async function listSitemapArticles(db: Db, limit: number): Promise<SitemapArticle[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ id: articles.id, title: articles.title, updatedAt: articles.updatedAt })
    .from(articles)
    .where(hasPublicPage())
    .orderBy(sql`${articles.originalPublishedAt} DESC NULLS LAST`, desc(articles.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, title: r.title, updatedAt: r.updatedAt.toISOString() }));
}
