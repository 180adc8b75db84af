/**
 * The bulk bar (admin-content §2, §4; DESIGN "bulk actions in a bar that appears on selection"): shown only while rows
 * are selected, it says how many and offers the status changes (everyone) and feature, category and delete (admins).
 * After a call it lists the articles that failed and why; those stay selected so the action can be tried again.
 */
import { useState } from 'react';
import type { BulkAction } from '../../../../domain/adminArticles.ts';
import { CATEGORIES, type CategorySlug } from '../../../../domain/categories.ts';
import { focusRing } from '../../../lib/ui.ts';
import { CloseIcon } from '../../icons.tsx';
import { BULK_ACTION_LABELS, bulkDeleteConfirmation, STATUS_ACTIONS } from './articleLabels.ts';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { fieldClass } from './ArticleFilters.tsx';

export interface BulkFailure {
  id: string;
  title: string;
  message: string;
}

export interface BulkBarProps {
  count: number;
  isAdmin: boolean;
  busy: boolean;
  failures: BulkFailure[];
  onAction: (action: BulkAction, category?: CategorySlug) => Promise<void> | void;
  onClear: () => void;
  onDismissFailures: () => void;
}

const barButton = `inline-flex h-9 shrink-0 items-center whitespace-nowrap justify-center rounded-md border px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;
const plain = `${barButton} border-zinc-300 bg-white text-zinc-900 hover:bg-zinc-50 dark:border-zinc-600 dark:bg-zinc-800 dark:text-zinc-100 dark:hover:bg-zinc-700`;
const danger = `${barButton} border-red-700 bg-red-700 text-white hover:bg-red-800 dark:border-red-600 dark:bg-red-600 dark:hover:bg-red-500`;

export function BulkBar({ count, isAdmin, busy, failures, onAction, onClear, onDismissFailures }: BulkBarProps) {
  const [category, setCategory] = useState<CategorySlug | ''>('');
  const [confirming, setConfirming] = useState(false);
  if (count === 0) return null;
  return (
    <section
      aria-label="Bulk actions"
      data-testid="bulk-bar"
      className="sticky bottom-0 z-20 border-t border-zinc-300 bg-white/95 px-3 py-2.5 shadow-[0_-4px_12px_-6px_rgb(0_0_0/0.15)] backdrop-blur dark:border-zinc-700 dark:bg-zinc-900/95"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-semibold whitespace-nowrap text-zinc-950 dark:text-white" aria-live="polite" data-testid="bulk-count">
          {count} selected
        </p>
        {/* Phones: one row that scrolls sideways under the count; wider screens: wraps beside it. */}
        <div className="order-last -mx-1 flex w-full gap-2 overflow-x-auto px-1 py-0.5 sm:order-none sm:mx-0 sm:w-auto sm:flex-1 sm:flex-wrap sm:overflow-visible sm:px-0">
          {STATUS_ACTIONS.map((a) => (
            <button key={a} type="button" className={plain} disabled={busy} onClick={() => onAction(a)}>
              {BULK_ACTION_LABELS[a]}
            </button>
          ))}
          {isAdmin ? (
            <>
              <button type="button" className={plain} disabled={busy} onClick={() => onAction('feature')}>
                {BULK_ACTION_LABELS.feature}
              </button>
              <button type="button" className={plain} disabled={busy} onClick={() => onAction('unfeature')}>
                {BULK_ACTION_LABELS.unfeature}
              </button>
              <span className="inline-flex shrink-0 items-center gap-1">
                <label htmlFor="bulk-category" className="sr-only">
                  New category
                </label>
                <select id="bulk-category" className={`${fieldClass} h-9 w-44`} value={category} onChange={(e) => setCategory(e.currentTarget.value as CategorySlug | '')} disabled={busy}>
                  <option value="">Category…</option>
                  {CATEGORIES.map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {c.name}
                    </option>
                  ))}
                </select>
                <button type="button" className={plain} disabled={busy || category === ''} onClick={() => category && onAction('category', category)}>
                  {BULK_ACTION_LABELS.category}
                </button>
              </span>
              <button type="button" className={danger} disabled={busy} onClick={() => setConfirming(true)}>
                {BULK_ACTION_LABELS.delete}
              </button>
            </>
          ) : null}
        </div>
        <button type="button" className={`${barButton} ml-auto border-transparent text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800`} onClick={onClear} disabled={busy}>
          Clear selection
        </button>
      </div>
      {failures.length > 0 ? <BulkFailures failures={failures} onDismiss={onDismissFailures} className="mt-2" /> : null}
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={count === 1 ? 'Delete 1 article?' : `Delete ${count} articles?`}
        message={bulkDeleteConfirmation(count)}
        confirmLabel={count === 1 ? 'Delete 1 article' : `Delete ${count} articles`}
        busy={busy}
        onConfirm={async () => {
          await onAction('delete');
          setConfirming(false);
        }}
      />
    </section>
  );
}

/** Which articles a bulk action left unchanged, and the server's reason for each. */
export function BulkFailures({ failures, onDismiss, className = '' }: { failures: BulkFailure[]; onDismiss: () => void; className?: string }) {
  return (
    <div role="alert" data-testid="bulk-failures" className={`rounded-md border border-red-300 bg-red-50 p-2.5 text-sm text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50 ${className}`}>
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold">{failures.length === 1 ? '1 article was not changed:' : `${failures.length} articles were not changed:`}</p>
        <button type="button" onClick={onDismiss} aria-label="Dismiss the list of failures" className={`-mt-1 -mr-1 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded ${focusRing}`}>
          <CloseIcon className="h-4 w-4" />
        </button>
      </div>
      <ul tabIndex={0} aria-label="Articles not changed" className={`mt-1 max-h-32 list-disc space-y-0.5 overflow-y-auto rounded pl-5 ${focusRing}`}>
        {failures.map((f) => (
          <li key={f.id} data-testid="bulk-failure">
            <span className="font-medium">{f.title}</span>: {f.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
