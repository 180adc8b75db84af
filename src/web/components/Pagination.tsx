/** Previous / Next links with "Page X of Y"; plain links so it works without JavaScript. */
import { Link } from 'react-router';
import { focusRing } from '../lib/ui.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

const linkClass = `inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-zinc-300 bg-white px-4 text-sm font-semibold text-zinc-900 hover:border-zinc-400 hover:bg-zinc-50 motion-safe:transition-colors dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:border-zinc-600 dark:hover:bg-zinc-800 ${focusRing}`;
const disabledClass =
  'inline-flex min-h-11 cursor-not-allowed items-center gap-1.5 rounded-lg border border-zinc-200 px-4 text-sm font-semibold text-zinc-500 dark:border-zinc-800 dark:text-zinc-500';

export function Pagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  if (totalPages <= 1) return null;
  const prev = page > 1 ? Math.min(page - 1, totalPages) : null;
  const next = page < totalPages ? page + 1 : null;
  return (
    <nav aria-label="Pagination" data-testid="pagination" className="mt-10 flex items-center justify-between gap-4 border-t border-zinc-200 pt-6 dark:border-zinc-800">
      {prev ? (
        <Link to={hrefFor(prev)} rel="prev" className={linkClass} data-testid="pagination-previous">
          <ChevronLeftIcon className="h-4 w-4" />
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          <ChevronLeftIcon className="h-4 w-4" />
          Previous
        </span>
      )}
      <p className="text-sm text-zinc-700 dark:text-zinc-300" aria-live="polite">
        Page <span className="font-semibold text-zinc-950 dark:text-white">{page}</span> of{' '}
        <span className="font-semibold text-zinc-950 dark:text-white">{totalPages}</span>
      </p>
      {next ? (
        <Link to={hrefFor(next)} rel="next" className={linkClass} data-testid="pagination-next">
          Next
          <ChevronRightIcon className="h-4 w-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          Next
          <ChevronRightIcon className="h-4 w-4" />
        </span>
      )}
    </nav>
  );
}
