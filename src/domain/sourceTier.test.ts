import { describe, expect, it } from 'vitest';
import { hasAuthorityStar, toSourceRating } from './sourceTier.ts';

describe('hasAuthorityStar (star at 90 or more)', () => {
  it.each([
    [0, false],
    [89, false],
    [90, true],
    [100, true],
  ])('authority %i → %s', (authorityScore, expected) => {
    expect(hasAuthorityStar({ authorityScore })).toBe(expected);
  });
});

describe('toSourceRating', () => {
  it.each([
    ['premium', 93, { tier: 'premium', authorityScore: 93 }],
    ['established', 0, { tier: 'established', authorityScore: 0 }],
    ['verified', 100, { tier: 'verified', authorityScore: 100 }],
    ['trusted', '76', { tier: 'trusted', authorityScore: 76 }],
    ['trusted', 101, null],
    ['trusted', -1, null],
    ['trusted', 75.5, null],
    ['gold', 80, null],
    [null, 80, null],
    ['premium', null, null],
  ])('%s / %s → %j', (tier, score, expected) => {
    expect(toSourceRating(tier, score)).toEqual(expected);
  });
});
