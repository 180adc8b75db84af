/**
 * A page whose island renders its own next pages (issue 9: the home page's search as you type, tabs, filters and page
 * numbers) in an islands document, which has no client-side router. The island asks the shared history
 * (islandHistory.ts) to keep navigations between its pages in place; for each new address it fetches that address's
 * document, reads its own props from the island's wrapper there (the server's loader ran for it, as for a document
 * load) and renders them. Its parts see the address whose data they show, as under React Router's data router, and
 * `usePendingLocation` (lib/pendingLocation.ts) gives the address still loading.
 *
 * The fetch carries `X-Island-Page`, which the service worker treats as the page it is (public/sw-policy.js): saved for
 * offline reading, and answered from that copy offline, when the page says so ("Using cached news data"). A fetch that
 * fails shows the page-level error screen in the island's place, as a route's error boundary does in the app
 * (Connection Problem with the "Failed to fetch articles" toast offline, Application Error for a server error), whose
 * Try Again fetches the page again.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createPath, NavigationType, UNSAFE_DataRouterContext, UNSAFE_LocationContext, useLocation, type Location, type Path } from 'react-router';
import { PageErrorView } from '../components/ErrorViews.tsx';
import { showCachedDataNotice } from '../lib/offlineData.ts';
import { InPlacePendingContext, usePendingLocation } from '../lib/pendingLocation.ts';
import { IslandPageDataContext } from './islandContext.ts';
import { renderInPlace, takeScrollReset } from './islandHistory.ts';
import type { IslandName } from './registry.ts';

/** The request header of an in-place page fetch (the service worker keeps such responses as pages). */
export const IN_PLACE_PAGE_HEADER = 'X-Island-Page';

/** What an in-place page shows: its data, the address it belongs to, and the address loading next, if any. */
export interface InPlaceState<T> {
  data: T;
  location: Location;
  pending: Location | undefined;
  /** Loading `location` failed: the page shows the error screen instead of `data`. */
  error: unknown;
}

/** A page that answered, but not with the page (a server error, an offline page without the island). */
class PageLoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PageLoadError';
  }
}

/** Reloads the page's data at its current address (the live-update notice's Refresh); the app's revalidation. */
const ReloadContext = createContext<(() => void) | null>(null);

/** The next page of an in-place island, read from its document. */
async function fetchIslandProps(href: string, island: IslandName, signal: AbortSignal): Promise<{ props: unknown; title: string; cachedAt: string | undefined }> {
  const response = await fetch(href, { headers: { Accept: 'text/html', [IN_PLACE_PAGE_HEADER]: island }, credentials: 'same-origin', signal });
  if (!response.ok) throw new PageLoadError(`${href}: HTTP ${response.status}`, response.status);
  const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
  const wrapper = doc.querySelector<HTMLElement>(`[data-island="${island}"]`);
  // The service worker's offline page (no connection, no saved copy) is the one page without the island.
  if (!wrapper) throw new TypeError(`Failed to fetch ${href}: no ${island} in the answer`);
  return { props: JSON.parse(wrapper.dataset.props ?? '{}') as unknown, title: doc.title, cachedAt: doc.documentElement.dataset.swCachedAt };
}

/**
 * The island's page state. `owns` tells which addresses the island renders (the home page: path `/`); `sameData` when
 * a change of address needs no new data (a tab switch, the article dialog); `dataOf` takes the data out of a fetched
 * document's props for this island. Outside an islands document (the app's router renders the page) it returns the
 * loader's data as given, with the router's pending navigation.
 */
export function useInPlacePage<T, P>(
  island: IslandName,
  initial: T,
  { owns, sameData, dataOf }: { owns: (path: Path) => boolean; sameData: (from: Path, to: Path) => boolean; dataOf: (props: P) => T },
): InPlaceState<T> & { reload: () => void } {
  const inIslands = useContext(IslandPageDataContext) !== null;
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const routerPending = usePendingLocation();
  const live = useLocation();
  const [shown, setShown] = useState<{ data: T; location: Location; reloads: number; error: unknown }>({ data: initial, location: live, reloads: 0, error: null });
  const [reloads, setReloads] = useState(0);

  useEffect(() => (inIslands ? renderInPlace(owns) : undefined), [inIslands, owns]);

  // What is shown answers the live address: the same address (its answer or its error), or one with the same data.
  const settled = shown.reloads === reloads && (shown.location === live || (!shown.error && sameData(shown.location, live)));

  useEffect(() => {
    if (!inIslands) return;
    if (settled) {
      if (shown.location !== live) setShown((s) => ({ ...s, location: live }));
      return;
    }
    const controller = new AbortController();
    const href = createPath(live);
    fetchIslandProps(href, island, controller.signal).then(
      ({ props, title, cachedAt }) => {
        if (controller.signal.aborted) return;
        if (title) document.title = title;
        if (cachedAt !== undefined) showCachedDataNotice(cachedAt);
        setShown({ data: dataOf(props as P), location: live, reloads, error: null });
        if (takeScrollReset(live.key)) window.scrollTo({ top: 0 });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The data shown stays what it was; the error screen takes its place until a load succeeds.
        setShown((s) => ({ ...s, location: live, reloads, error }));
      },
    );
    return () => controller.abort();
  }, [inIslands, settled, island, live, reloads, shown.location, dataOf]);

  if (!inIslands) {
    return { data: initial, location: live, pending: routerPending, error: null, reload: () => void dataRouter?.router.revalidate() };
  }
  return { data: shown.data, location: shown.location, pending: settled ? undefined : live, error: shown.error, reload: () => setReloads((n) => n + 1) };
}

/**
 * Renders an in-place page's parts at the address its data belongs to (their `useLocation`, `useSearchParams` and
 * links), with its reload and pending address for the parts that ask (useRefreshPage, usePendingLocation).
 */
export function InPlacePage({ state, children }: { state: InPlaceState<unknown> & { reload: () => void }; children: ReactNode }) {
  const inIslands = useContext(IslandPageDataContext) !== null;
  const content = state.error ? (
    <PageErrorView error={state.error} retry={state.reload} retrying={state.pending !== undefined} />
  ) : (
    <ReloadContext value={state.reload}>
      <InPlacePendingContext value={state.pending}>{children}</InPlacePendingContext>
    </ReloadContext>
  );
  if (!inIslands) return content;
  return <UNSAFE_LocationContext value={{ location: state.location, navigationType: NavigationType.Push }}>{content}</UNSAFE_LocationContext>;
}

/** Reloads the current page's data: the in-place page's own reload, or the app's router revalidation. */
export function useRefreshPage(): () => void {
  const reload = useContext(ReloadContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return () => {
    if (reload) reload();
    else void dataRouter?.router.revalidate();
  };
}
