/**
 * The Account menu in the desktop header (public-site §2 Header): the reader's name opens Dashboard, Bookmarks and
 * Sign Out, and Admin Dashboard for the back office's staff (admins, and moderators, who review there; the server
 * decides what each may open). Loaded only for signed-in readers (SiteHeader lazy-loads it), so visitors download
 * none of it.
 */
import { Link } from 'react-router';
import type { Viewer } from '../../lib/site.ts';
import { buttonSecondary } from '../../lib/ui.ts';
import { ChevronDownIcon } from '../icons.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '../ui/DropdownMenu.tsx';

export function AccountMenu({ viewer, onSignOut, busy }: { viewer: Viewer; onSignOut: () => void; busy: boolean }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <button type="button" className={`${buttonSecondary} max-w-32 lg:max-w-52`} data-testid="account-menu-button">
          <span className="sr-only">Account menu for </span>
          <span className="truncate">{viewer.name}</span>
          <ChevronDownIcon className="h-4 w-4 shrink-0" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent data-testid="account-menu">
        <DropdownMenuLabel>
          Signed in as <span className="block truncate font-medium text-zinc-900 dark:text-zinc-100">{viewer.name}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard">Dashboard</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/bookmarks">Bookmarks</Link>
        </DropdownMenuItem>
        {viewer.role === 'admin' || viewer.role === 'moderator' ? (
          <DropdownMenuItem asChild>
            <Link to="/admin" reloadDocument data-testid="admin-dashboard-link">
              Admin Dashboard
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut} disabled={busy} data-testid="sign-out">
          {busy ? 'Signing out...' : 'Sign Out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
