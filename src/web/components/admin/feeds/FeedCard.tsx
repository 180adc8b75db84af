/**
 * One feed source (admin-content §2 "RSS Feed Management", §3, §4): name, state and health badges, the address, region,
 * priority and content types; the latest check (when, how fast, items, images), failures in a row, the next check and
 * the last error; what it produced; and its actions (Edit, Pause or Resume, Test, Delete).
 */
import type { AdminFeedSourceView } from '../../../../domain/adminFeeds.ts';
import { formatCount } from '../../../lib/format.ts';
import { focusRing } from '../../../lib/ui.ts';
import { formatDateTime, formatMs, HEALTH_BADGE, HEALTH_LABEL, nextCheckText, REGION_LABEL, STATE_BADGE, STATE_LABEL } from './feedLabels.ts';

const actionClass = `inline-flex min-h-9 items-center justify-center rounded-md border px-3 text-xs font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;
const quiet = `${actionClass} border-zinc-300 bg-white text-zinc-900 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800`;
const danger = `${actionClass} border-red-300 bg-white text-red-800 hover:bg-red-50 dark:border-red-500/50 dark:bg-zinc-900 dark:text-red-300 dark:hover:bg-red-500/10`;

export interface FeedCardProps {
  source: AdminFeedSourceView;
  busy: boolean;
  onEdit: (s: AdminFeedSourceView) => void;
  onToggle: (s: AdminFeedSourceView) => void;
  onTest: (s: AdminFeedSourceView) => void;
  onDelete: (s: AdminFeedSourceView) => void;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd className="truncate text-sm font-medium text-zinc-900 tabular-nums dark:text-zinc-100">{children}</dd>
    </div>
  );
}

export function FeedCard({ source: s, busy, onEdit, onToggle, onTest, onDelete }: FeedCardProps) {
  const check = s.latestCheck;
  const headingId = `feed-${s.id}-name`;
  const lastError = s.lastError ?? (s.health === 'failing' ? check?.errorMessage : null) ?? null;
  return (
    <article aria-labelledby={headingId} data-testid="feed-card" className="flex min-w-0 flex-col gap-3 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900">
      <header className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="min-w-0 text-base font-semibold break-words text-zinc-950 dark:text-white">
            {s.name}
          </h3>
          <span className={HEALTH_BADGE[s.health]} data-testid="health-badge">
            {HEALTH_LABEL[s.health]}
          </span>
          <span className={STATE_BADGE[s.state]} data-testid="state-badge">
            {STATE_LABEL[s.state]}
          </span>
          {s.isSample ? <span className="text-xs text-zinc-600 dark:text-zinc-400">Sample</span> : null}
        </div>
        <p className="font-mono text-xs break-all text-zinc-700 dark:text-zinc-300">{s.url}</p>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {REGION_LABEL[s.region] ?? s.region} · Priority {s.priority}
          {s.contentTypes.length > 0 ? ` · ${s.contentTypes.join(', ')}` : ' · no content types'}
          {s.supportsMedia ? ' · media' : ''}
        </p>
      </header>

      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3">
        <Fact label="Last check">{check ? formatDateTime(check.at) : 'Never'}</Fact>
        <Fact label="Response time">{check ? formatMs(check.responseTimeMs) : '—'}</Fact>
        <Fact label="Items found">{check ? formatCount(check.itemsFound) : '—'}</Fact>
        <Fact label="Images extracted">{check ? formatCount(check.imagesExtracted) : '—'}</Fact>
        <Fact label="Failures in a row">{formatCount(s.consecutiveFailures)}</Fact>
        <Fact label="Next check">{nextCheckText(s)}</Fact>
      </dl>

      {s.state === 'disabled' && s.disabledReason ? (
        <p className="text-xs text-amber-900 dark:text-amber-200">Disabled by the pipeline after repeated failures: {s.disabledReason}</p>
      ) : null}
      {lastError ? (
        <p className="rounded-md bg-red-50 px-2 py-1.5 text-xs break-words text-red-900 dark:bg-red-500/10 dark:text-red-200">
          <span className="font-semibold">Last error:</span> {lastError}
        </p>
      ) : null}

      <div>
        <h4 className="sr-only">Output</h4>
        <dl className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-zinc-700 dark:text-zinc-300" aria-label={`What ${s.name} produced`}>
          {(
            [
              ['Published', s.output.published],
              ['In review', s.output.inReview],
              ['Rejected', s.output.rejected],
              ['Duplicates', s.output.duplicates],
              ['Total', s.output.total],
            ] as const
          ).map(([label, n]) => (
            <div key={label} className="flex gap-1">
              <dt>{label}</dt>
              <dd className="font-semibold text-zinc-950 tabular-nums dark:text-white">{formatCount(n)}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="mt-auto flex flex-wrap gap-2 border-t border-zinc-200 pt-3 dark:border-zinc-800">
        <button type="button" className={quiet} onClick={() => onEdit(s)} aria-label={`Edit ${s.name}`}>
          Edit
        </button>
        <button type="button" className={quiet} onClick={() => onToggle(s)} disabled={busy} aria-busy={busy || undefined} aria-label={`${s.state === 'active' ? 'Pause' : 'Resume'} ${s.name}`}>
          {s.state === 'active' ? 'Pause' : 'Resume'}
        </button>
        <button type="button" className={quiet} onClick={() => onTest(s)} aria-label={`Test ${s.name}`}>
          Test
        </button>
        <button type="button" className={danger} onClick={() => onDelete(s)} aria-label={`Delete ${s.name}`}>
          Delete
        </button>
      </div>
    </article>
  );
}
