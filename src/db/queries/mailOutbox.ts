/**
 * The mail outbox (migration 0014): every outgoing message is a row before it is a job, so a message survives an SMTP
 * outage, a missing SMTP_URL or a crash. Each status change is one conditional statement, so a stale or repeated job
 * cannot move a row backwards (a sent row is never queued again by a job, only by an operator's release).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../connection.ts';
import { mailOutbox, type MailStatus } from '../schema.ts';

/** A message as the outbox stores it. */
export type OutboxMail = typeof mailOutbox.$inferSelect;

/** What a new outbox row needs. */
export interface NewOutboxMail {
  kind: string;
  toAddress: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
}

/** Inserts a queued message; returns its id. */
export async function insertOutboxMail(db: Db, mail: NewOutboxMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind: mail.kind, toAddress: mail.toAddress, replyTo: mail.replyTo ?? null, subject: mail.subject, text: mail.text, html: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

/**
 * Withdraws the messages of `kind` to `toAddress` that were not sent (queued, held or failed): their rows are deleted,
 * so a job that comes for one finds nothing to send, and a release of held or failed mail does not bring it back.
 * Used when what they carry is void (an invitation cancelled or replaced). Returns how many were withdrawn.
 */
export async function withdrawUnsentMail(db: Db, kind: string, toAddress: string): Promise<number> {
  const deleted = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, toAddress), inArray(mailOutbox.status, ['queued', 'held', 'failed'])))
    .returning({ id: mailOutbox.id });
  return deleted.length;
}

/** The message, or null when there is no such row. */
export async function getOutboxMail(db: Db, id: string): Promise<OutboxMail | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

/** Records a delivery: the row is sent (counting the attempt). False when it was not queued (already sent, say). */
export async function markMailSent(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** Records a failed attempt; the last one (`final`) leaves the row failed, earlier ones leave it queued for the retry. */
export async function recordMailFailure(db: Db, id: string, error: string, final: boolean): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error, ...(final ? { status: 'failed' as const } : {}) })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')));
}

/** Keeps a queued message for later (no SMTP configured), saying why. */
export async function markMailHeld(db: Db, id: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'held', lastError: reason })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/**
 * Moves messages in `from` (held, and failed when asked) back to queued, oldest first; only `ids` when given.
 * Returns the ids moved, for the caller to queue a job for each in the same transaction.
 */
export async function requeueOutboxMail(db: Db, from: readonly Exclude<MailStatus, 'queued' | 'sent'>[], ids?: readonly string[]): Promise<string[]> {
  if (from.length === 0 || (ids && ids.length === 0)) return [];
  const chosen = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.status, [...from]), ids ? inArray(mailOutbox.id, [...ids]) : undefined))
    .orderBy(asc(mailOutbox.createdAt))
    // Two operators releasing at once each move a row once.
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'queued', lastError: null })
    .where(inArray(mailOutbox.id, chosen))
    .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt });
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((r) => r.id);
}
