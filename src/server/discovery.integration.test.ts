import { parseFeed, type AnyFeed } from 'feedsmith';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePath } from '../domain/articlePath.ts';
import { CATEGORIES } from '../domain/categories.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { createPublicContentService } from '../services/publicContent.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';
import { discoveryRoutes } from './routes/discovery.ts';

const SITE_URL = 'https://news.example.in';
const env = { SITE_NAME: 'Test Hub', SITE_URL, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
const ids: Record<string, string> = {};
const titles: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({ database: t.database, env, log: createLogger('silent') });
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  const add = async (key: string, title: string, overrides: Parameters<typeof insertTestArticle>[1] = {}) => {
    titles[key] = title;
    ids[key] = await insertTestArticle(t.database, { title, ...overrides });
  };
  await add('newest', 'Mumbai creators launch a UPI tipping collective', {
    originalPublishedAt: minutesAgo(1),
    author: 'Ananya Rao',
    tags: ['UPI'],
    sourceUrl: 'https://source.example.com/upi-tipping?a=1&b=2',
  });
  await add('brand', 'Brand deals for regional creators double', { category: 'brand-partnerships', originalPublishedAt: minutesAgo(10) });
  await add('legacy', 'ASCI tightens influencer disclosure rules', { category: 'regulations', originalPublishedAt: minutesAgo(20) });
  await add('tools', 'New AI editing tool for creators', { category: 'tools-technology', originalPublishedAt: minutesAgo(30) });
  await add('blocked', 'Cricket stars turn creators', { originalPublishedAt: minutesAgo(40) });
  await add('lowRelevance', 'Low relevance story', { relevanceScore: 29 });
  await add('duplicate', 'Duplicate story about creators', { isDuplicate: true });
  await add('draft', 'Draft story about creators', { status: 'draft' });
  await add('archived', 'Archived story about creators', { status: 'archived' });
});

afterAll(async () => {
  await t?.drop();
});

const hidden = ['lowRelevance', 'duplicate', 'draft', 'archived'] as const;
const pageUrl = (key: string) => `${SITE_URL}${articlePath({ id: ids[key] as string, title: titles[key] as string })}`;

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('GET /robots.txt', () => {
  it('allows everything but the API and admin, and names the sitemap on SITE_URL', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin',
      '',
      `Sitemap: ${SITE_URL}/sitemap.xml`,
      '',
    ]);
  });
});

