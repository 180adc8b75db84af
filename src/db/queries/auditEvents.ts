/** The audit log (migration 0019): written in the same transaction as the change it records; read by the back office. */
import { and, desc, eq, gte, ilike, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditLogQuery } from '../../domain/auditLog.ts';
import type { Db } from '../connection.ts';
import { auditEvents, users } from '../schema.ts';
import { containsPattern, escapeLike } from './likePattern.ts';

export interface AuditEventInput {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId?: string | null;
  targetLabel?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ipAddress?: string | null;
}

/** Records one action. The actor's email and role are copied from their account as it is now. */
export async function recordAuditEvent(db: Db, e: AuditEventInput): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: e.actorId,
    actorEmail: e.actorId ? sql`(SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${e.actorId})` : null,
    actorRole: e.actorId ? sql`(SELECT ${users.role} FROM ${users} WHERE ${users.id} = ${e.actorId})` : null,
    action: e.action,
    targetType: e.targetType,
    targetId: e.targetId ?? null,
    // A title can be long; the log needs enough to recognise it.
    targetLabel: e.targetLabel ? e.targetLabel.slice(0, 300) : null,
    before: e.before ?? null,
    after: e.after ?? null,
    ipAddress: e.ipAddress ?? null,
  });
}

/** One page of the log, newest first, with the total that matches. */
export async function listAuditEvents(db: Db, q: AuditLogQuery) {
  const conditions: (SQL | undefined)[] = [];
  // "article" matches every article action; "article.approve" one.
  if (q.action) conditions.push(q.action.includes('.') ? eq(auditEvents.action, q.action) : like(auditEvents.action, `${escapeLike(q.action)}.%`));
  if (q.targetType) conditions.push(eq(auditEvents.targetType, q.targetType));
  if (q.targetId) conditions.push(eq(auditEvents.targetId, q.targetId));
  if (q.actor) conditions.push(or(eq(auditEvents.actorId, q.actor), ilike(auditEvents.actorEmail, containsPattern(q.actor))));
  if (q.from) conditions.push(gte(auditEvents.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) conditions.push(lt(auditEvents.createdAt, new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000)));
  const where = and(...conditions);
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((q.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(auditEvents).where(where),
  ]);
  return { rows, totalCount: count[0]?.n ?? 0 };
}
