import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttlCache.ts';

describe('createTtlCache', () => {
  it('reuses a value until the TTL has passed, then loads again', async () => {
    let t = 0;
    let loads = 0;
    const cache = createTtlCache<string, number>({ ttlMs: 1000, now: () => t });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    t = 999;
    expect(await cache.get('k', load)).toBe(1);
    t = 1000;
    expect(await cache.get('k', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent callers', async () => {
    let loads = 0;
    const cache = createTtlCache<string, number>({ ttlMs: 1000, now: () => 0 });
    const [a, b] = await Promise.all([cache.get('k', async () => ++loads), cache.get('k', async () => ++loads)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<string, number>({ ttlMs: 1000, now: () => 0 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('forgets on invalidate and bounds its size', async () => {
    const cache = createTtlCache<number, number>({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    await cache.get(1, async () => 1);
    cache.invalidate(1);
    expect(await cache.get(1, async () => 10)).toBe(10);
    await cache.get(2, async () => 2);
    await cache.get(3, async () => 3);
    // 1 was evicted as the oldest.
    expect(await cache.get(1, async () => 100)).toBe(100);
    cache.invalidate();
    expect(await cache.get(3, async () => 30)).toBe(30);
  });
});
