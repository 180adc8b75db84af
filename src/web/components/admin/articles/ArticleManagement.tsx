/**
 * Article Management (admin-content §2 "Article Management", §4, §5, §8): title and actions, the stats strip, the
 * filters (in the URL), the table with its bulk bar and pagination footer, and the detail and delete dialogs. The
 * route's loader gives the list, the stats and the parsed query; every change goes to /api/admin and then reloads them.
 */
import { useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import {
  adminListSearchParams,
  type AdminArticleList,
  type AdminArticleListQuery,
  type AdminArticleStats,
  type AdminArticleView,
  type BulkAction,
} from '../../../../domain/adminArticles.ts';
import type { CategorySlug } from '../../../../domain/categories.ts';
import { pluralise } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { buttonPrimary, buttonSecondary } from '../../../lib/ui.ts';
import { EmptyState } from '../../EmptyState.tsx';
import { AdminRequestError } from '../adminRequest.ts';
import { ARTICLES_API, bulkAction, deleteArticle, patchArticle } from './articleApi.ts';
import { ArticleDetailDialog } from './ArticleDetailDialog.tsx';
import { ArticleFilters } from './ArticleFilters.tsx';
import { articlesHref, DELETE_CONFIRMATION, NEW_ARTICLE_PATH, STATUS_LABELS, STATUS_OF_ACTION, type StatusAction } from './articleLabels.ts';
import { ArticlePager } from './ArticlePager.tsx';
import { ArticleStatsStrip } from './ArticleStatsStrip.tsx';
import { ArticleTable } from './ArticleTable.tsx';
import { BulkBar, BulkFailures, type BulkFailure } from './BulkBar.tsx';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';

export interface ArticleManagementProps {
  list: AdminArticleList;
  stats: AdminArticleStats;
  query: AdminArticleListQuery;
  role: 'moderator' | 'admin';
}

const messageOf = (err: unknown, fallback: string) => (err instanceof AdminRequestError || err instanceof Error) && err.message ? err.message : fallback;

export function ArticleManagement({ list, stats, query, role }: ArticleManagementProps) {
  const isAdmin = role === 'admin';
  const revalidator = useRevalidator();
  // Selection and failures belong to one list URL: another filter or page starts with none (no effect needed).
  const listKey = articlesHref(query);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: listKey, ids: new Set() });
  const [failureState, setFailureState] = useState<{ key: string; items: BulkFailure[] }>({ key: listKey, items: [] });
  const [busy, setBusy] = useState(false);
  const [viewing, setViewing] = useState<AdminArticleView | null>(null);
  const [deleting, setDeleting] = useState<AdminArticleView | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const tableHeading = useRef<HTMLHeadingElement>(null);

  const onPage = new Set(list.articles.map((a) => a.id));
  const selected: ReadonlySet<string> = selection.key === listKey ? new Set([...selection.ids].filter((id) => onPage.has(id))) : new Set();
  const failures = failureState.key === listKey ? failureState.items : [];
  const select = (ids: Iterable<string>) => setSelection({ key: listKey, ids: new Set(ids) });

  const runBulk = async (action: BulkAction, category?: CategorySlug) => {
    const ids = [...selected];
    if (ids.length === 0) return;
    const titles = new Map(list.articles.map((a) => [a.id, a.title]));
    setBusy(true);
    try {
      const result = await bulkAction(ids, action, category);
      const failed = result.results.flatMap((r) => (r.ok ? [] : [{ id: r.id, title: titles.get(r.id) ?? r.id, message: r.message }]));
      toast({
        title: `${result.succeeded} ${action === 'delete' ? 'deleted' : 'updated'}`,
        description: result.failed > 0 ? `${result.failed} failed: see the list of failures.` : undefined,
        variant: result.failed > 0 && result.succeeded === 0 ? 'destructive' : 'success',
      });
      select(failed.map((f) => f.id));
      setFailureState({ key: listKey, items: failed });
      if (failed.length === 0) tableHeading.current?.focus();
      revalidator.revalidate();
    } catch (err) {
      const del = action === 'delete';
      toast({ title: del ? 'Delete Failed' : 'Update Failed', description: messageOf(err, del ? 'Could not delete the articles.' : 'Could not update article status.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteArticle(deleting.id);
      toast({ title: 'Article Deleted', description: deleting.title, variant: 'success' });
      setDeleting(null);
      tableHeading.current?.focus();
      revalidator.revalidate();
    } catch (err) {
      toast({ title: 'Delete Failed', description: messageOf(err, 'Could not delete the article.'), variant: 'destructive' });
    } finally {
      setDeleteBusy(false);
    }
  };

  const setStatus = async (article: AdminArticleView, action: StatusAction) => {
    const status = STATUS_OF_ACTION[action];
    try {
      const updated = await patchArticle(article.id, { status });
      toast({ title: 'Status Updated', description: `${article.title}: ${STATUS_LABELS[status]}`, variant: 'success' });
      revalidator.revalidate();
      return updated;
    } catch (err) {
      toast({ title: 'Update Failed', description: messageOf(err, 'Could not update article status.'), variant: 'destructive' });
      return null;
    }
  };

  const exportParams = adminListSearchParams({ status: query.status, category: query.category, sort: query.sort, q: query.q }).toString();
  const filtered = query.status !== 'all' || query.category !== 'all' || query.q !== '';

  return (
    <div className="mx-auto flex w-full max-w-[100rem] flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-zinc-950 dark:text-white">Article Management</h1>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {pluralise(stats.total, 'article')} in all.
            {isAdmin ? null : ' Moderators can change an article’s status; admins edit, feature and delete.'}
          </p>
        </div>
        {isAdmin ? (
          <div className="flex flex-wrap gap-2">
            <a href={`${ARTICLES_API}/export.csv${exportParams ? `?${exportParams}` : ''}`} download className={buttonSecondary} data-testid="export-csv">
              Export CSV
            </a>
            <Link to={NEW_ARTICLE_PATH} className={buttonPrimary}>
              Add Article
            </Link>
          </div>
        ) : null}
      </div>

      <ArticleStatsStrip stats={stats} />
      <ArticleFilters query={query} />

      <section aria-labelledby="article-table-heading" className="rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        <h2 id="article-table-heading" ref={tableHeading} tabIndex={-1} className="sr-only">
          Articles
        </h2>
        {list.articles.length === 0 ? (
          <div className="p-4">
            <EmptyState
              title="No articles found"
              message={filtered ? 'No article matches these filters. Try other terms or clear the filters.' : 'There are no articles yet.'}
              action={
                filtered ? (
                  <Link to={articlesHref({ pageSize: query.pageSize })} className={buttonSecondary}>
                    Clear filters
                  </Link>
                ) : isAdmin ? (
                  <Link to={NEW_ARTICLE_PATH} className={buttonPrimary}>
                    Add Article
                  </Link>
                ) : undefined
              }
            />
          </div>
        ) : (
          <ArticleTable
            articles={list.articles}
            selected={selected}
            onToggle={(id, checked) => select(checked ? [...selected, id] : [...selected].filter((x) => x !== id))}
            onToggleAll={(checked) => select(checked ? list.articles.map((a) => a.id) : [])}
            isAdmin={isAdmin}
            onView={setViewing}
            onDelete={setDeleting}
            pageKey={listKey}
          />
        )}
        {failures.length > 0 && selected.size === 0 ? (
          <BulkFailures failures={failures} onDismiss={() => setFailureState({ key: listKey, items: [] })} className="m-3" />
        ) : null}
        <ArticlePager query={query} totalPages={list.totalPages} totalCount={list.totalCount} totalIsCapped={list.totalIsCapped} />
        <BulkBar
          count={selected.size}
          isAdmin={isAdmin}
          busy={busy}
          failures={failures}
          onAction={runBulk}
          onClear={() => select([])}
          onDismissFailures={() => setFailureState({ key: listKey, items: [] })}
        />
      </section>

      <ArticleDetailDialog
        article={viewing}
        isAdmin={isAdmin}
        onClose={() => setViewing(null)}
        onDelete={(a) => {
          setViewing(null);
          setDeleting(a);
        }}
        onSetStatus={setStatus}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this article?"
        message={DELETE_CONFIRMATION}
        confirmLabel="Delete"
        busy={deleteBusy}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
