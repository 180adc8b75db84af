/**
 * Bounds on public lists the cache cannot answer (issue 13 item 9): a cap on concurrent misses with a bounded queue,
 * a per-client limit on misses, and a statement time limit, all answered with the error envelope and Retry-After,
 * while cached lists keep being served. Deterministic: a substituted list read blocks until the test releases it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleListQuery } from '../domain/articleQuery.ts';
import type { Db } from '../db/connection.ts';
import { listPublicArticles } from '../db/queries/publicArticles.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

let t: TestDatabase;
const env = { SITE_NAME: 'Test', SITE_URL: 'http://localhost:3000', CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };

beforeAll(async () => {
  t = await createTestDatabase();
  await insertTestArticle(t.database, { title: 'Creators in Pune start a brand-deal cooperative' });
});

afterAll(async () => {
  await t?.drop();
});

/** A list read that holds searches for "block" until released, and records the order reads start and end in. */
function blockingListQuery() {
  const events: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let entered!: () => void;
  const blocked = new Promise<void>((r) => (entered = r));
  const listQuery = async (db: Db, q: ArticleListQuery) => {
    const name = q.search ?? 'all';
    events.push(`${name} start`);
    if (q.search === 'block') {
      entered();
      await released;
    }
    const list = await listPublicArticles(db, q);
    events.push(`${name} end`);
    return list;
  };
  return { listQuery, events, release, blocked };
}

type Envelope = { error: { code: string; message: string } };

describe('cache misses under a concurrency cap', () => {
  it('queues a second miss behind a blocked first one while cached lists are still answered', async () => {
    const reads = blockingListQuery();
    const app = createApp({
      database: t.database,
      env,
      log: createLogger('silent'),
      lists: { limits: { statementTimeoutMs: 0, maxConcurrent: 1, maxQueued: 1 }, listQuery: reads.listQuery },
    });
    expect((await app.request('/api/articles')).status).toBe(200);

    const first = app.request('/api/articles?search=block');
    await reads.blocked;
    const second = app.request('/api/articles?search=pune');
    // The cached list does not queue behind the misses.
    const cached = await app.request('/api/articles');
    expect(cached.status).toBe(200);
    expect(((await cached.json()) as { totalCount: number }).totalCount).toBe(1);
    expect(reads.events).toEqual(['all start', 'all end', 'block start']);

    reads.release();
    expect((await first).status).toBe(200);
    const answered = await second;
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as { totalCount: number }).totalCount).toBe(1);
    // The second miss started only after the first had finished.
    expect(reads.events).toEqual(['all start', 'all end', 'block start', 'block end', 'pune start', 'pune end']);
  });

  it('answers 503 with the envelope and Retry-After when the queue is full', async () => {
    const reads = blockingListQuery();
    const app = createApp({
      database: t.database,
      env,
      log: createLogger('silent'),
      lists: { limits: { statementTimeoutMs: 0, maxConcurrent: 1, maxQueued: 0 }, listQuery: reads.listQuery },
    });
    const first = app.request('/api/articles?search=block');
    await reads.blocked;
    const refused = await app.request('/api/articles?search=pune');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as Envelope).error.code).toBe('unavailable');
    reads.release();
    expect((await first).status).toBe(200);
    // Refusals are not cached: the same search is answered once there is room.
    expect((await app.request('/api/articles?search=pune')).status).toBe(200);
  });
});

describe('the per-client limit on cache misses', () => {
  it('answers 429 with the envelope and Retry-After once a client has used its misses; cached lists stay free', async () => {
    const app = createApp({ database: t.database, env, log: createLogger('silent'), lists: { rateLimit: { limit: 2, windowMs: 60_000 } } });
    // An address of its own: the counters are in the database, shared with this file's other apps.
    const get = (path: string) => app.request(path, {}, { incoming: { socket: { remoteAddress: '192.0.2.51' } } });
    expect((await get('/api/articles?search=pune')).status).toBe(200);
    expect((await get('/api/articles?search=brand')).status).toBe(200);
    const limited = await get('/api/articles?search=cooperative');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const body = (await limited.json()) as Envelope;
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/try again/i);
    // Lists already cached cost nothing and are still answered.
    expect((await get('/api/articles?search=pune')).status).toBe(200);
    expect((await get('/api/articles?search=brand')).status).toBe(200);
  });

  it('counts each client separately', async () => {
    const app = createApp({
      database: t.database,
      env,
      log: createLogger('silent'),
      search: { trustProxy: true },
      lists: { rateLimit: { limit: 1, windowMs: 60_000 } },
    });
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    expect((await app.request('/api/articles?search=pune', from('203.0.113.1'))).status).toBe(200);
    expect((await app.request('/api/articles?search=brand', from('203.0.113.1'))).status).toBe(429);
    expect((await app.request('/api/articles?search=brand', from('203.0.113.2'))).status).toBe(200);
  });
});

describe('the statement time limit of public lists', () => {
  it('runs list statements under the configured statement_timeout', async () => {
    let seen: string | undefined;
    const app = createApp({
      database: t.database,
      env,
      log: createLogger('silent'),
      lists: {
        limits: { statementTimeoutMs: 1234, maxConcurrent: 1, maxQueued: 1 },
        listQuery: async (db, q) => {
          // Both drivers' results carry `rows`.
          const result = (await db.execute(sql`SELECT current_setting('statement_timeout') AS timeout`)) as unknown as { rows: { timeout: string }[] };
          seen = result.rows[0]?.timeout;
          return listPublicArticles(db, q);
        },
      },
    });
    expect((await app.request('/api/articles?search=pune')).status).toBe(200);
    expect(seen).toBe('1234ms');
  });

  it('answers a list whose statement exceeds the limit with 503, the envelope and Retry-After', async () => {
    const app = createApp({
      database: t.database,
      env,
      log: createLogger('silent'),
      lists: {
        limits: { statementTimeoutMs: 50, maxConcurrent: 1, maxQueued: 1 },
        listQuery: async (db, q) => {
          if (t.database.kind === 'postgres') {
            // Far longer than the limit: PostgreSQL cancels it after 50 ms.
            await db.execute(sql`SELECT pg_sleep(30)`);
          } else {
            // PGlite cannot enforce statement_timeout (db/statementTimeout.ts): raise the error PostgreSQL raises.
            await db.execute(sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'canceling statement due to statement timeout' USING ERRCODE = 'query_canceled'; END $$`));
          }
          return listPublicArticles(db, q);
        },
      },
    });
    const res = await app.request('/api/articles?search=slow');
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const body = (await res.json()) as Envelope;
    expect(body.error.code).toBe('unavailable');
    expect(body.error.message).not.toMatch(/statement|cancel/i);
  });
});
