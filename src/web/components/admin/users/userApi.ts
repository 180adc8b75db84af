/** The Users screen's calls to /api/admin/users (server/routes/adminUsersApi.ts), through adminRequest. */
import type { AdminInviteCancel, AdminUserChange, AdminUserInvite, AdminUserList, AdminUserListQuery, AdminUserSessionView, UserMessage } from '../../../../domain/adminUsers.ts';
import type { Role } from '../../../../domain/roles.ts';
import { adminRequest } from '../adminRequest.ts';

export const USERS_API = '/api/admin/users';

/** The API's query string for a list query (defaults left out). */
export function usersApiPath(q: AdminUserListQuery): string {
  const p = new URLSearchParams();
  if (q.tab !== 'all') p.set('tab', q.tab);
  if (q.q) p.set('q', q.q);
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return `${USERS_API}${s ? `?${s}` : ''}`;
}

const one = (id: string) => `${USERS_API}/${encodeURIComponent(id)}`;

export const fetchUsers = (q: AdminUserListQuery) => adminRequest<AdminUserList>('GET', usersApiPath(q));
export const setUserRole = (id: string, role: Role) => adminRequest<AdminUserChange>('PATCH', one(id), { role });
export const suspendUser = (id: string) => adminRequest<AdminUserChange & { sessionsEnded: number }>('POST', `${one(id)}/suspend`);
export const restoreUser = (id: string) => adminRequest<AdminUserChange>('POST', `${one(id)}/restore`);
export const fetchUserSessions = (id: string) => adminRequest<{ sessions: AdminUserSessionView[] }>('GET', `${one(id)}/sessions`);
export const endUserSessions = (id: string) => adminRequest<{ sessionsEnded: number }>('DELETE', `${one(id)}/sessions`);
export const messageUser = (id: string, msg: UserMessage) => adminRequest<{ notificationId: string; mailed: boolean }>('POST', `${one(id)}/message`, msg);
/** A pending invitation mailed again (a new link; the old one stops working). */
export const resendInvite = (id: string) => adminRequest<AdminUserInvite>('POST', `${one(id)}/invite/resend`);
/** A pending invitation cancelled: the unused account is deleted. */
export const cancelInvite = (id: string) => adminRequest<AdminInviteCancel>('DELETE', `${one(id)}/invite`);
