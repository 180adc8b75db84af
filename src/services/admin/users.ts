/**
 * Users and roles in the back office (admin-content §2 "User management", §6; issue 11 item 8): admins list accounts,
 * change roles, suspend and restore, list and end an account's sessions and send a message. Every function takes the
 * acting admin, authorises first (policies/user.ts: admins only, never on themselves), then changes the account in one
 * transaction with its audit event (and the security event the account commands write, services/accounts/
 * adminAccounts.ts, through the same queries). Nobody here ever sets or reads a password, and no session token leaves
 * the database.
 *
 * The last active admin can be neither demoted nor suspended (409): the active admins' rows are locked first, so two
 * admins demoting each other at once are served one after the other, and the second finds they are no longer an
 * admin (403) or that the other is the last one (409).
 */
import { headerText } from '../../domain/mailHeaders.ts';
import { ADMIN_USERS_PAGE_SIZE, SUSPENSION_NOTICE, type AdminUserListQuery, type AdminUserStats, type UserMessage } from '../../domain/adminUsers.ts';
import type { Role } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import { deleteSessionsOf, lockAccountById, lockActiveAdminIds, setAccountBanned, updateAccountRole, type AccountSummary } from '../../db/queries/accounts.ts';
import { adminUserById, adminUserStats, listAdminUsers, sessionsOf, type AdminSessionRow, type AdminUserRow } from '../../db/queries/adminUsers.ts';
import { recordAuditEvent } from '../../db/queries/auditEvents.ts';
import { insertNotification } from '../../db/queries/readerNotifications.ts';
import { recordSecurityEvent } from '../../db/queries/securityEvents.ts';
import { queueMail, type MailJobQueue } from '../../integrations/mail/mailOutbox.ts';
import { AuthorizationError } from '../../policies/authorizationError.ts';
import { authorize } from '../../policies/can.ts';
import type { UserAction } from '../../policies/user.ts';
import { ConflictError, NotFoundError } from '../serviceErrors.ts';
import type { Acting } from './articleModeration.ts';

export type { Acting };
export type { AdminSessionRow, AdminUserRow };

const NOT_FOUND = 'No account with this id.';
const SELF = 'You cannot change your own role, suspend yourself or message yourself here: ask another admin.';
const NO_LONGER_ADMIN = 'You are no longer an active admin.';
const lastAdmin = (email: string) => `${email} is the last active admin: make another account an admin before demoting or suspending this one.`;

/** The outbox kind of an admin's message to a user. */
export const ADMIN_MESSAGE_MAIL_KIND = 'admin_message';

/** How a message's mail is queued: the outbox's job queue and the site it comes from. Without it only the notification is written. */
export interface AdminMail {
  queue: MailJobQueue;
  siteName: string;
  siteUrl: string;
}

/**
 * Authorises `action` on account `id`. An admin acting on their own account gets a clear 403 rather than the policy's
 * general one (their own role, suspension and messages are not self-service).
 */
function authorizeOn(by: Acting, action: UserAction, id: string | null): void {
  const actor = by.actor;
  if (actor && !actor.suspended && actor.role === 'admin' && id !== null && id === actor.id && (action === 'setRole' || action === 'suspend' || action === 'message')) {
    throw new AuthorizationError(403, SELF);
  }
  authorize(actor, action, { kind: 'user', id });
}

function audit(tx: Db, by: Acting, action: string, account: Pick<AccountSummary, 'id' | 'email'>, before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  return recordAuditEvent(tx, { actorId: by.actor?.id ?? null, action, targetType: 'user', targetId: account.id, targetLabel: account.email, before, after, ipAddress: by.address });
}

function security(tx: Db, by: Acting, type: 'role_changed' | 'suspended' | 'restored' | 'sessions_revoked', account: AccountSummary, detail: Record<string, unknown>) {
  return recordSecurityEvent(tx, { type, userId: account.id, actorId: by.actor?.id ?? null, email: account.email, ipAddress: by.address, detail: { ...detail, via: 'admin' } });
}

async function lockTarget(tx: Db, id: string): Promise<AccountSummary> {
  const account = await lockAccountById(tx, id);
  if (!account) throw new NotFoundError(NOT_FOUND);
  return account;
}

/**
 * Locks the active admins, then the target. Refuses an actor who is no longer an active admin (demoted or suspended
 * since their request began) and, when `removesAdmin`, the change that would leave no active admin.
 */
async function lockForAdminChange(tx: Db, by: Acting, id: string, removesAdmin: (a: AccountSummary) => boolean): Promise<AccountSummary> {
  const admins = await lockActiveAdminIds(tx);
  const account = await lockTarget(tx, id);
  const isActiveAdmin = account.role === 'admin' && !account.banned;
  if (isActiveAdmin && removesAdmin(account) && admins.filter((a) => a !== account.id).length === 0) throw new ConflictError(lastAdmin(account.email));
  if (!by.actor || !admins.includes(by.actor.id)) throw new AuthorizationError(403, NO_LONGER_ADMIN);
  return account;
}

