/**
 * Back-office analytics (issue 11 item 9): page views written in batches by the web processes, the daily salts of the
 * visitor hash, and the figures of a range of UTC days. Every figure is a count over our tables, grouped by day on an
 * index (migration 0021): the page-view day summaries (page_view_days, _paths and _sources, written with the views),
 * reading_progress (started_at), likes and bookmarks (created_at), users (created_at), search_keyword_days (day),
 * article_share_days (day, its primary key's first column).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection.ts';
import type { AnalyticsCounts, Device, ReportPeriod } from '../../domain/analytics.ts';
import { ANALYTICS_TOP_N } from '../../domain/analytics.ts';

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A page view as written: no address, no user agent, only the day's hash of them. */
export interface PageViewRow {
  viewedAt: Date;
  day: string;
  path: string;
  articleId: string | null;
  visitorHash: string;
  referrerHost: string | null;
  device: Device;
}

/**
 * Writes a batch of page views and adds them to the day summaries, in one statement (so all or none). A visitor counts
 * once per day however many processes see them: page_view_visitors keeps each day's hashes and only a hash new to the
 * day adds a visitor. Summary rows are written in key order, so two processes' batches never wait on each other in a
 * cycle.
 */
export async function insertPageViews(db: Db, views: readonly PageViewRow[]): Promise<void> {
  if (views.length === 0) return;
  await db.execute(sql`
    WITH input AS (
      SELECT * FROM unnest(
        ${sql.param(views.map((v) => v.viewedAt.toISOString()))}::timestamptz[],
        ${sql.param(views.map((v) => v.day))}::date[],
        ${sql.param(views.map((v) => v.path))}::text[],
        ${sql.param(views.map((v) => v.articleId))}::uuid[],
        ${sql.param(views.map((v) => v.visitorHash))}::text[],
        ${sql.param(views.map((v) => v.referrerHost))}::text[],
        ${sql.param(views.map((v) => v.device))}::text[]) AS t (viewed_at, day, path, article_id, visitor_hash, referrer_host, device)
    ),
    raw AS (
      INSERT INTO page_views (viewed_at, day, path, article_id, visitor_hash, referrer_host, device)
      SELECT viewed_at, day, path, article_id, visitor_hash, referrer_host, device FROM input
    ),
    new_visitors AS (
      INSERT INTO page_view_visitors (day, visitor_hash)
      SELECT DISTINCT day, visitor_hash FROM input ORDER BY day, visitor_hash
      ON CONFLICT DO NOTHING RETURNING day
    ),
    days AS (
      INSERT INTO page_view_days AS d (day, views, article_views, visitors)
      SELECT i.day, count(*), count(*) FILTER (WHERE i.article_id IS NOT NULL), (SELECT count(*) FROM new_visitors n WHERE n.day = i.day)
      FROM input i GROUP BY i.day ORDER BY i.day
      ON CONFLICT (day) DO UPDATE SET views = d.views + excluded.views, article_views = d.article_views + excluded.article_views, visitors = d.visitors + excluded.visitors
    ),
    paths AS (
      INSERT INTO page_view_paths AS p (day, path, article_id, views)
      SELECT day, path, (array_agg(article_id))[1], count(*) FROM input GROUP BY day, path ORDER BY day, path
      ON CONFLICT (day, path) DO UPDATE SET views = p.views + excluded.views
    )
    INSERT INTO page_view_sources AS s (day, kind, value, views)
    SELECT day, kind, value, count(*) FROM (
      SELECT day, 'device' AS kind, device AS value FROM input
      UNION ALL SELECT day, 'referrer', referrer_host FROM input WHERE referrer_host IS NOT NULL) src
    GROUP BY day, kind, value ORDER BY day, kind, value
    ON CONFLICT (day, kind, value) DO UPDATE SET views = s.views + excluded.views`);
}

