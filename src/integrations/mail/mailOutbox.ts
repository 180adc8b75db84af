/**
 * Outgoing mail through the database outbox: `queueMail` stores the message and queues its send-mail job in one
 * transaction; the job calls `deliverOutboxMail`, which sends through the transport and records the outcome;
 * `releaseHeldMail` queues again what was kept while no SMTP server was configured. Delivery is at least once: a
 * message is only sent while its row is queued, so a repeated or stale job never sends a sent message again (the one
 * gap: the server accepted it but the database could not record that, and the retry sends it again).
 */
import type { Db } from '../../db/connection.ts';
import { getOutboxMail, insertOutboxMail, markMailHeld, markMailSent, recordMailFailure, requeueOutboxMail } from '../../db/queries/mailOutbox.ts';
import type { MailStatus } from '../../db/schema.ts';
import { headerText } from '../../domain/mailHeaders.ts';
import type { MailTransport, OutgoingMail } from './mailTransport.ts';

/** Queues the send-mail job of an outbox row, on `db`: given a transaction, the job exists only if it commits. */
export interface MailJobQueue {
  enqueue(db: Db, outboxId: string): Promise<void>;
}

/** Where mail events are logged: recipient, subject and ids, never a body (it may carry links with tokens). */
export interface MailLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** A message to send, and what it is for ('contact', ...). */
export interface MailToQueue extends OutgoingMail {
  kind: string;
}

/** Why a held row was held (its last_error until it is released). */
export const HELD_REASON = 'SMTP_URL is not set';

/** Stores `mail` in the outbox and queues its job, atomically (inside the caller's transaction when `db` is one). */
export async function queueMail(db: Db, queue: MailJobQueue, mail: MailToQueue): Promise<string> {
  return db.transaction(async (tx) => {
    const id = await insertOutboxMail(tx, {
      kind: mail.kind,
      // Header fields on one line whoever the caller is: a line break would start a header of the caller's choosing.
      toAddress: headerText(mail.to),
      replyTo: mail.replyTo ? headerText(mail.replyTo) : null,
      subject: headerText(mail.subject),
      text: mail.text,
      html: mail.html ?? null,
    });
    await queue.enqueue(tx, id);
    return id;
  });
}

/** What a send-mail job did. */
export type DeliveryOutcome = { outcome: 'sent'; messageId: string } | { outcome: 'held' } | { outcome: 'skipped'; status: MailStatus } | { outcome: 'missing' };

/** A failed attempt, carrying only the transport's summary (never the SMTP credentials); pg-boss retries the job. */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

/**
 * Delivers outbox row `outboxId` once: sends it when it is queued and a transport is configured, holds it when none
 * is, and leaves any other row alone. A failed send is recorded and thrown so pg-boss retries; on the final attempt
 * the row is failed instead of queued.
 */
export async function deliverOutboxMail(
  db: Db,
  transport: MailTransport | null,
  outboxId: string,
  opts: { finalAttempt: boolean; log: MailLog },
): Promise<DeliveryOutcome> {
  const { log } = opts;
  const mail = await getOutboxMail(db, outboxId);
  if (!mail) {
    log.warn({ outboxId }, 'send-mail job for an outbox row that does not exist; nothing to send');
    return { outcome: 'missing' };
  }
  const about = { outboxId, kind: mail.kind, to: mail.toAddress, subject: mail.subject };
  if (mail.status !== 'queued') return { outcome: 'skipped', status: mail.status };
  if (!transport) {
    if (await markMailHeld(db, outboxId, HELD_REASON)) log.info(about, `mail held in the outbox: ${HELD_REASON} (releaseHeldMail sends it once it is)`);
    return { outcome: 'held' };
  }
  let messageId: string;
  try {
    ({ messageId } = await transport.send({ to: mail.toAddress, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html }));
  } catch (err) {
    const error = transport.describeError(err);
    await recordMailFailure(db, outboxId, error, opts.finalAttempt);
    if (opts.finalAttempt) log.error({ ...about, via: transport.description, error }, 'mail could not be sent; gave up (the outbox row is failed)');
    else log.warn({ ...about, via: transport.description, error }, 'mail could not be sent; the job is retried');
    throw new MailDeliveryError(error);
  }
  await markMailSent(db, outboxId);
  log.info({ ...about, via: transport.description, messageId }, 'mail sent');
  return { outcome: 'sent', messageId };
}

/**
 * Queues again the messages kept while no SMTP server was configured (and, with `includeFailed`, those that ran out of
 * retries), oldest first; only `ids` when given. Each gets a new send-mail job in the same transaction. Returns the ids.
 */
export async function releaseHeldMail(db: Db, queue: MailJobQueue, opts: { includeFailed?: boolean; ids?: readonly string[] } = {}): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ids = await requeueOutboxMail(tx, opts.includeFailed ? ['held', 'failed'] : ['held'], opts.ids);
    for (const id of ids) await queue.enqueue(tx, id);
    return ids;
  });
}
