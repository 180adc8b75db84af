/**
 * What every browser-test file imports: the shared app (started once per database by ./globalSetup.ts), the
 * shared Chromium, and fresh contexts that close themselves after each test.
 *
 *   import { app, open } from './support/index.ts';
 *   it('…', async () => { const { page } = await open('/'); … });
 *
 * A test that needs an app of its own (other env, a failing feed, a restart) uses ./appServer.ts; keep those few.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, inject } from 'vitest';
import { connectBrowser } from './browser.ts';
import type { SharedApp } from './sharedApp.ts';

export { CATEGORY_SLUG, DIGEST_MARK, SEARCH_SEEDED, SEARCH_TERM } from './fixtures.ts';
export { datedWithinDays, fetchAllArticles } from './publicApi.ts';

/** The shared app of this project (PGlite or PostgreSQL), its public SITE_URL and the browser's endpoint. */
export const app: SharedApp = inject('sharedApp');

let connection: Promise<Browser> | undefined;
const contexts = new Set<BrowserContext>();

/** The shared Chromium, connected once per test file. */
export function browser(): Promise<Browser> {
  return (connection ??= connectBrowser(app.browserWsEndpoint));
}

let readers = 0;

/**
 * A fresh browser context (cookies and storage of its own), closed after the current test. It is a reader of its own
 * to the app's per-address limits (live streams, view reports, list misses, search recording): every context comes
 * from 127.0.0.1, so without its own X-Forwarded-For (the shared app trusts it) tests would spend one shared budget,
 * and a slow machine, where closed streams are released late, would reach it.
 *
 * The service worker is blocked unless a test asks for it (`serviceWorkers: 'allow'`: e2e/pwa.test.ts and the cached
 * list in e2e/errors.test.ts, the tests about it). Allowed, every fresh context installs it and saves each page and
 * list it loads into Cache Storage, for pages whose test never reads it: blocked, four page-level files (47 tests) took
 * 9 % less time and their test processes and app 15 % less CPU (2026-11-29: 149 → 136 s, 110 → 94 CPU-s).
 */
export async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  readers++;
  const reader = `198.51.${(process.pid + readers) % 256}.${readers % 256}`;
  const context = await (await browser()).newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': reader, ...options.extraHTTPHeaders },
  });
  contexts.add(context);
  context.once('close', () => contexts.delete(context));
  return context;
}

/** A page in a fresh context that collects page errors and console errors (failed external images aside). */
export async function newPage(options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(options);
  const page = await context.newPage();
  // E2E_CPU_THROTTLE=4 runs the page's JavaScript four times slower: how a race that fails CI on a loaded machine
  // (an action before hydration, a navigation that lands late) is reproduced on a quiet one.
  const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 1);
  if (throttle > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return { context, page, errors };
}

/**
 * Opens a path of the shared app in a fresh context, waiting for the load event and, for a page, for React to have
 * hydrated it (a click before that reaches server HTML without its handlers). Not for the network to go idle: that
 * waits at least 500 ms more on every page (the service worker's install, the route manifest, the widgets' data),
 * about a fifth of a browser test's time; what a test reads after the load, it waits for (locators, expect.poll).
 */
export async function open(path: string, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; status: number | undefined; errors: string[] }> {
  const { page, errors } = await newPage({ viewport });
  const res = await page.goto(url(path), { waitUntil: 'load' });
  if (res?.headers()['content-type']?.startsWith('text/html')) await pageHydrated(page);
  return { page, status: res?.status(), errors };
}

/** Waits until the root layout's first effects have run, or an islands document's islands have hydrated (src/web/root.tsx, src/web/islands/client.tsx mark <html data-hydrated>). */
export async function pageHydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Reloads and waits for React to hydrate the new document. A history step taken before that is handled inside the
 * reloaded document (Chrome keeps the other entries of the page's history with it): React Router then hydrates the
 * server's markup for the old address at the new one, React throws #418 and renders again, and the old address's
 * data stays on screen (both failed CI on a slow machine, 2026-11-28).
 */
export async function reloadHydrated(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'load' });
  await pageHydrated(page);
}

/** The shared app's absolute URL of a path. */
export function url(path: string): string {
  return `${app.baseUrl}${path}`;
}

/** Waits until React has hydrated the element matching `selector` (it attaches its props; before that, keys and clicks do nothing). */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return el !== null && Object.keys(el).some((k) => k.startsWith('__reactProps'));
  }, selector);
}

/**
 * Waits for hydration. It used to open and close the floating menu, but the menu's button now steps aside wherever
 * content lies under it (the top of the home page, for one) and cannot be clicked there; the root's hydration mark
 * says the same without a click.
 */
export async function hydratedMenu(page: Page): Promise<void> {
  await pageHydrated(page);
}

afterEach(async () => {
  await Promise.all([...contexts].map((c) => c.close().catch(() => undefined)));
  contexts.clear();
});

afterAll(async () => {
  if (connection) await (await connection).close();
});
