/**
 * GET /img (issue 9, "Offline images"; services/imageProxy.ts): article images served from our origin, fetched from a
 * loopback "image host" that counts its requests. The images are real files (the site's PNG icon, a JPEG Chromium
 * encoded); everything that cannot be served becomes the category illustration with status 200 and a short max-age.
 * Loopback is a private address, so the app under test gets the fetcher's private-network allowance
 * (FEED_ALLOW_PRIVATE_NETWORKS, as ingestFeeds.integration.test.ts does); one app without it proves the refusal.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { imageProxyUrl } from '../domain/imageProxy.ts';
import { createImageProxy } from '../services/imageProxy.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';
import { FALLBACK_CACHE_CONTROL, IMAGE_CACHE_CONTROL, IMAGE_CSP } from './routes/imageProxy.ts';

const env = { SITE_NAME: 'Test', SITE_URL: 'http://localhost:3000', CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
const PNG = new Uint8Array(readFileSync(new URL('../../public/icons/icon-192.png', import.meta.url)));
// 16×9 baseline JPEG (JFIF, sRGB profile), encoded by Chromium's canvas.
const JPEG = new Uint8Array(
  Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAJABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAQX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABcRAAMBAAAAAAAAAAAAAAAAAAABAgT/2gAMAwEAAhEDEQA/AJwIN5oQ3opn/9k=',
    'base64',
  ),
);
const illustration = (slug: string) => readFileSync(new URL(`../../public/images/categories/${slug}.svg`, import.meta.url), 'utf8');
const MAX_BYTES = 64 * 1024;

let t: TestDatabase;
let origin: Server;
let base = '';
/** Requests the image host received, per path. */
const hits = new Map<string, number>();
/** A host that accepts connections and drops them at once (an offline or broken host), with its connection count. */
let dropper: TcpServer;
let dropperBase = '';
let dropperConnections = 0;
/** The test's clock for the failure cache. */
let clock = Date.now();

let app: ReturnType<typeof createApp>;
/** The same app without the private-network allowance: loopback is refused as in production. */
let strictApp: ReturnType<typeof createApp>;
/** The same app with a budget of 2 images to fetch per client a minute, clients told apart by X-Forwarded-For. */
let limitedApp: ReturnType<typeof createApp>;

