/**
 * Error states in a real browser (public-site §8): the empty list, page-level errors (server error and lost
 * connection on a client-side navigation), a component-level boundary, the critical boundary around the layout, and
 * the "Using cached news data" notice when the service worker answers from its cache.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, newContext, hydratedMenu as hydrated } from './support/index.ts';

const SLOW = { timeout: 30_000 };

/** A fresh context; its service worker is blocked unless asked for (newContext), so request interception sees every request. */
async function newPage(opts: { serviceWorkers?: 'allow' } = {}): Promise<{ context: BrowserContext; page: Page; reports: Record<string, unknown>[] }> {
  const context = await newContext(opts);
  const page = await context.newPage();
  const reports: Record<string, unknown>[] = [];
  page.on('request', (req: Request) => {
    if (req.url().endsWith('/api/client-errors') && req.method() === 'POST') reports.push(JSON.parse(req.postData() ?? '{}') as Record<string, unknown>);
  });
  return { context, page, reports };
}

const waitForReport = async (reports: Record<string, unknown>[], level: string) => {
  for (let i = 0; i < 150 && !reports.some((r) => r.level === level); i++) await new Promise((r) => setTimeout(r, 200));
  const report = reports.find((r) => r.level === level);
  expect(report, `a ${level} report`).toBeDefined();
  return report as Record<string, unknown>;
};

describe('empty list', () => {
  it("reads the spec's text when a search finds nothing", async () => {
    const { context, page } = await newPage();
    await page.goto(`${app.baseUrl}/?search=zzqxv-nothing-matches`, { waitUntil: 'load' });
    const empty = page.getByTestId('empty-state');
    expect(await empty.getByRole('heading').innerText()).toBe('No articles found');
    expect(await empty.locator('p').innerText()).toBe(
      "We couldn't find any articles matching your current filters. Try adjusting your search terms or clearing filters.",
    );
    await context.close();
  });
});

