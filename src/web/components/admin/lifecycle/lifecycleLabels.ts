/** Words and formats of the Lifecycle Manager. */
import type { LifecycleRunView, RestoredStatus } from '../../../../domain/adminLifecycle.ts';

/** What a restore brings a story back to, as the list and the dialog say it. */
export const RESTORED_STATUS_LABELS: Readonly<Record<RestoredStatus, string>> = {
  published: 'Published',
  draft: 'Draft',
  rejected: 'Rejected',
};

/** The list's "Restores to": a draft going back to the review queue says so. */
export function restoresToLabel(status: RestoredStatus, adminStatus: string | null): string {
  return status === 'draft' && adminStatus === 'pending_review' ? 'Review queue' : RESTORED_STATUS_LABELS[status];
}

/** What happens after a restore to each status (the confirm dialog's explanation). */
export function restoreConsequence(status: RestoredStatus, adminStatus: string | null, archiveAfterHours: number): string {
  if (status === 'published') return 'It is public again at once, where readers saw it before it was archived.';
  if (status === 'draft') return adminStatus === 'pending_review' ? 'It goes back to the review queue.' : 'It stays hidden from readers as a draft.';
  return `It stays hidden from readers. Its ${archiveAfterHours}-hour clock starts again: publish it from Manage Articles before then, or the lifecycle archives it again.`;
}

/** "26 Nov 2026, 6:00 pm" in India time, the schedule's zone. */
export function when(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }) : '—';
}

/** A run's duration, "1.2 s" or "3 min". */
export function duration(run: Pick<LifecycleRunView, 'startedAt' | 'completedAt'>): string {
  if (!run.completedAt) return '—';
  const ms = Date.parse(run.completedAt) - Date.parse(run.startedAt);
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.round(ms / 60_000)} min`;
}

/** "6:00 AM and 6:00 PM" from the schedule's hours. */
export function runHoursText(hours: readonly number[]): string {
  const one = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? 'AM' : 'PM'}`;
  return hours.length <= 1 ? hours.map(one).join('') : `${hours.slice(0, -1).map(one).join(', ')} and ${one(hours.at(-1)!)}`;
}

/** "in 12 days", "in 1 day", "at the next run". */
export function purgeIn(days: number): string {
  if (days <= 0) return 'at the next run';
  return `in ${days} ${days === 1 ? 'day' : 'days'}`;
}

export const RUN_STATUS_CLASSES: Readonly<Record<LifecycleRunView['status'], string>> = {
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-100',
  running: 'bg-sky-100 text-sky-900 dark:bg-sky-500/20 dark:text-sky-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-100',
};
