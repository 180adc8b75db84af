/** A row of category links with colour dots ("Browse by topic"). */
import { Link } from 'react-router';
import { CATEGORIES, type CategorySlug } from '../../domain/categories.ts';
import { focusRing } from '../lib/ui.ts';

/** `wrap` lets the chips wrap onto several lines; otherwise they scroll sideways on small screens. */
export function CategoryChips({ active, wrap = false, className = '' }: { active?: CategorySlug | null; wrap?: boolean; className?: string }) {
  return (
    <ul
      className={`flex gap-2 ${
        wrap ? 'flex-wrap' : '-mx-4 snap-x overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 [&::-webkit-scrollbar]:hidden'
      } ${className}`}
    >
      {CATEGORIES.map((c) => {
        const isActive = c.slug === active;
        return (
          <li key={c.slug} className="shrink-0 snap-start">
            <Link
              to={`/categories/${c.slug}`}
              aria-current={isActive ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap motion-safe:transition-colors ${focusRing} ${
                isActive
                  ? 'border-zinc-900 bg-zinc-900 text-white dark:border-zinc-100 dark:bg-zinc-100 dark:text-zinc-950'
                  : 'border-zinc-200 bg-white text-zinc-800 hover:border-zinc-300 hover:bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:border-zinc-700 dark:hover:bg-zinc-800'
              }`}
            >
              <span aria-hidden="true" className="h-2 w-2 rounded-full" style={{ backgroundColor: c.colour }} />
              {c.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
