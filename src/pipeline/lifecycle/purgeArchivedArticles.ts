/** The purge step of the lifecycle: archived articles older than 30 days become hash-only records. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { articles, type NewArticleRow } from '../../db/schema.ts';
import { purgeCutoff } from '../../domain/lifecycleRules.ts';

/**
 * What a purge writes over each stored field (admin-content §3's list, plus content, summary, image and the other
 * per-story text: byline, tags, comments link, India-relevance details). NOT NULL columns get their empty value.
 * Kept: id, title, source URL and name, category, scores, status, dates and both hashes, so the row still says
 * what the story was and article_hashes still stops it from being ingested again.
 */
export const PURGE_CLEARED_VALUES = {
  content: null,
  summary: null,
  imageUrl: null,
  author: null,
  tags: [],
  commentsUrl: null,
  indiaRelevance: null,
  rssRawContent: null,
  rssCategories: [],
  enclosures: [],
  mediaThumbnails: [],
  mediaMetadata: null,
  podcastMetadata: null,
  processingMetadata: null,
  mlClassificationData: null,
  keywordMatches: null,
  blocklistFlags: [],
  sourceAttribution: null,
  geographicData: null,
  originalSourceMetadata: null,
} satisfies Partial<NewArticleRow>;

const clearedColumns = (Object.keys(PURGE_CLEARED_VALUES) as (keyof typeof PURGE_CLEARED_VALUES)[]).map((key) => articles[key]);

/** Bytes held by the cleared columns of a row: octet_length of each value's text form (jsonb and arrays included). */
export const clearedBytes = sql<number>`(${sql.join(
  clearedColumns.map((c) => sql`coalesce(octet_length(${c}::text), 0)::bigint`),
  sql` + `,
)})`.mapWith(Number);

/** When the article was archived, falling back to updated_at like archiving does (matches articles_archived_due_idx). */
export const archivedSince = sql`coalesce(${articles.archivedAt}, ${articles.updatedAt})`;

/** The SQL condition "archived and due for purging at `now`" (domain isDueForPurge). */
export function dueForPurge(now: Date) {
  return and(eq(articles.status, 'archived'), sql`${archivedSince} < ${purgeCutoff(now).toISOString()}::timestamptz`);
}

/** One purge batch's outcome. */
export interface PurgeBatch {
  purged: number;
  /** Bytes the cleared columns held before minus what they hold after (their empty values). */
  bytesFreed: number;
}

/**
 * Purges at most `limit` due articles in one short transaction: locks the rows (skipping those another run holds),
 * measures the bytes they carry, clears them and measures again.
 */
export async function purgeArchivedBatch(db: Db, now: Date, limit: number): Promise<PurgeBatch> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: articles.id, bytes: clearedBytes })
      .from(articles)
      .where(dueForPurge(now))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return { purged: 0, bytesFreed: 0 };
    const after = await tx
      .update(articles)
      .set({ ...PURGE_CLEARED_VALUES, status: 'purged', purgedAt: now, updatedAt: now })
      .where(inArray(articles.id, due.map((d) => d.id)))
      .returning({ bytes: clearedBytes });
    const sum = (rows: { bytes: number }[]) => rows.reduce((n, r) => n + r.bytes, 0);
    return { purged: after.length, bytesFreed: sum(due) - sum(after) };
  });
}
