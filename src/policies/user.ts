/**
 * Accounts (public-site §4, admin-content §6). Everyone manages their own account (read, update, delete, sessions).
 * Admins list accounts, invite, change roles, suspend and restore, message users and end their sessions, but never
 * see or set a password, and never suspend or demote themselves (the last admin could lock everyone out). They also
 * resend and cancel a pending invitation (`resendInvite`, `cancelInvite`): cancelling deletes an account nobody has
 * used yet, which is not `delete` (an account in use is deleted by its owner only); the service checks it is pending.
 */
import type { SignedInActor } from '../domain/roles.ts';

export const USER_ACTIONS = ['read', 'update', 'delete', 'listSessions', 'revokeSessions', 'list', 'invite', 'resendInvite', 'cancelInvite', 'setRole', 'suspend', 'message'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** The account acted on; `id` null for actions on no account in particular (list, invite). */
export interface UserSubject {
  kind: 'user';
  id: string | null;
}

const SELF_SERVICE: ReadonlySet<UserAction> = new Set(['read', 'update', 'delete', 'listSessions', 'revokeSessions']);

export function userPolicy(actor: SignedInActor | null, action: UserAction, user: UserSubject): boolean {
  if (!actor) return false;
  const self = user.id !== null && user.id === actor.id;
  if (self) return SELF_SERVICE.has(action);
  if (actor.role !== 'admin') return false;
  // An admin reads accounts, lists, invites (and resends or cancels an invitation), messages and ends sessions;
  // profile edits and deletion stay with the owner.
  return action !== 'update' && action !== 'delete';
}
