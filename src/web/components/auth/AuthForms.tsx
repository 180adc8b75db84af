/**
 * The Sign In and Sign Up tabs and their forms (WAI-ARIA tabs: arrow keys move between tabs). Input is checked with
 * the server's own schemas before it is sent; the server's answer (wrong password, unverified, too many attempts)
 * is shown by the field or above the button, and as the spec's toasts.
 */
import { safeNextPath } from '../../../domain/safeNextPath.ts';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ZodType } from 'zod';
import { signInSchema, signUpSchema } from '../../../domain/accountInput.ts';
import { toast } from '../../lib/toast.ts';
import { buttonPrimary, focusRing, textLink } from '../../lib/ui.ts';

export type AuthTab = 'sign-in' | 'sign-up';
const TABS: { id: AuthTab; label: string }[] = [
  { id: 'sign-in', label: 'Sign In' },
  { id: 'sign-up', label: 'Sign Up' },
];

type Errors = Partial<Record<'name' | 'email' | 'password' | 'form', string>>;

/** Field errors from a zod failure: the first message per field. */
function fieldErrors(schema: ZodType, values: Record<string, string>): Errors {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form') as keyof Errors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Posts to better-auth; returns the status and the message of a refusal (ours or better-auth's). */
async function postAuth(path: string, body: unknown): Promise<{ ok: boolean; status: number; message: string; code: string | null }> {
  try {
    const res = await fetch(`/api/auth${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
    if (res.ok) return { ok: true, status: res.status, message: '', code: null };
    const payload = (await res.json().catch(() => null)) as { message?: string; code?: string; error?: { message?: string; code?: string } } | null;
    return { ok: false, status: res.status, message: payload?.error?.message ?? payload?.message ?? 'Something went wrong. Please try again.', code: payload?.error?.code ?? payload?.code ?? null };
  } catch {
    return { ok: false, status: 0, message: 'You appear to be offline. Check your connection and try again.', code: null };
  }
}

const inputClass = `mt-1.5 block min-h-11 w-full rounded-lg border border-zinc-300 bg-white px-3 text-base text-zinc-950 placeholder:text-zinc-500 dark:border-zinc-700 dark:bg-zinc-950 dark:text-white ${focusRing}`;

function Field(props: { id: string; name: 'name' | 'email' | 'password'; label: string; type?: string; autoComplete: string; error?: string | undefined; hint?: string }) {
  const describedBy = [props.error ? `${props.id}-error` : null, props.hint ? `${props.id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-medium text-zinc-900 dark:text-zinc-100">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
      {props.hint ? (
        <p id={`${props.id}-hint`} className="mt-1.5 text-xs text-zinc-600 dark:text-zinc-400">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} data-testid={`auth-error-${props.name}`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** A refusal of the whole form (wrong password, too many attempts), announced to screen readers. */
function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" data-testid="auth-error-form" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset dark:bg-red-950/60 dark:text-red-200 dark:ring-red-900">
      {message}
    </p>
  );
}

function SignInForm() {
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const values = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    const found = fieldErrors(signInSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await postAuth('/sign-in/email', values);
    if (result.ok) {
      toast({ title: 'Welcome Back!', description: 'You have successfully logged in.', variant: 'success' });
      // A full load: every part of the page (header, feeds) renders for the signed-in reader. Back to the page that
      // sent them here (`?next=`, e.g. the admin panel), never to another site.
      window.location.assign(safeNextPath(new URLSearchParams(window.location.search).get('next')));
      return;
    }
    setBusy(false);
    const message =
      result.code === 'EMAIL_NOT_VERIFIED' ? 'Please verify your email first: open the link we sent you when you signed up.' : result.status === 401 ? 'Invalid email or password.' : result.message;
    setErrors({ form: message });
    toast({ title: 'Login Failed', description: message, variant: 'destructive' });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign in" data-testid="sign-in-form">
      <Field id={`${id}-email`} name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
      <Field id={`${id}-password`} name="password" label="Password" type="password" autoComplete="current-password" error={errors.password} />
      <p className="-mt-1 text-right text-sm">
        <Link to="/auth/reset-password" className={textLink} data-testid="forgot-password">
          Forgot password?
        </Link>
      </p>
      <FormAlert message={errors.form} />
      <button type="submit" className={`${buttonPrimary} w-full`} disabled={busy} aria-disabled={busy || undefined}>
        {busy ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}

function SignUpForm() {
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const values = { name: String(data.get('name') ?? ''), email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    const found = fieldErrors(signUpSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    // The mailed link verifies, then brings the reader back here to sign in.
    const result = await postAuth('/sign-up/email', { ...values, callbackURL: '/auth?verified=1' });
    setBusy(false);
    if (result.ok) {
      toast({ title: 'Account Created!', description: 'Please check your email to verify your account.', variant: 'success' });
      setSentTo(values.email.trim().toLowerCase());
      return;
    }
    setErrors({ form: result.message });
    toast({ title: 'Signup Failed', description: result.message, variant: 'destructive' });
  };
  if (sentTo) {
    return (
      <div role="status" data-testid="sign-up-done" className="rounded-lg bg-emerald-50 px-4 py-4 text-emerald-950 ring-1 ring-emerald-200 ring-inset dark:bg-emerald-950/50 dark:text-emerald-50 dark:ring-emerald-900">
        <p className="font-semibold">Account Created!</p>
        <p className="mt-1 text-sm">Please check your email to verify your account. We sent a link to {sentTo}; it works once, within one hour.</p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign up" data-testid="sign-up-form">
      <Field id={`${id}-name`} name="name" label="Full name" autoComplete="name" error={errors.name} />
      <Field id={`${id}-email`} name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
      <Field
        id={`${id}-password`}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password}
        hint="At least 8 characters, with lower- and upper-case letters and a number."
      />
      <FormAlert message={errors.form} />
      <button type="submit" className={`${buttonPrimary} w-full`} disabled={busy} aria-disabled={busy || undefined}>
        {busy ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}

export function AuthForms({ tab, onTabChange }: { tab: AuthTab; onTabChange: (tab: AuthTab) => void }) {
  const id = useId();
  const tabRefs = useRef<Record<AuthTab, HTMLButtonElement | null>>({ 'sign-in': null, 'sign-up': null });
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const next: AuthTab = e.key === 'Home' ? 'sign-in' : e.key === 'End' ? 'sign-up' : tab === 'sign-in' ? 'sign-up' : 'sign-in';
    onTabChange(next);
    tabRefs.current[next]?.focus();
  };
  return (
    <div className="mt-6">
      <div role="tablist" aria-label="Sign in or sign up" className="grid grid-cols-2 gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${t.id}-tab`}
            aria-selected={tab === t.id}
            aria-controls={`${id}-${t.id}-panel`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => onTabChange(t.id)}
            className={`min-h-10 rounded-md text-sm font-semibold ${focusRing} ${
              tab === t.id ? 'bg-white text-zinc-950 shadow-sm dark:bg-zinc-950 dark:text-white' : 'text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`} className="mt-6">
        {tab === 'sign-in' ? <SignInForm /> : <SignUpForm />}
      </div>
    </div>
  );
}
