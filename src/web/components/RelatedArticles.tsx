/** The "Related articles" side panel of an article page: compact rows with a thumbnail, category, title, source and date. */
import { Link, type LinkProps } from 'react-router';
import type { PublicArticle } from '../../domain/article.ts';
import { articlePath } from '../../domain/articlePath.ts';
import { findCategory, type Category } from '../../domain/categories.ts';
import { isUsableImageUrl } from '../../domain/images.ts';
import { formatDate } from '../lib/format.ts';
import { focusRing, textLink } from '../lib/ui.ts';
import { storyIllustration } from '../../domain/storyIllustration.ts';
import { ArticleImage } from './ArticleImage.tsx';

/**
 * The panel; `category` is the current article's, for the "more in" link at the end. `linkProps` lets the detail
 * dialog open a related article in place instead of going to its page.
 */
export function RelatedArticles({
  articles,
  category,
  linkProps,
  headingId = 'related-heading',
}: {
  articles: PublicArticle[];
  category: Category;
  linkProps?: (article: PublicArticle) => LinkProps;
  headingId?: string;
}) {
  return (
    <section aria-labelledby={headingId} data-testid="related-articles">
      <h2 id={headingId} className="font-serif text-xl font-semibold tracking-tight text-zinc-950 dark:text-white">
        Related articles
      </h2>
      {articles.length > 0 ? (
        <ul className="mt-2 divide-y divide-zinc-200 dark:divide-zinc-800">
          {articles.map((a) => {
            const c = findCategory(a.category);
            const published = a.originalPublishedAt ?? a.publishedAt ?? a.createdAt;
            return (
              <li key={a.id}>
                <article data-testid="related-article" className="group relative flex gap-4 py-4">
                  <div className="aspect-video w-24 shrink-0 overflow-hidden rounded-md bg-zinc-100 dark:bg-zinc-800">
                    <ArticleImage
                      src={isUsableImageUrl(a.imageUrl) ? a.imageUrl : null}
                      fallback={storyIllustration(c?.slug ?? 'general', a.id)}
                      alt=""
                      loading="lazy"
                    />
                  </div>
                  <div className="min-w-0 flex-1">
                    {c ? (
                      <p className="flex items-center gap-1.5 text-xs font-semibold text-zinc-600 dark:text-zinc-400">
                        <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full" style={{ backgroundColor: c.colour }} />
                        {c.name}
                      </p>
                    ) : null}
                    <h3 className="mt-1 line-clamp-3 font-serif text-base leading-snug font-semibold text-zinc-950 dark:text-zinc-50">
                      {/* The whole row is the tap target; the link text stays the headline for screen readers. */}
                      <Link
                        to={articlePath(a)}
                        {...linkProps?.(a)}
                        className={`rounded-sm underline-offset-4 group-hover:underline after:absolute after:inset-0 after:content-[''] ${focusRing}`}
                      >
                        {a.title}
                      </Link>
                    </h3>
                    <p className="mt-1 flex gap-1 text-xs text-zinc-600 dark:text-zinc-400">
                      <span className="min-w-0 truncate">{a.sourceName}</span>
                      <span aria-hidden="true">·</span>
                      <time dateTime={published} className="shrink-0">
                        {formatDate(published)}
                      </time>
                    </p>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">Nothing related yet. New stories appear here as our sources report them.</p>
      )}
      <p className="mt-3 border-t border-zinc-200 pt-4 text-sm dark:border-zinc-800">
        <Link to={`/categories/${category.slug}`} className={textLink}>
          More in {category.name}
        </Link>
      </p>
    </section>
  );
}
