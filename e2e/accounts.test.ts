/**
 * Accounts in Chromium against the real app (its own, with SMTP pointed at a server on loopback in this process):
 * sign up on /auth, receive the verification mail over SMTP, open its link, sign in with the keyboard alone, see the
 * header change, sign out. The worker sends the mail through the outbox and its send-mail job, as in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../src/testing/smtpCapture.ts';
import { createStorage, startAppServer, type AppServer } from './support/appServer.ts';
import { newPage, pageHydrated } from './support/index.ts';

let storage: Awaited<ReturnType<typeof createStorage>>;
let app: AppServer;
let smtp: SmtpCapture;
const PASSWORD = 'Kettle-Monsoon-42';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  storage = await createStorage();
  app = await startAppServer({ ...storage, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Creator Economy India <no-reply@news.example.in>' } });
});
afterAll(async () => {
  await app?.stop();
  await storage?.dispose();
  await smtp?.close();
});

describe('accounts in the browser', () => {
  it('signs up, verifies by the mailed link, signs in by keyboard, and signs out', async () => {
    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${app.baseUrl}/auth?tab=sign-up`, { waitUntil: 'networkidle' });
    await pageHydrated(page);
    await expect(page.getByRole('heading', { name: 'Welcome Back' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).resolves.toBe('true');

    // The shared rules answer before anything is sent.
    await page.getByLabel('Full name').fill('Priya Nair');
    await page.getByLabel('Email').fill('priya@example.com');
    await page.getByLabel('Password').fill('lowercase-only-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByTestId('auth-error-password').textContent()).resolves.toBe('Password must contain uppercase letters');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByTestId('sign-up-done').waitFor();
    expect(await page.getByTestId('sign-up-done').textContent()).toContain('Please check your email to verify your account.');

    const [mail] = await smtp.waitFor(1, 30_000);
    expect(mail?.recipients).toEqual(['priya@example.com']);
    const link = new URL(mail?.parsed.text?.match(/https?:\/\/\S+/)?.[0] ?? '');
    // The mail names SITE_URL (localhost); the browser reaches the same app at 127.0.0.1.
    await page.goto(`${app.baseUrl}${link.pathname}${link.search}`, { waitUntil: 'networkidle' });
    await pageHydrated(page);
    expect(new URL(page.url()).pathname).toBe('/auth');
    await page.getByTestId('email-verified').waitFor();

    // Keyboard only: Tab to the email field, type, Tab, type, Enter.
    await page.getByRole('tab', { name: 'Sign In' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type('priya@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await Promise.all([page.waitForURL(`${app.baseUrl}/`), page.keyboard.press('Enter')]);
    await pageHydrated(page);
    const me = await page.evaluate(async () => (await fetch('/api/me')).json());
    expect(me).toMatchObject({ account: { email: 'priya@example.com', name: 'Priya Nair', role: 'user' } });

    // Like and save the first story: the buttons change at once and stay so after a reload (marks from the server).
    const card = page.getByTestId('article-card').first();
    const title = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
    await card.getByTestId('save-button').click();
    await page.getByText('Article saved to your bookmarks').waitFor();
    await card.getByTestId('like-button').click();
    await page.getByText('Added to your liked articles.').waitFor();
    expect(await card.getByTestId('like-button').textContent()).toBe('1');
    await page.reload({ waitUntil: 'networkidle' });
    await pageHydrated(page);
    await expect.poll(() => page.getByTestId('article-card').first().getByTestId('save-button').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('article-card').first().getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');

    // /bookmarks lists it; Remove empties it.
    await page.goto(`${app.baseUrl}/bookmarks`, { waitUntil: 'networkidle' });
    await pageHydrated(page);
    expect(await page.getByTestId('bookmarks-count').textContent()).toBe('1 saved article');
    expect(await page.getByTestId('article-card').getByRole('heading').first().textContent()).toContain(title);
    await page.getByTestId('remove-bookmark').click();
    await page.getByText('No bookmarks yet').waitFor();

    // Signed in, /auth sends the reader home; the phone menu shows the account and Sign Out.
    await page.goto(`${app.baseUrl}/auth`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/');
    await pageHydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByTestId('account-control').getByText('Priya Nair').waitFor();
    // Sign Out reloads the home page the reader is already on: wait for that new document, not for the URL.
    await Promise.all([page.waitForEvent('load'), menu.getByTestId('sign-out').click()]);
    await pageHydrated(page);
    expect(await page.evaluate(async () => (await fetch('/api/me')).status)).toBe(401);
    expect(errors).toEqual([]);
  });

  it('answers an unknown address like a wrong password, without naming the account', async () => {
    const { page } = await newPage();
    await page.goto(`${app.baseUrl}/auth`, { waitUntil: 'networkidle' });
    await pageHydrated(page);
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByLabel('Password').fill('Wrong-Pass-99');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByTestId('auth-error-form').textContent()).resolves.toBe('Invalid email or password.');
  });
});
