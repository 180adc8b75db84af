/**
 * The article form's "Import from URL" (admin-content §2 "Article form", §7 "URL import"; issue 11 item 3): from a
 * fetched web page (bytes, Content-Type, final URL) a draft of the form's fields. Pure: no I/O.
 *
 * Metadata first (what the publisher declares for sharing is what it wants shown), the readable text last:
 * - title: og:title, twitter:title, JSON-LD headline, <title> without its " | Site" suffix, the first <h1>, Readability;
 * - summary: og:description, twitter:description, meta description, Readability's excerpt; plain text, cut to the
 *   form's summary limit at a word;
 * - image: og:image (and its variants), twitter:image, JSON-LD image, link rel=image_src, resolved against the page and
 *   kept only when http(s) on a public host (the feed media rule, sanitise/mediaUrl.ts);
 * - author: meta author, article:author (when it is a name, not a profile URL), JSON-LD author, Readability's byline,
 *   cleaned by the byline rule (domain/byline.ts);
 * - content: Readability's article, then the ingest sanitiser (the same allowlist as feed HTML).
 * Readability mutates the document, so it runs after every metadata read.
 */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { SUMMARY_MAX_LENGTH, TITLE_MAX_LENGTH, type ArticleImportDraft } from '../../domain/adminArticles.ts';
import { cleanByline } from '../../domain/byline.ts';
import { decodeFeedBytes } from '../fetch/decodeFeedBytes.ts';
import { publicMediaUrl } from '../sanitise/mediaUrl.ts';
import { htmlToSafeText, sanitiseHtml, stripTrackingParams } from '../sanitise/sanitiseHtml.ts';

/** What the form is filled with (the shape lives in the domain: the form reads the same one). */
export type ExtractedArticle = ArticleImportDraft;

/** Readability stops on pages with more elements than this (a listing or a hostile page, not an article). */
const MAX_ELEMENTS = 20_000;
/** How much of a page is read for a <meta charset>, as browsers do (HTML's prescan reads the first 1024 bytes). */
const CHARSET_PRESCAN_BYTES = 1024;

/** True when a Content-Type (or, without one, the first bytes) say the body is an HTML page. */
export function looksLikeHtml(contentType: string | null | undefined, bytes: Uint8Array): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/html' || type === 'application/xhtml+xml') return true;
  if (type !== '' && type !== 'application/octet-stream' && type !== 'text/plain') return false;
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  return head.startsWith('<!doctype html') || head.startsWith('<html') || /^(<!--[\s\S]*?-->\s*)*<(head|body|meta|title)\b/.test(head);
}

/**
 * The text of an HTML page: the BOM or the header's charset first (decodeFeedBytes), then a <meta charset> or
 * http-equiv Content-Type in the first 1024 bytes, then UTF-8 when valid, else windows-1252.
 */
export function decodeHtmlBytes(bytes: Uint8Array, contentType: string | null): string {
  if (/charset=/i.test(contentType ?? '')) return decodeFeedBytes(bytes, contentType);
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, CHARSET_PRESCAN_BYTES));
  const declared = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
  return decodeFeedBytes(bytes, declared ? `text/html; charset=${declared}` : contentType);
}

const oneLine = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Plain text from page metadata (which may carry markup or entities); '' when none. */
const plain = (s: string | null | undefined) => oneLine(htmlToSafeText(s ?? ''));

/** Cuts `text` to `max` characters at a word, with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

type Doc = ReturnType<typeof parseHTML>['document'];

/** The content of the first meta tag with one of these property/name values. */
function meta(doc: Doc, ...keys: string[]): string {
  for (const key of keys) {
    for (const el of doc.querySelectorAll(`meta[property="${key}"], meta[name="${key}"], meta[itemprop="${key}"]`)) {
      const value = oneLine(el.getAttribute('content'));
      if (value) return value;
    }
  }
  return '';
}

/** Objects in the page's JSON-LD blocks (top level, arrays and @graph), unreadable blocks skipped. */
function jsonLdObjects(doc: Doc): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const visit = (v: unknown, depth: number) => {
    if (depth > 4 || out.length > 50) return;
    if (Array.isArray(v)) for (const x of v) visit(x, depth + 1);
    else if (v && typeof v === 'object') {
      out.push(v as Record<string, unknown>);
      const graph = (v as Record<string, unknown>)['@graph'];
      if (graph) visit(graph, depth + 1);
    }
  };
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      visit(JSON.parse(script.textContent ?? ''), 0);
    } catch {
      // A broken block is the publisher's problem; the other sources still work.
    }
  }
  return out;
}

const ARTICLE_TYPES = /article|posting|report|blog/i;

/** The JSON-LD article (NewsArticle, BlogPosting, …), else the first object with a headline. */
function jsonLdArticle(objects: Record<string, unknown>[]): Record<string, unknown> | null {
  const typeOf = (o: Record<string, unknown>) => [o['@type']].flat().map(String).join(' ');
  return objects.find((o) => ARTICLE_TYPES.test(typeOf(o))) ?? objects.find((o) => typeof o.headline === 'string') ?? null;
}

/** A name from a JSON-LD author: "Name", { name }, or a list of either (joined with commas). */
function jsonLdName(v: unknown): string {
  const names = [v]
    .flat()
    .map((x) => (typeof x === 'string' ? x : x && typeof x === 'object' ? (x as Record<string, unknown>).name : null))
    .filter((x): x is string => typeof x === 'string' && oneLine(x) !== '')
    .map(oneLine);
  return names.slice(0, 5).join(', ');
}

