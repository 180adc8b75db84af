/** The back office list's match counts: a count at the cap is reused for a while, an exact one never. */
import { describe, expect, it } from 'vitest';
import { createCappedCountCache, type CappedCount } from './articleReads.ts';

function counter(result: CappedCount) {
  let calls = 0;
  return { load: async () => (calls++, result), calls: () => calls };
}

describe('createCappedCountCache', () => {
  it('reuses a count that reached the cap until the time to live has passed', async () => {
    let t = 0;
    const cache = createCappedCountCache(30_000, () => t);
    const c = counter({ totalCount: 1000, totalIsCapped: true });
    await cache.count('instagram', c.load);
    t = 29_999;
    expect(await cache.count('instagram', c.load)).toEqual({ totalCount: 1000, totalIsCapped: true });
    expect(c.calls()).toBe(1);
    t = 30_001;
    await cache.count('instagram', c.load);
    expect(c.calls()).toBe(2);
  });

  it('counts an exact (uncapped) count again for the next caller, and keeps keys apart', async () => {
    const cache = createCappedCountCache(30_000, () => 0);
    const exact = counter({ totalCount: 37, totalIsCapped: false });
    await cache.count('review', exact.load);
    await cache.count('review', exact.load);
    expect(exact.calls()).toBe(2);
    const capped = counter({ totalCount: 1000, totalIsCapped: true });
    await cache.count('all', capped.load);
    await cache.count('other', capped.load);
    expect(capped.calls()).toBe(2);
  });

  it('shares one count between callers asking at the same time, exact or not', async () => {
    const cache = createCappedCountCache(30_000, () => 0);
    const exact = counter({ totalCount: 5, totalIsCapped: false });
    const answers = await Promise.all([cache.count('k', exact.load), cache.count('k', exact.load), cache.count('k', exact.load)]);
    expect(answers.every((a) => a.totalCount === 5)).toBe(true);
    expect(exact.calls()).toBe(1);
  });
});
