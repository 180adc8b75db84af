/**
 * The article's detail dialog (admin-content §2): everything the table has no room for (content, tags, the
 * classifier's evidence), with View Original, View on site, and for admins Edit and Delete; moderators change the
 * status here instead. Opened from a row, it shows the row's fields at once and loads the rest.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminArticleDetailView, AdminArticleView, FeatureWeight } from '../../../../domain/adminArticles.ts';
import { formatCount, formatDate } from '../../../lib/format.ts';
import { buttonPrimary, buttonSecondary } from '../../../lib/ui.ts';
import { ExternalLinkIcon } from '../../icons.tsx';
import { Dialog, DialogContent } from '../../ui/Dialog.tsx';
import { fetchArticle } from './articleApi.ts';
import {
  BULK_ACTION_LABELS,
  categoryName,
  editArticlePath,
  FEATURED_BADGE,
  percent,
  REVIEW_BADGE,
  scoreClass,
  STATUS_ACTIONS,
  STATUS_BADGE,
  STATUS_LABELS,
  type StatusAction,
} from './articleLabels.ts';
import { buttonDanger } from './ConfirmDeleteDialog.tsx';
import { fieldClass } from './ArticleFilters.tsx';
import { PromoLabelControl } from '../PromoLabelControl.tsx';

export interface ArticleDetailDialogProps {
  /** The row it was opened from; null closes the dialog. */
  article: AdminArticleView | null;
  isAdmin: boolean;
  onClose: () => void;
  onDelete: (article: AdminArticleView) => void;
  /** Moderators' status change; resolves with the updated article, or rejects with the server's message. */
  onSetStatus: (article: AdminArticleView, action: StatusAction) => Promise<AdminArticleDetailView | null>;
}

