import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstWords } from '../src/domain/homeDigest.ts';
import { app, CATEGORY_SLUG, datedWithinDays, DIGEST_MARK as MARK, fetchAllArticles, hydrated, newPage, open as openPage, pageHydrated, reloadHydrated, url } from './support/index.ts';

// The home page: server-rendered cards, theme, header, hero figures, the two tabs and their URL state, the industry
// news digest (its seeded stories: support/fixtures.ts), and the layout at phone and desktop widths.

async function open(pathAndQuery: string, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; status: number | undefined; errors: string[] }> {
  const opened = await openPage(pathAndQuery, viewport);
  // Hydrated: React has attached its props to the tabs (before that, arrow keys do nothing).
  await hydrated(opened.page, '[data-testid="home-tab-feed"]');
  return opened;
}

const tab = (page: Page, name: 'Personalized Feed' | 'All Articles') => page.getByRole('tab', { name });
const selected = async (page: Page) => (await page.getByRole('tab', { selected: true }).innerText()).trim();
const query = (page: Page) => new URL(page.url()).search;

describe('server-rendered page', () => {
  it('shows server-rendered article cards that stay after hydration, linking out safely', async () => {
    const { page, status, errors } = await openPage('/');
    expect(status).toBe(200);
    const cards = page.getByTestId('article-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    // Hydration done: React attached its handlers (the theme switch reacts to a click) and no errors were thrown.
    await page.locator('[data-theme-option="dark"]:visible').first().click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    const link = cards.first().getByRole('link', { name: /read full article/i });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.getAttribute('href')).toMatch(/^https?:\/\//);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows every card image from our own origin, the illustration where the source has none, with no failed request', async () => {
    const { page, context } = await newPage();
    const outside: string[] = [];
    const failed: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && !r.url().startsWith(app.baseUrl)) outside.push(r.url());
    });
    page.on('requestfailed', (r) => {
      if (r.resourceType() === 'image') failed.push(r.url());
    });
    page.on('response', (r) => {
      if (r.request().resourceType() === 'image' && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error' && /Failed to load resource/.test(m.text())) failed.push(m.text());
    });
    await page.goto(url('/'), { waitUntil: 'load' });
    await pageHydrated(page);
    // Sample images point at example.com, which does not serve them: the image proxy (GET /img) answers the card's
    // illustration instead, so every card ends up with a working image. Lazy images below the fold never load in a
    // headless viewport; judge the eager ones at the top.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="article-card"] img')]
        .filter((img) => (img as HTMLImageElement).loading !== 'lazy')
        .every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    );
    const sources = await page.$$eval('[data-testid="article-card"] img', (imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    expect(sources.every((src) => src.startsWith(`${app.baseUrl}/img?`) || src.startsWith(`${app.baseUrl}/images/categories/`))).toBe(true);
    const proxied = sources.find((src) => src.startsWith(`${app.baseUrl}/img?`));
    expect(proxied).toBeDefined();
    const answer = await page.evaluate(async (src) => {
      const res = await fetch(src);
      return { status: res.status, type: res.headers.get('content-type'), fallback: res.headers.get('x-image-fallback') };
    }, proxied as string);
    expect(answer).toMatchObject({ status: 200, type: 'image/svg+xml' });
    expect(answer.fallback).not.toBeNull();
    expect(outside).toEqual([]);
    expect(failed).toEqual([]);
    await context.close();
  });

  it('keeps the theme choice across a reload', async () => {
    const { page } = await openPage('/');
    await page.locator('[data-theme-option="dark"]:visible').first().click();
    expect(await page.evaluate(() => localStorage.getItem('cei-theme'))).toBe('dark');
    await reloadHydrated(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.locator('[data-theme-option="light"]:visible').first().click();
    await reloadHydrated(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('cei-theme'))).toBe('light');
    await page.context().close();
  });

  it('lists the categories in the header dropdown with 40-character previews', async () => {
    const { page } = await openPage('/');
    await page.getByRole('button', { name: /categories/i }).first().click();
    const links = page.locator('a[href^="/categories/"]:visible');
    expect(await links.count()).toBeGreaterThanOrEqual(7);
    await page.context().close();
  });
});

