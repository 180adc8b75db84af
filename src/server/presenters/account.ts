/**
 * What the signed-in reader's own account looks like in answers (GET /api/me, the page header): an explicit field
 * list, so a column added to `users` (ban reason, internal flags) never reaches a browser by accident.
 */
import type { AccountView } from '../../domain/account.ts';

export type { AccountView };

export function presentAccount(user: { id: string; name: string; email: string; emailVerified: boolean; role?: string | null; createdAt: Date | string }): AccountView {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role === 'admin' || user.role === 'moderator' ? user.role : 'user',
    createdAt: new Date(user.createdAt).toISOString(),
  };
}
