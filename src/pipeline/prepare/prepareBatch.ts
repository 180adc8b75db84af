/** The CPU-bound part of ingesting a feed: normalise, classify, decide and hash its items, a batch at a time. */
import { getClassifier } from '../classify/bundledModel.ts';
import { decideStatus } from '../decide/decideStatus.ts';
import { titleHash, urlHash } from '../dedupe/hashes.ts';
import { fingerprintWords, type FingerprintWords } from '../dedupe/nearDuplicates.ts';
import { normaliseItem, type NormalisedItem } from '../normalise/normaliseItem.ts';
import type { ParsedFeed, ParsedItem } from '../parse/parseFeedDocument.ts';
import type { StoreInput } from '../store/storeArticle.ts';

/** An item ready to store, once its near-duplicate lookup and feed source are added. */
export interface PreparedItem extends Omit<StoreInput, 'nearDuplicateOf' | 'feedSourceId' | 'now'> {
  /** Its near-duplicate fingerprint's words (the main thread only numbers them and searches). */
  nearWords: FingerprintWords;
}

/** A batch of prepared items and what the feed-health record counts about them. */
export interface PreparedBatch {
  items: PreparedItem[];
  /** Items that could not be normalised (no title or link, say). */
  skipped: number;
  /** Items with an image. */
  images: number;
  /** Optional fields the items carried (for the source's data-richness score). */
  dataPoints: number;
}

/** Counts optional fields an item carries (for the source's data-richness score). */
function dataPoints(item: NormalisedItem): number {
  return [item.imageUrl, item.author, item.summary, item.content, item.rssCategories.length > 0, item.originalPublishedAt, item.mediaThumbnails.length + item.enclosures.length > 0].filter(Boolean).length;
}

/** What the classifier reads of a normalised item (ingest and `feeds inspect` alike). */
export function classifierInput(item: NormalisedItem) {
  return { title: item.title, summary: item.summary, content: item.content, sourceName: item.sourceName, sourceUrl: item.sourceUrl, tags: item.tags };
}

/** Normalises, classifies, decides and hashes some of a feed's items. */
export function prepareBatch(feed: ParsedFeed, items: readonly ParsedItem[], sourceName: string): PreparedBatch {
  const classify = getClassifier();
  const batch: PreparedBatch = { items: [], skipped: 0, images: 0, dataPoints: 0 };
  for (const parsed of items) {
    const normalised = normaliseItem(parsed, feed, sourceName);
    if (!normalised.ok) {
      batch.skipped++;
      continue;
    }
    const item = normalised.item;
    if (item.imageUrl) batch.images++;
    batch.dataPoints += dataPoints(item);
    const classification = classify(classifierInput(item));
    batch.items.push({
      item,
      classification,
      outcome: decideStatus(classification),
      urlHash: urlHash(item.sourceUrl),
      titleHash: titleHash(item.title),
      nearWords: fingerprintWords(item.title, item.summary),
    });
  }
  return batch;
}
