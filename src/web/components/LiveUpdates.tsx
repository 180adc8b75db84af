/**
 * The home page's live-update notice (LiveUpdatesNotice.tsx). It shows nothing until an article is published while
 * the page is open, so neither its code nor its stream subscription is part of the first load: both start once the
 * page has hydrated.
 */
import { lazyAfterHydration } from './lazyAfterHydration.tsx';

export const LiveUpdates = lazyAfterHydration('Live updates', () => import('./LiveUpdatesNotice.tsx').then((m) => m.LiveUpdatesNotice));
