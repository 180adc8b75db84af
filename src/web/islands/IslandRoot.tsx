/**
 * The root every island renders under, on the server (Island.tsx) and in the browser (client.tsx): the page data
 * and React Router's plain <Router>, so `Link`, `NavLink`, `useLocation` and `useNavigate` work as in the app. An
 * islands document has no client-side router: a navigation loads the next document.
 */
import { useEffect, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';
import { IslandPageDataContext, type IslandPageData } from './islandContext.ts';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Navigations from an island load the next document. */
export const documentNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

export function IslandRoot({
  data,
  location,
  onCommit,
  children,
}: {
  data: IslandPageData;
  location: string;
  /** Called once the island has hydrated (client.tsx marks the page hydrated when every island has). */
  onCommit?: () => void;
  children: ReactNode;
}) {
  return (
    <IslandPageDataContext value={data}>
      <Router location={location} navigator={documentNavigator} static={typeof document === 'undefined'}>
        {children}
      </Router>
      {onCommit ? <Committed onCommit={onCommit} /> : null}
    </IslandPageDataContext>
  );
}

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit]);
  return null;
}
