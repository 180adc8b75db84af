#!/usr/bin/env node
// Takes viewport screenshots of a running site in both themes at phone and desktop widths, for a human look.
// Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 /tmp/shots / /categories/creator-economy /about
// Signed in: SCREENSHOT_COOKIE='name=value; name2=value2' (e.g. the Set-Cookie of a sign-in) is sent with every page.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base = 'http://127.0.0.1:3000', outDir = '/tmp/shots', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/categories/creator-economy', '/about', '/no-such-page'];
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const theme of ['light', 'dark']) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 }, deviceScaleFactor: 1 });
    await context.addInitScript((t) => localStorage.setItem('cei-theme', t), theme);
    if (process.env.SCREENSHOT_COOKIE) {
      const url = new URL(base);
      await context.addCookies(
        process.env.SCREENSHOT_COOKIE.split(';').map((pair) => {
          const [name, ...value] = pair.trim().split('=');
          return { name, value: value.join('='), domain: url.hostname, path: '/' };
        }),
      );
    }
    const page = await context.newPage();
    for (const p of pages) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      const name = (p === '/' ? 'home' : p.replace(/^\//, '').replace(/\W+/g, '_')) + `-${width}-${theme}.png`;
      await page.screenshot({ path: `${outDir}/${name}` });
      console.log(`${outDir}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
