/**
 * Account mail end to end: sign-up queues its verification message in the outbox, the send-mail job's delivery
 * step sends it over SMTP to a server on loopback, and the link in the mail as received verifies the account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { deliverOutboxMail, queueMail, type MailJobQueue } from '../integrations/mail/mailOutbox.ts';
import { createMailTransport } from '../integrations/mail/mailTransport.ts';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtpCapture.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

const SITE = 'http://localhost:3000';
let t: TestDatabase;
let smtp: SmtpCapture;
let app: ReturnType<typeof createApp>;
const queued: string[] = [];
const queue: MailJobQueue = { enqueue: async (_db, id) => void queued.push(id) };
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startSmtpCapture();
  app = createApp({
    database: t.database,
    env: { SITE_NAME: 'Creator Economy India', SITE_URL: SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' },
    log: createLogger('silent'),
    accounts: { sendMail: (m) => queueMail(t.database.db, queue, m).then(() => undefined) },
  });
});
afterAll(async () => {
  await smtp?.close();
  await t?.drop();
});

const post = (path: string, body: unknown) => app.request(path, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('account mail over SMTP', () => {
  it('delivers the verification link, which verifies the account once opened', async () => {
    expect((await post('/api/auth/sign-up/email', { name: 'Neha Joshi', email: 'neha@example.com', password: 'Kettle-Monsoon-42' })).status).toBe(200);
    expect(queued).toHaveLength(1);
    const transport = createMailTransport({ smtpUrl: smtp.url, from: 'Creator Economy India <no-reply@creatoreconomy.in>' });
    expect(await deliverOutboxMail(t.database.db, transport, queued[0] as string, { finalAttempt: false, log: silent })).toMatchObject({ outcome: 'sent' });
    const [received] = await smtp.waitFor(1);
    expect(received?.recipients).toEqual(['neha@example.com']);
    expect(received?.parsed.subject).toBe('Confirm your email for Creator Economy India');
    const link = new URL(received?.parsed.text?.match(/https?:\/\/\S+/)?.[0] ?? '');
    expect(link.origin + link.pathname).toBe(`${SITE}/api/auth/verify-email`);

    expect((await post('/api/auth/sign-in/email', { email: 'neha@example.com', password: 'Kettle-Monsoon-42' })).status).toBe(403);
    expect([200, 302]).toContain((await app.request(link.pathname + link.search)).status);
    expect((await post('/api/auth/sign-in/email', { email: 'neha@example.com', password: 'Kettle-Monsoon-42' })).status).toBe(200);
  });
});
