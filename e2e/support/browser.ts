/** Headless Debian Chromium driven by playwright-core (no downloaded browsers). */
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags this machine needs: no sandbox as root, no background network. */
const LAUNCH: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
};

/** Launches Chromium as a server the test files connect to (one browser for a whole browser-test project). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH);
}

/** Connects to a browser started by launchBrowserServer. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
