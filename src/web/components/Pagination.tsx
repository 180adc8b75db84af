/** Page links: Previous, every page up to 7 or a window with ellipses (1 … 4 5 6 … 20), Next. Plain links, so it works without JavaScript. */
import { useRef } from 'react';
import { Link } from 'react-router';
import { isPageChangeLocked, pageWindow } from '../../domain/pagination.ts';
import { focusRing } from '../lib/ui.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

const boxBase = `inline-flex h-11 min-w-9 items-center justify-center rounded-lg text-sm font-semibold tabular-nums sm:min-w-11 ${focusRing}`;
const pageClass = `${boxBase} px-2 text-zinc-800 hover:bg-zinc-100 motion-safe:transition-colors dark:text-zinc-200 dark:hover:bg-zinc-800`;
const currentClass = `${boxBase} px-2 bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-950`;
const stepClass = `${boxBase} gap-1.5 border border-zinc-300 bg-white px-2 text-zinc-900 hover:border-zinc-400 hover:bg-zinc-50 motion-safe:transition-colors sm:px-4 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:border-zinc-600 dark:hover:bg-zinc-800`;
const stepDisabledClass = `${boxBase} cursor-not-allowed gap-1.5 border border-zinc-200 px-2 text-zinc-500 sm:px-4 dark:border-zinc-800 dark:text-zinc-500`;

export interface PaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  /** When set, a page change keeps the scroll position and brings this element (the list's top) into view instead. */
  scrollTargetId?: string;
}

/** The pagination bar of a paged list (nothing when there is one page). */
export function Pagination({ page, totalPages, hrefFor, scrollTargetId }: PaginationProps) {
  // Time of the last page change: clicks within PAGE_CHANGE_LOCK_MS of it are ignored (a double click must not skip a page).
  const lastChange = useRef<number | null>(null);
  if (totalPages <= 1) return null;
  const prev = page > 1 ? Math.min(page - 1, totalPages) : null;
  const next = page < totalPages ? page + 1 : null;

  const onNavigate = (e: React.MouseEvent) => {
    const now = performance.now();
    if (isPageChangeLocked(lastChange.current, now)) {
      e.preventDefault();
      return;
    }
    lastChange.current = now;
    if (scrollTargetId) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      document.getElementById(scrollTargetId)?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    }
  };
  const linkProps = { onClick: onNavigate, preventScrollReset: Boolean(scrollTargetId) };

  return (
    <nav aria-label="Pagination" data-testid="pagination" className="mt-10 border-t border-zinc-200 pt-6 dark:border-zinc-800">
      <div className="flex items-center justify-between gap-1 sm:gap-4">
        {prev ? (
          <Link to={hrefFor(prev)} rel="prev" className={stepClass} data-testid="pagination-previous" {...linkProps}>
            <ChevronLeftIcon className="h-4 w-4" />
            <span className="sr-only sm:not-sr-only">Previous</span>
          </Link>
        ) : (
          <span aria-disabled="true" className={stepDisabledClass}>
            <ChevronLeftIcon className="h-4 w-4" />
            <span className="sr-only sm:not-sr-only">Previous</span>
          </span>
        )}
        <ol className="flex items-center gap-0.5 sm:gap-1" data-testid="pagination-pages">
          {pageWindow(page, totalPages).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                {item === page ? (
                  <Link to={hrefFor(item)} aria-current="page" aria-label={`Page ${item}, current page`} className={currentClass} {...linkProps}>
                    {item}
                  </Link>
                ) : (
                  <Link to={hrefFor(item)} aria-label={`Page ${item}`} className={pageClass} data-testid="pagination-page" {...linkProps}>
                    {item}
                  </Link>
                )}
              </li>
            ) : (
              <li key={item} aria-hidden="true" data-testid="pagination-ellipsis" className="inline-flex h-11 min-w-6 items-center justify-center text-sm text-zinc-500 sm:min-w-8 dark:text-zinc-400">
                …
              </li>
            ),
          )}
        </ol>
        {next ? (
          <Link to={hrefFor(next)} rel="next" className={stepClass} data-testid="pagination-next" {...linkProps}>
            <span className="sr-only sm:not-sr-only">Next</span>
            <ChevronRightIcon className="h-4 w-4" />
          </Link>
        ) : (
          <span aria-disabled="true" className={stepDisabledClass}>
            <span className="sr-only sm:not-sr-only">Next</span>
            <ChevronRightIcon className="h-4 w-4" />
          </span>
        )}
      </div>
      <p className="mt-3 text-center text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
        Page <span className="font-semibold text-zinc-900 dark:text-white">{page}</span> of{' '}
        <span className="font-semibold text-zinc-900 dark:text-white">{totalPages}</span>
      </p>
    </nav>
  );
}
