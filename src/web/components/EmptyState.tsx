/** Empty list message with an optional action (e.g. clear filters). Defaults to the spec's texts (public-site §8). */
import type { ReactNode } from 'react';
import { SearchIcon } from './icons.tsx';

export const EMPTY_LIST_TITLE = 'No articles found';
export const EMPTY_LIST_MESSAGE = "We couldn't find any articles matching your current filters. Try adjusting your search terms or clearing filters.";

export function EmptyState({ title = EMPTY_LIST_TITLE, message = EMPTY_LIST_MESSAGE, action }: { title?: string; message?: string; action?: ReactNode }) {
  return (
    <div
      data-testid="empty-state"
      className="flex flex-col items-center rounded-xl border border-dashed border-zinc-300 bg-zinc-50/60 px-6 py-14 text-center dark:border-zinc-700 dark:bg-zinc-900/40"
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-white text-zinc-600 ring-1 ring-zinc-200 dark:bg-zinc-900 dark:text-zinc-300 dark:ring-zinc-700">
        <SearchIcon className="h-6 w-6" />
      </span>
      <h2 className="mt-4 font-serif text-xl font-semibold text-zinc-950 dark:text-zinc-50">{title}</h2>
      <p className="mt-2 max-w-md text-base text-zinc-700 dark:text-zinc-300">{message}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
