/**
 * "Delete my account" (issue 10): the signed-in reader deletes their own account after typing their password. The
 * actor is always the session's user (never an id from the request); the policy decides first (policies/user.ts:
 * only the owner deletes an account). The password is checked by better-auth's own verifier against the stored hash,
 * the way its change-password does. The row goes in one transaction with the security event; everything that names
 * the account goes with it (db/queries/accounts.ts `deleteAccountRow`). The last admin who can act cannot delete
 * themself: the site would have nobody to run it.
 */
import { deleteAccountSchema, type DeleteAccountInput } from '../../domain/accountSecurity.ts';
import type { Actor, SignedInActor } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import { deleteAccountRow, lockAccountById, lockActiveAdminIds } from '../../db/queries/accounts.ts';
import { recordSecurityEvent } from '../../db/queries/securityEvents.ts';
import { authorize } from '../../policies/can.ts';
import { AuthorizationError } from '../../policies/authorizationError.ts';
import type { Auth } from '../auth/createAuth.ts';

export const WRONG_PASSWORD_MESSAGE = 'That password is not right. Your account was not deleted.';
export const LAST_ADMIN_MESSAGE = 'You are the only admin. Make another account an admin first, then delete yours.';

/** The password typed was not the account's: nothing was deleted. */
export class WrongPasswordError extends Error {
  override name = 'WrongPasswordError';
  constructor() {
    super(WRONG_PASSWORD_MESSAGE);
  }
}

/** The account is the last admin who can act: nothing was deleted. */
export class LastAdminError extends Error {
  override name = 'LastAdminError';
  constructor() {
    super(LAST_ADMIN_MESSAGE);
  }
}

export interface DeleteOwnAccountDeps {
  db: Db;
  /** better-auth: its password verifier and its read of the credential. */
  auth: Auth;
}

/** Where the request came from, for the security-event log. */
export interface RequestFacts {
  ipAddress: string | null;
  userAgent: string | null;
}

/** True when `password` is the account's; a missing credential costs a hash too, so timing tells nothing. */
async function passwordMatches(auth: Auth, userId: string, password: string): Promise<boolean> {
  const ctx = await auth.$context;
  const credential = await ctx.internalAdapter.findCredentialAccount(userId);
  if (!credential?.password) {
    await ctx.password.hash(password);
    return false;
  }
  return ctx.password.verify({ hash: credential.password, password });
}

export async function deleteOwnAccount(deps: DeleteOwnAccountDeps, actor: Actor, input: DeleteAccountInput, request: RequestFacts): Promise<{ deleted: true }> {
  authorize(actor, 'delete', { kind: 'user', id: actor?.id ?? null });
  const me = actor as SignedInActor;
  const { password } = deleteAccountSchema.parse(input);
  const refused = (reason: 'wrong_password' | 'last_admin') =>
    recordSecurityEvent(deps.db, { type: 'account_delete_refused', userId: me.id, actorId: me.id, ipAddress: request.ipAddress, userAgent: request.userAgent, detail: { reason } });

  if (!(await passwordMatches(deps.auth, me.id, password))) {
    await refused('wrong_password');
    throw new WrongPasswordError();
  }

  const outcome = await deps.db.transaction(async (tx): Promise<'deleted' | 'gone' | 'last_admin'> => {
    // Admins first, then the account, always in that order (whatever role the session saw: it may have changed), so
    // two deletions never wait on each other in a circle.
    const admins = await lockActiveAdminIds(tx);
    const account = await lockAccountById(tx, me.id);
    if (!account || account.banned) return 'gone';
    if (account.role === 'admin' && !admins.some((id) => id !== me.id)) return 'last_admin';
    await deleteAccountRow(tx, me.id);
    await recordSecurityEvent(tx, {
      type: 'account_deleted',
      // The row is gone: the event keeps the address, as events of deleted accounts do (migration 0015).
      userId: null,
      actorId: null,
      email: account.email,
      ipAddress: request.ipAddress,
      userAgent: request.userAgent,
      detail: { via: 'self', role: account.role },
    });
    return 'deleted';
  });
  if (outcome === 'last_admin') {
    await refused('last_admin');
    throw new LastAdminError();
  }
  // Deleted or suspended by someone else meanwhile: the session no longer stands for anyone.
  if (outcome === 'gone') throw new AuthorizationError(401, 'Please sign in to continue.');
  return { deleted: true };
}
