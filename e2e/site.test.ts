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

  it('sends the contact form without a page load: the fields it refuses (focus on the first), then the message', async () => {
    const { page, errors } = await open('/contact');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Name').fill('Asha Rao');
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByLabel('Subject').fill('A correction');
    await form.getByLabel('Message').fill('The story about Reelstack names the wrong city.');
    // The browser would refuse the address itself; the server's answer is what this checks.
    await form.evaluate((el) => el.setAttribute('novalidate', ''));
    await form.getByRole('button', { name: 'Send Message' }).click();
    const emailError = page.getByTestId('contact-error-email');
    await emailError.waitFor();
    // The answer keeps what was typed and puts focus on the field to fix.
    expect(await form.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('The story about Reelstack names the wrong city.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await form.getByLabel('Email').fill('asha@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByTestId('contact-success').waitFor();
    expect(await page.getByTestId('contact-success').innerText()).toContain('Message sent!');
    await page.getByRole('link', { name: 'Send another message' }).click();
    expect(await page.getByTestId('contact-form').getByLabel('Name').inputValue()).toBe('');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

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
