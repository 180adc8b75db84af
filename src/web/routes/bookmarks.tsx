/**
 * /bookmarks (public-site §2 Bookmarks): signed out, a Sign In Required card; signed in, "N saved articles", the saved
 * cards newest first (the spec's 100), each with Remove; empty, No bookmarks yet with Browse Articles.
 */
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/bookmarks';
import { ArticleCard } from '../components/ArticleCard.tsx';
import { cardImageLoading } from '../components/ArticleImage.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { setSaved } from '../lib/readerMarks.ts';
import { pageMeta } from '../lib/meta.ts';
import { buttonPrimary, buttonSecondary, container } from '../lib/ui.ts';

/** The spec's bookmarks page size. */
const BOOKMARKS_SHOWN = 100;

export const meta: Route.MetaFunction = () => pageMeta('Bookmarks', 'The stories you saved to read later.', [{ name: 'robots', content: 'noindex' }]);

export async function loader({ context }: Route.LoaderArgs) {
  if (!context.reader) return { signedIn: false as const };
  const saved = await context.reader.savedArticles({ page: 1, pageSize: BOOKMARKS_SHOWN });
  return { signedIn: true as const, ...saved };
}

export default function Bookmarks({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <main id="main" className={`${container} flex-1 py-8 sm:py-12`}>
      <h1 className="font-serif text-3xl font-bold tracking-tight text-zinc-950 dark:text-white">Bookmarks</h1>
      {!loaderData.signedIn ? (
        <div data-testid="bookmarks-signed-out" className="mt-8 max-w-lg rounded-2xl border border-zinc-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-900">
          <h2 className="text-xl font-semibold text-zinc-950 dark:text-white">Sign In Required</h2>
          <p className="mt-2 text-base text-zinc-700 dark:text-zinc-300">Sign in to see the stories you saved, on any device.</p>
          <Link to="/auth" className={`${buttonPrimary} mt-5`}>
            Sign In
          </Link>
        </div>
      ) : loaderData.articles.length === 0 ? (
        <div className="mt-8">
          <EmptyState
            title="No bookmarks yet"
            message="Save a story with its bookmark button and it will wait for you here."
            action={
              <Link to="/" className={buttonPrimary}>
                Browse Articles
              </Link>
            }
          />
        </div>
      ) : (
        <>
          <p data-testid="bookmarks-count" className="mt-2 text-base text-zinc-700 dark:text-zinc-300">
            {loaderData.totalCount} saved {loaderData.totalCount === 1 ? 'article' : 'articles'}
          </p>
          <ul data-testid="article-grid" className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
            {loaderData.articles.map((a, i) => (
              <li key={a.id} className="flex flex-col gap-2">
                <ArticleCard article={a} imageLoading={cardImageLoading(i)} headingLevel="h2" />
                <button
                  type="button"
                  data-testid="remove-bookmark"
                  className={`${buttonSecondary} self-start`}
                  aria-label={`Remove from bookmarks: ${a.title}`}
                  onClick={async () => {
                    if (await setSaved(a.id, false)) void revalidator.revalidate();
                  }}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
