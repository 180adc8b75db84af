/** Words, badges and formats of RSS Feed Management (admin-content §3, §4). */
import type { AdminFeedSourceView, FeedHealthState, FeedRunState, FeedTestDecision } from '../../../../domain/adminFeeds.ts';
import { formatCount } from '../../../lib/format.ts';

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs leading-4 font-semibold whitespace-nowrap';

/** §4: healthy is the default badge, anything else destructive; unknown when there is no record. */
export const HEALTH_BADGE: Record<FeedHealthState, string> = {
  healthy: `${badge} bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200`,
  failing: `${badge} bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-200`,
  unknown: `${badge} bg-zinc-100 text-zinc-700 ring-1 ring-zinc-300 ring-inset dark:bg-zinc-900 dark:text-zinc-300 dark:ring-zinc-600`,
};
export const HEALTH_LABEL: Record<FeedHealthState, string> = { healthy: 'Healthy', failing: 'Failing', unknown: 'Unknown' };

export const STATE_BADGE: Record<FeedRunState, string> = {
  active: `${badge} bg-sky-100 text-sky-900 dark:bg-sky-500/15 dark:text-sky-200`,
  paused: `${badge} bg-zinc-200 text-zinc-800 dark:bg-zinc-700/60 dark:text-zinc-100`,
  disabled: `${badge} bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200`,
};
export const STATE_LABEL: Record<FeedRunState, string> = { active: 'Active', paused: 'Paused', disabled: 'Disabled' };

export const DECISION_BADGE: Record<FeedTestDecision, string> = {
  published: `${badge} bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200`,
  pending_review: `${badge} bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200`,
  auto_rejected: `${badge} bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-200`,
  skipped: `${badge} bg-zinc-200 text-zinc-800 dark:bg-zinc-700/60 dark:text-zinc-100`,
};
export const DECISION_LABEL: Record<FeedTestDecision, string> = { published: 'Would publish', pending_review: 'To review', auto_rejected: 'Would reject', skipped: 'Skipped' };

export const REGION_LABEL: Record<string, string> = { india: 'India', global: 'Global' };

const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Kolkata' });

/** "21 Nov, 14:05" (India time); an em dash when absent. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : dateTime.format(d);
}

export const formatMs = (ms: number) => (ms >= 1000 ? `${(Math.round(ms / 100) / 10).toLocaleString('en-IN')} s` : `${formatCount(ms)} ms`);

/** When the pipeline reads the source next. */
export function nextCheckText(s: Pick<AdminFeedSourceView, 'nextCheck'>): string {
  switch (s.nextCheck.kind) {
    case 'next_run':
      return 'At the next run';
    case 'backoff':
      return `${formatDateTime(s.nextCheck.at)} (backing off)`;
    case 'never':
      return s.nextCheck.reason === 'disabled' ? 'Not until resumed (disabled)' : 'Not until resumed';
  }
}

export const DELETE_FEED_MESSAGE = 'Are you sure you want to delete this feed? Its health history goes with it; the articles it brought in stay. This action cannot be undone.';
