import { Link, useLocation, useNavigation } from 'react-router';
import type { ArticleSort } from '../../domain/articleQuery.ts';
import { DEFAULT_LIST_REGION } from '../../domain/articleRegion.ts';
import { findCategory } from '../../domain/categories.ts';
import type { WebLoadContext } from '../../domain/contracts.ts';
import type { Route } from './+types/home';
import { ArticleGrid } from '../components/ArticleGrid.tsx';
import { CategoryChips } from '../components/CategoryChips.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { ListFilters } from '../components/search/ListFilters.tsx';
import { LiveUpdates } from '../components/LiveUpdates.tsx';
import { HomeSidebar } from '../components/widgets/HomeSidebar.tsx';
import { SearchBox } from '../components/search/SearchBox.tsx';
import { SearchResultBadge } from '../components/search/SearchResultBadge.tsx';
import { pluralise } from '../lib/format.ts';
import { hrefWith, pageCount, parseListQuery } from '../lib/listQuery.ts';
import { DEFAULT_DESCRIPTION, pageMeta, SITE_NAME } from '../lib/meta.ts';
import { buttonSecondary, container, textLink } from '../lib/ui.ts';

/** Cards per page on the home grid (divisible by 1, 2 and 3 columns). */
export const HOME_PAGE_SIZE = 24;

/** Id of the list's top, where a page change scrolls to. */
const LIST_TOP_ID = 'articles';

export const meta: Route.MetaFunction = ({ data }) =>
  data?.search
    ? // Search result pages are for readers, not for search engines.
      pageMeta(`“${data.search}” — search`, DEFAULT_DESCRIPTION, [{ name: 'robots', content: 'noindex, follow' }])
    : pageMeta(`${SITE_NAME} — influencer marketing & creator economy news`, DEFAULT_DESCRIPTION);

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context as unknown as WebLoadContext;
  const query = parseListQuery(new URL(request.url).searchParams, { pageSize: HOME_PAGE_SIZE });
  const list = await ctx.content.listArticles(query);
  const category = query.category ? findCategory(query.category) : undefined;
  const defaultSort: ArticleSort = query.search ? 'relevance' : 'latest';
  return {
    articles: list.articles,
    totalCount: list.totalCount,
    page: query.page,
    totalPages: pageCount(list.totalCount, query.pageSize),
    search: query.search ?? null,
    categorySlug: category?.slug ?? null,
    sort: query.sort ?? defaultSort,
    defaultSort,
    region: query.region ?? DEFAULT_LIST_REGION,
    quality: query.quality ?? null,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { articles, totalCount, page, totalPages, search, categorySlug, sort, defaultSort, region, quality } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const category = categorySlug ? findCategory(categorySlug) : undefined;
  const filtered = Boolean(search || category || region !== DEFAULT_LIST_REGION || quality);
  // A new search, page or filter of this list is loading.
  const busy = navigation.state === 'loading' && navigation.location.pathname === location.pathname;

  const pageText = totalPages > 1 ? `page ${page} of ${totalPages}` : '';
  // The search badge already gives the count; the plain list states it here.
  const countText = search ? pageText.replace(/^p/, 'P') : [pluralise(totalCount, 'article'), pageText].filter(Boolean).join(' · ');

  const heading = search ? 'Search results' : category ? `Latest in ${category.name}` : 'Latest stories';

  return (
    <>
      <LiveUpdates />
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
          <div className="mt-7 max-w-2xl">
            <SearchBox search={search} totalCount={totalCount} keepParams={{ category: categorySlug, sort: sort === defaultSort ? null : sort, region: region === DEFAULT_LIST_REGION ? null : region, quality }} />
          </div>
          <div id="categories" className="mt-8 scroll-mt-24">
            <h2 className="sr-only">Browse by topic</h2>
            <CategoryChips active={categorySlug} />
          </div>
        </div>
      </section>

      <section id={LIST_TOP_ID} aria-labelledby="list-heading" className={`${container} scroll-mt-20 pt-10`}>
        <HomeSidebar />
        <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="min-w-0">
            <h2 id="list-heading" className="font-serif text-2xl font-semibold tracking-tight text-zinc-950 dark:text-white">
              {heading}
            </h2>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
              {search ? <SearchResultBadge search={search} totalCount={totalCount} busy={busy} /> : null}
              {countText ? (
                <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="result-count">
                  {countText}
                </p>
              ) : null}
              {filtered ? (
                <Link to="/" className={`${textLink} text-sm`} data-testid="clear-filters">
                  Clear filters
                </Link>
              ) : null}
            </div>
          </div>
          <ListFilters sort={sort} defaultSort={defaultSort} region={region} quality={quality} keepParams={{ search, category: categorySlug }} />
        </div>

        <div aria-busy={busy || undefined} data-testid="article-list" className={`motion-safe:transition-opacity ${busy ? 'opacity-60' : ''}`}>
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
        </div>

        <Pagination
          page={page}
          totalPages={totalPages}
          scrollTargetId={LIST_TOP_ID}
          hrefFor={(p) => hrefWith(location.pathname, location.search, { page: p })}
        />
      </section>
    </>
  );
}
