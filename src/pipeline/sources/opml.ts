/** OPML import and export of feed sources (feedsmith's parseOpml/generateOpml), for moving feed lists between readers and installs. */
import { generateOpml, parseOpml, type Opml } from 'feedsmith';
import { escapeXml, storableText } from '../../domain/storableText.ts';
import { feedSourceInputSchema, feedSourceIssueMessages, type FeedSourceInput } from '../../domain/feedSourceInput.ts';
import type { Db } from '../../db/connection.ts';
import { ensureFeedSources, knownFeedUrls, listAllFeedSources, type FeedSourceRow } from '../../db/queries/feedSources.ts';

/**
 * Our own outline attributes (OPML 2.0 allows any), so an export imported elsewhere keeps priority, region,
 * content types, the media hint and paused state. Other readers ignore them; files without them get defaults.
 */
const EXTRA_ATTRIBUTES = ['priority', 'region', 'contentTypes', 'supportsMedia', 'isActive'] as const;

type Outline = Opml.Outline<string, typeof EXTRA_ATTRIBUTES>;

/** The text is not an OPML document. */
export class OpmlFormatError extends Error {
  constructor(detail: string) {
    super(`Not a valid OPML file: ${detail}. Expected <opml> with <body> holding <outline xmlUrl="…"> elements.`);
    this.name = 'OpmlFormatError';
  }
}

/** An outline that could not become a source, named by its title (or feed URL) with the reason. */
export interface InvalidOutline {
  title: string;
  reason: string;
}

/** The sources an OPML file describes, and the outlines that could not be read. */
export interface OpmlSources {
  sources: FeedSourceInput[];
  invalid: InvalidOutline[];
}

/** What an import did. */
export interface OpmlImportResult {
  created: number;
  skipped: number;
  invalid: InvalidOutline[];
}

/** Depth-first, document order: folders are flattened away; a folder with its own xmlUrl is a source too. */
function flatten(outlines: readonly Outline[] | undefined, out: Outline[] = []): Outline[] {
  for (const o of outlines ?? []) {
    if (o.xmlUrl !== undefined || !o.outlines?.length) out.push(o);
    flatten(o.outlines, out);
  }
  return out;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : v === undefined || v === null ? undefined : String(v));

/** "true"/"false" as booleans; anything else is passed on for the schema to refuse with its message. */
function bool(v: unknown): unknown {
  const s = text(v)?.trim().toLowerCase();
  return s === 'true' ? true : s === 'false' ? false : v;
}

/** Maps an outline's attributes onto the admin input fields (absent attributes are left to the schema defaults). */
function toInput(o: Outline): Record<string, unknown> {
  const input: Record<string, unknown> = { name: o.title?.trim() || o.text?.trim() || '', url: o.xmlUrl ?? '' };
  if (o.htmlUrl !== undefined) input.siteUrl = o.htmlUrl;
  const priority = text(o.priority);
  if (priority !== undefined) input.priority = /^\s*-?\d+(\.\d+)?\s*$/.test(priority) ? Number(priority) : priority;
  if (o.region !== undefined) input.region = text(o.region)?.trim();
  const types = text(o.contentTypes);
  if (types !== undefined) input.contentTypes = types.split(/[\s,]+/).filter(Boolean);
  if (o.supportsMedia !== undefined) input.supportsMedia = bool(o.supportsMedia);
  if (o.isActive !== undefined) input.isActive = bool(o.isActive);
  return input;
}

/** Reads the feed sources of an OPML document; throws OpmlFormatError when the text is not OPML. */
export function readOpmlSources(opml: string): OpmlSources {
  let document: Opml.Document<string, typeof EXTRA_ATTRIBUTES>;
  try {
    document = parseOpml(opml, { extraOutlineAttributes: EXTRA_ATTRIBUTES });
  } catch (err) {
    throw new OpmlFormatError(err instanceof Error ? err.message.replace(/\.$/, '') : String(err));
  }
  const sources: FeedSourceInput[] = [];
  const invalid: InvalidOutline[] = [];
  flatten(document.body?.outlines).forEach((o, i) => {
    const title = o.title?.trim() || o.text?.trim() || o.xmlUrl?.trim() || `outline ${i + 1}`;
    if (!o.xmlUrl?.trim()) {
      invalid.push({ title, reason: 'xmlUrl is missing (the feed address is required)' });
      return;
    }
    const parsed = feedSourceInputSchema.safeParse(toInput(o));
    if (parsed.success) sources.push(parsed.data);
    else invalid.push({ title, reason: feedSourceIssueMessages(parsed.error).join('; ') });
  });
  return { sources, invalid };
}

/** Creates a source for every new feed URL in the OPML text; known URLs (and repeats in the file) are skipped. */
export async function importOpml(db: Db, opml: string): Promise<OpmlImportResult> {
  const { sources, invalid } = readOpmlSources(opml);
  const known = await knownFeedUrls(db, sources.map((s) => s.url));
  const fresh = new Map<string, FeedSourceInput>();
  for (const s of sources) if (!known.has(s.url) && !fresh.has(s.url)) fresh.set(s.url, s);
  // ensureFeedSources never overwrites: a URL another process added meanwhile counts as skipped.
  const created = await ensureFeedSources(db, [...fresh.values()]);
  return { created, skipped: sources.length - created, invalid };
}

/** Writes sources as an OPML 2.0 document. */
export function writeOpml(sources: readonly FeedSourceRow[], options: { title?: string; now?: Date } = {}): string {
  const head = { title: storableText(options.title ?? 'Creator Economy India feed sources'), dateCreated: options.now ?? new Date() };
  // feedsmith refuses a body without outlines, but an empty list is a valid export.
  if (sources.length === 0) {
    return `<?xml version="1.0" encoding="utf-8"?>\n<opml version="2.0">\n  <head>\n    <title>${escapeXml(head.title)}</title>\n    <dateCreated>${head.dateCreated.toUTCString()}</dateCreated>\n  </head>\n  <body/>\n</opml>\n`;
  }
  // Names and URLs are admin or OPML input: drop what XML cannot carry (feedsmith escapes markup, not that).
  const outlines = sources.map((s) => ({
    text: storableText(s.name),
    title: storableText(s.name),
    type: 'rss',
    xmlUrl: storableText(s.url),
    ...(s.siteUrl ? { htmlUrl: storableText(s.siteUrl) } : {}),
    priority: String(s.priority),
    region: s.region,
    contentTypes: s.contentTypes.join(','),
    supportsMedia: String(s.supportsMedia),
    isActive: String(s.isActive),
  }));
  return generateOpml({ head, body: { outlines } }, { extraOutlineAttributes: EXTRA_ATTRIBUTES });
}

/**
 * Exports every real source (active, paused and disabled). The bundled sample feeds are left out: their
 * `sample:` addresses mean nothing outside this app, and every install seeds them itself.
 */
export async function exportOpml(db: Db, options: { now?: Date } = {}): Promise<string> {
  return writeOpml(await listAllFeedSources(db, { sample: false }), options);
}
