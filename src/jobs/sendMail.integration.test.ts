/**
 * The mail path end to end: queueMail writes the outbox row and its send-mail job, the job runner's worker sends it
 * through nodemailer to a real SMTP server on loopback (smtp-server, read back with mailparser), and the row records
 * what happened: sent, held (no SMTP_URL), retried after a refusal, failed after the last retry.
 */
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { createLogger } from '../server/logger.ts';
import { queueMail, releaseHeldMail, type MailJobQueue } from '../integrations/mail/mailOutbox.ts';
import { createMailTransport, type MailTransport } from '../integrations/mail/mailTransport.ts';
import { eventually } from '../testing/eventually.ts';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtpCapture.ts';
import { startJobRunner, type JobRunner } from './jobRunner.ts';
import { startMailQueue, type MailQueueSender } from './mailQueue.ts';

const SMTP_PASSWORD = 'p4ss-w0rd-never-logged';
const FROM = 'Test Site <no-reply@site.example>';
const TEAM = 'team@site.example';

let t: TestDatabase;
let smtp: SmtpCapture;
let transport: MailTransport;
let runner: JobRunner | undefined;
let sender: MailQueueSender | undefined;
const logLines: string[] = [];
const log = createLogger('info', {
  format: 'json',
  destination: new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  }),
});
const limits = { timeoutMs: 5000, maxBytes: 5_000_000 };

/** A worker sending through `mailTransport` (null: no SMTP_URL), retrying after about a second, polling as given. */
async function startWorker(mailTransport: MailTransport | null, pollingIntervalSeconds = 0.5): Promise<JobRunner> {
  await runner?.stop();
  runner = await startJobRunner({
    database: t.database,
    worker: true,
    scheduler: false,
    pollingIntervalSeconds,
    context: { database: t.database, log, limits },
    mail: { transport: mailTransport, retry: { retryLimit: 3, retryDelaySeconds: 1 } },
  });
  return runner;
}

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startSmtpCapture({ auth: { user: 'mailer', pass: SMTP_PASSWORD } });
  transport = createMailTransport({ smtpUrl: smtp.url, from: FROM });
  await startWorker(transport);
});
// A test that failed while the server was refusing must not make the next ones fail too.
afterEach(() => {
  smtp.refusing = false;
});
afterAll(async () => {
  await sender?.stop();
  await runner?.stop();
  transport?.close();
  await smtp?.close();
  await t?.drop();
});

interface Row {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
}
const row = async (id: string): Promise<Row> => {
  const [r] = await t.database.sql.query<Row>('SELECT id, status, attempts, last_error, sent_at FROM mail_outbox WHERE id = $1', [id]);
  if (!r) throw new Error(`no outbox row ${id}`);
  return r;
};
const untilStatus = async (id: string, status: string, timeoutMs = 30_000) => {
  await eventually(async () => (await row(id)).status === status, `outbox row ${status}`, timeoutMs);
  return row(id);
};
/** pg-boss states of the send-mail jobs of one outbox row, oldest first. */
const jobStates = async (id: string) =>
  (await t.database.sql.query<{ state: string }>("SELECT state FROM pgboss.job WHERE name = 'send-mail' AND data->>'outboxId' = $1 ORDER BY created_on", [id])).map((r) => r.state);
const mailTo = (subject: string, text = 'Plain text body.') => ({ kind: 'test', to: TEAM, replyTo: 'reader@example.com', subject, text });

