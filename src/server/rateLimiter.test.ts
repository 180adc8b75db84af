import { describe, expect, it } from 'vitest';
import { SEARCH_KEYWORD_RATE_LIMIT, SEARCH_KEYWORD_RATE_WINDOW_MS } from '../domain/searchKeywords.ts';
import { createRateLimiter } from './rateLimiter.ts';

describe('createRateLimiter', () => {
  const make = () => createRateLimiter({ limit: SEARCH_KEYWORD_RATE_LIMIT, windowMs: SEARCH_KEYWORD_RATE_WINDOW_MS });

  it('allows 30 requests a minute and refuses the 31st', () => {
    const limiter = make();
    for (let i = 0; i < SEARCH_KEYWORD_RATE_LIMIT; i++) {
      const d = limiter.hit('1.2.3.4', 1000 + i);
      expect(d.allowed).toBe(true);
      expect(d.remaining).toBe(SEARCH_KEYWORD_RATE_LIMIT - 1 - i);
    }
    const refused = limiter.hit('1.2.3.4', 1000 + SEARCH_KEYWORD_RATE_LIMIT);
    expect(refused).toEqual({ allowed: false, limit: 30, remaining: 0, retryAfterSeconds: 60 });
  });

  it('counts each client separately', () => {
    const limiter = make();
    for (let i = 0; i < SEARCH_KEYWORD_RATE_LIMIT; i++) limiter.hit('a', 0);
    expect(limiter.hit('a', 1).allowed).toBe(false);
    expect(limiter.hit('b', 1).allowed).toBe(true);
  });

  it('frees a slot exactly when the oldest request leaves the window', () => {
    const limiter = make();
    for (let i = 0; i < SEARCH_KEYWORD_RATE_LIMIT; i++) limiter.hit('a', i * 10);
    // The first request was at 0: at 59 999 ms it is still inside the window, at 60 000 it is out.
    const stillFull = limiter.hit('a', SEARCH_KEYWORD_RATE_WINDOW_MS - 1);
    expect(stillFull.allowed).toBe(false);
    expect(stillFull.retryAfterSeconds).toBe(1);
    expect(limiter.hit('a', SEARCH_KEYWORD_RATE_WINDOW_MS).allowed).toBe(true);
    expect(limiter.hit('a', SEARCH_KEYWORD_RATE_WINDOW_MS).allowed).toBe(false); // the slot of the request at 10 ms frees at 60 010
    expect(limiter.hit('a', SEARCH_KEYWORD_RATE_WINDOW_MS + 10).allowed).toBe(true);
  });

  it('does not count refused requests', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    limiter.hit('a', 0);
    limiter.hit('a', 0);
    for (let t = 1; t < 1000; t += 100) expect(limiter.hit('a', t).allowed).toBe(false);
    expect(limiter.hit('a', 1000).allowed).toBe(true);
  });

  it('stays bounded with very many clients', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    for (let i = 0; i < 25_000; i++) expect(limiter.hit(`client-${i}`, i).allowed).toBe(true);
  });
});
