/**
 * The live-update notice of the home page (public-site §2, §4): a "New Content Available" toast for 5 s that updates
 * in place as more articles arrive, and a pill "N new articles — Refresh" at the top of the screen while the count
 * lasts. Refresh reloads the list (the route's loader) and scrolls to the top. The home page mounts it through
 * LiveUpdates.tsx, once the page has hydrated.
 */
import './liveUpdates.css';
import { useEffect, useRef } from 'react';
import { NEW_CONTENT_TOAST_MS, newArticlesText } from '../../domain/liveUpdates.ts';
import { dismissToast, toast } from '../lib/toast.ts';
import { useRefreshPage } from '../islands/inPlacePage.tsx';
import { focusRing } from '../lib/ui.ts';
import { useNewArticles } from '../lib/useNewArticles.ts';
import { RefreshIcon } from './icons.tsx';

const TOAST_KEY = 'live-new-articles';

export function LiveUpdatesNotice() {
  const { count, connection, reset } = useNewArticles();
  const refreshPage = useRefreshPage();
  const toastId = useRef<number | null>(null);

  const refresh = () => {
    reset();
    if (toastId.current !== null) dismissToast(toastId.current);
    toastId.current = null;
    refreshPage();
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  };
  // The toast's action keeps the latest refresh (it closes over this render's page refresh).
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  useEffect(() => {
    if (count === 0) {
      if (toastId.current !== null) dismissToast(toastId.current);
      toastId.current = null;
      return;
    }
    toastId.current = toast({
      key: TOAST_KEY,
      title: 'New Content Available',
      description: newArticlesText(count),
      durationMs: NEW_CONTENT_TOAST_MS,
      action: { label: 'Refresh', onClick: () => refreshRef.current() },
    });
  }, [count]);

  return (
    <div data-testid="live-updates" data-connection={connection} data-count={count} className="pointer-events-none fixed inset-x-0 top-[4.75rem] z-30 flex justify-center px-4">
      {count > 0 ? (
        <button
          type="button"
          onClick={refresh}
          data-testid="new-articles-pill"
          className={`pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-lg shadow-brand-900/20 hover:bg-brand-800 motion-safe:animate-[live-pill-in_200ms_ease-out] dark:bg-brand-400 dark:text-zinc-950 dark:hover:bg-brand-300 ${focusRing}`}
        >
          <RefreshIcon className="h-4 w-4" />
          <span>{`${count} new ${count === 1 ? 'article' : 'articles'} — Refresh`}</span>
        </button>
      ) : null}
    </div>
  );
}
