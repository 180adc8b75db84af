import { useState } from 'react';
import { Link, useLocation, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { ArticleSort } from '../../domain/articleQuery.ts';
import { DEFAULT_LIST_REGION } from '../../domain/articleRegion.ts';
import { findCategory } from '../../domain/categories.ts';
import { DIGEST_CATEGORY, DIGEST_SIZE, pickDigestArticles } from '../../domain/homeDigest.ts';
import { READER_FEED_TAB_LABELS, readerFeedTab, type ReaderFeedTab } from '../../domain/readerFeed.ts';
import type { Route } from './+types/home';
import { ArticleGrid } from '../components/ArticleGrid.tsx';
import { CategoryChips } from '../components/CategoryChips.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { FeedSignInPrompt } from '../components/home/FeedSignInPrompt.tsx';
import { HeroFigures } from '../components/home/HeroFigures.tsx';
import { HomeTabs, panelId, tabId } from '../components/home/HomeTabs.tsx';
import { IndustryDigest } from '../components/home/IndustryDigest.tsx';
import { ReaderFeedTabs } from '../components/home/ReaderFeedTabs.tsx';
import { ReadingActivityPanel } from '../components/home/ReadingActivityPanel.tsx';
import { RecommendationFooter } from '../components/home/RecommendationFooter.tsx';
import { ChevronRightIcon } from '../components/icons.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { ListEmpty } from '../components/search/ListEmpty.tsx';
import { ListFilters } from '../components/search/ListFilters.tsx';
import { LiveUpdates } from '../components/LiveUpdates.tsx';
import { HomeSidebar } from '../components/widgets/HomeSidebar.tsx';
import { skipDialogOnlyRevalidation } from '../lib/articleDialog.ts';
import { useSearchPending } from '../lib/searchActivity.ts';
import { SearchBox } from '../components/search/SearchBox.tsx';
import { SearchResultBadge } from '../components/search/SearchResultBadge.tsx';
import { pluralise } from '../lib/format.ts';
import { FEED_SIZE, hasListFilters, homeTabFromParams, homeTabHref, onlyTabChanged } from '../lib/homeTabs.ts';
import { hrefWith, pageCount, parseListQuery } from '../lib/listQuery.ts';
import { DEFAULT_DESCRIPTION, pageMeta, SITE_NAME } from '../lib/meta.ts';
import { buttonSecondary, container, focusRing, textLink } from '../lib/ui.ts';

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
  const ctx = context;
  const params = new URL(request.url).searchParams;
  const query = parseListQuery(params, { pageSize: HOME_PAGE_SIZE });
  // Signed in, the Personalized Feed is the reader's own (For You, Trending, Latest, Saved) with their activity.
  const reader = ctx.reader;
  const feedTab = readerFeedTab(params.get('feed'));
  const [list, heroFigures, siteStats, digestCategory, readerFeed, activity] = await Promise.all([
    ctx.content.listArticles(query),
    ctx.siteContent.heroFigures(),
    ctx.stats.site(),
    ctx.content.listArticles({ page: 1, pageSize: DIGEST_SIZE, category: DIGEST_CATEGORY, sort: 'latest' }),
    reader && !hasListFilters(params) ? reader.feed(feedTab) : null,
    reader ? reader.activity() : null,
  ]);
  // Fewer than six industry stories: fill the digest with the latest of any category.
  const digestLatest =
    digestCategory.articles.length < DIGEST_SIZE ? (await ctx.content.listArticles({ page: 1, pageSize: DIGEST_SIZE * 2, sort: 'latest' })).articles : [];
  const category = query.category ? findCategory(query.category) : undefined;
  const defaultSort: ArticleSort = query.search ? 'relevance' : 'latest';
  const filtered = hasListFilters(params);
  return {
    articles: list.articles,
    // Without filters the list is the plain latest page, so the feed is its head: switching tabs needs no new request.
    feedArticles: filtered ? [] : list.articles.slice(0, FEED_SIZE),
    totalCount: list.totalCount,
    page: query.page,
    totalPages: pageCount(list.totalCount, query.pageSize),
    search: query.search ?? null,
    // A search that found nothing may offer the closest known terms ("Did you mean instagram?").
    didYouMean: list.didYouMean ?? null,
    categorySlug: category?.slug ?? null,
    sort: query.sort ?? defaultSort,
    defaultSort,
    region: query.region ?? DEFAULT_LIST_REGION,
    quality: query.quality ?? null,
    heroFigures,
    siteStats,
    digest: pickDigestArticles(digestCategory.articles, digestLatest),
    readerFeed,
    activity,
  };
}

