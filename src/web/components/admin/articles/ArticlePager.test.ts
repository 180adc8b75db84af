/** §9: pagination shows at most five page buttons, a window around the current page kept inside the range. */
import { describe, expect, it } from 'vitest';
import { pageButtons } from './ArticlePager.tsx';

describe('pageButtons', () => {
  it('shows every page up to five', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('centres a five-page window on the current page, shifted at the ends', () => {
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageButtons(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageButtons(19, 20)).toEqual([16, 17, 18, 19, 20]);
  });
});
