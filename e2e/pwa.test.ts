/**
 * Installable app in a real browser: manifest and icons, the service worker (registered on load, controlling the
 * page, offline reading of an article viewed online) and the floating action menu. The install banner's timing and
 * the menu's keyboard use need no server: src/web/components/*.dom.test.tsx.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, newContext, hydratedMenu as hydrated, pageHydrated } from './support/index.ts';

const SLOW = { timeout: 30_000 };

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function newPage(viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext({ viewport, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

describe('web manifest', () => {
  it('is linked from every page, served as application/manifest+json, with installable fields and real PNG icons', async () => {
    const html = await (await fetch(`${app.baseUrl}/about`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    const res = await fetch(`${app.baseUrl}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await res.json()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; background_color: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#ffffff', background_color: '#ffffff' });
    expect(manifest.name.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) {
      const img = await fetch(`${app.baseUrl}${icon.src}`);
      expect(img.status, icon.src).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/png');
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(pngSize(new Uint8Array(await img.arrayBuffer())), icon.src).toEqual({ width: w, height: h });
    }
    expect(manifest.icons.map((i) => `${i.sizes}/${i.purpose}`).sort()).toEqual(['192x192/any', '512x512/any', '512x512/maskable']);
  });
});

describe('service worker', () => {
  it('is served from the root with no-cache, as JavaScript, with the build version written in', async () => {
    const res = await fetch(`${app.baseUrl}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const body = await res.text();
    expect(body).not.toContain('__BUILD_VERSION__');
    expect(body).toMatch(/var VERSION = "[\w.-]+";/);
    const policy = await fetch(`${app.baseUrl}/sw-policy.js`);
    expect(policy.headers.get('cache-control')).toBe('no-cache');
  });

  it('registers after load, controls the page, and keeps an article viewed online readable offline', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(`${app.baseUrl}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, SLOW);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    expect(scope).toBe(`${app.baseUrl}/`);

    // Read an article while online (a document navigation the worker now handles and saves).
    const href = await page.locator('a[href^="/articles/"]').first().getAttribute('href');
    await page.goto(`${app.baseUrl}${href}`, { waitUntil: 'load' });
    // Viewed: its scripts too, which start after the load event. An article page is an islands document, whose
    // scripts the home page (the app's) did not load (src/web/islands/islandContext.ts).
    await pageHydrated(page);
    const heading = (await page.getByTestId('article-heading').innerText()).trim();
    await page.waitForFunction(
      async (path) => {
        for (const name of await caches.keys()) {
          if (name.startsWith('cei-pages-') && (await (await caches.open(name)).match(location.origin + path))) return true;
        }
        return false;
      },
      href,
      SLOW,
    );

    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    expect((await page.getByTestId('article-heading').innerText()).trim()).toBe(heading);
    // The copy came from the worker's cache, and the reader is told so.
    expect(await page.evaluate(() => document.documentElement.dataset.swCachedAt)).toMatch(/^\d{4}-\d\d-\d\dT/);
    await page.getByTestId('toast-title').filter({ hasText: 'Using cached news data' }).waitFor(SLOW);

    // A page never opened: the offline page, which lists what was saved.
    await page.goto(`${app.baseUrl}/privacy`, { waitUntil: 'load' });
    await page.getByTestId('offline-page').waitFor(SLOW);
    await page.locator('#saved-list a').first().waitFor(SLOW);
    expect(await page.locator('#saved-list a').allInnerTexts()).toContain(heading);

    // Back on the saved article, then online again: the reader is offered the fresh page.
    await page.goto(`${app.baseUrl}${href}`, { waitUntil: 'load' });
    await page.getByTestId('toast-title').filter({ hasText: 'Using cached news data' }).waitFor(SLOW);
    await context.setOffline(false);
    await page.getByTestId('toast').filter({ hasText: "You're back online" }).getByRole('button', { name: 'Refresh' }).waitFor(SLOW);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never caches POSTs or error reports', async () => {
    const { context, page } = await newPage();
    await page.goto(`${app.baseUrl}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, SLOW);
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/client-errors', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return res.status;
    });
    expect(status).toBe(400);
    const cachedUrls = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
      return urls;
    });
    expect(cachedUrls.some((u) => u.includes('/api/client-errors'))).toBe(false);
    await context.close();
  });
});

describe('floating action menu', () => {
  // Its keyboard behaviour and the share sheet: src/web/components/FloatingActionMenu.dom.test.tsx.
  it('gives the button and every item a 44 px target', async () => {
    const { context, page } = await newPage();
    await page.goto(`${app.baseUrl}/about`, { waitUntil: 'load' });
    await hydrated(page);
    const button = page.getByTestId('fab-button');
    await button.click();
    for (const id of ['fab-button', 'fab-search', 'fab-bookmarks', 'fab-share', 'fab-settings']) {
      const box = await page.getByTestId(id).boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0), id).toBeGreaterThanOrEqual(44);
    }
    await context.close();
  });

  it('Search takes the reader to the home search box and focuses it', async () => {
    const { context, page } = await newPage();
    await page.goto(`${app.baseUrl}/about`, { waitUntil: 'load' });
    await hydrated(page);
    await page.getByTestId('fab-button').click();
    await page.getByTestId('fab-search').click();
    // From an islands document (About: src/web/islands) the home page is a new document, asked for with #search.
    await page.waitForURL(`${app.baseUrl}/#search`);
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'search-input', undefined, SLOW);
    await context.close();
  });

  it('Share copies the site link when there is no share sheet; Bookmarks and Settings ask to sign in', async () => {
    const { context, page } = await newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    await page.goto(`${app.baseUrl}/about`, { waitUntil: 'load' });
    await hydrated(page);
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await page.getByTestId('fab-button').click();
    await page.getByTestId('fab-share').click();
    await page.getByTestId('toast-title').filter({ hasText: 'Link copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(app.siteUrl);
    await page.getByTestId('fab-button').click();
    await page.getByTestId('fab-bookmarks').click();
    await page.getByTestId('toast-title').filter({ hasText: 'Sign in required' }).waitFor();
    expect(await page.getByTestId('toast-description').last().innerText()).toContain('Bookmarks');
    // The menu button sits above the open toasts instead of under them.
    await page.waitForFunction(() => {
      const fab = document.querySelector('[data-testid="fab-button"]')?.getBoundingClientRect();
      const tops = [...document.querySelectorAll('[data-testid="toast"]')].map((t) => t.getBoundingClientRect().top);
      return fab !== undefined && tops.length === 2 && fab.bottom <= Math.min(...tops);
    }, undefined, SLOW);
    await context.close();
  });
});
