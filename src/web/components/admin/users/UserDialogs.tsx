/**
 * The Users screen's dialogs (admin-content §2 "three dialogs", §8): change role, send a message (in-app notification
 * and mail), an account's sessions with End all sessions, and the confirmations of a suspension and of cancelling a
 * pending invitation. Each calls the API itself
 * and tells the screen when it is done; failures stay in the dialog and raise the spec's toast.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ROLE_LABELS, USER_TEXTS, type AdminUserSessionView, type AdminUserView } from '../../../../domain/adminUsers.ts';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from '../../../../domain/notifications.ts';
import { ROLES, type Role } from '../../../../domain/roles.ts';
import { pluralise } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { buttonPrimary, buttonSecondary, focusRing } from '../../../lib/ui.ts';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../ui/Dialog.tsx';
import { AdminRequestError } from '../adminRequest.ts';
import { cancelInvite, endUserSessions, fetchUserSessions, messageUser, setUserRole, suspendUser } from './userApi.ts';
import { formatDateTime, relativeTime } from './userLabels.ts';

const messageOf = (err: unknown) => (err instanceof AdminRequestError || err instanceof Error ? err.message : '');
const field = `mt-1 block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-950 dark:border-zinc-700 dark:bg-zinc-950 dark:text-white ${focusRing}`;
const label = 'block text-sm font-semibold text-zinc-900 dark:text-zinc-100';
const buttonDanger = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60 dark:bg-red-600 dark:hover:bg-red-500 ${focusRing}`;

export interface UserDialogProps {
  user: AdminUserView | null;
  onClose: () => void;
  /** Called after a change the list should show. */
  onDone: () => void;
}

const ROLE_NOTES: Record<Role, string> = {
  user: 'Reads, saves and likes stories; no back office.',
  moderator: 'Reviews stories and sets their status.',
  admin: 'Runs the back office, including users and roles.',
};

