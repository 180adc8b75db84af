/**
 * The article dialog of an islands document (components/article/ArticleDialogHost.tsx), whose code is fetched only
 * once the page may need it (issue 9: "on first use"): the address asks for an article (a card was opened), the
 * reader points at or focuses a card's title, or a service worker already controls the page (an installed reader
 * keeps the code for reading offline, as lib/onDemand.ts `preloadForOffline` does). Most page views open no dialog.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LeaveOutOnError } from '../components/ErrorBoundary.tsx';
import { useHydrated } from '../components/lazyAfterHydration.tsx';
import { DIALOG_OPENER, dialogArticleId } from '../lib/articleDialog.ts';
import { onDemand, useOnDemand } from '../lib/onDemand.ts';

const host = onDemand(() => import('../components/article/ArticleDialogHost.tsx'));

export function ArticleDialogLauncher() {
  const hydrated = useHydrated();
  const location = useLocation();
  const [likely, setLikely] = useState(false);

  useEffect(() => {
    if (likely) return;
    if (navigator.serviceWorker?.controller) {
      setLikely(true);
      return;
    }
    const onIntent = (e: Event) => {
      if (e.target instanceof Element && e.target.closest(DIALOG_OPENER)) setLikely(true);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [likely]);

  const { module } = useOnDemand(host, hydrated && (likely || dialogArticleId(location) !== null));
  if (!module) return null;
  const { ArticleDialogHost } = module;
  return (
    <LeaveOutOnError name="Article dialog">
      <ArticleDialogHost />
    </LeaveOutOnError>
  );
}
