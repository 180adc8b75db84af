import { data, isRouteErrorResponse, Link, redirect } from 'react-router';
import { articleBadges } from '../../domain/badges.ts';
import { articleIdSlug, articlePath, parseArticleIdSlug } from '../../domain/articlePath.ts';
import { CATEGORIES, findCategory, type Category } from '../../domain/categories.ts';
import type { WebLoadContext } from '../../domain/contracts.ts';
import { isUsableImageUrl } from '../../domain/images.ts';
import { htmlToPlainText } from '../../domain/summary.ts';
import { TAGS_SHOWN } from '../../domain/tags.ts';
import type { Route } from './+types/article';
import { ArticleImage, categoryFallbackImage } from '../components/ArticleCard.tsx';
import { CategoryBadge } from '../components/CategoryBadge.tsx';
import { AppErrorView, NotFoundView } from '../components/ErrorViews.tsx';
import { ChevronRightIcon, ClockIcon, ExternalLinkIcon } from '../components/icons.tsx';
import { RelatedArticles } from '../components/RelatedArticles.tsx';
import { SourceAvatar } from '../components/SourceAvatar.tsx';
import { articleMeta } from '../lib/articleMeta.ts';
import { formatDate } from '../lib/format.ts';
import { pageMeta } from '../lib/meta.ts';
import { buttonPrimary, focusRing } from '../lib/ui.ts';

const GENERAL = CATEGORIES.find((c) => c.slug === 'general') as Category;

const badgeBase = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs leading-5 font-semibold ring-1 ring-inset';

