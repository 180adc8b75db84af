/** The searchable list's empty answer (public-site §8; issue 9's "no flash while a word is still being typed"). */
import { Link } from 'react-router';
import { useSearchPending } from '../../lib/searchActivity.ts';
import { buttonSecondary, textLink } from '../../lib/ui.ts';
import { EmptyState } from '../EmptyState.tsx';

/**
 * The list without stories. While a newer search is being typed or loading it says "Searching…" (never "No articles
 * found" for half a word); a settled search that found nothing gets the empty state, with the closest known terms
 * when the server found some ("Did you mean instagram?").
 */
export function ListEmpty({
  busy,
  didYouMean,
  didYouMeanHref,
  clearHref,
}: {
  /** A newer list (search, page or filter) is loading. */
  busy: boolean;
  didYouMean: string | null;
  didYouMeanHref: string | null;
  clearHref: string | null;
}) {
  // Text typed in a search box and not searched yet: the list is about to change.
  const typing = useSearchPending();
  if (busy || typing) {
    return (
      <p data-testid="list-searching" className="rounded-xl border border-dashed border-zinc-300 px-6 py-14 text-center text-base text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">
        Searching…
      </p>
    );
  }
  return (
    <EmptyState
      action={
        didYouMean || clearHref ? (
          <div className="flex flex-col items-center gap-4">
            {didYouMean && didYouMeanHref ? (
              <p data-testid="did-you-mean" className="text-base text-zinc-800 dark:text-zinc-200">
                Did you mean{' '}
                <Link to={didYouMeanHref} className={`${textLink} font-semibold`} preventScrollReset>
                  {didYouMean}
                </Link>
                ?
              </p>
            ) : null}
            {clearHref ? (
              <Link to={clearHref} className={buttonSecondary}>
                Clear filters
              </Link>
            ) : null}
          </div>
        ) : undefined
      }
    />
  );
}
