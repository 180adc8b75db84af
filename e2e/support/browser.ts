/** Headless Debian Chromium driven by playwright-core (no downloaded browsers). */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

/** Debian's `chromium`: the browser readers run, and what `bench:web` (Lighthouse) and the screenshots use. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`: the same Chromium release (one Debian source package, the same Blink and V8)
 * built as the headless-only shell, which Playwright and Puppeteer also test in by default. It skips what the full
 * browser sets up for a window and a profile, and costs about half the CPU per test: the 133 PGlite browser tests
 * alone took 609 s and about 750 CPU-s of Chromium in the full browser, 444 s and 375 CPU-s in the shell, every test
 * passing in both (2026-12-06). A new context costs about 0.5 CPU-s in the full browser's main process and 0.1 in the
 * shell's; a hydrated load of the home page 0.8 against 0.35.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium a browser-test project drives. CHROMIUM_PATH, when set, for every project. Otherwise the PGlite
 * project (every browser-test file) runs in the headless shell and the PostgreSQL project (the database-bound files)
 * in the full browser, so each `npm test` with TEST_DATABASE_URL runs browser tests in both builds; without the shell
 * installed, everything runs in the full browser.
 */
export function chromiumFor(onPostgres: boolean): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return onPostgres || !existsSync(HEADLESS_SHELL) ? FULL_CHROMIUM : HEADLESS_SHELL;
}

/** The flags this machine needs: no sandbox as root, no background network. */
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

/** Launches Chromium as a server the test files connect to (one browser for a whole browser-test project). */
export function launchBrowserServer(executablePath: string): Promise<BrowserServer> {
  const options: LaunchOptions = { executablePath, headless: true, args: ARGS };
  return chromium.launchServer(options);
}

/** Connects to a browser started by launchBrowserServer. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
