/**
 * Industry news digest (public-site §2 Home): up to six compact cards, each leading to the home search for the first
 * three words of its title, with the digest read time; Read All News opens the list filtered to Industry Insights.
 */
import { Link } from 'react-router';
import type { PublicArticle } from '../../../domain/article.ts';
import { findCategory } from '../../../domain/categories.ts';
import { DIGEST_CATEGORY, DIGEST_READ_ALL_HREF, digestSearchHref } from '../../../domain/homeDigest.ts';
import { formatDate } from '../../lib/format.ts';
import { focusRing } from '../../lib/ui.ts';
import { ChartIcon, ChevronRightIcon, ClockIcon } from '../icons.tsx';

export function IndustryDigest({ articles }: { articles: PublicArticle[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="digest-heading" data-testid="industry-digest" className="rounded-2xl border border-zinc-200 bg-zinc-50/70 p-4 sm:p-5 dark:border-zinc-800 dark:bg-zinc-900/50">
      <div className="flex items-center gap-2.5">
        <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-lg bg-teal-700 text-white dark:bg-teal-500 dark:text-zinc-950">
          <ChartIcon className="h-[1.125rem] w-[1.125rem]" />
        </span>
        <h2 id="digest-heading" className="font-serif text-lg font-semibold tracking-tight text-zinc-950 dark:text-white">
          Industry news digest
        </h2>
      </div>
      <ol className="mt-3 divide-y divide-zinc-200 dark:divide-zinc-800">
        {articles.map((a) => {
          const category = findCategory(a.category);
          const published = a.originalPublishedAt ?? a.publishedAt ?? a.createdAt;
          return (
            <li key={a.id} data-testid="digest-card" className="relative py-3">
              <p className="flex items-center gap-1.5 text-xs font-medium text-zinc-600 dark:text-zinc-400">
                {/* Only a fallback story (not Industry Insights) names its category. */}
                {category && category.slug !== DIGEST_CATEGORY ? (
                  <>
                    <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full" style={{ backgroundColor: category.colour }} />
                    <span className="font-semibold">{category.name}</span>
                    <span aria-hidden="true">·</span>
                  </>
                ) : null}
                <time dateTime={published}>{formatDate(published)}</time>
              </p>
              <h3 className="mt-1 line-clamp-2 text-[0.9375rem] leading-snug font-semibold text-zinc-950 dark:text-zinc-50">
                <Link
                  to={digestSearchHref(a.title)}
                  data-testid="digest-link"
                  className={`rounded-sm hover:underline decoration-zinc-400 underline-offset-4 after:absolute after:inset-0 after:content-[''] ${focusRing}`}
                >
                  {a.title}
                  <span className="sr-only"> — search for related stories</span>
                </Link>
              </h3>
              <p className="mt-1 flex items-center gap-x-1.5 text-xs text-zinc-600 dark:text-zinc-400">
                <span className="min-w-0 truncate">{a.sourceName}</span>
                <span aria-hidden="true">·</span>
                <span data-testid="digest-read-time" className="inline-flex shrink-0 items-center gap-1">
                  <ClockIcon className="h-3 w-3" />
                  {a.readTimeMinutes} min read
                </span>
              </p>
            </li>
          );
        })}
      </ol>
      <Link
        to={DIGEST_READ_ALL_HREF}
        data-testid="digest-read-all"
        className={`mt-2 inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200 ${focusRing}`}
      >
        Read All News
        <ChevronRightIcon className="h-4 w-4" />
      </Link>
    </section>
  );
}
