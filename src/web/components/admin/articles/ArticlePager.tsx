/**
 * The table's pagination footer (admin-content §2, §9): "Page X of Y · N articles", Previous and Next, and at most five
 * page buttons around the current page. Plain links that keep the filters, so they work without JavaScript.
 */
import { Link } from 'react-router';
import type { AdminArticleListQuery } from '../../../../domain/adminArticles.ts';
import { formatCount, pluralise } from '../../../lib/format.ts';
import { focusRing } from '../../../lib/ui.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons.tsx';
import { articlesHref } from './articleLabels.ts';

/** §9: pagination shows at most 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5;

/** The page numbers to show: a window of up to five around `page`, shifted to stay within 1..totalPages. */
export function pageButtons(page: number, totalPages: number): number[] {
  const count = Math.min(MAX_PAGE_BUTTONS, Math.max(1, totalPages));
  const start = Math.min(Math.max(1, page - Math.floor(MAX_PAGE_BUTTONS / 2)), Math.max(1, totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

const box = `inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm font-semibold tabular-nums ${focusRing}`;
const pageClass = `${box} text-zinc-800 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800`;
const currentClass = `${box} bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-950`;
const stepClass = `${box} border border-zinc-300 text-zinc-900 hover:bg-zinc-50 dark:border-zinc-700 dark:text-zinc-100 dark:hover:bg-zinc-800`;
const stepDisabled = `${box} border border-zinc-200 text-zinc-500 dark:border-zinc-800 dark:text-zinc-400`;

export function ArticlePager({ query, totalPages, totalCount, totalIsCapped = false }: { query: AdminArticleListQuery; totalPages: number; totalCount: number; totalIsCapped?: boolean }) {
  const page = Math.min(query.page, totalPages);
  const href = (p: number) => articlesHref({ ...query, page: p });
  return (
    <nav aria-label="Article pages" data-testid="article-pager" className="flex flex-wrap items-center justify-between gap-3 border-t border-zinc-200 px-3 py-2.5 dark:border-zinc-800">
      <p className="text-sm text-zinc-700 dark:text-zinc-300" data-testid="article-pager-summary">
        {/* Counted up to a cap (1,000): beyond it the list says "1,000+" and always offers a next page. */}
        Page <span className="font-semibold text-zinc-950 dark:text-white">{formatCount(page)}</span>
        {totalIsCapped ? (
          <> · more than {pluralise(totalCount, 'article')}</>
        ) : (
          <>
            {' '}of <span className="font-semibold text-zinc-950 dark:text-white">{formatCount(totalPages)}</span> · {pluralise(totalCount, 'article')}
          </>
        )}
      </p>
      {totalPages > 1 ? (
        <div className="flex items-center gap-1">
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className={stepClass}>
              <ChevronLeftIcon className="h-4 w-4" />
              <span className="sr-only sm:not-sr-only">Previous</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={stepDisabled}>
              <ChevronLeftIcon className="h-4 w-4" />
              <span className="sr-only sm:not-sr-only">Previous</span>
            </span>
          )}
          <ol className="flex items-center gap-0.5">
            {pageButtons(page, totalPages).map((p) => (
              <li key={p}>
                <Link
                  to={href(p)}
                  aria-label={p === page ? `Page ${p}, current page` : `Page ${p}`}
                  aria-current={p === page ? 'page' : undefined}
                  className={p === page ? currentClass : pageClass}
                >
                  {p}
                </Link>
              </li>
            ))}
          </ol>
          {page < totalPages ? (
            <Link to={href(page + 1)} rel="next" className={stepClass}>
              <span className="sr-only sm:not-sr-only">Next</span>
              <ChevronRightIcon className="h-4 w-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={stepDisabled}>
              <span className="sr-only sm:not-sr-only">Next</span>
              <ChevronRightIcon className="h-4 w-4" />
            </span>
          )}
        </div>
      ) : null}
    </nav>
  );
}
