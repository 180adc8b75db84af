/**
 * The accessibility check every browser-test file uses: axe-core's WCAG 2.x A/AA rules, serious and critical
 * violations only, and the in-page theme switch that lets one page load be judged in both themes.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Serious and critical axe violations, one line each with the first offending elements. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // resultTypes: axe still runs every rule on every element, but collects full node lists only for violations (the
  // only results read here), which its documentation gives as the way to make a run faster.
  // Legacy mode: axe.run inside the page, as axe-core itself runs. The default opens a blank page for each check to
  // combine frames' results (runPartial/finishRun), which only cross-origin iframes need (our pages have none) and
  // which cost about 2 s per check: 3.1 s against 1.0 s on the home page (2026-11-28), same rules, same results.
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
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
