/**
 * The app side of the service worker (public/sw.js): registration after the load event (production builds only),
 * the "Using cached news data" notice when the worker answered from its cache, and the list-failure toast
 * (public-site §8 "Article and list errors").
 */
import { toast } from './toast.ts';

export const CACHED_DATA_TITLE = 'Using cached news data';
export const LIST_FETCH_FAILED = 'Failed to fetch articles';
export const SERVICE_WORKER_URL = '/sw.js';

/** "at 14:05" today, else "on 21 Nov, 14:05": when the saved copy was made. */
export function savedAtText(cachedAt: string | null | undefined, now: Date = new Date()): string | null {
  if (!cachedAt) return null;
  const at = new Date(cachedAt);
  if (Number.isNaN(at.getTime())) return null;
  const time = at.toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', hour12: false });
  const sameDay = at.toDateString() === now.toDateString();
  return sameDay ? `at ${time}` : `on ${at.toLocaleDateString('en-IN', { day: 'numeric', month: 'short' })}, ${time}`;
}

// Set once this page view has shown saved data, so coming back online can offer fresh stories.
let showingSavedData = false;

/** Tells the reader that what they see is a saved copy (one toast, replaced rather than stacked). */
export function showCachedDataNotice(cachedAt?: string | null): void {
  showingSavedData = true;
  const when = savedAtText(cachedAt);
  toast({
    key: 'cached-data',
    title: CACHED_DATA_TITLE,
    description: `You're seeing the copy saved ${when ?? 'on your last visit'}. Fresh stories load once the connection is back.`,
    durationMs: 8000,
  });
}

/** The list could not be loaded: toast Error with the message, or "Failed to fetch articles". */
export function showListFetchFailed(message?: string): void {
  toast({ key: 'list-fetch-failed', title: 'Error', description: message || LIST_FETCH_FAILED, variant: 'destructive' });
}

/** True for the pages that are article lists (home and category pages). */
export function isListPath(pathname: string): boolean {
  return pathname === '/' || /^\/categories\/[^/]+\/?$/.test(pathname);
}

/**
 * Registers /sw.js once the page has loaded (so it never competes with the first render for bandwidth), listens for
 * "served from cache" messages, and shows the notice when this document itself came from the cache.
 * Returns a cleanup for the listeners.
 */
export function startOfflineSupport(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  // A saved page carries the time it was saved on <html> (sw-policy.js markCachedHtml).
  const savedPage = document.documentElement.dataset.swCachedAt;
  if (savedPage !== undefined) showCachedDataNotice(savedPage);

  // Back online after reading saved copies: offer the fresh page.
  const onOnline = () => {
    if (!showingSavedData) return;
    showingSavedData = false;
    toast({ key: 'cached-data', title: "You're back online", description: 'Load the latest stories?', action: { label: 'Refresh', onClick: () => window.location.reload() }, durationMs: 10_000 });
  };
  window.addEventListener('online', onOnline);
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => window.removeEventListener('online', onOnline);
  const sw = navigator.serviceWorker;
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; cachedAt?: string } | null;
    if (data?.type === 'cei:cached-data') showCachedDataNotice(data.cachedAt);
  };
  sw.addEventListener('message', onMessage);

  const controlledAtStart = Boolean(sw.controller);
  const register = () => {
    sw.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
      .then(async () => {
        if (controlledAtStart) return;
        // This page loaded before the worker existed: hand it the page and its assets to save for offline reading.
        const ready = await sw.ready;
        const assets = performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((url) => url.startsWith(`${location.origin}/assets/`));
        ready.active?.postMessage({ type: 'cei:warm', page: location.href, urls: [location.href, ...assets] });
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  return () => {
    window.removeEventListener('online', onOnline);
    sw.removeEventListener('message', onMessage);
    window.removeEventListener('load', register);
  };
}
