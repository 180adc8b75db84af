/**
 * The review queue's list (admin-content §2, §4; issue 11 item 4): one row per story the classifier sent to review,
 * expandable to its summary, source, scores and the features behind the score, with Approve, Reject (with a reason)
 * and Preview. Built for speed from the keyboard: J / ↓ next, K / ↑ previous, A approve, R reject (Enter confirms the
 * reason, empty means the default), O / Enter open or close, P preview. A decided story leaves the list at once and
 * the next one becomes current, so a moderator can clear a hundred stories without the mouse.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import type { ReviewQueueItemView } from '../../../../domain/adminArticles.ts';
import { DEFAULT_REJECT_REASON, REJECT_REASON_MAX_LENGTH, scoreTone } from '../../../../domain/adminArticles.ts';
import { findCategory } from '../../../../domain/categories.ts';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { buttonPrimary, buttonSecondary, focusRing, textLink } from '../../../lib/ui.ts';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../ui/Dialog.tsx';
import { adminRequest } from '../adminRequest.ts';
import { PromoLabelControl } from '../PromoLabelControl.tsx';
import { PROMO_LABEL_TEXT } from '../../../../domain/promotional.ts';

const TONE_CLASS = {
  good: 'text-emerald-800 dark:text-emerald-300',
  fair: 'text-amber-800 dark:text-amber-300',
  poor: 'text-red-800 dark:text-red-300',
} as const;
const PRIORITY_CLASS = {
  HIGH: 'bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-200',
  MEDIUM: 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-100',
  LOW: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100',
} as const;
/** Quiet time after the last decision before the queue and its stats reload. */
export const RELOAD_AFTER_DECISIONS_MS = 600;
const RECOMMENDATION_LABEL = { publish: 'Model: publish', review: 'Model: unsure', reject: 'Model: reject' } as const;

