import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanTokens, splitWordRuns } from './wordScan.ts';

// The regular expressions the scanners replace: they must give exactly the same pieces.
const reference = {
  // eslint-disable-next-line no-misleading-character-class -- the joiners are listed one by one on purpose: they may sit inside a word
  split: (s: string) => [...s.matchAll(/[\p{L}\p{M}\p{N}₹-][\p{L}\p{M}\p{N}₹\u200c\u200d-]*/gu)].map((m) => m[0]),
  // eslint-disable-next-line no-misleading-character-class -- as above
  tokens: (s: string) => [...s.matchAll(/₹|[\p{L}][\p{L}\p{M}'’\u200c\u200d-]*|\d[\d,.]*/gu)].map((m) => m[0]),
};

// News-like text: ASCII words and punctuation, Indian scripts with combining marks, ₹, curly quotes, numbers with
// separators, accented letters, astral letters and digits (surrogate pairs), emoji, and lone surrogates.
const piece = fc.oneof(
  fc.constantFrom('Creators', "creator's", 'brand-deal', '-tier', 'tier-2-', 'd2c', 'Mumbai', 'CAFÉ', 'naïve', 'İstanbul', 'ß'),
  fc.constantFrom('₹', '₹3,900', '48.5', '1,20,000', '’s', "'", '’', '-', '--', ',', '.', ' ', '  ', '\n', '\t', '&', '#'),
  fc.constantFrom('हिन्दी', 'क्रिएटर', 'தமிழ்', 'తెలుగు', 'বাংলা', 'e\u0301', '\u0301x', '٣٤', '२०२६', 'Ⅻ', '½'),
  fc.constantFrom('क्\u200dष', 'ന്\u200d', '\u200c', '\u200d', 'ਪੰਜਾਬੀ', 'ગુજરાતી', 'ಕನ್ನಡ', 'മലയാളം', 'ଓଡ଼ିଆ', 'ड़', 'ड\u093c', '👨\u200d👩'),
  fc.constantFrom('𝐀𝐁', '𝟏𝟐', '𐐀𐐨', '😀', '🇮🇳', '\ud800', '\udc00', 'a\ud800b', '\udbff\udfff'),
  fc.string({ unit: 'binary', maxLength: 6 }),
);
const text = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));

/** The scanner gives what its regular expression gives, on news-like text and on any string at all. */
function agreesWithReference(scan: (s: string) => string[], ref: (s: string) => string[]): void {
  for (const [arbitrary, numRuns] of [[text, 3000], [fc.string({ unit: 'binary' }), 2000]] as const) {
    fc.assert(
      fc.property(arbitrary, (s) => {
        expect(scan(s)).toEqual(ref(s));
      }),
      { numRuns },
    );
  }
}

describe('splitWordRuns', () => {
  it('equals the matches of /[\\p{L}\\p{M}\\p{N}₹-][\\p{L}\\p{M}\\p{N}₹\\u200c\\u200d-]*/gu, on any text', () => {
    agreesWithReference(splitWordRuns, reference.split);
    // 5,000 generated texts: allow for a loaded machine.
  }, 30_000);

  it.each([
    ['Tier-2 creators earn ₹48 crore', ['Tier-2', 'creators', 'earn', '₹48', 'crore']],
    ['', []],
    ['  ,, ', []],
    // Vowel signs and the virama are marks: they belong to the word, so an Indic word stays whole.
    ['हिन्दी creators', ['हिन्दी', 'creators']],
    ['क्रिएटर इकॉनमी', ['क्रिएटर', 'इकॉनमी']],
    ['தமிழ் யூடியூபர்', ['தமிழ்', 'யூடியூபர்']],
    // Joiners stay inside a word, never start one.
    ['ക്\u200cക \u200dx', ['ക്\u200cക', 'x']],
  ])('%j', (s, words) => expect(splitWordRuns(s)).toEqual(words));
});

describe('scanTokens', () => {
  it('equals the matches of /₹|[\\p{L}][\\p{L}\\p{M}’\\u200c\\u200d-]*|\\d[\\d,.]*/gu, on any text', () => {
    agreesWithReference(scanTokens, reference.tokens);
  });

  it.each([
    ["YouTube's ₹3,900-crore fund", ["YouTube's", '₹', '3,900', '-crore'.slice(1), 'fund']],
    ['d2c', ['d', '2', 'c']],
    ['\u0301x', ['x']],
    // The classifier's tokens: an Indic word is one token, never split at a vowel sign, virama or joiner (issue 12).
    ['हिन्दी इन्फ्लुएंसर मार्केटिंग', ['हिन्दी', 'इन्फ्लुएंसर', 'मार्केटिंग']],
    ['क्\u200dष ന്\u200d ক্রিয়েটর', ['क्\u200dष', 'ന്\u200d', 'ক্রিয়েটর']],
  ])('%j', (s, tokens) => expect(scanTokens(s)).toEqual(tokens));
});
