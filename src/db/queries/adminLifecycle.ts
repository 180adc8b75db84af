/** The Lifecycle Manager's reads (issue 11 item 7): archived stories newest first, recent lifecycle runs, and what each archived story's latest audited status change was. */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../connection.ts';
import { articles, auditEvents, automationRuns } from '../schema.ts';

/** When the story was archived; rows archived without the stamp fall back to updated_at, as the purge does (articles_archived_due_idx). */
const archivedSince = sql<Date>`coalesce(${articles.archivedAt}, ${articles.updatedAt})`.mapWith(articles.archivedAt);

export interface ArchivedArticleRow {
  id: string;
  title: string;
  sourceName: string;
  category: string;
  archivedAt: Date;
  rejectedAt: Date | null;
  reviewNote: string | null;
}

/** One page of archived stories, the most recently archived first (the purge-due index serves the order). */
export async function listArchivedArticles(db: Db, page: number, pageSize: number): Promise<{ rows: ArchivedArticleRow[]; totalCount: number }> {
  const isArchived = eq(articles.status, 'archived');
  const [rows, total] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        sourceName: articles.sourceName,
        category: articles.category,
        archivedAt: archivedSince,
        rejectedAt: articles.rejectedAt,
        reviewNote: articles.reviewNote,
      })
      .from(articles)
      .where(isArchived)
      .orderBy(desc(archivedSince), desc(articles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(articles).where(isArchived),
  ]);
  return { rows, totalCount: Number(total[0]?.n ?? 0) };
}

/** An audit event that changed an article's status: its before and after. */
export interface StatusChange {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * The latest audited status change of each article (an audit event whose `after` names a status), by article id.
 * One index scan per article (audit_events_target_idx); articles without one are absent from the map.
 */
export async function latestStatusChanges(db: Db, articleIds: readonly string[]): Promise<Map<string, StatusChange>> {
  if (articleIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([auditEvents.targetId], { targetId: auditEvents.targetId, before: auditEvents.before, after: auditEvents.after })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'article'), inArray(auditEvents.targetId, [...articleIds]), sql`(${auditEvents.after} ->> 'status') IS NOT NULL`))
    .orderBy(auditEvents.targetId, desc(auditEvents.createdAt), desc(auditEvents.id));
  return new Map(rows.map((r) => [r.targetId!, { before: r.before, after: r.after }]));
}

export interface LifecycleRunRow {
  id: string;
  status: 'running' | 'completed' | 'failed';
  trigger: string;
  startedAt: Date;
  completedAt: Date | null;
  stats: Record<string, unknown>;
  errorMessage: string | null;
}

/** The latest runs of one type, newest first. */
export async function recentAutomationRuns(db: Db, runType: string, limit: number): Promise<LifecycleRunRow[]> {
  return db
    .select({
      id: automationRuns.id,
      status: automationRuns.status,
      trigger: automationRuns.trigger,
      startedAt: automationRuns.startedAt,
      completedAt: automationRuns.completedAt,
      stats: automationRuns.stats,
      errorMessage: automationRuns.errorMessage,
    })
    .from(automationRuns)
    .where(eq(automationRuns.runType, runType))
    .orderBy(desc(automationRuns.startedAt), desc(automationRuns.createdAt))
    .limit(limit);
}