/** True when a key press belongs to a text field or an open dialog, not to the queue's shortcuts. */
function typingOrDialog(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  if (t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return true;
  return Boolean(document.querySelector('[role="dialog"]'));
}

function FeatureBars({ features }: { features: ReviewQueueItemView['topFeatures'] }) {
  if (features.length === 0) return <p className="text-sm text-zinc-600 dark:text-zinc-400">The classifier recorded no features for this story.</p>;
  const max = Math.max(...features.map((f) => Math.abs(f.weight)), 0.001);
  return (
    <ul className="flex flex-col gap-1" aria-label="Features behind the score">
      {features.slice(0, 8).map((f) => (
        <li key={f.feature} className="grid grid-cols-[minmax(0,11rem)_1fr_3.5rem] items-center gap-2 text-xs">
          <span className="truncate font-mono text-zinc-800 dark:text-zinc-200" title={f.feature}>
            {f.feature}
          </span>
          <span className="h-2 rounded-full bg-zinc-100 dark:bg-zinc-800" aria-hidden="true">
            <span className={`block h-2 rounded-full ${f.weight >= 0 ? 'bg-emerald-600 dark:bg-emerald-400' : 'bg-red-600 dark:bg-red-400'}`} style={{ width: `${Math.round((Math.abs(f.weight) / max) * 100)}%` }} />
          </span>
          <span className={`text-right tabular-nums ${f.weight >= 0 ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300'}`}>
            {f.weight >= 0 ? '+' : '−'}
            {Math.abs(f.weight).toFixed(2)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function ReviewQueue({ items: initial }: { items: ReviewQueueItemView[] }) {
  const [items, setItems] = useState(initial);
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<ReviewQueueItemView | null>(null);
  const [reason, setReason] = useState('');
  const rows = useRef(new Map<string, HTMLLIElement>());
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // Stories decided on this screen. A reload can have been read before a decision (a moderator deciding faster than the
  // queue reloads): such a story must not come back. Decided stories never return to the queue.
  const decidedIds = useRef(new Set<string>());
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  // After a decision, the next story is made current and focused once the list without the decided one is rendered:
  // focusing earlier would run the old row's focus handler, whose index is one too far.
  const afterDecision = useRef<string | null>(null);
  useEffect(() => {
    const id = afterDecision.current;
    if (id === null) return;
    afterDecision.current = null;
    const index = items.findIndex((i) => i.id === id);
    if (index < 0) return;
    setCurrent(index);
    rows.current.get(id)?.focus();
  }, [items]);

  // New data from the server (a filter changed, a refresh) replaces the list.
  useEffect(() => {
    const fresh = initial.filter((i) => !decidedIds.current.has(i.id));
    setItems(fresh);
    setCurrent((c) => Math.min(c, Math.max(0, fresh.length - 1)));
  }, [initial]);

  const focusRow = useCallback((index: number) => {
    const item = items[index];
    if (item) rows.current.get(item.id)?.focus();
  }, [items]);

  const move = useCallback(
    (delta: number) => {
      setCurrent((c) => {
        const next = Math.min(Math.max(0, c + delta), Math.max(0, items.length - 1));
        queueMicrotask(() => focusRow(next));
        return next;
      });
    },
    [items.length, focusRow],
  );

  const decided = useCallback(
    (id: string) => {
      decidedIds.current.add(id);
      setItems((list) => {
        const index = list.findIndex((i) => i.id === id);
        const next = list.filter((i) => i.id !== id);
        // The story after it (or the new last one) becomes current once the shorter list is on screen.
        afterDecision.current = next[Math.min(index, next.length - 1)]?.id ?? null;
        return next;
      });
      // The stats cards and any newly queued stories follow in the background, once the moderator pauses: ten quick
      // decisions reload the queue once, not ten times.
      clearTimeout(reloadTimer.current);
      reloadTimer.current = setTimeout(() => void revalidator.revalidate(), RELOAD_AFTER_DECISIONS_MS);
    },
    [revalidator],
  );

  const approve = useCallback(
    async (item: ReviewQueueItemView) => {
      if (busy) return;
      setBusy(item.id);
      try {
        await adminRequest('POST', `/api/admin/articles/${item.id}/approve`);
        toast({ title: 'Article Approved', description: 'Article has been published successfully', variant: 'success' });
        decided(item.id);
      } catch (err) {
        toast({ title: 'Approval Failed', description: err instanceof Error ? err.message : 'Approval failed - please try again', variant: 'destructive' });
      } finally {
        setBusy(null);
      }
    },
    [busy, decided],
  );

  const reject = useCallback(
    async (item: ReviewQueueItemView, why: string) => {
      setBusy(item.id);
      try {
        await adminRequest('POST', `/api/admin/articles/${item.id}/reject`, { reason: why.trim() || DEFAULT_REJECT_REASON });
        toast({ title: 'Article Rejected', description: 'Article has been removed from queue', variant: 'success' });
        setRejecting(null);
        decided(item.id);
      } catch (err) {
        toast({ title: 'Rejection Failed', description: err instanceof Error ? err.message : 'Rejection failed - please try again', variant: 'destructive' });
      } finally {
        setBusy(null);
      }
    },
    [decided],
  );

  const startReject = useCallback((item: ReviewQueueItemView) => {
    setReason('');
    setRejecting(item);
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || typingOrDialog(e)) return;
      const item = items[current];
      switch (e.key) {
        case 'j':
        case 'ArrowDown':
          e.preventDefault();
          move(1);
          break;
        case 'k':
        case 'ArrowUp':
          e.preventDefault();
          move(-1);
          break;
        case 'a':
          if (item) {
            e.preventDefault();
            void approve(item);
          }
          break;
        case 'r':
          if (item) {
            e.preventDefault();
            startReject(item);
          }
          break;
        case 'o':
        case 'Enter':
          // Enter on a button or link keeps its own meaning.
          if (item && (e.key === 'o' || (e.target as HTMLElement).tagName === 'LI')) {
            e.preventDefault();
            setOpen((o) => (o === item.id ? null : item.id));
          }
          break;
        case 'p':
          if (item) {
            e.preventDefault();
            navigate(`/admin/content/review/${item.id}/preview`);
          }
          break;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [items, current, move, approve, startReject, navigate]);

  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-zinc-300 bg-white px-6 py-12 text-center dark:border-zinc-700 dark:bg-zinc-900">
        <p className="text-lg font-semibold text-zinc-950 dark:text-white">The review queue is empty</p>
        <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">Every story the classifier was unsure about has been decided. New ones arrive with each feed run.</p>
      </div>
    );
  }

  return (
    <>
      <ol className="flex flex-col gap-2" aria-label="Stories waiting for review" data-testid="review-list">
        {items.map((item, index) => {
          const isCurrent = index === current;
          const expanded = open === item.id;
          const category = findCategory(item.category);
          return (
            <li
              key={item.id}
              ref={(el) => {
                if (el) rows.current.set(item.id, el);
                else rows.current.delete(item.id);
              }}
              tabIndex={isCurrent ? 0 : -1}
              aria-current={isCurrent ? 'true' : undefined}
              data-review-id={item.id}
              onFocus={() => setCurrent(index)}
              className={`rounded-lg border bg-white outline-none dark:bg-zinc-900 ${isCurrent ? 'border-brand-600 ring-2 ring-brand-600/30 dark:border-brand-400' : 'border-zinc-200 dark:border-zinc-800'} focus-visible:ring-brand-600`}
            >
              <div className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:gap-4">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2 text-xs">
                    <span className={`rounded px-1.5 py-0.5 font-semibold ${PRIORITY_CLASS[item.priority]}`}>{item.priority}</span>
                    <span className="text-zinc-700 dark:text-zinc-300">{category?.name ?? item.category}</span>
                    <span className="text-zinc-600 dark:text-zinc-400">· {item.sourceName}</span>
                    <span className="text-zinc-600 dark:text-zinc-400">· added {formatDate(item.createdAt)}</span>
                    {item.promoLabel ? (
                      <span data-testid="review-promo-label" className="rounded px-1.5 py-0.5 font-semibold ring-1 ring-zinc-400 ring-inset dark:ring-zinc-500">
                        {PROMO_LABEL_TEXT[item.promoLabel]}
                      </span>
                    ) : null}
                  </div>
                  <h2 className="mt-1 text-base leading-snug font-semibold text-zinc-950 dark:text-white">
                    <button type="button" className={`text-left hover:underline ${focusRing}`} aria-expanded={expanded} aria-controls={`review-${item.id}`} onClick={() => setOpen(expanded ? null : item.id)}>
                      {item.title}
                    </button>
                  </h2>
                </div>
                <dl className="flex shrink-0 gap-4 text-xs sm:text-right">
                  <div>
                    <dt className="text-zinc-600 dark:text-zinc-400">Relevance</dt>
                    <dd className={`text-lg font-bold tabular-nums ${TONE_CLASS[scoreTone(item.relevanceScore)]}`}>{item.relevanceScore}</dd>
                  </div>
                  <div>
                    <dt className="text-zinc-600 dark:text-zinc-400">Confidence</dt>
                    <dd className={`text-lg font-bold tabular-nums ${TONE_CLASS[scoreTone(item.mlConfidence)]}`}>{Math.round(item.mlConfidence)}%</dd>
                  </div>
                  <div>
                    <dt className="text-zinc-600 dark:text-zinc-400">Quality</dt>
                    <dd className="text-lg font-bold text-zinc-900 tabular-nums dark:text-zinc-100">{item.qualityScore}</dd>
                  </div>
                </dl>
                <div className="flex shrink-0 gap-2">
                  <button type="button" className={`${buttonPrimary} h-9 px-3 text-sm`} disabled={busy === item.id} onClick={() => void approve(item)}>
                    Approve
                  </button>
                  <button type="button" className={`${buttonSecondary} h-9 px-3 text-sm`} disabled={busy === item.id} onClick={() => startReject(item)}>
                    Reject
                  </button>
                  <Link to={`/admin/content/review/${item.id}/preview`} className={`${buttonSecondary} h-9 px-3 text-sm`}>
                    Preview
                  </Link>
                </div>
              </div>
              {expanded ? (
                <div id={`review-${item.id}`} className="grid gap-4 border-t border-zinc-200 p-3 text-sm sm:grid-cols-2 dark:border-zinc-800">
                  <div className="flex flex-col gap-2">
                    <p className="text-zinc-800 dark:text-zinc-200">{item.summary || 'No summary in the feed.'}</p>
                    <p className="text-zinc-700 dark:text-zinc-300">
                      <span className="font-medium">{RECOMMENDATION_LABEL[item.mlRecommendation]}</span>
                      {item.keywordMatches && item.keywordMatches.primary.length > 0 ? ` · keywords: ${item.keywordMatches.primary.slice(0, 6).join(', ')}` : ''}
                    </p>
                    {item.tags.length > 0 ? <p className="text-zinc-700 dark:text-zinc-300">Tags: {item.tags.slice(0, 8).join(', ')}</p> : null}
                    <a href={item.sourceUrl} target="_blank" rel="noopener noreferrer" className={`${textLink} self-start`}>
                      View original at {item.sourceName}
                    </a>
                    <PromoLabelControl
                      articleId={item.id}
                      title={item.title}
                      label={item.promoLabel}
                      score={item.promoScore}
                      onSaved={(a) => setItems((list) => list.map((x) => (x.id === item.id ? { ...x, promoLabel: a.promoLabel } : x)))}
                    />
                  </div>
                  <div>
                    <p className="mb-1.5 font-medium text-zinc-900 dark:text-zinc-100">Why the model scored it so</p>
                    <FeatureBars features={item.topFeatures} />
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>

      <Dialog open={rejecting !== null} onOpenChange={(o) => !o && setRejecting(null)}>
        {rejecting ? (
          <DialogContent title="Reject this story?" description={rejecting.title}>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void reject(rejecting, reason);
              }}
              className="flex flex-col gap-3"
            >
              <label htmlFor="reject-reason" className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
                Reason <span className="font-normal text-zinc-600 dark:text-zinc-400">(optional; kept with the decision and shown in the audit log)</span>
              </label>
              <input
                id="reject-reason"
                autoFocus
                value={reason}
                maxLength={REJECT_REASON_MAX_LENGTH}
                onChange={(e) => setReason(e.target.value)}
                placeholder={DEFAULT_REJECT_REASON}
                className={`h-10 rounded-md border border-zinc-300 bg-white px-3 text-sm dark:border-zinc-700 dark:bg-zinc-950 ${focusRing}`}
              />
              <DialogFooter>
                <DialogClose asChild>
                  <button type="button" className={buttonSecondary}>
                    Cancel
                  </button>
                </DialogClose>
                <button type="submit" className={buttonPrimary} disabled={busy === rejecting.id}>
                  Reject story
                </button>
              </DialogFooter>
            </form>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
