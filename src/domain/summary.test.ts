import { describe, expect, it } from 'vitest';
import { htmlToPlainText, truncateSummary } from './summary.ts';

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
});
