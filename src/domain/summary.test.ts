import { describe, expect, it } from 'vitest';
import { decodeLeftoverEntities, htmlToPlainText, truncateSummary } from './summary.ts';

const words = (n: number, last = '') => Array.from({ length: n }, (_, i) => `w${i}`).join(' ') + last;

describe('truncateSummary', () => {
  it('keeps text at or under the limit unchanged', () => {
    expect(truncateSummary(words(250))).toBe(words(250));
    expect(truncateSummary(words(10), )).toBe(words(10));
  });
  it('cuts at a sentence end when it falls beyond 70% of the limit', () => {
    // Sentence ends at word 180 (72% of 250) → cut there.
    const text = `${words(179)} end. ${words(100)}`;
    const out = truncateSummary(text, 250);
    expect(out.endsWith('end.')).toBe(true);
    expect(out.split(' ')).toHaveLength(180);
  });
  it('adds an ellipsis when the only sentence end is before 70%', () => {
    const text = `${words(100)} end. ${words(300)}`;
    const out = truncateSummary(text, 250);
    expect(out.endsWith('…')).toBe(true);
    expect(out.split(' ')).toHaveLength(250);
  });
  it('honours the short (150) and expanded (400) limits', () => {
    expect(truncateSummary(words(500), 150).split(' ')).toHaveLength(150);
    expect(truncateSummary(words(500), 400).split(' ')).toHaveLength(400);
  });
});

describe('htmlToPlainText', () => {
  it('strips tags, scripts and entities', () => {
    expect(htmlToPlainText('<p>A &amp; B</p><script>x()</script><p>C&nbsp;D &#8377;</p>')).toBe('A & B C D ₹');
  });

  it.each(['&toString;', '&valueOf;', '&constructor;'])('leaves %s as text: only entities the table names are decoded', (ref) => {
    expect(htmlToPlainText(`a ${ref} b`)).toBe(`a ${ref} b`);
  });
});

describe('decodeLeftoverEntities (issue 12: headlines encoded twice)', () => {
  it.each([
    ['Don&rsquo;t miss&hellip;', 'Don’t miss…'],
    ['Price &#x0024;5 &#8377;20', 'Price $5 ₹20'],
    ['AT&amp;T &ndash; creators', 'AT&T – creators'],
    ['a&nbsp;&nbsp;b', 'a b'],
    // Markup stays escaped: a title never gains a tag.
    ['Tips &lt;b&gt; and &#60;i&#x3e;', 'Tips &lt;b&gt; and &#60;i&#x3e;'],
    ['no entity & no change', 'no entity & no change'],
    ['&unknown; &toString;', '&unknown; &toString;'],
  ])('%j → %j', (text, expected) => {
    expect(decodeLeftoverEntities(text)).toBe(expected);
  });
});
