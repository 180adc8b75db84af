/** Site settings from the root loader, usable in any component (also inside error boundaries). */
import { useContext } from 'react';
import { useRouteLoaderData } from 'react-router';
import { IslandPageDataContext } from '../islands/islandContext.ts';
import type { Role } from '../../domain/roles.ts';
import { SITE_NAME } from './meta.ts';

export interface SiteInfo {
  name: string;
  url: string;
  contactEmail: string;
  year: number;
}

/** Root loader data shape (kept here so components need not import root.tsx). */
export interface RootData {
  site: SiteInfo;
  /** The signed-in reader's name and role for the header, or null. */
  viewer: Viewer | null;
}

export interface Viewer {
  name: string;
  role: Role;
}

/**
 * The root loader's data: from the app's router, or inside an island (islands/islandContext.ts) from the page data the
 * server gave it. Which of the two is fixed for a React tree, so the hooks run in the same order on every render.
 */
function useRootData(): { site?: SiteInfo | null; viewer?: Viewer | null } | undefined {
  const island = useContext(IslandPageDataContext);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the branch never changes within one React root
  return island ?? (useRouteLoaderData('root') as RootData | undefined);
}

/** The signed-in reader, or null (also when the root loader did not run). */
export function useViewer(): Viewer | null {
  return useRootData()?.viewer ?? null;
}

/** The site settings, or safe defaults when the root loader did not run (e.g. it threw). */
export function useSite(): SiteInfo & { known: boolean } {
  const data = useRootData();
  if (data?.site) return { ...data.site, known: true };
  return { name: SITE_NAME, url: '', contactEmail: '', year: new Date().getFullYear(), known: false };
}

/** The domain part of an email address ("creatoreconomy.in" from "hello@creatoreconomy.in"). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at >= 0 ? email.slice(at + 1) : email;
}
