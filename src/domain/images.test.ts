import { describe, expect, it } from 'vitest';
import { isUsableImageUrl, pickThumbnail } from './images.ts';

describe('isUsableImageUrl', () => {
  it.each([
    ['https://cdn.example.com/story/creator-800x450.jpg', true],
    ['http://cdn.example.com/a.png', true],
    ['https://example.com/images/placeholder.png', false],
    ['https://example.com/default.jpg', false],
    ['https://example.com/img/default-thumb.jpg', false],
    ['https://example.com/pixel.gif', false],
    ['https://example.com/1x1.gif', false],
    ['https://example.com/a.gif?width=1', false],
    ['https://example.com/track.gif', false],
    ['https://example.com/spacer.gif', false],
    ['ftp://example.com/a.jpg', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
    [null, false],
    ['https://example.com/defaulted-story.jpg', true],
  ])('%s → %s', (url, ok) => {
    expect(isUsableImageUrl(url)).toBe(ok);
  });
});

describe('pickThumbnail (prefer width ≥ 400)', () => {
  it('picks the smallest thumbnail at least 400 wide', () => {
    const best = pickThumbnail([
      { url: 'https://e.com/150.jpg', width: 150 },
      { url: 'https://e.com/1200.jpg', width: 1200 },
      { url: 'https://e.com/400.jpg', width: 400 },
      { url: 'https://e.com/399.jpg', width: 399 },
    ]);
    expect(best?.url).toBe('https://e.com/400.jpg');
  });
  it('falls back to the widest usable one, then to one without a width', () => {
    expect(pickThumbnail([{ url: 'https://e.com/150.jpg', width: 150 }, { url: 'https://e.com/399.jpg', width: 399 }])?.url).toBe('https://e.com/399.jpg');
    expect(pickThumbnail([{ url: 'https://e.com/a.jpg' }])?.url).toBe('https://e.com/a.jpg');
  });
  it('never picks placeholders or 1-pixel images', () => {
    expect(pickThumbnail([{ url: 'https://e.com/placeholder.png', width: 800 }, { url: 'https://e.com/x.gif', width: 1, height: 1 }])).toBeUndefined();
  });
});
