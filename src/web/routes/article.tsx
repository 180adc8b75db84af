import { data, isRouteErrorResponse, Link, redirect } from 'react-router';
import { articleIdSlug, articlePath, parseArticleIdSlug } from '../../domain/articlePath.ts';
import type { Route } from './+types/article';
import { ArticleDetail, articleCategory } from '../components/article/ArticleDetail.tsx';
import { AppErrorView, NotFoundView } from '../components/ErrorViews.tsx';
import { ChevronRightIcon } from '../components/icons.tsx';
import { RelatedArticles } from '../components/RelatedArticles.tsx';
import { articleMeta } from '../lib/articleMeta.ts';
import { pageMeta } from '../lib/meta.ts';
import { focusRing } from '../lib/ui.ts';
import { ViewCounter } from '../components/article/ViewCounter.tsx';
import { Island } from '../islands/Island.tsx';
import { ISLANDS_HANDLE, loadAsDocument } from '../islands/islandsRoute.ts';

/** An islands document (islands/islandContext.ts): the story reads as server HTML; only its live parts hydrate. */
export const handle = ISLANDS_HANDLE;
export const clientLoader = loadAsDocument;

/** Loads a public article by the id in `/articles/{id}-{slug}`; a wrong slug moves permanently to the canonical address. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = parseArticleIdSlug(params.idSlug);
  if (!parsed) throw data(null, { status: 404 });
  const ctx = context;
  const article = await ctx.content.getArticle(parsed.id);
  if (!article) throw data(null, { status: 404 });
  // One address per story: an old headline's slug, a missing slug or an upper-case id all end at the same URL.
  if (params.idSlug !== articleIdSlug(article)) throw redirect(articlePath(article), 301);
  const related = await ctx.content.listRelated(article);
  return {
    article,
    related,
    canonical: new URL(articlePath(article), ctx.site.url).href,
    site: { name: ctx.site.name, url: ctx.site.url },
  };
}

export const meta: Route.MetaFunction = ({ data: d, error }) => {
  if (error || !d) return pageMeta('Page not found', "The page you were looking for isn't here.", [{ name: 'robots', content: 'noindex' }]);
  return articleMeta({
    article: d.article,
    canonical: d.canonical,
    site: d.site,
  });
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related } = loaderData;
  const category = articleCategory(article);

  return (
    // A narrower frame than list pages: reading column and related panel sit together instead of at the screen edges.
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-4 sm:px-6 sm:pt-10 lg:px-8">
      {/* Reading the story's own page is a view too (once per session, like a card). */}
      <Island name="ViewCounter" component={ViewCounter} props={{ articleId: article.id }} />
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-zinc-600 dark:text-zinc-400">
          <li className="flex items-center gap-1">
            <Link to="/" className={`rounded-sm py-1 underline-offset-4 hover:text-zinc-950 hover:underline dark:hover:text-white ${focusRing}`}>
              Home
            </Link>
            <ChevronRightIcon className="h-3.5 w-3.5 text-zinc-400 dark:text-zinc-600" />
          </li>
          <li>
            <Link
              to={`/categories/${category.slug}`}
              className={`rounded-sm py-1 font-medium text-zinc-900 underline-offset-4 hover:underline dark:text-zinc-100 ${focusRing}`}
            >
              {category.name}
            </Link>
          </li>
        </ol>
      </nav>

      <div className="mt-5 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12 xl:gap-16">
        <ArticleDetail article={article} headingLevel="h1" />
        <aside className="mt-14 border-t border-zinc-200 pt-8 lg:sticky lg:top-24 lg:mt-0 lg:self-start lg:border-t-0 lg:pt-0 dark:border-zinc-800">
          <RelatedArticles articles={related} category={category} />
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return <AppErrorView details={details} />;
}
