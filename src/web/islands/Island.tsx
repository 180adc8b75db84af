/**
 * One interactive part of a page. In an islands document (islandContext.ts) the server renders it on its own root and
 * writes it inside a wrapper that names it, with its props as JSON; the browser's islands entry (client.tsx) hydrates
 * that wrapper with the same component and props. Anywhere else (the React Router app, an island's own tree) the
 * component renders in place, as if the wrapper were not there.
 */
import { createElement, useContext, useId, type ComponentType } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../lib/site.ts';
import { IslandPageDataContext, IslandServerContext, islandPageData } from './islandContext.ts';
import type { IslandName } from './registry.ts';
import { IslandRoot } from './IslandRoot.tsx';

/**
 * An island's props go to the browser as JSON: plain data only (strings, numbers, booleans, null, arrays and objects
 * of them; an article as its loader gives it), no functions, dates or elements.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  as = 'div',
}: {
  /** The island's name in registry.ts, whose loader gives the browser this same component. */
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  /** The wrapper's element: a span inside phrasing content. It takes no box (`display: contents`). */
  as?: 'div' | 'span';
}) {
  const server = useContext(IslandServerContext);
  const inIsland = useContext(IslandPageDataContext) !== null;
  const id = useId();
  if (!server || inIsland) return <Component {...props} />;
  // Only ever called with the server context present, i.e. under React Router's server render with its root data.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- fixed per render tree: server islands documents only
  const root = useRouteLoaderData('root') as RootData | undefined;
  const html = server.render(
    <IslandRoot data={islandPageData(root)} location={server.location}>
      <Component {...props} />
    </IslandRoot>,
    id,
  );
  return createElement(as, {
    'data-island': name,
    'data-island-id': id,
    'data-props': JSON.stringify(props),
    className: 'contents',
    dangerouslySetInnerHTML: { __html: html },
  });
}
