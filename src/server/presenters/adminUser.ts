/** Accounts and sessions as the back office shows them: explicit fields, never a password hash or a session token. */
import { deviceLabel, type AdminUserSessionView, type AdminUserView } from '../../domain/adminUsers.ts';
import { isInvitePending, type AdminSessionRow, type AdminUserRow } from '../../db/queries/adminUsers.ts';

export function presentAdminUser(r: AdminUserRow): AdminUserView {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    emailVerified: r.emailVerified,
    suspended: r.banned,
    createdAt: r.createdAt.toISOString(),
    lastActiveAt: r.lastActiveAt ? r.lastActiveAt.toISOString() : null,
    sessionCount: r.sessionCount,
    ...(r.hasPassword === undefined ? {} : { invitePending: isInvitePending(r) }),
  };
}

export function presentAdminSession(s: AdminSessionRow): AdminUserSessionView {
  return {
    id: s.id,
    device: deviceLabel(s.userAgent),
    userAgent: s.userAgent,
    ipAddress: s.ipAddress,
    createdAt: s.createdAt.toISOString(),
    lastUsedAt: s.updatedAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
  };
}
