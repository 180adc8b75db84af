/** Recorded searches and the two trending sources: keywords of recent public articles, and recent searches. */
import { sql, type SQL } from 'drizzle-orm';
import { HOME_LISTING } from '../../domain/publicVisibility.ts';
import { NOT_TRENDING_KEYWORDS, TRENDING_WINDOW_DAYS, type KeywordCount } from '../../domain/trendingKeywords.ts';
import type { Db } from '../connection.ts';
import { articles, searchKeywordDays, searchKeywords } from '../schema.ts';
import { listedPublicly } from './publicVisibility.ts';

const DAY_MS = 86_400_000;

/** Rows of a raw statement; both drivers (PGlite and node-postgres) answer `execute` with `{ rows }`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The UTC calendar day of `at` as YYYY-MM-DD (search counts are bucketed by UTC day). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The first UTC day inside the trending window ending on `now`'s day: today and the 6 days before it. */
export function firstTrendingDay(now: Date): string {
  return utcDay(new Date(now.getTime() - (TRENDING_WINDOW_DAYS - 1) * DAY_MS));
}

/** What one recording left behind. */
export interface RecordedSearch {
  keyword: string;
  /** All-time searches for the keyword. */
  totalCount: number;
  /** Searches for it on this UTC day. */
  dayCount: number;
}

/**
 * Counts one search for an already normalised, validated keyword: the all-time row and today's bucket, in one
 * statement (atomic, and safe under concurrent recordings of the same keyword).
 */
export async function recordSearchKeyword(db: Db, keyword: string, now: Date = new Date()): Promise<RecordedSearch> {
  const rows = await rowsOf<{ keyword: string; total_count: number; day_count: number }>(db, sql`
    WITH kw AS (
      INSERT INTO ${searchKeywords} (keyword, search_count, first_searched_at, last_searched_at)
      VALUES (${keyword}, 1, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
      ON CONFLICT (keyword) DO UPDATE
        SET search_count = ${searchKeywords}.search_count + 1,
            last_searched_at = GREATEST(${searchKeywords}.last_searched_at, EXCLUDED.last_searched_at)
      RETURNING keyword, search_count
    )
    INSERT INTO ${searchKeywordDays} AS d (keyword, day, search_count)
    SELECT keyword, ${utcDay(now)}::date, 1 FROM kw
    ON CONFLICT (keyword, day) DO UPDATE SET search_count = d.search_count + 1
    RETURNING d.keyword, (SELECT search_count FROM kw)::int AS total_count, d.search_count::int AS day_count`);
  const row = rows[0];
  if (!row) throw new Error(`recording the search keyword ${JSON.stringify(keyword)} returned no row`);
  return { keyword: row.keyword, totalCount: Number(row.total_count), dayCount: Number(row.day_count) };
}

/** Deletes day buckets before the trending window ending on `now`'s day; they can never count again. Returns rows deleted. */
export async function pruneSearchKeywordDays(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await rowsOf<{ n: number }>(db, sql`
    WITH gone AS (DELETE FROM ${searchKeywordDays} WHERE day < ${firstTrendingDay(now)}::date RETURNING 1)
    SELECT count(*)::int AS n FROM gone`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Search-based candidates: keywords by the number of searches in the trending window (today, UTC, and the 6 days
 * before), most searched first.
 */
export async function searchedKeywordCounts(db: Db, limit: number, now: Date = new Date()): Promise<KeywordCount[]> {
  const rows = await rowsOf<{ keyword: string; count: number }>(db, sql`
    SELECT keyword, sum(search_count)::int AS count
    FROM ${searchKeywordDays}
    WHERE day >= ${firstTrendingDay(now)}::date AND day <= ${utcDay(now)}::date
    GROUP BY keyword
    ORDER BY count DESC, keyword ASC
    LIMIT ${limit}`);
  return rows.map((r) => ({ keyword: r.keyword, count: Number(r.count) }));
}

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Content-based candidates: the tags and primary/secondary keyword matches of articles in the general public feed
 * dated within the last 7 days, each counted once per article, most common first. Normalised as
 * domain normaliseKeyword does (lower-case, spaces collapsed, trimmed); empty strings, non-topic tags, category labels
 * and the site's generic words (domain NOT_TRENDING_KEYWORDS) never come back.
 */
export async function contentKeywordCounts(db: Db, limit: number, now: Date = new Date()): Promise<KeywordCount[]> {
  const since = new Date(now.getTime() - TRENDING_WINDOW_DAYS * DAY_MS);
  const arrayOf = (key: 'primary' | 'secondary') =>
    sql`CASE WHEN jsonb_typeof(r.keyword_matches -> ${key}) = 'array' THEN r.keyword_matches -> ${key} ELSE '[]'::jsonb END`;
  const rows = await rowsOf<{ keyword: string; count: number }>(db, sql`
    WITH recent AS (
      SELECT ${articles.id} AS id, ${articles.tags} AS tags, ${articles.keywordMatches} AS keyword_matches
      FROM ${articles}
      WHERE ${listedPublicly(HOME_LISTING)}
        AND ${articles.originalPublishedAt} >= ${since.toISOString()}::timestamptz
    ),
    raw AS (
      SELECT r.id, t.k FROM recent r CROSS JOIN LATERAL unnest(r.tags) AS t(k)
      UNION ALL
      SELECT r.id, m.k FROM recent r CROSS JOIN LATERAL jsonb_array_elements_text(${arrayOf('primary')}) AS m(k)
      UNION ALL
      SELECT r.id, m.k FROM recent r CROSS JOIN LATERAL jsonb_array_elements_text(${arrayOf('secondary')}) AS m(k)
    ),
    cleaned AS (
      SELECT id, lower(btrim(regexp_replace(k, '\\s+', ' ', 'g'))) AS k FROM raw WHERE k IS NOT NULL
    ),
    words AS (
      SELECT DISTINCT id, k AS keyword FROM cleaned
    )
    SELECT keyword, count(*)::int AS count
    FROM words
    WHERE keyword <> '' AND char_length(keyword) BETWEEN 2 AND 100 AND keyword NOT IN (${inList(NOT_TRENDING_KEYWORDS)})
    GROUP BY keyword
    ORDER BY count DESC, keyword ASC
    LIMIT ${limit}`);
  return rows.map((r) => ({ keyword: r.keyword, count: Number(r.count) }));
}
