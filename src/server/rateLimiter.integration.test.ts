/** The database-backed rate limiter: sliding-window boundaries, per client and per bucket, shared by processes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { SEARCH_KEYWORD_RATE_LIMIT, SEARCH_KEYWORD_RATE_WINDOW_MS } from '../domain/searchKeywords.ts';
import { createRateLimiter } from './rateLimiter.ts';

let t: TestDatabase;
let buckets = 0;

beforeAll(async () => {
  t = await createTestDatabase();
});

afterAll(async () => {
  await t?.drop();
});

/** A limiter on a bucket of its own, so the cases never share counters. */
const make = (limit = SEARCH_KEYWORD_RATE_LIMIT, windowMs = SEARCH_KEYWORD_RATE_WINDOW_MS, bucket = `test-${++buckets}`) => createRateLimiter(t.database.sql, { bucket, limit, windowMs });

describe('createRateLimiter (counters in the database)', () => {
  it('allows 30 requests a minute and refuses the 31st', async () => {
    const limiter = make();
    for (let i = 0; i < SEARCH_KEYWORD_RATE_LIMIT; i++) {
      const d = await limiter.hit('1.2.3.4', 1000 + i);
      expect(d.allowed).toBe(true);
      expect(d.remaining).toBe(SEARCH_KEYWORD_RATE_LIMIT - 1 - i);
    }
    const refused = await limiter.hit('1.2.3.4', 1000 + SEARCH_KEYWORD_RATE_LIMIT);
    expect(refused).toEqual({ allowed: false, limit: 30, remaining: 0, retryAfterSeconds: 60 });
  });

  it('counts each client separately', async () => {
    const limiter = make();
    for (let i = 0; i < SEARCH_KEYWORD_RATE_LIMIT; i++) await limiter.hit('a', 0);
    expect((await limiter.hit('a', 1)).allowed).toBe(false);
    expect((await limiter.hit('b', 1)).allowed).toBe(true);
  });

  it('frees a slot exactly when the oldest request leaves the window', async () => {
    const limiter = make();
    for (let i = 0; i < SEARCH_KEYWORD_RATE_LIMIT; i++) await limiter.hit('a', i * 10);
    // The first request was at 0: at 59 999 ms it is still inside the window, at 60 000 it is out.
    const stillFull = await limiter.hit('a', SEARCH_KEYWORD_RATE_WINDOW_MS - 1);
    expect(stillFull.allowed).toBe(false);
    expect(stillFull.retryAfterSeconds).toBe(1);
    expect((await limiter.hit('a', SEARCH_KEYWORD_RATE_WINDOW_MS)).allowed).toBe(true);
    expect((await limiter.hit('a', SEARCH_KEYWORD_RATE_WINDOW_MS)).allowed).toBe(false); // the slot of the request at 10 ms frees at 60 010
    expect((await limiter.hit('a', SEARCH_KEYWORD_RATE_WINDOW_MS + 10)).allowed).toBe(true);
  });

  it('does not count refused requests', async () => {
    const limiter = make(2, 1000);
    await limiter.hit('a', 0);
    await limiter.hit('a', 0);
    for (let at = 1; at < 1000; at += 100) expect((await limiter.hit('a', at)).allowed).toBe(false);
    expect((await limiter.hit('a', 1000)).allowed).toBe(true);
  });

  it('is one budget for every process: two limiters on one bucket share it, other buckets do not', async () => {
    const first = make(3, 60_000, 'shared-bucket');
    const second = make(3, 60_000, 'shared-bucket');
    const other = make(3, 60_000);
    expect((await first.hit('c', 0)).allowed).toBe(true);
    expect((await second.hit('c', 1)).allowed).toBe(true);
    expect((await first.hit('c', 2)).allowed).toBe(true);
    expect((await second.hit('c', 3)).allowed).toBe(false);
    expect((await other.hit('c', 3)).allowed).toBe(true);
  });

  it('holds the limit when one client races: exactly `limit` of 20 simultaneous requests pass', async () => {
    const limiter = make(5, 60_000);
    const now = Date.now();
    const decisions = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('racer', now)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  });

  it("removes the logs of clients idle for a whole window, and keeps everyone else's", async () => {
    const bucket = 'sweep-bucket';
    const limiter = make(2, 1000, bucket);
    const t0 = 10_000_000;
    await limiter.hit('idle', t0); // the first hit of a process sweeps (nothing yet)
    await limiter.hit('busy', t0 + 500);
    await limiter.hit('busy', t0 + 1500); // 1,500 ms after the last sweep: sweeps logs last used at or before t0 + 500
    await expect.poll(async () => (await t.database.sql.query<{ client: string }>('SELECT client FROM rate_limit_hits WHERE bucket = $1 ORDER BY client', [bucket])).map((r) => r.client)).toEqual(['busy']);
  });
});
