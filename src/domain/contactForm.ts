/** Contact form rules (public-site §5): name, email, subject and message are required; email must look valid. */
import { headerText } from './mailHeaders.ts';
import { storableText } from './storableText.ts';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactMessage = Record<ContactField, string>;

/** Fields that end up in a mail header (the notification's subject and text): kept on one line. */
const SINGLE_LINE_FIELDS: ReadonlySet<ContactField> = new Set(['name', 'email', 'subject']);

/** What the page says when a valid message could not be stored: nothing was sent, and the reader's text is kept. */
export const CONTACT_UNAVAILABLE =
  'Sorry, we could not send your message just now. Nothing was sent; please try again in a few minutes (your text is still here).';

/** Where the contact page's action hands a valid message: stores it and queues its mail; throws when not stored. */
export interface ContactInbox {
  receive(message: ContactMessage): Promise<void>;
}

/** Longest accepted value per field (the spec's generic 10,000-character input cap for the message). */
export const CONTACT_MAX_LENGTH: Readonly<Record<ContactField, number>> = { name: 100, email: 254, subject: 200, message: 10_000 };

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

/** True when the text looks like an email address (one @, a dotted domain, no spaces). */
export function looksLikeEmail(value: string): boolean {
  return value.length <= CONTACT_MAX_LENGTH.email && EMAIL_PATTERN.test(value);
}

/** Validates a contact submission: trimmed values plus a message per invalid field (empty when valid). */
export function validateContactMessage(input: Partial<Record<ContactField, unknown>>): {
  values: ContactMessage;
  errors: Partial<Record<ContactField, string>>;
} {
  // A form's text inputs cannot hold a line break, so one in the name or subject is a crafted post (header injection).
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((f) => {
      const raw = typeof input[f] === 'string' ? (input[f] as string) : '';
      // The message keeps its line breaks but not what PostgreSQL cannot store (a pasted NUL lost the whole message).
      return [f, SINGLE_LINE_FIELDS.has(f) ? headerText(raw) : storableText(raw).trim()];
    }),
  ) as ContactMessage;
  const errors: Partial<Record<ContactField, string>> = {};
  if (!values.name) errors.name = 'Please enter your name.';
  if (!values.email) errors.email = 'Please enter your email address.';
  else if (!looksLikeEmail(values.email)) errors.email = 'Please enter a valid email address.';
  if (!values.subject) errors.subject = 'Please enter a subject.';
  if (!values.message) errors.message = 'Please enter a message.';
  for (const f of CONTACT_FIELDS) {
    if (!errors[f] && values[f].length > CONTACT_MAX_LENGTH[f]) errors[f] = 'Input too long';
  }
  return { values, errors };
}
