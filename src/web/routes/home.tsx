import { Link, useLocation } from 'react-router';
import { findCategory } from '../../domain/categories.ts';
import type { WebLoadContext } from '../../domain/contracts.ts';
import type { Route } from './+types/home';
import { ArticleGrid } from '../components/ArticleGrid.tsx';
import { CategoryChips } from '../components/CategoryChips.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { pluralise } from '../lib/format.ts';
import { hrefWith, pageCount, parseListQuery } from '../lib/listQuery.ts';
import { DEFAULT_DESCRIPTION, pageMeta, SITE_NAME } from '../lib/meta.ts';
import { buttonSecondary, container, textLink } from '../lib/ui.ts';

/** Cards per page on the home grid (divisible by 1, 2 and 3 columns). */
export const HOME_PAGE_SIZE = 24;

export const meta: Route.MetaFunction = () => pageMeta(`${SITE_NAME} — influencer marketing & creator economy news`, DEFAULT_DESCRIPTION);

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context as unknown as WebLoadContext;
  const query = parseListQuery(new URL(request.url).searchParams, { pageSize: HOME_PAGE_SIZE });
  const list = await ctx.content.listArticles(query);
  const category = query.category ? findCategory(query.category) : undefined;
  return {
    articles: list.articles,
    totalCount: list.totalCount,
    page: query.page,
    totalPages: pageCount(list.totalCount, query.pageSize),
    search: query.search ?? null,
    categorySlug: category?.slug ?? null,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { articles, totalCount, page, totalPages, search, categorySlug } = loaderData;
  const location = useLocation();
  const category = categorySlug ? findCategory(categorySlug) : undefined;
  const filtered = Boolean(search || category);

  const heading = search ? `Results for “${search}”` : category ? `Latest in ${category.name}` : 'Latest stories';

  return (
    <>
      <section className="border-b border-zinc-200 bg-gradient-to-b from-brand-50/70 to-white dark:border-zinc-800 dark:from-zinc-900 dark:to-zinc-950">
        <div className={`${container} py-10 sm:py-14`}>
          <p className="text-sm font-semibold tracking-wide text-brand-800 dark:text-brand-300">Independent · India-focused · Source-linked</p>
          <h1 className="mt-3 max-w-3xl font-serif text-[2rem] leading-[1.15] font-semibold tracking-tight text-balance text-zinc-950 sm:text-5xl dark:text-white">
            The news that shapes India&apos;s creator economy
          </h1>
          <p className="mt-4 max-w-2xl text-[1.0625rem] leading-relaxed text-zinc-700 sm:text-lg dark:text-zinc-300">
            We follow the trade press on influencer marketing, brand deals, platforms and regulation, sort each story by topic, and send you
            straight to the original publisher to read it.
          </p>
          <div id="categories" className="mt-8 scroll-mt-24">
            <h2 className="sr-only">Browse by topic</h2>
            <CategoryChips active={categorySlug} />
          </div>
        </div>
      </section>

      <section aria-labelledby="list-heading" className={`${container} pt-10`}>
        <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <div>
            <h2 id="list-heading" className="font-serif text-2xl font-semibold tracking-tight text-zinc-950 dark:text-white">
              {heading}
            </h2>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400" data-testid="result-count">
              {pluralise(totalCount, 'article')}
              {totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}
            </p>
          </div>
          {filtered ? (
            <Link to="/" className={`${textLink} text-sm`}>
              Clear filters
            </Link>
          ) : null}
        </div>

        {articles.length > 0 ? (
          <ArticleGrid articles={articles} />
        ) : (
          <EmptyState
            title="No articles found"
            message="We couldn't find any articles matching your current filters. Try adjusting your search terms or clearing filters."
            action={
              filtered || page > 1 ? (
                <Link to="/" className={buttonSecondary}>
                  Clear filters
                </Link>
              ) : undefined
            }
          />
        )}

        <Pagination page={page} totalPages={totalPages} hrefFor={(p) => hrefWith(location.pathname, location.search, { page: p })} />
      </section>
    </>
  );
}
