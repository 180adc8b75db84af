/**
 * What the pipeline would take from one feed document, without storing anything (`npm run feeds -- inspect`): the
 * same decoding, parsing, normalisation, classification and decision as an ingest run, item by item, including the
 * items it would skip and why. It answers an operator's "why did this feed produce nothing?".
 */
import { getClassifier } from './classify/bundledModel.ts';
import { decideStatus } from './decide/decideStatus.ts';
import { decodeFeedBytes } from './fetch/decodeFeedBytes.ts';
import { normaliseItem, plainTextOf } from './normalise/normaliseItem.ts';
import { parseFeedDocument } from './parse/parseFeedDocument.ts';
import { classifierInput } from './prepare/prepareBatch.ts';

/** One item as the pipeline sees it. Field names are the `--json` contract (snake case). */
export interface InspectedItem {
  title: string;
  link: string | null;
  author: string | null;
  published_at: string | null;
  image: string | null;
  enclosures: { url: string; type: string | null; length: number | null }[];
  summary: string;
  category: string | null;
  relevance_score: number | null;
  /** published, pending_review or auto_rejected as an ingest run would decide; skipped when it would not store it. */
  decision: 'published' | 'pending_review' | 'auto_rejected' | 'skipped';
  /** Why a skipped item is skipped (no title, no http(s) link). */
  skip_reason?: string;
  /** The classifier's strongest features, strongest first. */
  top_features: { feature: string; weight: number }[];
}

/** The whole document. */
export interface FeedInspection {
  feed: { title: string | null; site_url: string | null; format: string };
  items: InspectedItem[];
}

/**
 * Inspects a feed document (bytes as read from a file, or text already decoded by fetchFeed). `documentUrl` is where it came from (resolves relative links); `sourceName` names
 * the source as ingest would (its title when not given). Throws FeedParseError for a document that is not a feed.
 */
export function inspectFeedDocument(
  document: Uint8Array | string,
  options: { contentType?: string | null; documentUrl?: string | null; sourceName?: string } = {},
): FeedInspection {
  const text = typeof document === 'string' ? document : decodeFeedBytes(document, options.contentType ?? null);
  const feed = parseFeedDocument(text, { documentUrl: options.documentUrl ?? null });
  const feedTitle = plainTextOf(feed.title) || null;
  const sourceName = options.sourceName ?? feedTitle ?? 'Inspected feed';
  const classify = getClassifier();
  const items = feed.items.map((parsed): InspectedItem => {
    const normalised = normaliseItem(parsed, feed, sourceName);
    if (!normalised.ok) {
      return {
        // As plain text like a kept item's; the link as the feed wrote it (a relative one is often why it is skipped).
        title: plainTextOf(parsed.title),
        link: parsed.link,
        author: plainTextOf(parsed.authors[0]) || null,
        published_at: parsed.publishedAt?.toISOString() ?? null,
        image: null,
        enclosures: [],
        summary: '',
        category: null,
        relevance_score: null,
        decision: 'skipped',
        skip_reason: normalised.reason,
        top_features: [],
      };
    }
    const item = normalised.item;
    const c = classify(classifierInput(item));
    return {
      title: item.title,
      link: item.sourceUrl,
      author: item.author,
      published_at: item.originalPublishedAt?.toISOString() ?? null,
      image: item.imageUrl,
      enclosures: item.enclosures.map((e) => ({ url: e.url, type: e.type ?? null, length: e.length ?? null })),
      summary: item.summary,
      category: c.category,
      relevance_score: c.relevanceScore,
      decision: decideStatus(c).decision,
      top_features: c.topFeatures.slice(0, 5),
    };
  });
  return { feed: { title: feedTitle, site_url: feed.siteUrl, format: feed.format }, items };
}

/** The inspection as text for a terminal: the feed, then one block per item. */
export function formatInspection(inspection: FeedInspection): string {
  const { feed, items } = inspection;
  const lines = [`Feed: ${feed.title ?? '(no title)'} (${feed.format})`, `Site: ${feed.site_url ?? '(none)'}`, `Items: ${items.length}`];
  const counts = new Map<string, number>();
  for (const i of items) counts.set(i.decision, (counts.get(i.decision) ?? 0) + 1);
  if (items.length > 0) lines.push(`Decisions: ${[...counts].map(([d, n]) => `${n} ${d}`).join(', ')}`);
  items.forEach((i, n) => {
    lines.push('', `${n + 1}. ${i.title || '(no title)'}`);
    lines.push(`   decision:   ${i.decision}${i.skip_reason ? ` (${i.skip_reason})` : ''}${i.category ? ` · ${i.category} · relevance ${i.relevance_score}` : ''}`);
    lines.push(`   link:       ${i.link ?? '(none)'}`);
    lines.push(`   author:     ${i.author ?? '(none)'}`);
    lines.push(`   published:  ${i.published_at ?? '(no date)'}`);
    lines.push(`   image:      ${i.image ?? '(none)'}`);
    for (const e of i.enclosures) lines.push(`   enclosure:  ${e.url}${e.type ? ` (${e.type}${e.length ? `, ${e.length} bytes` : ''})` : ''}`);
    if (i.summary) lines.push(`   summary:    ${i.summary}`);
    if (i.top_features.length > 0) lines.push(`   features:   ${i.top_features.map((f) => `${f.feature} ${f.weight >= 0 ? '+' : ''}${f.weight.toFixed(2)}`).join(', ')}`);
  });
  return lines.join('\n');
}
