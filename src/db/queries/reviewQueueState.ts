/**
 * "In the review queue" in SQL (domain/publishingRules isInReviewQueue): a draft the pipeline or an editor sent to
 * review, and the story's own version, not a duplicate of it (one row per story; a duplicate is never published on
 * its own). The queue, its counts on the dashboard, Article Management and the feeds screen, and the publish-ready
 * job all take the condition from here; articles_review_queue_idx (0025) has the same predicate.
 */
import { and, eq, not, type SQL } from 'drizzle-orm';
import { articles } from '../schema.ts';

/** The article waits in the review queue. */
export function inReviewQueue(): SQL {
  return and(eq(articles.status, 'draft'), eq(articles.adminStatus, 'pending_review'), not(articles.isDuplicate)) as SQL;
}
