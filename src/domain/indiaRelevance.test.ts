import { describe, expect, it } from 'vitest';
import { assessIndiaRelevance, indiaBadgeFromStored, isIndianSourceUrl } from './indiaRelevance.ts';

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