describe('page-level errors', () => {
  it('a server error on a client-side navigation shows Application Error with Try Again, Go Home, id, time and details', async () => {
    const { context, page, reports } = await newPage();
    // From a page the app's router renders to another (home, the category, article and static pages are islands
    // documents: src/web/islands).
    await page.goto(`${app.baseUrl}/contact`, { waitUntil: 'load' });
    await hydrated(page);
    await page.route(/\.data(\?|$)/, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream exploded' }));
    await page.getByTestId('sign-in-link').click();
    const view = page.getByTestId('app-error');
    await view.waitFor(SLOW);
    expect(await view.getByRole('heading', { level: 1 }).innerText()).toBe('Application Error');
    expect(await view.innerText()).toContain('The application encountered an unexpected error. This has been logged for investigation.');
    await view.getByRole('button', { name: 'Try Again' }).waitFor();
    expect(await view.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    const errorId = await page.getByTestId('error-id').innerText();
    expect(errorId).toMatch(/^err-[a-z0-9]+-[a-z0-9]+$/);
    expect(await page.getByTestId('error-meta').locator('time').getAttribute('datetime')).toMatch(/^\d{4}-/);
    await page.getByTestId('error-details').locator('summary').click();
    expect((await page.getByTestId('error-details').locator('pre').innerText()).length).toBeGreaterThan(0);

    // Reported with the id the reader sees, not fatal.
    const report = await waitForReport(reports, 'page');
    expect(report).toMatchObject({ errorId, path: '/auth' });

    // The server recovers: Try Again loads the page without a reload and counts the attempt.
    await page.unroute(/\.data(\?|$)/);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await view.getByRole('button', { name: 'Try Again' }).click();
    await view.waitFor({ state: 'detached', ...SLOW });
    await page.getByRole('tab', { name: 'Sign In' }).waitFor(SLOW);
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await context.close();
  });

  it('a lost connection while loading a list shows Connection Problem and the toast "Failed to fetch articles"', async () => {
    const { context, page } = await newPage();
    // All stories: the home page loads its next page itself, in place (src/web/islands/inPlacePage.tsx).
    await page.goto(`${app.baseUrl}/?tab=all`, { waitUntil: 'load' });
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const inPlace = (request: { headers(): Record<string, string> }) => request.headers()['x-island-page'] !== undefined;
    await page.route('**/*', (route) => (inPlace(route.request()) ? route.abort('internetdisconnected') : route.fallback()));
    await page.getByTestId('pagination-next').click();
    const view = page.getByTestId('app-error');
    await view.waitFor(SLOW);
    expect(await view.getAttribute('data-error-kind')).toBe('connection');
    expect(await view.getByRole('heading', { level: 1 }).innerText()).toBe('Connection Problem');
    const toast = page.getByTestId('toast').filter({ hasText: 'Failed to fetch articles' });
    await toast.waitFor(SLOW);
    expect(await toast.getByTestId('toast-title').innerText()).toBe('Error');
    expect(await toast.getAttribute('data-variant')).toBe('destructive');
    // Retries are counted (page level: 3).
    await view.getByRole('button', { name: 'Try Again' }).click();
    await page.getByTestId('retry-status').filter({ hasText: 'Retry attempt 1/3' }).waitFor(SLOW);
    // The connection is back: Try Again shows the second page, in the same document.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await view.getByRole('button', { name: 'Try Again' }).click();
    await view.waitFor({ state: 'detached', ...SLOW });
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => page.getByTestId('pagination-pages').locator('[aria-current="page"]').innerText(), SLOW).toBe('2');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await context.close();
  });
});

describe('component error boundary', () => {
  it('keeps the page working, shows Component Error with the message, reports it, and Retry recovers', async () => {
    const { context, page, reports } = await newPage();
    // The browser refuses the display-mode query the install banner makes on mount.
    await page.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (q: string) => {
        if (q.includes('display-mode') && (window as unknown as { __refuseDisplayMode?: boolean }).__refuseDisplayMode !== false) {
          throw new Error('Display mode query is not supported');
        }
        return real(q);
      };
    });
    await page.goto(`${app.baseUrl}/`, { waitUntil: 'load' });
    // The banner is fetched and mounted when the browser offers installation (src/web/islands/InstallBannerLauncher.tsx).
    await hydrated(page);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true })));
    const fallback = page.getByTestId('component-error');
    await fallback.waitFor(SLOW);
    expect(await fallback.locator('p').first().innerText()).toBe('Component Error');
    expect(await page.getByTestId('component-error-message').innerText()).toBe('Display mode query is not supported');
    // Only that part failed: the list and the rest of the page are there and work.
    expect(await page.getByTestId('article-card').count()).toBeGreaterThan(0);
    await hydrated(page);
    const report = await waitForReport(reports, 'component');
    expect(report).toMatchObject({ boundary: 'Install banner', message: 'Display mode query is not supported' });

    await page.evaluate(() => ((window as unknown as { __refuseDisplayMode: boolean }).__refuseDisplayMode = false));
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await fallback.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('critical error boundary', () => {
  it('a failure in the layout itself shows Critical Application Error with Reload Page, reported as critical', async () => {
    const { context, page, reports } = await newPage();
    // The header's theme switch subscribes to storage events; here the browser refuses that subscription.
    await page.addInitScript(() => {
      const real = window.addEventListener.bind(window);
      let scriptDone = false;
      window.addEventListener = ((type: string, ...rest: unknown[]) => {
        if (type === 'storage' && scriptDone) throw new Error('Storage events are blocked');
        return (real as (...a: unknown[]) => void)(type, ...rest);
      }) as typeof window.addEventListener;
      // Let the inline theme script (which runs before the app) subscribe normally.
      document.addEventListener('DOMContentLoaded', () => (scriptDone = true));
    });
    // A page the app hydrates (the static pages are islands documents: src/web/islands).
    await page.goto(`${app.baseUrl}/contact`, { waitUntil: 'load' });
    const view = page.getByTestId('critical-error');
    await view.waitFor(SLOW);
    expect(await view.getByRole('heading', { level: 1 }).innerText()).toBe('Critical Application Error');
    const text = await view.innerText();
    expect(text).toContain('The application encountered a critical error and cannot continue.');
    expect(text).toContain('This error has been automatically reported. Please refresh the page or contact support if the issue persists.');
    await view.getByRole('button', { name: 'Reload Page' }).waitFor();
    expect(await page.getByTestId('error-id').innerText()).toMatch(/^err-/);
    const report = await waitForReport(reports, 'critical');
    expect(report.message).toBe('Storage events are blocked');
    // The report is fatal on the server's side.
    const res = await fetch(`${app.baseUrl}/api/client-errors`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...report, errorId: 'err-abcdef12-0000' }) });
    expect(((await res.json()) as { fatal: boolean }).fatal).toBe(true);
    await context.close();
  });
});

describe('cached data notice', () => {
  it('says "Using cached news data" when the service worker answers a list from its cache', async () => {
    const { context, page } = await newPage({ serviceWorkers: 'allow' });
    // All stories: the list with pages.
    await page.goto(`${app.baseUrl}/?tab=all`, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, SLOW);
    await hydrated(page);
    // Load a list in place online: the home page's second page, which the page fetches itself and the worker saves as
    // the page it is (src/web/islands/inPlacePage.tsx, public/sw-policy.js), then come back.
    const firstTitle = async () => (await page.getByTestId('article-title').first().innerText()).trim();
    const pageOneTitle = await firstTitle();
    await page.getByTestId('pagination-next').click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await page.waitForFunction(
      async () => {
        for (const name of await caches.keys()) {
          if (!name.startsWith('cei-pages-')) continue;
          const keys = await (await caches.open(name)).keys();
          if (keys.some((k) => new URL(k.url).searchParams.get('page') === '2')) return true;
        }
        return false;
      },
      undefined,
      SLOW,
    );
    // The address changes before the new page has rendered: wait for its own first story.
    await expect.poll(firstTitle, SLOW).not.toBe(pageOneTitle);
    const pageTwoTitle = await firstTitle();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/' && !u.searchParams.has('page'));
    await expect.poll(firstTitle, SLOW).toBe(pageOneTitle);

    await context.setOffline(true);
    await page.getByTestId('pagination-next').click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await expect.poll(firstTitle, SLOW).toBe(pageTwoTitle);
    await page.getByTestId('toast-title').filter({ hasText: 'Using cached news data' }).waitFor(SLOW);
    await context.setOffline(false);
    await context.close();
  });
});
