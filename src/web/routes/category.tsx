import { data, isRouteErrorResponse, Link, redirect, useLocation } from 'react-router';
import { ARTICLE_SORTS, type ArticleSort } from '../../domain/articleQuery.ts';
import { findCategory } from '../../domain/categories.ts';
import { resolveCategoryRoute } from '../../domain/categoryRoute.ts';
import { CATEGORY_PAGE_SIZE } from '../../domain/feedRules.ts';
import type { Route } from './+types/category';
import { ArticleGrid } from '../components/ArticleGrid.tsx';
import { CategoryFigures, CategoryHero } from '../components/category/CategoryHero.tsx';
import { CategoryChips } from '../components/CategoryChips.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { AppErrorView } from '../components/ErrorViews.tsx';
import { HomeIcon } from '../components/icons.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { hrefWith, pageCount, parseListQuery } from '../lib/listQuery.ts';
import { pageMeta } from '../lib/meta.ts';
import { buttonPrimary, buttonSecondary, container, focusRing } from '../lib/ui.ts';
import { ISLANDS_WITH_DIALOG_HANDLE, loadAsDocument } from '../islands/islandsRoute.ts';

/** An islands document (islands/islandContext.ts): the cards, the article dialog and the frame hydrate, nothing else. */
export const handle = ISLANDS_WITH_DIALOG_HANDLE;
export const clientLoader = loadAsDocument;

/**
 * A new sort or page is a new document: its links end at the list's heading, which the browser scrolls to (below the
 * sticky header) and the islands entry focuses (islands/client.tsx), as Pagination does in the app.
 */
const LIST_HEADING_FRAGMENT = '#category-list-heading';

const SORT_LABELS: Record<ArticleSort, string> = {
  latest: 'Latest',
  trending: 'Trending',
  quality: 'Quality',
  relevance: 'Relevance',
  oldest: 'Oldest',
};

/** Opening or closing the article dialog changes only `?article=`: keep the loaded list. */
export { skipDialogOnlyRevalidation as shouldRevalidate } from '../lib/articleDialog.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const route = resolveCategoryRoute(params.slug, url.search);
  if (route.kind === 'not-found') throw data(null, { status: 404 });
  // Legacy names (campaigns, trends, …) and other spellings move permanently to the canonical address.
  if (route.kind === 'redirect') throw redirect(route.location, 301);
  const { category } = route;
  const ctx = context;
  const query = parseListQuery(url.searchParams, { pageSize: CATEGORY_PAGE_SIZE, category: category.slug });
  // Search is not offered here; ignore it so the count always means "articles in this category".
  const [list, stats] = await Promise.all([ctx.content.listArticles({ ...query, search: undefined }), ctx.stats.category(category.slug)]);
  return {
    slug: category.slug,
    stats,
    articles: list.articles,
    totalCount: list.totalCount,
    page: query.page,
    totalPages: pageCount(list.totalCount, query.pageSize),
    sort: query.sort ?? 'latest',
    canonical: ctx.site.url ? new URL(`/categories/${category.slug}`, ctx.site.url).href : null,
  };
}

