/**
 * Opening an article in the detail dialog over the current page (public-site §2).
 *
 * The router goes to the current page plus `?article=<id>`, masked (React Router's route masking) so the address bar
 * shows the article's own page, `/articles/{id}-{slug}`. So: Back closes the dialog, a reload or a copied address opens
 * the server-rendered article page, the card's link is a real link to that page (modified clicks, middle clicks and
 * no-JS go there), and the page underneath never reloads its list on the way in.
 */
import type { Location, To } from 'react-router';
import type { PublicArticle } from '../../domain/article.ts';
import { articlePath } from '../../domain/articlePath.ts';

/** The search parameter naming the open article. */
export const ARTICLE_PARAM = 'article';

/** A card's title link, which opens the dialog: a pointer over it or focus on it means a dialog is likely soon. */
const DIALOG_OPENER = '[data-testid="article-link"]';

/** Calls `onIntent` once, the first time a pointer goes over or focus goes to a card's title; returns the undo. */
export function onDialogIntent(onIntent: () => void): () => void {
  const listener = (e: Event) => {
    if (!(e.target instanceof Element) || !e.target.closest(DIALOG_OPENER)) return;
    stop();
    onIntent();
  };
  const stop = () => {
    document.removeEventListener('pointerover', listener);
    document.removeEventListener('focusin', listener);
  };
  document.addEventListener('pointerover', listener, { passive: true });
  document.addEventListener('focusin', listener);
  return stop;
}

/** History state of an entry the dialog pushed: how many dialog entries deep it is (related articles stack). */
export interface DialogHistoryState {
  articleDialog: number;
}

/** Articles the page already has (cards, related lists), so the dialog can show one before its request returns. */
const known = new Map<string, PublicArticle>();
/** The element that opened the dialog, to give focus back to when it closes. */
let trigger: HTMLElement | null = null;

export function rememberArticle(article: PublicArticle): void {
  known.set(article.id, article);
  // Bounded: a long session on an infinite list must not keep every story in memory.
  if (known.size > 200) known.delete(known.keys().next().value as string);
}

export function knownArticle(id: string): PublicArticle | undefined {
  return known.get(id);
}

export function setDialogTrigger(el: HTMLElement | null): void {
  trigger = el;
}

/** The element to focus after closing: the opener if still on the page, else that article's card link. */
export function takeDialogTrigger(id: string | null): HTMLElement | null {
  const el = trigger;
  trigger = null;
  if (el?.isConnected) return el;
  if (!id || typeof document === 'undefined') return null;
  return document.querySelector<HTMLElement>(`[data-article-id="${CSS.escape(id)}"] [data-testid="article-link"]`);
}

/** The id of the open article in a location, or null. */
export function dialogArticleId(location: Pick<Location, 'search'>): string | null {
  const id = new URLSearchParams(location.search).get(ARTICLE_PARAM);
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id.toLowerCase() : null;
}

/** The current location with the dialog open on `id` (other parameters kept). */
export function withDialog(location: Pick<Location, 'pathname' | 'search'>, id: string): To {
  const params = new URLSearchParams(location.search);
  params.set(ARTICLE_PARAM, id);
  return { pathname: location.pathname, search: `?${params.toString()}` };
}

/** The current location without the dialog. */
export function withoutDialog(location: Pick<Location, 'pathname' | 'search'>): To {
  const params = new URLSearchParams(location.search);
  params.delete(ARTICLE_PARAM);
  const search = params.toString();
  return { pathname: location.pathname, search: search ? `?${search}` : '' };
}

/** How many dialog entries the current history entry sits on (0 when the dialog was not opened by us). */
export function dialogDepth(state: unknown): number {
  const depth = (state as Partial<DialogHistoryState> | null)?.articleDialog;
  return typeof depth === 'number' && depth > 0 ? depth : 0;
}

/** Props for a <Link> that opens `article` in the dialog (its href is the article page). */
export function dialogLinkProps(location: Location, article: PublicArticle) {
  return {
    to: withDialog(location, article.id),
    mask: articlePath(article),
    state: {
      articleDialog: dialogDepth(location.state) + 1,
    } satisfies DialogHistoryState,
    preventScrollReset: true,
    // The page underneath has not changed: do not reload its data.
    defaultShouldRevalidate: false,
  };
}

/**
 * A route's `shouldRevalidate` for pages with article cards: opening or closing the dialog changes only `?article=`,
 * which no list loader reads, so the list is not fetched again when the reader goes Back out of the dialog. Any other
 * change (and a same-URL revalidation, e.g. after new articles arrive) keeps the router's default. Use it in a route
 * module as `export const shouldRevalidate = skipDialogOnlyRevalidation;`.
 */
export function skipDialogOnlyRevalidation({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  const withoutArticle = (u: URL) => {
    const params = new URLSearchParams(u.search);
    params.delete(ARTICLE_PARAM);
    params.sort();
    return `${u.pathname}?${params.toString()}`;
  };
  return withoutArticle(currentUrl) === withoutArticle(nextUrl) ? false : defaultShouldRevalidate;
}
