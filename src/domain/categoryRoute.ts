/** What the category page does with the slug in its address: show it, redirect to the canonical slug, or not found. */
import { findCategory, type Category } from './categories.ts';

export type CategoryRouteResult =
  | { kind: 'show'; category: Category }
  | { kind: 'redirect'; category: Category; location: string }
  | { kind: 'not-found' };

/**
 * Resolves `/categories/{slug}`. A legacy name (campaigns, brands, platforms, trends, regulations) or any other
 * spelling of a current slug (upper case, spaces) permanently redirects to `/categories/{canonical}`, keeping `search`
 * (the query string, e.g. `?sort=oldest`) so old links land on the same view.
 */
export function resolveCategoryRoute(slug: string | undefined, search = ''): CategoryRouteResult {
  const category = findCategory(slug);
  if (!category) return { kind: 'not-found' };
  if (slug === category.slug) return { kind: 'show', category };
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return { kind: 'redirect', category, location: `/categories/${category.slug}${query}` };
}
