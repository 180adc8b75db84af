import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_SLUGS, findCategory, normaliseCategoryName, previewDescription, storedValuesForCategory } from './categories.ts';

describe('categories', () => {
  it('has the seven fixed categories with names from the spec', () => {
    expect(CATEGORIES.map((c) => [c.slug, c.name])).toEqual([
      ['creator-economy', 'Creator Economy'],
      ['brand-partnerships', 'Brand Partnerships'],
      ['platform-updates', 'Platform Updates'],
      ['industry-insights', 'Industry Insights'],
      ['regulations-ethics', 'Regulations & Ethics'],
      ['tools-technology', 'Tools & Technology'],
      ['general', 'General'],
    ]);
    expect(CATEGORY_SLUGS).toHaveLength(7);
    for (const c of CATEGORIES) {
      expect(c.description.length).toBeGreaterThan(40);
      expect(c.keywords.length).toBeGreaterThanOrEqual(5);
      expect(c.colour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it.each([
    ['campaigns', 'brand-partnerships'],
    ['brands', 'brand-partnerships'],
    ['platforms', 'platform-updates'],
    ['trends', 'industry-insights'],
    ['regulations', 'regulations-ethics'],
    ['Campaigns', 'brand-partnerships'],
    ['', 'general'],
    [null, 'general'],
    ['   ', 'general'],
    ['creator-economy', 'creator-economy'],
    ['something-else', 'something-else'],
  ])('legacy name %j → %s', (input, expected) => {
    expect(normaliseCategoryName(input)).toBe(expected);
  });

  it('finds categories by slug or legacy name, not by unknown names', () => {
    expect(findCategory('trends')?.slug).toBe('industry-insights');
    expect(findCategory('general')?.name).toBe('General');
    expect(findCategory('nope')).toBeUndefined();
  });

  it('lists the legacy names stored for a category', () => {
    expect(storedValuesForCategory('brand-partnerships').sort()).toEqual(['brand-partnerships', 'brands', 'campaigns']);
    expect(storedValuesForCategory('general')).toEqual(['general']);
  });

  it.each([
    ['short text', 'short text'],
    ['x'.repeat(40), 'x'.repeat(40)],
    ['How creators earn, grow and build businesses: monetisation', 'How creators earn, grow and build…'],
  ])('previews %j as %j (40 characters)', (input, expected) => {
    const out = previewDescription(input, 40);
    expect(out).toBe(expected);
    expect(out.length).toBeLessThanOrEqual(41);
  });
});
