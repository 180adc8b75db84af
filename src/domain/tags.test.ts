import { describe, expect, it } from 'vitest';
import { canonicalTag, canonicalTags, detectTags, TAGS_DETECTED_MAX } from './tags.ts';

describe('detectTags', () => {
  it.each([
    [[], 'YouTube Shorts creators get a new fund', ['YouTube', 'YouTube Shorts']],
    [['Creators', 'creators', 'Brands'], 'Instagram Reels update', ['Creators', 'Brands', 'Instagram', 'Reels']],
    [['A'.repeat(41)], 'ASCI disclosure rules', ['ASCI', 'Disclosure']],
    [[], 'Sensex closes higher', []],
    [[], 'Brand deals and brand deal rates', ['Brand Deals']],
  ])('%j + %s → %j', (cats, text, tags) => {
    expect(detectTags(cats, text)).toEqual(tags);
  });
  it('keeps at most 6, feed categories first', () => {
    const tags = detectTags(['One', 'Two', 'Three', 'Four', 'Five'], 'YouTube Instagram TikTok Moj');
    expect(tags).toHaveLength(TAGS_DETECTED_MAX);
    expect(tags.slice(0, 5)).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
    expect(tags[5]).toBe('YouTube');
  });
});

describe('canonicalTag (issue 9: one spelling, one case)', () => {
  it('gives a known topic our spelling whatever the case or spelling', () => {
    expect(canonicalTag('influencer marketing')).toBe('Influencer Marketing');
    expect(canonicalTag('INFLUENCER  MARKETING')).toBe('Influencer Marketing');
    expect(canonicalTag('monetization')).toBe('Monetisation');
    expect(canonicalTag('youtube')).toBe('YouTube');
    expect(canonicalTag('brand deal')).toBe('Brand Deals');
  });
  it('does not turn a cue into the topic it suggests', () => {
    expect(canonicalTag('raises')).toBe('Raises');
    expect(canonicalTag('report')).toBe('Report');
  });
  it('title-cases one-case tags, keeps short all-caps acronyms and mixed case as written', () => {
    expect(canonicalTag('creator jobs in india')).toBe('Creator Jobs in India');
    expect(canonicalTag('D2C')).toBe('D2C');
    expect(canonicalTag('CREATOR JOBS')).toBe('Creator Jobs');
    expect(canonicalTag('iPhone')).toBe('iPhone');
  });
  it('keeps each tag once, first spelling wins its place', () => {
    expect(canonicalTags(['creator economy', 'Creator Economy', 'CREATOR ECONOMY', 'Reels', 'reels'])).toEqual(['Creator Economy', 'Reels']);
  });
  it('detectTags stores the canonical spelling of feed categories', () => {
    expect(detectTags(['influencer marketing', 'Influencer Marketing'], '')).toEqual(['Influencer Marketing']);
  });
});
