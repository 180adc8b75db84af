import { data } from 'react-router';
import type { Route } from './+types/notFound';
import { NotFoundView } from '../components/ErrorViews.tsx';
import { ISLANDS_HANDLE, loadAsDocument } from '../islands/islandsRoute.ts';
import { pageMeta } from '../lib/meta.ts';

/** An islands document (islands/islandContext.ts): links and text, with the frame's islands. */
export const handle = ISLANDS_HANDLE;
export const clientLoader = loadAsDocument;

/** Any unknown path: answer with a real 404 status. */
export async function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () =>
  pageMeta('Page not found', "The page you were looking for isn't here.", [{ name: 'robots', content: 'noindex' }]);

export default function NotFound() {
  return <NotFoundView />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
