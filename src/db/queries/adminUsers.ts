/**
 * Accounts as the back office reads them (admin-content §2 "User management"): one page of the list with each
 * account's live sessions and last use, the stats cards, one account, and an account's sessions without their
 * tokens. The changes themselves reuse queries/accounts.ts (role, suspension, ending sessions, the admin lock).
 */
import { and, asc, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_WITHIN_DAYS, NEW_WITHIN_DAYS, RECENT_WITHIN_HOURS, type AdminUserStats, type AdminUserTab } from '../../domain/adminUsers.ts';
import type { Role } from '../../domain/roles.ts';
import type { Db } from '../connection.ts';
import { authAccounts, sessions, users, verifications } from '../schema.ts';
import { containsPattern } from './likePattern.ts';

/** One account with what the list shows about its sessions. */
export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  banned: boolean;
  createdAt: Date;
  lastActiveAt: Date | null;
  sessionCount: number;
  /** Has a password (a credential account): false for an invited account that has not set one yet. */
  hasPassword?: boolean;
}

/** A session, without its token. */
export interface AdminSessionRow {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
}

const activeWindow = sql.raw(`interval '${ACTIVE_WITHIN_DAYS} days'`);
const recentWindow = sql.raw(`interval '${RECENT_WITHIN_HOURS} hours'`);
const newWindow = sql.raw(`interval '${NEW_WITHIN_DAYS} days'`);

/** The listed account's id, qualified: inside a subquery over sessions a bare "id" would be the session's. */
const userIdColumn = sql.raw('"users"."id"');

const lastActive = sql<Date | string | null>`(SELECT max(s.updated_at) FROM ${sessions} s WHERE s.user_id = ${userIdColumn})`;
const liveSessions = sql<number>`(SELECT count(*)::int FROM ${sessions} s WHERE s.user_id = ${userIdColumn} AND s.expires_at > now())`;
/** Active (the list's tab and the stats card): a live session, or one used within the window. */
const isActive = sql<boolean>`EXISTS (SELECT 1 FROM ${sessions} s WHERE s.user_id = ${userIdColumn} AND (s.expires_at > now() OR s.updated_at > now() - ${activeWindow}))`;

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  emailVerified: users.emailVerified,
  banned: users.banned,
  createdAt: users.createdAt,
  lastActiveAt: lastActive,
  sessionCount: liveSessions,
  hasPassword: sql<boolean>`EXISTS (SELECT 1 FROM ${authAccounts} a WHERE a.user_id = ${userIdColumn})`,
};

/**
 * An invitation is pending while the account has no credential account (`hasPassword` false): the invitee has not
 * set a password through the mailed link, so they have never signed in. The list's `invitePending` and the resend and
 * cancel rules (services/admin/users.ts) all read this one definition.
 */
export function isInvitePending(row: Pick<AdminUserRow, 'hasPassword'>): boolean {
  return row.hasPassword === false;
}

function rowOf(r: { lastActiveAt: Date | string | null; sessionCount: number | string } & Omit<AdminUserRow, 'lastActiveAt' | 'sessionCount'>): AdminUserRow {
  return { ...r, lastActiveAt: r.lastActiveAt === null ? null : new Date(r.lastActiveAt), sessionCount: Number(r.sessionCount) };
}

function listWhere(tab: AdminUserTab, q: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (tab === 'active') conditions.push(isActive);
  else if (tab === 'recent') conditions.push(gt(users.createdAt, sql`now() - ${recentWindow}`));
  else if (tab === 'admins') conditions.push(inArray(users.role, ['admin', 'moderator']));
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  return and(...conditions);
}

/** One page of accounts, newest first, with the total that matches. */
export async function listAdminUsers(db: Db, q: { tab: AdminUserTab; q: string; page: number; pageSize: number }): Promise<{ rows: AdminUserRow[]; totalCount: number }> {
  const where = listWhere(q.tab, q.q);
  const [rows, count] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows: rows.map(rowOf), totalCount: Number(count[0]?.n ?? 0) };
}

/** The stats cards, in one pass over the accounts. */
export async function adminUserStats(db: Db): Promise<AdminUserStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) FILTER (WHERE ${isActive}))::int`,
      newThisWeek: sql<number>`(count(*) FILTER (WHERE ${users.createdAt} > now() - ${newWindow}))::int`,
      admins: sql<number>`(count(*) FILTER (WHERE ${users.role} = 'admin'))::int`,
      moderators: sql<number>`(count(*) FILTER (WHERE ${users.role} = 'moderator'))::int`,
      suspended: sql<number>`(count(*) FILTER (WHERE ${users.banned}))::int`,
    })
    .from(users);
  return {
    total: Number(row?.total ?? 0),
    active: Number(row?.active ?? 0),
    newThisWeek: Number(row?.newThisWeek ?? 0),
    admins: Number(row?.admins ?? 0),
    moderators: Number(row?.moderators ?? 0),
    suspended: Number(row?.suspended ?? 0),
  };
}

/** One account as the list shows it, or null. */
export async function adminUserById(db: Db, id: string): Promise<AdminUserRow | null> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id)).limit(1);
  return row ? rowOf(row) : null;
}

/** The account's live sessions, most recently used first; the token is never read. */
export async function sessionsOf(db: Db, userId: string): Promise<AdminSessionRow[]> {
  return db
    .select({ id: sessions.id, userAgent: sessions.userAgent, ipAddress: sessions.ipAddress, createdAt: sessions.createdAt, updatedAt: sessions.updatedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.updatedAt), asc(sessions.id));
}

/** The account's name (for the message's greeting); null when there is none with this id. */
export async function accountNameOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}

/** better-auth's prefix of a password-reset token's verification row (an invitation link is one). */
export const RESET_IDENTIFIER_PREFIX = 'reset-password:';
const isResetTokenOf = (userId: string) => and(eq(verifications.value, userId), sql`${verifications.identifier} LIKE ${`${RESET_IDENTIFIER_PREFIX}%`}`);

/** When the account's newest set-your-password link (an invitation, a resend or a reset request) was issued; null when it has none. */
export async function latestResetTokenAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db.select({ at: sql<Date | string | null>`max(${verifications.createdAt})` }).from(verifications).where(isResetTokenOf(userId));
  return row?.at ? new Date(row.at) : null;
}

/** Deletes the account's set-your-password links (used or not, expired or not): none of them works afterwards. Returns how many there were. */
export async function deleteResetTokensOf(db: Db, userId: string): Promise<number> {
  const deleted = await db.delete(verifications).where(isResetTokenOf(userId)).returning({ id: verifications.id });
  return deleted.length;
}
