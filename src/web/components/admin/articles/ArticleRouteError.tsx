/** What the article screens show inside the admin frame when their loader refuses (403) or finds nothing (404). */
import { isRouteErrorResponse, Link } from 'react-router';
import { buttonPrimary } from '../../../lib/ui.ts';
import { ARTICLES_PATH } from './articleLabels.ts';

export function ArticleRouteError({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : null;
  const title = status === 404 ? 'Article not found' : status === 403 ? 'Admins only' : status === 409 ? 'Nothing to edit' : 'Something went wrong';
  const message =
    detail ?? (status === 404 ? 'There is no article with this id. It may have been deleted.' : 'This page could not be loaded. Please try again.');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-start gap-3 py-10" role={status >= 500 ? 'alert' : undefined}>
      <h1 className="text-2xl font-bold text-zinc-950 dark:text-white">{title}</h1>
      <p className="text-zinc-700 dark:text-zinc-300">{message}</p>
      <Link to={ARTICLES_PATH} className={buttonPrimary}>
        Back to articles
      </Link>
    </div>
  );
}
