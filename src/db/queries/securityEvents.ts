/** The security-event log (migration 0015): written by the auth service, read by the back office and tests. */
import { desc, eq } from 'drizzle-orm';
import type { SecurityEventType } from '../../domain/securityEvents.ts';
import type { Db } from '../connection.ts';
import { securityEvents } from '../schema.ts';

export interface SecurityEventInput {
  type: SecurityEventType;
  userId?: string | null;
  actorId?: string | null;
  email?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  detail?: Record<string, unknown>;
}

export async function recordSecurityEvent(db: Db, event: SecurityEventInput): Promise<void> {
  await db.insert(securityEvents).values({
    type: event.type,
    userId: event.userId ?? null,
    actorId: event.actorId ?? null,
    // Cut to the longest valid address: an attacker's junk must not bloat the log.
    email: event.email ? event.email.slice(0, 254) : null,
    ipAddress: event.ipAddress ?? null,
    userAgent: event.userAgent ? event.userAgent.slice(0, 512) : null,
    detail: event.detail ?? {},
  });
}

/** The latest events, newest first; for one account when `userId` is given. */
export async function listSecurityEvents(db: Db, opts: { userId?: string; limit?: number } = {}) {
  const query = db.select().from(securityEvents);
  const filtered = opts.userId ? query.where(eq(securityEvents.userId, opts.userId)) : query;
  return filtered.orderBy(desc(securityEvents.id)).limit(opts.limit ?? 100);
}
