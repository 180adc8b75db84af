/**
 * The article dialog of an islands document (components/article/ArticleDialogHost.tsx), whose code is fetched only
 * once the page may need it (issue 9: "on first use"): the address asks for an article (a card was opened), the
 * reader points at or focuses a card's title, or a service worker already controls the page (an installed reader
 * keeps the code for reading offline, as lib/onDemand.ts `preloadForOffline` does). Most page views open no dialog.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyWhen } from '../components/lazyAfterHydration.tsx';
import { dialogArticleId, onDialogIntent } from '../lib/articleDialog.ts';

/** True once the dialog is likely to be needed (it stays so). */
function useDialogLikely(): boolean {
  const location = useLocation();
  const [likely, setLikely] = useState(false);
  useEffect(() => {
    if (likely) return;
    if (navigator.serviceWorker?.controller) {
      setLikely(true);
      return;
    }
    return onDialogIntent(() => setLikely(true));
  }, [likely]);
  return likely || dialogArticleId(location) !== null;
}

export const ArticleDialogLauncher = lazyWhen(
  'Article dialog',
  () => import('../components/article/ArticleDialogHost.tsx').then((m) => m.ArticleDialogHost),
  useDialogLikely,
);
