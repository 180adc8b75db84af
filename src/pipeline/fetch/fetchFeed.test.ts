import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFeedBytes } from './decodeFeedBytes.ts';
import { fetchFeed } from './fetchFeed.ts';

let server: Server;
let base: string;
const FEED = '<?xml version="1.0"?><rss version="2.0"><channel><title>T</title></channel></rss>';
/** 5 MB of spaces in 5 KB of gzip, compressed once rather than on every request. */
const GZIP_BOMB = gzipSync(Buffer.alloc(5_000_000, 32));

beforeAll(async () => {
  server = createServer((req, res) => {
    switch (req.url) {
      case '/ok':
        if (req.headers['if-none-match'] === '"v1"') return void res.writeHead(304).end();
        return void res.writeHead(200, { etag: '"v1"', 'last-modified': 'Sat, 21 Nov 2026 10:00:00 GMT', 'content-type': 'application/rss+xml' }).end(FEED);
      case '/slow':
        return void setTimeout(() => res.writeHead(200).end(FEED), 2000);
      case '/huge':
        res.writeHead(200, { 'content-type': 'application/rss+xml' });
        return void res.end('x'.repeat(200_000));
      case '/gzip-bomb':
        res.writeHead(200, { 'content-type': 'application/rss+xml', 'content-encoding': 'gzip' });
        return void res.end(GZIP_BOMB);
      case '/latin1':
        res.writeHead(200, { 'content-type': 'application/rss+xml; charset=ISO-8859-1' });
        return void res.end(Buffer.from('<rss><title>Caf\xe9</title></rss>', 'latin1'));
      case '/redirect':
        return void res.writeHead(301, { location: '/ok' }).end();
      case '/loop':
        return void res.writeHead(302, { location: '/loop' }).end();
      case '/to-file':
        return void res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      case '/to-metadata':
        return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      case '/busy':
        return void res.writeHead(429, { 'retry-after': '120' }).end();
      case '/down':
        return void res.writeHead(503, { 'retry-after': '999999' }).end();
      default:
        return void res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

// Generous enough that no answer but /slow's (2 s late) runs into it on a loaded machine; the timeout test uses its own.
const limits = { timeoutMs: 10_000, maxBytes: 100_000, allowPrivateNetworks: true };
const shortTimeout = { ...limits, timeoutMs: 500 };

describe('fetchFeed', () => {
  it('returns the body with its validators', async () => {
    const r = await fetchFeed(`${base}/ok`, {}, limits);
    expect(r).toMatchObject({ kind: 'ok', status: 200, body: FEED, etag: '"v1"', lastModified: 'Sat, 21 Nov 2026 10:00:00 GMT' });
  });
  it('sends If-None-Match and reports 304 as not modified', async () => {
    expect((await fetchFeed(`${base}/ok`, { etag: '"v1"' }, limits)).kind).toBe('not-modified');
  });
  it('follows a redirect', async () => {
    expect(await fetchFeed(`${base}/redirect`, {}, limits)).toMatchObject({ kind: 'ok', finalUrl: `${base}/ok` });
  });
  it('stops after 5 redirects and refuses redirects to other schemes or private addresses', async () => {
    expect(await fetchFeed(`${base}/loop`, {}, limits)).toMatchObject({ kind: 'error', message: 'More than 5 redirects' });
    expect(await fetchFeed(`${base}/to-file`, {}, limits)).toMatchObject({ kind: 'error', message: 'Unsupported URL scheme file:' });
    const publicOnly = { ...limits, allowPrivateNetworks: false };
    expect(await fetchFeed(`${base}/ok`, {}, publicOnly)).toMatchObject({ kind: 'error', message: expect.stringMatching(/not a public address/) });
    expect(await fetchFeed('http://localhost:9/feed', {}, publicOnly)).toMatchObject({ kind: 'error', message: expect.stringMatching(/not a public address/) });
    expect(await fetchFeed('http://[::1]:9/feed', {}, publicOnly)).toMatchObject({ kind: 'error', message: expect.stringMatching(/not a public address/) });
    expect(await fetchFeed('http://169.254.169.254/latest/meta-data/', {}, publicOnly)).toMatchObject({ kind: 'error', message: expect.stringMatching(/not a public address/) });
    // IPv6 literals embedding loopback, as the URL parser rewrites them (issue 13: [::127.0.0.1] became ::7f00:1).
    for (const literal of ['[::127.0.0.1]', '[::ffff:0:127.0.0.1]', '[64:ff9b:1::127.0.0.1]', '[fec0::1]']) {
      expect(await fetchFeed(`http://${literal}:9/feed`, {}, publicOnly), literal).toMatchObject({ kind: 'error', message: expect.stringMatching(/not a public address/) });
    }
  });
  it('honours Retry-After on 429 and 503, capped at 24 hours', async () => {
    expect(await fetchFeed(`${base}/busy`, {}, limits)).toMatchObject({ kind: 'error', status: 429, retryAfterSeconds: 120 });
    expect(await fetchFeed(`${base}/down`, {}, limits)).toMatchObject({ kind: 'error', status: 503, retryAfterSeconds: 86_400 });
  });
  it('gives up after the total timeout', async () => {
    expect(await fetchFeed(`${base}/slow`, {}, shortTimeout)).toMatchObject({ kind: 'error', message: 'Timed out after 500 ms' });
  });
  it('caps the body size, also after decompression', async () => {
    expect(await fetchFeed(`${base}/huge`, {}, limits)).toMatchObject({ kind: 'error', message: 'Feed larger than 100000 bytes' });
    expect(await fetchFeed(`${base}/gzip-bomb`, {}, limits)).toMatchObject({ kind: 'error', message: 'Feed larger than 100000 bytes' });
  });
  it('reports HTTP errors and refuses other schemes', async () => {
    expect(await fetchFeed(`${base}/missing`, {}, limits)).toMatchObject({ kind: 'error', status: 404 });
    expect(await fetchFeed('file:///etc/passwd', {}, limits)).toMatchObject({ kind: 'error', message: 'Unsupported URL scheme file:' });
    expect(await fetchFeed('not a url', {}, limits)).toMatchObject({ kind: 'error' });
  });
  it('decodes declared charsets', async () => {
    expect(await fetchFeed(`${base}/latin1`, {}, limits)).toMatchObject({ kind: 'ok', body: '<rss><title>Café</title></rss>' });
    const bytes = Buffer.from('<?xml version="1.0" encoding="windows-1252"?><t>\x93q\x94</t>', 'latin1');
    expect(decodeFeedBytes(bytes, 'text/xml')).toContain('“q”');
  });
});
