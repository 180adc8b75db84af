/**
 * Users and roles in the back office (admin-content §2 "User management", §6; issue 11 item 8): admins list accounts,
 * change roles, suspend and restore, list and end an account's sessions and send a message. Every function takes the
 * acting admin, authorises first (policies/user.ts: admins only, never on themselves), then changes the account in one
 * transaction with its audit event (and the security event the account commands write, services/accounts/
 * adminAccounts.ts, through the same queries). Nobody here ever sets or reads a password, and no session token leaves
 * the database. Invitations (inviteUser, resendInvite, cancelInvite) mail a single-use set-your-password link; a
 * pending one can be mailed again (a new link, the old one void) or cancelled (the unused account deleted).
 *
 * The last active admin can be neither demoted nor suspended (409): the active admins' rows are locked first, so two
 * admins demoting each other at once are served one after the other, and the second finds they are no longer an
 * admin (403) or that the other is the last one (409).
 */
import { randomInt } from 'node:crypto';
import { headerText } from '../../domain/mailHeaders.ts';
import { ADMIN_USERS_PAGE_SIZE, INVITE_RESEND_INTERVAL_SECONDS, INVITE_TTL_HOURS, SUSPENSION_NOTICE, type AdminUserListQuery, type AdminUserStats, type InviteUserInput, type UserMessage } from '../../domain/adminUsers.ts';
import { users, verifications } from '../../db/schema.ts';
import type { Role } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import { deleteAccountRow, deleteSessionsOf, findAccountByEmail, lockAccountById, lockActiveAdminIds, setAccountBanned, updateAccountRole, type AccountSummary } from '../../db/queries/accounts.ts';
import {
  accountNameOf,
  adminUserById,
  adminUserStats,
  deleteResetTokensOf,
  isInvitePending,
  latestResetTokenAt,
  listAdminUsers,
  RESET_IDENTIFIER_PREFIX,
  sessionsOf,
  type AdminSessionRow,
  type AdminUserRow,
} from '../../db/queries/adminUsers.ts';
import { withdrawUnsentMail } from '../../db/queries/mailOutbox.ts';
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

// ——— Invitations ———

/** The outbox kind of an invitation. */
export const INVITE_MAIL_KIND = 'user_invite';
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of better-auth's shape (letters and digits; 32 characters is 190 bits). */
function randomId(length = 32): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return out;
}

export const EMAIL_TAKEN = 'An account with this email already exists.';

/** Invitations need the mail outbox (the link reaches nobody otherwise): 503 when this process has none. */
export class InviteMailUnavailableError extends Error {
  constructor() {
    super('Invitations cannot be sent: this server has no mail outbox configured.');
    this.name = 'InviteMailUnavailableError';
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The invitation: who invited them, the single-use link and when it stops working. */
export function inviteMail(site: { siteName: string; siteUrl: string }, to: { email: string; name: string }, inviter: string, link: string, expiresAt: Date) {
  const expiry = `${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const lines = [
    `${inviter} invited you to ${site.siteName}. Choose a password to activate your account; this also confirms your email address.`,
    `The link works once, until ${expiry} (${INVITE_TTL_HOURS} hours). After that, ask ${inviter} for a new invitation, or use "Forgot password" on the sign-in page.`,
  ];
  const text = [`Hello ${to.name},`, '', ...lines, '', `Set your password: ${link}`, '', 'If you did not expect this invitation, you can ignore this message: no account can be used without the link.', '', `— ${site.siteName}`, site.siteUrl].join('\n');
  const html = [
    `<p>${escapeHtml(`Hello ${to.name},`)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">Set your password</a></p>`,
    '<p>If you did not expect this invitation, you can ignore this message: no account can be used without the link.</p>',
  ].join('\n');
  return { kind: INVITE_MAIL_KIND, to: to.email, subject: headerText(`${inviter} invited you to ${site.siteName}: set your password`), text, html };
}

/**
 * Issues a set-your-password link for `account` (valid INVITE_TTL_HOURS from `now`) and queues its mail through the
 * outbox, in the caller's transaction; the inviter named in the mail is the acting admin. Returns when it expires.
 */
async function issueInvitation(tx: Db, by: Acting, mail: AdminMail, account: { id: string; email: string; name: string }, now: Date): Promise<Date> {
  const token = randomId();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_HOURS * 3600_000);
  await tx.insert(verifications).values({ id: randomId(), identifier: `${RESET_IDENTIFIER_PREFIX}${token}`, value: account.id, expiresAt, createdAt: now, updatedAt: now });
  const inviter = (by.actor ? await accountNameOf(tx, by.actor.id) : null) ?? 'An administrator';
  const link = `${mail.siteUrl.replace(/\/+$/, '')}/auth/reset-password?${new URLSearchParams({ token, invite: '1' })}`;
  await queueMail(tx, mail.queue, inviteMail(mail, { email: account.email, name: account.name }, inviter, link, expiresAt));
  return expiresAt;
}

/**
 * Invites someone by mail (admins): the account (unverified, no password) with its role, a single-use link valid for
 * INVITE_TTL_HOURS (a better-auth password-reset token: the reset page sets the first password, which verifies the
 * address), the mail and the audit event `user.invite`, all in one transaction. 409 when the email has an account
 * (nothing is written or sent). Nobody sees the link but its recipient: it is in the mail only, never in the answer.
 */
export async function inviteUser(db: Db, by: Acting, input: InviteUserInput, mail: AdminMail | null, now: Date = new Date()): Promise<{ user: AdminUserRow; expiresAt: Date }> {
  authorizeOn(by, 'invite', null);
  if (!mail) throw new InviteMailUnavailableError();
  return db.transaction(async (tx) => {
    if (await findAccountByEmail(tx, input.email, { forUpdate: true })) throw new ConflictError(EMAIL_TAKEN);
    const id = randomId();
    const inserted = await tx
      .insert(users)
      .values({ id, email: input.email, name: input.name, role: input.role, emailVerified: false })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    // A sign-up (or another admin's invitation) won the race since the look-up.
    if (inserted.length === 0) throw new ConflictError(EMAIL_TAKEN);
    const expiresAt = await issueInvitation(tx, by, mail, { id, email: input.email, name: input.name }, now);
    await audit(tx, by, 'user.invite', { id, email: input.email }, null, { name: input.name, role: input.role, expiresAt: expiresAt.toISOString() });
    return { user: await viewOf(tx, id), expiresAt };
  });
}

export const INVITE_NOT_PENDING = 'This invitation was already accepted: the account has a password. Manage it like any other account.';

/** A resend within INVITE_RESEND_INTERVAL_SECONDS of the account's last link (429 with Retry-After). */
export class InviteResendTooSoonError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`An invitation link was sent to this account less than ${INVITE_RESEND_INTERVAL_SECONDS} s ago. Try again in ${retryAfterSeconds} s.`);
    this.name = 'InviteResendTooSoonError';
  }
}

