/** A category page's hero (breadcrumb, name, description, up to five keywords) and its figures counted from the database. */
import type { Category } from '../../../domain/categories.ts';
import { WEEK_WINDOW_DAYS, type CategoryStats } from '../../../domain/publicStats.ts';
import { readableTextColour } from '../../lib/colour.ts';
import { formatCount } from '../../lib/format.ts';
import { container } from '../../lib/ui.ts';
import { Breadcrumb } from '../Breadcrumb.tsx';
import { CategoryIcon } from '../CategoryIcon.tsx';

/** Keywords shown as chips in the hero (public-site §2: up to 5). */
export const MAX_HERO_KEYWORDS = 5;

function Figure({ value, label, testId }: { value: number; label: string; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-sm text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd data-testid={testId} className="order-first font-serif text-3xl leading-tight font-semibold text-zinc-950 tabular-nums dark:text-white">
        {formatCount(value)}
      </dd>
    </div>
  );
}

export function CategoryHero({ category }: { category: Category }) {
  const iconText = readableTextColour(category.colour);
  return (
    <section className="relative overflow-hidden border-b border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900/60">
      {/* The category colour as a quiet wash along the top edge. */}
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1" style={{ backgroundColor: category.colour }} />
      {/* Compact (issue 9, news first): the stories start on the first screen of a phone; the figures follow them. */}
      <div className={`${container} py-4 sm:py-6`}>
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Categories', to: '/#categories' }, { label: category.name }]} />
        <div className="mt-3 flex items-start gap-3 sm:mt-4 sm:gap-4">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl shadow-sm sm:h-12 sm:w-12"
            style={{ backgroundColor: category.colour, color: iconText }}
          >
            <CategoryIcon name={category.icon} className="h-5 w-5 sm:h-6 sm:w-6" />
          </span>
          <div className="min-w-0 flex-1">
            <h1 className="font-serif text-2xl leading-tight font-semibold tracking-tight text-balance text-zinc-950 sm:text-3xl dark:text-white">
              {category.name}
            </h1>
            <p className="mt-1 line-clamp-2 max-w-[75ch] text-[0.9375rem] leading-relaxed text-zinc-700 sm:line-clamp-none sm:text-base dark:text-zinc-300">
              {category.description}
            </p>
            <ul aria-label="Keywords" data-testid="category-keywords" className="mt-3 hidden flex-wrap gap-2 sm:flex">
              {category.keywords.slice(0, MAX_HERO_KEYWORDS).map((k) => (
                <li
                  key={k}
                  className="rounded-full border border-zinc-200 bg-white px-3 py-1 text-sm text-zinc-700 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300"
                >
                  {k}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The category's figures counted from the database, below its stories. */
export function CategoryFigures({ category, stats }: { category: Category; stats: CategoryStats }) {
  const topCount = stats.topSources[0]?.count ?? 0;
  return (
    <section
      aria-labelledby="category-figures-heading"
      data-testid="category-figures"
      className="max-w-xl min-w-0 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm shadow-zinc-950/[0.03] sm:p-6 dark:border-zinc-800 dark:bg-zinc-900 dark:shadow-none"
    >
      <h2 id="category-figures-heading" className="text-xs font-semibold tracking-[0.08em] text-zinc-600 uppercase dark:text-zinc-400">
        {category.name} in numbers
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        <Figure testId="category-article-count" value={stats.totalCount} label={stats.totalCount === 1 ? 'article published' : 'articles published'} />
        <Figure testId="category-week-count" value={stats.thisWeekCount} label={`in the last ${WEEK_WINDOW_DAYS} days`} />
      </dl>
      <div className="mt-5 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <h3 className="text-sm font-semibold text-zinc-800 dark:text-zinc-200">Top sources</h3>
        {stats.topSources.length > 0 ? (
          <ol data-testid="category-top-sources" className="mt-3 space-y-2.5">
            {stats.topSources.map((s) => (
              <li key={s.name} data-testid="category-top-source" className="text-sm">
                <div className="flex items-baseline justify-between gap-3">
                  <span data-testid="top-source-name" className="truncate text-zinc-800 dark:text-zinc-200">
                    {s.name}
                  </span>
                  <span data-testid="top-source-count" className="shrink-0 font-semibold text-zinc-950 tabular-nums dark:text-white">
                    {formatCount(s.count)}
                  </span>
                </div>
                {/* Share of the top source's count, so the three compare at a glance. */}
                <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800">
                  <div
                    className="h-full rounded-full"
                    style={{ width: `${Math.max(4, Math.round((s.count / Math.max(1, topCount)) * 100))}%`, backgroundColor: category.colour }}
                  />
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">No sources yet: nothing has been published in this category.</p>
        )}
      </div>
    </section>
  );
}
