/**
 * The Lifecycle Manager (admin-system "Article Lifecycle Management"; issue 11 item 7): the cards (archived with the
 * last 24 h, purged with the last 7 d, storage saved as measured by the runs, last run), Pending Archive and Pending
 * Purge with their bars (scaled to 100 and 50), the last run's results, the rules as the code applies them, the
 * archived stories with Restore, and the recent runs.
 */
import { useRevalidator } from 'react-router';
import type { ArchivedArticleList, LifecycleOverviewView, LifecycleRunView } from '../../../../domain/adminLifecycle.ts';
import { formatCount } from '../../../lib/format.ts';
import { buttonPrimary, buttonSecondary, focusRing } from '../../../lib/ui.ts';
import { RunJobButton } from '../RunJobButton.tsx';
import { StatCard } from '../StatCard.tsx';
import { ArchivedArticles } from './ArchivedArticles.tsx';
import { duration, RUN_STATUS_CLASSES, runHoursText, when } from './lifecycleLabels.ts';

const panel = 'rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900';
const h2 = 'text-base font-semibold text-zinc-950 dark:text-white';
const muted = 'text-zinc-600 dark:text-zinc-400';

function RunStatus({ status }: { status: LifecycleRunView['status'] }) {
  return <span className={`rounded px-1.5 py-0.5 text-xs font-semibold capitalize ${RUN_STATUS_CLASSES[status]}`}>{status}</span>;
}

function PendingPanel({ id, title, count, scale, note }: { id: string; title: string; count: number; scale: number; note: string }) {
  const pct = Math.min(100, Math.round((count / scale) * 100));
  return (
    <section aria-labelledby={id} className={panel}>
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={id} className={h2}>
          {title}
        </h2>
        <p className="text-2xl font-bold text-zinc-950 tabular-nums dark:text-white">{formatCount(count)}</p>
      </div>
      <div
        role="progressbar"
        aria-label={`${title}: ${count} of a scale of ${scale}`}
        aria-valuemin={0}
        aria-valuemax={scale}
        aria-valuenow={Math.min(count, scale)}
        className="mt-2 h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
      >
        <div className="h-full rounded-full bg-brand-700 dark:bg-brand-400" style={{ width: `${pct}%` }} />
      </div>
      <p className={`mt-2 text-xs ${muted}`}>{note}</p>
    </section>
  );
}

/** Page views the run deleted (analytics keeps single views 90 days); a run from before that was recorded says so. */
function pageViewsDeleted(run: LifecycleRunView): string {
  return run.stats.page_views_deleted === null ? 'not recorded' : formatCount(run.stats.page_views_deleted);
}

function LastRun({ run }: { run: LifecycleRunView | null }) {
  return (
    <section aria-labelledby="last-run-heading" className={panel} data-testid="lifecycle-last-run">
      <h2 id="last-run-heading" className={h2}>
        Last run results
      </h2>
      {run ? (
        <>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-zinc-800 dark:text-zinc-200">
            <RunStatus status={run.status} />
            <span>
              {run.trigger === 'manual' ? 'Started by hand' : run.trigger === 'schedule' ? 'Scheduled run' : `Trigger: ${run.trigger}`} · {when(run.startedAt)}
              {run.completedAt ? ` · took ${duration(run)}` : ''}
            </span>
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
            {(
              [
                ['Archived', formatCount(run.stats.archived_count)],
                ['Purged', formatCount(run.stats.purged_count)],
                ['Storage saved', `${run.stats.storage_saved_mb} MB`],
                ['Total processed', formatCount(run.stats.total_processed)],
                ['Page views deleted', pageViewsDeleted(run)],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-md bg-zinc-50 px-3 py-2 dark:bg-zinc-800/60">
                <dt className={`text-xs ${muted}`}>{label}</dt>
                <dd className="font-semibold text-zinc-950 tabular-nums dark:text-white">{value}</dd>
              </div>
            ))}
          </dl>
          {run.errorMessage ? (
            <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100">
              <strong>Error:</strong> {run.errorMessage}
            </p>
          ) : null}
        </>
      ) : (
        <p className={`mt-2 text-sm ${muted}`}>The lifecycle has not run yet.</p>
      )}
    </section>
  );
}

function Rules({ rules }: { rules: LifecycleOverviewView['rules'] }) {
  return (
    <section aria-labelledby="rules-heading" className={panel}>
      <h2 id="rules-heading" className={h2}>
        How the lifecycle works
      </h2>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-zinc-800 dark:text-zinc-200">
        <li>
          A rejected article is <strong>archived</strong> once it has been rejected for more than <strong>{rules.archiveAfterHours} hours</strong>.
        </li>
        <li>
          An archived article is <strong>purged</strong> once it has been archived for more than <strong>{rules.purgeAfterDays} days</strong>: its content, summary, image and
          metadata are wiped, leaving a hash-only record (title, source and dates). Its hashes are kept, so feeds never bring it back.
        </li>
        <li>
          It runs at <strong>{runHoursText(rules.runHours)}</strong> ({rules.runTimeZone === 'Asia/Kolkata' ? 'India time' : rules.runTimeZone}) every day, and whenever an admin presses Run
          Lifecycle.
        </li>
        <li>Until it is purged, an archived article can be restored below.</li>
      </ol>
      <p className={`mt-3 text-xs ${muted}`}>
        Storage saved is measured by each run (bytes of the wiped fields). The old estimate was {rules.estimatedMbPerPurge} MB per purged article, a {rules.claimedStorageReductionPercent}% reduction.
      </p>
    </section>
  );
}

