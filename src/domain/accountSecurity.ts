/**
 * The signed-in reader's account security (issue 10): asking for a reset link, choosing a new password from it,
 * changing the password and deleting the account. One zod schema each, shared by the forms (src/web) and the server
 * (DELETE /api/me); a new password follows sign-up's rules and messages (accountInput.ts).
 */
import { z } from 'zod';
import { emailSchema, newPasswordSchema, PASSWORD_MAX_LENGTH } from './accountInput.ts';

export const PASSWORDS_DIFFER = 'The two passwords do not match';
export const SAME_PASSWORD = 'Choose a password different from your current one';
export const ENTER_CURRENT_PASSWORD = 'Please enter your current password';

/** The password a reader types to prove it is them: only its shape (a rule here would say what fits). */
export const currentPasswordSchema = z
  .string({ error: ENTER_CURRENT_PASSWORD })
  .min(1, ENTER_CURRENT_PASSWORD)
  .max(PASSWORD_MAX_LENGTH, `Password too long (max ${PASSWORD_MAX_LENGTH} characters)`);

/** "Forgot password?": the address to send a link to. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** The page the mailed link lands on: the new password, typed twice. */
export const passwordResetSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] });
export type PasswordResetInput = z.output<typeof passwordResetSchema>;

/** Change password while signed in: the current one, the new one twice, and whether to sign out other devices. */
export const changePasswordSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema, confirmPassword: z.string(), revokeOtherSessions: z.boolean() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] })
  .refine((v) => v.newPassword !== v.currentPassword, { message: SAME_PASSWORD, path: ['newPassword'] });
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** DELETE /api/me: `{ "password": "…" }`, the current password. */
export const deleteAccountSchema = z.object({ password: currentPasswordSchema }).strict();
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

/** What deleting an account removes, in the words the dialog shows (the rows go by ON DELETE CASCADE). */
export const DELETED_WITH_ACCOUNT = [
  'your name, email address and password',
  'your saved stories and likes',
  'your reading history and progress, and the stories you marked “fewer like this”',
  'your topic and notification preferences',
  'your notifications',
  'every signed-in session, on every device',
] as const;

/** What stays after deletion, so the dialog can say so. */
export const KEPT_AFTER_DELETION = 'A security record that the account was deleted (the email address, the time and the network address) is kept, as for every sign-in attempt.';
