/** The rate limits' shared counters (migration 0012): one sliding log per bucket and client. */
import type { SqlClient } from '../connection.ts';

/** One request's outcome: whether it was let in, and the client's log after it (times in ms, oldest first). */
export interface RateLimitHit {
  allowed: boolean;
  hits: number[];
}

/**
 * Records a request of `client` at `now` when fewer than `limit` of its requests fall in the window ending at `now`
 * (the last `windowMs`), in one statement: the row's log is trimmed to the window, and `now` appended only when
 * there is room. Refused requests are not logged, so a client that keeps hammering is let in again as soon as its
 * window frees up. Concurrent requests of one client serialise on its row, so the limit holds across processes.
 */
export async function recordRateLimitHit(
  sql: SqlClient,
  hit: { bucket: string; client: string; now: number; windowMs: number; limit: number },
): Promise<RateLimitHit> {
  // In ON CONFLICT DO UPDATE, `r` is the row as locked by this statement (the latest committed version), so the
  // decision and the new log are computed from the same state even when requests of one client race.
  const rows = await sql.query<{ hits: (string | number)[]; allowed: boolean }>(
    `INSERT INTO rate_limit_hits AS r (bucket, client, hits, last_at, last_allowed)
     VALUES ($1, $2, ARRAY[$3::bigint], $3::bigint, true)
     ON CONFLICT (bucket, client) DO UPDATE SET
       hits = (
         SELECT CASE WHEN cardinality(kept.a) < $5 THEN kept.a || $3::bigint ELSE kept.a END
         FROM (SELECT coalesce(array_agg(t ORDER BY t), '{}'::bigint[]) AS a FROM unnest(r.hits) AS t WHERE t > $3::bigint - $4::bigint) AS kept
       ),
       last_at = greatest(r.last_at, $3::bigint),
       last_allowed = (SELECT count(*) FROM unnest(r.hits) AS t WHERE t > $3::bigint - $4::bigint) < $5
     RETURNING r.hits, r.last_allowed AS allowed`,
    [hit.bucket, hit.client, hit.now, hit.windowMs, hit.limit],
  );
  const row = rows[0];
  if (!row) throw new Error('rate limit hit not recorded');
  return { allowed: row.allowed, hits: row.hits.map(Number) };
}

/** Removes the logs of clients with no request since `before` (ms) in `bucket`. */
export async function sweepRateLimitHits(sql: SqlClient, bucket: string, before: number): Promise<void> {
  await sql.query('DELETE FROM rate_limit_hits WHERE bucket = $1 AND last_at <= $2', [bucket, before]);
}
