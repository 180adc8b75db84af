/**
 * Stores classified articles and their fingerprints, a batch per transaction: a crash never leaves half an
 * article (the whole batch is rolled back and the next run stores it again), and a batch costs a handful of
 * set-based statements instead of a round trip per column group per article.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { notifyArticlesPublished } from '../../db/queries/articleNotifications.ts';
import { articleHashes, articles, type NewArticleRow } from '../../db/schema.ts';
import type { Classification } from '../classify/classification.ts';
import type { DecisionOutcome } from '../decide/decideStatus.ts';
import type { NormalisedItem } from '../normalise/normaliseItem.ts';
import { classificationColumns } from './classificationColumns.ts';
import { assignStoryClusters, demoteReplacedVersions, settleClusters } from './storyClusters.ts';
import { rowsOf } from '../../db/rawRows.ts';

/** What happened to the item. */
export type StoreOutcome =
  | { kind: 'inserted'; id: string; decision: DecisionOutcome['decision'] }
  | { kind: 'duplicate-title'; id: string; duplicateOf: string | null }
  | { kind: 'duplicate-near'; id: string; duplicateOf: string }
  | { kind: 'duplicate-url' };

/** Everything needed to store one article. */
export interface StoreInput {
  item: NormalisedItem;
  classification: Classification;
  outcome: DecisionOutcome;
  urlHash: string;
  titleHash: string;
  feedSourceId: string | null;
  /** A recent article from another feed telling the same story (cross-feed near-duplicate). */
  nearDuplicateOf?: { id: string; score: number };
  now?: Date;
}

/** Articles per batch that keep a statement well under PostgreSQL's 65,535 bind parameters (about 45 per row). */
export const MAX_STORE_BATCH = 1000;

const byHash = (a: { hash: string }, b: { hash: string }) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0);

/**
 * Inserts each article unless its URL hash is already known (then nothing is written for it). A known title hash
 * from another URL, or the same title earlier in the batch, stores the article as a duplicate of the first one
 * (never shown publicly); so does a near-duplicate from another feed. Outcomes are in input order.
 */
