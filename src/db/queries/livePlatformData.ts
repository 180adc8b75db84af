/**
 * The counts behind the home page's live widgets (services/livePlatformData composes them). Every query reads the
 * general public feed: published, not duplicate, relevance ≥ 30, not Tools & Technology, title not blocklisted (the
 * home list's rule), except where a comment says otherwise. "This week" is [now − 7 d, now]; "last week" the 7 days
 * before; stories are dated by original_published_at, the date readers see.
 */
import { and, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { storedValuesForCategory } from '../../domain/categories.ts';
import { ALL_PLATFORM_TERMS, INDUSTRY_NEWS_CATEGORY, MARKET_THEMES, PULSE_WINDOW_DAYS, sqlWordPattern } from '../../domain/livePlatformData.ts';
import type { Db } from '../connection.ts';
import { articles } from '../schema.ts';
import { HOME_LISTING } from '../../domain/publicVisibility.ts';
import { listedPublicly } from './publicVisibility.ts';

const DAY_MS = 86_400_000;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The window bounds ending at `now`. */
export function pulseWindows(now: Date): { currentStart: Date; previousStart: Date } {
  return {
    currentStart: new Date(now.getTime() - PULSE_WINDOW_DAYS * DAY_MS),
    previousStart: new Date(now.getTime() - 2 * PULSE_WINDOW_DAYS * DAY_MS),
  };
}

function homeFeed(): SQL {
  return listedPublicly(HOME_LISTING);
}

/** Headline, summary and tags in one lower-case text, the words themes and platforms are matched in. */
const searchableText = sql`lower(${articles.title} || ' ' || coalesce(${articles.summary}, '') || ' ' || immutable_text_array_join(${articles.tags}))`;

/** A story row the widgets link to. */
export interface WidgetStoryRow {
  id: string;
  title: string;
  summary: string | null;
  content: string | null;
  tags: string[];
  category: string;
  sourceName: string;
  viewsCount: number;
  publishedAt: Date | null;
  originalPublishedAt: Date | null;
}

const storyColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  content: articles.content,
  tags: articles.tags,
  category: articles.category,
  sourceName: articles.sourceName,
  viewsCount: articles.viewsCount,
  publishedAt: articles.publishedAt,
  originalPublishedAt: articles.originalPublishedAt,
};

const newestFirst = [sql`${articles.originalPublishedAt} DESC NULLS LAST`, desc(articles.id)];

