import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, type Path } from 'react-router';
import { DEFAULT_LIST_REGION } from '../../../domain/articleRegion.ts';
import { findCategory } from '../../../domain/categories.ts';
import type { HomeData } from '../../routes/home.tsx';
import { InPlacePage, useInPlacePage } from '../../islands/inPlacePage.tsx';
import { pageKey } from '../../islands/islandHistory.ts';
import { ArticleGrid } from '../ArticleGrid.tsx';
import { CategoryChips } from '../CategoryChips.tsx';
import { EmptyState } from '../EmptyState.tsx';
import { ChevronRightIcon } from '../icons.tsx';
import { LiveUpdates } from '../LiveUpdates.tsx';
import { Pagination } from '../Pagination.tsx';
import { ListEmpty } from '../search/ListEmpty.tsx';
import { ListFilters } from '../search/ListFilters.tsx';
import { SearchBox } from '../search/SearchBox.tsx';
import { SearchResultBadge } from '../search/SearchResultBadge.tsx';
import { HomeSidebar } from '../widgets/HomeSidebar.tsx';
import { FeedSignInPrompt } from './FeedSignInPrompt.tsx';
import { HeroFigures } from './HeroFigures.tsx';
import { HomeTabs, panelId, tabId } from './HomeTabs.tsx';
import { IndustryDigest } from './IndustryDigest.tsx';
import { useSignedInParts } from './signedInParts.tsx';
import { pluralise } from '../../lib/format.ts';
import { FEED_SIZE, hasListFilters, homeTabFromParams, homeTabHref } from '../../lib/homeTabs.ts';
import { hrefWith } from '../../lib/listQuery.ts';
import { usePendingLocation } from '../../lib/pendingLocation.ts';
import { useSearchPending } from '../../lib/searchActivity.ts';
import { buttonSecondary, container, focusRing, textLink } from '../../lib/ui.ts';

/** Id of the list's top, where a page change scrolls to. */
const LIST_TOP_ID = 'articles';

/** The home page renders its own addresses in place: any query of `/`. */
const HOME_IN_PLACE = {
  owns: (path: Path) => path.pathname === '/',
  // A tab switch needs no new data (both panels come from the same data), nor does the article dialog (pageKey).
  sameData: (from: Path, to: Path) => pageKey(from, ['tab']) === pageKey(to, ['tab']),
  dataOf: (props: { data: HomeData }) => props.data,
};

/**
 * The home page (public-site §2): the masthead with the search box, the Personalized Feed and All Articles tabs, and
 * the side column. In an islands document it is one island that renders its own next pages (search as you type,
 * tabs, filters, page numbers: islands/inPlacePage.tsx); in the app it renders the route's loader data.
 */
export function HomePage({ data: initial, island = 'HomePage' }: { data: HomeData; island?: 'HomePage' | 'HomePageSignedIn' }) {
  const state = useInPlacePage(island, initial, HOME_IN_PLACE);
  return (
    <InPlacePage state={state}>
      <HomeBody data={state.data} />
    </InPlacePage>
  );
}

function HomeBody({ data }: { data: HomeData }) {
  const { articles, totalCount, page, totalPages, search, didYouMean, categorySlug, sort, defaultSort, region, quality, heroFigures, siteStats, digest, readerFeed, activity } =
    data;
  // Stories the reader asked to see fewer of leave the list at once (the server drops them from the next load).
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  // Stable while nothing changes: the feed's code loads during hydration and must find the props it was rendered with.
  const onDismissed = useCallback((id: string) => setDismissed((d) => new Set(d).add(id)), []);
  const feedShown = useMemo(() => readerFeed?.articles.filter((a) => !dismissed.has(a.id)) ?? [], [readerFeed, dismissed]);
  const signedIn = useSignedInParts();
  const location = useLocation();
  const pending = usePendingLocation();
  const category = categorySlug ? findCategory(categorySlug) : undefined;
  const filtered = Boolean(search || category || region !== DEFAULT_LIST_REGION || quality);
  // Without filters the list is the plain latest page, so the feed is its head: switching tabs needs no new request.
  const feedArticles = hasListFilters(new URLSearchParams(location.search)) ? [] : articles.slice(0, FEED_SIZE);
  // A new search, page or filter of this list is loading.
  const busy = pending !== undefined && pending.pathname === location.pathname;
  // Text typed in the search box that has not been searched yet: the list is about to change (lib/searchActivity.ts).
  const typing = useSearchPending();
  // The tab comes from the URL, not the loader: a tab-only switch does not run the loader.
  const tab = homeTabFromParams(new URLSearchParams(location.search));
  // While a switch that needs data loads, the tab row already shows where the reader is going.
  const selectedTab = busy ? homeTabFromParams(new URLSearchParams(pending.search)) : tab;
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
            {tab === 'feed' && readerFeed && signedIn ? (
              <signedIn.SignedInFeed
                tab={readerFeed.tab}
                articles={feedShown}
                busy={busy}
                onDismissed={onDismissed}
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
          {activity && signedIn ? <signedIn.ReadingActivityPanel activity={activity} /> : null}
          <IndustryDigest articles={digest} />
          <HeroFigures figures={heroFigures} stats={siteStats} />
          {/* The digest above is the home page's industry news: the widget would list the same six stories again. */}
          <HomeSidebar industryNews={false} />
        </aside>
      </div>
    </>
  );
}