describe('hero', () => {
  it('shows the headline figures with their sources, and live figures that match the database', async () => {
    const { page, errors } = await open('/');
    const figures = page.getByTestId('hero-figure');
    expect(await figures.count()).toBe(2);
    // Visible text only: the link's screen-reader note aside, whitespace as displayed.
    const sources = (await page.getByTestId('hero-figure-source').allInnerTexts()).map((t) =>
      t.replace(/\s*\(report coverage, opens in a new tab\)/, '').replace(/\s+/g, ' ').trim(),
    );
    expect(sources[0]).toMatch(/^Source: Boston Consulting Group \(BCG\), From Content to Commerce.*\(2025\) · as of May 2025$/);
    expect(sources[1]).toMatch(/^Source: EY with Collective Artists Network, The State of Influencer Marketing in India \(2024\)/);
    const link = figures.first().getByRole('link');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

    const home = await fetchAllArticles(app.baseUrl);
    expect(await page.getByTestId('live-articles-week').innerText()).toBe(datedWithinDays(home.articles, 7).length.toLocaleString('en-IN'));
    expect(Number(await page.getByTestId('live-active-sources').innerText())).toBeGreaterThan(0);
    expect(await page.getByTestId('live-categories').innerText()).toMatch(/^[1-7]\/7$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('tabs', () => {
  it('starts on Personalized Feed: the latest 20 stories and a sign-in prompt, no dead form', async () => {
    const { page } = await open('/');
    expect(await selected(page)).toBe('Personalized Feed');
    expect(await tab(page, 'Personalized Feed').getAttribute('aria-controls')).toBe('home-panel-feed');
    const panel = page.getByRole('tabpanel', { name: 'Personalized Feed' });
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.getByTestId('feed-signin-prompt').isVisible()).toBe(true);
    expect(await panel.locator('form, input').count()).toBe(0);
    const titles = await panel.getByTestId('article-title').allInnerTexts();
    const latest = await fetch(`${app.baseUrl}/api/articles?pageSize=20`).then((r) => r.json() as Promise<{ articles: { title: string }[] }>);
    expect(titles).toEqual(latest.articles.map((a) => a.title));
    expect(await page.getByRole('tabpanel', { name: 'All Articles' }).isHidden()).toBe(true);
    await page.context().close();
  });

  it('switches by click and by arrow keys, keeps the tab in the URL, and restores it on reload, back and forward', async () => {
    const { page, errors } = await open('/');
    await tab(page, 'All Articles').click();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'all');
    await expect.poll(() => selected(page)).toBe('All Articles');
    const allPanel = page.getByRole('tabpanel', { name: 'All Articles' });
    await allPanel.getByTestId('result-count').waitFor();
    expect(await allPanel.getByTestId('article-card').count()).toBe(24);
    expect(await page.getByTestId('pagination-pages').count()).toBe(1);

    // Keyboard: focus stays on the tabs, arrows select (and wrap around).
    await tab(page, 'All Articles').focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(`${app.baseUrl}/`);
    await expect.poll(() => selected(page)).toBe('Personalized Feed');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Personalized Feed');
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL((u) => u.searchParams.get('tab') === 'all');
    await expect.poll(() => selected(page)).toBe('All Articles');
    // Each key's navigation must land before the next key (on a loaded machine a pending one is replaced, and
    // Back below would then return to another entry than the one this test made).
    await page.keyboard.press('Home');
    await page.waitForURL(`${app.baseUrl}/`);
    await expect.poll(() => selected(page)).toBe('Personalized Feed');
    await page.keyboard.press('End');
    await page.waitForURL((u) => u.searchParams.get('tab') === 'all');
    await expect.poll(() => selected(page)).toBe('All Articles');
    // Only the selected tab is in the Tab order.
    expect(await tab(page, 'Personalized Feed').getAttribute('tabindex')).toBe('-1');

    await reloadHydrated(page);
    expect(await selected(page)).toBe('All Articles');
    await page.goBack({ waitUntil: 'networkidle' });
    await expect.poll(() => selected(page)).toBe('Personalized Feed');
    await page.goForward({ waitUntil: 'networkidle' });
    await expect.poll(() => selected(page)).toBe('All Articles');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a search selects All Articles with the result badge; the feed tab leaves it and back returns to it', async () => {
    const { page } = await open(`/?search=${MARK}`);
    expect(await selected(page)).toBe('All Articles');
    expect(await page.getByTestId('search-result-badge').innerText()).toBe(`3 results for “${MARK}”`);
    await tab(page, 'Personalized Feed').click();
    await page.waitForURL(`${app.baseUrl}/`);
    await expect.poll(() => selected(page)).toBe('Personalized Feed');
    await page.getByTestId('feed-signin-prompt').waitFor();
    await page.goBack({ waitUntil: 'networkidle' });
    await expect.poll(() => selected(page)).toBe('All Articles');
    await expect.poll(() => page.getByTestId('search-result-badge').innerText()).toBe(`3 results for “${MARK}”`);
    await page.context().close();
  });
});

describe('an islands document that changes in place', () => {
  it('searches as the reader types, pages, and goes back, all in the same document, with the title of what it shows', async () => {
    const { page, errors } = await open('/');
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const firstTitle = async () => (await page.getByTestId('article-title').first().innerText()).trim();
    const latest = await firstTitle();

    await page.getByTestId('search-input').pressSequentially(MARK.slice(0, -1), { delay: 40 });
    await page.waitForURL((u) => u.searchParams.get('search') === MARK.slice(0, -1));
    await expect.poll(() => page.getByTestId('search-result-badge').innerText()).toMatch(/results? for “/);
    await expect.poll(() => page.title()).toContain(`“${MARK.slice(0, -1)}” — search`);
    // The box keeps the focus and the typed text while the list changes under it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-input');

    await tab(page, 'All Articles').click();
    await page.getByTestId('clear-filters').click();
    await page.waitForURL((u) => !u.searchParams.has('search'));
    await page.getByTestId('pagination-next').click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await expect.poll(firstTitle).not.toBe(latest);
    // Focus moves to the new list's heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('list-heading');

    await page.goBack();
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('search') === MARK.slice(0, -1));
    await expect.poll(() => page.getByTestId('search-input').inputValue()).toBe(MARK.slice(0, -1));
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('industry news digest', () => {
  it('shows up to six industry stories with the digest read time', async () => {
    const { page } = await open('/');
    const cards = page.getByTestId('digest-card');
    expect(await cards.count()).toBe(6);
    // The seeded stories are the newest Industry Insights: 450 words → 3 min.
    expect(await cards.first().innerText()).toContain('Quillfeather study 3');
    expect(await cards.first().getByTestId('digest-read-time').innerText()).toBe('3 min read');
    const industry = await fetchAllArticles(app.baseUrl, { category: 'industry-insights' });
    const digestTitles = (await page.getByTestId('digest-link').allInnerTexts()).map((t) => t.replace(/\s*— search for related stories$/, '').trim());
    expect(digestTitles).toEqual(industry.articles.slice(0, 6).map((a) => a.title));
    await page.context().close();
  });

  it('a digest card opens the search for the first three words of its title', async () => {
    const { page } = await open('/');
    const first = page.getByTestId('digest-link').first();
    const title = (await first.innerText()).replace(/\s*— search for related stories$/, '').trim();
    const term = firstWords(title);
    expect(term).toBe('Quillfeather study 3');
    await first.click();
    await page.waitForURL((u) => u.searchParams.get('search') === term);
    await expect.poll(() => selected(page)).toBe('All Articles');
    await page.getByTestId('search-result-badge').waitFor();
    await expect.poll(() => page.getByTestId('search-result-badge').innerText()).toMatch(/^\d+ results? for “Quillfeather study 3”$/);
    expect(await page.getByTestId('article-title').allInnerTexts()).toContain(title);
    expect(await page.getByRole('combobox', { name: 'Search news' }).inputValue()).toBe(term);
    await page.context().close();
  });

  it('Read All News opens All Articles filtered to Industry Insights', async () => {
    const { page } = await open('/');
    await page.getByTestId('digest-read-all').click();
    await page.waitForURL((u) => u.searchParams.get('category') === 'industry-insights');
    expect(query(page)).toBe('?category=industry-insights');
    await page.getByRole('heading', { name: 'Latest in Industry Insights' }).waitFor();
    expect(await selected(page)).toBe('All Articles');
    const badges = await page.getByTestId('article-list').getByTestId('category-badge').allInnerTexts();
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges.map((b) => b.trim()))).toEqual(new Set(['Industry Insights']));
    const industry = await fetchAllArticles(app.baseUrl, { category: 'industry-insights' });
    expect(await page.getByTestId('result-count').innerText()).toContain(`${industry.totalCount} article`);
    await page.context().close();
  });
});

describe('layout', () => {
  it('fits a 390 px phone without sideways scrolling, with all its cards, tabs at least 44 px tall', async () => {
    const { page } = await open('/', { width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.getByTestId('article-card').count()).toBeGreaterThanOrEqual(10);
    for (const name of ['Personalized Feed', 'All Articles'] as const) {
      expect((await tab(page, name).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await page.context().close();
  });

  it('on a 390 px phone the floating button covers nothing (home, a category, the 404 page), and footer links and page numbers are 44 px targets', async () => {
    const { page } = await open('/?tab=all', { width: 390, height: 844 });
    /** What the button covers where the page rests at `y`: null while it has stepped aside, else the controls under it. */
    const coveredAt = async (y: 'top' | 'end') => {
      // The button's chunk loads after hydration (lazyAfterHydration): on a slow machine it can still be on its way.
      await page.getByTestId('fab').waitFor({ state: 'attached' });
      await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight), y);
      // It comes back only once the page has rested on a clear spot (200 ms).
      await page.waitForTimeout(400);
      return page.evaluate(() => {
        const fab = document.querySelector('[data-testid="fab"]') as HTMLElement;
        if (fab.dataset.state !== 'shown') return null;
        const box = (document.querySelector('[data-testid="fab-button"]') as HTMLElement).getBoundingClientRect();
        const controls = [...document.querySelectorAll('a[href], button, input, select, textarea, [role="tab"]')].filter((el) => !fab.contains(el));
        // Line by line (getClientRects): a wrapped link's box is wider than its words.
        return controls
          .filter((el) => [...el.getClientRects()].some((r) => r.width > 0 && r.height > 0 && r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom))
          .map((el) => `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 40)}`);
      });
    };
    const tooSmall = (selector: string) =>
      page.$$eval(selector, (els) =>
        els
          .map((el) => ({ text: (el.textContent ?? '').trim(), box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 44 || box.height < 44)
          .map(({ text, box }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
      );

    expect(await page.getByTestId('pagination-page').count()).toBeGreaterThan(0);
    expect(await tooSmall('[data-testid="pagination"] a')).toEqual([]);
    expect(await tooSmall('[data-testid="site-footer"] a')).toEqual([]);
    for (const path of ['/?tab=all', `/categories/${CATEGORY_SLUG}`, '/no-such-page']) {
      if (path !== '/?tab=all') {
        await page.goto(`${app.baseUrl}${path}`, { waitUntil: 'load' });
        await pageHydrated(page);
      }
      const top = await coveredAt('top');
      expect(top === null || top.length === 0, `${path} at the top: ${JSON.stringify(top)}`).toBe(true);
      // The footer keeps a clear spot at the end of every page: there it shows, over nothing.
      expect(await coveredAt('end'), `${path} at the end`).toEqual([]);
    }
    await page.context().close();
  });

  it('on a phone the figures follow the stories (news first); from 1024 px they sit in the side column', async () => {
    for (const path of [`/?search=${MARK}`, '/']) {
      const { page } = await open(path, { width: 390, height: 844 });
      const list = await page.getByTestId('article-list').boundingBox();
      const figures = await page.getByTestId('hero-figures').boundingBox();
      expect(list && figures && figures.y >= list.y + list.height, path).toBe(true);
      await page.context().close();
    }
    const desktop = await open(`/?search=${MARK}`);
    expect(await desktop.page.getByTestId('home-aside').getByTestId('hero-figures').isVisible()).toBe(true);
    await desktop.page.context().close();
  });

  it('puts the list and a side column next to each other from 1024 px', async () => {
    const { page } = await open('/', { width: 1280, height: 900 });
    const list = await page.locator('#articles').boundingBox();
    const aside = await page.getByTestId('home-aside').boundingBox();
    expect(list && aside && aside.x > list.x + list.width - 1).toBe(true);
    await page.context().close();
  });
});

describe('news first (issue 9)', () => {
  /** Story titles (list cards and the digest's) wholly inside the viewport, before any scrolling. */
  const titlesOnFirstScreen = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="article-title"], [data-testid="digest-link"]')].filter((e) => {
        const r = e.getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
      }).length,
    );
  const PAGES = ['/', `/categories/${CATEGORY_SLUG}`, '/?search=instagram'];

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`puts the first story's title on a 390 × 844 phone's first screen on home, a category and search results (${colorScheme})`, async () => {
      const { page, context, errors } = await newPage({ viewport: { width: 390, height: 844 }, colorScheme });
      for (const path of PAGES) {
        await page.goto(url(path), { waitUntil: 'load' });
        await pageHydrated(page);
        expect(await page.evaluate(() => window.scrollY), path).toBe(0);
        // The list's first story, not a widget's: the card's title is wholly visible.
        const title = page.getByTestId('article-list').or(page.getByTestId('article-grid')).first().getByTestId('article-title').first();
        const box = await title.boundingBox();
        expect(box, path).not.toBeNull();
        expect(box!.y, path).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height, path).toBeLessThanOrEqual(844);
        // A phone's card is compact: its image is a thumbnail beside the title, not a full-width picture above it.
        const card = page.getByTestId('article-card').first();
        expect((await card.boundingBox())!.height, path).toBeLessThan(450);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows at least three story titles on a 1280 × 800 first screen on home, a category and search results', async () => {
    const { page, context } = await newPage({ viewport: { width: 1280, height: 800 } });
    for (const path of PAGES) {
      await page.goto(url(path), { waitUntil: 'load' });
      await pageHydrated(page);
      expect(await titlesOnFirstScreen(page), path).toBeGreaterThanOrEqual(3);
    }
    await context.close();
  });
});