export const meta: Route.MetaFunction = ({ data: d, error }) => {
  const category = d ? findCategory(d.slug) : undefined;
  if (error || !category || !d) return pageMeta('Category not found', 'This category does not exist.', [{ name: 'robots', content: 'noindex' }]);
  return pageMeta(
    `${category.name} news`,
    `${category.description} Latest ${category.name.toLowerCase()} stories for India's creators and marketers.`,
    [
      ...(d.canonical ? [{ tagName: 'link', rel: 'canonical', href: d.canonical }] : []),
      // This category's own feeds, next to the site-wide ones in the root document.
      { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: `${category.name} (RSS)`, href: `/categories/${category.slug}/feed.xml` },
      { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title: `${category.name} (Atom)`, href: `/categories/${category.slug}/feed.atom` },
      { tagName: 'link', rel: 'alternate', type: 'application/feed+json', title: `${category.name} (JSON Feed)`, href: `/categories/${category.slug}/feed.json` },
    ],
  );
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { slug, stats, articles, page, totalPages, sort } = loaderData;
  const location = useLocation();
  const category = findCategory(slug);
  if (!category) return null;

  return (
    <>
      <CategoryHero category={category} />

      <section id="category-list" aria-labelledby="category-list-heading" className={`${container} scroll-mt-20 pt-4 sm:pt-6`}>
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          {/* Focused after a page change (Pagination's headingId). */}
          <h2 id="category-list-heading" tabIndex={-1} className={`scroll-mt-24 rounded-sm font-serif text-xl font-semibold tracking-tight text-zinc-950 sm:text-2xl dark:text-white ${focusRing}`}>
            {SORT_LABELS[sort]} stories
          </h2>
          <nav aria-label="Sort articles" data-testid="sort-selector">
            <ul className="-mx-1 flex gap-0.5 overflow-x-auto rounded-xl bg-zinc-100 p-1 [scrollbar-width:none] sm:mx-0 sm:gap-1 dark:bg-zinc-900 [&::-webkit-scrollbar]:hidden">
              {ARTICLE_SORTS.map((s) => {
                const active = s === sort;
                return (
                  <li key={s} className="flex-1 sm:flex-none">
                    <Link
                      to={`${hrefWith(location.pathname, location.search, { sort: s, page: null })}${LIST_HEADING_FRAGMENT}`}
                      aria-current={active ? 'true' : undefined}
                      preventScrollReset
                      className={`inline-flex min-h-11 w-full items-center justify-center rounded-lg px-1.5 text-[0.8125rem] whitespace-nowrap sm:px-3 sm:text-sm font-medium motion-safe:transition-colors ${focusRing} ${
                        active
                          ? 'bg-white text-zinc-950 shadow-sm dark:bg-zinc-700 dark:text-white'
                          : 'text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white'
                      }`}
                    >
                      {SORT_LABELS[s]}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>

        {articles.length > 0 ? (
          <ArticleGrid articles={articles} />
        ) : (
          <EmptyState
            title="No articles found"
            message={
              page > 1
                ? `There are no more ${category.name} articles on this page. Go back to the first page for the latest stories.`
                : `Nothing has been published in ${category.name} yet. New stories appear here as our sources report them — try another topic in the meantime.`
            }
            action={
              <Link to={page > 1 ? location.pathname : '/'} className={buttonSecondary}>
                {page > 1 ? 'Back to page 1' : 'Browse all articles'}
              </Link>
            }
          />
        )}

        <Pagination
          page={page}
          totalPages={totalPages}
          scrollTargetId="category-list"
          headingId="category-list-heading"
          hrefFor={(p) => `${hrefWith(location.pathname, location.search, { page: p })}${LIST_HEADING_FRAGMENT}`}
        />
      </section>

      <div className={`${container} pt-10`}>
        <CategoryFigures category={category} stats={stats} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section data-testid="category-not-found" className={`${container} flex flex-col items-center py-20 text-center sm:py-28`}>
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-zinc-950 sm:text-4xl dark:text-white">Category not found</h1>
        <p className="mt-4 max-w-md text-base text-zinc-700 dark:text-zinc-300">
          We don&apos;t have a category at this address. Pick one of our topics from the menu, or start from the latest stories.
        </p>
        <Link to="/" className={`${buttonPrimary} mt-8`}>
          <HomeIcon className="h-[1.125rem] w-[1.125rem]" />
          Back to Home
        </Link>
        <div className="mt-14 w-full max-w-3xl border-t border-zinc-200 pt-8 dark:border-zinc-800">
          <h2 className="text-sm font-semibold text-zinc-700 dark:text-zinc-300">Our categories</h2>
          <CategoryChips wrap className="mt-4 justify-center" />
        </div>
      </section>
    );
  }
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return <AppErrorView details={details} />;
}
