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

describe('createTtlCache with staleMs (stale-while-revalidate)', () => {
  it('serves the stale value while one background reload runs, then the reloaded one', async () => {
    let t = 0;
    let loads = 0;
    let release: (() => void) | undefined;
    const cache = createTtlCache<string, number>({ ttlMs: 1000, staleMs: 500, now: () => t });
    const slowLoad = () =>
      new Promise<number>((resolve) => {
        const n = ++loads;
        if (n === 1) resolve(n);
        else release = () => resolve(n);
      });
    expect(await cache.get('k', slowLoad)).toBe(1);
    t = 1000;
    // Expired but within the stale window: the old value at once, and exactly one reload however many callers.
    expect(await cache.get('k', slowLoad)).toBe(1);
    expect(await cache.get('k', slowLoad)).toBe(1);
    expect(loads).toBe(2);
    release?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', slowLoad)).toBe(2);
    // The reloaded value is aged from when its reload started (t = 1000), so it is fresh until 2000.
    t = 1999;
    expect(await cache.get('k', slowLoad)).toBe(2);
    expect(loads).toBe(2);
  });

  it('loads while the caller waits once the stale window has passed too', async () => {
    let t = 0;
    let loads = 0;
    const cache = createTtlCache<string, number>({ ttlMs: 1000, staleMs: 500, now: () => t });
    await cache.get('k', async () => ++loads);
    t = 1499;
    expect(await cache.get('k', async () => ++loads)).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    t = 1499 + 1500;
    expect(await cache.get('k', async () => ++loads)).toBe(3);
  });

  it('keeps the stale value when the reload fails, reports it, and tries again on the next call', async () => {
    let t = 0;
    const errors: unknown[] = [];
    const cache = createTtlCache<string, number>({ ttlMs: 1000, staleMs: 500, now: () => t, onRefreshError: (e) => errors.push(e) });
    await cache.get('k', async () => 1);
    t = 1200;
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(errors).toHaveLength(1);
    expect(await cache.get('k', async () => 2)).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', async () => 3)).toBe(2);
  });

  it('does not serve a value that is still loading as stale, and drops a reload that an invalidate overtook', async () => {
    let t = 0;
    let release: ((n: number) => void) | undefined;
    const cache = createTtlCache<string, number>({ ttlMs: 1000, staleMs: 500, now: () => t });
    await cache.get('k', async () => 1);
    t = 1100;
    expect(await cache.get('k', () => new Promise<number>((resolve) => (release = resolve)))).toBe(1);
    cache.invalidate();
    expect(await cache.get('k', async () => 5)).toBe(5);
    release?.(2);
    await new Promise((r) => setTimeout(r, 0));
    // The pre-invalidate reload (2) did not replace the value loaded after the invalidate.
    expect(await cache.get('k', async () => 9)).toBe(5);
  });
});

describe('createTtlCache has()', () => {
  it('says whether a caller would be answered without waiting for a load: fresh, in flight or servable stale', async () => {
    let t = 0;
    let release: ((n: number) => void) | undefined;
    const cache = createTtlCache<string, number>({ ttlMs: 1000, staleMs: 500, now: () => t });
    expect(cache.has('k')).toBe(false);
    const first = cache.get('k', () => new Promise<number>((r) => (release = r)));
    // In flight: a second caller shares that load.
    expect(cache.has('k')).toBe(true);
    release?.(1);
    await first;
    t = 1200;
    expect(cache.has('k')).toBe(true);
    t = 1500;
    expect(cache.has('k')).toBe(false);
    cache.invalidate('k');
    expect(cache.has('k')).toBe(false);
  });
});
