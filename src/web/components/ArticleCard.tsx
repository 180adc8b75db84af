/** Card for one published article: 16:9 image (category illustration as fallback), badges, title, summary, source, date, read time and a link to the original. */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PublicArticle } from '../../domain/article.ts';
import { articlePath } from '../../domain/articlePath.ts';
import { CATEGORIES, findCategory, type Category } from '../../domain/categories.ts';
import { freshnessLabel } from '../../domain/freshness.ts';
import { isUsableImageUrl } from '../../domain/images.ts';
import { htmlToPlainText, SUMMARY_WORDS_SHORT, truncateSummary } from '../../domain/summary.ts';
import { formatDate } from '../lib/format.ts';
import { focusRing } from '../lib/ui.ts';
import { CategoryBadge } from './CategoryBadge.tsx';
import { ClockIcon, ExternalLinkIcon } from './icons.tsx';

/** Card images are drawn at 16:9; these are the intrinsic size hints given to the browser. */
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 675;

const GENERAL = CATEGORIES.find((c) => c.slug === 'general') as Category;

/** The category illustration shown when an article has no usable image. */
export function categoryFallbackImage(slug: string): string {
  return `/images/categories/${slug}.svg`;
}

/** An article image that falls back to the category illustration when missing or broken. */
export function ArticleImage({ src, fallback, alt, eager }: { src: string | null; fallback: string; alt: string; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  const showFallback = failed || !src;

  // The browser may have given up on the image before React hydrated (so onError never reached us).
  useEffect(() => {
    const img = imgRef.current;
    if (src && img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);

  return (
    <img
      ref={imgRef}
      src={showFallback ? fallback : src}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      data-fallback={showFallback ? 'true' : undefined}
      onError={showFallback ? undefined : () => setFailed(true)}
      className="h-full w-full object-cover motion-safe:transition-transform motion-safe:duration-500 group-hover:motion-safe:scale-[1.02]"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}

export interface ArticleCardProps {
  article: PublicArticle;
  /** Load the image eagerly (the first few cards, likely above the fold). */
  eager?: boolean;
  /** Heading level of the title within the page outline. */
  headingLevel?: 'h2' | 'h3';
}

export function ArticleCard({ article, eager = false, headingLevel = 'h3' }: ArticleCardProps) {
  const category = findCategory(article.category) ?? GENERAL;
  const published = article.originalPublishedAt ?? article.publishedAt;
  const freshness = freshnessLabel(published);
  const date = formatDate(published ?? article.createdAt);
  const summary = article.summary ? truncateSummary(htmlToPlainText(article.summary), SUMMARY_WORDS_SHORT) : '';
  const imageUrl = isUsableImageUrl(article.imageUrl) ? article.imageUrl : null;
  const Heading = headingLevel;

  return (
    <article
      data-testid="article-card"
      data-article-id={article.id}
      className="group flex flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-sm shadow-zinc-950/[0.03] motion-safe:transition-shadow hover:shadow-md hover:shadow-zinc-950/[0.06] dark:border-zinc-800 dark:bg-zinc-900 dark:shadow-none"
    >
      <div className="relative aspect-video overflow-hidden bg-zinc-100 dark:bg-zinc-800">
        <ArticleImage src={imageUrl} fallback={categoryFallbackImage(category.slug)} alt={article.title} eager={eager} />
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={category} />
          {article.isFeatured ? (
            <span
              data-testid="featured-badge"
              className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs leading-5 font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset dark:bg-brand-950 dark:text-brand-200 dark:ring-brand-800"
            >
              Featured
            </span>
          ) : null}
          {freshness ? (
            <span
              data-testid="freshness-badge"
              suppressHydrationWarning
              className="inline-flex items-center rounded-full bg-zinc-100 px-2.5 py-0.5 text-xs leading-5 font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200"
            >
              {freshness}
            </span>
          ) : null}
        </div>
        <Heading
          data-testid="article-title"
          className="mt-3 line-clamp-3 font-serif text-xl leading-snug font-semibold text-balance text-zinc-950 dark:text-zinc-50"
        >
          {/* Our article page; Read Full Article below still goes straight to the source. */}
          <Link
            to={articlePath(article)}
            data-testid="article-link"
            className={`rounded-sm decoration-zinc-400 decoration-1 underline-offset-4 hover:underline dark:decoration-zinc-500 ${focusRing}`}
          >
            {article.title}
          </Link>
        </Heading>
        {summary ? (
          <p data-testid="article-summary" className="mt-2 line-clamp-3 text-base leading-relaxed text-zinc-700 dark:text-zinc-300">
            {summary}
          </p>
        ) : null}
        <div className="mt-auto pt-4">
          <p data-testid="article-source" className="truncate text-sm font-medium text-zinc-800 dark:text-zinc-200">
            {article.sourceName}
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-zinc-600 dark:text-zinc-400">
            {date ? (
              <>
                <time dateTime={published ?? article.createdAt}>{date}</time>
                <span aria-hidden="true">·</span>
              </>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <ClockIcon className="h-3.5 w-3.5" />
              {article.readTimeMinutes} min read
            </span>
          </p>
          <a
            href={article.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Read Full Article: ${article.title} (opens in a new tab)`}
            data-testid="read-full-article"
            className={`mt-3 -ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800 motion-safe:transition-colors dark:text-brand-300 dark:hover:bg-brand-950/60 dark:hover:text-brand-200 ${focusRing}`}
          >
            Read Full Article
            <ExternalLinkIcon className="h-4 w-4" />
          </a>
        </div>
      </div>
    </article>
  );
}
