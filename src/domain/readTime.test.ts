import { describe, expect, it } from 'vitest';
import { countWords, readTimeMinutes } from './readTime.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('readTimeMinutes (200 wpm, minimum 1)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [199, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [2000, 10],
  ])('%i words → %i min', (n, minutes) => {
    expect(readTimeMinutes(words(n))).toBe(minutes);
  });

  it('ignores HTML tags and handles null', () => {
    expect(countWords('<p>Hello <strong>creator</strong> world</p>')).toBe(3);
    expect(readTimeMinutes(null)).toBe(1);
  });

  it('counts the words of the text, not the markup around them', () => {
    const html = `<p class="lead">${words(200)}</p><img src="x.jpg" alt="">`;
    expect(readTimeMinutes(html)).toBe(1);
    expect(readTimeMinutes(`${html}<p>one more</p>`)).toBe(2);
  });
});