export async function storeArticles(db: Db, inputs: readonly StoreInput[]): Promise<StoreOutcome[]> {
  if (inputs.length === 0) return [];
  if (inputs.length > MAX_STORE_BATCH) throw new Error(`storeArticles takes at most ${MAX_STORE_BATCH} articles per batch`);
  return db.transaction(async (tx) => {
    // 1. Claim the URL hashes. Sorted, so two batches stored concurrently lock them in the same order (no deadlock).
    const firstOfUrl = new Map<string, number>();
    inputs.forEach((input, i) => {
      if (!firstOfUrl.has(input.urlHash)) firstOfUrl.set(input.urlHash, i);
    });
    // Each claim carries the id its article will get: the reference is checked at commit (0009), after the
    // article is inserted, so no second pass over the claimed rows is needed. Hashes and ids go as one array
    // parameter each (unnest), not one parameter per row: building 200-row VALUES lists was a large part of the
    // ingest's main-thread time.
    const claimHashes = [...firstOfUrl.keys()].sort();
    const idOfUrl = new Map(claimHashes.map((hash) => [hash, randomUUID()]));
    const claimed = new Set(
      rowsOf<{ hash: string }>(
        await tx.execute(sql`
          INSERT INTO ${articleHashes} (kind, hash, article_id)
          SELECT 'url', h, id FROM unnest(${sql.param(claimHashes)}::text[], ${sql.param(claimHashes.map((h) => idOfUrl.get(h)))}::uuid[])
            WITH ORDINALITY AS t(h, id, n) ORDER BY n
          ON CONFLICT DO NOTHING RETURNING hash`),
      ).map((r) => r.hash),
    );
    const storing = inputs.map((input, i) => claimed.has(input.urlHash) && firstOfUrl.get(input.urlHash) === i);
    if (!storing.some(Boolean)) return inputs.map(() => ({ kind: 'duplicate-url' }) as const);

    // 2. Who owns each title: an earlier article in the database, else the first of the batch with it.
    const titles = [...new Set(inputs.filter((_, i) => storing[i]).map((input) => input.titleHash))];
    const owners = new Map<string, string | null>(
      rowsOf<{ hash: string; article_id: string | null }>(
        await tx.execute(sql`SELECT hash, article_id FROM ${articleHashes} WHERE kind = 'title' AND hash = ANY(${sql.param(titles)}::text[])`),
      ).map((r) => [r.hash, r.article_id]),
    );

    // 3. The rows, with ids chosen here so duplicates in the same batch can point at their original.
    const outcomes: StoreOutcome[] = [];
    const rows: NewArticleRow[] = [];
    const newTitles: { kind: 'title'; hash: string; articleId: string }[] = [];
    const published: string[] = [];
    inputs.forEach((input, i) => {
      if (!storing[i]) {
        outcomes.push({ kind: 'duplicate-url' });
        return;
      }
      const id = idOfUrl.get(input.urlHash) as string;
      const now = input.now ?? new Date();
      const sameTitle = owners.has(input.titleHash);
      if (!sameTitle) {
        owners.set(input.titleHash, id);
        newTitles.push({ kind: 'title', hash: input.titleHash, articleId: id });
      }
      const duplicateOf = sameTitle ? (owners.get(input.titleHash) ?? null) : (input.nearDuplicateOf?.id ?? null);
      const isDuplicate = sameTitle || input.nearDuplicateOf !== undefined;
      const { item, classification: c, outcome } = input;
      rows.push({
        id,
        title: item.title,
        summary: item.summary,
        content: item.content,
        tags: item.tags,
        sourceUrl: item.sourceUrl,
        sourceName: item.sourceName,
        author: item.author,
        sourceAttribution: item.sourceAttribution,
        imageUrl: item.imageUrl,
        mediaThumbnails: item.mediaThumbnails,
        enclosures: item.enclosures,
        mediaMetadata: item.mediaMetadata ?? null,
        podcastMetadata: item.podcastMetadata ?? null,
        geographicData: item.geographicData ?? null,
        commentsUrl: item.commentsUrl,
        rssCategories: item.rssCategories,
        rssRawContent: item.rawContent,
        contentType: item.contentType,
        isDuplicate,
        duplicateOf,
        ...classificationColumns(c, outcome, isDuplicate, now),
        originalPublishedAt: item.originalPublishedAt ?? now,
        processingMetadata: isDuplicate
          ? { duplicate: sameTitle ? { reason: 'same_title' } : { reason: 'near_duplicate', score: input.nearDuplicateOf?.score } }
          : null,
        feedSourceId: input.feedSourceId,
        urlHash: input.urlHash,
        titleHash: input.titleHash,
      });
      if (!isDuplicate && outcome.status === 'published') published.push(id);
      if (sameTitle) outcomes.push({ kind: 'duplicate-title', id, duplicateOf });
      else if (input.nearDuplicateOf) outcomes.push({ kind: 'duplicate-near', id, duplicateOf: input.nearDuplicateOf.id });
      else outcomes.push({ kind: 'inserted', id, decision: outcome.decision });
    });

    // 4. Story clusters: each duplicate joins the cluster of the article it repeats; a newcomer the pipeline can
    // publish takes the place of a version still waiting (see storyClusters.ts).
    const { swaps } = await assignStoryClusters(tx, rows, inputs.filter((_, i) => storing[i]).map((input) => input.outcome.decision));
    for (const swap of swaps) {
      const k = outcomes.findIndex((o) => o.kind !== 'duplicate-url' && o.id === swap.newcomer);
      const row = rows.find((r) => r.id === swap.newcomer);
      const input = inputs.find((x) => idOfUrl.get(x.urlHash) === swap.newcomer);
      if (k < 0 || !row || !input) continue;
      Object.assign(row, { isDuplicate: false, duplicateOf: null, processingMetadata: { replaced: { id: swap.replaced, reason: 'better_version' } } });
      Object.assign(row, classificationColumns(input.classification, input.outcome, false, input.now ?? new Date()));
      outcomes[k] = { kind: 'inserted', id: swap.newcomer, decision: input.outcome.decision };
      if (input.outcome.status === 'published') published.push(swap.newcomer);
    }

    // 5. Articles, then the title hashes pointing at them, then the articles that started a cluster.
    await tx.insert(articles).values(rows);
    await demoteReplacedVersions(tx, swaps);
    await settleClusters(tx, rows.flatMap((r) => (r.clusterId ? [r.clusterId] : [])));
    if (newTitles.length > 0) {
      newTitles.sort(byHash);
      await tx.execute(sql`
        INSERT INTO ${articleHashes} (kind, hash, article_id)
        SELECT 'title', h, id FROM unnest(${sql.param(newTitles.map((t) => t.hash))}::text[], ${sql.param(newTitles.map((t) => t.articleId))}::uuid[])
          WITH ORDINALITY AS t(h, id, n) ORDER BY n
        ON CONFLICT DO NOTHING`);
    }
    // Live updates (SSE) listen on this channel; delivered only if the transaction commits.
    await notifyArticlesPublished(tx, published);
    return outcomes;
  });
}

/** Which of the given URL hashes are already claimed (stored articles, or purged ones that must not come back). */
export async function knownUrlHashes(db: Db, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = rowsOf<{ hash: string }>(
    await db.execute(sql`SELECT hash FROM ${articleHashes} WHERE kind = 'url' AND hash = ANY(${sql.param([...hashes])}::text[])`),
  );
  return new Set(rows.map((r) => r.hash));
}

/** Stores one article (see storeArticles). */
export async function storeArticle(db: Db, input: StoreInput): Promise<StoreOutcome> {
  const [outcome] = await storeArticles(db, [input]);
  if (!outcome) throw new Error('storeArticles returned no outcome');
  return outcome;
}
