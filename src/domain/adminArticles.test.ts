import { describe, expect, it } from 'vitest';
import { adminArticleListQuerySchema, articleCreateSchema, bulkActionSchema, confidenceBand, csvCell, csvRow, PRIORITY_WEIGHTS, reviewPriority, scoreTone } from './adminArticles.ts';

describe('review priority (admin-content §9: relevance bands 70/40, weights 3/2/1)', () => {
  it.each([
    [100, 'HIGH'],
    [70, 'HIGH'],
    [69, 'MEDIUM'],
    [40, 'MEDIUM'],
    [39, 'LOW'],
    [0, 'LOW'],
  ] as const)('relevance %i is %s', (score, priority) => expect(reviewPriority(score)).toBe(priority));
  it('weighs HIGH 3, MEDIUM 2, LOW 1', () => expect(PRIORITY_WEIGHTS).toEqual({ HIGH: 3, MEDIUM: 2, LOW: 1 }));
});

describe('bands and tones', () => {
  it.each([
    [80, 'high'],
    [79.9, 'medium'],
    [50, 'medium'],
    [49.9, 'low'],
  ] as const)('confidence %d%% is %s', (p, band) => expect(confidenceBand(p)).toBe(band));
  it.each([
    [80, 'good'],
    [79, 'fair'],
    [60, 'fair'],
    [59, 'poor'],
  ] as const)('score %i is %s', (s, tone) => expect(scoreTone(s)).toBe(tone));
});

describe('CSV cells', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+91 98', "'+91 98"],
    ['-sum', "'-sum"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
  ])('%j becomes %j', (input, out) => expect(csvCell(input)).toBe(out));
  it('leaves numbers, booleans and empty values as they are', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
  });
});

describe('schemas', () => {
  it('fills the list defaults and refuses page sizes outside 25, 50, 100, 250, 500', () => {
    expect(adminArticleListQuerySchema.parse({})).toEqual({ status: 'all', category: 'all', sort: 'latest', q: '', page: 1, pageSize: 25 });
    expect(adminArticleListQuerySchema.parse({ pageSize: '500' }).pageSize).toBe(500);
    expect(adminArticleListQuerySchema.safeParse({ pageSize: '1000' }).success).toBe(false);
    expect(adminArticleListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
  it('checks the article form at its boundaries (title 10, summary 500, content 100)', () => {
    const ok = { title: 'x'.repeat(10), source_name: 'S', source_url: 'https://e.com/a', summary: 's'.repeat(500), content: 'c'.repeat(100) };
    expect(articleCreateSchema.parse(ok)).toMatchObject({ category: 'general', status: 'published', featured: false, image_url: null });
    expect(articleCreateSchema.safeParse({ ...ok, title: 'x'.repeat(9) }).success).toBe(false);
    expect(articleCreateSchema.safeParse({ ...ok, summary: 's'.repeat(501) }).success).toBe(false);
    expect(articleCreateSchema.safeParse({ ...ok, content: 'c'.repeat(99) }).success).toBe(false);
    expect(articleCreateSchema.safeParse({ ...ok, source_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(articleCreateSchema.safeParse({ ...ok, is_admin: true }).success).toBe(false);
  });
  it('needs a category for a bulk category change and removes repeated ids', () => {
    const id = '7b0c1a52-5d3e-4f6a-9b1c-2d3e4f5a6b7c';
    expect(bulkActionSchema.safeParse({ ids: [id], action: 'category' }).success).toBe(false);
    expect(bulkActionSchema.parse({ ids: [id, id], action: 'publish' }).ids).toEqual([id]);
  });
});
