/**
 * Turns a parsed feed item into the article fields we store: plain-text title, byline and summary, safe HTML,
 * best image and media (public http(s) URLs only), and nothing PostgreSQL or XML cannot hold (storableText).
 */
import { cleanByline } from '../../domain/byline.ts';
import { absoluteHttpUrl } from '../../domain/httpUrl.ts';
import type { Enclosure, MediaThumbnail, SourceAttribution } from '../../domain/article.ts';
import { isUsableImageUrl, pickThumbnail, type ThumbnailCandidate } from '../../domain/images.ts';
import { storableDeep } from '../../domain/storableText.ts';
import { decodeLeftoverEntities, htmlToPlainText, truncateSummary } from '../../domain/summary.ts';
import { detectTags } from '../../domain/tags.ts';
import type { ParsedFeed, ParsedItem } from '../parse/parseFeedDocument.ts';
import { publicMediaUrl } from '../sanitise/mediaUrl.ts';
import { htmlToSafeText, sanitiseHtml, stripTrackingParams } from '../sanitise/sanitiseHtml.ts';

/** Longest title stored; longer feed titles are cut at a word. */
export const MAX_TITLE_LENGTH = 300;

/** An item ready for classification and storage. */
export interface NormalisedItem {
  title: string;
  summary: string;
  content: string;
  sourceUrl: string;
  sourceName: string;
  author: string | null;
  sourceAttribution: SourceAttribution;
  imageUrl: string | null;
  mediaThumbnails: MediaThumbnail[];
  enclosures: Enclosure[];
  mediaMetadata: { mediaContent: { url: string; type: string | null; medium: string | null }[] } | null;
  podcastMetadata: { audioUrl: string; duration: string | null } | null;
  geographicData: { lat: number; lon: number; featureName: string | null } | null;
  commentsUrl: string | null;
  rssCategories: string[];
  tags: string[];
  contentType: 'article' | 'podcast' | 'video';
  originalPublishedAt: Date | null;
  rawContent: string;
}

/** Why an item was skipped instead of normalised. */
export type NormaliseResult = { ok: true; item: NormalisedItem } | { ok: false; reason: string };