async function viewOf(tx: Db, id: string): Promise<AdminUserRow> {
  const row = await adminUserById(tx, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

// ——— Reads ———

export async function listUsers(db: Db, by: Acting, q: AdminUserListQuery): Promise<{ rows: AdminUserRow[]; totalCount: number; stats: AdminUserStats; pageSize: number }> {
  authorizeOn(by, 'list', null);
  const [list, stats] = await Promise.all([listAdminUsers(db, { ...q, pageSize: ADMIN_USERS_PAGE_SIZE }), adminUserStats(db)]);
  return { ...list, stats, pageSize: ADMIN_USERS_PAGE_SIZE };
}

/** The account's live sessions (never their tokens). */
export async function userSessions(db: Db, by: Acting, id: string): Promise<AdminSessionRow[]> {
  authorizeOn(by, 'listSessions', id);
  if (!(await adminUserById(db, id))) throw new NotFoundError(NOT_FOUND);
  return sessionsOf(db, id);
}

// ——— Changes ———

export interface UserChangeResult {
  user: AdminUserRow;
  changed: boolean;
}

/** Sets the account's role (spec §6: the chosen role replaces the old one). */
export async function changeUserRole(db: Db, by: Acting, id: string, role: Role): Promise<UserChangeResult> {
  authorizeOn(by, 'setRole', id);
  return db.transaction(async (tx) => {
    const account = await lockForAdminChange(tx, by, id, () => role !== 'admin');
    const changed = account.role !== role;
    if (changed) {
      await updateAccountRole(tx, account.id, role);
      await security(tx, by, 'role_changed', account, { role, from: account.role });
      await audit(tx, by, 'user.role', account, { role: account.role }, { role });
    }
    return { user: await viewOf(tx, account.id), changed };
  });
}

/**
 * Suspends the account: sign-in is refused (better-auth's ban) and every session ends in the same transaction, so the
 * user's next request is a visitor's; the user also gets a warning notification (admin-content §6). Suspending a
 * suspended account only ends any session left.
 */
export async function suspendUser(db: Db, by: Acting, id: string): Promise<UserChangeResult & { sessionsEnded: number }> {
  authorizeOn(by, 'suspend', id);
  return db.transaction(async (tx) => {
    const account = await lockForAdminChange(tx, by, id, () => true);
    if (!account.banned) await setAccountBanned(tx, account.id, true);
    const sessionsEnded = await deleteSessionsOf(tx, account.id);
    if (!account.banned) {
      await insertNotification(tx, { userId: account.id, type: 'warning', kind: 'message', title: SUSPENSION_NOTICE.title, message: SUSPENSION_NOTICE.message, actionUrl: null });
      await security(tx, by, 'suspended', account, { sessionsEnded });
      await audit(tx, by, 'user.suspend', account, { suspended: false }, { suspended: true, sessionsEnded, notified: true });
    } else if (sessionsEnded > 0) {
      await audit(tx, by, 'user.sessions_end', account, { sessions: sessionsEnded }, { sessions: 0 });
    }
    return { user: await viewOf(tx, account.id), changed: !account.banned, sessionsEnded };
  });
}

/** Lifts a suspension: the account may sign in again. */
export async function restoreUser(db: Db, by: Acting, id: string): Promise<UserChangeResult> {
  authorizeOn(by, 'suspend', id);
  return db.transaction(async (tx) => {
    const account = await lockTarget(tx, id);
    if (account.banned) {
      await setAccountBanned(tx, account.id, false);
      await security(tx, by, 'restored', account, {});
      await audit(tx, by, 'user.restore', account, { suspended: true }, { suspended: false });
    }
    return { user: await viewOf(tx, account.id), changed: account.banned };
  });
}

/** Ends every session of the account: each of its browsers is signed out at its next request. */
export async function endUserSessions(db: Db, by: Acting, id: string): Promise<{ sessionsEnded: number }> {
  authorizeOn(by, 'revokeSessions', id);
  return db.transaction(async (tx) => {
    const account = await lockTarget(tx, id);
    const sessionsEnded = await deleteSessionsOf(tx, account.id);
    await security(tx, by, 'sessions_revoked', account, { sessionsEnded });
    await audit(tx, by, 'user.sessions_end', account, { sessions: sessionsEnded }, { sessions: 0 });
    return { sessionsEnded };
  });
}

/** The mail that goes with an admin's message. */
export function adminMessageMail(site: { siteName: string; siteUrl: string }, to: { email: string; name: string }, msg: UserMessage) {
  const text = [`Hello ${to.name},`, '', msg.message, '', `— ${site.siteName}`, site.siteUrl].join('\n');
  return { kind: ADMIN_MESSAGE_MAIL_KIND, to: to.email, subject: headerText(`${msg.title} · ${site.siteName}`), text };
}

/**
 * A message to one account: an in-app notification (kind `message`, type `info`; every open page of the user gets it
 * at once through the table's trigger) and, when a mail queue is given, the same text by mail through the outbox, in
 * one transaction with the audit event.
 */
export async function messageUser(db: Db, by: Acting, id: string, msg: UserMessage, mail: AdminMail | null): Promise<{ notificationId: string; mailed: boolean }> {
  authorizeOn(by, 'message', id);
  return db.transaction(async (tx) => {
    const account = await lockTarget(tx, id);
    const row = await insertNotification(tx, { userId: account.id, type: 'info', kind: 'message', title: msg.title, message: msg.message, actionUrl: null });
    if (!row) throw new NotFoundError(NOT_FOUND);
    let mailed = false;
    if (mail) {
      const { name } = await viewOf(tx, account.id);
      await queueMail(tx, mail.queue, adminMessageMail(mail, { email: account.email, name }, msg));
      mailed = true;
    }
    await audit(tx, by, 'user.message', account, null, { title: msg.title, message: msg.message, notificationId: row.id, mailed });
    return { notificationId: row.id, mailed };
  });
}
