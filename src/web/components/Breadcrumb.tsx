/** Breadcrumb trail (nav aria-label="Breadcrumb"); the last item is the current page. */
import { Link } from 'react-router';
import { focusRing } from '../lib/ui.ts';
import { ChevronRightIcon } from './icons.tsx';

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" data-testid="breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-zinc-600 dark:text-zinc-400">
        {items.map((c, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${c.label}-${i}`} className="flex items-center gap-1">
              {c.to && !last ? (
                <Link to={c.to} className={`rounded-sm py-1 hover:text-zinc-950 hover:underline underline-offset-4 dark:hover:text-white ${focusRing}`}>
                  {c.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium text-zinc-900 dark:text-zinc-100' : undefined}>
                  {c.label}
                </span>
              )}
              {last ? null : <ChevronRightIcon className="h-3.5 w-3.5 text-zinc-400 dark:text-zinc-600" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
