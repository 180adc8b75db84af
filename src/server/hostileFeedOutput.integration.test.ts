import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFeedSources } from '../db/queries/feedSources.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { ingestFeeds } from '../pipeline/ingestFeeds.ts';
import { stopFeedPreparer } from '../pipeline/prepare/feedPreparer.ts';
import { exportOpml } from '../pipeline/sources/opml.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

/**
 * Issue 13 items 4 and 5: hostile text from a feed (control characters, lone surrogates, noncharacters, markup
 * in titles and bylines) goes through the real pipeline, and every XML document we serve stays well-formed,
 * with plain text escaped rather than CDATA-wrapped.
 */

// Raw bytes \x01 \x02 \x1b and NUL in the document, plus references the XML parser decodes into the same.
const HOSTILE = `<?xml version="1.0"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Hostile</title><link>http://hostile.example/</link><description>d</description>
<item><title>Creators in India sign brand deals &lt;img src=x onerror=alert(1)&gt; with influencer agencies</title><link>http://hostile.example/a1</link><pubDate>${new Date(Date.now() - 60_000).toUTCString()}</pubDate>
  <description>Influencer marketing story \x01 with \x02 control \x1b bytes &#xD800; lone &#xFFFE; nonchar &#x1; and \x00 nul.</description>
  <dc:creator>&lt;img src=x onerror=alert(1)&gt;Asha Rao</dc:creator><category>Brand\x01 deals</category></item>
<item><title>Creator economy: agencies &amp;lt;3 YouTube creators ]]&gt; brand deals</title><link>http://hostile.example/a2</link><pubDate>${new Date(Date.now() - 120_000).toUTCString()}</pubDate>
  <description>Influencer marketing for creators and brands in India.</description>
  <dc:creator>Meera &amp;lt;img src=x onerror=alert(1)&amp;gt; Iyer</dc:creator></item>
</channel></rss>`;

const SITE_URL = 'https://news.example.in';
let t: TestDatabase;
let server: Server;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestDatabase();
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(Buffer.from(HOSTILE, 'utf8')));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
  await ensureFeedSources(t.database.db, [{ name: 'Hostile\x01 Wire\x1b', url, siteUrl: 'https://hostile.example/\x02', priority: 1, region: 'global', contentTypes: [], supportsMedia: false }]);
  const result = await ingestFeeds(t.database, { limits: { timeoutMs: 5000, maxBytes: 1_000_000, allowPrivateNetworks: true } });
  expect(result.sources[0]).toMatchObject({ status: 'healthy', inserted: 2 });
  // Publishing is a later pipeline step with its own rules; make both stories public so every feed carries them.
  await t.database.sql.query(
    "UPDATE articles SET status = 'published', published_at = now(), relevance_score = 90, category = 'brand-partnerships', is_duplicate = false, duplicate_of = NULL",
  );
  // A row stored before this fix (not cleaned at ingest) must not break the feeds either.
  await insertTestArticle(t.database, { title: 'Older row \x1b with \x01 controls', summary: 'Stored \x02 before \uFFFE the fix', author: 'Old\x07 Byline', category: 'brand-partnerships' });
  app = createApp({ database: t.database, env: { SITE_NAME: 'Test\x01 Hub', SITE_URL, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' }, log: createLogger('silent') });
});

afterAll(async () => {
  await stopFeedPreparer();
  await new Promise((r) => server?.close(r));
  await t?.drop();
});

/** Errors a strict, conforming XML parser reports for the document (saxes refuses characters XML 1.0 forbids). */
function xmlErrors(text: string): string[] {
  const errors: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (e) => errors.push(e.message));
  parser.write(text).close();
  return errors;
}

