import { describe, expect, it } from 'vitest';
import { describeMailError, describeSmtpUrl } from './mailTransport.ts';

describe('describeSmtpUrl', () => {
  it.each([
    ['smtp://user:secret@smtp.example.com:587', 'smtp://smtp.example.com:587'],
    ['smtps://user:secret@smtp.example.com', 'smtps://smtp.example.com:465'],
    ['smtp://smtp.example.com', 'smtp://smtp.example.com:587'],
    ['not a url secret', '(unparsable SMTP_URL)'],
  ])('%s → %s', (url, shown) => {
    expect(describeSmtpUrl(url)).toBe(shown);
  });
});

describe('describeMailError', () => {
  it('gives code, reply code and message on one line', () => {
    const err = Object.assign(new Error("Can't send mail - all recipients were rejected:\n451 Mailbox busy"), { code: 'EENVELOPE', responseCode: 451 });
    expect(describeMailError(err)).toBe("EENVELOPE 451 Can't send mail - all recipients were rejected: 451 Mailbox busy");
  });

  it('blanks the SMTP password in every form a server could echo it', () => {
    const url = 'smtp://mailer:p%40ss-w0rd@smtp.example.com:587';
    const plain = Buffer.from('\0mailer\0p@ss-w0rd').toString('base64');
    const err = Object.assign(new Error(`535 bad credentials p@ss-w0rd p%40ss-w0rd ${plain} ${Buffer.from('p@ss-w0rd').toString('base64')}`), { code: 'EAUTH', responseCode: 535 });
    const text = describeMailError(err, url);
    expect(text).toBe('EAUTH 535 535 bad credentials *** *** *** ***');
  });

  it('describes a thrown non-error', () => {
    expect(describeMailError('socket closed')).toBe('socket closed');
  });
});
