/**
 * What makes a route's pages islands documents (islandContext.ts): its module exports `handle = ISLANDS_HANDLE`,
 * `clientLoader = loadAsDocument` and a server `loader` (`noServerData` if it has none). The server entry reads the
 * handle; the app's router, which never renders such a route, loads the next document when a link leads there.
 */
export const ISLANDS_HANDLE = { islands: true } as const;

/** The handle of an islands route whose cards open the article detail dialog (its island comes with the page). */
export const ISLANDS_WITH_DIALOG_HANDLE = { islands: true, articleDialog: true } as const;

/** True when a route's handle (any value a route module exports) sets `flag` to true. */
function handleSays(handle: unknown, flag: keyof typeof ISLANDS_WITH_DIALOG_HANDLE): boolean {
  return typeof handle === 'object' && handle !== null && (handle as Record<string, unknown>)[flag] === true;
}

/** True when a route's handle asks for an islands document. */
export const wantsIslands = (handle: unknown): boolean => handleSays(handle, 'islands');

/** True when a route's handle asks for the article dialog. */
export const wantsArticleDialog = (handle: unknown): boolean => handleSays(handle, 'articleDialog');

/**
 * The server loader of an islands route that has no data of its own: with a clientLoader and no server loader, React
 * Router would render the route's hydrate fallback on the server instead of the page.
 */
export function noServerData(): null {
  return null;
}

/** The app's router hands a navigation to an islands route to the browser, as a document load. */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}
