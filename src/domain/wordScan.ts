/**
 * Hand-written scanners for the two word splits every ingested article goes through several times (term matching
 * and the classifier's tokens). They return exactly what the Unicode regular expressions they replace return
 * (property-tested against them in wordScan.test.ts), but decide ASCII characters by char code: V8's `\p{L}`
 * matching was a third of the classify time. Non-ASCII characters are still classified by those regular
 * expressions, one code point at a time, with the answer cached.
 */
import { boundedMemo } from './boundedMemo.ts';

const LETTER = 1;
const NUMBER = 2;
const MARK = 4;
const IS_LETTER = /^\p{L}$/u;
const IS_NUMBER = /^\p{N}$/u;
const IS_MARK = /^\p{M}$/u;

/** Letter / number / mark bits of a non-ASCII code point (memoised: articles reuse few of them). */
const unicodeClass = boundedMemo(65_536, (cp: number): number => {
  const ch = String.fromCodePoint(cp);
  return (IS_LETTER.test(ch) ? LETTER : 0) | (IS_NUMBER.test(ch) ? NUMBER : 0) | (IS_MARK.test(ch) ? MARK : 0);
});

/** The code point at i, as the `u` flag reads it: a surrogate pair is one code point, a lone surrogate itself. */
function codePointAt(s: string, i: number): number {
  return s.codePointAt(i) as number;
}

const width = (cp: number) => (cp > 0xffff ? 2 : 1);
const isAsciiLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isDigit = (c: number) => c >= 48 && c <= 57;
const RUPEE = 0x20b9;
const HYPHEN = 45;
const APOSTROPHE = 39;
const RIGHT_QUOTE = 0x2019;
const ZWNJ = 0x200c;
const ZWJ = 0x200d;

/**
 * The matches of `/[\p{L}\p{M}\p{N}₹-][\p{L}\p{M}\p{N}₹\u200c\u200d-]*\/gu`: maximal runs of letters, combining
 * marks, numbers, "₹" and "-", where a zero-width (non-)joiner inside a run stays in it. Marks belong to the word
 * because Indic scripts write vowel signs and the virama as marks ("हिन्दी" is ह ि न ् द ी), and the joiners
 * shape conjuncts inside Devanagari and Malayalam words; split at either, a Hindi word fell apart into letters.
 */
export function splitWordRuns(s: string): string[] {
  const out: string[] = [];
  let start = -1;
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    let w = 1;
    let inWord: boolean;
    if (c < 128) inWord = isAsciiLetter(c) || isDigit(c) || c === HYPHEN;
    else if (c === RUPEE) inWord = true;
    else if (c === ZWNJ || c === ZWJ) inWord = start >= 0;
    else {
      const cp = codePointAt(s, i);
      w = width(cp);
      inWord = (unicodeClass(cp) & (LETTER | NUMBER | MARK)) !== 0;
    }
    if (inWord) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      out.push(s.slice(start, i));
      start = -1;
    }
    i += w;
  }
  if (start >= 0) out.push(s.slice(start));
  return out;
}

/** Width of a letter at i (0 when there is none), and of a letter or mark. */
function letterWidth(s: string, i: number, c: number, orMark: boolean): number {
  if (c < 128) return isAsciiLetter(c) ? 1 : 0;
  const cp = codePointAt(s, i);
  return (unicodeClass(cp) & (orMark ? LETTER | MARK : LETTER)) !== 0 ? width(cp) : 0;
}

/**
 * The matches, in order, of the global Unicode regular expression `₹|[\p{L}][\p{L}\p{M}'’\u200c\u200d-]*|\d[\d,.]*`
 * in `s`: as in splitWordRuns, vowel signs, viramas and the zero-width (non-)joiners stay inside an Indic word.
 */
export function scanTokens(s: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c === RUPEE) {
      out.push('₹');
      i++;
      continue;
    }
    if (isDigit(c)) {
      let j = i + 1;
      for (let d = s.charCodeAt(j); isDigit(d) || d === 44 || d === 46; d = s.charCodeAt(++j));
      out.push(s.slice(i, j));
      i = j;
      continue;
    }
    const lw = letterWidth(s, i, c, false);
    if (lw > 0) {
      let j = i + lw;
      while (j < s.length) {
        const d = s.charCodeAt(j);
        if (d === APOSTROPHE || d === RIGHT_QUOTE || d === HYPHEN || d === ZWNJ || d === ZWJ) {
          j++;
          continue;
        }
        const mw = letterWidth(s, j, d, true);
        if (mw === 0) break;
        j += mw;
      }
      out.push(s.slice(i, j));
      i = j;
      continue;
    }
    // Not a token start: step over one code point (never into the middle of a surrogate pair).
    i += c >= 0xd800 && c <= 0xdbff ? width(codePointAt(s, i)) : 1;
  }
  return out;
}
