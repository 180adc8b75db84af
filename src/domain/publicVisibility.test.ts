import { describe, expect, it } from 'vitest';
import { PUBLIC_MIN_RELEVANCE } from './feedRules.ts';
import { hasPublicPage, HOME_LISTING, isListedPublicly, isTitleBlocked } from './publicVisibility.ts';

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

const base = { status: 'published', isDuplicate: false, relevanceScore: PUBLIC_MIN_RELEVANCE, category: 'creator-economy', title: 'Creators sign brand deals' };

describe('hasPublicPage', () => {
  it.each([
    [{}, true],
    [{ relevanceScore: PUBLIC_MIN_RELEVANCE - 1 }, false],
    [{ relevanceScore: PUBLIC_MIN_RELEVANCE }, true],
    [{ relevanceScore: null }, false],
    [{ status: 'draft' }, false],
    [{ status: 'archived' }, false],
    [{ status: 'rejected' }, false],
    [{ isDuplicate: true }, false],
    // A page resolves whatever the category or title: both are listed somewhere (their category page, search).
    [{ category: 'tools-technology' }, true],
    [{ title: 'Cricket stars sign creator deals' }, true],
  ])('%j → %s', (patch, visible) => {
    expect(hasPublicPage({ ...base, ...patch })).toBe(visible);
  });
});

describe('isListedPublicly', () => {
  const tools = { ...base, category: 'tools-technology' };
  const blocked = { ...base, title: 'Cricket stars sign creator deals' };
  it.each([
    ['home', HOME_LISTING, base, true],
    ['home', HOME_LISTING, tools, false],
    ['home', HOME_LISTING, blocked, false],
    ['category page', { inCategory: true, searching: false }, tools, true],
    ['category page', { inCategory: true, searching: false }, blocked, false],
    ['search', { inCategory: false, searching: true }, blocked, true],
    ['search', { inCategory: false, searching: true }, tools, false],
    ['search in a category', { inCategory: true, searching: true }, { ...tools, title: blocked.title }, true],
  ])('%s: %j → %s', (_where, listing, article, listed) => {
    expect(isListedPublicly(article, listing)).toBe(listed);
  });
  it('never lists an article without a public page', () => {
    for (const listing of [HOME_LISTING, { inCategory: true, searching: true }]) {
      expect(isListedPublicly({ ...base, status: 'draft' }, listing)).toBe(false);
      expect(isListedPublicly({ ...base, isDuplicate: true }, listing)).toBe(false);
      expect(isListedPublicly({ ...base, relevanceScore: 29 }, listing)).toBe(false);
    }
  });
});
