/**
 * Account security for the signed-in reader (issue 10), one block the dashboard embeds:
 * - Change password: the current one, the new one twice (sign-up's rules), and "sign out other devices";
 * - Where you're signed in: every session with its device in plain words, address and last use, this device marked,
 *   Sign out on each other one, Sign out other devices and Sign out everywhere;
 * - Delete account: a dialog that says exactly what goes, and asks for the password (DELETE /api/me).
 * It reads and changes everything through better-auth's endpoints and our API (lib/accountApi.ts), in the browser.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { changePasswordSchema, DELETED_WITH_ACCOUNT, deleteAccountSchema, KEPT_AFTER_DELETION } from '../../../domain/accountSecurity.ts';
import { accountApi, type SessionInfo } from '../../lib/accountApi.ts';
import { deviceLabel, lastActiveLabel } from '../../lib/sessionLabels.ts';
import { toast } from '../../lib/toast.ts';
import { buttonPrimary, buttonSecondary, focusRing, textLink } from '../../lib/ui.ts';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '../ui/Dialog.tsx';
import { Field, fieldErrors, FormAlert, NEW_PASSWORD_HINT, type FieldErrors } from './formParts.tsx';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

const buttonDanger = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold motion-safe:transition-colors ${focusRing} bg-red-700 text-white hover:bg-red-800 dark:bg-red-500 dark:text-zinc-950 dark:hover:bg-red-400`;
const buttonDangerQuiet = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-4 text-sm font-semibold text-red-800 motion-safe:transition-colors hover:bg-red-50 dark:border-red-900 dark:bg-zinc-900 dark:text-red-300 dark:hover:bg-red-950/60 ${focusRing}`;
const card = 'rounded-2xl border border-zinc-200 bg-white p-5 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900';
const cardTitle = 'text-base font-semibold text-zinc-950 dark:text-white';
const cardLead = 'mt-1 text-sm text-zinc-600 dark:text-zinc-400';

// ---------------------------------------------------------------------------------------------------------- password

function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const id = useId();
  type Key = 'currentPassword' | 'newPassword' | 'confirmPassword';
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const values = {
      currentPassword: String(data.get('currentPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
      revokeOtherSessions: data.get('revokeOtherSessions') === 'on',
    };
    const found = fieldErrors<Key>(changePasswordSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await accountApi.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword, revokeOtherSessions: values.revokeOtherSessions });
    setBusy(false);
    if (result.ok) {
      form.reset();
      toast({ title: 'Password changed', description: values.revokeOtherSessions ? 'Your other devices are signed out.' : 'Use the new password next time you sign in.', variant: 'success' });
      onChanged();
      return;
    }
    if (result.code === 'INVALID_PASSWORD') setErrors({ currentPassword: 'That is not your current password.' });
    else if (result.code === 'VALIDATION_ERROR') setErrors({ newPassword: result.message });
    else setErrors({ form: result.status === 401 ? SESSION_ENDED : result.message });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4" aria-label="Change password" data-testid="change-password-form">
      <Field id={`${id}-current`} name="currentPassword" label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword} />
      <Field id={`${id}-new`} name="newPassword" label="New password" type="password" autoComplete="new-password" error={errors.newPassword} hint={NEW_PASSWORD_HINT} />
      <Field id={`${id}-confirm`} name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirmPassword} />
      <div className="flex items-start gap-3">
        <input
          id={`${id}-revoke`}
          name="revokeOtherSessions"
          type="checkbox"
          defaultChecked
          aria-describedby={`${id}-revoke-hint`}
          className={`mt-0.5 h-5 w-5 shrink-0 rounded border-zinc-400 accent-brand-700 dark:accent-brand-400 ${focusRing}`}
        />
        <div className="text-sm">
          <label htmlFor={`${id}-revoke`} className="text-zinc-800 dark:text-zinc-200">
            Sign out of all other devices
          </label>
          <p id={`${id}-revoke-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
            Recommended if you think someone else knows your password.
          </p>
        </div>
      </div>
      <FormAlert message={errors.form} testId="change-password-error" />
      <button type="submit" className={`${buttonPrimary} w-full sm:w-auto`} disabled={busy} aria-disabled={busy || undefined}>
        {busy ? 'Changing...' : 'Change password'}
      </button>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------------------- sessions

/** This device first, then the most recently used. */
export function orderSessions(sessions: readonly SessionInfo[], currentId: string | null): SessionInfo[] {
  return [...sessions].sort((a, b) => (a.id === currentId ? -1 : b.id === currentId ? 1 : Date.parse(b.updatedAt) - Date.parse(a.updatedAt)));
}

