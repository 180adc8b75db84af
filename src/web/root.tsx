import { Suspense, useContext, useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import type { Route } from './+types/root';
import { z } from 'zod';
// The site's stylesheet as a URL, linked below with a precedence: React puts it first in <head>, before the scripts'
// modulepreload links, so the one file the first paint waits for is asked for first (issue 9).
import appStylesheet from './app.css?url';
import { CriticalErrorBoundary } from './components/ErrorBoundary.tsx';
import { AppErrorView, NotFoundView } from './components/ErrorViews.tsx';
import { lazyAfterHydration } from './components/lazyAfterHydration.tsx';
import { SiteFooter } from './components/SiteFooter.tsx';
import { SiteHeader } from './components/SiteHeader.tsx';
import { Toaster } from './components/Toaster.tsx';
import { DEFAULT_DESCRIPTION, pageMeta, SITE_NAME } from './lib/meta.ts';
import { useCspNonce } from './lib/cspNonce.ts';
import { deferredScriptsLoader } from './lib/deferredScripts.ts';
import { catchInstallOffer } from './lib/installOffer.ts';
import { startOfflineSupport } from './lib/offlineData.ts';
import type { RootData } from './lib/site.ts';
import { THEME_COLOURS, themeInitScript } from './lib/theme.ts';
import { ArticleDialogHostIsland, FloatingActionMenuIsland, InstallBannerIsland } from './islands/frameParts.ts';
import { Island } from './islands/Island.tsx';
import { IslandScripts } from './islands/IslandScripts.tsx';
import { IslandServerContext } from './islands/islandContext.ts';

// zod 4 probes for eval (`new Function`) to compile fast parsers; our CSP forbids eval, and the probe shows up as a
// CSP violation in the browser console. Parse without it.
z.config({ jitless: true });

// Parts of the frame that do nothing before hydration are not part of the first load (components/lazyAfterHydration.tsx):
// the floating menu (it stays hidden until it has checked what lies under it), the install banner (the browser's
// offer, which may come first, is kept for it from now on) and the article dialog (closed until a card opens it).
const afterHydration = () => import('./components/afterHydration.ts');
const FloatingActionMenu = lazyAfterHydration('Floating actions', () => afterHydration().then((m) => m.FloatingActionMenu));
const InstallBanner = lazyAfterHydration('Install banner', () => afterHydration().then((m) => m.InstallBanner));
const ArticleDialogHost = lazyAfterHydration('Article dialog', () => afterHydration().then((m) => m.ArticleDialogHost));
catchInstallOffer();

/** Site settings for the header and footer (the contact address is chosen per deployment), and who is signed in. */
export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const viewer = context.viewer ? { name: context.viewer.name, role: context.viewer.role } : null;
  return { site: { ...context.site, year: new Date().getFullYear() }, viewer };
}

export const meta: Route.MetaFunction = ({ error }) => {
  if (error) {
    return isRouteErrorResponse(error) && error.status === 404
      ? pageMeta('Page not found', "The page you were looking for isn't here.", [{ name: 'robots', content: 'noindex' }])
      : pageMeta('Application Error', 'The application encountered an unexpected error.', [{ name: 'robots', content: 'noindex' }]);
  }
  return pageMeta(`${SITE_NAME} — influencer marketing & creator economy news`, DEFAULT_DESCRIPTION);
};

export function Layout({ children }: { children: React.ReactNode }) {
  // Service worker on load (production), "Using cached news data" when it answered from its cache.
  useEffect(() => startOfflineSupport(), []);
  const nonce = useCspNonce();
  // An islands document (islands/islandContext.ts, public pages): only its islands hydrate, from their own build.
  const islandServer = useContext(IslandServerContext);
  // The back office has its own frame (components/admin/AdminShell.tsx): no public header, footer or reader widgets.
  const { pathname } = useLocation();
  const backOffice = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    // The theme script sets class and color-scheme on <html> before React hydrates.
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOURS.light} />
        <meta name="color-scheme" content="light dark" />
        {/* The nonce lets it past the CSP (no 'unsafe-inline'); browsers hide it from the DOM, hence no hydration check. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        {/* Starts the page's scripts once it has loaded (lib/deferredScripts.ts); the server writes them inert. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: deferredScriptsLoader }} />
        <Meta />
        {/* Written here, not through `links`: <Links> puts the CSP nonce on every tag, which these need no more than
            the feed links below. */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable app (public/manifest.webmanifest; icons from scripts/generate-icons.mjs). */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <Links />
        {/* Feed autodiscovery for readers and browsers (server/routes/discovery.ts). */}
        <link rel="alternate" type="application/rss+xml" title={`${SITE_NAME} (RSS)`} href="/feed.xml" />
        <link rel="alternate" type="application/atom+xml" title={`${SITE_NAME} (Atom)`} href="/feed.atom" />
        <link rel="alternate" type="application/feed+json" title={`${SITE_NAME} (JSON Feed)`} href="/feed.json" />
      </head>
      <body className="flex min-h-dvh flex-col">
        {/* A failure in the layout itself (header, footer, shell) shows the critical screen; routes have their own. */}
        <CriticalErrorBoundary>
        {backOffice ? (
          <>
            {children}
            <HydratedMark />
          </>
        ) : (
          <>
            <a
              href="#main"
              className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 dark:bg-brand-500 dark:text-zinc-950"
            >
              Skip to content
            </a>
            <Island name="SiteHeader" component={SiteHeader} props={{}} />
            <main id="main" className="flex-1">
              {/* The page's content hydrates in a pass of its own after the frame's, which React splits into short
                  slices the browser can interleave with input, instead of one long task for a page of cards (a
                  dehydrated Suspense boundary: issue 9). A click on it before then hydrates it at once. */}
              <Suspense>
                {children}
                <HydratedMark />
              </Suspense>
            </main>
            <SiteFooter />
            {islandServer ? (
              <>
                <Island name="FloatingActionMenu" component={FloatingActionMenuIsland} props={{}} />
                <Island name="InstallBanner" component={InstallBannerIsland} props={{}} />
              </>
            ) : (
              <>
                <FloatingActionMenu />
                <InstallBanner />
              </>
            )}
          </>
        )}
        </CriticalErrorBoundary>
        <Island name="Toaster" component={Toaster} props={{}} />
        {islandServer?.articleDialog ? <Island name="ArticleDialogHost" component={ArticleDialogHostIsland} props={{}} /> : null}
        {islandServer ? (
          <IslandScripts server={islandServer} nonce={nonce} />
        ) : (
          <>
            <ArticleDialogHost />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * Marks <html data-hydrated> once the page has hydrated, its content included (effects run children first, and this
 * comes after the content): scripts and the browser tests can tell a page whose handlers are attached from server
 * HTML that only looks ready.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return <AppErrorView details={details} />;
}
