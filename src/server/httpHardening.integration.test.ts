/**
 * The HTTP layer's answers to what a penetration test tried (issue 13 items 2, 11 and 12), over real HTTP on loopback
 * with the server-rendered pages (the development build, see testing/devServerBuild.ts):
 * HEAD carries GET's headers on every route; bad input is a 400/405/415 without a stack; every HTML page has a CSP with
 * a fresh nonce per response, no 'unsafe-inline' for scripts, and that nonce on every inline script; a state change
 * sent from another site's page is refused (issue 10: origin check); a page that fails answers 500 without the error,
 * which goes to the process log and not to the console.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { articles } from '../db/schema.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { articlePath } from '../domain/articlePath.ts';
import { ALLOWED_IFRAME_HOSTS } from '../domain/embedHosts.ts';
import { loadDevServerBuild } from '../testing/devServerBuild.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

const env = { SITE_NAME: 'Test', SITE_URL: 'http://localhost:3000', CONTACT_EMAIL: 'hello@example.com' };

let t: TestDatabase;
let closeBuild: (() => Promise<void>) | undefined;
let ssrBuild: Awaited<ReturnType<typeof loadDevServerBuild>>['build'];
const servers: ServerType[] = [];
/** Base URLs of the same app in production and in development mode (development would show stacks if any leaked). */
const base = { production: '', development: '' };
let articleUrl = '';
let articleId = '';

async function listen(app: ReturnType<typeof createApp>): Promise<string> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  servers.push(server);
  await new Promise<void>((r) => server.once('listening', () => r()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  t = await createTestDatabase();
  const id = await insertTestArticle(t.database, { title: 'Mumbai creators sign record brand deals' });
  articleId = id;
  articleUrl = articlePath({ id, title: 'Mumbai creators sign record brand deals' });
  const { build, close } = await loadDevServerBuild();
  closeBuild = close;
  ssrBuild = build;
  for (const mode of ['production', 'development'] as const) {
    const app = createApp({ database: t.database, env: { ...env, NODE_ENV: mode }, log: createLogger('silent'), ssrBuild: build, clientDir: 'public' });
    base[mode] = await listen(app);
  }
}, 300_000);

afterAll(async () => {
  for (const s of servers) await new Promise((r) => s.close(r));
  await closeBuild?.();
  await t?.drop();
});

/** Headers that describe the body (or the moment) rather than the resource: HEAD may differ from GET in these. */
const BODY_HEADERS = new Set(['content-length', 'transfer-encoding', 'content-encoding', 'date', 'connection', 'keep-alive']);

/** The response's headers, minus body-related ones, with the CSP nonce (fresh per response) blanked. */
function comparableHeaders(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of res.headers) if (!BODY_HEADERS.has(k)) out[k] = k === 'content-security-policy' ? v.replace(/'nonce-[^']+'/, "'nonce-…'") : v;
  return out;
}

describe('HEAD answers', () => {
  it.each(['/', '/api/articles', '/feed.xml', '/feed.atom', '/sitemap.xml', '/favicon.svg', '/no-such-page', '/api/no-such-route'])(
    'HEAD %s has the headers GET has (security headers, CSP, content type) and no body',
    async (path) => {
      // identity: compression is a body matter, and HEAD never compresses.
      const headers = { 'accept-encoding': 'identity' };
      const get = await fetch(`${base.production}${path}`, { headers });
      await get.arrayBuffer();
      const head = await fetch(`${base.production}${path}`, { method: 'HEAD', headers });
      expect(head.status).toBe(get.status);
      expect(comparableHeaders(head)).toEqual(comparableHeaders(get));
      expect(head.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    },
  );
});

/** What a stack trace carries, raw or JSON-escaped in hydration data: source locations with line and column. */
const STACK = /(?:file:\/\/|\/)[^\s"'()<>]+\.(?:ts|tsx|js|mjs|cjs):\d+:\d+/;

describe('bad input', () => {
  type Case = { name: string; path: string; init?: RequestInit; status: number; api?: boolean; text?: RegExp };
  const cases: Case[] = [
    { name: 'a NUL in the API search', path: '/api/articles?search=%00', status: 400, api: true },
    { name: 'a control character inside an API search', path: '/api/articles?search=brand%01deals', status: 400, api: true },
    { name: 'a NUL in the home page search', path: '/?search=%00', status: 200 },
    { name: 'a NUL in a category page search', path: '/categories/creator-economy?search=%00', status: 200 },
    { name: 'PUT /contact', path: '/contact', init: { method: 'PUT', body: 'name=a' }, status: 405 },
    { name: 'PATCH /contact', path: '/contact', init: { method: 'PATCH', body: 'name=a' }, status: 405 },
    { name: 'DELETE /contact', path: '/contact', init: { method: 'DELETE' }, status: 405 },
    { name: 'DELETE on React Router data', path: '/contact.data', init: { method: 'DELETE' }, status: 405 },
    {
      name: 'a JSON POST to /contact',
      path: '/contact',
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"a"}' },
      status: 415,
    },
    {
      name: 'a JSON POST to React Router data',
      path: '/contact.data',
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"a"}' },
      status: 415,
    },
    {
      name: 'a broken multipart POST to /contact',
      path: '/contact',
      init: { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'not multipart at all' },
      status: 400,
      text: /Please enter your name\./,
    },
  ];

  for (const mode of ['production', 'development'] as const) {
    it.each(cases)(`${mode}: $name → $status, no stack`, async ({ path, init, status, api, text }) => {
      const res = await fetch(`${base[mode]}${path}`, init);
      const body = await res.text();
      expect(res.status).toBe(status);
      expect(body).not.toMatch(STACK);
      if (api) expect(JSON.parse(body)).toMatchObject({ error: { code: 'invalid_request', message: expect.stringContaining('control characters') } });
      if (status === 405) expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
      if (text) expect(body).toMatch(text);
    });
  }
});

