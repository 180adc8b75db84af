/** Static pages and the not-found page (home and category pages: home.test.ts, category.test.ts). */
import { describe, expect, it } from 'vitest';
import { app, open } from './support/index.ts';

describe('static and error pages', () => {
  it.each(['/about', '/mission', '/contact', '/privacy', '/terms'])('%s renders with its own title', async (path) => {
    const { page, status, errors } = await open(path);
    expect(status).toBe(200);
    expect(await page.title()).not.toBe('');
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(400);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each(['/', '/about', '/mission', '/privacy', '/terms'])(
    '%s is an islands document: no React Router app, and the header hydrates on its own (src/web/islands)',
    async (path) => {
      const { page, errors } = await open(path);
      expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((p) => p.endsWith('.js')),
      );
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((s) => !s.startsWith('/assets/islands-'))).toEqual([]);
      // The header's theme switch answers.
      await page.getByTestId('theme-switch').getByRole('button', { name: 'Dark theme' }).click();
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('shows the 404 page with a link home, as an islands document', async () => {
    const { page, status } = await open('/no/such/page');
    expect(status).toBe(404);
    expect(await page.locator('body').innerText()).toContain('Oops! Page not found');
    // An islands document (src/web/islands/islandServer.ts): a "not found" answer is links and text.
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: /return to home/i }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await page.getByTestId('article-card').first().waitFor();
    expect(await page.getByTestId('article-card').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
