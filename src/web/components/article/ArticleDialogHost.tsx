/**
 * The article detail dialog (public-site §2), mounted once for the whole site. It opens when the router location has
 * `?article=<id>` (see lib/articleDialog.ts: the address bar shows the article page meanwhile) and closes when it
 * goes: Back, Escape, the close button or a click on the backdrop. A native modal <dialog>: the page behind is inert
 * (focus stays inside), Escape is handled, focus returns to the card that opened it, and the page does not scroll.
 * The article view itself (ArticleDialogBody.tsx) is a chunk of its own, fetched with the first dialog, when the
 * reader points at or focuses a card's title, or (for offline reading) once an installed worker controls the page.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PublicArticle } from '../../../domain/article.ts';
import { articlePath } from '../../../domain/articlePath.ts';
import type { ArticleWithRelated } from '../../../domain/contracts.ts';
import { dialogArticleId, dialogDepth, knownArticle, onDialogIntent, takeDialogTrigger, withoutDialog } from '../../lib/articleDialog.ts';
import { onDemand, preloadForOffline, useOnDemand } from '../../lib/onDemand.ts';
import { buttonSecondary, focusRing } from '../../lib/ui.ts';
import { countView } from '../../lib/viewTracker.ts';
import { usePendingLocation } from '../../lib/pendingLocation.ts';
import { CloseIcon } from '../icons.tsx';
import { DetailSkeleton, RELATED_COLUMN, RelatedSkeleton } from './articleDialogParts.tsx';

type Load =
  | { status: 'loading'; id: string; article: PublicArticle | null }
  | { status: 'ready'; id: string; data: ArticleWithRelated }
  | {
      status: 'not-found' | 'error';
      id: string;
      article: PublicArticle | null;
    };

/** Answers already fetched this page view, so reopening (or Back inside the dialog) is instant. */
const fetched = new Map<string, ArticleWithRelated>();

/** The article view (ArticleDialogBody.tsx). */
const articleView = onDemand(() => import('./ArticleDialogBody.tsx'));

/** Starts fetching the article view when a dialog is likely soon (a pointer over or focus on a card's title), or for offline use. */
function usePreloadBody() {
  useEffect(() => {
    preloadForOffline(articleView);
    return onDialogIntent(() => articleView.preload());
  }, []);
}

/** Stops the page behind the dialog from scrolling, without the layout jumping where a scrollbar disappears. */
function lockPageScroll(): () => void {
  const html = document.documentElement;
  const { overflow, scrollbarGutter } = html.style;
  if (window.innerWidth > html.clientWidth) html.style.scrollbarGutter = 'stable';
  html.style.overflow = 'hidden';
  return () => {
    html.style.overflow = overflow;
    html.style.scrollbarGutter = scrollbarGutter;
  };
}

