/**
 * The frame's parts that an islands document renders only once its islands have hydrated, like the app's root does
 * (components/lazyAfterHydration.tsx), each from a chunk of its own. (The app loads them, and the article dialog,
 * from one chunk; an islands document has no article dialog.)
 */
import { lazyAfterHydration } from '../components/lazyAfterHydration.tsx';

export const FloatingActionMenuIsland = lazyAfterHydration('Floating actions', () =>
  import('../components/FloatingActionMenu.tsx').then((m) => m.FloatingActionMenu),
);
export const InstallBannerIsland = lazyAfterHydration('Install banner', () => import('../components/InstallBanner.tsx').then((m) => m.InstallBanner));