/**
 * A tab switch that changes only `tab` reuses the loaded data (both panels come from it), and so does opening or
 * closing the article dialog (only `?article=` changes).
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args;
  if (!formMethod && onlyTabChanged(currentUrl, nextUrl)) return false;
  return formMethod ? defaultShouldRevalidate : skipDialogOnlyRevalidation(args);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { articles, feedArticles, totalCount, page, totalPages, search, didYouMean, categorySlug, sort, defaultSort, region, quality, heroFigures, siteStats, digest, readerFeed, activity } =
    loaderData;
  // Stories the reader asked to see fewer of leave the list at once (the server drops them from the next load).
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const location = useLocation();
  const navigation = useNavigation();
  const category = categorySlug ? findCategory(categorySlug) : undefined;
  const filtered = Boolean(search || category || region !== DEFAULT_LIST_REGION || quality);
  // A new search, page or filter of this list is loading.
  const busy = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  // Text typed in the search box that has not been searched yet: the list is about to change (lib/searchActivity.ts).
  const typing = useSearchPending();
  // The tab comes from the URL, not the loader: a tab-only switch does not run the loader.
  const tab = homeTabFromParams(new URLSearchParams(location.search));
  // While a switch that needs data loads, the tab row already shows where the reader is going.
  const selectedTab = busy ? homeTabFromParams(new URLSearchParams(navigation.location.search)) : tab;
  const tabHrefs = { feed: homeTabHref('feed', location.search), all: homeTabHref('all', location.search) };

  const pageText = totalPages > 1 ? `page ${page} of ${totalPages}` : '';
  // The search badge already gives the count; the plain list states it here.
  const countText = search ? pageText.replace(/^p/, 'P') : [pluralise(totalCount, 'article'), pageText].filter(Boolean).join(' · ');

  const heading = search ? 'Search results' : category ? `Latest in ${category.name}` : 'All articles';

  return (
    <>
      <LiveUpdates />
      {/* News first (issue 9): a compact masthead, then the stories. The figures wait in the side column, which follows
          the list on a phone. */}
      <section className="border-b border-zinc-200 bg-gradient-to-b from-brand-50/70 to-white dark:border-zinc-800 dark:from-zinc-900 dark:to-zinc-950">
        <div className={`${container} py-4 sm:py-6`}>
          <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-end lg:gap-10 xl:grid-cols-[minmax(0,1fr)_30rem]">
            <div className="min-w-0">
              {/* With a search or filter the introduction gives way to the results. */}
              <p className={`hidden text-sm font-semibold tracking-wide text-brand-800 dark:text-brand-300 ${filtered ? '' : 'sm:block'}`}>Independent · India-focused · Source-linked</p>
              <h1 className="max-w-4xl font-serif text-[1.375rem] leading-tight font-semibold tracking-tight text-balance text-zinc-950 sm:mt-1.5 sm:text-3xl dark:text-white">
                The news that shapes India&apos;s creator economy
              </h1>
              <p className={`mt-1.5 hidden max-w-3xl text-base leading-relaxed text-zinc-700 dark:text-zinc-300 ${filtered ? '' : 'sm:block'}`}>
                We follow the trade press on influencer marketing, brand deals, platforms and regulation, sort each story by topic, and send you
                straight to the original publisher to read it.
              </p>
            </div>
            <div className="mt-3 max-w-2xl sm:mt-4 lg:mt-0">
              <SearchBox
                search={search}
                totalCount={totalCount}
                labelHidden
                keepParams={{ category: categorySlug, sort: sort === defaultSort ? null : sort, region: region === DEFAULT_LIST_REGION ? null : region, quality }}
              />
            </div>
          </div>
          <div id="categories" className="mt-3 scroll-mt-24 sm:mt-4">
            <h2 className="sr-only">Browse by topic</h2>
            <CategoryChips active={categorySlug} />
          </div>
        </div>
      </section>

      {/* Main column and, from 1024 px, a side column for widgets (DESIGN.md). */}
      <div className={`${container} grid gap-10 pt-4 sm:pt-5 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]`}>
        <section id={LIST_TOP_ID} aria-label="Articles" className="min-w-0 scroll-mt-20">
          <HomeTabs selected={selectedTab} hrefs={tabHrefs} />

          <div role="tabpanel" id={panelId('feed')} aria-labelledby={tabId('feed')} hidden={tab !== 'feed'} data-testid="feed-panel" className="pt-4">
            {tab === 'feed' && readerFeed ? (
              <SignedInFeed
                tab={readerFeed.tab}
                articles={readerFeed.articles.filter((a) => !dismissed.has(a.id))}
                busy={busy}
                onDismissed={(id) => setDismissed((d) => new Set(d).add(id))}
                allHref={tabHrefs.all}
              />
            ) : tab === 'feed' ? (
              <>
                <h2 id="list-heading" className="mb-4 font-serif text-xl font-semibold tracking-tight text-zinc-950 sm:text-2xl dark:text-white">
                  Latest stories
                </h2>
                <div aria-busy={busy || undefined} data-testid="article-list" className={`motion-safe:transition-opacity ${busy ? 'opacity-60' : ''}`}>
                  {feedArticles.length > 0 ? (
                    <ArticleGrid articles={feedArticles} withAside />
                  ) : (
                    <EmptyState title="No stories yet" message="Nothing has been published yet. New stories appear here as our sources report them — check back soon." />
                  )}
                </div>
                {/* After the stories, not before them: news first. */}
                <div className="mt-8">
                  <FeedSignInPrompt />
                </div>
                {totalCount > feedArticles.length ? (
                  <p className="mt-8 flex justify-center">
                    <Link to={tabHrefs.all} className={buttonSecondary} data-testid="feed-more">
                      More in All Articles
                      <ChevronRightIcon className="h-4 w-4" />
                    </Link>
                  </p>
                ) : null}
              </>
            ) : null}
          </div>

          <div role="tabpanel" id={panelId('all')} aria-labelledby={tabId('all')} hidden={tab !== 'all'} data-testid="all-panel" className="pt-4">
            {tab === 'all' ? (
              <>
                <div className="mb-4 flex flex-col gap-3 sm:mb-6 sm:gap-4 xl:flex-row xl:items-end xl:justify-between">
                  <div className="min-w-0">
                    {/* Focused after a page change (Pagination's headingId). */}
                    <h2 id="list-heading" tabIndex={-1} className={`rounded-sm font-serif text-xl font-semibold tracking-tight text-zinc-950 sm:text-2xl dark:text-white ${focusRing}`}>
                      {heading}
                    </h2>
                    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
                      {search ? <SearchResultBadge search={search} totalCount={totalCount} busy={busy || typing} /> : null}
                      {countText ? (
                        <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="result-count">
                          {countText}
                        </p>
                      ) : null}
                      {filtered ? (
                        <Link to="/?tab=all" className={`${textLink} text-sm`} data-testid="clear-filters">
                          Clear filters
                        </Link>
                      ) : null}
                    </div>
                  </div>
                  <ListFilters sort={sort} defaultSort={defaultSort} region={region} quality={quality} keepParams={{ search, category: categorySlug }} />
                </div>

                <div aria-busy={busy || undefined} data-testid="article-list" className={`motion-safe:transition-opacity ${busy ? 'opacity-60' : ''}`}>
                  {articles.length > 0 ? (
                    <ArticleGrid articles={articles} withAside />
                  ) : (
                    <ListEmpty
                      busy={busy}
                      didYouMean={didYouMean}
                      didYouMeanHref={didYouMean ? hrefWith(location.pathname, location.search, { search: didYouMean, page: null }) : null}
                      clearHref={filtered || page > 1 ? '/?tab=all' : null}
                    />
                  )}
                </div>

                <Pagination
                  page={page}
                  totalPages={totalPages}
                  scrollTargetId={LIST_TOP_ID}
                  headingId="list-heading"
                  hrefFor={(p) => hrefWith(location.pathname, location.search, { page: p })}
                />
              </>
            ) : null}
          </div>
        </section>

        <aside aria-label="More news" data-testid="home-aside" className="flex min-w-0 flex-col gap-6">
          {activity ? <ReadingActivityPanel activity={activity} /> : null}
          <IndustryDigest articles={digest} />
          <HeroFigures figures={heroFigures} stats={siteStats} />
          {/* The digest above is the home page's industry news: the widget would list the same six stories again. */}
          <HomeSidebar industryNews={false} />
        </aside>
      </div>
    </>
  );
}