/** The newest home-feed stories whose headline, summary or tags name a platform (domain PLATFORMS), newest first. */
export async function listPlatformStories(db: Db, limit: number, now: Date): Promise<WidgetStoryRow[]> {
  return db
    .select(storyColumns)
    .from(articles)
    .where(and(homeFeed(), sql`${articles.originalPublishedAt} <= ${now.toISOString()}::timestamptz`, sql`${searchableText} ~ ${sqlWordPattern(ALL_PLATFORM_TERMS)}`))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The newest home-feed stories of the industry news category (legacy stored names included), newest first. */
export async function listIndustryNews(db: Db, limit: number, now: Date): Promise<WidgetStoryRow[]> {
  return db
    .select(storyColumns)
    .from(articles)
    .where(and(homeFeed(), inArray(articles.category, storedValuesForCategory(INDUSTRY_NEWS_CATEGORY)), sql`${articles.originalPublishedAt} <= ${now.toISOString()}::timestamptz`))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** This week's and last week's home-feed stories as flags, for the FILTER clauses below. */
function windowed(now: Date): SQL {
  const { currentStart, previousStart } = pulseWindows(now);
  const nowIso = now.toISOString();
  return sql`
    SELECT ${articles.id} AS id, ${articles.category} AS category, ${articles.sourceName} AS source_name,
           ${articles.qualityScore} AS quality_score, ${articles.indiaRelevance} AS india_relevance, ${searchableText} AS text,
           ${articles.originalPublishedAt} >= ${currentStart.toISOString()}::timestamptz AS cur
    FROM ${articles}
    WHERE ${homeFeed()}
      AND ${articles.originalPublishedAt} >= ${previousStart.toISOString()}::timestamptz
      AND ${articles.originalPublishedAt} <= ${nowIso}::timestamptz`;
}

/** Totals for Creator Economy Pulse, this week and last week. */
export interface PulseTotals {
  stories: [number, number];
  sources: [number, number];
  brandPartnerships: [number, number];
  indiaRelevant: [number, number];
}

/** Stories, distinct sources, Brand Partnerships stories and India-relevant stories (the pipeline's verdict), per week. */
export async function pulseTotals(db: Db, now: Date): Promise<PulseTotals> {
  const brand = storedValuesForCategory('brand-partnerships');
  const inBrand = sql`category IN (${sql.join(
    brand.map((v) => sql`${v}`),
    sql`, `,
  )})`;
  const india = sql`(india_relevance ->> 'isRelevant') = 'true'`;
  const [row] = await rowsOf<Record<string, number>>(
    db,
    sql`
    SELECT count(*) FILTER (WHERE cur)::int AS stories_cur, count(*) FILTER (WHERE NOT cur)::int AS stories_prev,
           count(DISTINCT source_name) FILTER (WHERE cur)::int AS sources_cur, count(DISTINCT source_name) FILTER (WHERE NOT cur)::int AS sources_prev,
           count(*) FILTER (WHERE cur AND ${inBrand})::int AS brand_cur, count(*) FILTER (WHERE NOT cur AND ${inBrand})::int AS brand_prev,
           count(*) FILTER (WHERE cur AND ${india})::int AS india_cur, count(*) FILTER (WHERE NOT cur AND ${india})::int AS india_prev
    FROM (${windowed(now)}) w`,
  );
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    stories: [n('stories_cur'), n('stories_prev')],
    sources: [n('sources_cur'), n('sources_prev')],
    brandPartnerships: [n('brand_cur'), n('brand_prev')],
    indiaRelevant: [n('india_cur'), n('india_prev')],
  };
}

/** Stories per stored category value, this week and last week (the service folds legacy names into their slugs). */
export async function storiesPerCategory(db: Db, now: Date): Promise<{ category: string; current: number; previous: number }[]> {
  const rows = await rowsOf<{ category: string; cur: number; prev: number }>(
    db,
    sql`
    SELECT category, count(*) FILTER (WHERE cur)::int AS cur, count(*) FILTER (WHERE NOT cur)::int AS prev
    FROM (${windowed(now)}) w
    GROUP BY category`,
  );
  return rows.map((r) => ({ category: r.category, current: Number(r.cur), previous: Number(r.prev) }));
}

/** Per market theme (domain MARKET_THEMES): stories this week and last week, and this week's mean quality score. */
export async function marketThemeFigures(db: Db, now: Date): Promise<{ id: string; current: number; previous: number; averageQuality: number | null }[]> {
  const themes = sql.join(
    MARKET_THEMES.map((t) => sql`(${t.id}, ${sqlWordPattern(t.terms)})`),
    sql`, `,
  );
  const rows = await rowsOf<{ id: string; cur: number; prev: number; avg_quality: string | number | null }>(
    db,
    sql`
    SELECT t.id, count(w.id) FILTER (WHERE w.cur)::int AS cur, count(w.id) FILTER (WHERE NOT w.cur)::int AS prev,
           round(avg(w.quality_score) FILTER (WHERE w.cur)) AS avg_quality
    FROM (VALUES ${themes}) AS t(id, pattern)
    LEFT JOIN (${windowed(now)}) w ON w.text ~ t.pattern
    GROUP BY t.id`,
  );
  return rows.map((r) => ({ id: r.id, current: Number(r.cur), previous: Number(r.prev), averageQuality: r.avg_quality === null ? null : Number(r.avg_quality) }));
}

/**
 * For each given keyword: the stories carrying it (as a tag or a primary/secondary keyword match, normalised and
 * counted once per story, exactly as db/queries/searchKeywords contentKeywordCounts counts trending candidates) dated
 * from the start of this week on, those of last week, and the category most of this week's stories belong to.
 */
export async function keywordStoryFigures(
  db: Db,
  keywords: readonly string[],
  now: Date,
): Promise<{ keyword: string; current: number; previous: number; topCategory: string | null }[]> {
  if (keywords.length === 0) return [];
  const { currentStart, previousStart } = pulseWindows(now);
  const arrayOf = (key: 'primary' | 'secondary') =>
    sql`CASE WHEN jsonb_typeof(r.keyword_matches -> ${key}) = 'array' THEN r.keyword_matches -> ${key} ELSE '[]'::jsonb END`;
  const wanted = sql.join(
    keywords.map((k) => sql`${k}`),
    sql`, `,
  );
  const rows = await rowsOf<{ keyword: string; cur: number; prev: number; top_category: string | null }>(
    db,
    sql`
    WITH recent AS (
      SELECT ${articles.id} AS id, ${articles.tags} AS tags, ${articles.keywordMatches} AS keyword_matches, ${articles.category} AS category,
             ${articles.originalPublishedAt} >= ${currentStart.toISOString()}::timestamptz AS cur
      FROM ${articles}
      WHERE ${homeFeed()}
        AND ${articles.originalPublishedAt} >= ${previousStart.toISOString()}::timestamptz
    ),
    raw AS (
      SELECT r.id, r.cur, r.category, t.k FROM recent r CROSS JOIN LATERAL unnest(r.tags) AS t(k)
      UNION ALL
      SELECT r.id, r.cur, r.category, m.k FROM recent r CROSS JOIN LATERAL jsonb_array_elements_text(${arrayOf('primary')}) AS m(k)
      UNION ALL
      SELECT r.id, r.cur, r.category, m.k FROM recent r CROSS JOIN LATERAL jsonb_array_elements_text(${arrayOf('secondary')}) AS m(k)
    ),
    hits AS (
      SELECT DISTINCT id, cur, category, lower(btrim(regexp_replace(k, '\\s+', ' ', 'g'))) AS keyword FROM raw WHERE k IS NOT NULL
    ),
    wanted AS (SELECT * FROM hits WHERE keyword IN (${wanted})),
    top AS (
      SELECT DISTINCT ON (keyword) keyword, category FROM wanted WHERE cur
      GROUP BY keyword, category ORDER BY keyword, count(*) DESC, category
    )
    SELECT w.keyword, count(*) FILTER (WHERE w.cur)::int AS cur, count(*) FILTER (WHERE NOT w.cur)::int AS prev, min(top.category) AS top_category
    FROM wanted w LEFT JOIN top ON top.keyword = w.keyword
    GROUP BY w.keyword`,
  );
  return rows.map((r) => ({ keyword: r.keyword, current: Number(r.cur), previous: Number(r.prev), topCategory: r.top_category }));
}
