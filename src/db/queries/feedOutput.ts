/** What each feed source produced: one grouped pass over articles by feed_source_id (index articles_feed_source_idx). */
import { isNotNull, sql } from 'drizzle-orm';
import type { FeedSourceOutput } from '../../domain/adminFeeds.ts';
import type { Db } from '../connection.ts';
import { articles } from '../schema.ts';
import { inReviewQueue } from './reviewQueueState.ts';

/**
 * Counts per source id; sources that produced nothing are absent. Published, in review (drafts waiting in the review
 * queue), rejected (by an editor, or by the pipeline and not yet cleaned up) and duplicates may overlap with nothing
 * but duplicates; total is every stored story, purged ones included.
 */
export async function feedSourceOutputCounts(db: Db): Promise<Map<string, FeedSourceOutput>> {
  const rows = await db
    .select({
      sourceId: articles.feedSourceId,
      published: sql<number>`count(*) FILTER (WHERE ${articles.status} = 'published')::int`,
      inReview: sql<number>`count(*) FILTER (WHERE ${inReviewQueue()})::int`,
      rejected: sql<number>`count(*) FILTER (WHERE ${articles.status} = 'rejected' OR (${articles.status} = 'draft' AND ${articles.adminStatus} = 'auto_rejected'))::int`,
      duplicates: sql<number>`count(*) FILTER (WHERE ${articles.isDuplicate})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(articles)
    .where(isNotNull(articles.feedSourceId))
    .groupBy(articles.feedSourceId);
  const out = new Map<string, FeedSourceOutput>();
  for (const { sourceId, ...counts } of rows) {
    if (sourceId) out.set(sourceId, { published: Number(counts.published), inReview: Number(counts.inReview), rejected: Number(counts.rejected), duplicates: Number(counts.duplicates), total: Number(counts.total) });
  }
  return out;
}