export function RoleDialog({ user, onClose, onDone }: UserDialogProps) {
  const [role, setRole] = useState<Role>(user?.role ?? 'user');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const name = useId();
  useEffect(() => {
    setRole(user?.role ?? 'user');
    setError('');
  }, [user]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!user) return;
    setBusy(true);
    setError('');
    try {
      await setUserRole(user.id, role);
      toast({ title: USER_TEXTS.roleUpdated(role), description: user.email, variant: 'success' });
      onDone();
      onClose();
    } catch (err) {
      setError(messageOf(err) || USER_TEXTS.roleFailed);
      toast({ title: USER_TEXTS.roleFailed, description: messageOf(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Change role" description={user ? `${user.name} · ${user.email}` : undefined}>
        <form onSubmit={submit} data-testid="role-form">
          <fieldset>
            <legend className="sr-only">Role</legend>
            <div className="flex flex-col gap-2">
              {ROLES.map((r) => (
                <label
                  key={r}
                  className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 ${role === r ? 'border-brand-700 bg-brand-50 dark:border-brand-400 dark:bg-brand-500/10' : 'border-zinc-300 dark:border-zinc-700'}`}
                >
                  <input type="radio" name={name} value={r} checked={role === r} onChange={() => setRole(r)} className={`mt-1 h-4 w-4 accent-brand-700 ${focusRing}`} />
                  <span>
                    <span className="block text-sm font-semibold text-zinc-950 dark:text-white">{ROLE_LABELS[r]}</span>
                    <span className="block text-xs text-zinc-600 dark:text-zinc-400">{ROLE_NOTES[r]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {error ? (
            <p role="alert" className="mt-3 text-sm text-red-800 dark:text-red-300">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <button type="button" className={buttonSecondary}>
                Cancel
              </button>
            </DialogClose>
            <button type="submit" className={buttonPrimary} disabled={busy || role === user?.role}>
              {busy ? 'Saving…' : 'Save role'}
            </button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function MessageDialog({ user, onClose, onDone }: UserDialogProps) {
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const titleId = useId();
  const messageId = useId();
  useEffect(() => {
    setTitle('');
    setMessage('');
    setError('');
  }, [user]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!user) return;
    if (!title.trim() || !message.trim()) {
      setError('Please fill in both the title and the message.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const r = await messageUser(user.id, { title: title.trim(), message: message.trim() });
      toast({ title: USER_TEXTS.messageSent, description: r.mailed ? `${user.email} gets it in the app and by mail.` : `${user.name} gets it in the app.`, variant: 'success' });
      onDone();
      onClose();
    } catch (err) {
      setError(messageOf(err) || USER_TEXTS.messageFailed);
      toast({ title: USER_TEXTS.messageFailed, description: messageOf(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Send message" description={user ? `To ${user.name} (${user.email}): a notification on the site and a mail.` : undefined}>
        <form onSubmit={submit} noValidate data-testid="message-form">
          <label htmlFor={titleId} className={label}>
            Title
          </label>
          <input id={titleId} value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={NOTIFICATION_TITLE_MAX} required className={field} />
          <label htmlFor={messageId} className={`${label} mt-4`}>
            Message
          </label>
          <textarea id={messageId} value={message} onChange={(e) => setMessage(e.currentTarget.value)} maxLength={NOTIFICATION_MESSAGE_MAX} rows={5} required className={field} />
          <p className="mt-1 text-right text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
            {message.length}/{NOTIFICATION_MESSAGE_MAX}
          </p>
          {error ? (
            <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <button type="button" className={buttonSecondary}>
                Cancel
              </button>
            </DialogClose>
            <button type="submit" className={buttonPrimary} disabled={busy}>
              {busy ? 'Sending…' : 'Send message'}
            </button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function SessionsDialog({ user, onClose, onDone }: UserDialogProps) {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'ready'; sessions: AdminUserSessionView[] } | { status: 'error'; message: string }>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!user) return;
    let live = true;
    setState({ status: 'loading' });
    fetchUserSessions(user.id).then(
      (r) => live && setState({ status: 'ready', sessions: r.sessions }),
      (err: unknown) => live && setState({ status: 'error', message: messageOf(err) || 'Failed to load sessions.' }),
    );
    return () => {
      live = false;
    };
  }, [user, attempt]);
  const endAll = async () => {
    if (!user) return;
    setBusy(true);
    try {
      const r = await endUserSessions(user.id);
      toast({ title: USER_TEXTS.sessionsEnded, description: `${pluralise(r.sessionsEnded, 'session')} of ${user.email} ended.`, variant: 'success' });
      setState({ status: 'ready', sessions: [] });
      onDone();
    } catch (err) {
      toast({ title: USER_TEXTS.sessionsFailed, description: messageOf(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const now = Date.now();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Sessions" description={user ? `Where ${user.name} is signed in. Ending them signs every device out at its next request.` : undefined} className="sm:max-w-2xl">
        <div data-testid="sessions-panel" aria-live="polite">
          {state.status === 'loading' ? (
            <ul className="flex flex-col gap-2" aria-label="Loading sessions">
              {[0, 1].map((i) => (
                <li key={i} className="h-16 animate-pulse rounded-lg bg-zinc-100 motion-reduce:animate-none dark:bg-zinc-800" />
              ))}
            </ul>
          ) : state.status === 'error' ? (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
              <p>{state.message}</p>
              <button type="button" className={`${buttonSecondary} mt-2`} onClick={() => setAttempt((a) => a + 1)}>
                Retry
              </button>
            </div>
          ) : state.sessions.length === 0 ? (
            <p className="rounded-lg border border-dashed border-zinc-300 p-4 text-sm text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">No live sessions: this account is signed out everywhere.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="session-list">
              {state.sessions.map((s) => (
                <li key={s.id} className="px-3 py-2.5 text-sm">
                  <p className="font-semibold text-zinc-950 dark:text-white">{s.device ?? 'Unknown device'}</p>
                  <p className="text-xs text-zinc-600 dark:text-zinc-400">
                    {s.ipAddress ?? 'No address'} · signed in {formatDateTime(s.createdAt)} · last used {relativeTime(s.lastUsedAt, now)} · expires {formatDateTime(s.expiresAt)}
                  </p>
                  {s.userAgent ? <p className="mt-0.5 truncate text-xs text-zinc-500 dark:text-zinc-400" title={s.userAgent}>{s.userAgent}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <button type="button" className={buttonSecondary}>
              Close
            </button>
          </DialogClose>
          <button type="button" className={buttonDanger} disabled={busy || state.status !== 'ready' || state.sessions.length === 0} onClick={endAll}>
            {busy ? 'Ending…' : 'End all sessions'}
          </button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function SuspendDialog({ user, onClose, onDone }: UserDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!user) return;
    setBusy(true);
    try {
      await suspendUser(user.id);
      toast({ title: USER_TEXTS.suspended, description: `${user.email} is signed out and cannot sign in until restored.`, variant: 'success' });
      onDone();
      onClose();
    } catch (err) {
      toast({ title: USER_TEXTS.suspendFailed, description: messageOf(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Suspend this user?" tone="danger" hideCloseButton description={user ? `${user.name} (${user.email})` : undefined}>
        <p className="text-sm text-zinc-800 dark:text-zinc-200">
          They are signed out on every device at once, cannot sign in until an admin restores the account, and get a notification saying so.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <button type="button" className={buttonSecondary}>
              Cancel
            </button>
          </DialogClose>
          <button type="button" className={buttonDanger} disabled={busy} onClick={confirm} data-testid="confirm-suspend">
            {busy ? 'Suspending…' : 'Suspend user'}
          </button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Cancelling a pending invitation deletes the account nobody has used yet: confirmed first, like a suspension. */
export function CancelInviteDialog({ user, onClose, onDone }: UserDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!user) return;
    setBusy(true);
    try {
      await cancelInvite(user.id);
      toast({ title: USER_TEXTS.inviteCancelled(user.email), description: 'The link no longer works and the account is deleted. You can invite this address again.', variant: 'success' });
      onDone();
      onClose();
    } catch (err) {
      toast({ title: USER_TEXTS.inviteCancelFailed, description: messageOf(err), variant: 'destructive' });
      // Accepted or gone meanwhile: the list shows what is true now.
      if (err instanceof AdminRequestError && (err.status === 404 || err.status === 409)) {
        onDone();
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Cancel this invitation?" tone="danger" hideCloseButton description={user ? `${user.name} (${user.email}) · ${ROLE_LABELS[user.role]}` : undefined}>
        <p className="text-sm text-zinc-800 dark:text-zinc-200">
          The link in the invitation stops working and the account, which has never been used, is deleted. You can invite this address again later.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <button type="button" className={buttonSecondary}>
              Keep invitation
            </button>
          </DialogClose>
          <button type="button" className={buttonDanger} disabled={busy} onClick={confirm} data-testid="confirm-cancel-invite">
            {busy ? 'Cancelling…' : 'Cancel invitation'}
          </button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
