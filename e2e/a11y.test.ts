/**
 * Automated accessibility checks with axe-core (WCAG 2.x A/AA rules) on the public pages, in light and dark
 * themes, at phone and desktop widths: no serious or critical violations. Also checks the floating menu open and
 * the error screens, which most readers never see but must be usable when they do.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyTheme, seriousViolations } from './support/axe.ts';
import { app, newContext, pageHydrated } from './support/index.ts';

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
  const context = await newContext({ viewport, reducedMotion: 'reduce', colorScheme: theme });
  await context.addInitScript((t) => localStorage.setItem('cei-theme', t), theme);
  const page = await context.newPage();
  await page.goto(`${app.baseUrl}${path}`, { waitUntil: 'load' });
  await page.getByTestId('fab-button').waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
  return page;
}

const PAGES: { label: string; path: () => string }[] = [
  ...['/', '/categories/creator-economy'].map((p) => ({ label: p, path: () => p })),
  { label: 'an article page', path: () => articlePath },
  ...['/about', '/mission', '/contact', '/privacy', '/terms', '/auth'].map((p) => ({ label: p, path: () => p })),
];

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

  // One page load per page: axe runs in both themes at both widths on it (a theme is colours only, and a width is
  // the same markup under other media queries), instead of a load per combination.
  for (const { label, path: pathOf } of PAGES) {
    it(`${label}: light and dark themes, 390 and 1280 px`, async () => {
      const path = pathOf();
      const page = await openIn(path, 'light', VIEWPORTS[0]);
      const failures: string[] = [];
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        for (const theme of THEMES) {
          await applyTheme(page, theme);
          failures.push(...(await seriousViolations(page)).map((v) => `${path} (${theme}, ${viewport.width} px): ${v}`));
        }
      }
      expect(failures).toEqual([]);
      await page.context().close();
    }, 120_000);
  }

  for (const theme of THEMES) {
    it(`floating menu open and the not-found page, ${theme} theme`, async () => {
      const page = await openIn('/about', theme, { width: 390, height: 844 });
      // At the page's end, where the footer keeps the button's spot clear (elsewhere it may step aside from content).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByTestId('fab-button').click();
      await page.getByTestId('fab-menu').waitFor({ state: 'visible' });
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`${app.baseUrl}/no-such-page`, { waitUntil: 'load' });
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }, 120_000);

    it(`page-level error screen, ${theme} theme`, async () => {
      // From a page the app's router renders to another (home, the category, article and static pages are islands
      // documents: src/web/islands).
      const page = await openIn('/contact', theme, { width: 1280, height: 900 });
      await pageHydrated(page);
      await page.route(/\.data(\?|$)/, (route) => route.fulfill({ status: 500, body: 'down' }));
      await page.getByTestId('sign-in-link').click();
      await page.getByTestId('app-error').waitFor();
      await page.getByTestId('error-id').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});