export function ArticleDialogHost() {
  const location = useLocation();
  const pending = usePendingLocation();
  const navigate = useNavigate();
  // Where the router is going, if anywhere: Back closes the dialog at once, before the page below has reloaded.
  const current = pending ?? location;
  const id = dialogArticleId(current);
  const [load, setLoad] = useState<Load | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The article view, fetched with the first dialog (in parallel with the article's own request).
  const view = useOnDemand(articleView, id !== null);
  const body = view.module;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const openId = useRef<string | null>(null);
  const lastId = useRef<string | null>(null);
  const unlock = useRef<(() => void) | null>(null);
  const focusHeadingFor = useRef<string | null>(null);

  const requestClose = useCallback(() => {
    // The entry the browser is on, even while the router is still loading for it (Back, then Escape at once).
    const depth = dialogDepth(current.state);
    // Entries we pushed are popped, so Forward can reopen; a dialog opened by a typed or shared ?article= is replaced.
    if (depth > 0) void navigate(-depth);
    else void navigate(withoutDialog(current), { replace: true, preventScrollReset: true, defaultShouldRevalidate: false });
  }, [current, navigate]);

  usePreloadBody();

  // Fetch the article and its related articles; show what the page already knows in the meantime.
  useEffect(() => {
    if (!id) return;
    const cached = fetched.get(id);
    if (cached) {
      setLoad({ status: 'ready', id, data: cached });
      return;
    }
    setLoad({ status: 'loading', id, article: knownArticle(id) ?? null });
    const controller = new AbortController();
    fetch(`/api/articles/${id}`, {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    })
      .then(async (res) => {
        if (res.status === 404) return setLoad({ status: 'not-found', id, article: null });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const data = (await res.json()) as ArticleWithRelated;
        fetched.set(id, data);
        setLoad({ status: 'ready', id, data });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ status: 'error', id, article: knownArticle(id) ?? null });
        console.warn('article dialog: could not load the article', err);
      });
    return () => controller.abort();
  }, [id, attempt]);

  // Open and close the native dialog with the URL.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    openId.current = id;
    if (id && !dialog.open) {
      unlock.current = lockPageScroll();
      dialog.showModal();
    } else if (!id && dialog.open) {
      dialog.close();
      unlock.current?.();
      unlock.current = null;
      takeDialogTrigger(lastId.current)?.focus({ preventScroll: true });
    }
    // Another article in the same dialog (a related one, or Back inside it): start at its top, and move focus to
    // its heading once it shows (the link that was clicked is gone).
    if (id && lastId.current && id !== lastId.current) {
      scrollRef.current?.scrollTo({ top: 0 });
      focusHeadingFor.current = id;
    }
    if (id) lastId.current = id;
  }, [id]);

  useEffect(() => () => unlock.current?.(), []);

  const shown = load && load.id === id ? load : null;
  const article = shown ? (shown.status === 'ready' ? shown.data.article : shown.article) : null;
  const related = shown?.status === 'ready' ? shown.data.related : null;

  useEffect(() => {
    if (shown?.status === 'ready') countView(shown.id);
  }, [shown]);

  useEffect(() => {
    if (!article || !body || focusHeadingFor.current !== article.id) return;
    focusHeadingFor.current = null;
    document.getElementById(headingId)?.focus({ preventScroll: true });
  }, [article, body, headingId]);

  const retry = () => {
    if (view.failed) view.retry();
    setAttempt((n) => n + 1);
  };

  return (
    <dialog
      ref={dialogRef}
      data-testid="article-dialog"
      aria-labelledby={article ? headingId : undefined}
      aria-label={article ? undefined : 'Article'}
      onCancel={(e) => {
        // Escape: close through the history, so Back and the address bar stay in step.
        e.preventDefault();
        requestClose();
      }}
      onClose={() => {
        // The browser closed it by itself (e.g. a second Escape it would not let us cancel).
        if (openId.current) requestClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) requestClose();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none overflow-hidden border-0 bg-white p-0 text-zinc-900 shadow-2xl backdrop:bg-zinc-950/60 sm:m-auto sm:h-[calc(100dvh-3rem)] sm:max-h-[60rem] sm:w-[calc(100%-3rem)] sm:max-w-6xl sm:rounded-2xl dark:bg-zinc-950 dark:text-zinc-100 dark:backdrop:bg-black/70"
    >
      {id ? (
        <div className="flex h-full flex-col">
          <div className="flex shrink-0 items-center justify-between gap-3 border-b border-zinc-200 px-3 py-1.5 sm:px-5 dark:border-zinc-800">
            {article ? (
              <Link
                to={articlePath(article)}
                data-testid="dialog-open-page"
                className={`inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white ${focusRing}`}
              >
                Open article page
              </Link>
            ) : (
              <span />
            )}
            <button
              type="button"
              data-testid="dialog-close"
              onClick={requestClose}
              className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-zinc-800 hover:bg-zinc-100 dark:text-zinc-100 dark:hover:bg-zinc-800 ${focusRing}`}
            >
              <CloseIcon className="h-5 w-5" />
              Close
            </button>
          </div>
          <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            <div className="mx-auto w-full px-5 pt-6 pb-10 sm:px-8 sm:pt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12 lg:px-10">
              {article && body ? (
                <body.ArticleDialogBody article={article} related={related} relatedFailed={shown?.status === 'error'} headingId={headingId} location={location} />
              ) : article && !view.failed ? (
                <>
                  <DetailSkeleton />
                  <aside className={RELATED_COLUMN}>
                    <RelatedSkeleton />
                  </aside>
                </>
              ) : shown?.status === 'not-found' ? (
                <DialogMessage
                  title="Article not found"
                  text="This article is no longer available. It may have been removed by its source."
                  onClose={requestClose}
                />
              ) : shown?.status === 'error' || view.failed ? (
                <DialogMessage
                  title="Article Loading Error"
                  text="We couldn't load this article. Check your connection and try again."
                  onRetry={retry}
                  onClose={requestClose}
                />
              ) : (
                <DetailSkeleton />
              )}
              {article && body && shown?.status === 'error' ? (
                <p role="status" className="mt-6 text-sm text-zinc-600 lg:col-span-2 dark:text-zinc-400">
                  Related articles could not be loaded.{' '}
                  <button type="button" onClick={retry} className={`font-semibold underline underline-offset-4 ${focusRing}`}>
                    Try Again
                  </button>
                </p>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

function DialogMessage({ title, text, onRetry, onClose }: { title: string; text: string; onRetry?: () => void; onClose: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center lg:col-span-2">
      <h2 className="font-serif text-2xl font-semibold text-zinc-950 dark:text-white">{title}</h2>
      <p className="mt-3 text-base text-zinc-700 dark:text-zinc-300">{text}</p>
      <div className="mt-6 flex justify-center gap-3">
        {onRetry ? (
          <button type="button" onClick={onRetry} className={buttonSecondary}>
            Try Again
          </button>
        ) : null}
        <button type="button" onClick={onClose} className={buttonSecondary}>
          Close
        </button>
      </div>
    </div>
  );
}
