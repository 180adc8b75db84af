import { describe, expect, it } from 'vitest';
import { assembleSuggestedTerms, matchingTopics, phraseMatches, searchSuggestionsQuerySchema, typedText, type TermCandidate, type TypedText } from './searchSuggestions.ts';

const typed = (text: string): TypedText => typedText(text) as TypedText;
const candidate = (kind: TermCandidate['kind'], term: string, how: TermCandidate['how'] = 'prefix'): TermCandidate => ({ kind, term, label: term, docCount: 1, how });

describe('typedText', () => {
  it('normalises the typed text and keeps the word being typed apart', () => {
    expect(typedText('  Brand   DEA')).toEqual({ text: 'brand dea', head: 'brand', lastWord: 'dea', words: ['brand', 'dea'] });
    expect(typedText('Insta')).toEqual({ text: 'insta', head: '', lastWord: 'insta', words: ['insta'] });
  });

  it('is null below two characters or without a word', () => {
    expect(typedText('i')).toBeNull();
    expect(typedText('  ')).toBeNull();
    expect(typedText('!!')).toBeNull();
  });
});

describe('searchSuggestionsQuerySchema', () => {
  it('takes an optional q of at most 200 characters', () => {
    expect(searchSuggestionsQuerySchema.parse({})).toEqual({});
    expect(searchSuggestionsQuerySchema.parse({ q: 'insta' })).toEqual({ q: 'insta' });
    expect(searchSuggestionsQuerySchema.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('phraseMatches', () => {
  it.each([
    ['Instagram Reels', ['insta'], true],
    ['Instagram Reels', ['reel'], true],
    ['brand deal', ['brand', 'd'], true],
    ['brand deal', ['deal', 'brand'], true],
    ['brand deal', ['rand'], false],
    ['brand deal', ['brand', 'x'], false],
    ['anything', [], false],
  ])('%s with %j → %s', (phrase, words, expected) => {
    expect(phraseMatches(phrase, words)).toBe(expected);
  });
});

describe('matchingTopics', () => {
  it('finds categories by name, slug or keyword, never General', () => {
    expect(matchingTopics(['insta']).map((t) => t.slug)).toEqual(['platform-updates']);
    expect(matchingTopics(['regul']).map((t) => t.slug)).toEqual(['regulations-ethics']);
    expect(matchingTopics(['brand', 'd']).map((t) => t.slug)).toEqual(['brand-partnerships']);
    expect(matchingTopics(['digital', 'media'])).toEqual([]);
    expect(matchingTopics(['zzqx'])).toEqual([]);
  });
});

describe('assembleSuggestedTerms', () => {
  it('offers trending keywords first, then tags, then completions, each once and never the typed text', () => {
    const terms = assembleSuggestedTerms(
      typed('insta'),
      [candidate('word', 'instagram'), candidate('word', 'insta'), candidate('tag', 'instagram reels'), candidate('word', 'instant', 'close'), candidate('tag', 'instagram')],
      ['youtube shorts', 'instagram reels', 'insta live'],
    );
    // "instant" is close, but "insta" is being typed (known words start with it): no corrections.
    expect(terms).toEqual([
      { term: 'instagram reels', trending: true, correction: false },
      { term: 'insta live', trending: true, correction: false },
      { term: 'instagram', trending: false, correction: false },
    ]);
  });

  it('completes the last word after the words before it', () => {
    const terms = assembleSuggestedTerms(typed('brand dea'), [candidate('word', 'deals'), candidate('word', 'deal'), candidate('word', 'dean', 'close')], []);
    expect(terms.map((t) => t.term)).toEqual(['brand deals', 'brand deal']);
  });

  it('corrects the last word when no known word completes it', () => {
    const terms = assembleSuggestedTerms(typed('brand dael'), [candidate('word', 'dael'), candidate('word', 'deal', 'close'), candidate('word', 'deals', 'close')], []);
    expect(terms).toEqual([
      { term: 'brand deal', trending: false, correction: true },
      { term: 'brand deals', trending: false, correction: true },
    ]);
  });

  it('offers a trending keyword that matches the correction of a typo', () => {
    const terms = assembleSuggestedTerms(typed('instagrm'), [candidate('word', 'instagram', 'close')], ['instagram reels', 'youtube']);
    expect(terms).toEqual([
      { term: 'instagram reels', trending: true, correction: true },
      { term: 'instagram', trending: false, correction: true },
    ]);
  });

  it('stops at the limit', () => {
    const many = Array.from({ length: 10 }, (_, i) => candidate('word', `insta${i}`));
    expect(assembleSuggestedTerms(typed('insta'), many, [], 3)).toHaveLength(3);
  });
});
