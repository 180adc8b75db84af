import { describe, expect, it } from 'vitest';
import {
  CLOSE_TERM_MIN_SIMILARITY,
  CLOSE_TERMS_PER_WORD,
  closeTermsFor,
  CORRECTION_MIN_LENGTH,
  DID_YOU_MEAN_MIN_SIMILARITY,
  didYouMeanText,
  expandedTsqueryText,
  hasSearchOperators,
  isPlainSearch,
  MAX_EXPANDED_WORDS,
  PREFIX_MIN_LENGTH,
  searchWords,
  titleWordPatterns,
  withLookup,
  wordsToLookUp,
  type WordExpansion,
} from './searchExpansion.ts';

const unknown = (word: string, close: [string, number][] = []): WordExpansion => ({ word, known: false, close: close.map(([term, similarity]) => ({ term, similarity })) });
const known = (word: string): WordExpansion => ({ word, known: true, close: [] });

describe('the expansion rules', () => {
  it('prefix from 3 characters, corrections from 4, stricter to search than to offer', () => {
    expect([PREFIX_MIN_LENGTH, CORRECTION_MIN_LENGTH]).toEqual([3, 4]);
    expect(CLOSE_TERM_MIN_SIMILARITY).toBeGreaterThan(DID_YOU_MEAN_MIN_SIMILARITY);
    expect(CLOSE_TERMS_PER_WORD).toBeGreaterThanOrEqual(1);
  });
});

describe('hasSearchOperators', () => {
  it.each([
    ['"brand deals"', true],
    ['“brand deals”', true],
    ['instagram -youtube', true],
    ['-youtube', true],
    ['reels or shorts', true],
    ['reels OR shorts', true],
    ['instagram', false],
    ['e-commerce creators', false],
    ['t-series', false],
    ['orange creators', false],
    ['creators for brands', false],
  ])('%s → %s', (search, expected) => {
    expect(hasSearchOperators(search)).toBe(expected);
  });
});

describe('isPlainSearch', () => {
  it.each([
    ['instagram reels', true],
    ["creator's brand deals, india!", true],
    ['हिंदी क्रिएटर', true],
    ['', true],
    ['exchange4media.com', false],
    ['e-commerce', false],
    ['hello@example.com', false],
    ['c++', false],
  ])('%s → %s', (search, expected) => {
    expect(isPlainSearch(search)).toBe(expected);
  });
});

describe('searchWords', () => {
  it.each([
    ['Instagram', ['instagram']],
    ['  Insta   Reels ', ['insta', 'reels']],
    ["Instagram's e-commerce", ['instagram', 's', 'e', 'commerce']],
    ['reels, Reels! REELS', ['reels']],
    ['exchange4media 2024', ['exchange4media', '2024']],
    ['हिंदी क्रिएटर', ['हिंदी', 'क्रिएटर']],
    ['Café', ['café']],
    ['%_\\\'"', []],
    ['', []],
  ])('%j → %j', (search, words) => {
    expect(searchWords(search)).toEqual(words);
  });
});

describe('wordsToLookUp and withLookup', () => {
  it('looks up only words that could be corrected, at most MAX_EXPANDED_WORDS', () => {
    expect(wordsToLookUp(['ai', 'yt', 'reel', 'instagrm'])).toEqual(['reel', 'instagrm']);
    expect(wordsToLookUp(['x'.repeat(41), 'youtub'])).toEqual(['youtub']);
    const many = Array.from({ length: MAX_EXPANDED_WORDS + 3 }, (_, i) => `word${i}`);
    expect(wordsToLookUp(many)).toEqual(many.slice(0, MAX_EXPANDED_WORDS));
  });

  it('keeps every word in order; one not looked up counts as known (never corrected)', () => {
    const found = [unknown('instagrm', [['instagram', 0.58]])];
    expect(withLookup(['ai', 'instagrm'], found)).toEqual([known('ai'), found[0]]);
  });
});

describe('closeTermsFor', () => {
  it('uses the top few close terms above the threshold, none for a known word', () => {
    const e = unknown('instagrm', [
      ['instagram', 0.58],
      ['instagrammers', 0.45],
      ['insta', 0.41],
      ['instant', 0.4],
      ['install', 0.35],
    ]);
    expect(closeTermsFor(e)).toEqual(['instagram', 'instagrammers', 'insta'].slice(0, CLOSE_TERMS_PER_WORD));
    expect(closeTermsFor(unknown('reals', [['reels', 0.33]]))).toEqual([]);
    expect(closeTermsFor({ ...e, known: true })).toEqual([]);
    // A word that starts a known word is being typed, not misspelt.
    expect(closeTermsFor({ ...unknown('sharech', [['share', 0.56]]), completes: true })).toEqual([]);
  });
});

describe('expandedTsqueryText', () => {
  it('matches a word by prefix from 3 characters, whole below', () => {
    expect(expandedTsqueryText([unknown('insta', [['instagram', 0.45]])])).toBe("('insta':* | 'instagram')");
    expect(expandedTsqueryText([known('ai'), known('reels')])).toBe("'ai' & 'reels':*");
  });

  it('ORs close terms into the word and ANDs the words', () => {
    expect(expandedTsqueryText([unknown('instagrm', [['instagram', 0.58]]), known('reels')])).toBe("('instagrm':* | 'instagram') & 'reels':*");
  });

  it('quotes every operand, so a term can never be query syntax', () => {
    expect(expandedTsqueryText([unknown("it's", [["o'reilly\\", 0.9]])])).toBe("('it''s':* | 'o''reilly\\\\')");
  });

  it('is null without words', () => {
    expect(expandedTsqueryText([])).toBeNull();
  });
});

describe('didYouMeanText', () => {
  it('replaces each unknown word by its closest term from the lower threshold', () => {
    expect(didYouMeanText([unknown('instagrm', [['instagram', 0.58], ['insta', 0.41]])])).toBe('instagram');
    expect(didYouMeanText([unknown('reals', [['reels', 0.33]]), known('creators')])).toBe('reels creators');
  });

  it('is null when nothing would change', () => {
    expect(didYouMeanText([known('instagram')])).toBeNull();
    expect(didYouMeanText([unknown('zzqx', [['zzz', 0.2]])])).toBeNull();
    expect(didYouMeanText([])).toBeNull();
  });
});

describe('titleWordPatterns', () => {
  it('asks every word to start a word of the title, or one of its close terms to', () => {
    expect(titleWordPatterns([unknown('instagrm', [['instagram', 0.58]]), known('reels')])).toEqual(['\\m(instagrm|instagram)', '\\m(reels)']);
    expect(titleWordPatterns([known('ai'), known('tools')])).toEqual(['\\m(ai)', '\\m(tools)']);
  });

  it('is null without a word of three characters (the trigram index needs them)', () => {
    expect(titleWordPatterns([known('ai')])).toBeNull();
    expect(titleWordPatterns([])).toBeNull();
  });
});
