/**
 * Sign-up and sign-in input (public-site §5), one zod schema each, shared by the /auth form and the server (which
 * checks the same body before better-auth sees it). Messages are the spec's.
 */
import { z } from 'zod';
import { isCommonPassword } from './commonPasswords.ts';

export const EMAIL_MIN_LENGTH = 5;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Throwaway-mail domains refused at sign-up (the spec's four and the other long-lived public ones). */
export const DISPOSABLE_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  '10minutemail.com',
  'guerrillamail.com',
  'mailinator.com',
  'tempmail.org',
  'temp-mail.org',
  'yopmail.com',
  'trashmail.com',
  'sharklasers.com',
  'getnada.com',
  'dispostable.com',
  'maildrop.cc',
  'throwawaymail.com',
]);

const INVALID_EMAIL = 'Please enter a valid email address';
// A strict shape: local part of common characters without "+", a dotted domain of letters, digits and hyphens.
const EMAIL_SHAPE = /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;
// Script and protocol patterns (the spec's "no script or protocol patterns").
const SCRIPT_PATTERN = /<|>|javascript:|data:|vbscript:|script/i;
// Letters of any script, combining marks (Indic vowel signs), spaces, hyphens, dots and apostrophes.
const NAME_SHAPE = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

/** Control characters removed, runs of whitespace collapsed to one space, trimmed, cut to `max` characters. */
export function sanitiseAccountText(value: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').replace(/\s+/g, ' ').trim().slice(0, max);
}

/** The email as stored: sanitised and lower-case. */
export const emailSchema = z
  .string({ error: INVALID_EMAIL })
  .transform((v) => sanitiseAccountText(v, EMAIL_MAX_LENGTH).toLowerCase())
  .refine((v) => v.length >= EMAIL_MIN_LENGTH && EMAIL_SHAPE.test(v) && !SCRIPT_PATTERN.test(v), INVALID_EMAIL)
  .refine((v) => !DISPOSABLE_EMAIL_DOMAINS.has(v.slice(v.lastIndexOf('@') + 1)), INVALID_EMAIL);

/** A new password: the spec's length and character rules, and not a common one. */
export const newPasswordSchema = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX_LENGTH, `Password too long (max ${PASSWORD_MAX_LENGTH} characters)`)
  .refine((v) => /\p{Ll}/u.test(v), 'Password must contain lowercase letters')
  .refine((v) => /\p{Lu}/u.test(v), 'Password must contain uppercase letters')
  .refine((v) => /\p{Nd}/u.test(v), 'Password must contain numbers')
  .refine((v) => !isCommonPassword(v), 'This password is too common. Please choose a less predictable one');

export const nameSchema = z
  .string({ error: 'Name is required' })
  .refine((v) => sanitiseAccountText(v, Number.MAX_SAFE_INTEGER).length <= NAME_MAX_LENGTH, `Name too long (max ${NAME_MAX_LENGTH} characters)`)
  .transform((v) => sanitiseAccountText(v, NAME_MAX_LENGTH))
  .refine((v) => v.length > 0, 'Name is required')
  .refine((v) => v.length === 0 || NAME_SHAPE.test(v), 'Name contains invalid characters');

export const signUpSchema = z.object({ name: nameSchema, email: emailSchema, password: newPasswordSchema });
export type SignUpInput = z.output<typeof signUpSchema>;

/** Sign-in checks only the shape: a password rule must never tell an attacker which accounts exist or what fits. */
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(PASSWORD_MAX_LENGTH, `Password too long (max ${PASSWORD_MAX_LENGTH} characters)`),
});
export type SignInInput = z.output<typeof signInSchema>;
