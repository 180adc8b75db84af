/** The Users screen's badges and small formatting helpers. */
import type { Role } from '../../../../domain/roles.ts';

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Role badges: distinct, each pair AA in both themes. */
export const ROLE_BADGE: Record<Role, string> = {
  admin: `${badge} bg-violet-100 text-violet-900 dark:bg-violet-500/20 dark:text-violet-100`,
  moderator: `${badge} bg-sky-100 text-sky-900 dark:bg-sky-500/20 dark:text-sky-100`,
  user: `${badge} bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200`,
};
export const SUSPENDED_BADGE = `${badge} bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-100`;
export const VERIFIED_BADGE = `${badge} bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-100`;
export const UNVERIFIED_BADGE = `${badge} bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-100`;

const timeFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** "21 Nov 2026, 4:05 pm" (Indian time); empty for none. */
export function formatDateTime(value: string | null): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : timeFormat.format(d);
}

/** "just now", "5 min ago", "3 h ago", "12 days ago"; falls back to the date past 60 days. */
export function relativeTime(value: string | null, now = Date.now()): string {
  if (!value) return '';
  const t = new Date(value).getTime();
  if (Number.isNaN(t)) return '';
  const s = Math.max(0, Math.round((now - t) / 1000));
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h ago`;
  const days = Math.floor(s / 86_400);
  if (days <= 60) return `${days} day${days === 1 ? '' : 's'} ago`;
  return formatDateTime(value).split(',')[0] ?? '';
}
