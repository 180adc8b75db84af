/**
 * The home page's side column (HomeSidebarWidgets.tsx: Platform Updates, Creator Economy Pulse, Market Insights,
 * Trending Creator Topics and industry news). Below the fold on phones and last in the side column elsewhere, and
 * its first render is the widgets' loading state, so the server's HTML stands in for it until the browser has fetched
 * its code (the widgets, their refresh rules and the data's schema) after the rest of the page is interactive.
 */
import { lazyHydrated } from '../lazyAfterHydration.tsx';
import type { HomeSidebarProps } from './HomeSidebarWidgets.tsx';

const load = () => import('./HomeSidebarWidgets.tsx').then((m) => m.HomeSidebarWidgets);

// The server renders the widgets at once; the browser's build leaves this branch (and the widgets' code) out.
export const HomeSidebar = lazyHydrated<HomeSidebarProps>('Live platform data', import.meta.env.SSR ? await load() : null, load);
