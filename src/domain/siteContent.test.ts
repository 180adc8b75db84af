import { describe, expect, it } from 'vitest';
import { heroFigureChanges, heroFigureUpdateSchema } from './siteContent.ts';

const today = new Date('2026-11-22T10:00:00Z');
const schema = heroFigureUpdateSchema(today);
const ok = (input: unknown) => schema.safeParse(input).success;
const messages = (input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('heroFigureUpdateSchema', () => {
  it.each([
    ['value', 40, 41],
    ['label', 100, 101],
    ['sourcePublisher', 120, 121],
    ['sourceTitle', 200, 201],
  ])('%s: %i characters pass, %i do not, blank does not', (field, max, over) => {
    expect(ok({ [field]: 'x'.repeat(max) })).toBe(true);
    expect(ok({ [field]: 'x'.repeat(over) })).toBe(false);
    expect(ok({ [field]: '   ' })).toBe(false);
  });

  it('trims text', () => {
    expect(schema.parse({ value: '  ₹3,375 crore ' })).toEqual({ value: '₹3,375 crore' });
  });

  it.each([
    [1989, false],
    [1990, true],
    [2027, true],
    [2028, false],
    [2024.5, false],
  ])('report year %d → %s (next year at most)', (year, valid) => {
    expect(ok({ sourceYear: year })).toBe(valid);
  });

  it.each([
    ['2026-11-22', true],
    ['2026-11-23', false],
    ['1999-01-01', true],
    ['2025-02-29', false],
    ['2024-02-29', true],
    ['22-11-2026', false],
    ['2026-11-22T00:00:00Z', false],
  ])('as-of %s → %s (a real date, not in the future)', (asOf, valid) => {
    expect(ok({ asOf })).toBe(valid);
  });

  it.each([
    ['https://www.example.org/report', true, 'https://www.example.org/report'],
    ['http://example.org', true, 'http://example.org'],
    ['', true, null],
    [null, true, null],
    ['javascript:alert(1)', false, null],
    ['ftp://example.org/x.pdf', false, null],
    ['not a url', false, null],
    [`https://example.org/${'a'.repeat(480)}`, true, null],
    [`https://example.org/${'a'.repeat(481)}`, false, null],
  ])('source link %j → %s', (sourceUrl, valid, stored) => {
    const r = schema.safeParse({ sourceUrl });
    expect(r.success).toBe(valid);
    if (r.success && stored !== null) expect(r.data.sourceUrl).toBe(stored);
    if (r.success && (sourceUrl === '' || sourceUrl === null)) expect(r.data.sourceUrl).toBeNull();
  });

  it.each([
    [-1, false],
    [0, true],
    [1000, true],
    [1001, false],
  ])('order %i → %s', (sortOrder, valid) => {
    expect(ok({ sortOrder })).toBe(valid);
  });

  it('refuses an empty patch, unknown fields and wrong types', () => {
    expect(messages({})).toContain('Nothing to update');
    expect(ok({ key: 'new-key' })).toBe(false);
    expect(ok({ updatedAt: '2026-01-01' })).toBe(false);
    expect(ok({ isActive: 'yes' })).toBe(false);
    expect(ok({ sourceYear: '2024' })).toBe(false);
    expect(ok({ isActive: false })).toBe(true);
  });
});

describe('heroFigureChanges', () => {
  const figure = {
    key: 'k',
    value: '₹3,375 crore',
    label: 'market size',
    source: { publisher: 'EY', title: 'Report', year: 2024, url: 'https://example.com/r' },
    asOf: '2024-04-03',
    sortOrder: 10,
    isActive: true,
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
  it('names only the fields that change, with old and new values (a cleared link included)', () => {
    expect(heroFigureChanges(figure, { value: '₹3,375 crore', label: 'market size in 2026', sourceUrl: null, isActive: true })).toEqual({
      before: { label: 'market size', sourceUrl: 'https://example.com/r' },
      after: { label: 'market size in 2026', sourceUrl: null },
    });
    expect(heroFigureChanges(figure, { sortOrder: 10 })).toEqual({ before: {}, after: {} });
  });
});