/** The list itself, for the sessions given: the device, address and last use of each; Sign out on the others. */
export function SessionList({
  sessions,
  currentId,
  onRevoke,
  busyToken = null,
  now = new Date(),
}: {
  sessions: readonly SessionInfo[];
  currentId: string | null;
  onRevoke: (session: SessionInfo) => void;
  busyToken?: string | null;
  now?: Date;
}) {
  return (
    <ul data-testid="session-list" className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
      {orderSessions(sessions, currentId).map((s) => {
        const device = deviceLabel(s.userAgent);
        const current = s.id === currentId;
        return (
          <li key={s.id} data-testid="session" data-current={current || undefined} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium text-zinc-950 dark:text-white">
                <span data-testid="session-device">{device}</span>
                {current ? (
                  <span data-testid="this-device" className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
                    This device
                  </span>
                ) : null}
              </p>
              <p data-testid="session-details" className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">
                {s.ipAddress ? <span>{s.ipAddress}</span> : <span>Address unknown</span>}
                <span aria-hidden="true"> · </span>
                <span>{current ? 'Active now' : lastActiveLabel(s.updatedAt, now)}</span>
              </p>
            </div>
            {current ? null : (
              <button
                type="button"
                data-testid="revoke-session"
                onClick={() => onRevoke(s)}
                disabled={busyToken === s.token}
                aria-label={`Sign out ${device}, ${s.ipAddress ?? 'address unknown'}`}
                className={`${buttonSecondary} min-h-10 px-3`}
              >
                {busyToken === s.token ? 'Signing out...' : 'Sign out'}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

type SessionsState = { status: 'loading' } | { status: 'error'; message: string; signedOut: boolean } | { status: 'ready'; sessions: SessionInfo[]; currentId: string | null };

function SessionsPanel({ reloadKey }: { reloadKey: number }) {
  const [state, setState] = useState<SessionsState>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const load = useCallback(async () => {
    const [list, current] = await Promise.all([accountApi.listSessions(), accountApi.currentSession()]);
    if (!list.ok || !list.data) {
      setState({ status: 'error', message: list.status === 401 ? SESSION_ENDED : list.message, signedOut: list.status === 401 });
      return;
    }
    setState({ status: 'ready', sessions: list.data, currentId: current.data?.session.id ?? null });
  }, []);
  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  const revoke = async (s: SessionInfo) => {
    setBusy(s.token);
    const result = await accountApi.revokeSession(s.token);
    setBusy(null);
    if (result.ok) toast({ title: 'Signed out', description: `${deviceLabel(s.userAgent)} is signed out.`, variant: 'success' });
    else toast({ title: 'Could not sign out that device', description: result.message, variant: 'destructive' });
    await load();
  };
  const revokeOthers = async () => {
    setBusy('others');
    const result = await accountApi.revokeOtherSessions();
    setBusy(null);
    if (result.ok) toast({ title: 'Other devices signed out', description: 'Only this device is still signed in.', variant: 'success' });
    else toast({ title: 'Could not sign out other devices', description: result.message, variant: 'destructive' });
    await load();
  };
  const revokeAll = async () => {
    setBusy('all');
    const result = await accountApi.revokeAllSessions();
    if (result.ok) {
      // A full load: this device is signed out too.
      window.location.assign('/auth');
      return;
    }
    setBusy(null);
    toast({ title: 'Could not sign out everywhere', description: result.message, variant: 'destructive' });
  };

  const others = state.status === 'ready' ? state.sessions.filter((s) => s.id !== state.currentId).length : 0;
  return (
    <div aria-busy={state.status === 'loading' || undefined}>
      {state.status === 'loading' ? (
        <p data-testid="sessions-loading" className="text-sm text-zinc-600 dark:text-zinc-400">
          Loading your sessions...
        </p>
      ) : state.status === 'error' ? (
        <div className="space-y-3">
          <FormAlert message={state.message} testId="sessions-error" />
          {state.signedOut ? (
            <Link to="/auth" className={`${textLink} text-sm`}>
              Sign in
            </Link>
          ) : (
            <button type="button" className={buttonSecondary} onClick={() => void load()}>
              Try again
            </button>
          )}
        </div>
      ) : (
        <>
          <SessionList sessions={state.sessions} currentId={state.currentId} onRevoke={(s) => void revoke(s)} busyToken={busy} />
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <button type="button" data-testid="revoke-other-sessions" className={buttonSecondary} onClick={() => void revokeOthers()} disabled={others === 0 || busy !== null}>
              {busy === 'others' ? 'Signing out...' : 'Sign out other devices'}
            </button>
            <button type="button" data-testid="revoke-all-sessions" className={buttonSecondary} onClick={() => void revokeAll()} disabled={busy !== null}>
              {busy === 'all' ? 'Signing out...' : 'Sign out everywhere'}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------- deletion

function DeleteAccountDialog() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<'password'>>({});
  const [busy, setBusy] = useState(false);
  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    if (!next) setErrors({});
  };
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const values = { password: String(new FormData(e.currentTarget).get('password') ?? '') };
    const found = fieldErrors<'password'>(deleteAccountSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await accountApi.deleteAccount(values.password);
    if (result.ok) {
      // A full load: no session is left, and every page must render for a visitor.
      window.location.assign('/auth?deleted=1');
      return;
    }
    setBusy(false);
    if (result.status === 403 && result.code === 'forbidden') setErrors({ password: result.message });
    else setErrors({ form: result.status === 401 ? SESSION_ENDED : result.message });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <button type="button" data-testid="delete-account" className={buttonDangerQuiet}>
          Delete account...
        </button>
      </DialogTrigger>
      <DialogContent title="Delete your account?" tone="danger" description="This cannot be undone. Deleting your account removes, at once:" data-testid="delete-account-dialog">
        <ul data-testid="deleted-with-account" className="list-disc space-y-1 pl-5 text-sm text-zinc-800 dark:text-zinc-200">
          {DELETED_WITH_ACCOUNT.map((item) => (
            <li key={item}>{item[0]?.toUpperCase() + item.slice(1)}</li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-zinc-600 dark:text-zinc-400">{KEPT_AFTER_DELETION}</p>
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4" aria-label="Confirm account deletion" data-testid="delete-account-form">
          <Field id={`${id}-password`} name="password" label="Your password" type="password" autoComplete="current-password" error={errors.password} />
          <FormAlert message={errors.form} testId="delete-account-error" />
          <DialogFooter>
            <DialogClose asChild>
              <button type="button" className={buttonSecondary} disabled={busy}>
                Cancel
              </button>
            </DialogClose>
            <button type="submit" data-testid="confirm-delete-account" className={buttonDanger} disabled={busy} aria-disabled={busy || undefined}>
              {busy ? 'Deleting...' : 'Delete my account'}
            </button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

// ---------------------------------------------------------------------------------------------------------- the block

export function AccountSecurity({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const Sub = headingLevel === 'h2' ? 'h3' : 'h4';
  const [sessionsVersion, setSessionsVersion] = useState(0);
  return (
    <section aria-labelledby="account-security-heading" data-testid="account-security" className="@container">
      <Heading id="account-security-heading" className="font-serif text-lg font-semibold text-zinc-950 dark:text-white">
        Account security
      </Heading>
      <div className="mt-3 grid gap-5 @3xl:grid-cols-2">
        <div className={card} data-testid="change-password">
          <Sub className={cardTitle}>Change password</Sub>
          <p className={cardLead}>You need your current password to choose a new one.</p>
          <ChangePasswordForm onChanged={() => setSessionsVersion((v) => v + 1)} />
        </div>
        <div className={card} data-testid="sessions">
          <Sub className={cardTitle}>Where you&rsquo;re signed in</Sub>
          <p className={`${cardLead} mb-4`}>Sign out any device you do not recognise, then change your password.</p>
          <SessionsPanel reloadKey={sessionsVersion} />
        </div>
        <div className={`${card} border-red-200 @3xl:col-span-2 dark:border-red-900/70`} data-testid="danger-zone">
          <Sub className={cardTitle}>Delete account</Sub>
          <p className={`${cardLead} mb-4`}>Your account, saved stories, likes, reading history, preferences and notifications are removed for good.</p>
          <DeleteAccountDialog />
        </div>
      </div>
    </section>
  );
}
