/** Messages sent with the contact form (migration 0014). */
import type { Db } from '../connection.ts';
import type { ContactMessage } from '../../domain/contactForm.ts';
import { contactMessages } from '../schema.ts';

/** Stores a validated message with the id of its notification mail; returns the message's id. */
export async function insertContactMessage(db: Db, message: ContactMessage, mailId: string | null): Promise<string> {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: message.name, email: message.email, subject: message.subject, message: message.message, mailId })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact_messages insert returned no row');
  return row.id;
}
