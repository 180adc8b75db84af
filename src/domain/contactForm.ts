/** Contact form rules (public-site §5): name, email, subject and message are required; email must look valid. */

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactMessage = Record<ContactField, string>;

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
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((f) => [f, typeof input[f] === 'string' ? (input[f] as string).trim() : '']),
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
