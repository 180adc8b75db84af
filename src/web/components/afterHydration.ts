/**
 * The parts of the site's frame the root layout renders only once the page has hydrated
 * (components/lazyAfterHydration.tsx): one chunk for all of them, fetched at that moment.
 */
export { ArticleDialogHost } from './article/ArticleDialogHost.tsx';
export { FloatingActionMenu } from './FloatingActionMenu.tsx';
export { InstallBanner } from './InstallBanner.tsx';
