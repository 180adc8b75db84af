/** The immediate-backlog-processor step (admin-system §7): classifies drafts still waiting for classification and decides each. */
import { and, asc, count, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { notifyArticlesPublished } from '../db/queries/articleNotifications.ts';
import { articles } from '../db/schema.ts';
import { classificationColumns } from '../pipeline/store/classificationColumns.ts';
import type { Classification, ClassifierInput } from '../pipeline/classify/classification.ts';
import { decideStatus } from '../pipeline/decide/decideStatus.ts';

/** Drafts classified per transaction: small enough that a slow classifier never holds row locks for long. */
export const BACKLOG_BATCH_SIZE = 100;

/** A classifier: the keyword baseline today, the trained model later. */
export type Classify = (input: ClassifierInput) => Classification;

/** One line of the run's report. */
export interface ProcessingStep {
  step: string;
  message: string;
}

/** The report (admin-system §7: initial_drafts, final_drafts, drafts_processed, total_published, processing_results). */
export interface BacklogResult {
  /** Drafts (any review state) before the run. */
  initial_drafts: number;
  /** Drafts after the run. */
  final_drafts: number;
  /** Unclassified drafts classified and decided in this run. */
  drafts_processed: number;
  /** Drafts this run published. */
  total_published: number;
  processing_results: ProcessingStep[];
}

const countDrafts = async (db: Db, unclassifiedOnly = false) =>
  Number(
    (await db.select({ n: count() }).from(articles).where(and(eq(articles.status, 'draft'), unclassifiedOnly ? isNull(articles.classifiedAt) : undefined)))[0]?.n ?? 0,
  );

/**
 * Classifies every draft whose classified_at is NULL, oldest first, in batches, and applies decideStatus, writing the
 * same columns the pipeline's store step writes. A title duplicate stays a draft, as at ingest. An article the
 * classifier throws on is reported and left unclassified (and not retried in this run, so the run always ends).
 */
export async function processDraftBacklog(db: Db, classify: Classify, options: { now?: Date; batchSize?: number } = {}): Promise<BacklogResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? BACKLOG_BATCH_SIZE;
  const results: ProcessingStep[] = [];
  const initialDrafts = await countDrafts(db);
  const unclassified = await countDrafts(db, true);
  results.push({ step: 'count', message: `${initialDrafts} drafts, ${unclassified} waiting for classification` });

  const decided = { published: 0, pending_review: 0, auto_rejected: 0, duplicate: 0 };
  let processed = 0;
  const failed: string[] = [];
  for (;;) {
    const batchSeen = await db.transaction(async (tx) => {
      const batch = await tx
        .select({
          id: articles.id,
          title: articles.title,
          summary: articles.summary,
          content: articles.content,
          sourceName: articles.sourceName,
          sourceUrl: articles.sourceUrl,
          tags: articles.tags,
          isDuplicate: articles.isDuplicate,
        })
        .from(articles)
        .where(and(eq(articles.status, 'draft'), isNull(articles.classifiedAt), failed.length > 0 ? notInArray(articles.id, failed) : undefined))
        .orderBy(asc(articles.createdAt), asc(articles.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const newlyPublished: string[] = [];
      for (const a of batch) {
        let c: Classification;
        try {
          c = classify({ title: a.title, summary: a.summary ?? '', content: a.content, sourceName: a.sourceName, sourceUrl: a.sourceUrl, tags: a.tags });
        } catch (err) {
          failed.push(a.id);
          results.push({ step: 'error', message: `Could not classify ${a.id}: ${err instanceof Error ? err.message : String(err)}` });
          continue;
        }
        const outcome = decideStatus(c);
        const publish = !a.isDuplicate && outcome.status === 'published';
        await tx
          .update(articles)
          .set({
            ...classificationColumns(c, outcome, a.isDuplicate, now),
            updatedAt: now,
          })
          .where(eq(articles.id, a.id));
        processed++;
        if (publish) newlyPublished.push(a.id);
        decided[a.isDuplicate ? 'duplicate' : outcome.decision]++;
      }
      // Inside the transaction: listeners hear about the articles only if the batch commits.
      await notifyArticlesPublished(tx, newlyPublished);
      return batch.length;
    });
    if (batchSeen < batchSize) break;
  }

  results.push({
    step: 'classify',
    message: `Classified ${processed} drafts: ${decided.published} published, ${decided.pending_review} sent to review, ${decided.auto_rejected} auto-rejected, ${decided.duplicate} kept as title duplicates`,
  });
  if (failed.length > 0) results.push({ step: 'failures', message: `${failed.length} ${failed.length === 1 ? 'draft' : 'drafts'} could not be classified and stay in the backlog` });
  const finalDrafts = await countDrafts(db);
  results.push({ step: 'complete', message: `${finalDrafts} drafts remain` });
  return { initial_drafts: initialDrafts, final_drafts: finalDrafts, drafts_processed: processed, total_published: decided.published, processing_results: results };
}
