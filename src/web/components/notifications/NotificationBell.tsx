/**
 * The header's bell for signed-in readers (public-site §2, §9): the unread count as a badge (99+ at most) and in the
 * button's name, live from the notification stream; it opens the Notification Center in a panel. The header loads
 * this file only for signed-in readers, and the panel's code only when it is about to open.
 */
import { lazy, Suspense, useState } from 'react';
import { unreadBadge } from '../../../domain/notifications.ts';
import { refreshNotifications, useNotifications } from '../../lib/notifications.ts';
import { focusRing } from '../../lib/ui.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/Popover.tsx';
import { BellIcon } from './notificationIcons.tsx';

const loadCenter = () => import('./NotificationCenter.tsx');
const NotificationCenter = lazy(() => loadCenter().then((m) => ({ default: m.NotificationCenter })));

/** The bell's accessible name: what it is and how many are unread. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications, none unread';
}

export function NotificationBell({ className = '' }: { className?: string }) {
  const { unreadCount, connection } = useNotifications();
  const [open, setOpen] = useState(false);
  const badge = unreadBadge(unreadCount);
  // Fetched on the first sign of intent, so the panel is usually there by the time it opens.
  const preload = () => void loadCenter().catch(() => undefined);
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) refreshNotifications();
      }}
    >
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label={bellLabel(unreadCount)}
          data-testid="notification-bell"
          data-unread={unreadCount}
          data-connection={connection}
          onPointerEnter={preload}
          onFocus={preload}
          className={`relative inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-zinc-800 hover:bg-zinc-100 hover:text-zinc-950 motion-safe:transition-colors dark:text-zinc-200 dark:hover:bg-zinc-800 dark:hover:text-white ${focusRing} ${open ? 'bg-zinc-100 dark:bg-zinc-800' : ''} ${className}`}
        >
          <BellIcon className="h-6 w-6" />
          {badge ? (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white tabular-nums dark:bg-brand-400 dark:text-zinc-950 dark:ring-zinc-950"
            >
              {badge}
            </span>
          ) : null}
        </button>
      </PopoverTrigger>
      <PopoverContent aria-label="Notification Center" data-testid="notification-panel">
        <Suspense fallback={<p className="p-6 text-center text-sm text-zinc-600 dark:text-zinc-400">Loading notifications…</p>}>
          <NotificationCenter onNavigate={() => setOpen(false)} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
