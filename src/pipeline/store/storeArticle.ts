/** Stores one classified article and its fingerprints in a single transaction, so a crash never leaves half an article. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { articleHashes, articles } from '../../db/schema.ts';
import type { Classification } from '../classify/classification.ts';
import type { DecisionOutcome } from '../decide/decideStatus.ts';
import type { NormalisedItem } from '../normalise/normaliseItem.ts';
import { classificationColumns } from './classificationColumns.ts';

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

/**
 * Inserts the article unless its URL hash is already known (then nothing is written).
 * A known title hash from another URL stores the article as a duplicate of the first one (never shown publicly).
 */
export async function storeArticle(db: Db, input: StoreInput): Promise<StoreOutcome> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(articleHashes)
      .values({ kind: 'url', hash: input.urlHash })
      .onConflictDoNothing()
      .returning({ hash: articleHashes.hash });
    if (claimed.length === 0) return { kind: 'duplicate-url' } as const;

    const titleOwner = await tx
      .select({ articleId: articleHashes.articleId })
      .from(articleHashes)
      .where(and(eq(articleHashes.kind, 'title'), eq(articleHashes.hash, input.titleHash)))
      .limit(1);
    const sameTitle = titleOwner.length > 0;
    const duplicateOf = sameTitle ? (titleOwner[0]?.articleId ?? null) : (input.nearDuplicateOf?.id ?? null);
    const isDuplicate = sameTitle || input.nearDuplicateOf !== undefined;

    const { item, classification: c, outcome } = input;
    const [row] = await tx
      .insert(articles)
      .values({
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
        mediaMetadata: item.mediaMetadata ?? undefined,
        podcastMetadata: item.podcastMetadata ?? undefined,
        geographicData: item.geographicData ?? undefined,
        commentsUrl: item.commentsUrl,
        rssCategories: item.rssCategories,
        rssRawContent: item.rawContent,
        contentType: item.contentType,
        isDuplicate,
        duplicateOf,
        ...classificationColumns(c, outcome, isDuplicate, now),
        originalPublishedAt: item.originalPublishedAt ?? now,
        ...(isDuplicate ? { processingMetadata: { duplicate: sameTitle ? { reason: 'same_title' } : { reason: 'near_duplicate', score: input.nearDuplicateOf?.score } } } : {}),
        feedSourceId: input.feedSourceId,
        urlHash: input.urlHash,
        titleHash: input.titleHash,
      })
      .returning({ id: articles.id });
    if (!row) throw new Error('insert returned no row');
    await tx.update(articleHashes).set({ articleId: row.id }).where(and(eq(articleHashes.kind, 'url'), eq(articleHashes.hash, input.urlHash)));
    await tx.insert(articleHashes).values({ kind: 'title', hash: input.titleHash, articleId: row.id }).onConflictDoNothing();
    if (!isDuplicate && outcome.status === 'published') {
      // Live updates (SSE) listen on this channel; delivered only if the transaction commits.
      await tx.execute(sql`SELECT pg_notify('article_published', ${row.id})`);
    }
    if (!sameTitle && input.nearDuplicateOf) return { kind: 'duplicate-near', id: row.id, duplicateOf: input.nearDuplicateOf.id } as const;
    return isDuplicate
      ? ({ kind: 'duplicate-title', id: row.id, duplicateOf } as const)
      : ({ kind: 'inserted', id: row.id, decision: outcome.decision } as const);
  });
}
