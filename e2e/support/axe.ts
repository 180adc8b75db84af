/**
 * The accessibility check every browser-test file uses: axe-core's WCAG 2.x A/AA rules, serious and critical
 * violations only, and the in-page theme switch that lets one page load be judged in both themes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** axe-core itself, put into a page once per document (a navigation or reload drops it). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What axe checks: the WCAG 2.x A and AA rules, with node lists for violations only (the only results read here). */
const OPTIONS: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] };

/**
 * Serious and critical axe violations, one line each with the first offending elements.
 *
 * `axe.run` in the page, as axe-core itself runs and as `@axe-core/playwright`'s legacy mode does, with the same
 * rules. Not through that package: each of its checks sends axe's 550 KB source to the page twice and makes three
 * more round trips (frames, configuration), about 0.4 s a check on top of axe's own 0.5-0.7 s on the home page
 * (2026-12-07); here the source goes once per document. Its default mode, which opens a blank page for every check
 * to combine frames' results, costs more still (3.1 s against 1.0 s on the home page, 2026-11-28) and only
 * cross-origin iframes need it: our pages have none.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate((options) => (window as unknown as { axe: { run(context: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(document, options), OPTIONS);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * Switches the open page to a theme as the theme switch does (the stored choice, applied by the page's own theme
 * script; the stylesheet's dark variant follows that class, not the system preference), and waits until its colours
 * are at rest.
 */
export async function applyTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => {
    localStorage.setItem('cei-theme', t);
    (window as unknown as { __ceiApplyTheme: () => void }).__ceiApplyTheme();
  }, theme);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
  // Transitions only: a looping animation, such as a loading skeleton's, never finishes.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