/** Deletes up to `limit` single page views of days before `firstKeptDay` (their day summaries stay); returns how many. */
export async function deleteOldPageViews(db: Db, firstKeptDay: string, limit: number): Promise<number> {
  const rows = await rowsOf<{ n: number }>(db, sql`
    WITH gone AS (
      DELETE FROM page_views WHERE id IN (SELECT id FROM page_views WHERE day < ${firstKeptDay}::date ORDER BY day, id LIMIT ${limit})
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM gone`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The salt of `day`: the one another process already made, or `candidate` (random) when there is none yet. Salts
 * before `day`'s eve are deleted in the same call, so a past day's hashes can never be recomputed, and so are the
 * per-day visitor sets of those days (only a day still being written needs its set; the counts stay in page_view_days).
 */
export async function daySalt(db: Db, day: string, candidate: string): Promise<string> {
  await db.execute(sql`DELETE FROM analytics_salts WHERE day < ${day}::date - 1`);
  await db.execute(sql`DELETE FROM page_view_visitors WHERE day < ${day}::date - 1`);
  const rows = await rowsOf<{ salt: string }>(db, sql`
    WITH ins AS (INSERT INTO analytics_salts (day, salt) VALUES (${day}::date, ${candidate}) ON CONFLICT (day) DO NOTHING RETURNING salt)
    SELECT salt FROM ins UNION ALL SELECT salt FROM analytics_salts WHERE day = ${day}::date`);
  const salt = rows[0]?.salt;
  if (!salt) throw new Error(`no analytics salt for ${day}`);
  return salt;
}

type DayCounts = Partial<AnalyticsCounts> & { day: string };

/** Start (inclusive) and end (exclusive) instants of the UTC days `from`..`to`. */
const instants = (from: string, to: string) => ({ start: `${from}T00:00:00Z`, end: sql`(${to}::date + 1)::timestamp AT TIME ZONE 'UTC'` });
const utcDay = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** Each day's figures from every table, one query per table (each on its own index). */
export async function dailyCounts(db: Db, from: string, to: string): Promise<DayCounts[]> {
  const { start, end } = instants(from, to);
  const [views, reads, likes, bookmarks, signUps, searches, shares] = await Promise.all([
    rowsOf<{ day: string; page_views: number; visitors: number; article_views: number }>(db, sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, views AS page_views, visitors, article_views
      FROM page_view_days WHERE day BETWEEN ${from}::date AND ${to}::date`),
    rowsOf<{ day: string; started: number; completed: number; seconds: number }>(db, sql`
      SELECT ${utcDay(sql`started_at`)} AS day, count(*)::int AS started, count(*) FILTER (WHERE completed)::int AS completed,
        coalesce(sum(reading_seconds), 0)::bigint AS seconds
      FROM reading_progress WHERE started_at >= ${start}::timestamptz AND started_at < ${end} GROUP BY 1`),
    rowsOf<{ day: string; n: number }>(db, sql`SELECT ${utcDay(sql`created_at`)} AS day, count(*)::int AS n FROM likes WHERE created_at >= ${start}::timestamptz AND created_at < ${end} GROUP BY 1`),
    rowsOf<{ day: string; n: number }>(db, sql`SELECT ${utcDay(sql`created_at`)} AS day, count(*)::int AS n FROM bookmarks WHERE created_at >= ${start}::timestamptz AND created_at < ${end} GROUP BY 1`),
    rowsOf<{ day: string; n: number }>(db, sql`SELECT ${utcDay(sql`created_at`)} AS day, count(*)::int AS n FROM users WHERE created_at >= ${start}::timestamptz AND created_at < ${end} GROUP BY 1`),
    rowsOf<{ day: string; n: number }>(db, sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(search_count)::int AS n FROM search_keyword_days WHERE day BETWEEN ${from}::date AND ${to}::date GROUP BY day`),
    rowsOf<{ day: string; n: number }>(db, sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(shares)::int AS n FROM article_share_days WHERE day BETWEEN ${from}::date AND ${to}::date GROUP BY day`),
  ]);
  const byDay = new Map<string, DayCounts>();
  const at = (day: string) => byDay.get(day) ?? (byDay.set(day, { day }).get(day) as DayCounts);
  for (const r of views) Object.assign(at(r.day), { pageViews: Number(r.page_views), visitors: Number(r.visitors), articleViews: Number(r.article_views) });
  for (const r of reads) Object.assign(at(r.day), { readsStarted: Number(r.started), readsCompleted: Number(r.completed), readSeconds: Number(r.seconds) });
  for (const r of likes) at(r.day).likes = Number(r.n);
  for (const r of bookmarks) at(r.day).bookmarks = Number(r.n);
  for (const r of signUps) at(r.day).signUps = Number(r.n);
  for (const r of searches) at(r.day).searches = Number(r.n);
  for (const r of shares) at(r.day).shares = Number(r.n);
  return [...byDay.values()];
}

/** The range's top pages, outside referrers and device classes. */
export async function trafficBreakdown(db: Db, from: string, to: string) {
  const range = sql`day BETWEEN ${from}::date AND ${to}::date`;
  const [pages, referrers, devices] = await Promise.all([
    rowsOf<{ path: string; page_views: number }>(db, sql`
      SELECT path, sum(views)::int AS page_views FROM page_view_paths WHERE ${range} GROUP BY path ORDER BY page_views DESC, path LIMIT ${ANALYTICS_TOP_N}`),
    rowsOf<{ host: string; page_views: number }>(db, sql`
      SELECT value AS host, sum(views)::int AS page_views FROM page_view_sources WHERE ${range} AND kind = 'referrer'
      GROUP BY value ORDER BY page_views DESC, host LIMIT ${ANALYTICS_TOP_N}`),
    rowsOf<{ device: Device; page_views: number }>(db, sql`
      SELECT value AS device, sum(views)::int AS page_views FROM page_view_sources WHERE ${range} AND kind = 'device' GROUP BY value ORDER BY page_views DESC, device`),
  ]);
  return {
    topPages: pages.map((r) => ({ path: r.path, pageViews: Number(r.page_views) })),
    referrers: referrers.map((r) => ({ host: r.host, pageViews: Number(r.page_views) })),
    devices: devices.map((r) => ({ device: r.device, pageViews: Number(r.page_views) })),
  };
}

/** The range's most viewed and most read stories, views by category, and how many stories were viewed. */
export async function contentBreakdown(db: Db, from: string, to: string) {
  const { start, end } = instants(from, to);
  const range = sql`pv.day BETWEEN ${from}::date AND ${to}::date AND pv.article_id IS NOT NULL`;
  const [top, reads, categories] = await Promise.all([
    rowsOf<{ id: string; title: string | null; category: string | null; page_views: number; likes: number }>(db, sql`
      WITH v AS (
        SELECT pv.article_id, sum(pv.views)::int AS page_views
        FROM page_view_paths pv WHERE ${range} GROUP BY pv.article_id ORDER BY page_views DESC, pv.article_id LIMIT ${ANALYTICS_TOP_N})
      SELECT v.article_id AS id, a.title, a.category, v.page_views,
        (SELECT count(*)::int FROM likes l WHERE l.article_id = v.article_id AND l.created_at >= ${start}::timestamptz AND l.created_at < ${end}) AS likes
      FROM v LEFT JOIN articles a ON a.id = v.article_id ORDER BY v.page_views DESC, v.article_id`),
    rowsOf<{ id: string; title: string | null; started: number; completed: number; seconds: number }>(db, sql`
      WITH r AS (
        SELECT article_id, count(*)::int AS started, count(*) FILTER (WHERE completed)::int AS completed, coalesce(sum(reading_seconds), 0)::bigint AS seconds
        FROM reading_progress WHERE started_at >= ${start}::timestamptz AND started_at < ${end}
        GROUP BY article_id ORDER BY started DESC, article_id LIMIT ${ANALYTICS_TOP_N})
      SELECT r.article_id AS id, a.title, r.started, r.completed, r.seconds FROM r LEFT JOIN articles a ON a.id = r.article_id ORDER BY r.started DESC, r.article_id`),
    rowsOf<{ category: string; page_views: number; articles: number }>(db, sql`
      WITH v AS (SELECT pv.article_id, sum(pv.views)::int AS page_views FROM page_view_paths pv WHERE ${range} GROUP BY pv.article_id)
      SELECT coalesce(a.category, 'removed') AS category, sum(v.page_views)::int AS page_views, count(*)::int AS articles
      FROM v LEFT JOIN articles a ON a.id = v.article_id GROUP BY 1 ORDER BY page_views DESC, category`),
  ]);
  return {
    topArticles: top.map((r) => ({ id: r.id, title: r.title, category: r.category, pageViews: Number(r.page_views), likes: Number(r.likes) })),
    topReads: reads.map((r) => ({ id: r.id, title: r.title, readsStarted: Number(r.started), readsCompleted: Number(r.completed), readSeconds: Number(r.seconds) })),
    categories: categories.map((r) => ({ category: r.category, pageViews: Number(r.page_views) })),
    articlesViewed: categories.reduce((n, r) => n + Number(r.articles), 0),
  };
}

/** The range's shares per channel (only channels with shares; domain/articleShares.ts sharesByChannel lists them all). */
export async function shareChannelCounts(db: Db, from: string, to: string) {
  const rows = await rowsOf<{ channel: string; shares: number }>(db, sql`
    SELECT channel, sum(shares)::int AS shares FROM article_share_days WHERE day BETWEEN ${from}::date AND ${to}::date GROUP BY channel`);
  return rows.map((r) => ({ channel: r.channel, shares: Number(r.shares) }));
}

/** The range's most searched terms (search_keyword_days keeps the last days only). */
export async function topSearchTerms(db: Db, from: string, to: string) {
  const rows = await rowsOf<{ term: string; searches: number }>(db, sql`
    SELECT keyword AS term, sum(search_count)::int AS searches FROM search_keyword_days WHERE day BETWEEN ${from}::date AND ${to}::date
    GROUP BY keyword ORDER BY searches DESC, keyword LIMIT ${ANALYTICS_TOP_N}`);
  return rows.map((r) => ({ term: r.term, searches: Number(r.searches) }));
}

/** The most searched term of each report period (keyed by the period's first day, as domain/analytics.ts periodStart). */
export async function topSearchTermByPeriod(db: Db, from: string, to: string, period: ReportPeriod): Promise<Map<string, string>> {
  // PostgreSQL's week starts on Monday (ISO), as periodStart's does.
  const bucket = { daily: sql`day`, weekly: sql`date_trunc('week', day)::date`, monthly: sql`date_trunc('month', day)::date` }[period];
  const rows = await rowsOf<{ start: string; term: string }>(db, sql`
    SELECT DISTINCT ON (start) start, term FROM (
      SELECT to_char(${bucket}, 'YYYY-MM-DD') AS start, keyword AS term, sum(search_count) AS n
      FROM search_keyword_days WHERE day BETWEEN ${from}::date AND ${to}::date GROUP BY 1, 2) s
    ORDER BY start, n DESC, term`);
  return new Map(rows.map((r) => [r.start, r.term]));
}

/** Readers who started a read in the range, and how many of them liked or bookmarked a story in it. */
export async function readerConversion(db: Db, from: string, to: string) {
  const { start, end } = instants(from, to);
  const [row] = await rowsOf<{ readers: number; liked: number; bookmarked: number }>(db, sql`
    WITH r AS (SELECT DISTINCT user_id FROM reading_progress WHERE started_at >= ${start}::timestamptz AND started_at < ${end})
    SELECT
      (SELECT count(*) FROM r)::int AS readers,
      (SELECT count(*) FROM r WHERE EXISTS (SELECT 1 FROM likes l WHERE l.user_id = r.user_id AND l.created_at >= ${start}::timestamptz AND l.created_at < ${end}))::int AS liked,
      (SELECT count(*) FROM r WHERE EXISTS (SELECT 1 FROM bookmarks b WHERE b.user_id = r.user_id AND b.created_at >= ${start}::timestamptz AND b.created_at < ${end}))::int AS bookmarked`);
  return { readers: Number(row?.readers ?? 0), readersWhoLiked: Number(row?.liked ?? 0), readersWhoBookmarked: Number(row?.bookmarked ?? 0) };
}
