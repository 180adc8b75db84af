/**
 * The home page's search box for browser tests: opened hydrated, and the parts tests read. Over the 200 seeded
 * "zephyrine" stories of ./fixtures.ts.
 */
import type { Page } from 'playwright-core';
import { hydrated, open as openPage } from './index.ts';
import { SEARCH_SEEDED } from './fixtures.ts';

/** Pages of 24 the seeded search stories fill. */
export const SEARCH_PAGES = Math.ceil(SEARCH_SEEDED / 24);

/** Opens a path of the shared app and waits until the search box has hydrated. */
export async function openSearch(pathAndQuery: string, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(pathAndQuery, viewport);
  // React attaches its props to the element when it hydrates; before that, focus and keys do nothing.
  await hydrated(page, '[data-testid="search-input"]');
  return { page, errors };
}

export const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search news' });
export const suggestionsPanel = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });
export const searchParam = (page: Page) => new URL(page.url()).searchParams.get('search');
