/** The cleanup-auto-rejected step (admin-content §4): auto-rejected drafts become rejected, which starts their lifecycle clock. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { articles } from '../db/schema.ts';

/** Rows changed per statement, so thousands of auto-rejected drafts never sit in one long transaction. */
export const CLEANUP_BATCH_SIZE = 500;

/** The cleanup's count (admin-system §7: "updated count"). */
export interface CleanupResult {
  updated: number;
}

const isAutoRejectedDraft = () => and(eq(articles.status, 'draft'), eq(articles.adminStatus, 'auto_rejected'));

/**
 * Turns every draft the pipeline auto-rejected into status rejected and stamps rejected_at, from which the lifecycle
 * archives it 48 hours later. admin_status stays auto_rejected, so moderators still see who rejected it.
 */
export async function cleanupAutoRejected(db: Db, options: { now?: Date; batchSize?: number } = {}): Promise<CleanupResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? CLEANUP_BATCH_SIZE;
  let updated = 0;
  for (;;) {
    const batch = db.select({ id: articles.id }).from(articles).where(isAutoRejectedDraft()).limit(batchSize).for('update', { skipLocked: true });
    const rows = await db
      .update(articles)
      .set({ status: 'rejected', rejectedAt: now, updatedAt: now })
      .where(and(inArray(articles.id, batch), isAutoRejectedDraft()))
      .returning({ id: articles.id });
    updated += rows.length;
    if (rows.length < batchSize) return { updated };
  }
}
