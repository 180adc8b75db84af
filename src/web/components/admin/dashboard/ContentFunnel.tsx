/**
 * The content funnel (admin-content §2): RSS extraction → drafts → ML confidence bands → pending review → published /
 * rejected, over the window in the URL. Every stage is a count of the stories stored in the window by where they are
 * now; each bar's length repeats its text figure (share of the stories stored).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_WINDOW_LABELS, DASHBOARD_WINDOWS, type DashboardFunnel } from '../../../../domain/adminDashboard.ts';
import { focusRing } from '../../../lib/ui.ts';
import { CleanupButton } from './CleanupButton.tsx';
import { count, muted, panel, panelTitle, pct } from './dashboardStyles.ts';

// Each link's visible words are inside its accessible name (WCAG 2.5.3, label in name): "24 h" is not in "Last 24 hours".
const SHORT: Record<string, string> = { '24h': '24 hours', '7d': '7 days', '30d': '30 days' };

function Stage({ step, label, value, of, note, tone = 'bg-brand-700 dark:bg-brand-400', children }: { step: string; label: string; value: number; of: number; note?: string; tone?: string; children?: ReactNode }) {
  return (
    <li className="grid grid-cols-[1.75rem_1fr] gap-x-2 border-t border-zinc-200 py-2 first:border-t-0 dark:border-zinc-800">
      <span aria-hidden="true" className="mt-0.5 flex h-6 w-6 items-center justify-center rounded-full bg-zinc-100 text-xs font-semibold text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
        {step}
      </span>
      <div className="min-w-0">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 className="text-sm font-medium text-zinc-900 dark:text-zinc-100">{label}</h3>
          <p className="text-sm tabular-nums">
            <span className="font-semibold text-zinc-950 dark:text-white">{count(value)}</span> <span className={muted}>({pct(value, of)} of stored)</span>
          </p>
        </div>
        <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800" aria-hidden="true">
          <div className={`h-full rounded-full ${tone}`} style={{ width: of > 0 ? `${Math.min(100, (value / of) * 100)}%` : '0%' }} />
        </div>
        {note ? <p className={`mt-0.5 ${muted}`}>{note}</p> : null}
        {children}
      </div>
    </li>
  );
}

export function ContentFunnel({ funnel }: { funnel: DashboardFunnel }) {
  const f = funnel;
  const e = f.extraction;
  return (
    <section aria-labelledby="dash-funnel" className={panel}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dash-funnel" className={panelTitle}>
          Content Funnel
        </h2>
        <nav aria-label="Funnel period" className="flex rounded-lg border border-zinc-300 p-0.5 dark:border-zinc-700">
          {DASHBOARD_WINDOWS.map((w) => (
            <Link
              key={w}
              to={`?window=${w}`}
              preventScrollReset
              aria-current={w === f.window ? 'page' : undefined}
              aria-label={DASHBOARD_WINDOW_LABELS[w]}
              className={`min-h-9 rounded-md px-3 py-1.5 text-sm font-medium ${focusRing} ${w === f.window ? 'bg-brand-700 text-white dark:bg-brand-500 dark:text-zinc-950' : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800'}`}
            >
              {SHORT[w]}
            </Link>
          ))}
        </nav>
      </div>
      <p className={`mt-1 ${muted}`}>
        {DASHBOARD_WINDOW_LABELS[f.window]}: {count(f.stored)} stories stored, counted by where they are now.
      </p>
      <ol className="mt-2">
        <li className="grid grid-cols-[1.75rem_1fr] gap-x-2 py-2">
          <span aria-hidden="true" className="mt-0.5 flex h-6 w-6 items-center justify-center rounded-full bg-zinc-100 text-xs font-semibold text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
            1
          </span>
          <div>
            <h3 className="text-sm font-medium text-zinc-900 dark:text-zinc-100">RSS Extraction</h3>
            <p className="text-sm text-zinc-700 tabular-nums dark:text-zinc-300">
              {count(e.activeFeeds)} active feeds · {count(e.runs)} fetch runs · {count(e.itemsFound)} items found · {count(e.inserted)} new · {count(e.duplicates)} duplicates
            </p>
          </div>
        </li>
        <Stage step="2" label="Draft Processing (waiting for ML)" value={f.waitingForMl} of={f.stored} note={`${count(f.stored)} stored in the period`} />
        <Stage step="3" label="ML Classification" value={f.classified} of={f.stored}>
          <ul className="mt-2 grid gap-2 sm:grid-cols-3" aria-label="Confidence bands">
            {(
              [
                ['High confidence', '80% or more', f.confidence.high, 'bg-emerald-600 dark:bg-emerald-400'],
                ['Medium confidence', '50–79%', f.confidence.medium, 'bg-amber-500 dark:bg-amber-400'],
                ['Low confidence', 'under 50%', f.confidence.low, 'bg-red-600 dark:bg-red-400'],
              ] as const
            ).map(([label, range, value, tone]) => (
              <li key={label} className="rounded-lg border border-zinc-200 px-3 py-2 dark:border-zinc-800">
                <p className="text-xs font-medium text-zinc-700 dark:text-zinc-300">
                  {label} <span className="font-normal">({range})</span>
                </p>
                <p className="text-lg font-bold text-zinc-950 tabular-nums dark:text-white">
                  {count(value)} <span className="text-xs font-normal text-zinc-600 dark:text-zinc-400">{pct(value, f.classified)} of classified</span>
                </p>
                <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800" aria-hidden="true">
                  <div className={`h-full rounded-full ${tone}`} style={{ width: f.classified > 0 ? `${(value / f.classified) * 100}%` : '0%' }} />
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-zinc-200 px-3 py-2 dark:border-zinc-800">
            <p className="text-sm text-zinc-800 dark:text-zinc-200">
              <span className="font-medium">Auto-Rejected:</span> <span className="font-semibold tabular-nums">{count(f.autoRejected)}</span>{' '}
              <span className={muted}>in the period · {count(f.awaitingCleanup)} drafts of any age wait for cleanup</span>
            </p>
            {f.awaitingCleanup > 0 ? <CleanupButton pending={f.awaitingCleanup} /> : null}
          </div>
        </Stage>
        <Stage step="4" label="Pending Review" value={f.pendingReview} of={f.stored} tone="bg-amber-500 dark:bg-amber-400" />
        <Stage step="5" label="Published" value={f.published} of={f.stored} tone="bg-emerald-600 dark:bg-emerald-400" />
        <Stage
          step="6"
          label="Rejected"
          value={f.rejected}
          of={f.stored}
          tone="bg-red-600 dark:bg-red-400"
          note={f.archivedOther > 0 ? `${count(f.archivedOther)} more archived or purged without a rejection` : 'By a moderator, or auto-rejected and cleaned up (archived ones included)'}
        />
      </ol>
    </section>
  );
}