export function ArticleDetailDialog({ article, isAdmin, onClose, onDelete, onSetStatus }: ArticleDetailDialogProps) {
  return (
    <Dialog open={article !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {article ? (
        <DialogContent title={article.title} className="sm:max-w-3xl" data-testid="article-detail">
          <DetailBody key={article.id} row={article} isAdmin={isAdmin} onDelete={onDelete} onSetStatus={onSetStatus} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DetailBody({ row, isAdmin, onDelete, onSetStatus }: { row: AdminArticleView } & Pick<ArticleDetailDialogProps, 'isAdmin' | 'onDelete' | 'onSetStatus'>) {
  const [detail, setDetail] = useState<AdminArticleDetailView | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchArticle(row.id).then(
      (a) => live && setDetail(a),
      (err: unknown) => live && setError(err instanceof Error ? err.message : 'Failed to fetch the article'),
    );
    return () => {
      live = false;
    };
  }, [row.id]);
  const a: AdminArticleView = detail ?? row;

  return (
    <div className="flex flex-col gap-5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className={STATUS_BADGE[a.status]}>{STATUS_LABELS[a.status]}</span>
        {a.inReview ? <span className={REVIEW_BADGE}>In review</span> : null}
        {a.isFeatured ? <span className={FEATURED_BADGE}>Featured</span> : null}
        <span className="text-xs text-zinc-600 dark:text-zinc-400">{a.isPublic ? 'Public on the site' : 'Not public'}</span>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3" data-testid="article-detail-facts">
        <Fact label="Source">
          {a.sourceName}
          {a.author ? <span className="block text-xs text-zinc-600 dark:text-zinc-400">by {a.author}</span> : null}
        </Fact>
        <Fact label="Category">{categoryName(a.category)}</Fact>
        <Fact label="Views">{formatCount(a.viewsCount)}</Fact>
        <Fact label="Relevance score">
          <span className={`font-bold ${scoreClass(a.relevanceScore)}`}>{Math.round(a.relevanceScore)}</span>
        </Fact>
        <Fact label="ML confidence">{percent(a.mlConfidence)}</Fact>
        <Fact label="ML relevance">{detail ? detail.mlRelevance.toFixed(2) : '…'}</Fact>
        <Fact label="Created">
          <time dateTime={a.createdAt}>{formatDate(a.createdAt)}</time>
        </Fact>
        <Fact label="Updated">
          <time dateTime={a.updatedAt}>{formatDate(a.updatedAt)}</time>
        </Fact>
        <Fact label="Model version">{detail ? (detail.modelVersion ?? 'None') : '…'}</Fact>
      </dl>

      {a.reviewNote ? (
        <p className="rounded-md bg-zinc-100 px-3 py-2 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">
          <span className="font-semibold">Review note:</span> {a.reviewNote}
        </p>
      ) : null}

      <section aria-labelledby="detail-summary">
        <h3 id="detail-summary" className="text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
          Summary
        </h3>
        <p className="mt-1 text-zinc-800 dark:text-zinc-200">{a.summary || 'No summary.'}</p>
      </section>

      {error ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {error}
        </p>
      ) : !detail ? (
        <p role="status" className="text-zinc-600 dark:text-zinc-400">
          Loading the article…
        </p>
      ) : (
        <>
          <section aria-labelledby="detail-content">
            <h3 id="detail-content" className="text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
              Content
            </h3>
            {detail.content ? (
              // Stored HTML is sanitised on the server (allowlist at ingest and on every edit), so rendering it is safe.
              <div
                data-testid="article-detail-content"
                className="prose-cei article-content mt-1 max-h-80 max-w-none overflow-y-auto rounded-md border border-zinc-200 p-3 text-[0.9375rem] dark:border-zinc-800"
                tabIndex={0}
                aria-labelledby="detail-content"
                role="region"
                dangerouslySetInnerHTML={{ __html: detail.content }}
              />
            ) : (
              <p className="mt-1 text-zinc-600 dark:text-zinc-400">{detail.purgedAt ? 'Purged: only a hash-only record is kept.' : 'No content.'}</p>
            )}
          </section>

          <section aria-labelledby="detail-tags">
            <h3 id="detail-tags" className="text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
              Tags
            </h3>
            {detail.tags.length ? (
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {detail.tags.map((t) => (
                  <li key={t} className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">
                    {t}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-zinc-600 dark:text-zinc-400">No tags.</p>
            )}
          </section>

          <section aria-labelledby="detail-features">
            <h3 id="detail-features" className="text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
              Top features
            </h3>
            <TopFeatures features={detail.topFeatures} />
          </section>

          <section aria-labelledby="detail-promo">
            <h3 id="detail-promo" className="text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
              Sponsored or press release
            </h3>
            <div className="mt-1 flex flex-col gap-2">
              <PromoLabelControl articleId={detail.id} title={detail.title} label={detail.promoLabel} score={detail.promoScore} onSaved={setDetail} />
              {detail.promoReasons.length > 0 ? <TopFeatures features={detail.promoReasons} /> : null}
            </div>
          </section>
        </>
      )}

      <div className="flex flex-wrap gap-2 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <a href={a.sourceUrl} target="_blank" rel="noopener noreferrer" className={buttonSecondary}>
          View Original <ExternalLinkIcon className="h-4 w-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        {a.publicPath ? (
          <Link to={a.publicPath} className={buttonSecondary}>
            View on site
          </Link>
        ) : null}
        {isAdmin ? (
          <>
            <Link to={editArticlePath(a.id)} className={buttonPrimary}>
              Edit Article
            </Link>
            <button type="button" className={buttonDanger} onClick={() => onDelete(a)}>
              Delete Article
            </button>
          </>
        ) : (
          <StatusChanger
            onApply={async (action) => {
              const updated = await onSetStatus(a, action);
              if (updated) setDetail(updated);
            }}
          />
        )}
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd className="mt-0.5 break-words text-zinc-900 dark:text-zinc-100">{children}</dd>
    </div>
  );
}

/** The features that moved the classifier most, with signed weights and bars (green pushed up, red pushed down). */
export function TopFeatures({ features }: { features: FeatureWeight[] }) {
  if (features.length === 0) return <p className="mt-1 text-zinc-600 dark:text-zinc-400">No classifier features recorded.</p>;
  const max = Math.max(...features.map((f) => Math.abs(f.weight)), 1e-9);
  return (
    <ul className="mt-1 flex flex-col gap-1" data-testid="top-features">
      {features.map((f) => (
        <li key={f.feature} className="grid grid-cols-[minmax(0,12rem)_4rem_1fr] items-center gap-2 text-xs">
          <span className="truncate font-mono text-zinc-800 dark:text-zinc-200" title={f.feature}>
            {f.feature}
          </span>
          <span className={`text-right font-semibold tabular-nums ${f.weight >= 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}>
            {f.weight >= 0 ? '+' : '−'}
            {Math.abs(f.weight).toFixed(3)}
          </span>
          <span aria-hidden="true" className="h-2 rounded-full bg-zinc-100 dark:bg-zinc-800">
            <span
              className={`block h-2 rounded-full ${f.weight >= 0 ? 'bg-emerald-600 dark:bg-emerald-500' : 'bg-red-600 dark:bg-red-500'}`}
              style={{ width: `${Math.max(4, (Math.abs(f.weight) / max) * 100)}%` }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}

function StatusChanger({ onApply }: { onApply: (action: StatusAction) => Promise<void> }) {
  const [action, setAction] = useState<StatusAction | ''>('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!action) return;
        setBusy(true);
        try {
          await onApply(action);
          setAction('');
        } finally {
          setBusy(false);
        }
      }}
    >
      <label htmlFor="detail-status" className="sr-only">
        Change status
      </label>
      <select id="detail-status" value={action} onChange={(e) => setAction(e.currentTarget.value as StatusAction | '')} className={`${fieldClass} h-11`} disabled={busy}>
        <option value="">Change status…</option>
        {STATUS_ACTIONS.map((s) => (
          <option key={s} value={s}>
            {BULK_ACTION_LABELS[s]}
          </option>
        ))}
      </select>
      <button type="submit" className={buttonPrimary} disabled={busy || !action}>
        {busy ? 'Saving…' : 'Apply'}
      </button>
    </form>
  );
}
