import { describe, expect, it } from 'vitest';
import { changePercent, compare, MARKET_THEMES, platformsMentioned, PLATFORMS, sqlWordPattern, trendOf, widgetSummary } from './livePlatformData.ts';

describe('changePercent', () => {
  it.each([
    [5, 0, null],
    [0, 0, null],
    [0, 1, -100],
    [1, 1, 0],
    [2, 1, 100],
    [3, 2, 50],
    [1, 3, -67],
    [2, 3, -33],
    // 1 in 200 is 0.5 %, which rounds up to 1 %.
    [201, 200, 1],
  ])('%i against %i → %s', (current, previous, expected) => {
    expect(changePercent(current, previous)).toBe(expected);
  });
});

describe('trendOf', () => {
  it.each([
    [0, 0, 'flat'],
    [1, 0, 'new'],
    [0, 1, 'down'],
    [2, 2, 'flat'],
    [3, 2, 'up'],
    [1, 2, 'down'],
  ])('%i against %i → %s', (current, previous, trend) => {
    expect(trendOf(current, previous)).toBe(trend);
  });

  it('compare bundles both', () => {
    expect(compare(3, 2)).toEqual({ current: 3, previous: 2, changePercent: 50, trend: 'up' });
  });
});

describe('platformsMentioned', () => {
  it.each([
    [{ title: 'YouTube expands Shorts remix earnings' }, ['YouTube']],
    [{ title: 'Creators leave Instagram Reels for YouTube' }, ['Instagram', 'YouTube']],
    [{ title: 'New rules for creators', summary: 'Applies on LinkedIn and on YouTube.' }, ['YouTube', 'LinkedIn']],
    [{ title: 'Creator fund grows', tags: ['ShareChat'] }, ['ShareChat']],
    [{ title: 'Headline on twitter', summary: 'x' }, ['X']],
    [{ title: 'Brand deals rise for creators', summary: 'No platform named here.' }, []],
    // Whole words only: "youtubers" is YouTube, "metadata" is not Meta, "mojito" is not Moj.
    [{ title: 'Top youtubers share their metadata tricks over a mojito' }, ['YouTube']],
  ])('%o → %o', (story, expected) => {
    expect(platformsMentioned(story)).toEqual(expected);
  });

  it('every platform term is lower-case and unique', () => {
    const terms = PLATFORMS.flatMap((p) => p.terms);
    expect(terms.every((t) => t === t.toLowerCase())).toBe(true);
    expect(new Set(terms).size).toBe(terms.length);
  });
});

describe('sqlWordPattern', () => {
  it('escapes terms and lets a space match any run of spaces', () => {
    expect(sqlWordPattern(['brand deal', 'x.com'])).toBe('\\m(brand\\s+deal|x\\.com)\\M');
  });

  it('has a pattern for every market theme', () => {
    for (const theme of MARKET_THEMES) expect(sqlWordPattern(theme.terms)).toMatch(/^\\m\(.+\)\\M$/);
  });
});

describe('widgetSummary', () => {
  it('keeps short text, trims whitespace and returns null for nothing', () => {
    expect(widgetSummary('  Short   text. ')).toBe('Short text.');
    expect(widgetSummary('')).toBeNull();
    expect(widgetSummary(null)).toBeNull();
  });

  it('cuts at a word boundary with an ellipsis, at most max characters', () => {
    const text = 'word '.repeat(100);
    const cut = widgetSummary(text, 50) ?? '';
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('word…')).toBe(true);
    expect(widgetSummary('a'.repeat(50), 50)).toBe('a'.repeat(50));
    expect(widgetSummary('a'.repeat(51), 50)).toBe(`${'a'.repeat(49)}…`);
  });
});
