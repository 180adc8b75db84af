/** The article detail dialog in a real browser: opening from a card, closing (Escape, Back, button), direct URLs. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, newContext, open, reloadHydrated } from './support/index.ts';
const ARTICLE_URL = /\/articles\/[0-9a-f-]{36}-[^/?#]+$/;

/** Opens the dialog from the `index`th card; returns the card's id, title and link path. */
async function openFromCard(page: Page, index = 0) {
  const card = page.getByTestId('article-card').nth(index);
  const link = card.getByTestId('article-link');
  const id = (await card.getAttribute('data-article-id')) ?? '';
  const title = (await link.innerText()).trim();
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  const dialog = page.getByTestId('article-dialog');
  await dialog.getByTestId('article-heading').waitFor();
  return { id, title, href, dialog };
}

const dialogOpen = (page: Page) => page.evaluate(() => document.querySelector<HTMLDialogElement>('[data-testid="article-dialog"]')?.open ?? false);

describe('article detail dialog', () => {
  it('opens from a card with the story, its source, badges and related articles, and shows the article address', async () => {
    const { page, errors } = await open('/');
    const { title, href, dialog } = await openFromCard(page);
    expect(await dialogOpen(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(href);
    expect(await dialog.getByTestId('article-heading').innerText()).toBe(title);
    expect(await dialog.getByRole('heading', { level: 2, name: title }).count()).toBe(1);
    expect(await dialog.getByTestId('category-badge').isVisible()).toBe(true);
    expect(await dialog.getByTestId('source-logo').isVisible()).toBe(true);
    expect((await dialog.getByTestId('article-source').innerText()).length).toBeGreaterThan(0);
    expect(await dialog.getByTestId('article-read-time').innerText()).toMatch(/\d+ min read/);
    expect((await dialog.getByTestId('article-content').innerText()).length).toBeGreaterThan(100);
    await dialog.getByTestId('related-article').first().waitFor();
    const related = await dialog.getByTestId('related-article').count();
    expect(related).toBeGreaterThanOrEqual(1);
    expect(related).toBeLessThanOrEqual(4);
    const readFull = dialog.getByTestId('read-full-article');
    expect(await readFull.getAttribute('target')).toBe('_blank');
    expect(await readFull.getAttribute('href')).toMatch(/^https?:\/\//);
    // Modal: the page behind does not scroll, and focus is inside the dialog.
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="article-dialog"]')))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('closes on Escape, goes back to the list address and returns focus to the card', async () => {
    const { page } = await open('/');
    const { id } = await openFromCard(page, 1);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('[data-testid="article-dialog"]')?.open);
    await page.waitForURL((u) => u.pathname === '/');
    const focused = await page.evaluate(() => ({
      testId: document.activeElement?.getAttribute('data-testid'),
      card: document.activeElement?.closest('[data-testid="article-card"]')?.getAttribute('data-article-id'),
    }));
    expect(focused).toEqual({ testId: 'article-link', card: id });
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    await page.context().close();
  });

  it('closes with the browser Back button and reopens with Forward', async () => {
    const { page } = await open('/?sort=oldest');
    const { title } = await openFromCard(page);
    await page.goBack();
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('[data-testid="article-dialog"]')?.open);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/?sort=oldest');
    await page.goForward();
    await page.getByTestId('article-dialog').getByTestId('article-heading').filter({ hasText: title }).waitFor();
    expect(await dialogOpen(page)).toBe(true);
    expect(page.url()).toMatch(ARTICLE_URL);
    await page.context().close();
  });

  it('closes with the Close button and with a click on the backdrop', async () => {
    const { page } = await open('/');
    const { dialog } = await openFromCard(page);
    await dialog.getByTestId('dialog-close').click();
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('[data-testid="article-dialog"]')?.open);
    await openFromCard(page);
    await page.mouse.click(5, 450);
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('[data-testid="article-dialog"]')?.open);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('opens a related article in the dialog; Back returns to the first one', async () => {
    const { page } = await open('/');
    const { title, dialog } = await openFromCard(page);
    const relatedLink = dialog.getByTestId('related-article').first().getByRole('link');
    const relatedTitle = (await relatedLink.innerText()).trim();
    await relatedLink.click();
    await dialog.getByTestId('article-heading').filter({ hasText: relatedTitle }).waitFor();
    expect(page.url()).toMatch(ARTICLE_URL);
    await page.goBack();
    await dialog.getByTestId('article-heading').filter({ hasText: title }).waitFor();
    expect(await dialogOpen(page)).toBe(true);
    // Escape leaves the dialog altogether, not just the related article.
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => u.pathname === '/');
    expect(await dialogOpen(page)).toBe(false);
    await page.context().close();
  });

  it('shows the article page for the address the dialog displays, on reload and when opened directly', async () => {
    const { page } = await open('/');
    const { title, href } = await openFromCard(page);
    await reloadHydrated(page);
    expect(new URL(page.url()).pathname).toBe(href);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    expect(await dialogOpen(page)).toBe(false);
    await page.context().close();

    const direct = await open(href);
    expect(direct.status).toBe(200);
    expect(await direct.page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    expect(await direct.page.getByTestId('related-article').count()).toBeGreaterThanOrEqual(1);
    expect(direct.errors).toEqual([]);
    await direct.page.context().close();
  });

  it('follows the real link without JavaScript', async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/`);
    const link = page.getByTestId('article-card').first().getByTestId('article-link');
    const title = (await link.innerText()).trim();
    await link.click();
    await page.waitForURL(ARTICLE_URL);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    await context.close();
  });

  it('says when a shared ?article= link names no public article', async () => {
    const { page } = await open('/?article=00000000-0000-4000-8000-000000000000');
    const dialog = page.getByTestId('article-dialog');
    await dialog.getByText('Article not found').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('[data-testid="article-dialog"]')?.open);
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });
});