const FEED_EMPTY: Record<ReaderFeedTab, { title: string; message: string }> = {
  'for-you': { title: 'Nothing new for you yet', message: 'New stories from the last two weeks appear here, ranked by what you read, like and save.' },
  trending: { title: 'Nothing trending yet', message: 'Stories readers open most in the last two weeks appear here.' },
  latest: { title: 'No recent stories', message: 'Nothing was published in your regions in the last two weeks. Check your preferences on the dashboard.' },
  saved: { title: 'No saved stories yet', message: 'Save a story with its bookmark button and it will wait for you here and on the Bookmarks page.' },
};

/** The signed-in reader's Personalized Feed: the four lists, For You with a reason and "Fewer like this" per story. */
function SignedInFeed({
  tab,
  articles,
  busy,
  onDismissed,
  allHref,
}: {
  tab: ReaderFeedTab;
  articles: NonNullable<Route.ComponentProps['loaderData']['readerFeed']>['articles'];
  busy: boolean;
  onDismissed: (id: string) => void;
  allHref: string;
}) {
  return (
    <>
      <h2 id="list-heading" className="font-serif text-2xl font-semibold tracking-tight text-zinc-950 dark:text-white">
        {tab === 'for-you' ? 'Picked for you' : READER_FEED_TAB_LABELS[tab]}
      </h2>
      <div className="mt-4 mb-6">
        <ReaderFeedTabs selected={tab} />
      </div>
      <div aria-busy={busy || undefined} data-testid="article-list" className={`motion-safe:transition-opacity ${busy ? 'opacity-60' : ''}`}>
        {articles.length > 0 ? (
          <ArticleGrid
            articles={articles}
            withAside
            footerFor={tab === 'for-you' ? (a) => (a.reason ? <RecommendationFooter articleId={a.id} title={a.title} reason={a.reason} onDismissed={onDismissed} /> : null) : undefined}
          />
        ) : (
          <EmptyState
            title={FEED_EMPTY[tab].title}
            message={FEED_EMPTY[tab].message}
            action={
              <Link to={tab === 'saved' ? '/?feed=latest' : allHref} className={buttonSecondary}>
                {tab === 'saved' ? 'See the latest stories' : 'Browse all articles'}
              </Link>
            }
          />
        )}
      </div>
      <p className="mt-8 flex justify-center">
        <Link to={tab === 'saved' ? '/bookmarks' : allHref} className={buttonSecondary} data-testid="feed-more">
          {tab === 'saved' ? 'All your bookmarks' : 'More in All Articles'}
          <ChevronRightIcon className="h-4 w-4" />
        </Link>
      </p>
    </>
  );
}
