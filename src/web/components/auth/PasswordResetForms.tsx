/**
 * Password reset (issue 10), the two forms of /auth/reset-password: asking for a link (one neutral answer whether or
 * not the address has an account: no enumeration), and choosing a new password from the mailed link (sign-up's
 * rules, typed twice). Input is checked with the server's own schemas (domain/accountSecurity.ts) before it is sent.
 */
import { useId, useState } from 'react';
import { passwordResetRequestSchema, passwordResetSchema } from '../../../domain/accountSecurity.ts';
import { accountApi } from '../../lib/accountApi.ts';
import { buttonPrimary } from '../../lib/ui.ts';
import { Field, fieldErrors, FormAlert, FormNotice, NEW_PASSWORD_HINT, type FieldErrors } from '../account/formParts.tsx';

/** better-auth's codes for a link that cannot be used: expired, used, or its account gone. */
const DEAD_LINK_CODES = new Set(['INVALID_TOKEN', 'USER_NOT_FOUND']);

/** "Forgot password?": the address to send a link to. Whatever the address, the same answer. */
export function RequestResetForm() {
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const values = { email: String(new FormData(e.currentTarget).get('email') ?? '') };
    const found = fieldErrors<'email'>(passwordResetRequestSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { email } = passwordResetRequestSchema.parse(values);
    setBusy(true);
    const result = await accountApi.requestPasswordReset(email);
    setBusy(false);
    // Only a refusal that says nothing about the account is shown: too many requests, offline, a server error.
    if (!result.ok && (result.status === 0 || result.status === 429 || result.status >= 500)) {
      setErrors({ form: result.message });
      return;
    }
    setSentTo(email);
  };
  if (sentTo) {
    return (
      <FormNotice testId="reset-requested">
        <p className="font-semibold">Check your email</p>
        <p className="mt-1">
          If an account uses {sentTo}, we have sent it a link to choose a new password. The link works once, within one hour. If nothing arrives in a few minutes, check your spam folder or
          ask again.
        </p>
      </FormNotice>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Ask for a password reset link" data-testid="reset-request-form">
      <Field id={`${id}-email`} name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
      <FormAlert message={errors.form} />
      <button type="submit" className={`${buttonPrimary} w-full`} disabled={busy} aria-disabled={busy || undefined}>
        {busy ? 'Sending...' : 'Send reset link'}
      </button>
    </form>
  );
}

/**
 * The page the mailed link lands on: the new password twice. `onDone` runs after the change (every session has
 * ended: the reader signs in again); `onDeadLink` when the link turned out expired or used.
 */
export function NewPasswordForm({ token, onDone, onDeadLink }: { token: string; onDone: () => void; onDeadLink: () => void }) {
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors<'newPassword' | 'confirmPassword'>>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const values = { newPassword: String(data.get('newPassword') ?? ''), confirmPassword: String(data.get('confirmPassword') ?? '') };
    const found = fieldErrors<'newPassword' | 'confirmPassword'>(passwordResetSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await accountApi.resetPassword(token, values.newPassword);
    if (result.ok) {
      onDone();
      return;
    }
    setBusy(false);
    if (result.code && DEAD_LINK_CODES.has(result.code)) {
      onDeadLink();
      return;
    }
    // Our rules answer 400 with the field's message; anything else (too many attempts, offline) is the form's.
    setErrors(result.code === 'VALIDATION_ERROR' ? { newPassword: result.message } : { form: result.message });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Choose a new password" data-testid="new-password-form">
      <Field id={`${id}-new`} name="newPassword" label="New password" type="password" autoComplete="new-password" error={errors.newPassword} hint={NEW_PASSWORD_HINT} />
      <Field id={`${id}-confirm`} name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirmPassword} />
      <FormAlert message={errors.form} />
      <button type="submit" className={`${buttonPrimary} w-full`} disabled={busy} aria-disabled={busy || undefined}>
        {busy ? 'Saving...' : 'Save new password'}
      </button>
    </form>
  );
}
