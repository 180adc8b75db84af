/**
 * The contact form's server side (public-site §5): a valid message is stored in contact_messages and its notification
 * to the site's contact address (Reply-To: the sender) is queued through the mail outbox, all in one transaction, so
 * the reader is told "sent" only when both the message and its mail are safely in the database.
 */
import type { Database } from '../db/connection.ts';
import { errorLine } from '../db/dbError.ts';
import { insertContactMessage } from '../db/queries/contactMessages.ts';
import type { ContactInbox } from '../domain/contactForm.ts';
import { contactNotification } from '../domain/contactNotification.ts';
import { queueMail, type MailJobQueue, type MailLog } from '../integrations/mail/mailOutbox.ts';

/** The outbox kind of contact form notifications. */
export const CONTACT_MAIL_KIND = 'contact';

/** The contact inbox on `database`, mailing `site.contactEmail` through `mailQueue`. */
export function createContactInbox(deps: { database: Database; mailQueue: MailJobQueue; site: { name: string; url: string; contactEmail: string }; log: MailLog }): ContactInbox {
  const { database, mailQueue, site, log } = deps;
  return {
    async receive(message) {
      try {
        await database.db.transaction(async (tx) => {
          const mailId = await queueMail(tx, mailQueue, { kind: CONTACT_MAIL_KIND, ...contactNotification(message, site) });
          await insertContactMessage(tx, message, mailId);
        });
      } catch (err) {
        // The reader keeps their text and is asked to try again; the log gets the cause, never the message itself.
        if (database.storage.report(err)) log.error({ alert: 'storage_full' }, 'storage full: a contact message could not be stored');
        else log.error({ error: errorLine(err) }, 'a contact message could not be stored');
        throw err;
      }
    },
  };
}
