import { describe, expect, it } from 'vitest';
import { ARTICLE_REGIONS, DEFAULT_LIST_REGION, isStoredIndiaRelevant, matchesRegion, PERSONALISED_FEED_REGION } from './articleRegion.ts';

describe('regions', () => {
  it('offer all, indian and global; the list defaults to all, the personalised feed to indian', () => {
    expect(ARTICLE_REGIONS).toEqual(['all', 'indian', 'global']);
    expect(DEFAULT_LIST_REGION).toBe('all');
    expect(PERSONALISED_FEED_REGION).toBe('indian');
  });

  it.each([
    [{ isRelevant: true, score: 3 }, true],
    [{ isRelevant: 'true' }, true],
    [{ isRelevant: false, score: 1 }, false],
    [{ isRelevant: 'false' }, false],
    [{ score: 5 }, false],
    [{}, false],
    [null, false],
    [undefined, false],
    ['true', false],
    [[true], false],
  ])('stored %j is India-relevant: %s', (stored, expected) => {
    expect(isStoredIndiaRelevant(stored)).toBe(expected);
  });

  it.each([
    ['all', { isRelevant: true }, true],
    ['all', null, true],
    ['indian', { isRelevant: true }, true],
    ['indian', { isRelevant: false }, false],
    ['indian', null, false],
    ['global', { isRelevant: false }, true],
    ['global', null, true],
    ['global', { isRelevant: true }, false],
  ] as const)('region %s with %j matches: %s', (region, stored, expected) => {
    expect(matchesRegion(region, stored)).toBe(expected);
  });
});
