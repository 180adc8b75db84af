/**
 * The contact page's action (public-site §5) through React Router's request handler and the server build, with the
 * real contact inbox, outbox and send-mail worker: a valid message is stored, then mailed to the contact address with
 * Reply-To set to the sender (read back from a real SMTP server with mailparser); a message that could not be stored
 * shows an error with the reader's text kept, and nothing is mailed.
 */
import { createRequestHandler, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { CONTACT_UNAVAILABLE } from '../domain/contactForm.ts';
import type { WebLoadContext } from '../domain/contracts.ts';
import { startJobRunner, type JobRunner } from '../jobs/jobRunner.ts';
import { createContactInbox } from '../services/contactInbox.ts';
import { createMailTransport, type MailTransport } from '../integrations/mail/mailTransport.ts';
import { loadDevServerBuild } from '../testing/devServerBuild.ts';
import { eventually } from '../testing/eventually.ts';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtpCapture.ts';
import { createLogger } from './logger.ts';

const SITE = { name: 'Creator Economy India', url: 'https://news.example.in', contactEmail: 'hello@news.example.in' };
const log = createLogger('silent');

let t: TestDatabase;
let smtp: SmtpCapture;
let transport: MailTransport;
let runner: JobRunner;
let closeBuild: (() => Promise<void>) | undefined;
let handle: (request: Request, context: unknown) => Promise<Response>;
let context: Pick<WebLoadContext, 'site' | 'cspNonce'> & Partial<Pick<WebLoadContext, 'contact'>>;

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startSmtpCapture();
  transport = createMailTransport({ smtpUrl: smtp.url, from: 'Creator Economy India <no-reply@news.example.in>' });
  runner = await startJobRunner({
    database: t.database,
    worker: true,
    scheduler: false,
    pollingIntervalSeconds: 0.5,
    context: { database: t.database, log, limits: { timeoutMs: 5000, maxBytes: 5_000_000 } },
    mail: { transport, retry: { retryLimit: 2, retryDelaySeconds: 1 } },
  });
  const { build, close } = await loadDevServerBuild();
  closeBuild = close;
  const handler = createRequestHandler(build as ServerBuild, 'production');
  handle = (request, ctx) => handler(request, ctx as never);
  // The root loader reads `site`; the contact action reads `contact`.
  context = { site: SITE, cspNonce: 'test-nonce', contact: createContactInbox({ database: t.database, mailQueue: runner.mail, site: SITE, log }) };
}, 300_000);

afterAll(async () => {
  await runner?.stop();
  transport?.close();
  await smtp?.close();
  await closeBuild?.();
  await t?.drop();
});

