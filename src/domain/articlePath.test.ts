import { describe, expect, it } from 'vitest';
import { ARTICLE_SLUG_MAX_LENGTH, articleIdSlug, articlePath, articleSlug, parseArticleIdSlug } from './articlePath.ts';

const ID = '0b9c6a3e-4f1d-4c2b-9e8a-1f2d3c4b5a69';

describe('articleSlug', () => {
  it.each([
    ["Bengaluru's Reelstack raises ₹48 crore to help regional creators", 'bengalurus-reelstack-raises-48-crore-to-help-regional-creators'],
    ['ASCI: new rules for finfluencers (2026)', 'asci-new-rules-for-finfluencers-2026'],
    ['Café creators — São Paulo & Pune', 'cafe-creators-sao-paulo-pune'],
    ['  --  ', 'article'],
    ['₹ % !', 'article'],
    ['हिंदी क्रिएटर्स की कमाई', 'हिंदी-क्रिएटर्स-की-कमाई'],
  ])('%s → %s', (title, slug) => {
    expect(articleSlug(title)).toBe(slug);
  });

  it('cuts long titles at a word boundary', () => {
    const slug = articleSlug('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(ARTICLE_SLUG_MAX_LENGTH);
    expect(slug.endsWith('word')).toBe(true);
    expect(articleSlug('x'.repeat(200))).toHaveLength(ARTICLE_SLUG_MAX_LENGTH);
  });
});

describe('articlePath and parseArticleIdSlug', () => {
  it('builds the canonical path with a lower-case id and an encoded slug', () => {
    expect(articlePath({ id: ID.toUpperCase(), title: 'Hello Creators' })).toBe(`/articles/${ID}-hello-creators`);
    expect(articlePath({ id: ID, title: 'हिंदी' })).toBe(`/articles/${ID}-${encodeURIComponent('हिंदी')}`);
    expect(articleIdSlug({ id: ID, title: 'हिंदी' })).toBe(`${ID}-हिंदी`);
  });

  it.each([
    [`${ID}-hello-creators`, { id: ID, slug: 'hello-creators' }],
    [ID, { id: ID, slug: '' }],
    [`${ID.toUpperCase()}-x`, { id: ID, slug: 'x' }],
    [`${ID}-`, { id: ID, slug: '' }],
    ['not-a-uuid-hello', null],
    [`${ID.slice(0, -1)}-hello`, null],
    ['', null],
    [undefined, null],
  ])('%s → %o', (segment, expected) => {
    expect(parseArticleIdSlug(segment)).toEqual(expected);
  });
});
