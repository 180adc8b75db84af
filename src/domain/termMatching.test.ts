import { describe, expect, it } from 'vitest';
import { indexTerms, matchTerms, matchTermsInTextOrder, normaliseTerms } from './termMatching.ts';

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

  it.each([
    ['a term whose first word recurs', 'brand deals and brand safety', ['brand safety'], ['brand safety']],
    ['a term at the very end', 'talks with the creator economy', ['creator economy'], ['creator economy']],
    ['a term cut off by the end', 'the creator', ['creator economy'], []],
    ['outer hyphens', '-tier- cities', ['tier'], ['tier']],
  ])('%s', (_name, text, terms, expected) => {
    expect(matchTerms(indexTerms(text), terms)).toEqual(expected);
  });

  it('keeps spellings aligned when a term cannot be matched (too long or no words)', () => {
    const terms = ['one two three four', '!!', 'Mumbai'];
    expect(normaliseTerms(terms)).toEqual(['', '', 'mumbai']);
    expect(matchTerms(indexTerms('Creators in Mumbai'), terms)).toEqual(['Mumbai']);
  });

  it('orders matches by where they first occur', () => {
    expect(matchTermsInTextOrder(indexTerms('From Pune to New Delhi and Mumbai'), ['mumbai', 'new delhi', 'pune'])).toEqual(['pune', 'new delhi', 'mumbai']);
  });
});