/** Loads a public article by the id in `/articles/{id}-{slug}`; a wrong slug moves permanently to the canonical address. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = parseArticleIdSlug(params.idSlug);
  if (!parsed) throw data(null, { status: 404 });
  const ctx = context as unknown as WebLoadContext;
  const article = await ctx.content.getArticle(parsed.id);
  if (!article) throw data(null, { status: 404 });
  // One address per story: an old headline's slug, a missing slug or an upper-case id all end at the same URL.
  if (params.idSlug !== articleIdSlug(article)) throw redirect(articlePath(article), 301);
  const related = await ctx.content.listRelated(article);
  return {
    article,
    related,
    // Decided here, on the server, so the browser hydrates the same badges whatever its clock says.
    badges: articleBadges(article),
    canonical: new URL(articlePath(article), ctx.site.url).href,
    site: { name: ctx.site.name, url: ctx.site.url },
  };
}

export const meta: Route.MetaFunction = ({ data: d, error }) => {
  if (error || !d) return pageMeta('Page not found', "The page you were looking for isn't here.", [{ name: 'robots', content: 'noindex' }]);
  return articleMeta({ article: d.article, canonical: d.canonical, site: d.site });
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related, badges } = loaderData;
  const category = findCategory(article.category) ?? GENERAL;
  const published = article.originalPublishedAt ?? article.publishedAt ?? article.createdAt;
  const summary = article.summary ? htmlToPlainText(article.summary) : '';
  // Feeds without full text repeat the summary as content; show it once, as the standfirst.
  const content = article.content && htmlToPlainText(article.content) !== summary ? article.content : null;
  const imageUrl = isUsableImageUrl(article.imageUrl) ? article.imageUrl : null;
  // Feeds often tag a story with its own category; the badge already says that.
  const tags = article.tags
    .filter((t) => findCategory(t)?.slug !== category.slug && t.toLowerCase() !== category.name.toLowerCase())
    .slice(0, TAGS_SHOWN);

  return (
    // A narrower frame than list pages: reading column and related panel sit together instead of at the screen edges.
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-4 sm:px-6 sm:pt-10 lg:px-8">
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
        <article data-testid="article" className="max-w-3xl min-w-0">
          <header>
            <div className="flex flex-wrap items-center gap-2">
              <CategoryBadge category={category} />
              {article.isFeatured ? (
                <span
                  data-testid="featured-badge"
                  className={`${badgeBase} bg-brand-50 text-brand-800 ring-brand-200 dark:bg-brand-950 dark:text-brand-200 dark:ring-brand-800`}
                >
                  Featured
                </span>
              ) : null}
              {badges.breaking ? (
                <span
                  data-testid="breaking-badge"
                  className={`${badgeBase} bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-900`}
                >
                  Breaking
                </span>
              ) : null}
              {badges.trending ? (
                <span
                  data-testid="trending-badge"
                  className={`${badgeBase} bg-zinc-100 text-zinc-800 ring-zinc-200 dark:bg-zinc-800 dark:text-zinc-100 dark:ring-zinc-700`}
                >
                  Trending
                </span>
              ) : null}
            </div>

            <h1
              data-testid="article-heading"
              className="mt-4 font-serif text-[1.875rem] leading-[1.15] font-semibold tracking-tight text-balance text-zinc-950 sm:text-4xl lg:text-[2.625rem] dark:text-white"
            >
              {article.title}
            </h1>

            {summary ? (
              <p
                data-testid="article-summary"
                className="mt-4 max-w-[62ch] text-[1.0625rem] leading-relaxed text-zinc-700 sm:text-xl sm:leading-relaxed dark:text-zinc-300"
              >
                {summary}
              </p>
            ) : null}

            <div className="mt-6 flex items-center gap-3 border-t border-zinc-200 pt-5 dark:border-zinc-800">
              <SourceAvatar name={article.sourceName} />
              <div className="min-w-0 text-sm">
                <p data-testid="article-source" className="font-semibold text-zinc-900 dark:text-zinc-100">
                  {article.sourceName}
                </p>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-zinc-600 dark:text-zinc-400">
                  {/* On phones the author takes its own line, so no separator dangles at a line end. */}
                  {article.author ? (
                    <>
                      <span data-testid="article-author" className="basis-full sm:basis-auto">
                        By {article.author}
                      </span>
                      <span aria-hidden="true" className="hidden sm:inline">
                        ·
                      </span>
                    </>
                  ) : null}
                  <span className="inline-flex items-center gap-2 whitespace-nowrap">
                    <time dateTime={published}>{formatDate(published)}</time>
                    <span aria-hidden="true">·</span>
                    <span className="inline-flex items-center gap-1">
                      <ClockIcon className="h-3.5 w-3.5" />
                      {article.readTimeMinutes} min read
                    </span>
                  </span>
                </p>
              </div>
            </div>
          </header>

          <figure className="mt-6 aspect-video overflow-hidden rounded-xl bg-zinc-100 sm:mt-8 dark:bg-zinc-800">
            <ArticleImage src={imageUrl} fallback={categoryFallbackImage(category.slug)} alt="" eager />
          </figure>

          {content ? (
            // Safe to render as HTML: content is run through the allowlist sanitiser at ingest
            // (pipeline/sanitise/sanitiseHtml.ts) and raw feed HTML is never stored.
            <div
              data-testid="article-content"
              className="prose-cei article-content mt-8 max-w-[36rem] sm:text-lg sm:leading-[1.75]"
              dangerouslySetInnerHTML={{ __html: content }}
            />
          ) : null}

          <div className="mt-10 max-w-[36rem] rounded-xl border border-zinc-200 bg-zinc-50 p-5 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
            <p className="text-base leading-relaxed text-zinc-700 dark:text-zinc-300">
              This story was first published by <span className="font-semibold text-zinc-900 dark:text-zinc-100">{article.sourceName}</span>. Read the
              full report on their site.
            </p>
            <a
              href={article.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="read-full-article"
              aria-label={`Read Full Article on ${article.sourceName} (opens in a new tab)`}
              className={`${buttonPrimary} mt-4`}
            >
              Read Full Article
              <ExternalLinkIcon className="h-4 w-4" />
            </a>
          </div>

          {tags.length > 0 ? (
            <section aria-labelledby="topics-heading" data-testid="related-topics" className="mt-10 max-w-[36rem]">
              <h2 id="topics-heading" className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
                Related Topics
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/?search=${encodeURIComponent(tag)}`}
                      className={`inline-flex min-h-11 items-center rounded-full border border-zinc-200 bg-white px-4 text-sm font-medium text-zinc-800 hover:border-zinc-300 hover:bg-zinc-50 sm:min-h-9 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:border-zinc-700 dark:hover:bg-zinc-800 ${focusRing}`}
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>

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
