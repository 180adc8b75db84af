import { describe, expect, it } from 'vitest';
import { hasListFilters, homeTabFromParams, homeTabHref, onlyTabChanged } from './homeTabs.ts';

const p = (s: string) => new URLSearchParams(s);

describe('homeTabFromParams', () => {
  it.each([
    ['', 'feed'],
    ['tab=feed', 'feed'],
    ['tab=all', 'all'],
    ['tab=nonsense', 'feed'],
    ['search=creator+fund', 'all'],
    ['search=%20%20', 'feed'],
    ['category=industry-insights', 'all'],
    ['tab=feed&search=x', 'all'],
    ['tab=feed&category=trends', 'all'],
    ['sort=oldest', 'all'],
    ['quality=high', 'all'],
    ['region=indian', 'all'],
    ['region=all', 'feed'],
    ['page=2', 'all'],
    ['page=1', 'feed'],
  ])('%j → %s', (query, tab) => {
    expect(homeTabFromParams(p(query))).toBe(tab);
  });

  it('calls only list-narrowing parameters filters', () => {
    expect(hasListFilters(p('tab=all&utm_source=x'))).toBe(false);
  });
});

describe('homeTabHref', () => {
  it('leads the feed tab to the plain home page', () => {
    expect(homeTabHref('feed', '?tab=all')).toBe('/');
    expect(homeTabHref('feed', '?search=x&page=2')).toBe('/');
  });

  it('keeps the list state for All Articles, naming the tab only when nothing else selects it', () => {
    expect(homeTabHref('all', '')).toBe('/?tab=all');
    expect(homeTabHref('all', '?tab=feed')).toBe('/?tab=all');
    expect(homeTabHref('all', '?search=creator&page=3')).toBe('/?search=creator&page=3');
    expect(homeTabHref('all', '?tab=all&category=general')).toBe('/?category=general');
  });
});

describe('onlyTabChanged', () => {
  const u = (s: string) => new URL(s, 'http://localhost');
  it.each([
    ['/', '/?tab=all', true],
    ['/?tab=all', '/', true],
    ['/?tab=all&x=1', '/?x=1&tab=feed', true],
    ['/', '/', false],
    ['/?tab=all', '/?tab=all&search=x', false],
    ['/?search=x', '/', false],
    ['/', '/categories/general?tab=all', false],
  ])('%s → %s: %s', (a, b, expected) => {
    expect(onlyTabChanged(u(a), u(b))).toBe(expected);
  });
});
