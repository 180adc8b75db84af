import { describe, expect, it } from 'vitest';
import { INDIAN_OUTLETS, isIndianOutletHost, isIndianOutletName } from './indianOutlets.ts';

describe('isIndianOutletHost', () => {
  it.each([
    // Trade press.
    ['www.afaqs.com', true],
    ['www.exchange4media.com', true],
    ['brandequity.economictimes.indiatimes.com', true],
    ['www.storyboard18.com', true],
    // National dailies and business papers.
    ['timesofindia.indiatimes.com', true],
    ['www.hindustantimes.com', true],
    ['www.thehindu.com', true],
    ['indianexpress.com', true],
    ['www.business-standard.com', true],
    ['www.financialexpress.com', true],
    ['www.livemint.com', true],
    ['www.moneycontrol.com', true],
    // Regional-language dailies.
    ['www.bhaskar.com', true],
    ['www.manoramaonline.com', true],
    // Not Indian, or only looking like a known host.
    ['digiday.com', false],
    ['www.theverge.com', false],
    ['tubefilter.com', false],
    ['notthehindu.com', false],
    ['thehindu.com.evil.example', false],
  ])('%s → %s', (host, expected) => {
    expect(isIndianOutletHost(host)).toBe(expected);
  });
});

describe('isIndianOutletName', () => {
  it.each([
    ['The Economic Times', true],
    ['Economic Times: Tech', true],
    ['ET BrandEquity', true],
    ['Mint - Companies', true],
    ['livemint', true],
    ['The Hindu', true],
    ['The Hindu BusinessLine', true],
    ['Indian Express', true],
    ['Business Standard — Markets', true],
    ['Social Samosa', true],
    ['exchange4media', true],
    ['Dainik Bhaskar', true],
    ['The Week', true],
    // A one-word outlet name after "The" must be the whole name; unknown and foreign outlets are not Indian.
    ['Week in Review', false],
    ['Print Monthly', false],
    ['Hindustan Unilever newsroom', false],
    ['Digiday', false],
    ['The Verge', false],
    ['Tubefilter', false],
    ['Social Media Today', false],
    ['', false],
    [null, false],
  ])('%s → %s', (name, expected) => {
    expect(isIndianOutletName(name)).toBe(expected);
  });

  it('lists every outlet with at least one name and one host', () => {
    for (const o of INDIAN_OUTLETS) {
      expect(o.names.length).toBeGreaterThan(0);
      expect(o.hosts.length).toBeGreaterThan(0);
      for (const h of o.hosts) expect(h).toMatch(/^[a-z0-9.-]+\.[a-z]{2,}$/);
    }
  });
});
