/** Discovery for crawlers and feed readers: robots.txt, sitemap.xml, and RSS/Atom/JSON feeds of our published articles. */
import { generateJsonFeed } from 'feedsmith';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { PublicArticle } from '../../domain/article.ts';
import { articlePath } from '../../domain/articlePath.ts';
import { CATEGORIES, findCategory, type Category } from '../../domain/categories.ts';
import type { PublicContentService } from '../../domain/contracts.ts';
import { PUBLIC_FEED_SIZE, SITEMAP_MAX_URLS } from '../../domain/feedRules.ts';
import { isUsableImageUrl } from '../../domain/images.ts';
import { escapeXml } from '../../domain/storableText.ts';
import { htmlToPlainText } from '../../domain/summary.ts';
import type { Db } from '../../db/connection.ts';
import { listSitemapArticles } from '../../db/queries/sitemapArticles.ts';
import { sendEncoded, weakEtag } from '../cacheableResponse.ts';
import { errorResponse } from '../errors.ts';
import { el, xmlDocument, type XmlElement } from './xmlWriter.ts';

/** What the discovery routes need. */
export interface DiscoveryDeps {
  content: PublicContentService;
  db: Db;
  site: { name: string; url: string };
  /** Sitemap size limit; the protocol's 50,000 unless a test lowers it. */
  sitemapMaxUrls?: number;
}

/** Pages with a fixed address, listed in the sitemap after the home page. */
const STATIC_PATHS = ['/about', '/mission', '/contact', '/privacy', '/terms'] as const;

const FEED_FORMATS = {
  'feed.xml': 'application/rss+xml; charset=utf-8',
  'feed.atom': 'application/atom+xml; charset=utf-8',
  'feed.json': 'application/feed+json; charset=utf-8',
} as const;
type FeedFile = keyof typeof FEED_FORMATS;

const SITE_DESCRIPTION = "India's creator economy and influencer marketing news, each story linked to its original publisher.";

/** Five minutes: new stories arrive every half hour, and crawlers poll feeds often. */
const CACHE_CONTROL = 'public, max-age=300';

/** Sends a cacheable body with a weak ETag (compression may change the bytes) and answers a matching If-None-Match with 304. */
function cacheable(c: Context, body: string, contentType: string): Response {
  return sendEncoded(c, { body: new TextEncoder().encode(body), etag: weakEtag(body) }, { contentType, cacheControl: CACHE_CONTROL });
}

/** The date readers see for an article: when the source published it. */
const storyDate = (a: PublicArticle): Date => new Date(a.originalPublishedAt ?? a.publishedAt ?? a.createdAt);

/** Plain-text summary for feed readers (summaries are stored as plain text, but older rows may carry markup). */
const plainSummary = (a: PublicArticle): string => (a.summary ? htmlToPlainText(a.summary) : '');

interface FeedInput {
  title: string;
  description: string;
  /** The HTML page this feed mirrors (home or category page). */
  pageUrl: string;
  /** Absolute URL of this feed without the file name, e.g. https://site/ or https://site/categories/x/. */
  feedBase: string;
  articles: PublicArticle[];
  abs: (path: string) => string;
  siteName: string;
}

