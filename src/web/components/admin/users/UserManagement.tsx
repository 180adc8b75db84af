/**
 * User management (admin-content §2 "User management", §6, §8; issue 11 item 8): stats cards, the tabs All, Active,
 * Recent and Admins, a search by name or email and the page (all in the URL), a dense table with a menu per account,
 * and the dialogs. The list is read from /api/admin/users in the browser (with a skeleton, an error with Retry and an
 * empty state) and read again after every change. A pending invitation can be mailed again or cancelled (confirmed).
 */
import { useCallback, useEffect, useState } from 'react';
import { Form, Link } from 'react-router';
import {
  ADMIN_USER_TAB_LABELS,
  ADMIN_USER_TABS,
  ADMIN_USER_SEARCH_MAX,
  adminUsersHref,
  USER_TEXTS,
  type AdminUserList,
  type AdminUserListQuery,
  type AdminUserView,
} from '../../../../domain/adminUsers.ts';
import { formatCount, pluralise } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { buttonPrimary, buttonSecondary, focusRing } from '../../../lib/ui.ts';
import { EmptyState } from '../../EmptyState.tsx';
import { ChevronLeftIcon, ChevronRightIcon, SearchIcon } from '../../icons.tsx';
import { AdminRequestError } from '../adminRequest.ts';
import { pageButtons } from '../articles/ArticlePager.tsx';
import { StatCard } from '../StatCard.tsx';
import { formatDateTime } from './userLabels.ts';
import { fetchUsers, resendInvite, restoreUser } from './userApi.ts';
import { CancelInviteDialog, MessageDialog, RoleDialog, SessionsDialog, SuspendDialog } from './UserDialogs.tsx';
import { InviteUserDialog } from './InviteUserDialog.tsx';
import { UserTable, type UserAction } from './UserTable.tsx';

export interface UserManagementProps {
  query: AdminUserListQuery;
  /** The signed-in admin: their own row offers no role, message or suspension. */
  currentUserId: string | null;
}

/** The actions that open a dialog (restore and resend are one click). */
type DialogAction = Exclude<UserAction, 'restore' | 'resendInvite'>;

type Load = { key: string; status: 'loading' } | { key: string; status: 'ready'; list: AdminUserList } | { key: string; status: 'error'; message: string };

const tabBase = `inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap ${focusRing}`;
const tabOn = `${tabBase} bg-white text-zinc-950 shadow-sm dark:bg-zinc-700 dark:text-white`;
const tabOff = `${tabBase} text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white`;
const box = `inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm font-semibold tabular-nums ${focusRing}`;

function StatsSkeleton() {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" aria-hidden="true" data-testid="user-stats-skeleton">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="h-[4.75rem] animate-pulse rounded-lg border border-zinc-200 bg-zinc-100 motion-reduce:animate-none dark:border-zinc-800 dark:bg-zinc-800/60" />
      ))}
    </dl>
  );
}

function TableSkeleton() {
  return (
    <div className="flex flex-col" aria-label="Loading users" role="status" data-testid="user-table-skeleton">
      <div className="h-9 border-b border-zinc-200 bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-800" />
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 border-b border-zinc-200 px-2 py-2.5 dark:border-zinc-800">
          <div className="flex-1">
            <div className="h-4 w-40 animate-pulse rounded bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-700" />
            <div className="mt-1.5 h-3 w-56 animate-pulse rounded bg-zinc-100 motion-reduce:animate-none dark:bg-zinc-800" />
          </div>
          <div className="h-5 w-16 animate-pulse rounded-full bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-700" />
          <div className="hidden h-4 w-24 animate-pulse rounded bg-zinc-100 motion-reduce:animate-none sm:block dark:bg-zinc-800" />
          <div className="h-9 w-20 animate-pulse rounded-md bg-zinc-100 motion-reduce:animate-none dark:bg-zinc-800" />
        </div>
      ))}
    </div>
  );
}

