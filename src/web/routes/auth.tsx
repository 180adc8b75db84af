/**
 * /auth (public-site §2 Auth, §5): Welcome Back with Sign In and Sign Up tabs (the tab is in the URL), Back to Home,
 * the footer note. Forms validate with the same zod schemas as the server (domain/accountInput.ts) and post to
 * better-auth's endpoints; a signed-in reader is sent home.
 */
import { Link, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/auth';
import { AuthForms, type AuthTab } from '../components/auth/AuthForms.tsx';
import { pageMeta } from '../lib/meta.ts';
import { container, textLink } from '../lib/ui.ts';

export const meta: Route.MetaFunction = () =>
  pageMeta('Sign in', 'Sign in or create a free account to like and save stories and follow the topics you care about.', [{ name: 'robots', content: 'noindex' }]);

export async function loader({ context }: Route.LoaderArgs) {
  if (context.viewer) throw redirect('/');
  return null;
}

export default function AuthPage() {
  const [params, setParams] = useSearchParams();
  const tab: AuthTab = params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in';
  // Where the mailed verification link lands: better-auth adds `error` when the link was expired or used.
  const verified = params.get('verified') === '1' ? (params.get('error') ? 'failed' : 'ok') : null;
  // Where the password reset page and account deletion send the reader (routes/resetPassword.tsx, AccountSecurity).
  const done = params.get('invited') === '1' ? 'Your password is set and your email address confirmed. Sign in to get started.' : params.get('reset') === '1' ? 'Your password is changed and every device is signed out. Sign in with your new password.' : params.get('deleted') === '1' ? 'Your account and everything in it are deleted. Thank you for reading with us.' : null;
  return (
    <main id="main" className={`${container} flex flex-1 flex-col items-center py-10 sm:py-16`}>
      <div className="w-full max-w-md">
        <Link to="/" className={`${textLink} text-sm`}>
          ← Back to Home
        </Link>
        <div className="mt-4 rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900">
          <h1 className="text-2xl font-bold tracking-tight text-zinc-950 dark:text-white">Welcome Back</h1>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Sign in to like and save stories, or create a free account.</p>
          {verified === 'ok' ? (
            <p role="status" data-testid="email-verified" className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200 ring-inset dark:bg-emerald-950/50 dark:text-emerald-100 dark:ring-emerald-900">
              Your email is verified. Sign in to continue.
            </p>
          ) : verified === 'failed' ? (
            <p role="alert" data-testid="email-verify-failed" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset dark:bg-red-950/60 dark:text-red-200 dark:ring-red-900">
              That link has expired or was already used. Sign in, or sign up again to get a new one.
            </p>
          ) : null}
          {done ? (
            <p role="status" data-testid="account-notice" className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200 ring-inset dark:bg-emerald-950/50 dark:text-emerald-100 dark:ring-emerald-900">
              {done}
            </p>
          ) : null}
          <AuthForms tab={tab} onTabChange={(next) => setParams(next === 'sign-up' ? { tab: 'sign-up' } : {}, { replace: true, preventScrollReset: true })} />
        </div>
        <p className="mt-6 text-center text-xs text-zinc-600 dark:text-zinc-400">Admin access required for content management.</p>
      </div>
    </main>
  );
}