describe('Content-Security-Policy of pages', () => {
  const pages = () => ['/', '/about', '/contact', '/categories/creator-economy', articleUrl, '/no-such-page'];

  /** The nonce of a policy's script-src, after checking the directive allows nothing inline without it. */
  function scriptNonce(csp: string): string {
    const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc)?.[1];
    expect(nonce, scriptSrc).toBeTruthy();
    return nonce ?? '';
  }

  it('gives every page a fresh nonce per response and puts it on every inline script', async () => {
    for (const path of pages()) {
      const seen = new Set<string>();
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${base.production}${path}`);
        const html = await res.text();
        const nonce = scriptNonce(res.headers.get('content-security-policy') ?? '');
        seen.add(nonce);
        const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/\bsrc=/.test(attrs ?? ''));
        expect(inline.length, path).toBeGreaterThan(0);
        for (const [tag, attrs] of inline) {
          // JSON-LD is data, never run, so script-src does not govern it; every script that runs must carry the nonce.
          if (/type="application\/(?:ld\+)?json"/.test(attrs ?? '')) continue;
          expect(attrs, `${path}: ${tag.slice(0, 120)}`).toContain(`nonce="${nonce}"`);
        }
      }
      expect(seen.size, `${path} reused a nonce`).toBe(2);
    }
  });

  it('allows frames from exactly the hosts the sanitiser keeps iframes of', async () => {
    const res = await fetch(`${base.production}/`);
    await res.text();
    const frameSrc = (res.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim()).find((d) => d.startsWith('frame-src ')) ?? '';
    expect(frameSrc.split(/\s+/).slice(1).sort()).toEqual(ALLOWED_IFRAME_HOSTS.map((h) => `https://${h}`).sort());
    expect(frameSrc).toContain('https://www.instagram.com');
  });

  it('serves the offline page with the same policy and no inline script', async () => {
    const res = await fetch(`${base.production}/offline.html`);
    const html = await res.text();
    scriptNonce(res.headers.get('content-security-policy') ?? '');
    expect([...html.matchAll(/<script\b([^>]*)>/g)].every(([, attrs]) => /\bsrc=/.test(attrs ?? ''))).toBe(true);
  });
});

describe('cross-origin state changes', () => {
  const viewsOf = async () => (await t.database.db.select({ n: articles.viewsCount }).from(articles).where(eq(articles.id, articleId)))[0]?.n;
  const reportView = (headers: Record<string, string>) =>
    fetch(`${base.production}/api/articles/views`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ ids: [articleId] }) });

  it('refuses a view report from another site with 403 forbidden, and counts nothing', async () => {
    const before = await viewsOf();
    const forged: Record<string, string>[] = [{ origin: 'https://evil.example' }, { referer: 'https://evil.example/page' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];
    for (const headers of forged) {
      const res = await reportView(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'forbidden', message: expect.stringContaining('Cross-origin request refused') } });
    }
    expect(await viewsOf()).toBe(before);
  });

  it("accepts one from the site's own pages (its address or SITE_URL) and from programs that send no browser headers", async () => {
    const before = (await viewsOf()) ?? 0;
    const own: Record<string, string>[] = [{ origin: base.production, 'sec-fetch-site': 'same-origin' }, { origin: env.SITE_URL }, { referer: `${base.production}/` }, {}];
    for (const headers of own) {
      const res = await reportView(headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
    // One view per client per article is not a rule of the API (the browser de-duplicates per session): all four count.
    expect(await viewsOf()).toBe(before + 4);
  });

  it('refuses a page form post (the contact action) from another site, whatever the encoding', async () => {
    for (const path of ['/contact', '/contact.data']) {
      const res = await fetch(`${base.production}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        body: 'name=Mallory&email=m%40evil.example&subject=Hi&message=Forged%20message%20from%20elsewhere',
      });
      expect(res.status, path).toBe(403);
      expect(await res.text()).toContain('Cross-origin request refused');
    }
  });

  it('never checks reads, and leaves provider webhooks to their signatures', async () => {
    expect((await fetch(`${base.production}/api/articles`, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
    const hook = await fetch(`${base.production}/api/webhooks/razorpay`, { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' });
    expect(hook.status).not.toBe(403);
  });
});

describe('a page that fails', () => {
  it('answers 500 without the error and logs it, with its path, to the process log and not to the console', async () => {
    const lines: { level: number; msg: string; path?: string; method?: string; err?: { message: string } }[] = [];
    const log = createLogger('info', { format: 'json', destination: { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) } });
    const app = createApp({
      database: t.database,
      env: { ...env, NODE_ENV: 'production' },
      log,
      ssrBuild,
      clientDir: 'public',
      // The home page's list read fails as a broken database would.
      lists: { listQuery: () => Promise.reject(new Error('list read failed: connection reset')) },
    });
    const printed = (['log', 'warn', 'error'] as const).map((m) => vi.spyOn(console, m).mockImplementation(() => undefined));
    try {
      const res = await fetch(`${await listen(app)}/?search=secret+plans`);
      expect(res.status).toBe(500);
      expect(await res.text()).not.toContain('connection reset');
      expect(printed.flatMap((s) => s.mock.calls)).toEqual([]);
    } finally {
      for (const s of printed) s.mockRestore();
    }
    const failures = lines.filter((l) => l.msg === 'page failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: 50, method: 'GET', path: '/', err: { message: 'list read failed: connection reset' } });
    expect(JSON.stringify(failures[0])).not.toContain('secret');
  });
});
