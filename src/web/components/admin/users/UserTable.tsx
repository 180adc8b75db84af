/**
 * The accounts table (admin-content §2 "User management"; DESIGN "dense but legible, sticky headers"): name and
 * email, role badge, verified, suspended, joined, last active, live sessions, and a menu of actions per account. An
 * admin's own row offers only their sessions: their role, suspension and messages are for another admin. A pending
 * invitation (no password set yet) offers Resend invitation, Change Role and Cancel invitation: there is nobody
 * signed in to message, list sessions of or suspend.
 */
import type { AdminUserView } from '../../../../domain/adminUsers.ts';
import { formatCount, formatDate } from '../../../lib/format.ts';
import { focusRing } from '../../../lib/ui.ts';
import { ChevronDownIcon } from '../../icons.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '../../ui/DropdownMenu.tsx';
import { formatDateTime, relativeTime, ROLE_BADGE, SUSPENDED_BADGE, UNVERIFIED_BADGE, VERIFIED_BADGE } from './userLabels.ts';
import { ROLE_LABELS } from '../../../../domain/adminUsers.ts';

export type UserAction = 'role' | 'message' | 'sessions' | 'suspend' | 'restore' | 'resendInvite' | 'cancelInvite';

const thBase = 'sticky top-0 z-10 xl:top-[4.25rem] border-b border-zinc-200 bg-zinc-100 px-2 py-2 text-xs font-semibold tracking-wide whitespace-nowrap text-zinc-700 uppercase dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-200';
const th = `${thBase} text-left`;
const thRight = `${thBase} text-right`;
const cell = 'border-b border-zinc-200 px-2 py-2 align-middle dark:border-zinc-800';
const muted = 'text-xs text-zinc-600 dark:text-zinc-400';
const dangerItem = 'text-red-800 data-[highlighted]:text-red-900 dark:text-red-300 dark:data-[highlighted]:text-red-200';
const menuButton = `inline-flex h-9 items-center gap-1 rounded-md border border-zinc-300 px-2.5 text-xs font-semibold text-zinc-900 hover:bg-zinc-50 dark:border-zinc-700 dark:text-zinc-100 dark:hover:bg-zinc-800 ${focusRing}`;

export interface UserTableProps {
  users: AdminUserView[];
  currentUserId: string | null;
  onAction: (user: AdminUserView, action: UserAction) => void;
  /** Accounts with a request on its way (a resend): their one-click actions are disabled until it answers. */
  busyIds?: ReadonlySet<string>;
  now?: number;
}

export function UserTable({ users, currentUserId, onAction, busyIds, now = Date.now() }: UserTableProps) {
  return (
    <div data-testid="user-table-box" className="relative max-h-[calc(100dvh-8rem)] overflow-auto xl:max-h-none xl:overflow-visible">
      <table className="w-full min-w-[52rem] border-separate border-spacing-0 text-sm" data-testid="user-table">
        <caption className="sr-only">Accounts. Column headers stay in view while the table scrolls.</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              User
            </th>
            <th scope="col" className={th}>
              Role
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Joined
            </th>
            <th scope="col" className={th}>
              Last active
            </th>
            <th scope="col" className={thRight}>
              Sessions
            </th>
            <th scope="col" className={thRight}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => {
            const self = u.id === currentUserId;
            return (
              <tr key={u.id} data-testid="user-row" className={u.suspended ? 'bg-red-50/60 dark:bg-red-500/5' : 'hover:bg-zinc-50 dark:hover:bg-zinc-800/40'}>
                <td className={`${cell} max-w-[18rem]`}>
                  <p className="truncate font-semibold text-zinc-950 dark:text-white">
                    {u.name}
                    {self ? <span className="ml-1.5 text-xs font-normal text-zinc-600 dark:text-zinc-400">(you)</span> : null}
                  </p>
                  <p className={`truncate ${muted}`}>{u.email}</p>
                </td>
                <td className={cell}>
                  <span className={ROLE_BADGE[u.role]} data-testid="role-badge">
                    {ROLE_LABELS[u.role]}
                  </span>
                </td>
                <td className={cell}>
                  <div className="flex flex-wrap items-center gap-1">
                    {u.invitePending ? (
                      <span className={UNVERIFIED_BADGE} data-testid="invite-pending-badge" title="Invited by mail; has not set a password yet">
                        Invitation pending
                      </span>
                    ) : u.emailVerified ? (
                      <span className={VERIFIED_BADGE}>Verified</span>
                    ) : (
                      <span className={UNVERIFIED_BADGE}>Unverified</span>
                    )}
                    {u.suspended ? <span className={SUSPENDED_BADGE}>Suspended</span> : null}
                  </div>
                </td>
                <td className={`${cell} whitespace-nowrap text-zinc-700 dark:text-zinc-300`}>
                  <time dateTime={u.createdAt} title={formatDateTime(u.createdAt)}>
                    {formatDate(u.createdAt)}
                  </time>
                </td>
                <td className={`${cell} whitespace-nowrap text-zinc-700 dark:text-zinc-300`}>
                  {u.lastActiveAt ? (
                    <time dateTime={u.lastActiveAt} title={formatDateTime(u.lastActiveAt)}>
                      {relativeTime(u.lastActiveAt, now)}
                    </time>
                  ) : (
                    <span className={muted}>Never</span>
                  )}
                </td>
                <td className={`${cell} text-right tabular-nums text-zinc-800 dark:text-zinc-200`}>{formatCount(u.sessionCount)}</td>
                <td className={`${cell} text-right`}>
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <button type="button" className={menuButton} aria-label={`Manage ${u.name} (${u.email})`} data-testid="user-menu">
                        Manage
                        <ChevronDownIcon className="h-3.5 w-3.5" />
                      </button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent>
                      <DropdownMenuLabel className="truncate">{u.email}</DropdownMenuLabel>
                      {u.invitePending && !self ? (
                        <>
                          <DropdownMenuItem onSelect={() => onAction(u, 'resendInvite')} disabled={busyIds?.has(u.id)}>
                            Resend invitation
                          </DropdownMenuItem>
                          <DropdownMenuItem onSelect={() => onAction(u, 'role')}>Change Role</DropdownMenuItem>
                          {u.suspended ? <DropdownMenuItem onSelect={() => onAction(u, 'restore')}>Restore User</DropdownMenuItem> : null}
                          <DropdownMenuSeparator />
                          <DropdownMenuItem onSelect={() => onAction(u, 'cancelInvite')} className={dangerItem}>
                            Cancel invitation
                          </DropdownMenuItem>
                        </>
                      ) : (
                        <>
                          {self ? null : <DropdownMenuItem onSelect={() => onAction(u, 'role')}>Change Role</DropdownMenuItem>}
                          {self ? null : <DropdownMenuItem onSelect={() => onAction(u, 'message')}>Send Message</DropdownMenuItem>}
                          <DropdownMenuItem onSelect={() => onAction(u, 'sessions')}>Sessions</DropdownMenuItem>
                          {self ? null : (
                            <>
                              <DropdownMenuSeparator />
                              {u.suspended ? (
                                <DropdownMenuItem onSelect={() => onAction(u, 'restore')}>Restore User</DropdownMenuItem>
                              ) : (
                                <DropdownMenuItem onSelect={() => onAction(u, 'suspend')} className={dangerItem}>
                                  Suspend User
                                </DropdownMenuItem>
                              )}
                            </>
                          )}
                        </>
                      )}
                    </DropdownMenuContent>
                  </DropdownMenu>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
