/**
 * Account rows for operator commands (services/accounts/adminAccounts.ts): look-up by email, a verified account with
 * its password credential, role and suspension changes, and ending a user's sessions. better-auth owns these tables
 * for everything else (services/auth/createAuth.ts); rows written here are the ones it would write.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '../../domain/roles.ts';
import { queryPrepared, type Db } from '../connection.ts';
import { authAccounts, sessions, users } from '../schema.ts';
import { deleteResetTokensOf } from './adminUsers.ts';

/** What an operator command needs to know about an account. */
export interface AccountSummary {
  id: string;
  email: string;
  role: Role;
  banned: boolean;
}

const summary = { id: users.id, email: users.email, role: users.role, banned: users.banned };

/** The account with this (stored, lower-case) email; `forUpdate` locks its row until the transaction ends. */
export async function findAccountByEmail(db: Db, email: string, opts: { forUpdate?: boolean } = {}): Promise<AccountSummary | null> {
  const query = db.select(summary).from(users).where(eq(users.email, email)).limit(1);
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** better-auth's provider id for email-and-password credentials. */
export const CREDENTIAL_PROVIDER_ID = 'credential';

/**
 * Inserts a verified account and its password credential (account_id is the user id, as better-auth writes it).
 * Returns false, writing nothing, when the email is taken (a sign-up may have won the race).
 */
export async function insertVerifiedAccount(
  db: Db,
  account: { id: string; credentialId: string; email: string; name: string; role: Role; passwordHash: string },
): Promise<boolean> {
  const inserted = await db
    .insert(users)
    .values({ id: account.id, email: account.email, name: account.name, role: account.role, emailVerified: true })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (inserted.length === 0) return false;
  await db.insert(authAccounts).values({ id: account.credentialId, userId: account.id, accountId: account.id, providerId: CREDENTIAL_PROVIDER_ID, password: account.passwordHash });
  return true;
}

export async function updateAccountRole(db: Db, userId: string, role: Role): Promise<void> {
  await db.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** Suspends (banned, with no end date: better-auth refuses sign-in) or restores an account. */
export async function setAccountBanned(db: Db, userId: string, banned: boolean): Promise<void> {
  await db.update(users).set({ banned, banReason: null, banExpires: null, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** Ends every session of the user (each browser is signed out at its next request); returns how many there were. */
export async function deleteSessionsOf(db: Db, userId: string): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}

/** The account with this id, its row locked until the transaction ends (self-service: deletion). */
export async function lockAccountById(db: Db, userId: string): Promise<AccountSummary | null> {
  const [row] = await db.select(summary).from(users).where(eq(users.id, userId)).limit(1).for('update');
  return row ?? null;
}

/**
 * The ids of the admins who can act (not suspended), their rows locked until the transaction ends: two admins
 * deleting themselves at once are served one after the other, so the second sees the first one gone.
 */
export async function lockActiveAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.banned, false)))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

/**
 * Deletes an account. Its sessions, credentials, likes, bookmarks, preferences, reading progress and everything else
 * that names it go with it (ON DELETE CASCADE, migrations 0015-0017). Its password-reset and invitation links have no
 * foreign key (better-auth keeps them in `verifications` with the user id as the value), so they are deleted first by
 * the one definition of such a link (adminUsers.ts deleteResetTokensOf). Security events stay, without the id.
 */
export async function deleteAccountRow(db: Db, userId: string): Promise<boolean> {
  await deleteResetTokensOf(db, userId);
  const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}

/** A live session (not expired) by its token, with its account: one indexed read for the session middleware. */
const LIVE_SESSION_SQL = `SELECT s.expires_at, u.id, u.name, u.email, u.email_verified, u.role, u.banned, u.created_at
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.token = $1 AND s.expires_at > now()
  LIMIT 1`;

export async function findLiveSession(db: Db, token: string): Promise<{
  expiresAt: Date;
  user: { id: string; name: string; email: string; emailVerified: boolean; role: string; banned: boolean; createdAt: Date };
} | null> {
  const [row] = await queryPrepared<{ expires_at: Date | string; id: string; name: string; email: string; email_verified: boolean; role: string; banned: boolean; created_at: Date | string }>(
    db,
    'find_live_session',
    LIVE_SESSION_SQL,
    [token],
  );
  if (!row) return null;
  return {
    expiresAt: new Date(row.expires_at),
    user: { id: row.id, name: row.name, email: row.email, emailVerified: row.email_verified, role: row.role, banned: row.banned, createdAt: new Date(row.created_at) },
  };
}
