/**
 * The signed-in For You feed under load, for `npm run bench:api` (issue 10: 10,000 readers over 50,000 articles on
 * PostgreSQL, p99 ≤ 100 ms at 50 connections). Readers, their sessions, preferences and history are written straight
 * into the database before the app starts: a third follow two topics, a fifth read both regions, and each has about
 * 24 actions (likes, bookmarks, reading progress, a "fewer like this") on stories of the last month, drawn with a
 * fixed seed. Session cookies are signed the way better-auth signs them (HMAC-SHA256 of the token with the app's
 * BETTER_AUTH_SECRET), so every request is a real signed-in request: cookie check, session and user lookup,
 * preferences, history, ranking.
 */
import { createHmac } from 'node:crypto';
import autocannon, { type Result as LoadResult } from 'autocannon';
import type { Database } from '../src/db/connection.ts';

export const BENCH_AUTH_SECRET = 'bench-secret-0123456789abcdef0123456789abcdef';

/** Inserts `users` readers with sessions, preferences and history; returns how many history rows were written. */
export async function seedReaders(database: Database, users: number, seed: number): Promise<{ historyRows: number }> {
  const sql = (q: string, params: unknown[] = []) => database.sql.query(q, params);
  // setseed() makes random() repeatable within this session for every statement below.
  await database.session(async (s) => {
    await s.query('SELECT setseed($1)', [(seed % 1000) / 1000]);
    await s.query(
      `INSERT INTO users (id, name, email, email_verified)
       SELECT 'bench-user-' || n, 'Reader ' || n, 'reader' || n || '@bench.example', true FROM generate_series(1, $1) AS n`,
      [users],
    );
    await s.query(
      `INSERT INTO sessions (id, user_id, token, expires_at, updated_at)
       SELECT 'bench-session-' || n, 'bench-user-' || n, 'bench-token-' || n, now() + interval '1 day', now() FROM generate_series(1, $1) AS n`,
      [users],
    );
    await s.query(
      `INSERT INTO user_preferences (user_id, categories, regions)
       SELECT 'bench-user-' || n,
              CASE WHEN n % 3 = 0 THEN ARRAY['brand-partnerships', 'platform-updates'] ELSE '{}' END,
              CASE WHEN n % 5 = 0 THEN ARRAY['indian', 'global'] ELSE ARRAY['indian'] END
       FROM generate_series(1, $1) AS n`,
      [users],
    );
    // Recent public stories to act on.
    await s.query(`CREATE TEMP TABLE recent AS
      SELECT id, row_number() OVER (ORDER BY original_published_at DESC) AS k FROM articles
      WHERE status = 'published' AND original_published_at > now() - interval '30 days'`);
    const [{ n: recent } = { n: 0 }] = (await s.query<{ n: number }>('SELECT count(*)::int AS n FROM recent')) as { n: number }[];
    if (recent === 0) throw new Error('no recent articles to build reader history from');
    // Each reader's picks: a random rank among the recent stories per action, joined to the story of that rank.
    const actions = (table: string, perUser: number, extra = '') =>
      s.query(
        `INSERT INTO ${table} (user_id, article_id${extra ? ', progress, reading_seconds, completed' : ''})
         SELECT DISTINCT ON (picks.u, recent.id) 'bench-user-' || picks.u, recent.id${extra ? `, ${extra}` : ''}
         FROM (SELECT u, 1 + floor(random() * ${recent})::int AS k FROM generate_series(1, $1) AS u, generate_series(1, ${perUser}) AS i) picks
         JOIN recent ON recent.k = picks.k
         ON CONFLICT DO NOTHING`,
        [users],
      );
    await actions('likes', 8);
    await actions('bookmarks', 6);
    await actions('reading_progress', 9, `(10 + floor(random() * 91))::smallint, floor(random() * 600)::int, random() < 0.4`);
    await actions('recommendation_feedback', 1);
    await s.query('DROP TABLE recent');
  });
  const [row] = (await sql(
    `SELECT (SELECT count(*) FROM likes) + (SELECT count(*) FROM bookmarks) + (SELECT count(*) FROM reading_progress) + (SELECT count(*) FROM recommendation_feedback) AS n`,
  )) as { n: string }[];
  await sql('ANALYZE');
  return { historyRows: Number(row?.n ?? 0) };
}

/** The session cookie better-auth would set for a reader's token. */
export function sessionCookie(token: string, secret: string = BENCH_AUTH_SECRET): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `cei.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** 50 connections asking for For You, each request as the next of `users` readers in turn. */
export function loadForYou(baseUrl: string, users: number, seconds: number, connections: number, onInstance: (i: { stop(): void } | null) => void): Promise<LoadResult> {
  const cookies = Array.from({ length: users }, (_, i) => sessionCookie(`bench-token-${i + 1}`));
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseUrl}/api/me/feed?tab=for-you`,
        connections,
        duration: seconds,
        timeout: 30,
        headers: { 'accept-encoding': 'gzip' },
        requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: cookies[next++ % cookies.length] as string } }) }],
      },
      (err, result) => {
        onInstance(null);
        if (err) reject(err);
        else resolve(result);
      },
    );
    onInstance(instance);
  });
}
