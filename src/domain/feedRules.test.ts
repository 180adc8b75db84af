import { describe, expect, it } from 'vitest';
import { isPubliclyVisible, isTitleBlocked, PUBLIC_MIN_RELEVANCE } from './feedRules.ts';

describe('isTitleBlocked', () => {
  it.each([
    ['Election results reshape ad budgets', true],
    ['Cricket stars sign creator deals', true],
    ['Sports streaming grows', true],
    ['Minister speaks at summit', true],
    ['Government issues advisory', true],
    ['Politics of the algorithm', true],
    ['Modi government and creators', true],
    ['Elections 2026: what brands should know', true],
    ['Creators in Mumbai sign brand deals', false],
    ['Sportswear brand hires influencers', true],
    ['Transport app adds reels', false],
    ['A crickety tale', true],
  ])('%s → %s', (title, blocked) => {
    expect(isTitleBlocked(title)).toBe(blocked);
  });
});

describe('isPubliclyVisible', () => {
  const base = { status: 'published', isDuplicate: false, relevanceScore: PUBLIC_MIN_RELEVANCE, category: 'creator-economy' };
  it.each([
    [{}, true],
    [{ relevanceScore: 29 }, false],
    [{ relevanceScore: 30 }, true],
    [{ relevanceScore: null }, false],
    [{ status: 'draft' }, false],
    [{ status: 'archived' }, false],
    [{ isDuplicate: true }, false],
    [{ category: 'tools-technology' }, false],
  ])('%j → %s', (patch, visible) => {
    expect(isPubliclyVisible({ ...base, ...patch })).toBe(visible);
  });
  it('lists tools-technology on its own category page only', () => {
    expect(isPubliclyVisible({ ...base, category: 'tools-technology' }, true)).toBe(true);
    expect(isPubliclyVisible({ ...base, category: 'tools-technology', isDuplicate: true }, true)).toBe(false);
  });
});
