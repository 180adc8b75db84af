/**
 * The browser history every island of a document shares (islandContext.ts): one location for all their routers, so a
 * card that opens the article dialog (`?article=`, masked as the article's own address: lib/articleDialog.ts) and the
 * dialog island see the same thing, and Back closes the dialog. A navigation that would change the page itself (its
 * path or any other parameter) loads the next document: an islands document has no client-side router, unless an
 * island of the page takes such changes in place (inPlacePage.tsx: the home page's search, tabs, filters and pages).
 */
import { createPath, parsePath, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type Navigator, type Path, type To } from 'react-router';
import { ARTICLE_PARAM } from '../lib/articleDialog.ts';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

let history: BrowserHistory | null = null;
let snapshot: Location | null = null;
/** Entries this document pushed, for their keys (unique within the document, which is all a key needs). */
let entries = 0;
const listeners = new Set<() => void>();
/** Pages an island of this document renders itself (inPlacePage.tsx), by their path and query. */
let inPlace: ((path: Path) => boolean) | null = null;
/** Entries pushed or replaced in place that should start at the top of the page (no `preventScrollReset`), by key. */
const scrollResets = new Set<string>();

function browserHistory(): BrowserHistory {
  if (!history) {
    // A document is what its address says. A masked entry's state (the article dialog over a list, shown at the
    // article's address) that survives into a new document (a reload, or "Open article page" at the same address)
    // belongs to the page before: dropped, or the islands would render the list's location over the article.
    const state = window.history.state as { masked?: unknown; usr?: unknown } | null;
    if (state?.masked) window.history.replaceState({ ...state, masked: undefined, usr: null }, '');
    // v5Compat: listeners hear pushes and replaces too, not only Back and Forward.
    const h = createBrowserHistory({ v5Compat: true });
    snapshot = h.location;
    h.listen(() => {
      snapshot = h.location;
      for (const listener of listeners) listener();
    });
    history = h;
  }
  return history;
}

export function subscribeLocation(listener: () => void): () => void {
  browserHistory();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current location (the same object until it changes, as useSyncExternalStore needs). */
export function currentLocation(): Location {
  browserHistory();
  return snapshot as Location;
}

/** What identifies the page itself: its path and its parameters but the dialog's (and `ignoring`'s). */
export function pageKey(path: { pathname?: string; search?: string }, ignoring: readonly string[] = []): string {
  const params = new URLSearchParams(path.search ?? '');
  params.delete(ARTICLE_PARAM);
  for (const name of ignoring) params.delete(name);
  params.sort();
  return `${path.pathname ?? '/'}?${params.toString()}`;
}

function asPath(to: To) {
  return typeof to === 'string' ? parsePath(to) : to;
}

/** The address of a router target, for links (the islands' routers, on the server and in the browser). */
export function hrefOf(to: To): string {
  return createPath(asPath(to));
}

/**
 * Lets an island render the pages `owns` accepts itself: a navigation between two of them changes the address in
 * place, and the island fetches and shows the next page (inPlacePage.tsx). Returns the undo.
 */
export function renderInPlace(owns: (path: Path) => boolean): () => void {
  inPlace = owns;
  return () => {
    if (inPlace === owns) inPlace = null;
  };
}

/** True (once) when the in-place entry `key` asked to start at the top of the page, as a link without preventScrollReset does. */
export function takeScrollReset(key: string): boolean {
  return scrollResets.delete(key);
}

interface NavigateOpts {
  mask?: To;
  preventScrollReset?: boolean;
}

function go(to: To, state: unknown, opts: NavigateOpts | undefined, replace: boolean): void {
  const h = browserHistory();
  const current = h.location;
  const path = asPath(to);
  const next = { pathname: path.pathname ?? current.pathname, search: path.search ?? '', hash: path.hash ?? '' };
  const samePage = pageKey(next) === pageKey(current);
  if (!samePage && !(inPlace?.(next) && inPlace(current))) {
    const href = createPath(next);
    if (replace) window.location.replace(href);
    else window.location.assign(href);
    return;
  }
  const mask = opts?.mask ? { pathname: '/', search: '', hash: '', ...asPath(opts.mask) } : undefined;
  const location: Location & { mask?: typeof mask } = { ...next, state: state ?? null, key: `island-${++entries}`, mask };
  if (!samePage && !opts?.preventScrollReset) scrollResets.add(location.key);
  if (replace) h.replace(location);
  else h.push(location);
}

/** Islands' navigator: same-page changes (the dialog) and in-place pages in history, anything else as a document load. */
export const islandNavigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to, state, opts) => go(to, state, opts as NavigateOpts | undefined, false),
  replace: (to, state, opts) => go(to, state, opts as NavigateOpts | undefined, true),
};
