/**
 * Test support: a real SMTP server on loopback (smtp-server) that keeps what it receives, parsed by mailparser, with
 * the SMTP envelope (the recipients the server was actually asked to deliver to, which headers cannot show). It can be
 * told to refuse recipients with a temporary error, and requires the given login when one is set.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One received message. */
export interface CapturedMail {
  parsed: ParsedMail;
  /** RCPT TO addresses. */
  recipients: string[];
  /** MAIL FROM address. */
  sender: string;
  /** The raw message as the server received it (headers and body). */
  raw: string;
}

/** A running capture server. */
export interface SmtpCapture {
  port: number;
  /** smtp://[user:pass@]127.0.0.1:port */
  url: string;
  received: CapturedMail[];
  /** Attempts to deliver (RCPT TO), accepted or refused. */
  rcptAttempts: number;
  /** While true, every recipient is refused with 451 (a temporary failure: the sender should retry). */
  refusing: boolean;
  /** Waits until `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<CapturedMail[]>;
  close(): Promise<void>;
}

/** Starts the server on 127.0.0.1 and a free port. */
export async function startSmtpCapture(opts: { auth?: { user: string; pass: string } } = {}): Promise<SmtpCapture> {
  const capture: SmtpCapture = {
    port: 0,
    url: '',
    received: [],
    rcptAttempts: 0,
    refusing: false,
    async waitFor(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (capture.received.length < count) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${count} mail(s); ${capture.received.length} arrived`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return capture.received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS (nodemailer would try it, and a self-signed certificate is refused).
    disabledCommands: opts.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !opts.auth,
    logger: false,
    onAuth(auth, _session, callback) {
      if (opts.auth && auth.username === opts.auth.user && auth.password === opts.auth.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      capture.rcptAttempts++;
      if (capture.refusing) callback(Object.assign(new Error('Mailbox temporarily unavailable, try again later'), { responseCode: 451 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            capture.received.push({
              parsed,
              raw,
              recipients: session.envelope.rcptTo.map((a) => a.address),
              sender: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            });
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // Errors after start (a client dropping the connection) are the test's business, not a crash.
  server.on('error', () => undefined);
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  capture.port = address.port;
  capture.url = opts.auth
    ? `smtp://${encodeURIComponent(opts.auth.user)}:${encodeURIComponent(opts.auth.pass)}@127.0.0.1:${address.port}`
    : `smtp://127.0.0.1:${address.port}`;
  return capture;
}
