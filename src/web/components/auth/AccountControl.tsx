/**
 * The signed-in reader in the header: their name, Bookmarks and Sign Out (public-site §2 Header). The Admin
 * Dashboard joins them for admins when the back office exists.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { Viewer } from '../../lib/site.ts';
import { toast } from '../../lib/toast.ts';
import { buttonSecondary } from '../../lib/ui.ts';

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
  return (
    <div data-testid="account-control" className={stacked ? 'mt-4 space-y-2' : 'flex items-center gap-3'}>
      <span className={`truncate text-sm font-medium text-zinc-800 dark:text-zinc-200 ${stacked ? 'block px-3' : 'max-w-40'}`} title={viewer.name}>
        <span className="sr-only">Signed in as </span>
        {viewer.name}
      </span>
      <Link to="/bookmarks" data-testid="bookmarks-link" className={`${buttonSecondary} ${stacked ? 'w-full' : ''}`}>
        Bookmarks
      </Link>
      <button type="button" onClick={onSignOut} disabled={busy} className={`${buttonSecondary} ${stacked ? 'w-full' : ''}`} data-testid="sign-out">
        {busy ? 'Signing out...' : 'Sign Out'}
      </button>
    </div>
  );
}