/** The locked account's list row when its invitation is still pending; 409 otherwise (db/queries/adminUsers.ts isInvitePending). */
async function pendingInvitee(tx: Db, id: string): Promise<AdminUserRow> {
  const row = await viewOf(tx, id);
  if (!isInvitePending(row)) throw new ConflictError(INVITE_NOT_PENDING);
  return row;
}

/**
 * Mails a pending invitation again (admins): a new single-use link valid INVITE_TTL_HOURS from now; every earlier
 * link of the account stops working (its verification rows are deleted) and their mails still in the outbox are
 * withdrawn; the mail goes through the outbox as the invitation's did; audit event `user.invite_resend`. One
 * transaction, on the locked account row (two resends at once are served one after the other). 404 unknown, 409 when
 * the invitation was accepted, 429 (InviteResendTooSoonError) within INVITE_RESEND_INTERVAL_SECONDS of the last link,
 * 503 (InviteMailUnavailableError) without a mail outbox.
 */
export async function resendInvite(db: Db, by: Acting, id: string, mail: AdminMail | null, now: Date = new Date()): Promise<{ user: AdminUserRow; expiresAt: Date }> {
  authorizeOn(by, 'resendInvite', id);
  if (!mail) throw new InviteMailUnavailableError();
  return db.transaction(async (tx) => {
    const account = await lockTarget(tx, id);
    const row = await pendingInvitee(tx, account.id);
    const last = await latestResetTokenAt(tx, account.id);
    const waitMs = last ? last.getTime() + INVITE_RESEND_INTERVAL_SECONDS * 1000 - now.getTime() : 0;
    if (waitMs > 0) throw new InviteResendTooSoonError(Math.max(1, Math.ceil(waitMs / 1000)));
    const linksVoided = await deleteResetTokensOf(tx, account.id);
    const mailsWithdrawn = await withdrawUnsentMail(tx, INVITE_MAIL_KIND, account.email);
    const expiresAt = await issueInvitation(tx, by, mail, { id: account.id, email: account.email, name: row.name }, now);
    await audit(tx, by, 'user.invite_resend', account, { linksVoided, mailsWithdrawn }, { role: account.role, expiresAt: expiresAt.toISOString() });
    return { user: await viewOf(tx, account.id), expiresAt };
  });
}

/**
 * Cancels a pending invitation (admins): the account nobody has used is deleted with everything that hangs off it
 * (sessions, notifications and the rest by ON DELETE CASCADE; its links, which name it only in `verifications.value`,
 * explicitly: db/queries/accounts.ts deleteAccountRow), its invitation mails still in the outbox are withdrawn, and the
 * audit event `user.invite_cancel` (before: email, name, role) and the security event `account_deleted` are written,
 * in one transaction. 404 unknown, 409 when the invitation was accepted (the account is in use: suspend it instead).
 */
export async function cancelInvite(db: Db, by: Acting, id: string): Promise<{ cancelled: true }> {
  authorizeOn(by, 'cancelInvite', id);
  return db.transaction(async (tx) => {
    // The admins' rows first (an invited admin is one of them), as every change that may remove an admin does.
    const account = await lockForAdminChange(tx, by, id, () => true);
    const row = await pendingInvitee(tx, account.id);
    const mailsWithdrawn = await withdrawUnsentMail(tx, INVITE_MAIL_KIND, account.email);
    await deleteAccountRow(tx, account.id);
    await recordSecurityEvent(tx, {
      type: 'account_deleted',
      // The row is gone: the event keeps the address, as events of deleted accounts do (migration 0015).
      userId: null,
      actorId: by.actor?.id ?? null,
      email: account.email,
      ipAddress: by.address,
      detail: { via: 'admin', reason: 'invite_cancelled', role: account.role },
    });
    await audit(tx, by, 'user.invite_cancel', account, { email: account.email, name: row.name, role: account.role }, { mailsWithdrawn });
    return { cancelled: true as const };
  });
}
