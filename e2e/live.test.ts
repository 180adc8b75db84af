/**
 * Live updates in the browser, end to end: the app runs as a child process with its own database; a feed on a
 * loopback server (added with `npm run feeds -- import` before the start) is fetched by the start-up fetch job
 * (FETCH_ON_START=on), and the test holds that feed's response until two pages are open and subscribed. Releasing
 * it makes the real pipeline store and publish the stories, PostgreSQL/PGlite NOTIFY the web process, and the pages
 * count them.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, startAppServer, type AppServer } from './support/appServer.ts';
import { newContext } from './support/index.ts';
import { nodeEntryArgs } from '../src/testing/nodeEntry.ts';

// One of the few files with an app of its own: it needs the start-up fetch on and a feed that only it serves.
let storage: Awaited<ReturnType<typeof createStorage>>;
let app: AppServer;
let feedServer: Server;
let feedRequests = 0;
let releaseFeed: (xml: string) => void = () => undefined;
const heldFeed = new Promise<string>((resolve) => (releaseFeed = resolve));

const NEW_TITLES = [
  'Surat textile brands sign 300 Instagram creators for a Diwali influencer marketing push',
  'Kochi YouTube creators form a collective to negotiate brand deal rates with agencies',
];
const DESCRIPTIONS = [
  'Textile brands in Surat have signed 300 Instagram creators and influencers for sponsored reels ahead of Diwali, the largest influencer marketing campaign the city’s traders have run; agencies say creator fees rose 20 percent.',
  'Malayalam YouTube creators in Kochi have formed a collective that negotiates brand deal rates and sponsorship terms with agencies for its 140 members, who say brands paid late or below market for influencer campaigns.',
];

function liveFeed(): string {
  const items = NEW_TITLES.map(
    (title, i) => `<item><title>${title}</title><link>https://example.org/live-e2e/${i}</link><guid>https://example.org/live-e2e/${i}</guid>
      <pubDate>${new Date(Date.now() - (i + 1) * 60_000).toUTCString()}</pubDate><description>${DESCRIPTIONS[i]}</description></item>`,
  );
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Live E2E Wire</title><link>https://example.org/</link><description>Test feed</description>${items.join('')}</channel></rss>`;
}

/** Runs `npm run feeds -- import <file>` (the CLI entry itself) against the test's database. */
function importFeeds(opmlFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const child = spawn(process.execPath, [...nodeEntryArgs('feeds'), 'import', opmlFile], {
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
  storage = await createStorage();
  feedServer = createServer((req, res) => {
    if (req.url !== '/live.xml') return void res.writeHead(404).end();
    feedRequests++;
    void heldFeed.then((xml) => res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(xml));
  });
  await new Promise<void>((r) => feedServer.listen(0, '127.0.0.1', r));
  const opml = path.join(storage.dataDir, 'live.opml');
  writeFileSync(
    opml,
    `<?xml version="1.0"?><opml version="2.0"><head><title>Live test</title></head><body>
      <outline type="rss" text="Live E2E Wire" title="Live E2E Wire" xmlUrl="http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/live.xml"/>
    </body></opml>`,
  );
  await importFeeds(opml);
  app = await startAppServer({
    ...storage,
    // The start-up fetch job takes our feed; its timeout outlasts the time the test holds the response.
    env: { FETCH_ON_START: 'on', FEED_ALLOW_PRIVATE_NETWORKS: 'on', FEED_TIMEOUT_MS: '120000' },
  });
}, 180_000);

afterAll(async () => {
  releaseFeed('');
  await app?.stop();
  await new Promise((r) => feedServer?.close(r));
  await storage?.dispose();
});

/** A home page whose clock is under the test's control (the 5 s toast and the 30 s reset), subscribed to the stream. */
async function openHome(): Promise<Page> {
  const context = await newContext();
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${app.baseUrl}/`, { waitUntil: 'domcontentloaded' });
  await page.locator('[data-testid="live-updates"][data-connection="open"]').waitFor({ state: 'attached', timeout: 60_000 });
  // From here the page's timers move only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  return page;
}

const pill = (page: Page) => page.getByTestId('new-articles-pill');
const liveToast = (page: Page) => page.getByTestId('toast').filter({ hasText: 'New Content Available' });

describe('live update notice', () => {
  it('counts articles the pipeline publishes while the page is open; Refresh reloads the list and the count clears after 30 s', async () => {
    const [reader, idle] = [await openHome(), await openHome()];
    const firstTitleBefore = await reader.getByTestId('article-list').getByTestId('article-title').first().textContent();
    expect(NEW_TITLES).not.toContain(firstTitleBefore?.trim());

    // The start-up fetch has asked for our feed; let it through.
    await expect.poll(() => feedRequests, { timeout: 60_000 }).toBeGreaterThan(0);
    releaseFeed(liveFeed());

    for (const page of [reader, idle]) {
      await expect.poll(() => pill(page).textContent(), { timeout: 60_000 }).toMatch(/^2 new articles — Refresh$/);
      // One toast, updated in place as the second article arrived.
      await expect.poll(() => liveToast(page).count()).toBe(1);
      expect(await liveToast(page).getByTestId('toast-description').textContent()).toBe('2 new articles published');
    }

    // The toast closes after 5 s; the pill stays.
    await reader.clock.runFor(4_900);
    expect(await liveToast(reader).count()).toBe(1);
    await reader.clock.runFor(200);
    await expect.poll(() => liveToast(reader).count()).toBe(0);
    expect(await pill(reader).isVisible()).toBe(true);

    // Refresh: the new stories are at the top of the list, the notice is gone and the page is back at the top.
    await reader.mouse.wheel(0, 1500);
    await expect.poll(() => reader.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await pill(reader).click();
    await expect.poll(() => reader.getByTestId('article-list').getByTestId('article-title').first().textContent(), { timeout: 30_000 }).toContain(NEW_TITLES[0]);
    expect(await pill(reader).count()).toBe(0);
    await expect.poll(() => reader.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);

    // Without Refresh, the count clears 30 s after the last new article.
    await idle.clock.runFor(29_000);
    expect(await pill(idle).isVisible()).toBe(true);
    await idle.clock.runFor(1_500);
    await expect.poll(() => pill(idle).count()).toBe(0);
    expect(await idle.getByTestId('live-updates').getAttribute('data-count')).toBe('0');
  }, 240_000);
});
