/**
 * "Invite user" on the Users screen (issue 11 item 8): email, name and role, checked with the server's own rules
 * (domain/adminUsers.ts inviteUserSchema, sign-up's email and name rules) before sending, errors next to their field
 * (aria-invalid, aria-describedby). The invitee gets a mail with a single-use link to choose their own password; the
 * admin never sets or sees one. A 409 (the email has an account) lands on the email field.
 */
import { useId, useState, type FormEvent } from 'react';
import { INVITE_TTL_HOURS, inviteUserSchema, ROLE_LABELS, USER_TEXTS, type AdminUserInvite } from '../../../../domain/adminUsers.ts';
import { ROLES, type Role } from '../../../../domain/roles.ts';
import { toast } from '../../../lib/toast.ts';
import { buttonPrimary, buttonSecondary, focusRing } from '../../../lib/ui.ts';
import { MailIcon } from '../../icons.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '../../ui/Dialog.tsx';
import { AdminRequestError, adminRequest } from '../adminRequest.ts';
import { USERS_API } from './userApi.ts';

type Field = 'email' | 'name' | 'role';
type Errors = Partial<Record<Field | 'form', string>>;

const input = `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-zinc-950 dark:bg-zinc-950 dark:text-white ${focusRing}`;
const ok = 'border-zinc-300 dark:border-zinc-700';
const bad = 'border-red-600 dark:border-red-400';
const labelClass = 'block text-sm font-semibold text-zinc-900 dark:text-zinc-100';
const errorClass = 'mt-1 text-sm font-medium text-red-700 dark:text-red-400';

export const inviteUser = (body: { email: string; name: string; role: Role }) => adminRequest<AdminUserInvite>('POST', `${USERS_API}/invite`, body);

export function InviteUserDialog({ onInvited }: { onInvited: (invite: AdminUserInvite) => void }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<{ email: string; name: string; role: Role }>({ email: '', name: '', role: 'user' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  const fieldId = (f: Field) => `${id}-${f}`;

  // The value is read in the handler: React clears currentTarget before a state updater runs.
  const set = <K extends Field>(key: K, value: (typeof values)[K]) => setValues((v) => ({ ...v, [key]: value }));
  const reset = () => {
    setValues({ email: '', name: '', role: 'user' });
    setErrors({});
  };
  const aria = (f: Field) => ({
    id: fieldId(f),
    'aria-invalid': errors[f] ? true : undefined,
    'aria-describedby': errors[f] ? `${fieldId(f)}-error` : undefined,
    className: `${input} ${errors[f] ? bad : ok}`,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const parsed = inviteUserSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'email' || key === 'name' || key === 'role') && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      const first = (['email', 'name', 'role'] as const).find((f) => found[f]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const invite = await inviteUser(parsed.data);
      toast({ title: USER_TEXTS.invited(invite.user.email), description: `The link works once, for ${INVITE_TTL_HOURS} hours.`, variant: 'success' });
      onInvited(invite);
      setOpen(false);
      reset();
    } catch (err) {
      const message = err instanceof Error ? err.message : USER_TEXTS.inviteFailed;
      if (err instanceof AdminRequestError && err.status === 409) {
        setErrors({ email: message });
        document.getElementById(fieldId('email'))?.focus();
      } else if (err instanceof AdminRequestError && err.status === 400 && err.details.length > 0) {
        const found: Errors = {};
        for (const d of err.details) if ((d.field === 'email' || d.field === 'name' || d.field === 'role') && !found[d.field]) found[d.field] = d.message;
        setErrors(Object.keys(found).length > 0 ? found : { form: message });
      } else {
        setErrors({ form: message || USER_TEXTS.inviteFailed });
        toast({ title: USER_TEXTS.inviteFailed, description: message, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <button type="button" className={buttonPrimary} data-testid="invite-user">
          <MailIcon className="h-4 w-4" /> Invite user
        </button>
      </DialogTrigger>
      <DialogContent title="Invite user" description={`We mail them a link to choose their own password. It works once, for ${INVITE_TTL_HOURS} hours.`}>
        <form onSubmit={submit} noValidate data-testid="invite-form" aria-busy={busy || undefined}>
          <label htmlFor={fieldId('email')} className={labelClass}>
            Email
          </label>
          <input type="email" autoComplete="off" inputMode="email" required value={values.email} onChange={(e) => set('email', e.currentTarget.value)} {...aria('email')} />
          {errors.email ? (
            <p id={`${fieldId('email')}-error`} className={errorClass} data-testid="invite-error-email">
              {errors.email}
            </p>
          ) : null}

          <label htmlFor={fieldId('name')} className={`${labelClass} mt-4`}>
            Name
          </label>
          <input type="text" autoComplete="off" required value={values.name} onChange={(e) => set('name', e.currentTarget.value)} {...aria('name')} />
          {errors.name ? (
            <p id={`${fieldId('name')}-error`} className={errorClass} data-testid="invite-error-name">
              {errors.name}
            </p>
          ) : null}

          <label htmlFor={fieldId('role')} className={`${labelClass} mt-4`}>
            Role
          </label>
          <select value={values.role} onChange={(e) => set('role', e.currentTarget.value as Role)} {...aria('role')} data-testid="invite-role">
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
          {errors.role ? (
            <p id={`${fieldId('role')}-error`} className={errorClass}>
              {errors.role}
            </p>
          ) : null}

          {errors.form ? (
            <p role="alert" className="mt-3 text-sm text-red-800 dark:text-red-300">
              {errors.form}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <button type="button" className={buttonSecondary}>
                Cancel
              </button>
            </DialogClose>
            <button type="submit" className={buttonPrimary} disabled={busy}>
              {busy ? 'Sending…' : 'Send invitation'}
            </button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
