/** An audit-log line as the back office shows it: explicit fields. */
import type { AuditEventView } from '../../domain/auditLog.ts';
import type { auditEvents } from '../../db/schema.ts';

export function presentAuditEvent(r: typeof auditEvents.$inferSelect): AuditEventView {
  return {
    id: r.id,
    at: r.createdAt.toISOString(),
    actor: { id: r.actorId, email: r.actorEmail, role: r.actorRole },
    action: r.action,
    target: { type: r.targetType, id: r.targetId, label: r.targetLabel },
    before: r.before,
    after: r.after,
    address: r.ipAddress,
  };
}
