/**
 * The signed-in reader in the header (public-site §2 Header): on wide screens Bookmarks and the Account menu (their
 * name: Dashboard, Bookmarks, Sign Out); in the phone menu the same as a list. Admin Dashboard joins them for admins
 * and moderators (the back office).
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Viewer } from '../../lib/site.ts';
import { toast } from '../../lib/toast.ts';
import { buttonSecondary } from '../../lib/ui.ts';

// Signed-in readers only: visitors never download the menu. The server has it at hand: an islands document renders
// the header on a root of its own in one pass (islands/Island.tsx), which cannot wait for a chunk (it would write the
// boundary for the browser to render, React error #419 there), as SiteHeader does for the bell.
const loadMenu = () => import('./AccountMenu.tsx').then((m) => ({ default: m.AccountMenu }));
const AccountMenu = import.meta.env.SSR ? (await loadMenu()).default : lazy(loadMenu);

/** Ends this session on the server, then reloads the home page signed out. */
async function signOut(): Promise<boolean> {
  try {
    const res = await fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', credentials: 'same-origin' });
    return res.ok;
  } catch {
    return false;
  }
}

export function AccountControl({ viewer, stacked = false }: { viewer: Viewer; stacked?: boolean }) {
  const [busy, setBusy] = useState(false);
  const onSignOut = async () => {
    setBusy(true);
    if (await signOut()) {
      window.location.assign('/');
      return;
    }
    setBusy(false);
    toast({ title: 'Logout Failed', description: 'We could not sign you out. Please try again.', variant: 'destructive' });
  };
  if (!stacked) {
    return (
      <div data-testid="account-control" className="flex items-center gap-3">
        {/* Below 1024 px the header has no room for it; the Account menu lists Bookmarks too. */}
        <Link to="/bookmarks" data-testid="bookmarks-link" className={`${buttonSecondary} max-lg:hidden`}>
          Bookmarks
        </Link>
        <Suspense
          fallback={
            <span className={`${buttonSecondary} max-w-32 lg:max-w-52`}>
              <span className="truncate">{viewer.name}</span>
            </span>
          }
        >
          <AccountMenu viewer={viewer} onSignOut={() => void onSignOut()} busy={busy} />
        </Suspense>
      </div>
    );
  }
  return (
    <div data-testid="account-control" className="mt-4 space-y-2">
      <span className="block truncate px-3 text-sm font-medium text-zinc-800 dark:text-zinc-200" title={viewer.name}>
        <span className="sr-only">Signed in as </span>
        {viewer.name}
      </span>
      <Link to="/dashboard" data-testid="dashboard-link" className={`${buttonSecondary} w-full`}>
        Dashboard
      </Link>
      <Link to="/bookmarks" data-testid="bookmarks-link" className={`${buttonSecondary} w-full`}>
        Bookmarks
      </Link>
      {viewer.role === 'admin' || viewer.role === 'moderator' ? (
        <Link to="/admin" reloadDocument className={`${buttonSecondary} w-full`} data-testid="admin-dashboard-link">
          Admin Dashboard
        </Link>
      ) : null}
      <button type="button" onClick={onSignOut} disabled={busy} className={`${buttonSecondary} w-full`} data-testid="sign-out">
        {busy ? 'Signing out...' : 'Sign Out'}
      </button>
    </div>
  );
}
