/** Which home tab the URL selects (public-site §2 Home: Personalized Feed and All Articles), and where each tab leads. */
import { DEFAULT_LIST_REGION } from '../../domain/articleRegion.ts';

export const HOME_TABS = ['feed', 'all'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

/** Articles in the signed-out Personalized Feed (§9: personalised feed size 20). */
export const FEED_SIZE = 20;

/**
 * True when the URL narrows or reorders the list (search, category, sort, region other than the default, quality, a
 * later page): those only mean something on All Articles.
 */
export function hasListFilters(params: URLSearchParams): boolean {
  const region = params.get('region');
  const page = Number(params.get('page') ?? '1');
  return Boolean(
    params.get('search')?.trim() ||
      params.get('category') ||
      params.get('sort') ||
      params.get('quality') ||
      (region && region !== DEFAULT_LIST_REGION) ||
      (Number.isFinite(page) && page > 1),
  );
}

/**
 * The selected tab: any list filter selects All Articles (a digest card's `search`, Read All News's `category`, the
 * search box), otherwise `tab=all` does, otherwise the Personalized Feed.
 */
export function homeTabFromParams(params: URLSearchParams): HomeTab {
  if (hasListFilters(params)) return 'all';
  return params.get('tab') === 'all' ? 'all' : 'feed';
}

/** A tab's address from the current query: the feed is the plain home page; All Articles keeps the current list state. */
export function homeTabHref(tab: HomeTab, search: string | URLSearchParams): string {
  if (tab === 'feed') return '/';
  const params = new URLSearchParams(search);
  params.delete('tab');
  // Filters already select All Articles; without them the tab must be named.
  if (!hasListFilters(params)) params.set('tab', 'all');
  const s = params.toString();
  return s ? `/?${s}` : '/';
}

/** True when two home URLs differ only in `tab`: the loader's data serves both, so switching needs no new request. */
export function onlyTabChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const a = new URLSearchParams(current.search);
  const b = new URLSearchParams(next.search);
  a.delete('tab');
  b.delete('tab');
  a.sort();
  b.sort();
  return a.toString() === b.toString() && current.search !== next.search;
}
