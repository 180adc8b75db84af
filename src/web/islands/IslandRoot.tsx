/**
 * The root every island renders under, on the server (Island.tsx) and in the browser (client.tsx): the page data
 * and React Router's plain <Router>, so `Link`, `NavLink`, `useLocation` and `useNavigate` work as in the app. An
 * islands document has no client-side router: a navigation loads the next document, but for the article dialog's
 * same-page entries (islandHistory.ts).
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Router, type Navigator } from 'react-router';
import { IslandPageDataContext, type IslandPageData } from './islandContext.ts';
import { currentLocation, hrefOf, islandNavigator, subscribeLocation } from './islandHistory.ts';

/** The server's router never navigates. */
const serverNavigator: Navigator = {
  createHref: hrefOf,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** In the browser: the document's shared history (islandHistory.ts). */
function BrowserIslandRouter({ children }: { children: ReactNode }) {
  const location = useSyncExternalStore(subscribeLocation, currentLocation, currentLocation);
  return (
    <Router location={location} navigator={islandNavigator}>
      {children}
    </Router>
  );
}

export function IslandRoot({
  data,
  location,
  onCommit,
  children,
}: {
  data: IslandPageData;
  /** The request's location on the server; in the browser the document's history gives it. */
  location?: string;
  /** Called once the island has hydrated (client.tsx marks the page hydrated when every island has). */
  onCommit?: () => void;
  children: ReactNode;
}) {
  return (
    <IslandPageDataContext value={data}>
      {location === undefined ? (
        <BrowserIslandRouter>{children}</BrowserIslandRouter>
      ) : (
        <Router location={location} navigator={serverNavigator} static>
          {children}
        </Router>
      )}
      {onCommit ? <Committed onCommit={onCommit} /> : null}
    </IslandPageDataContext>
  );
}

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit]);
  return null;
}