function Pager({ query, list }: { query: AdminUserListQuery; list: AdminUserList }) {
  const { totalPages } = list;
  const page = Math.min(query.page, totalPages);
  const href = (p: number) => adminUsersHref({ ...query, page: p });
  return (
    <nav aria-label="User pages" data-testid="user-pager" className="flex flex-wrap items-center justify-between gap-3 border-t border-zinc-200 px-3 py-2.5 dark:border-zinc-800">
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        Page <span className="font-semibold text-zinc-950 dark:text-white">{formatCount(page)}</span> of{' '}
        <span className="font-semibold text-zinc-950 dark:text-white">{formatCount(totalPages)}</span> · {pluralise(list.totalCount, 'user')}
      </p>
      {totalPages > 1 ? (
        <div className="flex items-center gap-1">
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className={`${box} border border-zinc-300 dark:border-zinc-700`}>
              <ChevronLeftIcon className="h-4 w-4" />
              <span className="sr-only sm:not-sr-only">Previous</span>
            </Link>
          ) : null}
          <ol className="flex items-center gap-0.5">
            {pageButtons(page, totalPages).map((p) => (
              <li key={p}>
                <Link
                  to={href(p)}
                  aria-label={p === page ? `Page ${p}, current page` : `Page ${p}`}
                  aria-current={p === page ? 'page' : undefined}
                  className={p === page ? `${box} bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-950` : `${box} text-zinc-800 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800`}
                >
                  {p}
                </Link>
              </li>
            ))}
          </ol>
          {page < totalPages ? (
            <Link to={href(page + 1)} rel="next" className={`${box} border border-zinc-300 dark:border-zinc-700`}>
              <span className="sr-only sm:not-sr-only">Next</span>
              <ChevronRightIcon className="h-4 w-4" />
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}

export function UserManagement({ query, currentUserId }: UserManagementProps) {
  const key = adminUsersHref(query);
  const [load, setLoad] = useState<Load>({ key, status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [dialog, setDialog] = useState<{ action: DialogAction; user: AdminUserView } | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());
  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((ids) => {
      const next = new Set(ids);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  useEffect(() => {
    let live = true;
    fetchUsers(query).then(
      (list) => live && setLoad({ key, status: 'ready', list }),
      (err: unknown) => {
        if (!live) return;
        setLoad({ key, status: 'error', message: err instanceof AdminRequestError ? err.message : USER_TEXTS.loadFailed });
        toast({ title: USER_TEXTS.loadFailed, variant: 'destructive', key: 'users-load' });
      },
    );
    return () => {
      live = false;
    };
    // `key` stands for the query; `attempt` reads again after a change or a retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  // Another URL starts from a skeleton; a reload after a change keeps the rows in view until the new ones arrive.
  const shown: Load = load.key === key ? load : { key, status: 'loading' };
  const list = shown.status === 'ready' ? shown.list : null;

  const onAction = async (user: AdminUserView, action: UserAction) => {
    if (action === 'resendInvite') return resend(user);
    if (action !== 'restore') return setDialog({ action, user });
    try {
      await restoreUser(user.id);
      toast({ title: USER_TEXTS.restored, description: user.email, variant: 'success' });
      reload();
    } catch (err) {
      toast({ title: USER_TEXTS.restoreFailed, description: err instanceof Error ? err.message : undefined, variant: 'destructive' });
    }
  };
  // One click, no confirmation: a resend only mails a fresh link (the server refuses a second one within a minute).
  const resend = async (user: AdminUserView) => {
    if (busyIds.has(user.id)) return;
    setBusy(user.id, true);
    try {
      const r = await resendInvite(user.id);
      toast({ title: USER_TEXTS.inviteResent(user.email), description: `The earlier link no longer works; the new one works once, until ${formatDateTime(r.expiresAt)}.`, variant: 'success' });
      reload();
    } catch (err) {
      toast({ title: USER_TEXTS.inviteResendFailed, description: err instanceof Error ? err.message : undefined, variant: 'destructive' });
      // Accepted or cancelled meanwhile: read the list again so the row shows what is true now.
      if (err instanceof AdminRequestError && (err.status === 404 || err.status === 409)) reload();
    } finally {
      setBusy(user.id, false);
    }
  };
  const close = () => setDialog(null);
  const dialogFor = (a: DialogAction) => (dialog?.action === a ? dialog.user : null);
  const stats = list?.stats;

  return (
    <div className="mx-auto flex w-full max-w-[100rem] flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-zinc-950 dark:text-white">User Management</h1>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Roles, suspensions, sessions and messages. Passwords are never shown or set here.</p>
        </div>
        <InviteUserDialog onInvited={reload} />
      </div>

      {stats ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" data-testid="user-stats">
          <StatCard label="Total users" value={stats.total} />
          <StatCard label="Active" value={stats.active} note="Last 30 days" />
          <StatCard label="New this week" value={stats.newThisWeek} />
          <StatCard label="Admins" value={stats.admins} />
          <StatCard label="Moderators" value={stats.moderators} />
          <StatCard label="Suspended" value={stats.suspended} />
        </dl>
      ) : (
        <StatsSkeleton />
      )}

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <nav aria-label="User lists" className="-mx-1 overflow-x-auto px-1">
          <ul className="inline-flex gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800">
            {ADMIN_USER_TABS.map((tab) => (
              <li key={tab}>
                <Link to={adminUsersHref({ tab, q: query.q })} aria-current={query.tab === tab ? 'page' : undefined} className={query.tab === tab ? tabOn : tabOff} data-testid={`tab-${tab}`}>
                  {ADMIN_USER_TAB_LABELS[tab]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="get" action="/admin/users" role="search" className="flex w-full gap-2 lg:w-auto" key={key}>
          {query.tab !== 'all' ? <input type="hidden" name="tab" value={query.tab} /> : null}
          <label htmlFor="user-search" className="sr-only">
            Search by name or email
          </label>
          <div className="relative flex-1 lg:w-80">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-zinc-500 dark:text-zinc-400" />
            <input
              id="user-search"
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={ADMIN_USER_SEARCH_MAX}
              placeholder="Search by name or email"
              className={`h-11 w-full rounded-lg border border-zinc-300 bg-white pr-3 pl-9 text-sm text-zinc-950 placeholder:text-zinc-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white dark:placeholder:text-zinc-400 ${focusRing}`}
            />
          </div>
          <button type="submit" className={buttonSecondary}>
            Search
          </button>
        </Form>
      </div>

      <section aria-labelledby="user-table-heading" className="rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        <h2 id="user-table-heading" className="sr-only">
          Users
        </h2>
        {shown.status === 'loading' ? (
          <TableSkeleton />
        ) : shown.status === 'error' ? (
          <div role="alert" className="flex flex-col items-start gap-3 p-4 text-sm text-red-900 dark:text-red-200" data-testid="user-load-error">
            <p className="font-semibold">{USER_TEXTS.loadFailed}</p>
            {shown.message !== USER_TEXTS.loadFailed ? <p>{shown.message}</p> : null}
            <button type="button" className={buttonPrimary} onClick={reload}>
              Retry
            </button>
          </div>
        ) : list && list.users.length === 0 ? (
          <div className="p-4">
            <EmptyState
              title="No users found"
              message={query.q ? `No account matches “${query.q}” here. Try another name or email, or clear the search.` : query.tab === 'all' ? 'No one has signed up yet.' : 'No account is in this list yet.'}
              action={
                query.q || query.tab !== 'all' ? (
                  <Link to={adminUsersHref({})} className={buttonSecondary}>
                    Show all users
                  </Link>
                ) : undefined
              }
            />
          </div>
        ) : list ? (
          <>
            <UserTable users={list.users} currentUserId={currentUserId} onAction={onAction} busyIds={busyIds} />
            <Pager query={query} list={list} />
          </>
        ) : null}
      </section>

      <RoleDialog user={dialogFor('role')} onClose={close} onDone={reload} />
      <MessageDialog user={dialogFor('message')} onClose={close} onDone={reload} />
      <SessionsDialog user={dialogFor('sessions')} onClose={close} onDone={reload} />
      <SuspendDialog user={dialogFor('suspend')} onClose={close} onDone={reload} />
      <CancelInviteDialog user={dialogFor('cancelInvite')} onClose={close} onDone={reload} />
    </div>
  );
}
