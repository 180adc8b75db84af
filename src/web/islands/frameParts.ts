/**
 * The frame's parts that an islands document renders only once its islands have hydrated, like the app's root does
 * (components/lazyAfterHydration.tsx), each from a chunk of its own (the app loads them from one chunk). The article
 * dialog only where cards can open it (`articleDialog` in the route's handle: islandsRoute.ts), and only once it may be
 * needed.
 */
import { lazyAfterHydration } from '../components/lazyAfterHydration.tsx';

export const FloatingActionMenuIsland = lazyAfterHydration('Floating actions', () =>
  import('../components/FloatingActionMenu.tsx').then((m) => m.FloatingActionMenu),
);
/** Fetched when the browser offers installation (InstallBannerLauncher.tsx), not after hydration. */
export { InstallBannerLauncher as InstallBannerIsland } from './InstallBannerLauncher.tsx';
/** Fetched on first use (ArticleDialogLauncher.tsx), not after hydration. */
export { ArticleDialogLauncher as ArticleDialogHostIsland } from './ArticleDialogLauncher.tsx';
