import { describe, expect, it } from 'vitest';
import { articleListQuerySchema } from './articleQuery.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './feedRules.ts';

describe('articleListQuerySchema', () => {
  it('applies defaults', () => {
    expect(articleListQuerySchema.parse({})).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  });
  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '-1' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ pageSize: '0' }, 'pageSize'],
    [{ pageSize: String(MAX_PAGE_SIZE + 1) }, 'pageSize'],
    [{ category: 'not-a-category' }, 'category'],
    [{ sort: 'random' }, 'sort'],
    [{ search: 'x'.repeat(201) }, 'search'],
    [{ region: 'europe' }, 'region'],
    [{ region: 'Indian' }, 'region'],
    [{ quality: 'excellent' }, 'quality'],
    [{ quality: '' }, 'quality'],
  ])('rejects %j on %s', (input, field) => {
    const r = articleListQuerySchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path[0]).toBe(field);
  });
  it.each([
    [{ page: '1', pageSize: String(MAX_PAGE_SIZE) }, { page: 1, pageSize: MAX_PAGE_SIZE }],
    [{ search: '   ' }, { page: 1, pageSize: DEFAULT_PAGE_SIZE }],
    [{ search: '  brand   deals ' }, { page: 1, pageSize: DEFAULT_PAGE_SIZE, search: 'brand deals' }],
    // NFC, as stored text is: a precomposed Devanagari nukta letter (U+095E) becomes फ + ़ (issue 12).
    [{ search: '\u095eॉलोअर्स' }, { page: 1, pageSize: DEFAULT_PAGE_SIZE, search: '\u092b\u093cॉलोअर्स' }],
    [{ category: 'Trends' }, { page: 1, pageSize: DEFAULT_PAGE_SIZE, category: 'trends' }],
    [{ sort: 'oldest' }, { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: 'oldest' }],
    [{ region: 'indian' }, { page: 1, pageSize: DEFAULT_PAGE_SIZE, region: 'indian' }],
    [{ region: 'global', quality: 'high' }, { page: 1, pageSize: DEFAULT_PAGE_SIZE, region: 'global', quality: 'high' }],
    [{ quality: 'low' }, { page: 1, pageSize: DEFAULT_PAGE_SIZE, quality: 'low' }],
  ])('accepts %j', (input, expected) => {
    expect(articleListQuerySchema.parse(input)).toEqual(expected);
  });
});
