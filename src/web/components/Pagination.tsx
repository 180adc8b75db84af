/**
 * Page links: Previous, every page up to 7 or a window with ellipses (1 … 4 5 6 … 20), Next. Plain links, so it works
 * without JavaScript. Every link is a 44 × 44 px target; on a phone the numbers take a row of their own under
 * Previous and Next. After a page change made here, focus moves to the list's heading (`headingId`, a heading with
 * tabIndex -1), so keyboard and screen-reader users start the new page at its top instead of on a link far below.
 */
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { isPageChangeLocked, pageWindow } from '../../domain/pagination.ts';
import { focusRing } from '../lib/ui.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

const boxBase = `inline-flex h-11 min-w-11 items-center justify-center rounded-lg text-sm font-semibold tabular-nums ${focusRing}`;
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
  /** Id of the list's heading (tabIndex -1): focused once the page a link here asked for is shown. */
  headingId?: string;
}

/** Page numbers and gaps that fit beside Previous and Next on a 320 px wide phone, every link 44 px wide. */
const PHONE_ROW_ITEMS = 5;

/** Brings the list's top into view (smoothly unless motion is reduced); false when it is not on the page. */
function scrollToTop(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  return true;
}

/** The pagination bar of a paged list (nothing when there is one page). */
export function Pagination({ page, totalPages, hrefFor, scrollTargetId, headingId }: PaginationProps) {
  // Time of the last page change: clicks within PAGE_CHANGE_LOCK_MS of it are ignored (a double click must not skip a page).
  const lastChange = useRef<number | null>(null);
  // A page change asked for here, not yet shown: its arrival moves focus to the heading (Back and Forward do not).
  const focusPending = useRef(false);
  const location = useLocation();
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    // Aim again now the new page is laid out: what sits above the list can change with it (a phone hides the home
    // page's figures once a page is chosen), which would leave the first aim hundreds of pixels off.
    const scrolled = scrollTargetId ? scrollToTop(scrollTargetId) : false;
    // Without a scroll target, focusing brings the heading into view.
    if (headingId) document.getElementById(headingId)?.focus({ preventScroll: scrolled });
  }, [location.key, headingId, scrollTargetId]);
  if (totalPages <= 1) return null;
  const prev = page > 1 ? Math.min(page - 1, totalPages) : null;
  const next = page < totalPages ? page + 1 : null;
  const items = pageWindow(page, totalPages);
  const twoRows = items.length > PHONE_ROW_ITEMS;

  const onNavigate = (e: React.MouseEvent) => {
    // A page opened in another tab or window changes nothing here.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const now = performance.now();
    if (isPageChangeLocked(lastChange.current, now)) {
      e.preventDefault();
      return;
    }
    lastChange.current = now;
    focusPending.current = true;
    if (scrollTargetId) scrollToTop(scrollTargetId);
  };
  const linkProps = { onClick: onNavigate, preventScrollReset: Boolean(scrollTargetId) };

  return (
    <nav aria-label="Pagination" data-testid="pagination" className="mt-10 border-t border-zinc-200 pt-6 dark:border-zinc-800">
      {/* Seven 44 px numbers and two steps do not fit a phone's row: there Previous and Next take the first row and the
          numbers are centred on the second; one row from sm, or whenever five items or fewer leave room. */}
      <div className={twoRows ? 'grid grid-cols-2 items-center gap-y-3 sm:flex sm:justify-between sm:gap-4' : 'flex items-center justify-between gap-1 sm:gap-4'}>
        {prev ? (
          <Link to={hrefFor(prev)} rel="prev" className={`${stepClass} justify-self-start`} data-testid="pagination-previous" {...linkProps}>
            <ChevronLeftIcon className="h-4 w-4" />
            <span className="sr-only sm:not-sr-only">Previous</span>
          </Link>
        ) : (
          <span aria-disabled="true" className={`${stepDisabledClass} justify-self-start`}>
            <ChevronLeftIcon className="h-4 w-4" />
            <span className="sr-only sm:not-sr-only">Previous</span>
          </span>
        )}
        <ol className={`${twoRows ? 'col-span-2 row-start-2 justify-center' : ''} flex items-center gap-0.5 sm:gap-1`} data-testid="pagination-pages">
          {items.map((item) =>
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
          <Link to={hrefFor(next)} rel="next" className={`${stepClass} col-start-2 row-start-1 justify-self-end`} data-testid="pagination-next" {...linkProps}>
            <span className="sr-only sm:not-sr-only">Next</span>
            <ChevronRightIcon className="h-4 w-4" />
          </Link>
        ) : (
          <span aria-disabled="true" className={`${stepDisabledClass} col-start-2 row-start-1 justify-self-end`}>
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
