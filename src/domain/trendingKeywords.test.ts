import { describe, expect, it } from 'vitest';
import { popularTopics } from './searchSuggestions.ts';
import {
  CONTENT_BASED_SHARE_PERCENT,
  NOT_TRENDING_KEYWORDS,
  mergeTrendingKeywords,
  SUGGESTION_TRENDING_COUNT,
  TRENDING_DEFAULT_LIMIT,
  TRENDING_MAX_LIMIT,
  TRENDING_WINDOW_DAYS,
  trendingKeywordsQuerySchema,
  trendingQuotas,
  type KeywordCount,
} from './trendingKeywords.ts';

const kc = (pairs: [string, number][]): KeywordCount[] => pairs.map(([keyword, count]) => ({ keyword, count }));

describe('trending constants', () => {
  it('match the spec', () => {
    expect([TRENDING_DEFAULT_LIMIT, TRENDING_MAX_LIMIT, TRENDING_WINDOW_DAYS, CONTENT_BASED_SHARE_PERCENT]).toEqual([10, 20, 7, 70]);
    expect(SUGGESTION_TRENDING_COUNT).toBeGreaterThanOrEqual(4);
    expect(SUGGESTION_TRENDING_COUNT).toBeLessThanOrEqual(5);
  });
});

describe('trendingKeywordsQuerySchema', () => {
  it.each([
    [{}, 10],
    [{ limit: '1' }, 1],
    [{ limit: '20' }, 20],
  ])('accepts %j as limit %i', (input, limit) => {
    expect(trendingKeywordsQuerySchema.parse(input)).toEqual({ limit });
  });
  it.each([[{ limit: '0' }], [{ limit: '21' }], [{ limit: '2.5' }], [{ limit: 'ten' }], [{ limit: '-3' }]])('rejects %j', (input) => {
    expect(trendingKeywordsQuerySchema.safeParse(input).success).toBe(false);
  });
});

describe('trendingQuotas', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [2, 1, 1],
    [3, 2, 1],
    [4, 3, 1],
    [5, 4, 1], // 3.5 rounds half up
    [6, 4, 2],
    [7, 5, 2],
    [10, 7, 3], // the spec's default
    [15, 11, 4], // 10.5 rounds up (floating point would give 10.499…)
    [20, 14, 6],
  ])('%i → %i content + %i search', (limit, content, search) => {
    expect(trendingQuotas(limit)).toEqual({ content, search });
  });
});

describe('NOT_TRENDING_KEYWORDS', () => {
  it.each(['general', 'creators', 'india', 'brand-partnerships', 'brand partnerships', 'regulations & ethics', 'campaigns', 'tools-technology'])('includes %j', (k) => {
    expect(NOT_TRENDING_KEYWORDS).toContain(k);
  });
  it.each(['youtube', 'asci', 'brand deals', 'creator fund', 'upi'])('leaves %j to trend', (k) => {
    expect(NOT_TRENDING_KEYWORDS).not.toContain(k);
  });
});

describe('mergeTrendingKeywords', () => {
  const content = kc([
    ['youtube', 12],
    ['upi', 9],
    ['asci', 8],
    ['reels', 7],
    ['gaming', 6],
    ['podcasts', 5],
    ['funding', 4],
    ['twitch', 3],
    ['delhi', 2],
  ]);
  const searched = kc([
    ['creator fund', 40],
    ['brand deals', 30],
    ['moj', 20],
    ['sharechat', 10],
  ]);

  it('takes 7 content-based then 3 search-based for 10, content first, each by count', () => {
    const merged = mergeTrendingKeywords(content, searched, 10);
    expect(merged.map((k) => `${k.source[0]}:${k.keyword}`)).toEqual([
      'c:youtube', 'c:upi', 'c:asci', 'c:reels', 'c:gaming', 'c:podcasts', 'c:funding',
      's:creator fund', 's:brand deals', 's:moj',
    ]);
    expect(merged[0]).toEqual({ keyword: 'youtube', count: 12, source: 'content-based' });
    expect(merged[7]).toEqual({ keyword: 'creator fund', count: 40, source: 'search-based' });
  });

  it('puts content-based first even when searches have higher counts', () => {
    const merged = mergeTrendingKeywords(kc([['asci', 1]]), kc([['moj', 999]]), 10);
    expect(merged.map((k) => k.source)).toEqual(['content-based', 'search-based']);
  });

  it.each([
    [1, 1, 0],
    [5, 4, 1],
    [20, 9, 4], // fewer candidates than the quotas: no part fills the other's share
  ])('limit %i gives at most %i content-based and %i search-based', (limit, c, s) => {
    const merged = mergeTrendingKeywords(content, searched, limit);
    expect(merged.filter((k) => k.source === 'content-based')).toHaveLength(c);
    expect(merged.filter((k) => k.source === 'search-based')).toHaveLength(s);
  });

  it('does not let searches fill the content share (or the reverse)', () => {
    expect(mergeTrendingKeywords([], searched, 10).map((k) => k.keyword)).toEqual(['creator fund', 'brand deals', 'moj']);
    expect(mergeTrendingKeywords(content, [], 10)).toHaveLength(7);
  });

  it('keeps a keyword found in both lists once, as content-based, and takes the next search instead', () => {
    const merged = mergeTrendingKeywords(kc([['moj', 2]]), kc([['MOJ', 50], ['sharechat', 5]]), 10);
    expect(merged).toEqual([
      { keyword: 'moj', count: 2, source: 'content-based' },
      { keyword: 'sharechat', count: 5, source: 'search-based' },
    ]);
  });

  it('never returns empty, blank, invalid, non-topic or category keywords, and sums keywords that normalise alike', () => {
    const merged = mergeTrendingKeywords(
      kc([['', 50], ['   ', 40], ['x', 30], ['General', 20], ['<b>x</b>', 20], ['Brand-Partnerships', 9], ['Creator  Fund', 3], ['creator fund', 2], ['zero', 0]]),
      kc([['', 9], ['javascript:alert(1)', 9], ['a', 9]]),
      10,
    );
    expect(merged).toEqual([{ keyword: 'creator fund', count: 5, source: 'content-based' }]);
    expect(merged.every((k) => k.keyword.trim() !== '')).toBe(true);
  });

  it("leaves out the site's generic words from both sources", () => {
    const merged = mergeTrendingKeywords(kc([['Creators', 90], ['brand', 80], ['India', 70], ['ugc', 1]]), kc([['influencer', 50], ['moj', 1]]), 10);
    expect(merged.map((k) => k.keyword)).toEqual(['ugc', 'moj']);
  });

  it('breaks count ties alphabetically so the order is stable', () => {
    expect(mergeTrendingKeywords(kc([['reels', 3], ['asci', 3], ['moj', 3]]), [], 10).map((k) => k.keyword)).toEqual(['asci', 'moj', 'reels']);
  });
});

describe('popularTopics', () => {
  it('lists the six topic categories (not General) with up to 3 keywords each', () => {
    const topics = popularTopics();
    expect(topics.map((t) => t.slug)).toEqual(['creator-economy', 'brand-partnerships', 'platform-updates', 'industry-insights', 'regulations-ethics', 'tools-technology']);
    expect(topics.every((t) => t.keywords.length > 0 && t.keywords.length <= 3)).toBe(true);
  });
});
