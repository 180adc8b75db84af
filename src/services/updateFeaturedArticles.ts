/** The update-featured-articles step (admin-system §7): features the best recent stories and unfeatures the rest. */
import { and, asc, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { articles } from '../db/schema.ts';
import { hasPublicPage } from '../db/queries/publicVisibility.ts';
import { FEATURED_LIMIT, FEATURED_WINDOW_HOURS } from '../domain/publishingRules.ts';

/** Options of the featured selection. */
export interface FeaturedOptions {
  limit?: number;
  windowHours?: number;
  now?: Date;
}

/** Counts of one run. */
export interface FeaturedResult {
  /** Articles featured after the run (at most `limit`). */
  featured: number;
  /** Articles that lost the flag in this run. */
  unfeatured: number;
  /** The featured articles, best first. */
  featuredIds: string[];
}

/**
 * Features the top `limit` published, non-duplicate, publicly visible (relevance ≥ 30) articles whose story date
 * falls in the last `windowHours`, by quality score, then views, then newest, then id (so ties are deterministic),
 * and unfeatures every other article. One transaction: readers never see the featured row half-updated.
 */
export async function updateFeaturedArticles(db: Db, options: FeaturedOptions = {}): Promise<FeaturedResult> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? FEATURED_LIMIT;
  const windowHours = options.windowHours ?? FEATURED_WINDOW_HOURS;
  const since = new Date(now.getTime() - windowHours * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    // original_published_at is the story's date (the pipeline always sets it) and the public list's order.
    const top = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(
        and(
          hasPublicPage(),
          gte(articles.originalPublishedAt, since),
          sql`${articles.originalPublishedAt} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(desc(articles.qualityScore), desc(articles.viewsCount), desc(articles.originalPublishedAt), asc(articles.id))
      .limit(limit);
    const ids = top.map((r) => r.id);
    const unfeatured = await tx
      .update(articles)
      .set({ isFeatured: false, updatedAt: now })
      .where(and(eq(articles.isFeatured, true), ids.length > 0 ? notInArray(articles.id, ids) : undefined))
      .returning({ id: articles.id });
    if (ids.length > 0) {
      await tx.update(articles).set({ isFeatured: true, updatedAt: now }).where(and(inArray(articles.id, ids), eq(articles.isFeatured, false)));
    }
    return { featured: ids.length, unfeatured: unfeatured.length, featuredIds: ids };
  });
}
