/**
 * The server side of islands documents (islandContext.ts), for entry.server.tsx: whether a request's page is one, and
 * the IslandServer its render gets.
 */
import { readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- React's own server renderer, not our server/ layer
import { renderToString } from 'react-dom/server';
import { isRouteErrorResponse, type EntryContext } from 'react-router';
import type { IslandAssets, IslandServer } from './islandContext.ts';
import { wantsArticleDialog, wantsIslands } from './islandsRoute.ts';

/** Written by the islands client build (vite.islands.config.ts) next to the server build. */
export const ISLAND_ASSETS_FILE = 'islands.json';

let assets: IslandAssets | null | undefined;

/** Where islands.json may be from this module: React Router's server build puts its code in build/server/assets. */
const ASSETS_FILE_CANDIDATES = [`./${ISLAND_ASSETS_FILE}`, `../${ISLAND_ASSETS_FILE}`];

/** The islands build's files, or null when there is none (the dev server): such pages then boot the whole app. */
function islandAssets(): IslandAssets | null {
  if (assets === undefined) {
    assets = null;
    for (const candidate of ASSETS_FILE_CANDIDATES) {
      try {
        assets = JSON.parse(readFileSync(new URL(candidate, import.meta.url), 'utf8')) as IslandAssets;
        break;
      } catch {
        // not here
      }
    }
  }
  return assets;
}

/**
 * True when a render has no errors, or only "not found" answers: a 404 page is links and text (NotFoundView), while
 * any other error screen keeps the app, whose Try Again needs its router.
 */
function onlyNotFound(errors: Record<string, unknown> | null | undefined): boolean {
  return !errors || Object.values(errors).every((e) => isRouteErrorResponse(e) && e.status === 404);
}

/** The IslandServer for a document whose routes all rendered (or found nothing) and one of which asks for islands; otherwise null. */
export function islandServerFor(request: Request, context: EntryContext): IslandServer | null {
  const handlerContext = context.staticHandlerContext;
  if (context.isSpaMode || !onlyNotFound(handlerContext.errors)) return null;
  const handles = handlerContext.matches.map((m) => context.routeModules[m.route.id]?.handle);
  if (!handles.some(wantsIslands)) return null;
  const files = islandAssets();
  if (!files) return null;
  const url = new URL(request.url);
  return {
    render: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
    location: url.pathname + url.search + url.hash,
    assets: files,
    articleDialog: handles.some(wantsArticleDialog),
  };
}
