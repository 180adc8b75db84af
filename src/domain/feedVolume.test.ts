import { describe, expect, it } from 'vitest';
import { isVolumeSurge, newestFirst, SURGE_FACTOR, SURGE_MIN_ITEMS } from './feedVolume.ts';

const at = (iso: string | null, id: number) => ({ id, publishedAt: iso ? new Date(iso) : null });

describe('newestFirst', () => {
  it('orders dated items newest first and keeps undated ones after them in feed order', () => {
    const items = [at(null, 1), at('2026-11-20T10:00:00Z', 2), at('2026-11-21T10:00:00Z', 3), at(null, 4), at('2026-11-19T10:00:00Z', 5), at('2026-11-21T10:00:00Z', 6)];
    expect(newestFirst(items).map((i) => i.id)).toEqual([3, 6, 2, 5, 1, 4]);
  });

  it('keeps feed order when nothing is dated, and treats an invalid date as undated', () => {
    expect(newestFirst([at(null, 1), at(null, 2), { id: 3, publishedAt: new Date('nope') }]).map((i) => i.id)).toEqual([1, 2, 3]);
  });
});

describe('isVolumeSurge', () => {
  it.each([
    // [new items, deferred, previous runs' new items, surge?]
    [20, 0, [], false], // a first run of a normal feed
    [300, 700, [], true], // a first run that overflowed the cap
    [300, 0, [1, 2], false], // too little history, nothing deferred
    [SURGE_MIN_ITEMS, 0, [0, 0, 1, 0], true], // a quiet source suddenly busy
    [SURGE_MIN_ITEMS - 1, 0, [0, 0, 0], false], // below the floor
    [120, 0, [20, 30, 25], false], // a busy source on a busy day (mean 25, 5× = 125)
    [126, 0, [20, 30, 25], true],
    [1000, 700, [300, 300, 300], false], // a source that always fills the cap is not surging
  ])('%i new (%i deferred) after %j → %s', (n, deferred, history, surge) => {
    expect(isVolumeSurge(n, deferred, history)).toBe(surge);
  });

  it('uses the documented factor', () => {
    expect(SURGE_FACTOR).toBe(5);
  });
});
