/**
 * The Notification Center (public-site §2): stats tiles (Total, Unread, Read, This Week), all or unread only, Mark All
 * Read, and the list (type icon, title, message, relative time, View for notifications with a link, Mark Read,
 * delete) in a 600 px scrolling area. The header's bell shows it in a panel; the dashboard embeds it as it is.
 * State and actions come from lib/notifications.ts, so every Center on the page and the bell agree.
 */
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { notificationAge, type NotificationView } from '../../../domain/notifications.ts';
import { formatCount, formatDate } from '../../lib/format.ts';
import {
  deleteNotification,
  loadMoreNotifications,
  loadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_MESSAGES,
  setNotificationFilter,
  useNotifications,
  type NotificationFilter,
} from '../../lib/notifications.ts';
import { buttonSecondary, focusRing } from '../../lib/ui.ts';
import { BellIcon, CheckIcon, TrashIcon, TYPE_LOOK } from './notificationIcons.tsx';

export interface NotificationCenterProps {
  /** Called when the reader follows a notification's link (the bell closes its panel). */
  onNavigate?: () => void;
  /** The heading's text (the dashboard's tab may already say "Notifications"). */
  title?: string;
  className?: string;
}

/** Re-renders every minute so "5m ago" stays true while the panel is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const FILTERS: { value: NotificationFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread only' },
];

const smallButton = `inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium motion-safe:transition-colors ${focusRing}`;
const quietButton = `${smallButton} text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white`;

export function NotificationCenter({ onNavigate, title = 'Notifications', className = '' }: NotificationCenterProps) {
  const s = useNotifications();
  const now = useMinuteClock();
  const headingId = useId();
  const tiles = [
    { key: 'total', label: 'Total', value: s.stats.total },
    { key: 'unread', label: 'Unread', value: s.stats.unread },
    { key: 'read', label: 'Read', value: s.stats.read },
    { key: 'this-week', label: 'This Week', value: s.stats.thisWeek },
  ];
  const loading = s.status === 'idle' || s.status === 'loading';

  return (
    <section aria-labelledby={headingId} data-testid="notification-center" className={`flex flex-col gap-4 p-4 sm:p-5 ${className}`}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="font-serif text-xl font-semibold text-zinc-950 dark:text-white">
          {title}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="notification-unread-summary">
          {s.unreadCount === 0 ? 'All caught up' : `${formatCount(s.unreadCount)} unread`}
        </p>
      </div>

      <dl className="grid grid-cols-4 gap-2">
        {tiles.map((t) => (
          <div key={t.key} data-testid={`notification-stat-${t.key}`} className="rounded-xl border border-zinc-200 bg-zinc-50 px-2 py-2.5 text-center dark:border-zinc-800 dark:bg-zinc-950/60">
            <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{t.label}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-zinc-950 tabular-nums dark:text-white">{formatCount(t.value)}</dd>
          </div>
        ))}
      </dl>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label="Show" className="inline-flex rounded-lg border border-zinc-200 p-0.5 dark:border-zinc-800">
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={s.filter === f.value}
              data-testid={`notification-filter-${f.value}`}
              onClick={() => setNotificationFilter(f.value)}
              className={`${smallButton} ${
                s.filter === f.value
                  ? 'bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-950'
                  : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800'
              }`}
            >
              {f.label}
            </button>
          ))}
        </div>
        <button type="button" data-testid="notification-mark-all" onClick={() => void markAllNotificationsRead()} disabled={s.unreadCount === 0} className={`${buttonSecondary} disabled:cursor-not-allowed disabled:opacity-50`}>
          <CheckIcon className="h-4 w-4" />
          Mark All Read
        </button>
      </div>

      <div data-testid="notification-list-area" aria-busy={loading} className="h-[600px] max-h-[70dvh] overflow-y-auto overscroll-contain rounded-xl border border-zinc-200 dark:border-zinc-800">
        {s.notifications.length > 0 ? (
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" data-testid="notification-list">
            {s.notifications.map((n) => (
              <NotificationItem key={n.id} notification={n} now={now} onNavigate={onNavigate} />
            ))}
          </ul>
        ) : loading ? (
          <p className="p-6 text-center text-sm text-zinc-600 dark:text-zinc-400">Loading notifications…</p>
        ) : s.status === 'error' ? (
          <div className="flex flex-col items-center gap-3 p-6 text-center">
            <p className="text-sm text-zinc-700 dark:text-zinc-300">{NOTIFICATION_MESSAGES.loadFailed}</p>
            <button type="button" onClick={() => void loadNotifications()} className={buttonSecondary}>
              Try Again
            </button>
          </div>
        ) : (
          <div data-testid="notification-empty" className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
              <BellIcon className="h-6 w-6" />
            </span>
            <p className="font-semibold text-zinc-950 dark:text-zinc-50">{s.filter === 'unread' ? 'No unread notifications' : 'No notifications yet'}</p>
            <p className="max-w-xs text-sm text-zinc-600 dark:text-zinc-400">
              {s.filter === 'unread' ? 'You are all caught up.' : 'Breaking stories and news in the categories you follow will appear here.'}
            </p>
          </div>
        )}
        {s.hasMore ? (
          <div className="border-t border-zinc-200 p-3 text-center dark:border-zinc-800">
            <button type="button" onClick={() => void loadMoreNotifications()} disabled={s.loadingMore} className={buttonSecondary}>
              {s.loadingMore ? 'Loading…' : 'Load more'}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function NotificationItem({ notification: n, now, onNavigate }: { notification: NotificationView; now: Date; onNavigate?: (() => void) | undefined }) {
  const look = TYPE_LOOK[n.type];
  const age = notificationAge(n.createdAt, now) ?? formatDate(n.createdAt);
  return (
    <li data-testid="notification-item" data-read={n.isRead} className={`flex gap-3 px-4 py-3 ${n.isRead ? '' : 'bg-brand-50/60 dark:bg-brand-950/30'}`}>
      <span className={`mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full ring-1 ${look.className}`}>
        <look.Icon className="h-5 w-5" />
        <span className="sr-only">{look.label}</span>
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-start gap-2 text-sm text-zinc-950 dark:text-zinc-50">
          {n.isRead ? null : <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-brand-700 dark:bg-brand-400" />}
          <span data-testid="notification-title" className={n.isRead ? 'font-medium' : 'font-semibold'}>
            {n.title}
          </span>
          {n.isRead ? null : <span className="sr-only">(unread)</span>}
        </p>
        {n.message ? (
          <p data-testid="notification-message" className="mt-0.5 text-sm break-words text-zinc-700 dark:text-zinc-300">
            {n.message}
          </p>
        ) : null}
        <time dateTime={n.createdAt} title={formatDate(n.createdAt)} className="mt-1 block text-xs text-zinc-600 dark:text-zinc-400">
          {age}
        </time>
        <div className="mt-1 -ml-3 flex flex-wrap items-center gap-1">
          {n.actionUrl ? (
            <Link
              to={n.actionUrl}
              data-testid="notification-view"
              aria-label={`View: ${n.title}`}
              onClick={() => {
                void markNotificationRead(n.id);
                onNavigate?.();
              }}
              className={`${smallButton} text-brand-700 hover:bg-brand-50 hover:text-brand-800 dark:text-brand-300 dark:hover:bg-brand-950/40 dark:hover:text-brand-200`}
            >
              View
            </Link>
          ) : null}
          {n.isRead ? null : (
            <button type="button" data-testid="notification-mark-read" aria-label={`Mark Read: ${n.title}`} onClick={() => void markNotificationRead(n.id)} className={quietButton}>
              Mark Read
            </button>
          )}
          <button type="button" data-testid="notification-delete" aria-label={`Delete: ${n.title}`} onClick={() => void deleteNotification(n.id)} className={`${quietButton} hover:text-red-800 dark:hover:text-red-300`}>
            <TrashIcon className="h-4 w-4" />
          </button>
        </div>
      </div>
    </li>
  );
}
