import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexTerms, matchTerms, matchTermsInTextOrder, normaliseTerms, TermLists } from './termMatching.ts';

describe('term matching', () => {
  it.each([
    ['Creators in Mumbai earn ₹48 crore', ['mumbai', '₹', 'crore', 'creator'], ['mumbai', '₹', 'crore']],
    ['Tier-2 cities and D2C brands', ['tier-2', 'd2c', 'tier'], ['tier-2', 'd2c']],
    ['The influencer marketing boom, says ASCI.', ['influencer marketing', 'asci', 'marketing boom says'], ['influencer marketing', 'asci', 'marketing boom says']],
    ['Indian creators', ['india'], []],
    ['New Delhi based agency', ['new delhi', 'delhi'], ['new delhi', 'delhi']],
    // Indic words keep their vowel signs and viramas, so Hindi and Tamil terms match whole words only.
    ['मुंबई के क्रिएटर ने ब्रांड डील साइन की', ['क्रिएटर', 'ब्रांड डील', 'क्र', 'मुंबई'], ['क्रिएटर', 'ब्रांड डील', 'मुंबई']],
    ['हिन्दी यूट्यूबर्स की कमाई', ['यूट्यूबर', 'हिन्दी'], ['हिन्दी']],
    ['தமிழ் யூடியூபர் சேனல்', ['தமிழ்', 'சேனல்', 'த'], ['தமிழ்', 'சேனல்']],
    // Issue 12: a word with a nukta matches whichever way either side encodes it (precomposed U+095E or फ + ़).
    ['इन्फ्लुएंसर के \u095eॉलोअर्स बढ़े', ['इन्फ्लुएंसर', '\u092b\u093cॉलोअर्स', 'फ'], ['इन्फ्लुएंसर', '\u092b\u093cॉलोअर्स']],
    ['इन्फ्लुएंसर के \u092b\u093cॉलोअर्स', ['\u095eॉलोअर्स'], ['\u095eॉलोअर्स']],
    // A joiner inside a conjunct keeps the word whole; the word without the joiner is another spelling.
    ['क्\u200dष कंटेंट क्रिएटर', ['क्\u200dष', 'क', 'कंटेंट क्रिएटर'], ['क्\u200dष', 'कंटेंट क्रिएटर']],
    ['বাংলা ক্রিয়েটর ও ইউটিউবার', ['ক্রিয়েটর', 'ক্র'], ['ক্রিয়েটর']],
  ])('%s', (text, terms, expected) => {
    expect(matchTerms(indexTerms(text), terms)).toEqual(expected);
  });

  it.each([
    ['a term whose first word recurs', 'brand deals and brand safety', ['brand safety'], ['brand safety']],
    ['a term at the very end', 'talks with the creator economy', ['creator economy'], ['creator economy']],
    ['a term cut off by the end', 'the creator', ['creator economy'], []],
    ['outer hyphens', '-tier- cities', ['tier'], ['tier']],
  ])('%s', (_name, text, terms, expected) => {
    expect(matchTerms(indexTerms(text), terms)).toEqual(expected);
  });

  it('keeps spellings aligned when a term cannot be matched (too long or no words)', () => {
    const terms = ['one two three four', '!!', 'Mumbai'];
    expect(normaliseTerms(terms)).toEqual(['', '', 'mumbai']);
    expect(matchTerms(indexTerms('Creators in Mumbai'), terms)).toEqual(['Mumbai']);
  });

  it('orders matches by where they first occur', () => {
    expect(matchTermsInTextOrder(indexTerms('From Pune to New Delhi and Mumbai'), ['mumbai', 'new delhi', 'pune'])).toEqual(['pune', 'new delhi', 'mumbai']);
  });
});

describe('TermLists', () => {
  const lists = [
    ['creator', 'brand deal', 'brand safety', 'bhuvan bam', 'ceo', 'tier-2', '₹'],
    ['brand', 'deal', 'brand deal', 'mumbai', 'new delhi', 'delhi'],
    [],
    ['a b c', 'b c', 'c', 'one two three four'],
  ];
  const compiled = new TermLists(lists);

  it.each([
    ['Bhuvan Bam signs a brand deal in New Delhi for ₹5 crore', [3, 5, 0, 0]],
    ['Brand safety and brand deals, says the CEO in a tier-2 city', [3, 1, 0, 0]],
    ['a b c b c c', [0, 0, 0, 3]],
    ['', [0, 0, 0, 0]],
  ])('counts per list what matchTerms finds: %s', (text, counts) => {
    expect(compiled.count(indexTerms(text))).toEqual(counts);
  });

  it('agrees with matchTerms on any text built from the terms\' words', () => {
    const vocabulary = ['creator', 'brand', 'deal', 'safety', 'bhuvan', 'bam', 'ceo', 'tier-2', '₹', 'mumbai', 'new', 'delhi', 'a', 'b', 'c', 'one', 'two', 'x', 'the'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...vocabulary), { maxLength: 30 }), (ws) => {
        const index = indexTerms(ws.join(' '));
        expect(compiled.count(index)).toEqual(lists.map((terms) => matchTerms(index, terms).length));
        expect(compiled.matches(index)).toEqual(lists.map((terms) => matchTerms(index, terms)));
      }),
    );
  });
});

