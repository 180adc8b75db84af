/**
 * The home page's side column (HomeSidebarWidgets.tsx: Platform Updates, Creator Economy Pulse, Market Insights,
 * Trending Creator Topics and industry news). Below the fold on phones and last in the side column elsewhere, and
 * its first render is the widgets' loading state, so the server's HTML stands in for it until the browser has fetched
 * its code (the widgets, their refresh rules and the data's schema) after the rest of the page is interactive, and
 * only once the column is within a screen's height of the viewport (lib/nearViewport.ts): on a phone, when the reader
 * scrolls towards it.
 */
import { whenNearViewport } from '../../lib/nearViewport.ts';
import { lazyHydrated } from '../lazyAfterHydration.tsx';
import { HOME_SIDEBAR_TITLE_ID } from './homeSidebarIds.ts';
import type { HomeSidebarProps } from './HomeSidebarWidgets.tsx';

const load = () => import('./HomeSidebarWidgets.tsx').then((m) => m.HomeSidebarWidgets);
// The server's heading, while hydrating; none after a client-side navigation, when the widgets load at once.
const loadWhenNear = () => whenNearViewport(document.getElementById(HOME_SIDEBAR_TITLE_ID)).then(load);

// The server renders the widgets at once; the browser's build leaves this branch (and the widgets' code) out.
export const HomeSidebar = lazyHydrated<HomeSidebarProps>('Live platform data', import.meta.env.SSR ? await load() : null, loadWhenNear);