/** Posts the form as a browser without JavaScript does; returns the status and the page. */
async function post(fields: Record<string, string>, ctx: object = context): Promise<{ status: number; html: string }> {
  const res = await handle(
    new Request('http://localhost/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
    ctx,
  );
  return { status: res.status, html: await res.text() };
}

interface StoredMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  mail_id: string | null;
  created_at: Date;
}
const storedMessages = () => t.database.sql.query<StoredMessage>('SELECT * FROM contact_messages ORDER BY created_at');
const outboxCount = async () => (await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox'))[0]?.n ?? 0;
const outboxStatus = async (id: string) => (await t.database.sql.query<{ status: string }>('SELECT status FROM mail_outbox WHERE id = $1', [id]))[0]?.status;

const valid = { name: 'Asha Rao', email: 'asha@example.com', subject: 'A correction', message: 'The story about Reels payouts\nhas the wrong figure.' };

describe('contact page action', () => {
  it('stores a valid message, shows success, and mails the contact address with Reply-To the sender', async () => {
    const res = await post(valid);
    expect(res.status).toBe(200);
    expect(res.html).toContain('data-testid="contact-success"');
    expect(res.html).toContain('Message sent!');

    const [stored] = await storedMessages();
    expect(stored).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', subject: 'A correction', message: 'The story about Reels payouts\nhas the wrong figure.' });
    expect(stored?.mail_id).toBeTruthy();
    const [outbox] = await t.database.sql.query<{ kind: string; to_address: string; reply_to: string }>('SELECT kind, to_address, reply_to FROM mail_outbox WHERE id = $1', [stored?.mail_id]);
    expect(outbox).toEqual({ kind: 'contact', to_address: SITE.contactEmail, reply_to: 'asha@example.com' });

    await eventually(async () => (await outboxStatus(stored!.mail_id!)) === 'sent', 'the notification sent', 30_000);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.recipients).toEqual([SITE.contactEmail]);
    expect(mail?.parsed.replyTo?.value.map((a) => a.address)).toEqual(['asha@example.com']);
    expect(mail?.parsed.subject).toBe('[Contact] A correction');
    expect(mail?.parsed.text).toContain('From: Asha Rao <asha@example.com>');
    expect(mail?.parsed.text).toContain('The story about Reels payouts\nhas the wrong figure.');
  });

  it('keeps CR/LF in the subject and name from adding mail headers', async () => {
    const before = smtp.received.length;
    const res = await post({ ...valid, name: 'Eve\r\nBcc: victim@evil.example', subject: 'Hi\r\nBcc: victim@evil.example\r\nX-Injected: yes' });
    expect(res.status).toBe(200);
    const stored = (await storedMessages()).at(-1);
    expect(stored).toMatchObject({ name: 'Eve Bcc: victim@evil.example', subject: 'Hi Bcc: victim@evil.example X-Injected: yes' });
    const mail = (await smtp.waitFor(before + 1)).at(-1);
    expect(mail?.recipients).toEqual([SITE.contactEmail]);
    expect(mail?.parsed.headers.has('bcc')).toBe(false);
    expect(mail?.parsed.headers.has('x-injected')).toBe(false);
    expect(mail?.parsed.subject).toBe('[Contact] Hi Bcc: victim@evil.example X-Injected: yes');
    expect(mail?.raw).not.toMatch(/^(Bcc|X-Injected):/im);
  });

  it('keeps the existing validation: nothing stored or mailed for an invalid form', async () => {
    const stored = (await storedMessages()).length;
    const outbox = await outboxCount();
    const res = await post({ name: '', email: 'not-an-email', subject: 'Hi', message: 'Hello' });
    expect(res.status).toBe(400);
    expect(res.html).toContain('Please enter your name.');
    expect(res.html).toContain('Please enter a valid email address.');
    expect(res.html).not.toContain('contact-success');
    expect((await storedMessages()).length).toBe(stored);
    expect(await outboxCount()).toBe(outbox);
  });

  it('shows no success when the database cannot store the message, keeps the text, and mails nothing', async () => {
    const stored = (await storedMessages()).length;
    const outbox = await outboxCount();
    const mails = smtp.received.length;
    // A real database failure inside the transaction, after the outbox row and its job were written.
    await t.database.sql.exec('ALTER TABLE contact_messages RENAME TO contact_messages_away');
    try {
      const res = await post({ ...valid, message: 'Please keep this text 7f3a' });
      expect(res.status).toBe(503);
      expect(res.html).not.toContain('contact-success');
      expect(res.html).not.toContain('Message sent!');
      expect(res.html).toContain('data-testid="contact-failure"');
      expect(res.html).toContain(CONTACT_UNAVAILABLE);
      expect(res.html).toContain('Please keep this text 7f3a');
    } finally {
      await t.database.sql.exec('ALTER TABLE contact_messages_away RENAME TO contact_messages');
    }
    // Rolled back whole: no outbox row and so no job, and (after a few polls of the worker) no mail.
    expect((await storedMessages()).length).toBe(stored);
    expect(await outboxCount()).toBe(outbox);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.length).toBe(mails);
  });

  it('shows no success when the server gives the page no contact inbox', async () => {
    const res = await post(valid, { site: SITE, cspNonce: 'test-nonce' });
    expect(res.status).toBe(503);
    expect(res.html).toContain(CONTACT_UNAVAILABLE);
    expect(res.html).not.toContain('contact-success');
  });

  it('stores a message with a pasted NUL, without it (PostgreSQL cannot store one: the page said "try again" and lost it)', async () => {
    const res = await post({ ...valid, message: 'Figures\u0000 for\n\tReels payouts are wrong.' });
    expect(res.status).toBe(200);
    expect(res.html).toContain('data-testid="contact-success"');
    expect((await storedMessages()).at(-1)).toMatchObject({ message: 'Figures for\n\tReels payouts are wrong.' });
  });
});
