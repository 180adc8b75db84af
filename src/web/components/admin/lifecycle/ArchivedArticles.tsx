/**
 * The archived stories (most recently archived first), each with when it will be purged and a Restore button that asks
 * first: the dialog says what the story goes back to and what follows (public at once, back in the review queue, or
 * rejected with a fresh 48-hour clock). A purged story is not listed: its content is gone.
 */
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { ArchivedArticleList, ArchivedArticleView, RestoredArticleView } from '../../../../domain/adminLifecycle.ts';
import { findCategory } from '../../../../domain/categories.ts';
import { formatCount, pluralise } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { buttonPrimary, buttonSecondary, focusRing } from '../../../lib/ui.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../ui/Dialog.tsx';
import { adminRequest } from '../adminRequest.ts';
import { purgeIn, RESTORED_STATUS_LABELS, restoreConsequence, restoresToLabel, when } from './lifecycleLabels.ts';

const step = `inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-2 text-sm font-semibold ${focusRing}`;
const stepOn = `${step} border-zinc-300 text-zinc-900 hover:bg-zinc-50 dark:border-zinc-700 dark:text-zinc-100 dark:hover:bg-zinc-800`;
const stepOff = `${step} border-zinc-200 text-zinc-500 dark:border-zinc-800 dark:text-zinc-400`;

function Pager({ list }: { list: ArchivedArticleList }) {
  const href = (p: number) => (p === 1 ? '?' : `?page=${p}`);
  return (
    <nav aria-label="Archived article pages" className="flex flex-wrap items-center justify-between gap-3 border-t border-zinc-200 px-3 py-2.5 dark:border-zinc-800">
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        Page {formatCount(list.page)} of {formatCount(list.totalPages)} · {pluralise(list.totalCount, 'archived article')}
      </p>
      {list.totalPages > 1 ? (
        <div className="flex items-center gap-1">
          {list.page > 1 ? (
            <Link to={href(list.page - 1)} rel="prev" className={stepOn} preventScrollReset>
              <ChevronLeftIcon className="h-4 w-4" />
              Previous
            </Link>
          ) : (
            <span aria-disabled="true" className={stepOff}>
              <ChevronLeftIcon className="h-4 w-4" />
              Previous
            </span>
          )}
          {list.page < list.totalPages ? (
            <Link to={href(list.page + 1)} rel="next" className={stepOn} preventScrollReset>
              Next
              <ChevronRightIcon className="h-4 w-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={stepOff}>
              Next
              <ChevronRightIcon className="h-4 w-4" />
            </span>
          )}
        </div>
      ) : null}
    </nav>
  );
}

export function ArchivedArticles({ list, archiveAfterHours }: { list: ArchivedArticleList; archiveAfterHours: number }) {
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState<ArchivedArticleView | null>(null);
  const [busy, setBusy] = useState(false);

  const restore = async (a: ArchivedArticleView) => {
    setBusy(true);
    try {
      const { article } = await adminRequest<{ article: RestoredArticleView }>('POST', `/api/admin/articles/${a.id}/restore`);
      toast({
        title: 'Article Restored',
        description: `“${article.title}” is ${RESTORED_STATUS_LABELS[article.status].toLowerCase()} again${article.isPublic ? ' and public' : ''}.`,
        variant: 'success',
      });
      setConfirming(null);
      revalidator.revalidate();
    } catch (err) {
      toast({ title: 'Restore Failed', description: err instanceof Error ? err.message : 'Could not restore the article.', variant: 'destructive' });
      setConfirming(null);
      revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="archived-heading" className="rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-4 pt-4 pb-3">
        <h2 id="archived-heading" className="text-base font-semibold text-zinc-950 dark:text-white">
          Archived articles
        </h2>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">Most recently archived first. Restore one before it is purged; a purged article cannot come back.</p>
      </div>
      {list.articles.length === 0 ? (
        <p className="border-t border-zinc-200 px-4 py-6 text-sm text-zinc-700 dark:border-zinc-800 dark:text-zinc-300">{list.totalCount === 0 ? 'No archived articles.' : 'No archived articles on this page.'}</p>
      ) : (
        <ul className="divide-y divide-zinc-200 border-t border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="archived-list">
          {list.articles.map((a) => (
            <li key={a.id} data-testid="archived-article" className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-zinc-950 dark:text-white">{a.title}</p>
                <p className="mt-0.5 text-xs text-zinc-600 dark:text-zinc-400">
                  {a.sourceName} · {findCategory(a.category)?.name ?? a.category} · archived {when(a.archivedAt)}
                  {a.reviewNote ? <> · reason: {a.reviewNote}</> : null}
                </p>
              </div>
              <dl className="grid shrink-0 grid-cols-2 gap-x-4 gap-y-0.5 text-xs sm:w-64">
                <dt className="text-zinc-600 dark:text-zinc-400">Purged</dt>
                <dd className={`font-semibold tabular-nums ${a.daysUntilPurge <= 3 ? 'text-red-800 dark:text-red-300' : 'text-zinc-900 dark:text-zinc-100'}`} title={when(a.purgeDueAt)}>
                  {purgeIn(a.daysUntilPurge)}
                </dd>
                <dt className="text-zinc-600 dark:text-zinc-400">Restores to</dt>
                <dd className="font-semibold text-zinc-900 dark:text-zinc-100">{restoresToLabel(a.restoresTo, a.restoresToAdminStatus)}</dd>
              </dl>
              <button type="button" className={`${buttonSecondary} h-9 min-h-9 shrink-0 self-start px-3 sm:self-auto`} onClick={() => setConfirming(a)} aria-label={`Restore “${a.title}”`}>
                Restore
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pager list={list} />
      <Dialog open={confirming !== null} onOpenChange={(o) => (busy || o ? undefined : setConfirming(null))}>
        {confirming ? (
          <DialogContent
            title="Restore this article?"
            description={
              <>
                “{confirming.title}” goes back to <strong>{restoresToLabel(confirming.restoresTo, confirming.restoresToAdminStatus).toLowerCase()}</strong>
                {confirming.restoresToKnown ? ', the status it had before it was archived.' : ': the lifecycle archived it after it had been rejected.'}{' '}
                {restoreConsequence(confirming.restoresTo, confirming.restoresToAdminStatus, archiveAfterHours)}
              </>
            }
            hideCloseButton
            data-testid="confirm-restore"
          >
            <DialogFooter>
              <DialogClose asChild>
                <button type="button" className={buttonSecondary} disabled={busy}>
                  Cancel
                </button>
              </DialogClose>
              <button type="button" className={buttonPrimary} onClick={() => void restore(confirming)} disabled={busy} aria-busy={busy || undefined}>
                {busy ? 'Restoring…' : 'Restore'}
              </button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
