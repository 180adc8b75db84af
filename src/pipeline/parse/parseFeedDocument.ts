/** Parses RSS 2.0, RSS 1.0/RDF, Atom and JSON Feed into one item shape with feedsmith. */
import { parseFeed } from 'feedsmith';
import { absoluteHttpUrl } from '../../domain/httpUrl.ts';

/** A media item (thumbnail or media:content). */
export interface ParsedMedia {
  url: string;
  type?: string | null;
  medium?: string | null;
  width?: number | null;
  height?: number | null;
}

/** One feed entry, format-independent. Text fields are raw (may contain HTML). */
export interface ParsedItem {
  guid: string | null;
  title: string;
  link: string | null;
  summaryHtml: string | null;
  contentHtml: string | null;
  authors: string[];
  categories: string[];
  publishedAt: Date | null;
  thumbnails: ParsedMedia[];
  mediaContents: ParsedMedia[];
  enclosures: { url: string; type: string | null; length: number | null }[];
  commentsUrl: string | null;
  geo: { lat: number; lon: number; featureName: string | null } | null;
  podcastDuration: string | null;
  rights: string | null;
  /**
   * The item's own xml:base (RSS item or Atom entry), resolved against the feed's: what its relative media and
   * comment addresses resolve against. Null when it has none (the feed's baseUrl applies). Its link is already
   * resolved against it, or against the link element's own xml:base.
   */
  baseUrl: string | null;
}

/** A parsed feed. */
export interface ParsedFeed {
  format: 'rss' | 'atom' | 'rdf' | 'json';
  title: string | null;
  /** The site's address (absolute: a relative one is resolved against the document's URL). */
  siteUrl: string | null;
  /** What relative item links are resolved against: the site's address, else the URL the document came from. */
  baseUrl: string | null;
  rights: string | null;
  items: ParsedItem[];
}

/** Thrown for a document that is not a feed we can read; the caller records it as a health error. */
export class FeedParseError extends Error {}

type Loose = Record<string, unknown>;
const obj = (v: unknown): Loose => (v && typeof v === 'object' ? (v as Loose) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : v == null ? [] : [v]);
const str = (v: unknown): string | null => {
  if (typeof v === 'string') return v.trim() || null;
  if (typeof v === 'number') return String(v);
  if (v && typeof v === 'object' && 'value' in v) return str((v as Loose).value);
  return null;
};
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};
/** The first string of a value that may be one string or a list of them (feedsmith gives Dublin Core fields as lists). */
const first = (v: unknown): string | null => arr(v).map(str).find((s): s is string => !!s) ?? null;

/**
 * Zone abbreviations JavaScript's date parser does not know, as UTC offsets. Only IST, India Standard Time (+05:30):
 * Indian outlets write it in RFC 822 dates ("Tue, 24 Nov 2026 10:00:00 IST"); the parser knows the US zones and GMT/UT.
 */
const ZONE_OFFSETS: Record<string, string> = { IST: '+0530' };

const date = (...values: unknown[]): Date | null => {
  for (const v of values) {
    const s = str(v);
    if (!s) continue;
    const d = new Date(s.replace(/\s([A-Z]{2,4})$/, (m, zone: string) => (ZONE_OFFSETS[zone] ? ` ${ZONE_OFFSETS[zone]}` : m)));
    if (!Number.isNaN(d.getTime())) return d;
  }
  return null;
};

/** A person as feeds give one: a string, `{ name, email }` (RSS author, Atom, JSON Feed) or `{ value }`. */
const personName = (v: unknown): string | null => str(obj(v).name) ?? str(v) ?? str(obj(v).email);

function mediaList(v: unknown): ParsedMedia[] {
  return arr(v)
    .map((m) => obj(m))
    .filter((m) => typeof m.url === 'string')
    .map((m) => ({ url: String(m.url), type: str(m.type), medium: str(m.medium), width: num(m.width), height: num(m.height) }));
}

