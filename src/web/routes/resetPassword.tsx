/**
 * /auth/reset-password (issue 10), in the look of /auth. Three states from the address:
 * - no token: "Forgot your password?", the form that mails a link;
 * - `?token=…` (better-auth's redirect from the mailed link): choose a new password; done, the reader signs in;
 * - `?error=INVALID_TOKEN` (the link expired or was used), or a token refused on submit: say so, and offer a new link.
 * Not indexed, never stored by a cache (the address carries a one-time token).
 */
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/resetPassword';
import { NewPasswordForm, RequestResetForm } from '../components/auth/PasswordResetForms.tsx';
import { pageMeta } from '../lib/meta.ts';
import { container, textLink } from '../lib/ui.ts';

export const meta: Route.MetaFunction = () => pageMeta('Reset your password', 'Choose a new password for your account.', [{ name: 'robots', content: 'noindex' }]);

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

type View = 'request' | 'choose' | 'dead-link';

const COPY: Record<View, { title: string; lead: string }> = {
  request: { title: 'Forgot your password?', lead: 'Enter the email address of your account and we will send you a link to choose a new password.' },
  choose: { title: 'Choose a new password', lead: 'Saving it signs you out on every device; then sign in with the new password.' },
  'dead-link': { title: 'This link no longer works', lead: 'Ask for a new link below.' },
};

const INVITE_COPY: Record<Exclude<View, 'request'>, { title: string; lead: string }> = {
  choose: { title: 'Set your password', lead: 'You were invited to an account. Choose a password to activate it (this also confirms your email address), then sign in with it.' },
  'dead-link': { title: 'This invitation no longer works', lead: 'Ask the person who invited you for a new invitation, or ask for a password link below.' },
};

export default function ResetPasswordPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const view: View = params.get('error') ? 'dead-link' : token ? 'choose' : 'request';
  // An admin's invitation (services/admin/users.ts inviteUser) is a reset link with `invite=1`: the first password.
  const invite = params.get('invite') === '1';
  const { title, lead } = invite && view !== 'request' ? INVITE_COPY[view] : COPY[view];
  return (
    <main id="main" className={`${container} flex flex-1 flex-col items-center py-10 sm:py-16`}>
      <div className="w-full max-w-md">
        <Link to="/auth" className={`${textLink} text-sm`}>
          ← Back to Sign In
        </Link>
        <div className="mt-4 rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900">
          <h1 className="text-2xl font-bold tracking-tight text-zinc-950 dark:text-white">{title}</h1>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{lead}</p>
          {view === 'dead-link' ? (
            <p role="alert" data-testid="reset-link-dead" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset dark:bg-red-950/60 dark:text-red-200 dark:ring-red-900">
              {invite ? 'That invitation link has expired or was already used. It works once, within the time given in the mail.' : 'That reset link has expired or was already used. A link works once, within one hour of asking.'}
            </p>
          ) : null}
          <div className="mt-6">
            {view === 'choose' && token ? (
              <NewPasswordForm
                token={token}
                // A full load: any session this browser had has ended with the reset.
                onDone={() => window.location.assign(invite ? '/auth?invited=1' : '/auth?reset=1')}
                onDeadLink={() => setParams({ error: 'INVALID_TOKEN' }, { replace: true, preventScrollReset: true })}
              />
            ) : (
              <RequestResetForm />
            )}
          </div>
        </div>
      </div>
    </main>
  );
}