describe('send-mail over SMTP', () => {
  let firstId = '';

  it('delivers a queued message (recipient, From, Reply-To, subject, text) and marks the row sent', async () => {
    firstId = await queueMail(t.database.db, runner!.mail, mailTo('Hello from the outbox', 'Your link: https://site.example/confirm?token=SECRET-TOKEN-123'));
    const sent = await untilStatus(firstId, 'sent');
    expect(sent).toMatchObject({ attempts: 1, last_error: null });
    expect(sent.sent_at).toBeInstanceOf(Date);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.recipients).toEqual([TEAM]);
    expect(mail?.sender).toBe('no-reply@site.example');
    expect(mail?.parsed.subject).toBe('Hello from the outbox');
    expect(mail?.parsed.to && !Array.isArray(mail.parsed.to) ? mail.parsed.to.value.map((a) => a.address) : []).toEqual([TEAM]);
    expect(mail?.parsed.from?.value[0]).toMatchObject({ name: 'Test Site', address: 'no-reply@site.example' });
    expect(mail?.parsed.replyTo?.value.map((a) => a.address)).toEqual(['reader@example.com']);
    expect(mail?.parsed.text?.trim()).toBe('Your link: https://site.example/confirm?token=SECRET-TOKEN-123');
    await eventually(async () => (await jobStates(firstId)).join() === 'completed', 'the job completed');
    // Logged: who and what about; never the body (it may hold a token) nor the SMTP password.
    const logs = logLines.join('');
    expect(logs).toContain('mail sent');
    expect(logs).toContain('Hello from the outbox');
    expect(logs).toContain(TEAM);
    expect(logs).not.toContain('SECRET-TOKEN-123');
    expect(logs).not.toContain(SMTP_PASSWORD);
  });

  it('never sends a sent message again, whatever job asks for it', async () => {
    const before = smtp.received.length;
    const rcptBefore = smtp.rcptAttempts;
    await runner!.mail.enqueue(t.database.db, firstId);
    await eventually(async () => (await jobStates(firstId)).join() === 'completed,completed', 'the second job completed');
    expect(smtp.received.length).toBe(before);
    expect(smtp.rcptAttempts).toBe(rcptBefore);
    expect(await row(firstId)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries a message the server refuses, and delivers it once the server accepts', async () => {
    const before = smtp.received.length;
    smtp.refusing = true;
    const id = await queueMail(t.database.db, runner!.mail, mailTo('Refused at first'));
    await eventually(async () => (await row(id)).attempts >= 1, 'a refused attempt');
    const refused = await row(id);
    expect(refused.status).toBe('queued');
    expect(refused.last_error).toMatch(/451/);
    expect(refused.last_error).not.toContain(SMTP_PASSWORD);
    // pg-boss holds the job for its retry.
    expect((await jobStates(id))[0]).toMatch(/^(retry|active|created)$/);
    expect(smtp.received.length).toBe(before);

    smtp.refusing = false;
    const sent = await untilStatus(id, 'sent');
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.last_error).toBeNull();
    expect((await smtp.waitFor(before + 1)).at(-1)?.parsed.subject).toBe('Refused at first');
    await eventually(async () => (await jobStates(id)).join() === 'completed', 'the retried job completed');
    expect(logLines.join('')).toContain('the job is retried');
  });

  it('fails the row after the last retry, with the error; an operator can send it later', async () => {
    // A web process queues through its own sender-only pg-boss; one retry, so the test gives up quickly.
    sender = await startMailQueue(t.database, log, { retryLimit: 1, retryDelaySeconds: 1 });
    smtp.refusing = true;
    const id = await queueMail(t.database.db, sender, mailTo('Never accepted'));
    const failed = await untilStatus(id, 'failed');
    expect(failed.attempts).toBe(2);
    expect(failed.last_error).toMatch(/451/);
    await eventually(async () => (await jobStates(id)).join() === 'failed', 'pg-boss failed the job');

    smtp.refusing = false;
    expect(await releaseHeldMail(t.database.db, runner!.mail)).toEqual([]);
    expect(await releaseHeldMail(t.database.db, runner!.mail, { includeFailed: true })).toEqual([id]);
    const sent = await untilStatus(id, 'sent');
    expect(sent.attempts).toBe(3);
    expect(smtp.received.at(-1)?.parsed.subject).toBe('Never accepted');
  });

  it('keeps CR/LF in a subject from adding headers or recipients', async () => {
    const before = smtp.received.length;
    const id = await queueMail(t.database.db, runner!.mail, mailTo('Hello\r\nBcc: victim@evil.example\r\nX-Injected: yes\n\nInjected body'));
    await untilStatus(id, 'sent');
    const [mail] = (await smtp.waitFor(before + 1)).slice(-1);
    expect(mail?.recipients).toEqual([TEAM]);
    expect(mail?.parsed.headers.has('bcc')).toBe(false);
    expect(mail?.parsed.headers.has('x-injected')).toBe(false);
    expect(mail?.parsed.subject).toBe('Hello Bcc: victim@evil.example X-Injected: yes Injected body');
    expect(mail?.raw).not.toMatch(/^Bcc:/im);
    expect(mail?.raw).not.toMatch(/^X-Injected:/im);
  });
});

