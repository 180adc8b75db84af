import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, open, pageHydrated, url } from './support/index.ts';

/** The shared app's SITE_URL differs from where it listens, so canonical links provably come from SITE_URL. */
const SITE_URL = app.siteUrl;

/**
 * Opens the home page and goes to the first card's link target (a plain click opens the detail dialog instead, see
 * e2e/dialog.test.ts); returns the page on the article.
 */
async function openFirstArticle(): Promise<{ page: Page; title: string; path: string; errors: string[] }> {
  const { page, errors } = await open('/');
  const link = page.getByTestId('article-card').first().getByTestId('article-link');
  const title = (await link.innerText()).trim();
  await page.goto(new URL((await link.getAttribute('href')) ?? '', app.baseUrl).href, { waitUntil: 'networkidle' });
  await page.waitForURL(/\/articles\/[0-9a-f-]{36}-/);
  await page.getByTestId('article-heading').waitFor();
  return { page, title, path: new URL(page.url()).pathname, errors };
}

describe('article page', () => {
  it('opens from a card link and shows the story, its source and related articles', async () => {
    const { page, title, errors } = await openFirstArticle();
    expect(await page.getByTestId('article-heading').innerText()).toBe(title);
    expect(await page.getByTestId('category-badge').first().isVisible()).toBe(true);
    expect((await page.getByTestId('article-source').innerText()).length).toBeGreaterThan(0);
    expect(await page.getByTestId('source-logo').isVisible()).toBe(true);
    expect(await page.locator('article time').first().getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await page.getByTestId('article-content').innerText()).length).toBeGreaterThan(200);
    const related = page.getByTestId('related-article');
    expect(await related.count()).toBeGreaterThanOrEqual(1);
    expect(await related.count()).toBeLessThanOrEqual(4);
    expect(await related.allInnerTexts()).not.toContainEqual(expect.stringContaining(title));
    const readFull = page.getByTestId('read-full-article');
    expect(await readFull.getAttribute('target')).toBe('_blank');
    expect(await readFull.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await readFull.getAttribute('href')).toMatch(/^https?:\/\//);
    expect(await page.getByTestId('related-topics').getByRole('link').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is an islands document: no React Router app, and the parts that act hydrate on their own and work', async () => {
    const { page, path, errors } = await openFirstArticle();
    await pageHydrated(page);
    // The server wrote the islands (src/web/islands/islandContext.ts) with their props, and no router state.
    const html = await (await fetch(url(path))).text();
    expect(html).not.toContain('__reactRouterContext');
    const islands = [...html.matchAll(/data-island="(\w+)"/g)].map((m) => m[1]);
    expect(islands).toEqual(expect.arrayContaining(['SiteHeader', 'ViewCounter', 'ReadingProgressCard', 'Toaster']));
    // The browser loaded the islands build, none of the app's chunks (its vendor chunk holds React Router's data router).
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.endsWith('.js')),
    );
    expect(scripts.some((s) => s.startsWith('/assets/islands-'))).toBe(true);
    expect(scripts.filter((s) => !s.startsWith('/assets/islands-'))).toEqual([]);
    // The header island answers: its categories menu opens, and a category link loads that page.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('categories-menu-button').click();
    const menu = page.getByTestId('categories-menu');
    await menu.waitFor();
    const category = menu.getByRole('link').first();
    const href = (await category.getAttribute('href')) ?? '';
    await category.click();
    await page.waitForURL((u) => u.pathname === href);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("opens from the detail dialog's page link as a document of its own", async () => {
    const { page, errors } = await open('/');
    await page.getByTestId('article-card').first().getByTestId('article-link').click();
    const pageLink = page.getByTestId('dialog-open-page');
    await pageLink.waitFor();
    const href = (await pageLink.getAttribute('href')) ?? '';
    // The app's router hands the navigation to the browser (islands/islandsRoute.ts loadAsDocument): a new document,
    // so what this one's window held is gone. (The address bar already shows the article's address while the dialog
    // is open, so the URL alone does not tell.)
    await page.evaluate(() => Object.assign(window, { ceiBeforeClick: true }));
    const newDocument = page.waitForEvent('domcontentloaded');
    await pageLink.click();
    await newDocument;
    await page.waitForURL((u) => u.pathname === href);
    await pageHydrated(page);
    expect(await page.evaluate(() => 'ceiBeforeClick' in window)).toBe(false);
    expect(await page.locator('[data-island="SiteHeader"]').count()).toBe(1);
    expect(await page.getByTestId('article-heading').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('serves the head tags on SITE_URL: canonical, Open Graph and a NewsArticle JSON-LD', async () => {
    const { page: first, title, path } = await openFirstArticle();
    await first.context().close();
    const { page, status, errors } = await open(path);
    expect(status).toBe(200);
    const canonical = `${SITE_URL}${path}`;
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(canonical);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(title);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(canonical);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('NewsArticle');
    expect(jsonLd.headline).toBe(title);
    expect(jsonLd.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': canonical });
    expect(jsonLd.isBasedOn).toBe(await page.getByTestId('read-full-article').getAttribute('href'));
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe('/feed.xml');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('moves a wrong or missing slug permanently to the canonical address', async () => {
    const { page: first, path } = await openFirstArticle();
    await first.context().close();
    const id = /\/articles\/([0-9a-f-]{36})-/.exec(path)?.[1] as string;
    for (const wrong of [`/articles/${id}-an-old-headline`, `/articles/${id}`, `/articles/${id.toUpperCase()}-x`]) {
      const res = await fetch(`${app.baseUrl}${wrong}`, { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(new URL(res.headers.get('location') ?? '', app.baseUrl).pathname).toBe(path);
    }
    const { page, status } = await open(`/articles/${id}-an-old-headline`);
    expect(status).toBe(200);
    expect(new URL(page.url()).pathname).toBe(path);
    await page.context().close();
  });

  it.each(['/articles/00000000-0000-4000-8000-000000000000-no-such-story', '/articles/not-an-id'])('answers %s with the 404 page', async (path) => {
    const { page, status } = await open(path);
    expect(status).toBe(404);
    expect(await page.locator('body').innerText()).toContain('Oops! Page not found');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.context().close();
  });

  it('fits a 390 px phone without horizontal scrolling', async () => {
    const { page: first, path } = await openFirstArticle();
    await first.context().close();
    const { page } = await open(path, { width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.getByTestId('related-article').count()).toBeGreaterThanOrEqual(1);
    await page.context().close();
  });
});

describe('feeds in the page head', () => {
  it('links the category feed on a category page', async () => {
    const { page } = await open('/categories/platform-updates');
    const hrefs = await page.locator('link[rel="alternate"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/feed.xml',
        '/categories/platform-updates/feed.xml',
        '/categories/platform-updates/feed.atom',
        '/categories/platform-updates/feed.json',
      ]),
    );
    await page.context().close();
  });
});
