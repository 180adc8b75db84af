/**
 * The home page's live widgets in the browser: real figures from GET /api/live-platform-data, the side column from
 * 1024 px and under the list below it, and the failure path (retries, cached data, unavailable) with the page's
 * clock under the test's control.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LivePlatformData } from '../src/domain/livePlatformData.ts';
import { app, newContext, newPage, open } from './support/index.ts';


const sidebar = (page: Page) => page.getByTestId('home-sidebar');
const notice = (page: Page) => page.getByTestId('sidebar-notice');
const ENDPOINT = '**/api/live-platform-data';

/**
 * Runs `go` (a navigation or a click) and returns the live data the page fetched meanwhile: the figures a test compares
 * the page with are the ones it was given, since other files share the app and their searches and stories change them.
 */
async function fetchedBy(page: Page, go: () => Promise<unknown>): Promise<LivePlatformData> {
  const [answer] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/live-platform-data')), go()]);
  return ((await answer.json()) as { data: LivePlatformData }).data;
}

/** Moves the page's installed clock on by one second, then reads: each poll lets the next pending retry come due. */
async function advanced<T>(page: Page, read: () => Promise<T>): Promise<T> {
  await page.clock.runFor(1_000);
  return read();
}

describe('home widgets', () => {
  it('show the figures the API computes from the database, in a side column at 1280 px', async () => {
    const { page, errors } = await newPage();
    const api = await fetchedBy(page, () => page.goto(`${app.baseUrl}/`, { waitUntil: 'load' }));
    expect(api.platformUpdates.length).toBe(5);
    await page.locator('[data-testid="home-sidebar"][data-status="ready"]').waitFor({ timeout: 30_000 });

    const updates = page.getByTestId('widget-platform-updates').locator('li');
    expect(await updates.count()).toBe(5);
    for (const [i, u] of api.platformUpdates.entries()) {
      const text = await updates.nth(i).textContent();
      expect(text).toContain(u.title);
      expect(text).toContain(u.platform);
    }
    const stories = api.pulse.stats.find((s) => s.id === 'stories');
    expect(await page.getByTestId('pulse-stories').textContent()).toContain(String(stories?.current));
    const topics = page.getByTestId('widget-trending-topics').locator('li');
    expect(await topics.count()).toBe(api.trendingTopics.length);
    expect(await topics.first().textContent()).toContain(api.trendingTopics[0]?.keyword);
    for (const m of api.marketInsights) expect(await page.getByTestId(`insight-${m.id}`).textContent()).toContain(`${m.current} ${m.current === 1 ? 'story' : 'stories'}`);
    // Home shows industry news once, as the digest above the widgets (its rules are tested in e2e/home.test.ts).
    expect(await page.getByTestId('widget-industry-news').count()).toBe(0);
    const digest = page.getByTestId('industry-digest');
    const digestCards = await digest.getByTestId('digest-card').count();
    expect(digestCards).toBeGreaterThan(0);
    expect(digestCards).toBeLessThanOrEqual(6);
    expect(await digest.getByTestId('digest-read-all').getAttribute('href')).toBe('/?category=industry-insights');
    expect(await notice(page).textContent()).toBe('');

    // A side column: right of the article list, in the column the digest heads.
    const side = await sidebar(page).boundingBox();
    const list = await page.getByTestId('article-grid').boundingBox();
    const aside = await page.getByTestId('home-aside').boundingBox();
    expect(side && list && side.x >= list.x + list.width).toBe(true);
    expect(side && aside && side.x >= aside.x && side.y >= aside.y).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('stack under the article list on a phone, and load when the reader scrolls towards them', async () => {
    const { page } = await open('/', { width: 390, height: 844 });
    // Twenty stories above them: neither their code nor their data is fetched until they come near the screen.
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await page.waitForTimeout(1000);
    expect(await sidebar(page).getAttribute('data-status')).toBe('loading');
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect([...fetched, ...loaded].filter((u) => u.includes('/api/live-platform-data') || /HomeSidebarWidgets-/.test(u))).toEqual([]);
    // The server's loading skeleton stands still while it waits off the screen (a pulse there would restyle it on the
    // main thread several times a second); it pulses once the widgets run and load, and is gone with the data.
    const bones = sidebar(page).locator('span[aria-hidden="true"].block');
    const animations = () => bones.evaluateAll((els) => [...new Set(els.map((e) => getComputedStyle(e).animationName))]);
    expect(await bones.count()).toBeGreaterThan(5);
    expect(await animations()).toEqual(['none']);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/live-platform-data', async (route) => {
      await held;
      await route.continue();
    });
    await sidebar(page).scrollIntoViewIfNeeded();
    await page.locator('[data-testid="home-sidebar"][data-running]').waitFor({ state: 'attached', timeout: 30_000 });
    expect(await animations()).toEqual(['pulse']);
    release();
    await page.locator('[data-testid="home-sidebar"][data-status="ready"]').waitFor({ timeout: 30_000 });
    expect(await bones.count()).toBe(0);
    const side = await sidebar(page).boundingBox();
    const list = await page.getByTestId('article-list').boundingBox();
    expect(side && list && side.y >= list.y + list.height).toBe(true);
    await page.context().close();
  });

  it('when the endpoint fails: retry attempts, then the cached data with a notice, then "Service temporarily unavailable"', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.clock.install();
    const api = await fetchedBy(page, () => page.goto(`${app.baseUrl}/`, { waitUntil: 'domcontentloaded' }));
    await page.locator('[data-testid="home-sidebar"][data-status="ready"]').waitFor({ timeout: 30_000 });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const firstTitle = api.platformUpdates[0]?.title ?? '';

    await page.route(ENDPOINT, (route) => route.abort());
    // Each failed try is announced before the next one is due, so the test moves the clock only then.
    const failedRefresh = async () => {
      await page.clock.runFor(60_000);
      await expect.poll(() => notice(page).textContent()).toBe('Retry attempt 2/3');
      await page.clock.runFor(2_000);
      await expect.poll(() => notice(page).textContent()).toBe('Retry attempt 3/3');
      await page.clock.runFor(4_000);
    };
    await failedRefresh();
    await expect.poll(() => notice(page).textContent()).toBe('Using cached platform data');
    expect(await page.getByTestId('widget-platform-updates').textContent()).toContain(firstTitle);

    // Two more failed refreshes: the widgets stop and say so, still showing the last data.
    await failedRefresh();
    await expect.poll(() => notice(page).textContent()).toBe('Using cached platform data');
    await failedRefresh();
    await expect.poll(() => notice(page).textContent()).toContain('Service temporarily unavailable');
    expect(await sidebar(page).getAttribute('data-status')).toBe('disabled');
    expect(await page.getByTestId('widget-platform-updates').textContent()).toContain(firstTitle);
    await context.close();
  });

  it('a later visit with the endpoint down shows the saved data; with nothing saved, "Unable to load trending topics" and Retry', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const saved = await fetchedBy(page, () => page.goto(`${app.baseUrl}/`, { waitUntil: 'domcontentloaded' }));
    await page.locator('[data-testid="home-sidebar"][data-status="ready"]').waitFor({ timeout: 30_000 });

    // Same browser, endpoint down: last visit's data comes from localStorage.
    const again = await context.newPage();
    await again.clock.install();
    await again.route(ENDPOINT, (route) => route.abort());
    await again.goto(`${app.baseUrl}/`, { waitUntil: 'domcontentloaded' });
    await again.getByTestId('home-sidebar').waitFor();
    // The retries (2 s, then 4 s) are scheduled only once each try has failed, so the clock moves while the test waits:
    // moving it 6 s at once, before the first try, left the retries to real time (about 6 s per visit).
    await expect.poll(() => advanced(again, () => notice(again).textContent()), { timeout: 30_000 }).toBe('Using cached platform data');
    expect(await again.getByTestId('widget-platform-updates').textContent()).toContain(saved.platformUpdates[0]?.title);
    await context.close();

    // A fresh browser with nothing saved.
    const freshContext = await newContext();
    const fresh = await freshContext.newPage();
    await fresh.clock.install();
    await fresh.route(ENDPOINT, (route) => route.abort());
    await fresh.goto(`${app.baseUrl}/`, { waitUntil: 'domcontentloaded' });
    await fresh.getByTestId('home-sidebar').waitFor();
    const trending = fresh.getByTestId('widget-trending-topics');
    await expect.poll(() => advanced(fresh, () => trending.textContent()), { timeout: 30_000 }).toContain('Unable to load trending topics');
    await fresh.unroute(ENDPOINT);
    const retried = await fetchedBy(fresh, () => trending.getByRole('button', { name: 'Retry' }).click());
    expect(retried.trendingTopics.length).toBeGreaterThan(0);
    await fresh.locator('[data-testid="home-sidebar"][data-status="ready"]').waitFor({ timeout: 30_000 });
    expect(await fresh.getByTestId('widget-trending-topics').locator('li').count()).toBe(retried.trendingTopics.length);
    await freshContext.close();
  });
});
