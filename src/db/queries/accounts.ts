/**
 * Account rows for operator commands (services/accounts/adminAccounts.ts): look-up by email, a verified account with
 * its password credential, role and suspension changes, and ending a user's sessions. better-auth owns these tables
 * for everything else (services/auth/createAuth.ts); rows written here are the ones it would write.
 */
import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../domain/roles.ts';
import type { Db } from '../connection.ts';
import { authAccounts, sessions, users } from '../schema.ts';

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
