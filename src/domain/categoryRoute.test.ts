import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, LEGACY_CATEGORY_MAP } from './categories.ts';
import { resolveCategoryRoute } from './categoryRoute.ts';

describe('resolveCategoryRoute', () => {
  it.each(CATEGORY_SLUGS.map((s) => [s]))('shows /categories/%s', (slug) => {
    const r = resolveCategoryRoute(slug, '?sort=oldest');
    expect(r.kind).toBe('show');
    if (r.kind === 'show') expect(r.category.slug).toBe(slug);
  });

  it.each([
    ['campaigns', '/categories/brand-partnerships'],
    ['brands', '/categories/brand-partnerships'],
    ['platforms', '/categories/platform-updates'],
    ['trends', '/categories/industry-insights'],
    ['regulations', '/categories/regulations-ethics'],
    ['Trends', '/categories/industry-insights'],
    ['Creator-Economy', '/categories/creator-economy'],
    ['CREATOR-ECONOMY', '/categories/creator-economy'],
    [' general ', '/categories/general'],
  ])('redirects %j to %s', (slug, location) => {
    expect(resolveCategoryRoute(slug)).toMatchObject({ kind: 'redirect', location });
  });

  it('covers every legacy name in the mapping', () => {
    for (const [legacy, slug] of Object.entries(LEGACY_CATEGORY_MAP)) {
      expect(resolveCategoryRoute(legacy)).toMatchObject({ kind: 'redirect', location: `/categories/${slug}` });
    }
  });

  it('keeps the query string on a redirect', () => {
    expect(resolveCategoryRoute('trends', '?sort=oldest&page=2')).toMatchObject({ location: '/categories/industry-insights?sort=oldest&page=2' });
    expect(resolveCategoryRoute('trends', 'sort=quality')).toMatchObject({ location: '/categories/industry-insights?sort=quality' });
    expect(resolveCategoryRoute('trends', '?')).toMatchObject({ location: '/categories/industry-insights' });
  });

  it.each([['not-a-category'], ['campaign'], ['tools'], ['creator economy'], ['']])('does not know %j', (slug) => {
    // An empty value would map to general in stored data, but an address needs a name.
    const r = resolveCategoryRoute(slug);
    expect(slug === '' ? r.kind !== 'show' : r.kind === 'not-found').toBe(true);
  });

  it('does not know a missing slug', () => {
    expect(resolveCategoryRoute(undefined).kind).not.toBe('show');
  });
});
