import { describe, expect, it } from 'vitest';
import { DIGEST_READ_ALL_HREF, DIGEST_SIZE, digestSearchHref, firstWords, pickDigestArticles } from './homeDigest.ts';

describe('firstWords / digestSearchHref (§2: first three words of the title)', () => {
  it.each([
    ['Influencer marketing spend by Indian brands', 'Influencer marketing spend'],
    ['Two words', 'Two words'],
    ['One', 'One'],
    ['  spaced   out\ttitle here ', 'spaced out title'],
    ['Breaking: Meta launches creator fund', 'Breaking Meta launches'],
    ['"Quoted" headline – with dash', 'Quoted headline with'],
    ['- Leading dash means not', 'Leading dash means'],
    ["YouTube's new Shorts feature", "YouTube's new Shorts"],
    ['₹500 crore creator fund', '500 crore creator'],
    ['भारत के क्रिएटर्स नई', 'भारत के क्रिएटर्स'],
    ['— … !!', ''],
    ['', ''],
  ])('%j → %j', (title, expected) => {
    expect(firstWords(title)).toBe(expected);
  });

  it('links to the home search, encoded', () => {
    expect(digestSearchHref('Influencer marketing spend by Indian brands')).toBe('/?search=Influencer+marketing+spend');
    expect(digestSearchHref("Brands & creators' pay")).toBe('/?search=Brands+creators+pay');
    expect(digestSearchHref('…')).toBe('/');
  });

  it('Read All News opens the Industry Insights list', () => {
    expect(DIGEST_READ_ALL_HREF).toBe('/?category=industry-insights');
  });
});

describe('pickDigestArticles', () => {
  const a = (id: string) => ({ id });
  const industry = (n: number) => Array.from({ length: n }, (_, i) => a(`i${i}`));
  const latest = (n: number) => Array.from({ length: n }, (_, i) => a(`l${i}`));

  it('shows up to six, industry stories first', () => {
    expect(DIGEST_SIZE).toBe(6);
    expect(pickDigestArticles(industry(8), latest(12)).map((x) => x.id)).toEqual(['i0', 'i1', 'i2', 'i3', 'i4', 'i5']);
    expect(pickDigestArticles(industry(6), latest(12)).map((x) => x.id)).toEqual(['i0', 'i1', 'i2', 'i3', 'i4', 'i5']);
  });

  it('fills from the latest of any category when there are fewer than six, without repeats', () => {
    const latestWithOverlap = [a('i1'), a('l0'), a('i0'), a('l1'), a('l2'), a('l3')];
    expect(pickDigestArticles(industry(2), latestWithOverlap).map((x) => x.id)).toEqual(['i0', 'i1', 'l0', 'l1', 'l2', 'l3']);
    expect(pickDigestArticles(industry(5), latest(12)).map((x) => x.id)).toEqual(['i0', 'i1', 'i2', 'i3', 'i4', 'l0']);
    expect(pickDigestArticles([], latest(3)).map((x) => x.id)).toEqual(['l0', 'l1', 'l2']);
    expect(pickDigestArticles([], [])).toEqual([]);
  });
});
