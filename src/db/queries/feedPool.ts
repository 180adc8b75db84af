/** The recent public stories the signed-in feed ranks from (For You, Trending, Latest): one query per region. */
import { and, desc, gte, sql, type SQL } from 'drizzle-orm';
import type { PublicArticle } from '../../domain/article.ts';
import type { ArticleRegion } from '../../domain/articleRegion.ts';
import { HOME_LISTING } from '../../domain/publicVisibility.ts';
import type { Db } from '../connection.ts';
import { articles } from '../schema.ts';
import { regionCondition } from './articleFilters.ts';
import { publicColumns, toPublicArticle } from './publicArticles.ts';
import { listedPublicly } from './publicVisibility.ts';

/** Home-listed stories of the last `days` days in the region, newest first, at most `limit`. */
export async function recentPublicPool(db: Db, region: ArticleRegion, days: number, limit: number): Promise<PublicArticle[]> {
  const conditions: SQL[] = [listedPublicly(HOME_LISTING), gte(articles.originalPublishedAt, sql`now() - make_interval(days => ${days})`)];
  const inRegion = regionCondition(region);
  if (inRegion) conditions.push(inRegion);
  const rows = await db
    .select(publicColumns)
    .from(articles)
    .where(and(...conditions))
    .orderBy(sql`${articles.originalPublishedAt} DESC NULLS LAST`, desc(articles.id))
    .limit(limit);
  const now = new Date();
  return rows.map((r) => toPublicArticle(r, now));
}
