import { describe, expect, it } from 'vitest';
import { indexTerms, matchTerms } from './termMatching.ts';

describe('term matching', () => {
  it.each([
    ['Creators in Mumbai earn ₹48 crore', ['mumbai', '₹', 'crore', 'creator'], ['mumbai', '₹', 'crore']],
    ['Tier-2 cities and D2C brands', ['tier-2', 'd2c', 'tier'], ['tier-2', 'd2c']],
    ['The influencer marketing boom, says ASCI.', ['influencer marketing', 'asci', 'marketing boom says'], ['influencer marketing', 'asci', 'marketing boom says']],
    ['Indian creators', ['india'], []],
    ['New Delhi based agency', ['new delhi', 'delhi'], ['new delhi', 'delhi']],
  ])('%s', (text, terms, expected) => {
    expect(matchTerms(indexTerms(text), terms)).toEqual(expected);
  });
});
