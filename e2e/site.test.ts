import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, startAppServer, type AppServer } from './support/appServer.ts';
import { launchBrowser, openPage } from './support/browser.ts';

let storage: Awaited<ReturnType<typeof createStorage>>;
let app: AppServer;
let browser: Browser;

beforeAll(async () => {
  storage = await createStorage();
  app = await startAppServer(storage);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await storage?.dispose();
});

const open = (path: string, viewport?: { width: number; height: number }) => openPage(browser, `${app.baseUrl}${path}`, viewport);

describe('home page', () => {
  it('shows server-rendered article cards that stay after hydration, linking out safely', async () => {
    const { page, status, errors } = await open('/');
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

  it('replaces a broken article image with the category illustration', async () => {
    const { page } = await open('/');
    // Sample images point at example.com, which does not serve them: every card must end up with a working image.
    // Lazy images below the fold never load in a headless viewport; judge the eager ones at the top.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="article-card"] img')]
        .filter((img) => (img as HTMLImageElement).loading !== 'lazy')
        .every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    );
    const broken = await page.$$eval('[data-testid="article-card"] img', (imgs) =>
      imgs.filter((i) => (i as HTMLImageElement).naturalWidth === 0 && (i as HTMLImageElement).loading !== 'lazy').length,
    );
    expect(broken).toBe(0);
    const fallbacks = await page.$$eval('[data-testid="article-card"] img', (imgs) => imgs.filter((i) => (i as HTMLImageElement).src.includes('/images/categories/')).length);
    expect(fallbacks).toBeGreaterThan(0);
    await page.context().close();
  });

  it('keeps the theme choice across a reload', async () => {
    const { page } = await open('/');
    await page.locator('[data-theme-option="dark"]:visible').first().click();
    expect(await page.evaluate(() => localStorage.getItem('cei-theme'))).toBe('dark');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.locator('[data-theme-option="light"]:visible').first().click();
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('cei-theme'))).toBe('light');
    await page.context().close();
  });

  it('lists the categories in the header dropdown with 40-character previews', async () => {
    const { page } = await open('/');
    await page.getByRole('button', { name: /categories/i }).first().click();
    const links = page.locator('a[href^="/categories/"]:visible');
    expect(await links.count()).toBeGreaterThanOrEqual(7);
    await page.context().close();
  });

  it('renders on a 390 px phone without horizontal scrolling', async () => {
    const { page } = await open('/', { width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.getByTestId('article-card').count()).toBeGreaterThanOrEqual(10);
    await page.context().close();
  });
});

describe('category page', () => {
  it('shows the breadcrumb, description and only that category’s articles', async () => {
    const { page, status } = await open('/categories/creator-economy');
    expect(status).toBe(200);
    const crumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumb.innerText()).toMatch(/Home[\s\S]*Categories[\s\S]*Creator Economy/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('Creator Economy');
    const count = await page.getByTestId('article-card').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(24);
    const badges = await page.getByTestId('category-badge').allInnerTexts();
    expect(badges.length).toBe(count);
    expect(new Set(badges.map((b) => b.trim()))).toEqual(new Set(['Creator Economy']));
    await page.context().close();
  });

  it('changes the order with the sort selector', async () => {
    const { page } = await open('/categories/creator-economy');
    const first = await page.getByTestId('article-title').first().innerText();
    await page.goto(`${app.baseUrl}/categories/creator-economy?sort=oldest`, { waitUntil: 'networkidle' });
    const firstOldest = await page.getByTestId('article-title').first().innerText();
    expect(firstOldest).not.toBe(first);
    await page.context().close();
  });

  it('answers an unknown category with Category not found and status 404', async () => {
    const { page, status } = await open('/categories/not-a-category');
    expect(status).toBe(404);
    expect(await page.locator('body').innerText()).toContain('Category not found');
    await page.context().close();
  });
});

describe('static and error pages', () => {
  it.each(['/about', '/mission', '/contact', '/privacy', '/terms'])('%s renders with its own title', async (path) => {
    const { page, status, errors } = await open(path);
    expect(status).toBe(200);
    expect(await page.title()).not.toBe('');
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(400);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the 404 page with a link home', async () => {
    const { page, status } = await open('/no/such/page');
    expect(status).toBe(404);
    expect(await page.locator('body').innerText()).toContain('Oops! Page not found');
    await page.getByRole('link', { name: /return to home/i }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await page.getByTestId('article-card').first().waitFor();
    expect(await page.getByTestId('article-card').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
