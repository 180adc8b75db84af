import { describe, expect, it } from 'vitest';
import { CARD_SUMMARY_COLLAPSED_WORDS, cardSummary } from './cardSummary.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

describe('cardSummary (150 words collapsed, 400 expanded, toggle past 20 words)', () => {
  it.each([
    [CARD_SUMMARY_COLLAPSED_WORDS, false],
    [CARD_SUMMARY_COLLAPSED_WORDS + 1, true],
    [1, false],
  ])('%i words → expandable %s', (n, expandable) => {
    expect(cardSummary(words(n))?.expandable).toBe(expandable);
  });

  it.each([
    [150, 150, 150],
    [151, 150, 151],
    [400, 150, 400],
    [401, 150, 400],
  ])('%i words → collapsed %i, expanded %i words', (n, collapsed, expanded) => {
    const s = cardSummary(words(n));
    expect(s?.collapsed.replace(/…$/, '').split(' ')).toHaveLength(collapsed);
    expect(s?.expanded.replace(/…$/, '').split(' ')).toHaveLength(expanded);
  });

  it('reads HTML summaries as text and has nothing for an empty one', () => {
    expect(cardSummary('<p>Creators &amp; brands</p>')?.collapsed).toBe('Creators & brands');
    expect(cardSummary('')).toBeNull();
    expect(cardSummary('<p> </p>')).toBeNull();
    expect(cardSummary(null)).toBeNull();
  });
});