/** A URL from a JSON-LD image: "url", { url }, or a list (the first). */
function jsonLdUrl(v: unknown): string {
  const first = [v].flat()[0];
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object') {
    const url = (first as Record<string, unknown>).url;
    if (typeof url === 'string') return url;
  }
  return '';
}

/** "Headline | Site" → "Headline" when the last part is the site's name (or the page has no other title source). */
export function titleWithoutSiteSuffix(title: string, siteName: string): string {
  const parts = title.split(/\s+(?:\||–|—|-|::|·|»)\s+/);
  if (parts.length < 2) return title;
  const last = (parts.at(-1) ?? '').toLowerCase();
  const site = siteName.toLowerCase();
  const namesSite = site !== '' && (last === site || last.includes(site) || site.includes(last));
  // Without a declared site name, a short trailing part ("Afaqs", "The Hindu") is taken for one.
  if (namesSite || (site === '' && last.split(' ').length <= 3)) return parts.slice(0, -1).join(' - ').trim();
  return title;
}

const isHttpUrl = (s: string) => {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/** An absolute http(s) URL of `raw` against `base`, or null. */
function absoluteHttp(raw: string, base: string): string | null {
  if (!raw) return null;
  try {
    const u = new URL(raw, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

/** A publication time as ISO 8601, or null when it is no date (or absurd: before 1990 or more than a day ahead). */
function isoDate(raw: string, now: Date): string | null {
  if (!raw) return null;
  const t = Date.parse(raw);
  if (!Number.isFinite(t) || t < Date.UTC(1990, 0, 1) || t > now.getTime() + 24 * 3600_000) return null;
  return new Date(t).toISOString();
}

function hostName(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** Readability's article without its wrapper (`<div id="readability-page-1">`), which means nothing to the form. */
function unwrapPage(html: string): string {
  if (!html) return '';
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const body = document.body;
  const only = body.children.length === 1 ? body.firstElementChild : null;
  return only && only.tagName.toLowerCase() === 'div' && /^readability-page/.test(only.getAttribute('id') ?? '') ? only.innerHTML : html;
}

/** The draft of one page. `finalUrl` is the address the page was served from (after redirects). */
export function extractArticleFromHtml(html: string, finalUrl: string, now: Date = new Date()): ExtractedArticle {
  const { document } = parseHTML(html);
  const ld = jsonLdArticle(jsonLdObjects(document));
  const ldText = (key: string) => (ld && typeof ld[key] === 'string' ? (ld[key] as string) : '');

  const siteName = plain(meta(document, 'og:site_name', 'application-name')) || (ld ? plain(jsonLdName((ld.publisher as unknown) ?? null)) : '');
  const sourceName = siteName || hostName(finalUrl);
  const canonical = absoluteHttp(document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '', finalUrl) ?? absoluteHttp(meta(document, 'og:url'), finalUrl);
  const sourceUrl = stripTrackingParams(canonical ?? finalUrl);

  const pageTitle = plain(document.querySelector('title')?.textContent);
  const metaTitle =
    plain(meta(document, 'og:title', 'twitter:title')) || plain(ldText('headline')) || (pageTitle ? titleWithoutSiteSuffix(pageTitle, siteName) : '') || plain(document.querySelector('h1')?.textContent);
  const metaSummary = plain(meta(document, 'og:description', 'twitter:description', 'description')) || plain(ldText('description'));
  const imageRaw = meta(document, 'og:image:secure_url', 'og:image:url', 'og:image', 'twitter:image', 'twitter:image:src') || (ld ? jsonLdUrl(ld.image) : '') || (document.querySelector('link[rel="image_src"]')?.getAttribute('href') ?? '');
  const articleAuthor = meta(document, 'article:author');
  const metaAuthor = meta(document, 'author', 'parsely-author', 'sailthru.author', 'byl') || (articleAuthor && !isHttpUrl(articleAuthor) ? articleAuthor : '') || (ld ? jsonLdName(ld.author) : '');
  const metaPublished = meta(document, 'article:published_time', 'og:article:published_time', 'datePublished', 'parsely-pub-date', 'pubdate', 'date', 'dc.date') || ldText('datePublished');

  // Readability last: it rewrites the document it is given.
  let readable: ReturnType<Readability['parse']> = null;
  try {
    readable = new Readability(document as unknown as Document, { maxElemsToParse: MAX_ELEMENTS, keepClasses: false }).parse();
  } catch {
    // Too many elements, or markup Readability cannot walk: the metadata still makes a draft.
    readable = null;
  }

  const title = clip(metaTitle || plain(readable?.title), TITLE_MAX_LENGTH);
  const summary = clip(metaSummary || plain(readable?.excerpt), SUMMARY_MAX_LENGTH);
  const author = cleanByline(plain(metaAuthor) || plain(readable?.byline), sourceName, hostName(finalUrl));
  return {
    title,
    summary,
    content: sanitiseHtml(unwrapPage(readable?.content ?? '')),
    image_url: publicMediaUrl(imageRaw, finalUrl),
    author,
    source_name: sourceName,
    source_url: sourceUrl,
    published_at: isoDate(metaPublished || (readable?.publishedTime ?? ''), now),
  };
}
