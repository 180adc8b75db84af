/** The service worker's caching rules (public/sw-policy.js), run in a VM the way the worker's importScripts runs them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { THEME_COLOURS } from './theme.ts';

interface Policy {
  LIMITS: { pages: number; data: number; assets: number };
  OFFLINE_URL: string;
  cacheNames(version: string): Record<'static' | 'pages' | 'data' | 'assets', string>;
  staleCacheNames(existing: string[], version: string): string[];
  classifyRequest(req: { method: string; url: string; mode?: string; headers?: Headers }, origin: string): 'page' | 'data' | 'asset' | 'bypass';
  isCacheableResponse(res: { status: number; type: string; redirected?: boolean; headers: Headers }): boolean;
  isGatewayFailure(status: number): boolean;
  overflowKeys<T>(keys: T[], limit: number): T[];
  cacheKey(url: string): string;
  markCachedHtml(html: string, cachedAt: string): string;
}

const sandbox: { self: { swPolicy?: Policy }; URL: typeof URL } = { self: {}, URL };
vm.runInNewContext(readFileSync(path.resolve('public/sw-policy.js'), 'utf8'), sandbox);
const policy = sandbox.self.swPolicy as Policy;
const ORIGIN = 'https://news.example';

describe('classifyRequest', () => {
  it.each([
    ['a page navigation', { method: 'GET', url: `${ORIGIN}/articles/x-y`, mode: 'navigate' }, 'page'],
    ['the home page with a search', { method: 'GET', url: `${ORIGIN}/?search=reels`, mode: 'navigate' }, 'page'],
    [
      'a page fetched to show in place (islands)',
      { method: 'GET', url: `${ORIGIN}/?page=2`, mode: 'cors', headers: new Headers({ 'X-Island-Page': 'HomePage' }) },
      'page',
    ],
    ['the same page fetched without the header', { method: 'GET', url: `${ORIGIN}/?page=2`, mode: 'cors', headers: new Headers() }, 'bypass'],
    ['the article API', { method: 'GET', url: `${ORIGIN}/api/articles?page=2`, mode: 'cors' }, 'data'],
    ['one article from the API', { method: 'GET', url: `${ORIGIN}/api/articles/abc`, mode: 'cors' }, 'data'],
    ['React Router page data', { method: 'GET', url: `${ORIGIN}/categories/creator-economy.data`, mode: 'cors' }, 'data'],
    ['React Router root data', { method: 'GET', url: `${ORIGIN}/_root.data?search=x`, mode: 'cors' }, 'data'],
    ['the route manifest', { method: 'GET', url: `${ORIGIN}/__manifest?paths=%2Fabout&version=1`, mode: 'cors' }, 'data'],
    ['a hashed asset', { method: 'GET', url: `${ORIGIN}/assets/root-AbC123.js`, mode: 'cors' }, 'asset'],
    ['a POST', { method: 'POST', url: `${ORIGIN}/api/articles`, mode: 'cors' }, 'bypass'],
    ['a POST navigation (form)', { method: 'POST', url: `${ORIGIN}/contact`, mode: 'navigate' }, 'bypass'],
    ['live updates', { method: 'GET', url: `${ORIGIN}/api/live`, mode: 'cors' }, 'bypass'],
    ['an admin page', { method: 'GET', url: `${ORIGIN}/admin`, mode: 'navigate' }, 'bypass'],
    ['an admin screen', { method: 'GET', url: `${ORIGIN}/admin/content/review`, mode: 'navigate' }, 'bypass'],
    ['admin page data', { method: 'GET', url: `${ORIGIN}/admin/content/review.data`, mode: 'cors' }, 'bypass'],
    ['the admin index data', { method: 'GET', url: `${ORIGIN}/admin.data`, mode: 'cors' }, 'bypass'],
    ['the admin API', { method: 'GET', url: `${ORIGIN}/api/admin/articles`, mode: 'cors' }, 'bypass'],
    ['a public page whose name starts with admin', { method: 'GET', url: `${ORIGIN}/administrators-guide`, mode: 'navigate' }, 'page'],
    ['live updates stream', { method: 'GET', url: `${ORIGIN}/api/live/articles`, mode: 'cors' }, 'bypass'],
    ['live-prefixed API', { method: 'GET', url: `${ORIGIN}/api/live-stats`, mode: 'cors' }, 'bypass'],
    ['another API', { method: 'GET', url: `${ORIGIN}/api/search/suggestions`, mode: 'cors' }, 'bypass'],
    ['the articles-like prefix', { method: 'GET', url: `${ORIGIN}/api/articlesx`, mode: 'cors' }, 'bypass'],
    ['another origin', { method: 'GET', url: 'https://cdn.example/assets/a.js', mode: 'cors' }, 'bypass'],
    ['another origin navigation', { method: 'GET', url: 'https://other.example/', mode: 'navigate' }, 'bypass'],
    ['the worker itself', { method: 'GET', url: `${ORIGIN}/sw.js`, mode: 'same-origin' }, 'bypass'],
    ['an image', { method: 'GET', url: `${ORIGIN}/images/categories/x.svg`, mode: 'no-cors' }, 'bypass'],
  ])('%s → %s', (_label, req, expected) => {
    expect(policy.classifyRequest(req, ORIGIN)).toBe(expected);
  });
});

describe('isCacheableResponse', () => {
  const res = (status: number, headers: Record<string, string> = {}, type = 'basic', redirected = false) => ({ status, type, redirected, headers: new Headers(headers) });
  it.each([
    ['a plain 200', res(200), true],
    ['a 200 with max-age', res(200, { 'cache-control': 'public, max-age=300' }), true],
    ['no-store', res(200, { 'cache-control': 'no-store' }), false],
    ['private, no-store', res(200, { 'cache-control': 'private,no-store' }), false],
    ['Set-Cookie', res(200, { 'set-cookie': 'sid=1' }), false],
    ['a 404', res(404), false],
    ['a 500', res(500), false],
    ['a 206 partial', res(206), false],
    ['opaque (cross-origin)', res(200, {}, 'opaque'), false],
    ['followed a redirect', res(200, {}, 'basic', true), false],
  ])('%s → %s', (_label, r, expected) => {
    expect(policy.isCacheableResponse(r)).toBe(expected);
  });
});

describe('bounded caches', () => {
  it('keeps the last 30 pages, 50 API answers and 120 assets', () => {
    expect(policy.LIMITS).toEqual({ pages: 30, data: 50, assets: 120 });
  });
  it.each([
    [0, 30, 0],
    [30, 30, 0],
    [31, 30, 1],
    [35, 30, 5],
  ])('%i entries with limit %i → delete %i, oldest first', (n, limit, deleted) => {
    const keys = Array.from({ length: n }, (_, i) => i);
    expect(policy.overflowKeys(keys, limit)).toEqual(keys.slice(0, deleted));
  });
});

describe('versioned caches', () => {
  it('names every cache with the build version and deletes only our other versions', () => {
    const names = policy.cacheNames('abc123');
    expect(Object.values(names).every((n) => n.startsWith('cei-') && n.endsWith('-abc123'))).toBe(true);
    const existing = [...Object.values(names), 'cei-pages-old1', 'cei-assets-old1', 'someone-elses-cache'];
    expect(policy.staleCacheNames(existing, 'abc123')).toEqual(['cei-pages-old1', 'cei-assets-old1']);
  });
});

describe('gateway failures and keys', () => {
  it.each([
    [502, true],
    [503, true],
    [504, true],
    [500, false],
    [404, false],
    [200, false],
  ])('%i → %s', (status, expected) => expect(policy.isGatewayFailure(status)).toBe(expected));

  it('drops the fragment from cache keys', () => {
    expect(policy.cacheKey(`${ORIGIN}/articles/a-b?x=1#top`)).toBe(`${ORIGIN}/articles/a-b?x=1`);
  });
});

describe('markCachedHtml', () => {
  it('adds the saved time to the <html> tag only', () => {
    const html = '<!DOCTYPE html><html lang="en-IN"><head></head><body><pre><html></pre></body></html>';
    const out = policy.markCachedHtml(html, '2026-11-22T10:00:00.000Z');
    expect(out).toBe('<!DOCTYPE html><html data-sw-cached-at="2026-11-22T10:00:00.000Z" lang="en-IN"><head></head><body><pre><html></pre></body></html>');
  });
  it('cannot inject markup through the time', () => {
    expect(policy.markCachedHtml('<html>', '"><script>')).toBe('<html data-sw-cached-at="">');
  });
});

describe('web manifest', () => {
  const m = JSON.parse(readFileSync(path.resolve('public/manifest.webmanifest'), 'utf8')) as Record<string, unknown> & { icons: { sizes: string; purpose: string; type: string }[] };
  it('is installable: standalone, start URL, theme colours from theme.ts, 192/512 and maskable PNG icons', () => {
    expect(m).toMatchObject({ display: 'standalone', start_url: '/', scope: '/', theme_color: THEME_COLOURS.light, background_color: THEME_COLOURS.light });
    expect(typeof m.name).toBe('string');
    expect((m.short_name as string).length).toBeLessThanOrEqual(12);
    expect(m.icons.some((i) => i.sizes === '192x192' && i.purpose === 'any' && i.type === 'image/png')).toBe(true);
    expect(m.icons.some((i) => i.sizes === '512x512' && i.purpose === 'any')).toBe(true);
    expect(m.icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable')).toBe(true);
  });
});
