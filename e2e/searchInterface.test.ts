import { describe, expect, it } from 'vitest';
import { open as openPage, reloadHydrated, SEARCH_SEEDED as SEEDED, SEARCH_TERM as TERM } from './support/index.ts';
import { openSearch as open, SEARCH_PAGES as PAGES, searchBox, suggestionsPanel as panel, searchParam } from './support/search.ts';

// The home page's search box where the database does not decide the outcome: blank text, the suggestions panel,
// shortcuts, paging and filters in the URL, the phone layout and the box in every other page's header. Over the 200
// seeded "zephyrine" stories of support/fixtures.ts. Results and ranking, on both databases: ./search.test.ts.

describe('typing a search', () => {
  it('never searches for blank text', async () => {
    const { page } = await open('/');
    await searchBox(page).fill('    ');
    await page.waitForTimeout(600);
    expect(searchParam(page)).toBeNull();
    expect(await page.getByTestId('search-result-badge').count()).toBe(0);
    await page.context().close();
  });
});

describe('suggestions panel', () => {
  it('opens on focus with Trending Now, Popular Topics and Recent Searches, and closes on Escape and outside click', async () => {
    const { page } = await open('/');
    await page.evaluate(() => localStorage.setItem('cei-recent-searches', JSON.stringify(['one', 'two', 'three', 'four', 'five'])));
    expect(await panel(page).isVisible()).toBe(false);

    await searchBox(page).focus();
    await panel(page).waitFor();
    expect(await searchBox(page).getAttribute('aria-expanded')).toBe('true');
    const trending = page.locator('[role="option"][data-suggestion-group="trending"]');
    await trending.first().waitFor();
    expect(await trending.count()).toBeGreaterThanOrEqual(4);
    expect(await trending.count()).toBeLessThanOrEqual(5);
    expect(await page.locator('[role="option"][data-suggestion-group="topics"]').allInnerTexts()).toContain('Creator Economy');
    expect(await page.locator('[role="option"][data-suggestion-group="recent"]').allInnerTexts()).toEqual(['one', 'two', 'three', 'four']);
    for (const name of ['Trending Now', 'Popular Topics', 'Recent Searches']) expect(await page.getByRole('group', { name }).count()).toBe(1);

    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'hidden' });
    expect(await searchBox(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-input');

    await page.keyboard.press('ArrowDown'); // reopens
    await panel(page).waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    await panel(page).waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('runs a search when a suggestion is picked with the keyboard, then closes', async () => {
    const { page } = await open('/');
    await page.evaluate((term) => localStorage.setItem('cei-recent-searches', JSON.stringify([term])), TERM);
    await searchBox(page).focus();
    await page.locator('[role="option"][data-suggestion-group="recent"]').waitFor();
    // Walk to the recent search (the last option) with the arrow keys.
    await page.keyboard.press('ArrowUp');
    expect(await page.locator('[role="option"][aria-selected="true"]').innerText()).toBe(TERM);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === TERM);
    await panel(page).waitFor({ state: 'hidden' });
    expect(await searchBox(page).inputValue()).toBe(TERM);
    await page.context().close();
  });

  it('shows a topic’s articles when a popular topic is clicked', async () => {
    const { page } = await open('/');
    await searchBox(page).focus();
    await page.getByRole('option', { name: 'Regulations & Ethics' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'regulations-ethics');
    await page.getByRole('heading', { name: 'Latest in Regulations & Ethics' }).waitFor();
    await page.context().close();
  });
});

describe('keyboard shortcuts', () => {
  it('Ctrl+K and / focus the search box; / typed in the box is just text', async () => {
    const { page } = await open('/');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    await page.getByRole('heading', { level: 1 }).click();
    expect(await focused()).not.toBe('search-input');
    await page.keyboard.press('Control+k');
    expect(await focused()).toBe('search-input');

    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1 }).click();
    expect(await focused()).not.toBe('search-input');
    await page.keyboard.press('/');
    expect(await focused()).toBe('search-input');
    expect(await searchBox(page).inputValue()).toBe('');
    await page.keyboard.type('a/b');
    expect(await searchBox(page).inputValue()).toBe('a/b');
    await page.context().close();
  });
});