/** First <img src> in sanitised HTML (so the card obeys the content's URL rules), for feeds that only carry images inline. */
function firstInlineImage(safeHtml: string): ThumbnailCandidate | undefined {
  for (const m of safeHtml.matchAll(/<img\b[^>]*>/gi)) {
    const tag = m[0];
    // The sanitiser writes attributes double-quoted, with & as &amp;.
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1]?.replace(/&amp;/g, '&');
    const width = Number(/\bwidth=["']?(\d+)/i.exec(tag)?.[1] ?? NaN);
    const height = Number(/\bheight=["']?(\d+)/i.exec(tag)?.[1] ?? NaN);
    if (src) return { url: src, width: Number.isNaN(width) ? null : width, height: Number.isNaN(height) ? null : height };
  }
  return undefined;
}

function cutTitle(title: string): string {
  if (title.length <= MAX_TITLE_LENGTH) return title;
  const cut = title.slice(0, MAX_TITLE_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 200 ? cut.lastIndexOf(' ') : MAX_TITLE_LENGTH).trimEnd()}…`;
}

/**
 * A title, byline or feed title as plain text: tags stripped, entities decoded (a second time for what a publisher
 * encoded twice, markup excepted), whitespace collapsed, in NFC (see `content` below).
 */
export function plainTextOf(raw: string | null | undefined): string {
  return decodeLeftoverEntities(htmlToSafeText(raw)).normalize('NFC');
}

/** Normalises one item of a feed fetched from `sourceName`. */
export function normaliseItem(item: ParsedItem, feed: ParsedFeed, sourceName: string): NormaliseResult {
  const title = cutTitle(plainTextOf(item.title));
  if (!title) return { ok: false, reason: 'missing title' };
  const link = absoluteHttpUrl(item.link, feed.baseUrl);
  if (!link) return { ok: false, reason: 'missing or non-http link' };

  // Stored text is NFC, as searches are (domain/articleQuery.ts): a Devanagari letter with a nukta written precomposed
  // ("फ़", U+095E) by one publisher and as letter + nukta by a reader's keyboard is then one spelling in the search index.
  const content = sanitiseHtml(item.contentHtml ?? item.summaryHtml).normalize('NFC');
  // Without a description the summary comes from the content, already sanitised above.
  const summary = truncateSummary(item.summaryHtml ? htmlToSafeText(item.summaryHtml).normalize('NFC') : htmlToPlainText(content));

  // Media and comment addresses resolve against the item's own xml:base when it has one, else its link.
  const base = item.baseUrl ?? link;
  const thumbs: MediaThumbnail[] = item.thumbnails.flatMap((t) => {
    const url = publicMediaUrl(t.url, base);
    return url ? [{ url, width: t.width ?? null, height: t.height ?? null }] : [];
  });
  const mediaContent = item.mediaContents.flatMap((m) => {
    const url = publicMediaUrl(m.url, base);
    return url ? [{ url, type: m.type ?? null, medium: m.medium ?? null, width: m.width ?? null, height: m.height ?? null }] : [];
  });
  // One enclosure per address: feeds that repeat one (a podcast's audio listed twice) would show it twice.
  const enclosureUrls = new Set<string>();
  const enclosures: Enclosure[] = item.enclosures.flatMap((e) => {
    const url = publicMediaUrl(e.url, base);
    if (!url || enclosureUrls.has(url)) return [];
    enclosureUrls.add(url);
    return [{ url, type: e.type, length: e.length }];
  });

  const isImage = (type: string | null | undefined, medium?: string | null) => medium === 'image' || (type ?? '').startsWith('image/');
  const candidates: ThumbnailCandidate[] = [
    ...thumbs,
    ...mediaContent.filter((m) => isImage(m.type, m.medium) || (!m.type && !m.medium)),
    ...enclosures.filter((e) => isImage(e.type)),
  ];
  const inline = firstInlineImage(content);
  if (inline) {
    const url = publicMediaUrl(inline.url, base);
    if (url) candidates.push({ ...inline, url });
  }
  const best = pickThumbnail(candidates);

  const audio = enclosures.find((e) => (e.type ?? '').startsWith('audio/')) ?? mediaContent.find((m) => (m.type ?? '').startsWith('audio/') || m.medium === 'audio');
  const video = enclosures.find((e) => (e.type ?? '').startsWith('video/')) ?? mediaContent.find((m) => (m.type ?? '').startsWith('video/') || m.medium === 'video');

  const rssCategories = [...new Set(item.categories.map((c) => htmlToPlainText(c)).filter(Boolean))].slice(0, 20);
  const tags = detectTags(rssCategories, `${title} ${summary}`);
  const byline = item.authors[0] ? plainTextOf(item.authors[0]) : null;
  const feedTitle = plainTextOf(feed.title) || null;
  const author = cleanByline(byline, sourceName, feedTitle);

  return {
    ok: true,
    // Every string (attribution, media types, categories…) cleaned of what PostgreSQL or XML cannot hold.
    item: storableDeep({
      title,
      summary,
      content,
      sourceUrl: stripTrackingParams(link),
      sourceName,
      author,
      sourceAttribution: { author: byline || null, feedTitle, rights: item.rights ?? feed.rights },
      imageUrl: best && isUsableImageUrl(best.url) ? best.url : null,
      mediaThumbnails: thumbs,
      enclosures,
      mediaMetadata: mediaContent.length ? { mediaContent: mediaContent.map(({ url, type, medium }) => ({ url, type, medium })) } : null,
      podcastMetadata: audio ? { audioUrl: audio.url, duration: item.podcastDuration } : null,
      geographicData: item.geo,
      commentsUrl: absoluteHttpUrl(item.commentsUrl, base),
      rssCategories,
      tags,
      contentType: audio ? 'podcast' : video ? 'video' : 'article',
      originalPublishedAt: item.publishedAt,
      // Kept as plain text only: raw feed HTML is never stored.
      rawContent: htmlToPlainText(item.contentHtml ?? item.summaryHtml ?? '').slice(0, 200_000),
    }),
  };
}