const routes: Record<string, (res: ServerResponse) => void> = {
  '/photo.png': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG),
  '/photo.jpg': (res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG),
  '/slow.jpg': (res) => setTimeout(() => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG), 300),
  '/moved.jpg': (res) => res.writeHead(302, { location: '/photo.jpg' }).end(),
  '/missing.jpg': (res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>'),
  '/broken.jpg': (res) => res.writeHead(500).end(),
  '/page.jpg': (res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Login</title><p>Please sign in'),
  '/lying.png': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end('<html><script>alert(1)</script></html>'),
  '/vector.svg': (res) => res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  '/octets.jpg': (res) => res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(JPEG),
  '/huge.jpg': (res) => {
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    res.end(Buffer.concat([Buffer.from(JPEG), Buffer.alloc(MAX_BYTES * 2)]));
  },
  '/hang.jpg': () => {
    /* never answers */
  },
};

/** Stores an article (published unless told otherwise) whose image is `url`. */
async function withImage(url: string, overrides: Parameters<typeof insertTestArticle>[1] = {}): Promise<string> {
  await insertTestArticle(t.database, { imageUrl: url, category: 'brand-partnerships', ...overrides });
  return url;
}

const get = (a: typeof app, url: string, init?: RequestInit) => a.request(imageProxyUrl(url) as string, init);
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

beforeAll(async () => {
  t = await createTestDatabase();
  origin = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes[path];
    if (route) route(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => origin.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
  dropper = createTcpServer((socket) => {
    dropperConnections++;
    socket.destroy();
  });
  await new Promise<void>((r) => dropper.listen(0, '127.0.0.1', r));
  dropperBase = `http://127.0.0.1:${(dropper.address() as AddressInfo).port}`;
  const images = { maxBytes: MAX_BYTES, timeoutMs: 1_000, connectTimeoutMs: 1_000, now: () => clock };
  app = createApp({ database: t.database, env, log: createLogger('silent'), images: { ...images, allowPrivateNetworks: true } });
  strictApp = createApp({ database: t.database, env, log: createLogger('silent'), images });
  limitedApp = createApp({
    database: t.database,
    env,
    log: createLogger('silent'),
    images: { ...images, allowPrivateNetworks: true, rateLimit: { limit: 2, windowMs: 60_000 } },
    search: { trustProxy: true },
  });
}, 120_000);

afterAll(async () => {
  origin?.closeAllConnections();
  await new Promise((r) => origin?.close(r));
  await new Promise((r) => dropper?.close(r));
  await t?.drop();
});

describe('GET /img: the image', () => {
  it('serves a PNG from another host byte for byte, cached a day, nosniff, with a CSP that runs nothing', async () => {
    const url = await withImage(`${base}/photo.png`);
    const res = await get(app, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe(IMAGE_CSP);
    expect(res.headers.get('x-image-fallback')).toBeNull();
    expect(await bytesOf(res)).toEqual(PNG);
  });

  it('serves a JPEG, and the second request comes from memory (the host is asked once)', async () => {
    const url = await withImage(`${base}/photo.jpg`);
    const first = await get(app, url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(await bytesOf(first)).toEqual(JPEG);
    const again = await get(app, url);
    expect(await bytesOf(again)).toEqual(JPEG);
    expect(hits.get('/photo.jpg')).toBe(1);
  });

  it('follows a redirect, each hop checked like the first', async () => {
    const url = await withImage(`${base}/moved.jpg`);
    const res = await get(app, url);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(await bytesOf(res)).toEqual(JPEG);
  });

  it('shares one fetch between requests for the same image made while it is fetched', async () => {
    const url = await withImage(`${base}/slow.jpg`);
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(app, url)));
    for (const res of answers) expect(await bytesOf(res)).toEqual(JPEG);
    expect(hits.get('/slow.jpg')).toBe(1);
  });

  it('answers HEAD with the headers GET has', async () => {
    const url = await withImage(`${base}/photo.png`);
    const res = await get(app, url, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });
});

describe('GET /img: not an open proxy', () => {
  it('refuses a URL no article has, with the error envelope and without asking the host', async () => {
    const res = await get(app, `${base}/photo.png?not-stored=1`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No article has this image' } });
  });

  it('refuses the image of a story readers cannot see (a draft, a duplicate), but a moderator may see it', async () => {
    const draft = await withImage(`${base}/photo.png?draft=1`, { status: 'draft', adminStatus: 'pending_review' });
    const duplicate = await withImage(`${base}/photo.png?duplicate=1`, { isDuplicate: true });
    for (const url of [draft, duplicate]) expect((await get(app, url)).status).toBe(404);
    expect(hits.get('/photo.png')).toBe(1);
    // The review queue's preview shows drafts to moderators: the service lets them through (not a shared cache's).
    const proxy = createImageProxy(t.database.db, { allowPrivateNetworks: true });
    const seen = await proxy.image(draft, { id: 'mod', role: 'moderator', suspended: false });
    expect(seen).toMatchObject({ kind: 'image', type: 'image/png', shared: false });
    expect(await proxy.image(draft, { id: 'reader', role: 'user', suspended: false })).toEqual({ kind: 'unknown' });
    expect(await proxy.image(draft, { id: 'mod', role: 'moderator', suspended: true })).toEqual({ kind: 'unknown' });
  });

  it('refuses requests without exactly one usable http(s) URL with 400', async () => {
    // A NUL (wapiti's payload) would otherwise reach the database lookup, which PostgreSQL refuses (a 500).
    for (const query of ['', '?u=', '?u=javascript%3Aalert(1)', '?u=file%3A%2F%2F%2Fetc%2Fpasswd', '?u=https%3A%2F%2Fexample.com%2Fe.php%00&f=general', `?u=${encodeURIComponent(`${base}/a.jpg`)}&u=${encodeURIComponent(`${base}/b.jpg`)}`]) {
      const res = await app.request(`/img${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
    }
  });

  it('refuses a private address without the allowance: the illustration, and the host never asked', async () => {
    const url = await withImage(`${base}/photo.png?private=1`);
    const before = hits.get('/photo.png');
    const res = await get(strictApp, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-image-fallback')).toBe('blocked');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(hits.get('/photo.png')).toBe(before);
    // A public-looking name is refused too once it resolves to loopback (checked at connect time, no DNS here):
    // localhost is refused by name before any lookup.
    const named = await withImage(`http://localhost:${new URL(base).port}/photo.png`);
    expect((await get(strictApp, named)).headers.get('x-image-fallback')).toBe('blocked');
    expect(hits.get('/photo.png')).toBe(before);
  });
});

describe('GET /img: the illustration when the image cannot be had', () => {
  it.each([
    ['a 404', '/missing.jpg', 'status'],
    ['a 500', '/broken.jpg', 'status'],
    ['an HTML page instead of an image', '/page.jpg', 'type'],
    ['HTML declared as PNG (magic bytes checked)', '/lying.png', 'type'],
    ['an SVG from another host (it could run script)', '/vector.svg', 'type'],
    ['a JPEG sent as application/octet-stream', '/octets.jpg', 'type'],
    ['a body over the size cap', '/huge.jpg', 'too-large'],
    ['a host that never answers (timeout)', '/hang.jpg', 'unreachable'],
  ])('%s → 200, the category illustration, 5 minutes', async (_name, path, reason) => {
    const url = await withImage(`${base}${path}`, { category: 'platform-updates' });
    const res = await get(app, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe(FALLBACK_CACHE_CONTROL);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe(IMAGE_CSP);
    expect(res.headers.get('x-image-fallback')).toBe(reason);
    expect(await res.text()).toBe(illustration('platform-updates'));
  });

  it('an unreachable host costs one failure: its other images are not fetched for 10 minutes', async () => {
    const first = await withImage(`${dropperBase}/a.jpg`, { category: 'regulations-ethics' });
    const second = await withImage(`${dropperBase}/b.jpg`, { category: 'general' });
    const a = await get(app, first);
    expect(a.headers.get('x-image-fallback')).toBe('unreachable');
    expect(await a.text()).toBe(illustration('regulations-ethics'));
    const connections = dropperConnections;
    expect(connections).toBeGreaterThan(0);
    const b = await get(app, second);
    expect(b.status).toBe(200);
    expect(await b.text()).toBe(illustration('general'));
    expect(dropperConnections).toBe(connections);
    // Ten minutes later the host is tried again.
    clock += 10 * 60_000 + 1;
    await get(app, second);
    expect(dropperConnections).toBeGreaterThan(connections);
  });

  it('a failed URL is not fetched again for 10 minutes; other images of that host still are', async () => {
    const url = await withImage(`${base}/missing.jpg?again=1`);
    await get(app, url);
    const after = hits.get('/missing.jpg');
    const again = await get(app, url);
    expect(again.headers.get('x-image-fallback')).toBe('status');
    expect(hits.get('/missing.jpg')).toBe(after);
    const other = await withImage(`${base}/photo.png?same-host=1`);
    expect((await get(app, other)).headers.get('content-type')).toBe('image/png');
    clock += 10 * 60_000 + 1;
    await get(app, url);
    expect(hits.get('/missing.jpg')).toBe((after ?? 0) + 1);
  });

  it('the illustration is the one the card would fall back to (f), when it is one of ours', async () => {
    const url = await withImage(`${base}/missing.jpg?variant=1`, { category: 'creator-economy' });
    const named = await app.request(imageProxyUrl(url, '/images/categories/creator-economy-3.svg') as string);
    expect(await named.text()).toBe(illustration('creator-economy-3'));
    // A name that is not one of ours (or not a name at all) gets the story's category illustration.
    for (const f of ['no-such-picture', '..%2Fcategories%2Fgeneral', 'general.svg']) {
      const res = await app.request(`${imageProxyUrl(url) as string}&f=${f}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(illustration('creator-economy'));
    }
  });

  it("the illustration is the article's own category, unknown categories as General", async () => {
    const url = await withImage(`${base}/missing.jpg?category=1`, { category: 'tools-technology' });
    expect(await (await get(app, url)).text()).toBe(illustration('tools-technology'));
    const odd = await withImage(`${base}/missing.jpg?category=2`, { category: 'no-such-category' });
    expect(await (await get(app, odd)).text()).toBe(illustration('general'));
  });
});

describe('GET /img: images to fetch, per client', () => {
  const from = (address: string, url: string) => get(limitedApp, url, { headers: { 'x-forwarded-for': address } });

  it('lets a client make the proxy fetch 2 images a minute; the third is the illustration, uncached, and never fetched', async () => {
    const [one, two, three] = await Promise.all([1, 2, 3].map((n) => withImage(`${base}/photo.jpg?per-client=${n}`, { category: 'platform-updates' })));
    const before = hits.get('/photo.jpg') ?? 0;
    for (const url of [one!, two!]) expect(await bytesOf(await from('203.0.113.10', url))).toEqual(JPEG);
    const refused = await from('203.0.113.10', three!);
    expect(refused.status).toBe(200);
    expect(refused.headers.get('x-image-fallback')).toBe('limited');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('content-type')).toBe('image/svg+xml');
    expect(await refused.text()).toBe(illustration('platform-updates'));
    expect(hits.get('/photo.jpg')).toBe(before + 2);

    // Images already in memory cost nothing: the same client still gets them.
    expect(await bytesOf(await from('203.0.113.10', one!))).toEqual(JPEG);
    // Another client has a budget of its own; once it has fetched the image, the first client gets it from memory.
    expect(await bytesOf(await from('203.0.113.11', three!))).toEqual(JPEG);
    expect(await bytesOf(await from('203.0.113.10', three!))).toEqual(JPEG);
    expect(hits.get('/photo.jpg')).toBe(before + 3);
  });

  it('counts a failed image once: asking again while the failure is remembered is free', async () => {
    const missing = await withImage(`${base}/missing.jpg?per-client=1`);
    const [fresh, over] = await Promise.all([1, 2].map((n) => withImage(`${base}/photo.png?per-client=${n}`)));
    const before = hits.get('/missing.jpg') ?? 0;
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.20', missing)).headers.get('x-image-fallback')).toBe('status');
    expect(hits.get('/missing.jpg')).toBe(before + 1);
    expect(await bytesOf(await from('203.0.113.20', fresh!))).toEqual(PNG);
    expect((await from('203.0.113.20', over!)).headers.get('x-image-fallback')).toBe('limited');
  });
});
