/**
 * Automated accessibility checks with axe-core (WCAG 2.x A/AA rules) on the public pages, in light and dark
 * themes, at phone and desktop widths: no serious or critical violations. Also checks the floating menu open and
 * the error screens, which most readers never see but must be usable when they do.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { app, newContext } from './support/index.ts';

let articlePath: string;

beforeAll(async () => {
  const html = await (await fetch(`${app.baseUrl}/`)).text();
  articlePath = /href="(\/articles\/[^"]+)"/.exec(html)?.[1] ?? '';
  expect(articlePath).not.toBe('');
});

const THEMES = ['light', 'dark'] as const;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** Opens a path in a given theme, hydrated, with motion reduced so colours are checked at rest. */
async function openIn(path: string, theme: (typeof THEMES)[number], viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext({ viewport, reducedMotion: 'reduce', colorScheme: theme, serviceWorkers: 'block' });
  await context.addInitScript((t) => localStorage.setItem('cei-theme', t), theme);
  const page = await context.newPage();
  await page.goto(`${app.baseUrl}${path}`, { waitUntil: 'load' });
  await page.getByTestId('fab-button').waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
  return page;
}

/** Serious and critical axe violations, one line each with the first offending elements. */
async function seriousViolations(page: Page): Promise<string[]> {
  // resultTypes: axe still runs every rule on every element, but collects full node lists only for violations (the
  // only results read here), which its documentation gives as the way to make a run faster.
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

const PAGES = () => ['/', '/categories/creator-economy', articlePath, '/about', '/mission', '/contact', '/privacy', '/terms', '/auth'];

describe('axe-core: no serious or critical violations', () => {
  it('the check itself catches a violation (an unlabelled image and button added to the page)', async () => {
    const page = await openIn('/about', 'light', { width: 1280, height: 900 });
    // Hydration may still replace <main> and drop what we add; add it again until axe has seen it.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => {
            if (!document.getElementById('axe-probe')) {
              document.querySelector('main')?.insertAdjacentHTML('beforeend', '<div id="axe-probe"><img src="/favicon.svg"><button type="button"></button></div>');
            }
          });
          const found = await seriousViolations(page);
          return found.some((v) => v.startsWith('image-alt')) && found.some((v) => v.startsWith('button-name'));
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.context().close();
  });

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      it(`public pages, ${theme} theme, ${viewport.width} px`, async () => {
        const failures: string[] = [];
        for (const path of PAGES()) {
          const page = await openIn(path, theme, viewport);
          failures.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
          await page.context().close();
        }
        expect(failures).toEqual([]);
      }, 180_000);
    }

    it(`floating menu open and the not-found page, ${theme} theme`, async () => {
      const page = await openIn('/about', theme, { width: 390, height: 844 });
      await page.getByTestId('fab-button').click();
      await page.getByTestId('fab-menu').waitFor({ state: 'visible' });
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`${app.baseUrl}/no-such-page`, { waitUntil: 'load' });
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }, 120_000);

    it(`page-level error screen, ${theme} theme`, async () => {
      const page = await openIn('/', theme, { width: 1280, height: 900 });
      await page.getByTestId('fab-button').click();
      await page.keyboard.press('Escape');
      await page.route(/\.data(\?|$)/, (route) => route.fulfill({ status: 500, body: 'down' }));
      await page.locator('a[href="/about"]:visible').first().click();
      await page.getByTestId('app-error').waitFor();
      await page.getByTestId('error-id').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});
