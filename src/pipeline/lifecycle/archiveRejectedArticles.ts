/** The archive step of the lifecycle: rejected articles older than 48 hours become archived. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { articles } from '../../db/schema.ts';
import { archiveCutoff } from '../../domain/lifecycleRules.ts';

/** When the article was rejected; rows rejected before rejected_at was stamped fall back to updated_at (matches articles_rejected_due_idx). */
export const rejectedSince = sql`coalesce(${articles.rejectedAt}, ${articles.updatedAt})`;

/** The SQL condition "rejected and due for archiving at `now`" (domain isDueForArchive). */
export function dueForArchive(now: Date) {
  return and(eq(articles.status, 'rejected'), sql`${rejectedSince} < ${archiveCutoff(now).toISOString()}::timestamptz`);
}

/**
 * Archives at most `limit` due articles in one statement and returns how many. Rows another run has locked are
 * skipped, so two concurrent runs never archive the same row twice.
 */
export async function archiveRejectedBatch(db: Db, now: Date, limit: number): Promise<number> {
  const due = db.select({ id: articles.id }).from(articles).where(dueForArchive(now)).limit(limit).for('update', { skipLocked: true });
  const archived = await db
    .update(articles)
    .set({ status: 'archived', archivedAt: now, updatedAt: now })
    .where(and(inArray(articles.id, due), eq(articles.status, 'rejected')))
    .returning({ id: articles.id });
  return archived.length;
}
