/** Building blocks shared by the side widgets: the card frame, skeleton rows, the week-on-week change badge. */
import type { ReactNode } from 'react';
import type { Comparison } from '../../../domain/livePlatformData.ts';
import { freshnessLabel } from '../../../domain/freshness.ts';
import { formatDate } from '../../lib/format.ts';
import { buttonSecondary } from '../../lib/ui.ts';

/** One widget: a titled card. `testId` lets browser tests find it. */
export function WidgetCard({ id, title, icon, children, footer, testId }: { id: string; title: string; icon: ReactNode; children: ReactNode; footer?: ReactNode; testId: string }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm shadow-zinc-950/[0.03] dark:border-zinc-800 dark:bg-zinc-900/70 dark:shadow-none"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-[0.9375rem] font-semibold text-zinc-950 dark:text-zinc-50">
        <span className="flex h-7 w-7 items-center justify-center rounded-lg bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-300">{icon}</span>
        {title}
      </h3>
      <div className="mt-3">{children}</div>
      {footer ? <div className="mt-3 border-t border-zinc-100 pt-3 dark:border-zinc-800">{footer}</div> : null}
    </section>
  );
}

/** A grey bar standing in for text while loading; it pulses once the side column runs in the browser (HomeSidebarWidgets). */
export function Bone({ className }: { className: string }) {
  return <span aria-hidden="true" className={`block rounded bg-zinc-200/80 motion-safe:group-data-running/sidebar:animate-pulse dark:bg-zinc-800 ${className}`} />;
}

/** `rows` skeleton rows shaped like a story row (meta line, two title lines, source line). */
export function StoryRowsSkeleton({ rows }: { rows: number }) {
  return (
    <ul aria-hidden="true" className="-my-1 divide-y divide-zinc-100 dark:divide-zinc-800">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="py-2.5">
          <Bone className="h-4 w-24" />
          <Bone className="mt-2 h-4 w-full" />
          <Bone className="mt-1.5 h-4 w-3/4" />
          <Bone className="mt-2 h-3 w-20" />
        </li>
      ))}
    </ul>
  );
}

/** What a widget shows when there is no data at all. */
export function WidgetUnavailable({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl bg-zinc-50 p-3 text-sm text-zinc-700 dark:bg-zinc-950/60 dark:text-zinc-300">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className={buttonSecondary}>
          Retry
        </button>
      ) : null}
    </div>
  );
}

/** "2h ago" for this week, else the date. */
export function storyTime(iso: string | null): string {
  if (!iso) return '';
  return freshnessLabel(iso) ?? formatDate(iso);
}

const TREND_CLASSES: Record<Comparison['trend'], string> = {
  up: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  down: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-300',
  flat: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
  new: 'bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-300',
};

/** The change against last week: "+50%", "−20%", "+3 pts" for percentages, "New" without a baseline. */
export function ChangeBadge({ value, unit = 'count' }: { value: Comparison; unit?: 'count' | 'percent' }) {
  const { changePercent, trend } = value;
  let text: string;
  let spoken: string;
  if (trend === 'new') {
    text = 'New';
    spoken = 'new this week';
  } else if (changePercent === null) {
    text = '–';
    spoken = 'no change';
  } else {
    const sign = changePercent > 0 ? '+' : changePercent < 0 ? '−' : '±';
    const suffix = unit === 'percent' ? ' pts' : '%';
    text = `${sign}${Math.abs(changePercent)}${suffix}`;
    spoken = changePercent === 0 ? 'no change on last week' : `${changePercent > 0 ? 'up' : 'down'} ${Math.abs(changePercent)}${unit === 'percent' ? ' points' : ' percent'} on last week`;
  }
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs leading-5 font-semibold tabular-nums ${TREND_CLASSES[trend]}`}>
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}
