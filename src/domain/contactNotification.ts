/** The mail the site's team receives for a contact form message: answering it (Reply-To) writes to the sender. */
import type { ContactMessage } from './contactForm.ts';
import { headerText } from './mailHeaders.ts';

/** A mail to send, before it has an outbox row. */
export interface ContactNotification {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}

/** Composes the notification of `message` for the team at `contactEmail`. */
export function contactNotification(message: ContactMessage, site: { name: string; url: string; contactEmail: string }): ContactNotification {
  // Validation already keeps these on one line; the header rule is applied again where the header is made.
  const name = headerText(message.name);
  const subject = headerText(message.subject);
  return {
    to: site.contactEmail,
    replyTo: message.email,
    subject: `[Contact] ${subject}`,
    text: [
      `From: ${name} <${message.email}>`,
      `Subject: ${subject}`,
      '',
      message.message,
      '',
      '--',
      `Sent with the contact form of ${site.name} (${new URL('/contact', site.url).href}). Reply to this mail to answer ${name}.`,
    ].join('\n'),
  };
}
