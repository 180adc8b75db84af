import { describe, expect, it } from 'vitest';
import { detectTags, TAGS_DETECTED_MAX } from './tags.ts';

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
