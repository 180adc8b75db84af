import { describe, expect, it } from 'vitest';
import { assessIndiaRelevance, isIndianSourceUrl } from './indiaRelevance.ts';

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
