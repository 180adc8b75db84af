import { describe, expect, it } from 'vitest';
import { contactNotification } from './contactNotification.ts';

const site = { name: 'Creator Economy India', url: 'https://news.example.in/', contactEmail: 'hello@news.example.in' };

describe('contactNotification', () => {
  it('goes to the contact address, answers go to the sender, and the text carries who wrote what', () => {
    const mail = contactNotification({ name: 'Asha Rao', email: 'asha@example.com', subject: 'A correction', message: 'Wrong figure.\nPlease fix.' }, site);
    expect(mail.to).toBe('hello@news.example.in');
    expect(mail.replyTo).toBe('asha@example.com');
    expect(mail.subject).toBe('[Contact] A correction');
    expect(mail.text).toBe(
      [
        'From: Asha Rao <asha@example.com>',
        'Subject: A correction',
        '',
        'Wrong figure.\nPlease fix.',
        '',
        '--',
        'Sent with the contact form of Creator Economy India (https://news.example.in/contact). Reply to this mail to answer Asha Rao.',
      ].join('\n'),
    );
  });

  it('keeps the subject on one line even if validation was skipped', () => {
    expect(contactNotification({ name: 'Eve\nX', email: 'e@example.com', subject: 'Hi\r\nBcc: v@evil.example', message: 'm' }, site).subject).toBe('[Contact] Hi Bcc: v@evil.example');
  });
});
