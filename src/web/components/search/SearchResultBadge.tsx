/** "N results for “term”" beside a searched list (public-site §2); announced politely when it changes. */
import { formatCount } from '../../lib/format.ts';

/** The result-count badge, or "Searching…" while a new search loads. */
export function SearchResultBadge({ search, totalCount, busy }: { search: string; totalCount: number; busy: boolean }) {
  return (
    <p
      role="status"
      data-testid="search-result-badge"
      className="inline-block max-w-full truncate rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 ring-1 ring-brand-200 ring-inset dark:bg-brand-950 dark:text-brand-100 dark:ring-brand-800"
    >
      {busy ? (
        'Searching…'
      ) : (
        <>
          <span className="font-semibold tabular-nums">{formatCount(totalCount)}</span> {totalCount === 1 ? 'result' : 'results'} for “{search}”
        </>
      )}
    </p>
  );
}
