/**
 * Islands (issue 9): a public page's document is React Router's server render, but the browser does not hydrate a
 * React Router app for it. Only the parts that do something (the header, the reading-progress card, the view counter,
 * the floating menu …) are hydrated, each as a React root of its own, from a client build of their own
 * (`vite.islands.config.ts`, entry `islands/client.tsx`). The contexts here tie the two sides together.
 */
import { createContext, type ReactElement } from 'react';
import type { RootData, SiteInfo, Viewer } from '../lib/site.ts';

/** What every island reads besides its props: the root loader's site settings and viewer. */
export interface IslandPageData {
  site: SiteInfo | null;
  viewer: Viewer | null;
}

/** The islands client build's files for the document: its entry and the chunks the entry imports at once. */
export interface IslandAssets {
  entry: string;
  preloads: string[];
}

/**
 * Given by the server entry (entry.server.tsx) when the page being rendered is an islands document: it renders each
 * island on its own, so the island's HTML (its `useId` values included) is what the browser's root for it renders.
 */
export interface IslandServer {
  render(element: ReactElement, identifierPrefix: string): string;
  /** The request's path, query and hash, for the islands' router. */
  location: string;
  assets: IslandAssets;
  /** The page's cards open the article dialog: its island comes with the page. */
  articleDialog: boolean;
}

export const IslandServerContext = createContext<IslandServer | null>(null);

/** Set inside an island's own root: there, site data comes from here and nested islands render in place. */
export const IslandPageDataContext = createContext<IslandPageData | null>(null);

/** The element id of the JSON script that carries IslandPageData to the browser. */
export const ISLAND_DATA_ID = 'cei-island-data';

/** The page data from the root loader's (undefined when it did not run). */
export function islandPageData(root: RootData | undefined): IslandPageData {
  return { site: root?.site ?? null, viewer: root?.viewer ?? null };
}
