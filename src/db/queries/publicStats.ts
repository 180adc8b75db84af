/** Live figures for the home hero and the category pages, counted with the same rules as the public lists. */
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { normaliseCategoryName, storedValuesForCategory, type CategorySlug, isCategorySlug } from '../../domain/categories.ts';
import { HOME_LISTING } from '../../domain/publicVisibility.ts';
import { ACTIVE_SOURCE_WINDOW_DAYS, CATEGORY_TOP_SOURCES, WEEK_WINDOW_DAYS, type CategoryStats, type SiteStats } from '../../domain/publicStats.ts';
import type { Db } from '../connection.ts';
import { articles } from '../schema.ts';
import { hasPublicPage, listedPublicly } from './publicVisibility.ts';

/** Dated within the last `days` (story date, which the lists sort and show). */
const datedWithin = (days: number): SQL => sql`${articles.originalPublishedAt} >= now() - make_interval(days => ${days})`;

const count = sql<number>`count(*)::int`;

/** Site figures: this week's stories on the home list, sources and categories with public stories in the last 30 days. */
export async function getSiteStats(db: Db): Promise<SiteStats> {
  const [[week], sources, categoryRows] = await Promise.all([
    db
      .select({ n: count })
      .from(articles)
      // The home list's rules: Tools & Technology and blocklisted titles are not on it.
      .where(and(listedPublicly(HOME_LISTING), datedWithin(WEEK_WINDOW_DAYS))),
    db
      .select({ n: sql<number>`count(DISTINCT ${articles.sourceName})::int` })
      .from(articles)
      .where(and(hasPublicPage(), datedWithin(ACTIVE_SOURCE_WINDOW_DAYS))),
    db
      .selectDistinct({ category: articles.category })
      .from(articles)
      .where(and(hasPublicPage(), datedWithin(ACTIVE_SOURCE_WINDOW_DAYS))),
  ]);
  // Legacy names count as the category they map to; values that are no category at all are not counted.
  const covered = new Set(categoryRows.map((r) => normaliseCategoryName(r.category)).filter(isCategorySlug));
  return {
    articlesThisWeek: Number(week?.n ?? 0),
    activeSources: Number(sources[0]?.n ?? 0),
    categoriesCovered: covered.size,
    computedAt: new Date().toISOString(),
  };
}

/** One category's figures with its page's list rules (public, the category's slug and legacy names, title blocklist). */
export async function getCategoryStats(db: Db, slug: CategorySlug): Promise<CategoryStats> {
  const inCategory = and(listedPublicly({ inCategory: true, searching: false }), inArray(articles.category, storedValuesForCategory(slug))) as SQL;
  const [[totals], top] = await Promise.all([
    db
      .select({ total: count, week: sql<number>`(count(*) FILTER (WHERE ${datedWithin(WEEK_WINDOW_DAYS)}))::int` })
      .from(articles)
      .where(inCategory),
    db
      .select({ name: articles.sourceName, n: count })
      .from(articles)
      .where(inCategory)
      .groupBy(articles.sourceName)
      .orderBy(sql`count(*) DESC`, articles.sourceName)
      .limit(CATEGORY_TOP_SOURCES),
  ]);
  return {
    totalCount: Number(totals?.total ?? 0),
    thisWeekCount: Number(totals?.week ?? 0),
    topSources: top.map((r) => ({ name: r.name, count: Number(r.n) })),
    computedAt: new Date().toISOString(),
  };
}
