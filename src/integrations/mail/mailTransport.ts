/**
 * Sending over SMTP with nodemailer (SMTP_URL, MAIL_FROM). The URL's user and password reach nodemailer only: what
 * this module gives logs and the outbox (the transport's description, a failure's summary) never contains them.
 */
import nodemailer from 'nodemailer';

/** One message to deliver. */
export interface OutgoingMail {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
}

/** A way to deliver mail. */
export interface MailTransport {
  /** Where mail goes, for logs: scheme, host and port, never the credentials. */
  readonly description: string;
  /** Delivers one message; rejects when the server did not accept it (a retry may succeed). */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** A failed send in one line, without the credentials (for logs and the outbox's last_error). */
  describeError(err: unknown): string;
  close(): void;
}

/** Connection and reply limits: a dead or silent server fails the attempt well inside the job's expiry. */
export const SMTP_TIMEOUTS_MS = { connection: 20_000, greeting: 20_000, socket: 60_000 } as const;

/** The SMTP transport for `smtpUrl` (smtp:// or smtps://), sending as `from`. */
export function createMailTransport(opts: { smtpUrl: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport(
    {
      url: opts.smtpUrl,
      connectionTimeout: SMTP_TIMEOUTS_MS.connection,
      greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
      socketTimeout: SMTP_TIMEOUTS_MS.socket,
      // Messages carry text only: nothing may make nodemailer read a file or fetch a URL into one.
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from: opts.from },
  );
  return {
    description: describeSmtpUrl(opts.smtpUrl),
    async send(mail) {
      const info = await transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.html ? { html: mail.html } : {}),
      });
      return { messageId: info.messageId };
    },
    describeError: (err) => describeMailError(err, opts.smtpUrl),
    close: () => transporter.close(),
  };
}

/** `smtp://host:port` of an SMTP URL, without user or password. */
export function describeSmtpUrl(url: string): string {
  try {
    const u = new URL(url);
    const port = u.port || (u.protocol === 'smtps:' ? '465' : '587');
    return `${u.protocol}//${u.hostname}:${port}`;
  } catch {
    return '(unparsable SMTP_URL)';
  }
}

/**
 * A failed attempt in one line for logs and the outbox's last_error: the error's code, the server's reply code and
 * its message, with the SMTP credentials (as written, URL-encoded or base64 as in AUTH PLAIN) blanked should a
 * server echo them.
 */
export function describeMailError(err: unknown, smtpUrl?: string): string {
  const e = err as { code?: unknown; responseCode?: unknown; message?: unknown } | null | undefined;
  const parts = [
    typeof e?.code === 'string' ? e.code : null,
    typeof e?.responseCode === 'number' ? String(e.responseCode) : null,
    typeof e?.message === 'string' ? e.message : String(err),
  ].filter((p): p is string => p !== null);
  let text = parts.join(' ').replace(/\s+/g, ' ').trim();
  for (const secret of smtpSecrets(smtpUrl)) text = text.split(secret).join('***');
  return text.slice(0, 1000);
}

/** The forms in which the URL's user and password could appear in a server's reply. */
function smtpSecrets(smtpUrl: string | undefined): string[] {
  if (!smtpUrl) return [];
  try {
    const u = new URL(smtpUrl);
    const user = decodeURIComponent(u.username);
    const pass = decodeURIComponent(u.password);
    if (!pass) return [];
    const forms = [pass, u.password, Buffer.from(`\0${user}\0${pass}`).toString('base64'), Buffer.from(pass).toString('base64')];
    // Longest first, so a form containing another is blanked whole.
    return [...new Set(forms.filter((f) => f.length >= 3))].sort((a, b) => b.length - a.length);
  } catch {
    return [];
  }
}
