/**
 * Published articles for the API benchmark: deterministic stories from the pipeline benchmark's generator
 * (syntheticFeeds.ts) stored the way the pipeline would leave them, so searches and category filters see realistic
 * selectivity. Off-topic stories are mostly skipped, as the classifier would reject them.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../src/db/connection.ts';
import { articles, type NewArticleRow } from '../src/db/schema.ts';
import type { CategorySlug } from '../src/domain/categories.ts';
import { getClassifier } from '../src/pipeline/classify/bundledModel.ts';
import { generateFeeds, Rng, type SyntheticFeed, type SyntheticItem, type Topic } from './syntheticFeeds.ts';

const ITEMS_PER_FEED = 500;
/** Rows per multi-row INSERT (one transaction each). */
export const INSERT_BATCH = 500;
/**
 * Newest publication time in the data: the start of the current hour, minus one. Every run stores the same rows at
 * the same ages (a year back from now), so the signed-in feed's last two weeks hold stories, as on a live site, and
 * list order and figures do not depend on the day the benchmark runs.
 */
const NEWEST = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000);
const YEAR_MS = 365 * 24 * 3600_000;

/** Categories per topic, weighted roughly like the classifier's output on trade-press feeds. */
const CATEGORY_MIX: Record<Topic, [CategorySlug, number][]> = {
  creator: [['creator-economy', 0.35], ['brand-partnerships', 0.25], ['platform-updates', 0.2], ['regulations-ethics', 0.06], ['tools-technology', 0.08], ['industry-insights', 0.06]],
  adjacent: [['industry-insights', 0.55], ['brand-partnerships', 0.15], ['platform-updates', 0.1], ['general', 0.2]],
  crossover: [['creator-economy', 0.4], ['regulations-ethics', 0.2], ['general', 0.4]],
  offtopic: [['general', 1]],
};
/** Off-topic stories the pipeline would mostly reject: only this share of them is kept as published. */
const OFFTOPIC_KEEP = 0.08;

function weighted<T>(r: Rng, mix: [T, number][]): T {
  let x = r.next() * mix.reduce((s, [, w]) => s + w, 0);
  for (const [v, w] of mix) if ((x -= w) < 0) return v;
  return (mix[mix.length - 1] as [T, number])[0];
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const plainText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();
/** Stored bodies are sanitised by the pipeline; here scripts, frames and tracking pixels are simply removed. */
const storedBody = (html: string) => html.replace(/<script[\s\S]*?<\/script>|<iframe[\s\S]*?<\/iframe>|<img [^>]*width="1" height="1">/g, '');

/**
 * Turns a generated item into the row the pipeline would store for a published article. Scores and category are drawn
 * (so the data's mix does not depend on the model), but the evidence the pipeline stores beside them (keyword matches,
 * blocklist flags, the model's top features and promo verdict: what the back office's lists and detail read) is the
 * bundled model's own for this text, as the pipeline's `classificationColumns` would store it.
 */
function toRow(r: Rng, feed: SyntheticFeed, item: SyntheticItem, index: number, classify: ReturnType<typeof getClassifier>): NewArticleRow {
  const category = weighted(r, CATEGORY_MIX[item.topic]);
  const original = new Date(NEWEST.getTime() - Math.floor(r.next() * YEAR_MS));
  const relevance = r.int(30, 95);
  const confidence = Math.round((0.4 + r.next() * 0.58) * 100) / 100;
  const thumb = item.thumbnails[item.thumbnails.length - 1];
  const tags = [...new Set(item.categories.map((c) => c.toLowerCase()))];
  const summary = plainText(item.descriptionHtml).slice(0, 500);
  const c = classify({ title: item.title, summary, sourceName: feed.outlet.name, sourceUrl: item.link, tags });
  return {
    title: item.title,
    summary,
    content: item.contentHtml ? storedBody(item.contentHtml) : null,
    category,
    tags,
    sourceUrl: item.link,
    sourceName: feed.outlet.name,
    author: item.author?.replace(/^By /, '') ?? null,
    imageUrl: thumb?.url ?? null,
    mediaThumbnails: item.thumbnails.map((t) => ({ url: t.url, width: t.width, height: t.height })),
    enclosures: item.enclosure ? [{ url: item.enclosure.url, type: item.enclosure.type, length: item.enclosure.length }] : [],
    commentsUrl: item.comments,
    rssCategories: item.categories,
    contentType: feed.outlet.kind === 'podcast' ? 'podcast' : 'article',
    viewsCount: r.chance(0.3) ? r.int(1, 5000) : 0,
    publishedAt: new Date(original.getTime() + r.int(1, 120) * 60_000),
    originalPublishedAt: original,
    status: 'published',
    adminStatus: r.chance(0.8) ? 'auto_approved' : null,
    relevanceScore: relevance,
    mlConfidenceScore: confidence,
    mlRelevanceScore: confidence,
    qualityScore: r.int(20, 100),
    indiaRelevance: { isRelevant: r.chance(0.6) },
    classifiedAt: original,
    keywordMatches: c.keywordMatches,
    blocklistFlags: c.blocklistFlags,
    mlClassificationData: { modelVersion: c.modelVersion, topFeatures: c.topFeatures, decision: 'published', promo: { score: c.promo.score, kind: c.promo.kind, reasons: c.promo.reasons } },
    urlHash: sha(`${item.link}#${index}`),
    titleHash: sha(item.title.toLowerCase()),
  };
}

/** Generates `count` article rows (off-topic stories mostly skipped, as the pipeline would reject them). */
export function generateRows(count: number, seed: number): NewArticleRow[] {
  const r = new Rng(seed ^ 0x5eed);
  const classify = getClassifier();
  // Enough items that `count` survive the off-topic skip (about 45 % of generated items are off-topic).
  const feeds = generateFeeds({ seed, feeds: Math.ceil((count * 2) / ITEMS_PER_FEED), itemsPerFeed: ITEMS_PER_FEED, headlineCopyShare: 0, rewriteShare: 0, base: NEWEST });
  const rows: NewArticleRow[] = [];
  // Round-robin over feeds so every outlet contributes, as a year of ingest would.
  for (let i = 0; i < ITEMS_PER_FEED && rows.length < count; i++) {
    for (const feed of feeds) {
      const item = feed.items[i];
      if (!item || (item.topic === 'offtopic' && !r.chance(OFFTOPIC_KEEP))) continue;
      rows.push(toRow(r, feed, item, rows.length, classify));
      if (rows.length >= count) break;
    }
  }
  if (rows.length < count) throw new Error(`generated only ${rows.length} of ${count} articles`);
  return rows;
}

/** Inserts the rows, then VACUUM ANALYZE so the planner knows the table. */
export async function insertRows(database: Database, rows: NewArticleRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const batch = rows.slice(i, i + INSERT_BATCH);
    await database.db.transaction(async (tx) => {
      await tx.insert(articles).values(batch);
    });
  }
  // VACUUM as autovacuum would after a bulk load on a server (index-only scans need the visibility map); PGlite has
  // no autovacuum, so there this is a state the app never reaches by itself.
  await database.sql.exec('VACUUM ANALYZE articles');
  await database.checkpoint();
}

