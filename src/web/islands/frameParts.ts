/**
 * The frame's parts that an islands document renders only once its islands have hydrated, like the app's root does
 * (components/lazyAfterHydration.tsx), each from a chunk of its own (the app loads them from one chunk). The article
 * dialog only where cards can open it (`articleDialog` in the route's handle: islandsRoute.ts).
 */
import { lazyAfterHydration } from '../components/lazyAfterHydration.tsx';

export const FloatingActionMenuIsland = lazyAfterHydration('Floating actions', () =>
  import('../components/FloatingActionMenu.tsx').then((m) => m.FloatingActionMenu),
);
export const InstallBannerIsland = lazyAfterHydration('Install banner', () => import('../components/InstallBanner.tsx').then((m) => m.InstallBanner));
export const ArticleDialogHostIsland = lazyAfterHydration('Article dialog', () =>
  import('../components/article/ArticleDialogHost.tsx').then((m) => m.ArticleDialogHost),
);
