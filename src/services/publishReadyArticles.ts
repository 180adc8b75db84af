/** The publish-ready-articles step (admin-system §7): publishes pending-review drafts the classifier is sure enough about. */
import { and, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { notifyArticlesPublished } from '../db/queries/articleNotifications.ts';
import { inReviewQueue } from '../db/queries/reviewQueueState.ts';
import { articles } from '../db/schema.ts';
import {
  PUBLISH_READY_MIN_CONFIDENCE,
  PUBLISH_READY_MIN_RELEVANCE,
  PUBLISH_READY_STRICT_MIN_RELEVANCE,
  type PublishReadyRule,
} from '../domain/publishingRules.ts';

/** Rows published per transaction, so a large review queue never sits in one long transaction. */
export const PUBLISH_BATCH_SIZE = 500;

/** Options (admin-system §7 body: dryRun false, strictMode true, minConfidence 65). */
export interface PublishReadyOptions {
  strictMode?: boolean;
  /** Minimum ML confidence in percent (0-100). */
  minConfidence?: number;
  /** Only count what would be published. */
  dryRun?: boolean;
  now?: Date;
  batchSize?: number;
}

/** Counts of one run; in a dry run `published` is what would have been published. */
export interface PublishReadyResult {
  /** Pending-review drafts looked at. */
  candidates: number;
  published: number;
  /** Candidates that did not meet the bar and stay in the review queue. */
  skipped: number;
  dryRun: boolean;
}

/** The SQL mirror of domain isReadyToPublish. */
function isReady(rule: PublishReadyRule) {
  // Percent with 2 decimals, like domain confidencePercent: a float4 0.65 must count as 65, not 64.99999.
  const confident = sql`round(${articles.mlConfidenceScore}::numeric * 100, 2) >= ${rule.minConfidence}`;
  const base = [inReviewQueue(), confident, gte(articles.relevanceScore, PUBLISH_READY_MIN_RELEVANCE)];
  if (!rule.strictMode) return and(...base);
  return and(
    ...base,
    ne(sql`btrim(coalesce(${articles.summary}, ''))`, ''),
    gte(articles.relevanceScore, PUBLISH_READY_STRICT_MIN_RELEVANCE),
  );
}

/**
 * Publishes every pending-review draft that meets the bar: status published, published_at now, admin_status
 * auto_approved, and an `article_published` notification for each public one (as the pipeline's store step does).
 */
export async function publishReadyArticles(db: Db, options: PublishReadyOptions = {}): Promise<PublishReadyResult> {
  const rule: PublishReadyRule = { strictMode: options.strictMode ?? true, minConfidence: options.minConfidence ?? PUBLISH_READY_MIN_CONFIDENCE };
  const dryRun = options.dryRun ?? false;
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? PUBLISH_BATCH_SIZE;
  const count = async (where: ReturnType<typeof isReady>) => Number((await db.select({ n: sql<number>`count(*)` }).from(articles).where(where))[0]?.n ?? 0);

  const candidates = await count(inReviewQueue());
  if (dryRun) {
    const ready = await count(isReady(rule));
    return { candidates, published: ready, skipped: candidates - ready, dryRun };
  }
  let published = 0;
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      const batch = tx.select({ id: articles.id }).from(articles).where(isReady(rule)).limit(batchSize).for('update', { skipLocked: true });
      const rows = await tx
        .update(articles)
        .set({ status: 'published', publishedAt: now, adminStatus: 'auto_approved', updatedAt: now })
        .where(and(inArray(articles.id, batch), inReviewQueue()))
        .returning({ id: articles.id });
      // Inside the transaction: listeners hear about the articles only if the publish commits.
      await notifyArticlesPublished(tx, rows.map((r) => r.id));
      return rows;
    });
    published += ids.length;
    if (ids.length < batchSize) break;
  }
  return { candidates, published, skipped: Math.max(0, candidates - published), dryRun };
}
