import { describe, expect, it } from 'vitest';
import { isPageChangeLocked, MAX_PAGES_WITHOUT_ELLIPSIS, PAGE_CHANGE_LOCK_MS, pageWindow } from './pagination.ts';

const show = (items: ReturnType<typeof pageWindow>) => items.map((i) => (typeof i === 'number' ? String(i) : '…')).join(' ');

describe('pageWindow', () => {
  it('uses the spec constants', () => {
    expect(MAX_PAGES_WITHOUT_ELLIPSIS).toBe(7);
    expect(PAGE_CHANGE_LOCK_MS).toBe(300);
  });

  it.each([
    // page, total, expected
    [1, 0, ''],
    [1, 1, '1'],
    [1, 2, '1 2'],
    [4, 7, '1 2 3 4 5 6 7'], // 7 pages: every page, no ellipsis
    [7, 7, '1 2 3 4 5 6 7'],
    [1, 8, '1 2 3 4 5 … 8'], // 8 pages: the first with an ellipsis
    [4, 8, '1 2 3 4 5 … 8'],
    [5, 8, '1 … 4 5 6 7 8'],
    [8, 8, '1 … 4 5 6 7 8'],
    [1, 20, '1 2 3 4 5 … 20'],
    [3, 20, '1 2 3 4 5 … 20'],
    [4, 20, '1 2 3 4 5 … 20'], // a gap would hide only page 2, so it is shown
    [5, 20, '1 … 4 5 6 … 20'], // the spec's example
    [10, 20, '1 … 9 10 11 … 20'],
    [16, 20, '1 … 15 16 17 … 20'],
    [17, 20, '1 … 16 17 18 19 20'],
    [20, 20, '1 … 16 17 18 19 20'],
    [0, 20, '1 2 3 4 5 … 20'], // out of range pages are clamped
    [99, 20, '1 … 16 17 18 19 20'],
    [500, 1000, '1 … 499 500 501 … 1000'],
  ])('page %i of %i → %s', (page, total, expected) => {
    expect(show(pageWindow(page, total))).toBe(expected);
  });

  it('always has 7 items above 7 pages, includes the current page, first and last, and never repeats a page', () => {
    for (let total = 8; total <= 40; total++) {
      for (let page = 1; page <= total; page++) {
        const items = pageWindow(page, total);
        const pages = items.filter((i): i is number => typeof i === 'number');
        expect(items).toHaveLength(7);
        expect(pages).toContain(page);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
      }
    }
  });
});

describe('isPageChangeLocked', () => {
  it.each([
    [null, 1000, false], // no change yet
    [1000, 1000, true],
    [1000, 1000 + PAGE_CHANGE_LOCK_MS - 1, true], // 299 ms later: still locked
    [1000, 1000 + PAGE_CHANGE_LOCK_MS, false], // 300 ms later: free
    [1000, 5000, false],
  ])('last change %s, now %i → %s', (last, now, locked) => {
    expect(isPageChangeLocked(last, now)).toBe(locked);
  });
});
