import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { migrate } from '../src/db/migrate.ts';
import { insertTestArticle } from '../src/db/testDatabase.ts';
import { createStorage, startAppServer, type AppServer } from './support/appServer.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { datedWithinDays, fetchAllArticles } from './support/publicApi.ts';

// Category pages: hero figures from the database, sort selector, grid of 24 with pagination, breadcrumb, legacy
// names redirected, unknown names not found.
let storage: Awaited<ReturnType<typeof createStorage>>;
let app: AppServer;
let browser: Browser;

const SLUG = 'regulations-ethics';
const D = 24 * 3_600_000;

beforeAll(async () => {
  storage = await createStorage();
  const database = await openDatabase({ databaseUrl: storage.databaseUrl, dataDir: path.resolve(storage.dataDir, 'pglite') });
  await migrate(database);
  // 30 more stories (some stored under the legacy name "regulations"), spread over two months, from three sources with
  // different counts, so the page has two pages, a week figure below the total and a clear top-sources order.
  for (let i = 0; i < 30; i++) {
    await insertTestArticle(database, {
      title: `Disclosure rule explainer number ${i + 1} for Indian creators`,
      category: i % 5 === 0 ? 'regulations' : SLUG,
      sourceName: i < 15 ? 'Compliance Ledger' : i < 25 ? 'Policy Post India' : 'Ad Standards Weekly',
      originalPublishedAt: new Date(Date.now() - (i * 2 + 0.5) * D),
      viewsCount: (i * 37) % 101,
      qualityScore: (i * 53) % 100,
    });
  }
  await database.close();
  app = await startAppServer(storage);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await storage?.dispose();
});

const open = (p: string, viewport?: { width: number; height: number }) => openPage(browser, `${app.baseUrl}${p}`, viewport);

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const link = document.querySelector('[data-testid="sort-selector"] a');
    return link !== null && Object.keys(link).some((k) => k.startsWith('__reactProps'));
  });
}

describe('category page', () => {
  it('shows figures that match the database: total, the last 7 days and the top sources with counts', async () => {
    const { page, status, errors } = await open(`/categories/${SLUG}`);
    expect(status).toBe(200);
    const { articles, totalCount } = await fetchAllArticles(app.baseUrl, { category: SLUG });
    expect(totalCount).toBeGreaterThanOrEqual(30);
    expect(await page.getByTestId('category-article-count').innerText()).toBe(totalCount.toLocaleString('en-IN'));
    expect(await page.getByTestId('category-week-count').innerText()).toBe(datedWithinDays(articles, 7).length.toLocaleString('en-IN'));

    const bySource = new Map<string, number>();
    for (const a of articles) bySource.set(a.sourceName, (bySource.get(a.sourceName) ?? 0) + 1);
    const expected = [...bySource].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 3);
    const names = await page.getByTestId('top-source-name').allInnerTexts();
    const counts = await page.getByTestId('top-source-count').allInnerTexts();
    expect(names.map((n, i) => [n, Number(counts[i])])).toEqual(expected);
    expect(names[0]).toBe('Compliance Ledger');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has the breadcrumb Home > Categories > name, a description and up to five keywords', async () => {
    const { page } = await open(`/categories/${SLUG}`);
    const crumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await crumb.getByRole('listitem').allInnerTexts()).map((t) => t.trim())).toEqual(['Home', 'Categories', 'Regulations & Ethics']);
    expect(await crumb.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await crumb.getByRole('link', { name: 'Categories' }).getAttribute('href')).toBe('/#categories');
    expect(await crumb.getByText('Regulations & Ethics').getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Regulations & Ethics');
    expect(await page.getByTestId('category-keywords').getByRole('listitem').count()).toBe(5);
    await hydrated(page);
    await crumb.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await page.getByTestId('home-tabs').waitFor();
    await page.context().close();
  });

  it('shows 24 a page with pagination', async () => {
    const { page } = await open(`/categories/${SLUG}`);
    const { totalCount } = await fetchAllArticles(app.baseUrl, { category: SLUG });
    expect(await page.getByTestId('article-card').count()).toBe(24);
    await hydrated(page);
    await page.getByTestId('pagination-next').click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await expect.poll(() => page.getByTestId('article-card').count()).toBe(Math.min(24, totalCount - 24));
    await page.context().close();
  });

  it.each(['latest', 'trending', 'quality', 'relevance', 'oldest'])('sort selector: %s orders the grid as the API does', async (sort) => {
    const { page } = await open(`/categories/${SLUG}${sort === 'latest' ? '?sort=oldest' : ''}`);
    await hydrated(page);
    const selector = page.getByTestId('sort-selector');
    await selector.getByRole('link', { name: new RegExp(`^${sort}$`, 'i') }).click();
    if (sort !== 'latest') await page.waitForURL((u) => u.searchParams.get('sort') === sort);
    else await page.waitForURL((u) => u.searchParams.get('sort') === 'latest');
    const expected = await fetch(`${app.baseUrl}/api/articles?category=${SLUG}&sort=${sort}&pageSize=24`).then(
      (r) => r.json() as Promise<{ articles: { title: string }[] }>,
    );
    await expect.poll(() => page.getByTestId('article-title').allInnerTexts()).toEqual(expected.articles.map((a) => a.title));
    expect(await selector.getByRole('link', { name: new RegExp(`^${sort}$`, 'i') }).getAttribute('aria-current')).toBe('true');
    await page.context().close();
  });

  it.each([
    ['regulations', 'regulations-ethics', 'Regulations & Ethics'],
    ['trends', 'industry-insights', 'Industry Insights'],
    ['campaigns', 'brand-partnerships', 'Brand Partnerships'],
    ['Creator-Economy', 'creator-economy', 'Creator Economy'],
  ])('redirects the legacy or miscased name %s to /categories/%s with 301', async (legacy, slug, name) => {
    const res = await fetch(`${app.baseUrl}/categories/${legacy}?sort=oldest`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location') ?? '', app.baseUrl).pathname + new URL(res.headers.get('location') ?? '', app.baseUrl).search).toBe(
      `/categories/${slug}?sort=oldest`,
    );
    const { page } = await open(`/categories/${legacy}`);
    expect(new URL(page.url()).pathname).toBe(`/categories/${slug}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(name);
    await page.context().close();
  });

  it('answers an unknown category with Category not found (404)', async () => {
    const { page, status } = await open('/categories/not-a-category');
    expect(status).toBe(404);
    expect(await page.getByTestId('category-not-found').getByRole('heading', { level: 1 }).innerText()).toBe('Category not found');
    await page.context().close();
  });

  it('fits a 390 px phone without sideways scrolling', async () => {
    const { page } = await open(`/categories/${SLUG}`, { width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
