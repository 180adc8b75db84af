import { describe, expect, it } from 'vitest';
import { articleBadges, hasBreakingKeyword, isBreaking, isTrending, showsVelocity, storyAgeMs, trendingWeight, TRENDING_VIEWS_PER_EXTRA_OUTLET, viewsPerHour } from './badges.ts';

const now = new Date('2026-11-22T12:00:00Z');
const MIN = 60_000;
const H = 60 * MIN;
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('isTrending (≤ 2 h and > 20 views, ≤ 12 h and > 50, ≤ 24 h and > 100)', () => {
  it.each([
    [0, 21, true],
    [0, 20, false],
    [2 * H, 21, true],
    [2 * H + 1, 21, false],
    [2 * H + 1, 51, true],
    [12 * H, 51, true],
    [12 * H, 50, false],
    [12 * H + 1, 51, false],
    [12 * H + 1, 101, true],
    [24 * H, 101, true],
    [24 * H, 100, false],
    [24 * H + 1, 10_000, false],
    [-30_000, 21, true],
  ])('age %i ms with %i views → %s', (age, views, expected) => {
    expect(isTrending({ publishedAt: ago(age), viewsCount: views }, now)).toBe(expected);
  });

  it('is never trending without a usable date', () => {
    expect(isTrending({ publishedAt: null, viewsCount: 1000 }, now)).toBe(false);
    expect(isTrending({ publishedAt: 'not a date', viewsCount: 1000 }, now)).toBe(false);
    expect(isTrending({ publishedAt: ago(-2 * MIN), viewsCount: 1000 }, now)).toBe(false);
  });
});

describe('isBreaking (≤ 2 h with a keyword, or > 100 views under 1 h)', () => {
  it.each([
    [0, 0, true, true],
    [2 * H, 0, true, true],
    [2 * H + 1, 0, true, false],
    [2 * H + 1, 1000, true, false],
    [0, 0, false, false],
    [H - 1, 101, false, true],
    [H - 1, 100, false, false],
    [H, 101, false, false],
    [30 * MIN, 5000, false, true],
  ])('age %i ms, %i views, keyword %s → %s', (age, views, keywordMatch, expected) => {
    expect(isBreaking({ publishedAt: ago(age), viewsCount: views, keywordMatch }, now)).toBe(expected);
  });

  it('is never breaking without a usable date', () => {
    expect(isBreaking({ publishedAt: undefined, viewsCount: 500, keywordMatch: true }, now)).toBe(false);
  });
});

describe('hasBreakingKeyword', () => {
  it.each([
    ['Breaking: YouTube pauses Shorts payouts', true],
    ['Just in — ASCI issues new rules', true],
    ['Instagram launches a creator marketplace', true],
    ['JUST   IN: a story', true],
    ['Heartbreaking week for gaming creators', false],
    ['Relaunches and reruns', false],
    ['A quiet week for brand deals', false],
    ['', false],
    [null, false],
  ])('%s → %s', (text, expected) => {
    expect(hasBreakingKeyword(text)).toBe(expected);
  });
});

describe('storyAgeMs and articleBadges', () => {
  it('clamps a date less than a minute ahead to 0 and rejects later ones', () => {
    expect(storyAgeMs(ago(-59_000), now)).toBe(0);
    expect(storyAgeMs(ago(-61_000), now)).toBeNull();
    expect(storyAgeMs(ago(5 * MIN).toISOString(), now)).toBe(5 * MIN);
  });

  it('dates badges by the original publication, falling back to the publish time', () => {
    const base = { title: 'Platform launches a fund', viewsCount: 60 };
    expect(articleBadges({ ...base, originalPublishedAt: ago(3 * H).toISOString(), publishedAt: ago(10 * MIN).toISOString() }, now)).toEqual({
      trending: true,
      breaking: false,
      viewsPerHour: 20,
      freshness: '3h ago',
    });
    expect(articleBadges({ ...base, originalPublishedAt: null, publishedAt: ago(10 * MIN).toISOString() }, now)).toEqual({
      trending: true,
      breaking: true,
      viewsPerHour: 60,
      freshness: 'Just now',
    });
    expect(articleBadges({ ...base, originalPublishedAt: null, publishedAt: null }, now)).toEqual({ trending: false, breaking: false, viewsPerHour: null, freshness: null });
  });

  it('decides freshness at the same moment as the other badges: a story 7 days old at `now` has none', () => {
    const base = { title: 'Creator fund', viewsCount: 0, publishedAt: null };
    expect(articleBadges({ ...base, originalPublishedAt: ago(7 * 24 * H - 1).toISOString() }, now).freshness).toBe('6d ago');
    expect(articleBadges({ ...base, originalPublishedAt: ago(7 * 24 * H).toISOString() }, now).freshness).toBeNull();
  });
});

describe('viewsPerHour and showsVelocity (shown above 5 views per hour, averaged over at least 1 h)', () => {
  it.each([
    [H, 6, 6, true],
    [H, 5, 5, false],
    [2 * H, 11, 5.5, true],
    [2 * H, 10, 5, false],
    [10 * MIN, 6, 6, true],
    [10 * MIN, 5, 5, false],
    [0, 0, 0, false],
    [24 * H, 300, 12.5, true],
    [3 * H, 16, 16 / 3, true],
    [100 * H, 504, 5.04, true],
  ])('age %i ms with %i views → %d/h, shown %s', (age, views, perHour, shown) => {
    const v = viewsPerHour({ publishedAt: ago(age), viewsCount: views }, now);
    expect(v).toBeCloseTo(perHour, 9);
    expect(showsVelocity(v)).toBe(shown);
  });

  it('has no velocity without a usable date', () => {
    expect(viewsPerHour({ publishedAt: null, viewsCount: 50 }, now)).toBeNull();
    expect(showsVelocity(null)).toBe(false);
  });
});

describe('Trending by coverage (issue 12 item 4)', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
  it.each([
    { outlets: 2, age: 1, trending: false },
    { outlets: 3, age: 1, trending: true },
    { outlets: 3, age: 24, trending: true },
    { outlets: 3, age: 24.01, trending: false },
    { outlets: 7, age: 30, trending: false },
  ])('$outlets outlets, $age h old: trending $trending (no views)', ({ outlets, age, trending }) => {
    expect(isTrending({ publishedAt: hoursAgo(age), viewsCount: 0, coverageCount: outlets }, now)).toBe(trending);
    expect(articleBadges({ title: 'A story', viewsCount: 0, originalPublishedAt: hoursAgo(age), publishedAt: null, coverageCount: outlets }, now).trending).toBe(trending);
  });
  it('weighs each outlet beyond the first as 25 views in the Trending sort', () => {
    expect(trendingWeight({ viewsCount: 10 })).toBe(10);
    expect(trendingWeight({ viewsCount: 10, coverageCount: 1 })).toBe(10);
    expect(trendingWeight({ viewsCount: 10, coverageCount: 3 })).toBe(10 + 2 * TRENDING_VIEWS_PER_EXTRA_OUTLET);
    expect(TRENDING_VIEWS_PER_EXTRA_OUTLET).toBe(25);
  });
});