function RecentRuns({ runs }: { runs: LifecycleRunView[] }) {
  return (
    <section aria-labelledby="runs-heading" className={panel}>
      <h2 id="runs-heading" className={h2}>
        Recent runs
      </h2>
      {runs.length === 0 ? (
        <p className={`mt-2 text-sm ${muted}`}>No runs yet.</p>
      ) : (
        // Focusable, so a keyboard can scroll the table sideways on a phone.
        <div className={`mt-2 overflow-x-auto rounded-sm ${focusRing}`} tabIndex={0} role="region" aria-labelledby="runs-heading">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">The latest lifecycle runs, newest first</caption>
            <thead className={`text-xs ${muted}`}>
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">Started</th>
                <th scope="col" className="py-1 pr-3 font-medium">Status</th>
                <th scope="col" className="py-1 pr-3 font-medium">Trigger</th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">Archived</th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">Purged</th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">Saved</th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">Views deleted</th>
                <th scope="col" className="py-1 text-right font-medium">Took</th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {runs.map((r) => (
                <tr key={r.id} className="border-t border-zinc-200 dark:border-zinc-800">
                  <td className="py-1.5 pr-3 whitespace-nowrap">{when(r.startedAt)}</td>
                  <td className="py-1.5 pr-3">
                    <RunStatus status={r.status} />
                    {r.errorMessage ? <span className="sr-only"> ({r.errorMessage})</span> : null}
                  </td>
                  <td className="py-1.5 pr-3 capitalize">{r.trigger}</td>
                  <td className="py-1.5 pr-3 text-right">{formatCount(r.stats.archived_count)}</td>
                  <td className="py-1.5 pr-3 text-right">{formatCount(r.stats.purged_count)}</td>
                  <td className="py-1.5 pr-3 text-right whitespace-nowrap">{r.stats.storage_saved_mb} MB</td>
                  <td className="py-1.5 pr-3 text-right">{pageViewsDeleted(r)}</td>
                  <td className="py-1.5 text-right whitespace-nowrap">{duration(r)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function LifecycleManager({ overview, archived }: { overview: LifecycleOverviewView; archived: ArchivedArticleList }) {
  const revalidator = useRevalidator();
  const { analytics: a, rules, lastRun } = overview;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0 lg:flex-1">
          <h1 className="text-2xl font-bold tracking-tight text-zinc-950 dark:text-white">Lifecycle Manager</h1>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            Rejected articles are archived after {rules.archiveAfterHours} hours and purged to hash-only records {rules.purgeAfterDays} days later. Runs automatically at{' '}
            {runHoursText(rules.runHours)} daily.
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button type="button" className={buttonSecondary} onClick={() => void revalidator.revalidate()} disabled={revalidator.state !== 'idle'} aria-busy={revalidator.state !== 'idle' || undefined}>
            {revalidator.state !== 'idle' ? 'Refreshing…' : 'Refresh'}
          </button>
          <RunJobButton job="run-lifecycle" className={buttonPrimary} />
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4" data-testid="lifecycle-figures">
        <StatCard label="Archived articles" value={a.total_archived} note={`${formatCount(a.archived_last_24h)} in the last ${rules.recentArchiveWindowHours} h`} />
        <StatCard label="Purged records" value={a.total_purged} note={`${formatCount(a.purged_last_7d)} in the last ${rules.recentPurgeWindowDays} d`} />
        <StatCard label="Storage saved" value={`${a.estimated_storage_saved} MB`} note="measured by each run" />
        <StatCard label="Last run" value={lastRun ? lastRun.status.charAt(0).toUpperCase() + lastRun.status.slice(1) : 'Never'} note={lastRun ? when(lastRun.startedAt) : 'not run yet'} />
      </dl>

      <div className="grid gap-3 md:grid-cols-2">
        <PendingPanel
          id="pending-archive-heading"
          title="Pending archive"
          count={a.pending_archive}
          scale={rules.pendingArchiveBarScale}
          note={`Rejected more than ${rules.archiveAfterHours} hours ago; archived at the next run.`}
        />
        <PendingPanel
          id="pending-purge-heading"
          title="Pending purge"
          count={a.pending_purge}
          scale={rules.pendingPurgeBarScale}
          note={`Archived more than ${rules.purgeAfterDays} days ago; purged at the next run.`}
        />
      </div>

      <div className="grid gap-3 lg:grid-cols-2">
        <LastRun run={lastRun} />
        <Rules rules={rules} />
      </div>

      <ArchivedArticles list={archived} archiveAfterHours={rules.archiveAfterHours} />
      <RecentRuns runs={overview.recentRuns} />
      <p className={`text-xs ${muted}`}>Figures as of {when(overview.asOf)}.</p>
    </div>
  );
}