/** RSS 2.0 with Dublin Core creators and Atom links; every text is plain and escaped (xmlWriter.ts). */
function rssFeed(f: FeedInput): string {
  const newest = f.articles[0];
  return xmlDocument({
    name: 'rss',
    attrs: { version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom', 'xmlns:dc': 'http://purl.org/dc/elements/1.1/' },
    children: [
      {
        name: 'channel',
        children: [
          el('title', f.title),
          el('link', f.pageUrl),
          el('description', f.description),
          el('language', 'en-IN'),
          newest && el('lastBuildDate', storyDate(newest).toUTCString()),
          el('generator', f.siteName),
          el('ttl', 5),
          el('atom:link', undefined, { href: `${f.feedBase}feed.xml`, rel: 'self', type: 'application/rss+xml' }),
          ...f.articles.map((a): XmlElement => {
            const category = findCategory(a.category);
            const summary = plainSummary(a);
            return {
              name: 'item',
              children: [
                el('title', a.title),
                el('link', f.abs(articlePath(a))),
                summary && el('description', summary),
                ...[category?.name ?? a.category, ...a.tags].map((name) => el('category', name)),
                // The id, not the URL: a corrected headline changes the slug but must not look like a new story.
                el('guid', `urn:uuid:${a.id}`, { isPermaLink: 'false' }),
                el('pubDate', storyDate(a).toUTCString()),
                // The original story, as a second link next to our page.
                el('atom:link', undefined, { href: a.sourceUrl, rel: 'related', type: 'text/html', title: a.sourceName }),
                a.author && el('dc:creator', a.author),
              ],
            };
          }),
        ],
      },
    ],
  });
}

/** Atom 1.0; titles and summaries are type="text" (plain, escaped), never HTML. */
function atomFeed(f: FeedInput): string {
  const newest = f.articles[0];
  return xmlDocument({
    name: 'feed',
    attrs: { xmlns: 'http://www.w3.org/2005/Atom' },
    children: [
      el('id', `${f.feedBase}feed.atom`),
      el('title', f.title, { type: 'text' }),
      el('subtitle', f.description, { type: 'text' }),
      el('updated', (newest ? storyDate(newest) : new Date(0)).toISOString()),
      { name: 'author', children: [el('name', f.siteName), el('uri', f.abs('/'))] },
      el('generator', f.siteName),
      el('link', undefined, { href: `${f.feedBase}feed.atom`, rel: 'self', type: 'application/atom+xml' }),
      el('link', undefined, { href: f.pageUrl, rel: 'alternate', type: 'text/html' }),
      ...f.articles.map((a): XmlElement => {
        const category = findCategory(a.category);
        const summary = plainSummary(a);
        return {
          name: 'entry',
          children: [
            el('id', `urn:uuid:${a.id}`),
            el('title', a.title, { type: 'text' }),
            el('updated', storyDate(a).toISOString()),
            el('published', storyDate(a).toISOString()),
            el('link', undefined, { href: f.abs(articlePath(a)), rel: 'alternate', type: 'text/html' }),
            el('link', undefined, { href: a.sourceUrl, rel: 'related', type: 'text/html', title: a.sourceName }),
            summary && el('summary', summary, { type: 'text' }),
            el('category', undefined, { term: category?.slug ?? a.category, label: category?.name ?? a.category }),
            a.author && { name: 'author', children: [el('name', a.author)] },
          ],
        };
      }),
    ],
  });
}

function jsonFeed(f: FeedInput): string {
  const feed = generateJsonFeed({
    title: f.title,
    home_page_url: f.pageUrl,
    feed_url: `${f.feedBase}feed.json`,
    description: f.description,
    language: 'en-IN',
    favicon: f.abs('/favicon.svg'),
    authors: [{ name: f.siteName, url: f.abs('/') }],
    items: f.articles.map((a) => {
      const category = findCategory(a.category);
      const summary = plainSummary(a);
      return {
        id: `urn:uuid:${a.id}`,
        url: f.abs(articlePath(a)),
        external_url: a.sourceUrl,
        title: a.title,
        content_text: summary || a.title,
        ...(summary ? { summary } : {}),
        date_published: storyDate(a),
        tags: [category?.name ?? a.category, ...a.tags],
        ...(a.author ? { authors: [{ name: a.author }] } : {}),
        ...(a.imageUrl && isUsableImageUrl(a.imageUrl) ? { image: a.imageUrl } : {}),
      };
    }),
  }) as Record<string, unknown>;
  // feedsmith drops an empty item list, but JSON Feed 1.1 requires `items` even when there are none.
  return JSON.stringify({ ...feed, items: feed.items ?? [] });
}

const FEED_BUILDERS: Record<FeedFile, (f: FeedInput) => string> = { 'feed.xml': rssFeed, 'feed.atom': atomFeed, 'feed.json': jsonFeed };

/** Routes mounted at the root, before the page handler: /robots.txt, /sitemap.xml, /feed.{xml,atom,json}, /categories/:slug/feed.{xml,atom,json}. */
export function discoveryRoutes(deps: DiscoveryDeps): Hono {
  const { content, db, site } = deps;
  const maxUrls = deps.sitemapMaxUrls ?? SITEMAP_MAX_URLS;
  const abs = (path: string) => new URL(path, site.url).href;
  const app = new Hono();

  app.get('/robots.txt', (c) =>
    cacheable(
      c,
      ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', '', `Sitemap: ${abs('/sitemap.xml')}`, ''].join('\n'),
      'text/plain; charset=utf-8',
    ),
  );

  app.get('/sitemap.xml', async (c) => {
    const fixed = ['/', ...STATIC_PATHS, ...CATEGORIES.map((cat) => `/categories/${cat.slug}`)];
    const articles = await listSitemapArticles(db, maxUrls - fixed.length);
    const newest = articles.reduce<string | undefined>((m, a) => (!m || a.updatedAt > m ? a.updatedAt : m), undefined);
    const entries = [
      ...fixed.map((p) => ({ loc: abs(p), lastmod: p === '/' ? newest : undefined })),
      ...articles.map((a) => ({ loc: abs(articlePath(a)), lastmod: a.updatedAt })),
    ].slice(0, maxUrls);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map((e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`),
      '</urlset>',
      '',
    ].join('\n');
    return cacheable(c, body, 'application/xml; charset=utf-8');
  });

  const serveFeed = async (c: Context, file: FeedFile, category: Category | undefined) => {
    const list = await content.listArticles({ page: 1, pageSize: PUBLIC_FEED_SIZE, category: category?.slug, search: undefined, sort: 'latest' });
    const pagePath = category ? `/categories/${category.slug}` : '/';
    const input: FeedInput = {
      title: category ? `${category.name} — ${site.name}` : site.name,
      description: category ? category.description : SITE_DESCRIPTION,
      pageUrl: abs(pagePath),
      feedBase: abs(category ? `${pagePath}/` : '/'),
      articles: list.articles,
      abs,
      siteName: site.name,
    };
    return cacheable(c, FEED_BUILDERS[file](input), FEED_FORMATS[file]);
  };

  for (const file of Object.keys(FEED_FORMATS) as FeedFile[]) {
    app.get(`/${file}`, (c) => serveFeed(c, file, undefined));
    app.get(`/categories/:slug/${file}`, (c) => {
      const category = findCategory(c.req.param('slug'));
      if (!category) return errorResponse(c, 404, 'not_found', `No category "${c.req.param('slug')}"`);
      return serveFeed(c, file, category);
    });
  }

  return app;
}