/** Collects media:thumbnail and media:content, including those nested in media:group. */
function readMedia(item: Loose): { thumbnails: ParsedMedia[]; contents: ParsedMedia[] } {
  const media = obj(item.media);
  const thumbnails = mediaList(media.thumbnails);
  const contents = mediaList(media.contents);
  for (const g of arr(media.groups ?? media.group)) {
    thumbnails.push(...mediaList(obj(g).thumbnails));
    contents.push(...mediaList(obj(g).contents));
  }
  for (const c of arr(media.contents)) thumbnails.push(...mediaList(obj(c).thumbnails));
  const itunesImage = str(obj(obj(item.itunes).image).href ?? obj(item.itunes).image);
  if (itunesImage) thumbnails.push({ url: itunesImage });
  return { thumbnails, contents };
}

function readGeo(item: Loose): ParsedItem['geo'] {
  const point = obj(obj(item.georss).point);
  const lat = num(point.lat ?? obj(item.geo).lat);
  const lon = num(point.lng ?? point.lon ?? obj(item.geo).long ?? obj(item.geo).lng);
  if (lat == null || lon == null) return null;
  return { lat, lon, featureName: str(obj(item.georss).featureName) };
}

function durationText(v: unknown): string | null {
  const n = num(v);
  if (n == null) return str(v);
  const h = Math.floor(n / 3600);
  const m = Math.floor((n % 3600) / 60);
  const s = Math.floor(n % 60);
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}` : `${m}:${String(s).padStart(2, '0')}`;
}

function fromRssLike(item: Loose, extras: RawItemExtras = NO_EXTRAS): ParsedItem {
  const { thumbnails, contents } = readMedia(item);
  thumbnails.push(...extras.images.map((url) => ({ url })));
  const dc = obj(item.dc);
  const atom = obj(item.atom);
  return {
    guid: str(obj(item.guid).value ?? item.guid) ?? str(item.link),
    title: str(item.title) ?? first(dc.titles ?? dc.title) ?? '',
    // The publisher's own address before a proxy's (FeedBurner's tracking links defeat URL de-duplication too).
    link: extras.origLink ?? str(item.link) ?? (obj(item.guid).isPermaLink !== false ? str(obj(item.guid).value) : null),
    summaryHtml: str(item.description),
    contentHtml: str(obj(item.content).encoded),
    authors: [...arr(dc.creators ?? dc.creator), ...arr(item.authors ?? item.author)].map(personName).filter((s): s is string => !!s),
    categories: [...arr(item.categories).map((c) => str(obj(c).name ?? c)), ...arr(dc.subjects ?? dc.subject).map(str)].filter((s): s is string => !!s),
    // RSS's own date first, then Dublin Core's, then Atom's elements used inside RSS items.
    publishedAt: date(item.pubDate, dc.date, ...arr(dc.dates), atom.published, atom.updated),
    thumbnails,
    mediaContents: contents,
    enclosures: arr(item.enclosures ?? item.enclosure)
      .map(obj)
      .filter((e) => typeof e.url === 'string')
      .map((e) => ({ url: String(e.url), type: str(e.type), length: num(e.length) })),
    commentsUrl: str(item.comments),
    geo: readGeo(item),
    podcastDuration: durationText(obj(item.itunes).duration),
    rights: first(dc.rights),
    baseUrl: null,
  };
}

function fromAtom(entry: Loose, extras: RawItemExtras = NO_EXTRAS): ParsedItem {
  const { thumbnails, contents } = readMedia(entry);
  thumbnails.push(...extras.images.map((url) => ({ url })));
  const links = arr(entry.links).map(obj);
  const alternate = links.find((l) => !l.rel || l.rel === 'alternate') ?? links[0];
  return {
    guid: str(entry.id),
    title: str(entry.title) ?? '',
    link: extras.origLink ?? str(alternate?.href),
    summaryHtml: str(entry.summary),
    contentHtml: str(entry.content),
    authors: arr(entry.authors).map((a) => str(obj(a).name)).filter((s): s is string => !!s),
    categories: arr(entry.categories).map((c) => str(obj(c).label ?? obj(c).term)).filter((s): s is string => !!s),
    publishedAt: date(entry.published, entry.updated),
    thumbnails,
    mediaContents: contents,
    enclosures: links
      .filter((l) => l.rel === 'enclosure' && typeof l.href === 'string')
      .map((l) => ({ url: String(l.href), type: str(l.type), length: num(l.length) })),
    commentsUrl: str(links.find((l) => l.rel === 'replies')?.href),
    geo: readGeo(entry),
    podcastDuration: durationText(obj(entry.itunes).duration),
    rights: str(entry.rights),
    baseUrl: null,
  };
}

function fromJson(item: Loose): ParsedItem {
  const image = str(item.image) ?? str(item.banner_image);
  return {
    guid: str(item.id),
    title: str(item.title) ?? '',
    link: str(item.url) ?? str(item.external_url),
    summaryHtml: str(item.summary),
    contentHtml: str(item.content_html) ?? str(item.content_text),
    authors: arr(item.authors ?? item.author).map((a) => str(obj(a).name)).filter((s): s is string => !!s),
    categories: arr(item.tags).map(str).filter((s): s is string => !!s),
    publishedAt: date(item.date_published, item.date_modified),
    thumbnails: image ? [{ url: image }] : [],
    mediaContents: [],
    enclosures: arr(item.attachments)
      .map(obj)
      .filter((a) => typeof a.url === 'string')
      .map((a) => ({ url: String(a.url), type: str(a.mime_type), length: num(a.size_in_bytes) })),
    commentsUrl: null,
    geo: null,
    podcastDuration: durationText(arr(item.attachments).map(obj)[0]?.duration_in_seconds),
    rights: null,
    baseUrl: null,
  };
}


/**
 * Parses a feed document; throws FeedParseError when it is not a readable feed. `documentUrl` is where it was
 * fetched from (after redirects): relative site and item links are resolved against it when the feed gives no
 * absolute site address (a blog whose links are all "/posts/…" would otherwise lose every item).
 */
export function parseFeedDocument(text: string, options: { documentUrl?: string | null } = {}): ParsedFeed {
  const { xmlBases, selfUrl, itemBases, ...parsed } = parseKnownFormat(text);
  const documentUrl = absoluteHttpUrl(options.documentUrl ?? null);
  // XML Base: the root's xml:base, itself relative to the document, and the channel's relative to the root's; then
  // where the document came from; then the address the feed gives for itself (rel="self"), for a file.
  let xmlBase: string | null = null;
  for (const b of xmlBases) xmlBase = absoluteHttpUrl(b, xmlBase ?? documentUrl) ?? xmlBase;
  const self = absoluteHttpUrl(selfUrl, xmlBase ?? documentUrl);
  const siteUrl = absoluteHttpUrl(parsed.siteUrl, xmlBase ?? documentUrl ?? self);
  const baseUrl = xmlBase ?? siteUrl ?? documentUrl ?? self;
  return { ...parsed, siteUrl, baseUrl, items: parsed.items.map((item, n) => withItemBase(item, itemBases[n], baseUrl)) };
}

/**
 * An item with its own xml:base applied (nested XML Base: the link element's against the entry's, the entry's
 * against the feed's), so an aggregated feed whose entries come from several sites keeps each one's links.
 */
function withItemBase(item: ParsedItem, bases: ItemXmlBases | undefined, feedBase: string | null): ParsedItem {
  if (!bases?.entry && !bases?.link) return item;
  const own = absoluteHttpUrl(bases.entry, feedBase);
  const linkBase = absoluteHttpUrl(bases.link, own ?? feedBase) ?? own;
  return { ...item, baseUrl: own, link: (linkBase && absoluteHttpUrl(item.link, linkBase)) ?? item.link };
}

/** The xml:base of each element around an XML feed's items, outermost first, as written (the channel is not around RDF items). */
function rootXmlBases(text: string, format: 'rss' | 'rdf' | 'atom'): string[] {
  const head = text.slice(0, 8192);
  const elements = format === 'rss' ? ['rss', 'channel'] : format === 'rdf' ? ['rdf:RDF'] : ['feed'];
  return elements.flatMap((name) => {
    const tag = new RegExp(`<${name}(?:\\s[^>]*)?>`).exec(head)?.[0];
    const value = tag ? xmlBaseOf(tag) : null;
    return value ? [value] : [];
  });
}

/** The xml:base attribute of one start tag, as written (with &amp; decoded). */
function xmlBaseOf(startTag: string): string | null {
  return /\sxml:base\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(startTag)?.slice(1).find((v) => v !== undefined)?.replace(/&amp;/g, '&').trim() || null;
}

/** The rel="self" address among a feed's links. */
const selfLink = (links: unknown): string | null => str(arr(links).map(obj).find((l) => l.rel === 'self')?.href);

function parseKnownFormat(text: string): Omit<ParsedFeed, 'baseUrl'> & { xmlBases: string[]; selfUrl: string | null; itemBases: ItemXmlBases[] } {
  let result: { format: string; feed: unknown };
  let parsedText = text;
  try {
    result = parseFeed(withJsonFeedVersion(text)) as { format: string; feed: unknown };
  } catch (err) {
    const repaired = closeTruncatedFeed(text);
    const recovered = repaired === null ? null : tryParse(repaired);
    if (!recovered) throw new FeedParseError(`Not a valid RSS, Atom, RDF or JSON feed: ${err instanceof Error ? err.message : String(err)}`);
    result = recovered;
    parsedText = repaired ?? text;
  }
  const feed = obj(result.feed);
  switch (result.format) {
    case 'rss':
    case 'rdf': {
      const items = withRawExtras(parsedText, 'item', arr(feed.items));
      return {
        format: result.format,
        title: str(feed.title),
        siteUrl: str(feed.link),
        xmlBases: rootXmlBases(parsedText, result.format),
        selfUrl: selfLink(obj(feed.atom).links),
        rights: str(feed.copyright) ?? first(obj(feed.dc).rights),
        items: items.map(([i, extras]) => fromRssLike(obj(i), extras)),
        itemBases: items.map(([, extras]) => extras.bases),
      };
    }
    case 'atom': {
      const links = arr(feed.links).map(obj);
      const entries = withRawExtras(parsedText, 'entry', arr(feed.entries));
      return {
        format: 'atom',
        title: str(feed.title),
        siteUrl: str((links.find((l) => !l.rel || l.rel === 'alternate') ?? {}).href),
        xmlBases: rootXmlBases(parsedText, 'atom'),
        selfUrl: selfLink(links),
        rights: str(feed.rights),
        items: entries.map(([e, extras]) => fromAtom(obj(e), extras)),
        itemBases: entries.map(([, extras]) => extras.bases),
      };
    }
    case 'json':
      return {
        format: 'json',
        title: str(feed.title),
        siteUrl: str(feed.home_page_url),
        xmlBases: [],
        selfUrl: str(feed.feed_url),
        rights: null,
        items: arr(feed.items).map((i) => fromJson(obj(i))),
        itemBases: [],
      };
    default:
      throw new FeedParseError(`Unsupported feed format: ${result.format}`);
  }
}

/**
 * JSON Feed documents that say `"version": "1.0"` (or "1", "1.1") instead of the spec's URL: the parser only
 * recognises the URL, so such a document is given the URL of its version. Anything else is returned unchanged.
 */
function withJsonFeedVersion(text: string): string {
  const start = text.trimStart();
  // Most JSON feeds carry the URL: only a short version string is worth a second parse of the document.
  if (!start.startsWith('{') || !/"version"\s*:\s*"\s*1(?:\.[01])?\s*"/.test(start)) return text;
  let doc: unknown;
  try {
    doc = JSON.parse(start);
  } catch {
    return text;
  }
  const version = obj(doc).version;
  if (typeof version !== 'string' || !Array.isArray(obj(doc).items)) return text;
  const short = /^\s*(1(?:\.0)?|1\.1)\s*$/.exec(version)?.[1];
  if (!short) return text;
  return JSON.stringify({ ...obj(doc), version: short === '1.1' ? 'https://jsonfeed.org/version/1.1' : 'https://jsonfeed.org/version/1' });
}

function tryParse(text: string): { format: string; feed: unknown } | null {
  try {
    return parseFeed(withJsonFeedVersion(text)) as { format: string; feed: unknown };
  } catch {
    return null;
  }
}

/** How each XML feed format's document ends after its last item. */
const ROOT_CLOSINGS = [
  { opens: /<rss[\s>]/, itemEnd: '</item>', closing: '</channel></rss>' },
  { opens: /<rdf:RDF[\s>]/, itemEnd: '</item>', closing: '</rdf:RDF>' },
  { opens: /<feed[\s>]/, itemEnd: '</entry>', closing: '</feed>' },
] as const;

/**
 * A feed cut off before its end (a dropped connection, a publisher's size cap) keeps the items that arrived whole:
 * the document is cut after its last complete item and closed as its root requires. Null when there is no complete
 * item to keep or the document is not a feed; the caller still refuses it when the result does not parse.
 */
function closeTruncatedFeed(text: string): string | null {
  if (text.trimStart().startsWith('{')) return closeTruncatedJson(text);
  for (const { opens, itemEnd, closing } of ROOT_CLOSINGS) {
    if (!opens.test(text.slice(0, 4096))) continue;
    const end = text.lastIndexOf(itemEnd);
    if (end < 0) return null;
    return `${text.slice(0, end + itemEnd.length)}${closing}`;
  }
  return null;
}

/**
 * A JSON Feed cut off before its end, cut after the last object that closed inside an array of the root object (in a
 * JSON Feed, an item of `items`) and closed with `]}`. Strings are skipped with their escapes, so a brace inside a
 * title does not count. Null when no such object closed.
 */
function closeTruncatedJson(text: string): string | null {
  const stack: number[] = [];
  let inString = false;
  let cut = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) stack.push(c);
    else if (c === 0x7d || c === 0x5d) {
      stack.pop();
      if (c === 0x7d && stack.length === 2 && stack[0] === 0x7b && stack[1] === 0x5b) cut = i + 1;
    }
  }
  return cut < 0 ? null : `${text.slice(0, cut)}]}`;
}

/** What the parser drops from an item that the pipeline wants, read from the item's own element. */
interface RawItemExtras {
  /** `feedburner:origLink`: FeedBurner replaces an item's link with its tracking address and keeps the publisher's here. */
  origLink: string | null;
  /** Plain `<bigimage>` and `<thumbnail>` elements, as some Indian outlets write their images (biggest first). */
  images: string[];
  /** xml:base on the item's own element and on its link element (the parser keeps neither). */
  bases: ItemXmlBases;
}

/** The xml:base attributes of one item, as written. */
interface ItemXmlBases {
  entry: string | null;
  link: string | null;
}

const NO_EXTRAS: RawItemExtras = { origLink: null, images: [], bases: { entry: null, link: null } };

/** The text of the first `<name>` element (not a prefixed one: `<media:thumbnail>` is the parser's) in an item. */
function elementText(block: string, name: string): string | null {
  const raw = new RegExp(`<${name}(?:\\s[^>]*)?>\\s*(?:<!\\[CDATA\\[)?\\s*([^<\\]\\s]+)`).exec(block)?.[1];
  return absoluteHttpUrl(raw ? raw.replace(/&amp;/g, '&') : null);
}

/**
 * Each parsed item with what the parser dropped, read from the document itself. Items are matched to the document's
 * item elements in order, and only when both counts agree; otherwise no item gets any.
 */
function withRawExtras(text: string, tag: 'item' | 'entry', items: unknown[]): [unknown, RawItemExtras][] {
  const none = items.map((i): [unknown, RawItemExtras] => [i, NO_EXTRAS]);
  if (!/feedburner:origLink|<bigimage|<thumbnail|xml:base/.test(text)) return none;
  const blocks = text.match(tag === 'item' ? /<item[\s>][\s\S]*?<\/item>/g : /<entry[\s>][\s\S]*?<\/entry>/g) ?? [];
  if (blocks.length !== items.length) return none;
  return items.map((item, n) => {
    const block = blocks[n] ?? '';
    const images = [elementText(block, 'bigimage'), elementText(block, 'thumbnail')].filter((u): u is string => u !== null);
    const bases = { entry: xmlBaseOf(/^<[^>]*>/.exec(block)?.[0] ?? ''), link: xmlBaseOf(linkStartTag(block, tag) ?? '') };
    return [item, { origLink: elementText(block, 'feedburner:origLink'), images, bases }];
  });
}

/**
 * The start tag of the link element the item's link is read from: RSS's `<link>`, Atom's first alternate link (or
 * first link), as fromAtom picks it. Unprefixed only: `<atom:link>` in an RSS item is not its link.
 */
function linkStartTag(block: string, tag: 'item' | 'entry'): string | null {
  const links = block.match(/<link(?:\s[^>]*)?>/g) ?? [];
  if (tag === 'item') return links[0] ?? null;
  return links.find((l) => { const rel = /\srel\s*=\s*["']([^"']*)["']/.exec(l)?.[1]; return !rel || rel === 'alternate'; }) ?? links[0] ?? null;
}