describe('filters and pagination', () => {
  it('pages a big list with ellipses: every page up to 7, windows beyond', async () => {
    const { page } = await open(`/?search=${TERM}`);
    const pages = page.getByTestId('pagination-pages');
    const shown = async () => (await pages.innerText()).split(/\s+/).filter(Boolean).join(' ');
    expect(await shown()).toBe(`1 2 3 4 5 … ${PAGES}`);
    expect(await page.getByTestId('pagination-ellipsis').count()).toBe(1);

    await page.getByRole('link', { name: 'Page 5', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '5');
    await expect.poll(shown).toBe(`1 … 4 5 6 … ${PAGES}`);
    expect(await page.getByTestId('pagination-ellipsis').count()).toBe(2);
    expect(await page.locator('[aria-current="page"]').innerText()).toBe('5');
    expect(searchParam(page)).toBe(TERM);

    await page.getByTestId('pagination-next').click();
    await page.waitForURL((url) => url.searchParams.get('page') === '6');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('page') === '5');
    await expect.poll(shown).toBe(`1 … 4 5 6 … ${PAGES}`);
    await page.context().close();
  });

  it('shows every page without an ellipsis when there are 7 or fewer', async () => {
    const { page } = await open(`/?search=${TERM}&region=indian`); // 100 articles: 5 pages
    expect((await page.getByTestId('pagination-pages').innerText()).split(/\s+/).filter(Boolean).join(' ')).toBe('1 2 3 4 5');
    expect(await page.getByTestId('pagination-ellipsis').count()).toBe(0);
    await page.context().close();
  });

  it('keeps sort, region and quality in the URL and across a reload', async () => {
    const { page } = await open(`/?search=${TERM}`);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('relevance'); // a search sorts by relevance by default
    await page.getByLabel('Region').selectOption('indian');
    await page.waitForURL((url) => url.searchParams.get('region') === 'indian');
    await expect.poll(() => page.getByTestId('search-result-badge').innerText()).toBe(`${SEEDED / 2} results for “${TERM}”`);
    expect((await page.getByTestId('article-title').allInnerTexts()).every((t) => t.startsWith('Mumbai'))).toBe(true);

    await page.getByLabel('Sort by').selectOption('oldest');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'oldest');
    await expect.poll(async () => (await page.getByTestId('article-title').first().innerText()).endsWith(`number ${SEEDED - 1}`)).toBe(true);

    await page.getByLabel('Quality').selectOption('high');
    await page.waitForURL((url) => url.searchParams.get('quality') === 'high');

    await reloadHydrated(page);
    expect(await page.getByLabel('Region').inputValue()).toBe('indian');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('oldest');
    expect(await page.getByLabel('Quality').inputValue()).toBe('high');
    expect(await searchBox(page).inputValue()).toBe(TERM);
    await page.context().close();
  });

  it('fits a 390 px phone with the panel open', async () => {
    const { page } = await open(`/?search=${TERM}`, { width: 390, height: 844 });
    await searchBox(page).focus();
    await panel(page).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('search in the header of every other page (issue 9)', () => {
  it('Ctrl+K on the About page loads the full box in place, suggests from what is typed, and Enter shows the results', async () => {
    const { page, errors } = await openPage('/about');
    // The plain form first: the full box is downloaded only when it is used.
    await page.getByTestId('header-search-plain').waitFor();
    expect(await page.getByTestId('search-input').count()).toBe(0);
    await page.keyboard.press('Control+k');
    const box = page.getByTestId('header-search').getByRole('combobox', { name: 'Search news' });
    await box.waitFor();
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('insta', { delay: 60 });
    // Typing only suggests here: the page stays until the reader asks.
    await page.locator('[role="option"][data-suggestion-group="stories"]', { hasText: 'Instagram' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/' && u.searchParams.get('search') === 'insta');
    await expect.poll(() => page.getByTestId('search-result-badge').innerText()).toMatch(/^\d+ results? for “insta”$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps what was typed into the plain field while the full box loads', async () => {
    const { page } = await openPage('/about');
    await page.getByTestId('header-search-plain').click();
    await page.keyboard.type(TERM, { delay: 30 });
    const box = page.getByTestId('header-search').getByRole('combobox', { name: 'Search news' });
    await expect.poll(() => box.inputValue()).toBe(TERM);
    await page.context().close();
  });

  it('on a phone, the search button opens the field under the header with the focus in it, and "/" does too', async () => {
    const { page } = await openPage('/about', { width: 390, height: 844 });
    expect(await page.getByTestId('header-search').isVisible()).toBe(false);
    const button = page.getByTestId('header-search-button');
    const size = await button.boundingBox();
    expect(size!.width).toBeGreaterThanOrEqual(44);
    expect(size!.height).toBeGreaterThanOrEqual(44);
    await button.click();
    const box = page.getByTestId('header-search-row').getByRole('combobox', { name: 'Search news' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // Escape in the empty field closes the row and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByTestId('header-search-row').waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.locator('body').click({ position: { x: 5, y: 400 } });
    await page.keyboard.press('/');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('is not in the home page header, whose own search box sits just below it', async () => {
    const { page } = await open('/');
    expect(await page.getByTestId('header-search').count()).toBe(0);
    expect(await page.getByTestId('header-search-button').count()).toBe(0);
    await page.context().close();
  });
});
