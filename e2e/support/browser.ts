/** Headless Debian Chromium driven by playwright-core (no downloaded browsers). */
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Launches Chromium with the flags this machine needs (no sandbox as root, no background network). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  });
}

/** Opens a URL in a fresh context and collects page errors and console errors (failed external images aside). */
export async function openPage(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ page: Page; status: number | undefined; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  const res = await page.goto(url, { waitUntil: 'networkidle' });
  return { page, status: res?.status(), errors };
}
