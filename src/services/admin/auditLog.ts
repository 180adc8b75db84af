/** The audit log screen and API (issue 11 item 11): admins only. */
import type { AuditLogQuery } from '../../domain/auditLog.ts';
import type { Actor } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import { listAuditEvents } from '../../db/queries/auditEvents.ts';
import { authorize } from '../../policies/can.ts';

export async function auditLog(db: Db, actor: Actor, q: AuditLogQuery) {
  authorize(actor, 'viewAuditLog', { kind: 'system' });
  return listAuditEvents(db, q);
}
