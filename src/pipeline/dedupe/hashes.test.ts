import { describe, expect, it } from 'vitest';
import { normaliseArticleUrl, normaliseTitle, titleHash, urlHash } from './hashes.ts';

describe('normaliseArticleUrl', () => {
  it.each([
    ['https://www.Example.com/story/', 'https://example.com/story'],
    ['http://example.com/story#comments', 'https://example.com/story'],
    ['https://example.com/story?utm_source=rss&b=2&a=1', 'https://example.com/story?a=1&b=2'],
    ['https://example.com:443/story', 'https://example.com/story'],
    ['https://example.com', 'https://example.com/'],
  ])('%s → %s', (input, out) => {
    expect(normaliseArticleUrl(input)).toBe(out);
  });

  it('gives the same hash to the same story behind tracking and www variants', () => {
    expect(urlHash('https://www.example.com/a/?utm_medium=x')).toBe(urlHash('http://example.com/a'));
    expect(urlHash('https://example.com/a')).not.toBe(urlHash('https://example.com/b'));
  });
});

describe('normaliseTitle', () => {
  it('ignores case, punctuation and spacing', () => {
    expect(normaliseTitle('  Creators’ Fund: ₹100 Crore!! ')).toBe('creators fund 100 crore');
    expect(titleHash('Creators earn more')).toBe(titleHash('CREATORS — earn more!'));
    expect(titleHash('Creators earn more')).not.toBe(titleHash('Creators earn less'));
  });
});