describe('the worker is woken as the mail is committed', () => {
  // A worker that polls once an hour: a message reaches the server within the test only if the commit woke it.
  afterAll(async () => {
    await startWorker(transport);
  });

  it("sends a message queued inside the caller's transaction when it commits, queued by this process or another", async () => {
    await startWorker(transport, 3600);
    const before = smtp.received.length;
    const id = await t.database.db.transaction(async (tx) => queueMail(tx, runner!.mail, mailTo('Woken by the commit')));
    expect((await untilStatus(id, 'sent', 20_000)).attempts).toBe(1);
    expect((await smtp.waitFor(before + 1)).at(-1)?.parsed.subject).toBe('Woken by the commit');

    // A web-only process queues through a pg-boss of its own; the notification reaches the worker through the database.
    await sender?.stop();
    sender = await startMailQueue(t.database, log, { retryLimit: 3, retryDelaySeconds: 1 });
    const other = await queueMail(t.database.db, sender, mailTo('Queued by another process'));
    await untilStatus(other, 'sent', 20_000);
    expect((await smtp.waitFor(before + 2)).at(-1)?.parsed.subject).toBe('Queued by another process');
  });
});

describe('the outbox is written with its job, atomically', () => {
  const countOutbox = async (subject: string) => (await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE subject = $1', [subject]))[0]?.n;
  const countJobs = async () => (await t.database.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'send-mail'"))[0]?.n;

  it("rolls back with the caller's transaction: no row, no job", async () => {
    const jobs = await countJobs();
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueMail(tx, runner!.mail, mailTo('Rolled back'));
        throw new Error('the caller failed after queueing');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await countOutbox('Rolled back')).toBe(0);
    expect(await countJobs()).toBe(jobs);
  });

  it('stores no row when the job cannot be queued', async () => {
    const broken: MailJobQueue = {
      async enqueue() {
        throw new Error('queue unavailable');
      },
    };
    await expect(queueMail(t.database.db, broken, mailTo('No job'))).rejects.toThrow('queue unavailable');
    expect(await countOutbox('No job')).toBe(0);
  });
});

describe('without SMTP_URL', () => {
  it('holds the message in the outbox (nothing lost, nothing sent) and sends it once released with SMTP configured', async () => {
    await startWorker(null);
    const before = smtp.received.length;
    const rcptBefore = smtp.rcptAttempts;
    const id = await queueMail(t.database.db, runner!.mail, mailTo('Held for later', 'Body that must not be logged: HELD-BODY-42'));
    const held = await untilStatus(id, 'held');
    expect(held).toMatchObject({ attempts: 0, last_error: 'SMTP_URL is not set', sent_at: null });
    await eventually(async () => (await jobStates(id)).join() === 'completed', 'the held job completed');
    expect(smtp.received.length).toBe(before);
    expect(smtp.rcptAttempts).toBe(rcptBefore);
    const heldLog = logLines.find((l) => l.includes('mail held'));
    expect(heldLog).toContain('Held for later');
    expect(heldLog).toContain(TEAM);
    expect(logLines.join('')).not.toContain('HELD-BODY-42');

    // The operator sets SMTP_URL, restarts the worker and releases what was held.
    await startWorker(transport);
    expect(await releaseHeldMail(t.database.db, runner!.mail)).toEqual([id]);
    const sent = await untilStatus(id, 'sent');
    expect(sent.attempts).toBe(1);
    const mail = (await smtp.waitFor(before + 1)).at(-1);
    expect(mail?.parsed.subject).toBe('Held for later');
    expect(mail?.parsed.text?.trim()).toBe('Body that must not be logged: HELD-BODY-42');
    // Released once: a second release finds nothing.
    expect(await releaseHeldMail(t.database.db, runner!.mail)).toEqual([]);
  });
});