describe('GET /sitemap.xml', () => {
  it('is valid sitemap XML with home, static, category and every public article page', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    // Well-formed: every <url> closed, only the expected elements, and no unescaped ampersands.
    const body = res.text.replace(/^<\?xml[^>]*\?>\n<urlset[^>]*>\n/, '').replace(/<\/urlset>\n$/, '');
    const lines = body.split('\n').filter(Boolean);
    for (const line of lines)
      expect(line).toMatch(/^ {2}<url><loc>https:\/\/news\.example\.in\/[^<&]*<\/loc>(<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>)?<\/url>$/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${SITE_URL}/`);
    for (const p of ['/about', '/mission', '/contact', '/privacy', '/terms']) expect(locs).toContain(`${SITE_URL}${p}`);
    for (const c of CATEGORIES) expect(locs).toContain(`${SITE_URL}/categories/${c.slug}`);
    // Tools & Technology and blocklisted titles have public pages (category page, search), so they are listed.
    for (const key of ['newest', 'brand', 'legacy', 'tools', 'blocked']) expect(locs).toContain(pageUrl(key));
    for (const key of hidden) expect(res.text).not.toContain(ids[key]);
    expect(locs).toHaveLength(1 + 5 + CATEGORIES.length + 5);
    expect(res.text).toMatch(new RegExp(`${ids.newest}[^<]*</loc><lastmod>`));
  });

  it('never lists more URLs than the limit', async () => {
    const small = discoveryRoutes({
      content: createPublicContentService(t.database.db),
      db: t.database.db,
      site: { name: 'x', url: SITE_URL },
      sitemapMaxUrls: 15,
    });
    const text = await (await small.request('/sitemap.xml')).text();
    const locs = [...text.matchAll(/<loc>/g)];
    expect(locs).toHaveLength(15);
    // The fixed pages come first, then the newest articles.
    expect(text).toContain(pageUrl('newest'));
    expect(text).toContain(pageUrl('brand'));
    expect(text).not.toContain(pageUrl('blocked'));
  });
});

describe('feeds', () => {
  const publicInMainFeed = ['newest', 'brand', 'legacy'];

  it.each([
    ['/feed.xml', 'application/rss+xml; charset=utf-8', 'rss'],
    ['/feed.atom', 'application/atom+xml; charset=utf-8', 'atom'],
    ['/feed.json', 'application/feed+json; charset=utf-8', 'json'],
  ])('%s parses back and lists only public articles, newest first', async (path, type, format) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('etag')).toMatch(/^W\/".+"$/);
    const parsed = parseFeed(format === 'json' ? JSON.parse(res.text) : res.text);
    expect(parsed.format).toBe(format);
    const links = itemLinks(parsed);
    expect(links.map((l) => l.page)).toEqual(publicInMainFeed.map(pageUrl));
    // The original story travels with each item as a second link.
    expect(links[0]?.source).toBe('https://source.example.com/upi-tipping?a=1&b=2');
    for (const key of [...hidden, 'tools', 'blocked']) expect(res.text).not.toContain(ids[key]);
  });

  it('carries summary, category and date in each item', async () => {
    const rss = parseFeed((await get('/feed.xml')).text);
    if (rss.format !== 'rss') throw new Error('not rss');
    const item = rss.feed.items?.[0];
    expect(item?.title).toBe(titles.newest);
    expect(item?.description).toBe('A summary about influencer marketing.');
    expect(item?.categories?.map((c) => c.name)).toEqual(['Creator Economy', 'UPI']);
    expect(Date.parse(item?.pubDate ?? '')).toBeGreaterThan(Date.now() - 5 * 60_000);
    expect(item?.dc?.creators).toEqual(['Ananya Rao']);

    const json = JSON.parse((await get('/feed.json')).text) as { version: string; items: Record<string, unknown>[] };
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    expect(json.items[0]).toMatchObject({
      summary: 'A summary about influencer marketing.',
      tags: ['Creator Economy', 'UPI'],
      external_url: 'https://source.example.com/upi-tipping?a=1&b=2',
    });
    expect(typeof json.items[0]?.date_published).toBe('string');

    const atom = parseFeed((await get('/feed.atom')).text);
    if (atom.format !== 'atom') throw new Error('not atom');
    expect(atom.feed.entries?.[0]?.categories?.[0]).toMatchObject({ term: 'creator-economy', label: 'Creator Economy' });
    expect(atom.feed.entries?.[0]?.summary).toMatchObject({ value: 'A summary about influencer marketing.' });
  });

  it.each([
    ['/categories/brand-partnerships/feed.xml', ['brand']],
    ['/categories/regulations-ethics/feed.atom', ['legacy']],
    ['/categories/tools-technology/feed.json', ['tools']],
    ['/categories/regulations/feed.xml', ['legacy']],
    ['/categories/general/feed.json', []],
  ])('%s lists only that category', async (path, keys) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    const parsed = parseFeed(path.endsWith('.json') ? JSON.parse(res.text) : res.text);
    expect(itemLinks(parsed).map((l) => l.page)).toEqual(keys.map(pageUrl));
    // JSON Feed 1.1 requires `items`, even when the category has nothing yet.
    if (path.endsWith('.json')) expect(Array.isArray((JSON.parse(res.text) as { items: unknown }).items)).toBe(true);
  });

  it('names the category feed and points its self link at the canonical category', async () => {
    const parsed = parseFeed((await get('/categories/regulations/feed.atom')).text);
    if (parsed.format !== 'atom') throw new Error('not atom');
    expect(parsed.feed.title).toMatchObject({ value: 'Regulations & Ethics — Test Hub' });
    expect(parsed.feed.links?.find((l) => l.rel === 'self')?.href).toBe(`${SITE_URL}/categories/regulations-ethics/feed.atom`);
  });

  it.each(['/categories/nope/feed.xml', '/categories/nope/feed.atom', '/categories/nope/feed.json'])(
    '%s is 404 with the error envelope',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.text)).toEqual({ error: { code: 'not_found', message: 'No category "nope"' } });
    },
  );

  it('answers a matching If-None-Match with 304 and no body', async () => {
    for (const path of ['/feed.xml', '/sitemap.xml', '/robots.txt']) {
      const first = await get(path);
      const etag = first.headers.get('etag') as string;
      const again = await get(path, { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect((await get(path, { 'If-None-Match': '"other"' })).status).toBe(200);
    }
  });
});

type Parsed = AnyFeed;

/** Our page link and the original source link of each item, whatever the format. */
function itemLinks(parsed: Parsed): { page: string | undefined; source: string | undefined }[] {
  switch (parsed.format) {
    case 'rss':
      return (parsed.feed.items ?? []).map((i) => ({ page: i.link, source: i.atom?.links?.find((l) => l.rel === 'related')?.href }));
    case 'atom':
      return (parsed.feed.entries ?? []).map((e) => ({
        page: e.links?.find((l) => l.rel === 'alternate')?.href,
        source: e.links?.find((l) => l.rel === 'related')?.href,
      }));
    case 'json':
      // The parser leaves out an empty `items` (our JSON always has one, checked above).
      return (parsed.feed.items ?? []).map((i) => ({ page: i.url, source: i.external_url }));
    default:
      throw new Error(`unexpected format ${parsed.format}`);
  }
}
