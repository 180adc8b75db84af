import { describe, expect, it } from 'vitest';
import {
  isSafeKeyword,
  normaliseKeyword,
  RECENT_SEARCHES_KEPT,
  RECENT_SEARCHES_SHOWN,
  SEARCH_DEBOUNCE_MS,
  SEARCH_KEYWORD_MAX_LENGTH,
  SEARCH_KEYWORD_MIN_LENGTH,
  SEARCH_KEYWORD_RATE_LIMIT,
  SEARCH_KEYWORD_RATE_WINDOW_MS,
  searchKeywordInputSchema,
  toRecordableKeyword,
} from './searchKeywords.ts';

const parse = (term: unknown) => searchKeywordInputSchema.safeParse({ term });

describe('search constants (public-site §9)', () => {
  it('match the spec and the brief', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(RECENT_SEARCHES_KEPT).toBe(5);
    expect(RECENT_SEARCHES_SHOWN).toBeGreaterThanOrEqual(3);
    expect(RECENT_SEARCHES_SHOWN).toBeLessThanOrEqual(4);
    expect([SEARCH_KEYWORD_MIN_LENGTH, SEARCH_KEYWORD_MAX_LENGTH]).toEqual([2, 100]);
    expect([SEARCH_KEYWORD_RATE_LIMIT, SEARCH_KEYWORD_RATE_WINDOW_MS]).toEqual([30, 60_000]);
  });
});

describe('normaliseKeyword', () => {
  it.each([
    ['  Creator   Economy ', 'creator economy'],
    ['YOUTUBE\tShorts\n', 'youtube shorts'],
    ['ＵＰＩ', 'upi'], // full-width letters fold to ASCII (NFKC)
    ['हिंदी क्रिएटर', 'हिंदी क्रिएटर'],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseKeyword(raw)).toBe(expected);
  });
});

describe('searchKeywordInputSchema', () => {
  it.each([
    ['ab', 'ab'], // exactly the minimum
    ['  ab  ', 'ab'], // minimum after trimming
    ['x'.repeat(SEARCH_KEYWORD_MAX_LENGTH), 'x'.repeat(SEARCH_KEYWORD_MAX_LENGTH)], // exactly the maximum
    [`  ${'x'.repeat(SEARCH_KEYWORD_MAX_LENGTH)}  `, 'x'.repeat(SEARCH_KEYWORD_MAX_LENGTH)], // maximum after trimming
    ['Brand Deals', 'brand deals'],
    ['tier-2 creators', 'tier-2 creators'],
    ['₹500 crore', '₹500 crore'],
    ['regulations & ethics', 'regulations & ethics'],
    ['what is asci?', 'what is asci?'],
    ['🙂🙂', '🙂🙂'], // two characters, four UTF-16 units
    ['description', 'description'], // contains "script" inside a word: fine
    ['online creators', 'online creators'], // "on" + letters but no "="
    ['youtube script writing', 'youtube script writing'], // the word alone is harmless: output is escaped
    // Indic words whole (issue 12): vowel signs, viramas and a joiner inside a conjunct are part of the word.
    ['इन्फ्लुएंसर', 'इन्फ्लुएंसर'],
    ['हिन्दी क्रिएटर्स', 'हिन्दी क्रिएटर्स'],
    ['क्\u200dष कंटेंट', 'क्\u200dष कंटेंट'],
    ['അവന്\u200d', 'അവന്\u200d'],
  ])('accepts %j as %j', (term, keyword) => {
    const r = parse(term);
    expect(r.success).toBe(true);
    expect(r.data?.term).toBe(keyword);
  });

  it.each([
    ['', 'at least'],
    ['   ', 'at least'],
    ['a', 'at least'], // one below the minimum
    [' a ', 'at least'],
    ['🙂', 'at least'], // one character even though two UTF-16 units
    ['x'.repeat(SEARCH_KEYWORD_MAX_LENGTH + 1), 'at most'], // one above the maximum
    ['x'.repeat(1000), 'at most'],
    ['<script>alert(1)</script>', 'plain words'],
    ['<b>creators</b>', 'plain words'],
    ['javascript:alert(1)', 'plain words'],
    ['JavaScript : void(0)', 'plain words'],
    ['vbscript:msgbox', 'plain words'],
    ['data:text/html,hi', 'plain words'],
    ['https://evil.example', 'plain words'],
    ['ftp://files', 'plain words'],
    ['img onerror=alert(1)', 'plain words'],
    ['< script src=x', 'plain words'],
    ['&#60;b&#62;', 'plain words'],
    ['%3Cscript%3E', 'plain words'],
    ['creators\u0000', 'plain words'],
    ['zero\u200bwidth', 'plain words'],
    ['\u200dcreators', 'plain words'], // a joiner outside a word is an invisible break, not part of one
    ['creator \u200d economy', 'plain words'],
  ])('rejects %j (%s)', (term, message) => {
    const r = parse(term);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toContain(message);
  });

  it.each([[42], [null], [undefined], [['a', 'b']], [{ term: 'x' }]])('rejects a non-string term %j', (term) => {
    expect(parse(term).success).toBe(false);
  });
});

describe('toRecordableKeyword and isSafeKeyword', () => {
  it('agree with the schema', () => {
    expect(toRecordableKeyword('  Reels  Payouts ')).toBe('reels payouts');
    expect(toRecordableKeyword('a')).toBeNull();
    expect(toRecordableKeyword('javascript:alert(1)')).toBeNull();
    expect(isSafeKeyword('creator economy')).toBe(true);
    expect(isSafeKeyword('a > b')).toBe(false);
  });
});