/** The text of every <name> element, as a strict parser reads it. */
function elementTexts(text: string, name: string): string[] {
  const out: string[] = [];
  const parser = new SaxesParser();
  let depth = 0;
  let current = '';
  parser.on('opentag', (tag) => {
    if (tag.name === name) {
      depth++;
      current = '';
    }
  });
  parser.on('text', (s) => {
    if (depth > 0) current += s;
  });
  parser.on('cdata', (s) => {
    if (depth > 0) current += s;
  });
  parser.on('closetag', (tag) => {
    if (tag.name === name) {
      depth--;
      out.push(current);
    }
  });
  parser.write(text).close();
  return out;
}

// eslint-disable-next-line no-control-regex -- what must never be stored or emitted
const NOT_STORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('the strict parser', () => {
  it('refuses the characters this test is about', () => {
    for (const bad of ['\x01', '\x02', '\x1b', '\uFFFE', '&#1;']) expect(xmlErrors(`<a>x${bad}y</a>`), JSON.stringify(bad)).not.toEqual([]);
    expect(xmlErrors('<a>x]]>y</a>')).not.toEqual([]);
    expect(xmlErrors('<a>fine &amp; &lt;well-formed&gt;</a>')).toEqual([]);
  });
});

describe('hostile feed text through the real pipeline', () => {
  it('stores titles and bylines as plain text without characters PostgreSQL or XML cannot hold', async () => {
    const rows = await t.database.sql.query<{ title: string; summary: string; author: string | null; source_name: string; rss_categories: string[]; attribution: string }>(
      "SELECT title, summary, author, source_name, rss_categories, source_attribution::text AS attribution FROM articles WHERE source_url LIKE 'http://hostile.example/%' ORDER BY source_url",
    );
    expect(rows.map((r) => r.title)).toEqual([
      'Creators in India sign brand deals with influencer agencies',
      'Creator economy: agencies <3 YouTube creators ]]> brand deals',
    ]);
    expect(rows.map((r) => r.author)).toEqual(['Asha Rao', 'Meera <img src=x onerror=alert(1)> Iyer']);
    for (const r of rows) for (const s of [r.title, r.summary, r.author ?? '', r.source_name, r.attribution, ...r.rss_categories]) expect(s, JSON.stringify(s)).not.toMatch(NOT_STORABLE);
  });

  it.each(['/feed.xml', '/feed.atom', '/categories/brand-partnerships/feed.xml', '/categories/brand-partnerships/feed.atom', '/sitemap.xml'])(
    '%s is well-formed XML for a strict parser',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(xmlErrors(text)).toEqual([]);
      expect(text).not.toMatch(NOT_STORABLE);
      if (path !== '/sitemap.xml') expect(text).toContain('Asha Rao');
    },
  );

  it('/feed.json is valid JSON carrying the same plain text', async () => {
    const feed = (await (await app.request('/feed.json')).json()) as { items: { title: string }[] };
    expect(feed.items.map((i) => i.title)).toContain('Creator economy: agencies <3 YouTube creators ]]> brand deals');
  });

  it('the OPML export is well-formed XML', async () => {
    const opml = await exportOpml(t.database.db);
    expect(xmlErrors(opml)).toEqual([]);
    expect(opml).toContain('Hostile Wire');
  });

  it.each([
    ['/feed.xml', ['title', 'dc:creator']],
    ['/feed.atom', ['title', 'name']],
  ])('%s escapes plain text in %j and never wraps it in CDATA', async (path, elements) => {
    const text = await (await app.request(path)).text();
    expect(text).not.toContain('<![CDATA[');
    expect(text).not.toMatch(/<img/i);
    expect(text).toContain('Creator economy: agencies &lt;3 YouTube creators ]]&gt; brand deals');
    expect(text).toContain('Meera &lt;img src=x onerror=alert(1)&gt; Iyer');
    const [titleElement, creatorElement] = elements as [string, string];
    expect(elementTexts(text, titleElement)).toContain('Creator economy: agencies <3 YouTube creators ]]> brand deals');
    expect(elementTexts(text, creatorElement)).toEqual(expect.arrayContaining(['Asha Rao', 'Meera <img src=x onerror=alert(1)> Iyer']));
  });
});
