/**
 * Accounts in Chromium against the real app (its own, with SMTP pointed at a server on loopback in this process):
 * sign up on /auth, receive the verification mail over SMTP, open its link, sign in with the keyboard alone, see the
 * header change, sign out. The worker sends the mail through the outbox and its send-mail job, as in production.
 * A feed only this file serves (imported before the start, taken by the start-up fetch and held) publishes a breaking
 * story while a signed-in page is open: its notification reaches the bell live.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../src/testing/smtpCapture.ts';
import { createStorage, startAppServer, type AppServer } from './support/appServer.ts';
import { newPage, pageHydrated } from './support/index.ts';

let storage: Awaited<ReturnType<typeof createStorage>>;
let app: AppServer;
let smtp: SmtpCapture;
const PASSWORD = 'Kettle-Monsoon-42';
let feedServer: Server;
let feedRequests = 0;
let releaseFeed: (xml: string) => void = () => undefined;
const heldFeed = new Promise<string>((resolve) => (releaseFeed = resolve));

/** A breaking story about creators, worded (as the live-update test's) so the classifier publishes it. */
const BREAKING_HEADLINE = 'Breaking: Surat textile brands sign 300 Instagram creators for a Diwali influencer marketing push';
function breakingFeed(): string {
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Accounts E2E Wire</title><link>https://example.org/</link><description>Test feed</description>
    <item><title>${BREAKING_HEADLINE}</title><link>https://example.org/accounts-e2e/1</link><guid>https://example.org/accounts-e2e/1</guid>
    <pubDate>${new Date(Date.now() - 2 * 60_000).toUTCString()}</pubDate><description>Textile brands in Surat have signed 300 Instagram creators and influencers for sponsored reels ahead of Diwali, the largest influencer marketing campaign the city’s traders have run; agencies say creator fees rose 20 percent.</description></item>
  </channel></rss>`;
}

/** Serious and critical axe violations (WCAG 2.x A/AA), as e2e/a11y.test.ts checks the public pages. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).options({ resultTypes: ['violations'] }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Runs `npm run feeds -- import <file>` against this file's database (before the app holds it). */
function importFeeds(opmlFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/feeds.ts', 'import', opmlFile], {
      cwd: process.cwd(),
      env: { ...process.env, DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl ?? '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`feeds import exited with ${code}:\n${out}`))));
  });
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  storage = await createStorage();
  feedServer = createServer((req, res) => {
    if (req.url !== '/accounts.xml') return void res.writeHead(404).end();
    feedRequests++;
    void heldFeed.then((xml) => res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(xml));
  });
  await new Promise<void>((r) => feedServer.listen(0, '127.0.0.1', r));
  const opml = path.join(storage.dataDir, 'accounts.opml');
  writeFileSync(
    opml,
    `<?xml version="1.0"?><opml version="2.0"><head><title>Accounts test</title></head><body>
      <outline type="rss" text="Accounts E2E Wire" title="Accounts E2E Wire" xmlUrl="http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/accounts.xml"/>
    </body></opml>`,
  );
  await importFeeds(opml);
  app = await startAppServer({
    ...storage,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Creator Economy India <no-reply@news.example.in>',
      // The start-up fetch takes the held feed; its timeout outlasts the tests before the notification test.
      FETCH_ON_START: 'on',
      FEED_ALLOW_PRIVATE_NETWORKS: 'on',
      FEED_TIMEOUT_MS: '120000',
    },
  });
}, 180_000);
afterAll(async () => {
  releaseFeed('');
  await app?.stop();
  await new Promise((r) => feedServer?.close(r));
  await storage?.dispose();
  await smtp?.close();
});

describe('accounts in the browser', () => {
  it('signs up, verifies by the mailed link, signs in by keyboard, and signs out', async () => {
    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${app.baseUrl}/auth?tab=sign-up`, { waitUntil: 'load' });
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
    await page.goto(`${app.baseUrl}${link.pathname}${link.search}`, { waitUntil: 'load' });
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
    await page.reload({ waitUntil: 'load' });
    await pageHydrated(page);
    await expect.poll(() => page.getByTestId('article-card').first().getByTestId('save-button').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('article-card').first().getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');

    // The signed-in feed: For You says why each story is there; the Saved tab holds the saved story.
    await page.getByTestId('reader-feed-tabs').waitFor();
    expect(await page.getByTestId('recommendation-reason').first().textContent()).toMatch(/^(Because you|Popular with readers|New on the site)/);
    await Promise.all([page.waitForURL(`${app.baseUrl}/?feed=saved`), page.getByTestId('reader-feed-saved').click()]);
    await expect.poll(() => page.getByTestId('reader-feed-saved').getAttribute('aria-current')).toBe('page');
    await expect.poll(async () => (await page.getByTestId('article-card').getByRole('heading').allTextContents()).map((t) => t.trim())).toEqual([title]);
    await page.getByTestId('reading-activity').getByText('Saved').waitFor();

    // The dashboard: activity, then preferences saved through the API with the spec's toast; axe finds nothing
    // serious on it or on /bookmarks, in both themes.
    await page.goto(`${app.baseUrl}/dashboard?tab=preferences`, { waitUntil: 'load' });
    await pageHydrated(page);
    await page.getByRole('checkbox', { name: 'Platform Updates' }).check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('Preferences updated successfully').waitFor();
    expect(await page.evaluate(async () => ((await (await fetch('/api/me/preferences')).json()) as { preferences: { categories: string[] } }).preferences.categories)).toEqual(['platform-updates']);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('cei-theme', t), theme);
      for (const path of ['/dashboard', '/dashboard?tab=preferences', '/bookmarks']) {
        await page.goto(`${app.baseUrl}${path}`, { waitUntil: 'load' });
        await pageHydrated(page);
        expect(await seriousViolations(page), `${path} (${theme})`).toEqual([]);
      }
    }
    await page.evaluate(() => localStorage.removeItem('cei-theme'));

    // /bookmarks lists it; Remove empties it.
    await page.goto(`${app.baseUrl}/bookmarks`, { waitUntil: 'load' });
    await pageHydrated(page);
    expect(await page.getByTestId('bookmarks-count').textContent()).toBe('1 saved article');
    expect(await page.getByTestId('article-card').getByRole('heading').first().textContent()).toContain(title);
    await page.getByTestId('remove-bookmark').click();
    await page.getByText('No bookmarks yet').waitFor();

    // Signed in, /auth sends the reader home; the phone menu shows the account and Sign Out.
    await page.goto(`${app.baseUrl}/auth`, { waitUntil: 'load' });
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

  it('shows a notification live in the bell: a breaking story published while the signed-in page is open', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${app.baseUrl}/`, { waitUntil: 'load' });
    await pageHydrated(page);
    // A reader of its own, signed up and in through the API as the forms do.
    const email = 'asha.notify@example.com';
    const api = (p: string, body: unknown) =>
      page.evaluate(async ([p, body]) => (await fetch(p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status, [p, body] as const);
    expect(await api('/api/auth/sign-up/email', { name: 'Asha Verma', email, password: PASSWORD })).toBe(200);
    await expect.poll(() => smtp.received.some((m) => m.recipients.includes(email)), { timeout: 30_000 }).toBe(true);
    const mail = smtp.received.find((m) => m.recipients.includes(email));
    const link = new URL(mail?.parsed.text?.match(/https?:\/\/\S+/)?.[0] ?? '');
    await page.goto(`${app.baseUrl}${link.pathname}${link.search}`, { waitUntil: 'load' });
    expect(await api('/api/auth/sign-in/email', { email, password: PASSWORD })).toBe(200);
    await page.goto(`${app.baseUrl}/`, { waitUntil: 'load' });
    await pageHydrated(page);

    // The bell (loaded for signed-in readers only) has its count and its stream open.
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('data-connection')).toBe('open');
    expect(await bell.getAttribute('aria-label')).toBe('Notifications, none unread');
    expect(await page.getByTestId('notification-badge').count()).toBe(0);

    // The pipeline publishes the held breaking story; its notification arrives without a reload.
    await expect.poll(() => feedRequests, { timeout: 60_000 }).toBeGreaterThan(0);
    releaseFeed(breakingFeed());
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 60_000 }).toBe('Notifications, 1 unread');
    expect(await page.getByTestId('notification-badge').textContent()).toBe('1');
    await page.getByTestId('toast').filter({ hasText: 'Breaking news' }).first().waitFor();

    // The bell opens the Notification Center with the story, its link and Mark Read.
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notification Center' });
    const item = panel.getByTestId('notification-item').filter({ hasText: BREAKING_HEADLINE });
    await item.waitFor();
    expect(await item.getByTestId('notification-view').getAttribute('href')).toMatch(/^\/articles\/[0-9a-f-]{36}-/);
    await item.getByTestId('notification-mark-read').click();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, none unread');

    // The Account menu (keyboard: Enter opens it on its first item, arrows move) leads to the dashboard, whose
    // Notifications tab lists it.
    await page.keyboard.press('Escape');
    // The pointer leaves the header first: a menu that opens under a resting pointer gets a pointer event, and Radix
    // then (rightly) treats the reader as a mouse user and leaves the first item unfocused.
    await page.mouse.move(5, 700);
    await page.getByTestId('account-menu-button').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Dashboard');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Bookmarks');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Dashboard');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByTestId('dashboard-tab-notifications').click();
    await page.getByTestId('dashboard-notifications').getByText(BREAKING_HEADLINE).waitFor();
    expect(errors).toEqual([]);
  });

  it('answers an unknown address like a wrong password, without naming the account', async () => {
    const { page } = await newPage();
    await page.goto(`${app.baseUrl}/auth`, { waitUntil: 'load' });
    await pageHydrated(page);
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByLabel('Password').fill('Wrong-Pass-99');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByTestId('auth-error-form').textContent()).resolves.toBe('Invalid email or password.');
  });
});
