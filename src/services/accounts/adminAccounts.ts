/**
 * Operator use cases on accounts (`npm run admin`, issue 10): create the first admin, change a role, suspend and
 * restore. The same rules as sign-up (domain/accountInput.ts, with its messages), better-auth's own password hash,
 * and every change recorded in the security-event log in the same transaction as the change itself.
 */
import { generateRandomString, hashPassword } from 'better-auth/crypto';
import type { ZodType } from 'zod';
import { emailSchema, nameSchema, newPasswordSchema } from '../../domain/accountInput.ts';
import { roleSchema, type Role } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import { deleteSessionsOf, findAccountByEmail, insertVerifiedAccount, setAccountBanned, updateAccountRole, type AccountSummary } from '../../db/queries/accounts.ts';
import { recordSecurityEvent } from '../../db/queries/securityEvents.ts';

/** The name of an admin created without one. */
export const DEFAULT_ADMIN_NAME = 'Administrator';

/** Input that sign-up would refuse too; `message` is the form's message. */
export class AccountInputError extends Error {
  override name = 'AccountInputError';
  constructor(
    readonly field: 'email' | 'name' | 'password' | 'role',
    message: string,
  ) {
    super(message);
  }
}

/** No account has the email given. */
export class AccountNotFoundError extends Error {
  override name = 'AccountNotFoundError';
  constructor() {
    super('No account with that email.');
  }
}

/**
 * Who acts, for the security-event log. There is no signed-in actor on the command line (actor_id stays null):
 * `via` says where the change came from and `operator` (the operating-system user, when known) who ran it.
 */
export interface OperatorContext {
  via: 'cli';
  operator?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
}

function valid<T>(field: AccountInputError['field'], schema: ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AccountInputError(field, parsed.error.issues[0]?.message ?? 'Invalid input');
}

/** The email as stored (lower-case), or AccountInputError with sign-up's message. */
export const validEmail = (email: string): string => valid('email', emailSchema, email);
/** A role, or AccountInputError. */
export const validRole = (role: string): Role => valid('role', roleSchema, role);

async function record(db: Db, ctx: OperatorContext, type: 'role_changed' | 'suspended' | 'restored', account: AccountSummary, detail: Record<string, unknown>): Promise<void> {
  await recordSecurityEvent(db, {
    type,
    userId: account.id,
    actorId: null,
    email: account.email,
    ipAddress: ctx.ipAddress ?? null,
    userAgent: ctx.userAgent ?? null,
    detail: { ...detail, via: ctx.via, ...(ctx.operator ? { operator: ctx.operator } : {}) },
  });
}

/** Sets the role of the locked account `account` inside `tx`; records the change. */
async function changeRole(tx: Db, ctx: OperatorContext, account: AccountSummary, role: Role): Promise<boolean> {
  if (account.role === role) return false;
  await updateAccountRole(tx, account.id, role);
  await record(tx, ctx, 'role_changed', account, { role, from: account.role });
  return true;
}

export type CreateAdminResult =
  /** A new, verified admin account with this password. */
  | { outcome: 'created'; userId: string; email: string }
  /** The email had an account: it is an admin now; its password was not touched. */
  | { outcome: 'promoted'; userId: string; email: string; from: Role }
  /** The email's account was an admin already: nothing changed. */
  | { outcome: 'unchanged'; userId: string; email: string };

/**
 * Makes `email` an admin. A new account is created verified (the operator vouches for the address) with the password,
 * which must pass sign-up's rules; `password` may be a function, called only when a new account is needed (so an
 * existing account's owner is never asked for one). An existing account is promoted and keeps its password.
 */
export async function createAdmin(
  db: Db,
  input: { email: string; name?: string | undefined; password: string | (() => Promise<string>) },
  ctx: OperatorContext,
): Promise<CreateAdminResult> {
  const email = validEmail(input.email);
  const name = valid('name', nameSchema, input.name ?? DEFAULT_ADMIN_NAME);
  const promote = () =>
    db.transaction(async (tx): Promise<CreateAdminResult | null> => {
      const account = await findAccountByEmail(tx, email, { forUpdate: true });
      if (!account) return null;
      const from = account.role;
      return (await changeRole(tx, ctx, account, 'admin')) ? { outcome: 'promoted', userId: account.id, email, from } : { outcome: 'unchanged', userId: account.id, email };
    });

  const existing = await promote();
  if (existing) return existing;

  const password = valid('password', newPasswordSchema, typeof input.password === 'string' ? input.password : await input.password());
  const passwordHash = await hashPassword(password);
  const id = generateRandomString(32, 'a-z', 'A-Z', '0-9');
  const created = await db.transaction(async (tx) => {
    const inserted = await insertVerifiedAccount(tx, { id, credentialId: generateRandomString(32, 'a-z', 'A-Z', '0-9'), email, name, role: 'admin', passwordHash });
    if (inserted) await record(tx, ctx, 'role_changed', { id, email, role: 'admin', banned: false }, { role: 'admin', from: null, created: true });
    return inserted;
  });
  if (created) return { outcome: 'created', userId: id, email };
  // Someone signed up with this email meanwhile: their account is promoted, with their own password.
  const raced = await promote();
  if (!raced) throw new Error('the account with this email vanished while it was being made an admin; run the command again');
  return raced;
}

/** Sets the role of `email`'s account; `changed` is false when it had that role already. */
export async function setRole(db: Db, input: { email: string; role: string }, ctx: OperatorContext): Promise<{ userId: string; email: string; role: Role; from: Role; changed: boolean }> {
  const email = validEmail(input.email);
  const role = validRole(input.role);
  return db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email, { forUpdate: true });
    if (!account) throw new AccountNotFoundError();
    const changed = await changeRole(tx, ctx, account, role);
    return { userId: account.id, email, role, from: account.role, changed };
  });
}

/**
 * Suspends `email`'s account: sign-in is refused (better-auth's ban) and every session ends in the same transaction,
 * so no request after this one is served as that user. `changed` is false when it was suspended already (any session
 * left is still ended).
 */
export async function suspendAccount(db: Db, input: { email: string }, ctx: OperatorContext): Promise<{ userId: string; email: string; changed: boolean; sessionsEnded: number }> {
  const email = validEmail(input.email);
  return db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email, { forUpdate: true });
    if (!account) throw new AccountNotFoundError();
    if (!account.banned) await setAccountBanned(tx, account.id, true);
    const sessionsEnded = await deleteSessionsOf(tx, account.id);
    if (!account.banned) await record(tx, ctx, 'suspended', account, { sessionsEnded });
    return { userId: account.id, email, changed: !account.banned, sessionsEnded };
  });
}

/** Lifts a suspension: the account may sign in again. `changed` is false when it was not suspended. */
export async function restoreAccount(db: Db, input: { email: string }, ctx: OperatorContext): Promise<{ userId: string; email: string; changed: boolean }> {
  const email = validEmail(input.email);
  return db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email, { forUpdate: true });
    if (!account) throw new AccountNotFoundError();
    if (account.banned) {
      await setAccountBanned(tx, account.id, false);
      await record(tx, ctx, 'restored', account, {});
    }
    return { userId: account.id, email, changed: account.banned };
  });
}
