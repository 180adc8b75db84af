import { describe, expect, it } from 'vitest';
import { assessIndiaRelevance, indiaBadgeFromStored, isIndianSource, isIndianSourceUrl } from './indiaRelevance.ts';

describe('assessIndiaRelevance (keywords 1, cities 2, Indian source 3; relevant at 2)', () => {
  it.each([
    ['Global creators meet in Paris', null, 0, false, null],
    ['Indian creators sign deals', null, 1, false, null],
    ['Indian creators earn in rupees', null, 2, true, 'India Related'],
    ['Creators in Mumbai', null, 2, true, 'Mumbai'],
    ['YouTube update', 'https://www.socialsamosa.com/x', 3, true, 'India Focus'],
    ['India rupee crore lakh', null, 4, true, 'India Focus'],
    ['India rupee crore', null, 3, true, 'India Related'],
    ['Bengaluru and Delhi agencies in India', null, 5, true, 'Bengaluru'],
  ])('%s (%s) → score %i', (text, source, score, relevant, badge) => {
    const r = assessIndiaRelevance(text, source);
    expect(r.score).toBe(score);
    expect(r.isRelevant).toBe(relevant);
    expect(r.badge?.label ?? null).toBe(badge);
  });

  it('recognises Indian outlets and .in domains', () => {
    expect(isIndianSourceUrl('https://brandequity.economictimes.indiatimes.com/news')).toBe(true);
    expect(isIndianSourceUrl('https://www.campaignindia.in/')).toBe(true);
    expect(isIndianSourceUrl('https://digiday.com/')).toBe(false);
    expect(isIndianSourceUrl('nonsense')).toBe(false);
  });

  it.each([
    // National dailies and business papers count as well as the trade press, by host or by the source's name.
    ['https://www.hindustantimes.com/business/x', null, true],
    ['https://www.business-standard.com/companies/x', null, true],
    ['https://www.thehindu.com/news/x', null, true],
    ['https://news.google.com/rss/articles/abc', 'The Economic Times', true],
    ['https://feedproxy.example/x', 'Mint - Companies', true],
    ['https://digiday.com/x', 'Digiday', false],
    [null, null, false],
  ])('isIndianSource(%s, %s) → %s', (url, name, expected) => {
    expect(isIndianSource(url, name)).toBe(expected);
  });

  it('scores an Indian source named by the feed 3, even when the link points elsewhere', () => {
    const text = 'YouTube update';
    const r = assessIndiaRelevance(text, 'https://news.google.com/x', isIndianSource('https://news.google.com/x', 'Hindustan Times'));
    expect(r).toMatchObject({ score: 3, isRelevant: true, isIndianSource: true });
  });

  it('reads Hindi India signals as whole words', () => {
    const r = assessIndiaRelevance('भारतीय क्रिएटर्स ने 500 करो\u0921\u093c रुपये कमाए');
    expect(r.keywords).toEqual(expect.arrayContaining(['भारतीय', 'रुपये', 'करो\u0921\u093c']));
    expect(r.isRelevant).toBe(true);
  });

  it.each([
    ['Bhuvan Bam and Prajakta Koli headline YouTube Fanfest', ['bhuvan bam', 'prajakta koli']],
    ['CCPA sends notices to finance accounts', ['ccpa']],
    ['Whoppl wins Kofluence pitch', ['kofluence', 'whoppl']],
  ])('counts Indian creators, studios, agencies and regulators as India keywords: %s', (text, expected) => {
    expect(assessIndiaRelevance(text).keywords).toEqual(expect.arrayContaining(expected));
  });
});

describe('indiaBadgeFromStored (city if matched; India Focus for an Indian source or score ≥ 4; else India Related)', () => {
  it.each([
    [{ isRelevant: true, score: 2, cities: ['mumbai'], isIndianSource: false }, 'city', 'Mumbai'],
    [{ isRelevant: true, score: 7, cities: ['new delhi', 'pune'], isIndianSource: true }, 'city', 'New Delhi'],
    [{ isRelevant: true, score: 3, cities: [], isIndianSource: true }, 'India Focus', 'India Focus'],
    [{ isRelevant: true, score: 4, cities: [], isIndianSource: false }, 'India Focus', 'India Focus'],
    [{ isRelevant: true, score: 3, cities: [], isIndianSource: false }, 'India Related', 'India Related'],
    [{ isRelevant: true, score: 2, cities: [], isIndianSource: false }, 'India Related', 'India Related'],
    [{ isRelevant: 'true', score: 2 }, 'India Related', 'India Related'],
    [{ isRelevant: false, score: 1, cities: ['pune'], isIndianSource: false }, null, null],
    [{ score: 9, cities: ['pune'] }, null, null],
    [null, null, null],
    ['true', null, null],
    [[], null, null],
  ])('%j → %s', (stored, kind, label) => {
    const badge = indiaBadgeFromStored(stored);
    expect(badge?.kind ?? null).toBe(kind);
    expect(badge?.label ?? null).toBe(label);
  });

  it('gives the stored verdict the same badge the pipeline computed', () => {
    for (const text of ['Creators in Mumbai and Pune', 'Indian creators earn in rupees and crore', 'A UPI story', 'Nothing local here']) {
      const verdict = assessIndiaRelevance(text, 'https://example.com/x');
      expect(indiaBadgeFromStored(JSON.parse(JSON.stringify(verdict)))).toEqual(verdict.badge);
    }
  });
});
