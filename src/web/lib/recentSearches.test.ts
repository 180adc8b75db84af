import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_KEPT } from '../../domain/searchKeywords.ts';
import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_STORAGE_KEY } from './recentSearches.ts';

describe('recent searches', () => {
  it('use a product-specific storage key', () => {
    expect(RECENT_SEARCHES_STORAGE_KEY).toMatch(/^cei-/);
  });

  it('put the newest first and keep 5', () => {
    let list: string[] = [];
    for (const term of ['one', 'two', 'three', 'four', 'five']) list = addRecentSearch(list, term);
    expect(list).toEqual(['five', 'four', 'three', 'two', 'one']);
    expect(list).toHaveLength(RECENT_SEARCHES_KEPT);
    list = addRecentSearch(list, 'six'); // the 6th pushes the oldest out
    expect(list).toEqual(['six', 'five', 'four', 'three', 'two']);
  });

  it('keep a repeated search once, moved to the front, in its latest spelling', () => {
    expect(addRecentSearch(['reels', 'Brand Deals', 'moj'], '  brand   deals ')).toEqual(['brand deals', 'reels', 'moj']);
  });

  it('ignore blank terms', () => {
    expect(addRecentSearch(['reels'], '   ')).toEqual(['reels']);
  });

  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['["reels", 5, "", "REELS", "moj"]', ['reels', 'moj']],
    [JSON.stringify(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']), ['a1', 'a2', 'a3', 'a4', 'a5']],
  ])('parse stored %j as %j', (stored, expected) => {
    expect(parseRecentSearches(stored)).toEqual(expected);
  });
});
