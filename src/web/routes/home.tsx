import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { ArticleSort } from '../../domain/articleQuery.ts';
import { DEFAULT_LIST_REGION } from '../../domain/articleRegion.ts';
import { findCategory } from '../../domain/categories.ts';
import { DIGEST_CATEGORY, DIGEST_SIZE, pickDigestArticles } from '../../domain/homeDigest.ts';
import { readerFeedTab } from '../../domain/readerFeed.ts';
import type { Route } from './+types/home';
import { HomePage } from '../components/home/HomePage.tsx';
import { HomePageSignedIn } from '../components/home/HomePageSignedIn.tsx';
import { Island } from '../islands/Island.tsx';
import { ISLANDS_WITH_DIALOG_HANDLE, loadAsDocument } from '../islands/islandsRoute.ts';
import { skipDialogOnlyRevalidation } from '../lib/articleDialog.ts';
import { hasListFilters, onlyTabChanged } from '../lib/homeTabs.ts';
import { pageCount, parseListQuery } from '../lib/listQuery.ts';
import { DEFAULT_DESCRIPTION, pageMeta, SITE_NAME } from '../lib/meta.ts';

/**
 * An islands document (islands/islandContext.ts): the page is one island that renders its own searches, tabs, filters
 * and pages in place (islands/inPlacePage.tsx), with the article dialog and the frame.
 */
export const handle = ISLANDS_WITH_DIALOG_HANDLE;
export const clientLoader = loadAsDocument;

/** Cards per page on the home grid (divisible by 1, 2 and 3 columns). */
export const HOME_PAGE_SIZE = 24;

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
  return {
    articles: list.articles,
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

/** What the home page renders (components/home/HomePage.tsx): the loader's data. */
export type HomeData = Route.ComponentProps['loaderData'];

export default function Home({ loaderData }: Route.ComponentProps) {
  // A signed-in reader's page carries the Personalized Feed's code (components/home/signedInParts.tsx).
  return loaderData.activity ? (
    <Island name="HomePageSignedIn" component={HomePageSignedIn} props={{ data: loaderData }} />
  ) : (
    <Island name="HomePage" component={HomePage} props={{ data: loaderData }} />
  );
}
