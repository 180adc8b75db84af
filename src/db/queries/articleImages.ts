/**
 * The image proxy's door (issue 9, services/imageProxy.ts): which stored article has this image URL, and whether
 * readers may see it (publicVisibility.ts hasPublicPage, the rule every public answer uses). Found through
 * articles_image_url_idx (migration 0029, a hash index: equality only, any URL length).
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../connection.ts';
import { articles } from '../schema.ts';
import { hasPublicPage } from './publicVisibility.ts';

/** The article showing `imageUrl`: a public one when there is one, else any; null when no article has it. */
export async function articleWithImage(db: Db, imageUrl: string): Promise<{ category: string; isPublic: boolean } | null> {
  const isPublic = sql<boolean>`(${hasPublicPage()})`;
  const [row] = await db
    .select({ category: articles.category, isPublic })
    .from(articles)
    .where(eq(articles.imageUrl, imageUrl))
    .orderBy(desc(isPublic))
    .limit(1);
  return row ? { category: row.category, isPublic: row.isPublic === true } : null;
}
