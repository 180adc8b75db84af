/**
 * Card for one published article (public-site §2 "Article card"): 16:9 image (category illustration as fallback),
 * badges, title (opens the detail dialog; a real link to the article page), source with its tier, date, read time,
 * velocity, summary with Show Details / Show Less, up to 3 tags, Read Full Article (the source, new tab), like, save
 * and share. A view is counted when half the card stays visible for 2 s, or on Read Full Article.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AlsoCoveredByLine } from './AlsoCoveredBy.tsx';
import type { PublicArticle } from '../../domain/article.ts';
import { articlePath } from '../../domain/articlePath.ts';
import { cardSummary } from '../../domain/cardSummary.ts';
import { CATEGORIES, findCategory, type Category } from '../../domain/categories.ts';
import { isUsableImageUrl } from '../../domain/images.ts';
import { storyIllustration } from '../../domain/storyIllustration.ts';
import { TAGS_ON_CARDS } from '../../domain/tags.ts';
import { dialogLinkProps, rememberArticle, setDialogTrigger } from '../lib/articleDialog.ts';
import { formatDate } from '../lib/format.ts';
import { useSite } from '../lib/site.ts';
import { focusRing } from '../lib/ui.ts';
import { countView, watchCard } from '../lib/viewTracker.ts';
import { ArticleActions } from './article/ArticleActions.tsx';
import { ArticleImage, type ImageLoading } from './ArticleImage.tsx';
import { ArticleBadges, SourceTierBadge, VelocityLabel } from './article/ArticleBadges.tsx';
import { ClockIcon, ExternalLinkIcon } from './icons.tsx';

const GENERAL = CATEGORIES.find((c) => c.slug === 'general') as Category;

/** Our absolute address of an article (share links point here, not to the source). */
export function useArticleUrl(article: { id: string; title: string }): string {
  const site = useSite();
  const base = site.url || (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  return new URL(articlePath(article), base).href;
}

export interface ArticleCardProps {
  article: PublicArticle;
  /** How the card's image loads (`cardImageLoading` of its place in the list): lazily unless it is at the top. */
  imageLoading?: ImageLoading;
  /** Heading level of the title within the page outline. */
  headingLevel?: 'h2' | 'h3';
}

export function ArticleCard({ article, imageLoading = 'lazy', headingLevel = 'h3' }: ArticleCardProps) {
  const category = findCategory(article.category) ?? GENERAL;
  const published = article.originalPublishedAt ?? article.publishedAt;
  const date = formatDate(published ?? article.createdAt);
  const summary = cardSummary(article.summary);
  const imageUrl = isUsableImageUrl(article.imageUrl) ? article.imageUrl : null;
  const tags = article.tags.filter((t) => findCategory(t)?.slug !== category.slug).slice(0, TAGS_ON_CARDS);
  // What a phone's compact card keeps behind Show Details (from 640 px, only the rest of a long summary).
  const hasDetails = Boolean(summary) || tags.length > 0 || article.alsoCoveredBy.length > 0;
  const [expanded, setExpanded] = useState(false);
  const location = useLocation();
  const shareUrl = useArticleUrl(article);
  const cardRef = useRef<HTMLElement>(null);
  const summaryId = useId();
  const Heading = headingLevel;

  useEffect(() => {
    const el = cardRef.current;
    return el ? watchCard(el, article.id) : undefined;
  }, [article.id]);

  return (
    <article
      ref={cardRef}
      data-testid="article-card"
      data-article-id={article.id}
      className="group flex w-full flex-col rounded-xl border border-zinc-200 bg-white shadow-sm shadow-zinc-950/[0.03] motion-safe:transition-shadow hover:shadow-md hover:shadow-zinc-950/[0.06] dark:border-zinc-800 dark:bg-zinc-900 dark:shadow-none"
    >
      {/* From 640 px the image heads the card; on a phone the card is compact and the image is a thumbnail beside the
          title (the same address: one request). Hidden lazy images are never fetched. */}
      <div className="relative hidden aspect-video overflow-hidden rounded-t-xl bg-zinc-100 sm:block dark:bg-zinc-800">
        <ArticleImage src={imageUrl} fallback={storyIllustration(category.slug, article.id)} alt="" loading={imageLoading} />
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <ArticleBadges article={article} category={category} />
            <Heading
              data-testid="article-title"
              className="mt-2 line-clamp-4 font-serif text-lg leading-snug font-semibold text-balance text-zinc-950 sm:mt-3 sm:line-clamp-3 sm:text-xl dark:text-zinc-50"
            >
              {/* Opens the detail dialog; its href is our article page, so new tabs and no-JS readers land there. */}
              <Link
                {...dialogLinkProps(location, article)}
                data-testid="article-link"
                onClick={(e) => {
                  rememberArticle(article);
                  setDialogTrigger(e.currentTarget);
                }}
                className={`rounded-sm decoration-zinc-400 decoration-1 underline-offset-4 hover:underline dark:decoration-zinc-500 ${focusRing}`}
              >
                {article.title}
              </Link>
            </Heading>

            <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
              <span data-testid="article-source" className="max-w-full truncate font-medium text-zinc-800 dark:text-zinc-200">
                {article.sourceName}
              </span>
              {article.sourceRating ? (
                <span className={expanded ? 'inline-flex' : 'hidden sm:inline-flex'}>
                  <SourceTierBadge rating={article.sourceRating} />
                </span>
              ) : null}
            </div>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-zinc-600 dark:text-zinc-400">
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
              {article.signals.viewsPerHour !== null ? <VelocityLabel viewsPerHour={article.signals.viewsPerHour} /> : null}
            </p>
          </div>
          <div className="relative aspect-square w-20 shrink-0 overflow-hidden rounded-lg bg-zinc-100 sm:hidden dark:bg-zinc-800">
            <ArticleImage src={imageUrl} fallback={storyIllustration(category.slug, article.id)} alt="" loading={imageLoading} />
          </div>
        </div>

        {hasDetails ? (
          <div className="mt-1 sm:mt-3">
            {summary ? (
              <p
                id={summaryId}
                data-testid="article-summary"
                data-expanded={expanded ? 'true' : 'false'}
                className={`text-base leading-relaxed text-zinc-700 dark:text-zinc-300 ${expanded ? 'mt-2 sm:mt-0' : 'hidden sm:line-clamp-3'}`}
              >
                {expanded ? summary.expanded : summary.collapsed}
              </p>
            ) : null}
            {/* On a phone the summary, tags and other coverage wait behind this button; from 640 px only a long summary does. */}
            {hasDetails ? (
              <button
                type="button"
                data-testid="summary-toggle"
                aria-expanded={expanded}
                aria-controls={summaryId}
                onClick={() => setExpanded((v) => !v)}
                className={`-ml-2 inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold text-zinc-800 underline decoration-zinc-300 underline-offset-4 hover:decoration-zinc-600 dark:text-zinc-200 dark:decoration-zinc-600 dark:hover:decoration-zinc-300 ${summary?.expandable ? '' : 'sm:hidden'} ${focusRing}`}
              >
                {expanded ? 'Show Less' : 'Show Details'}
              </button>
            ) : null}
          </div>
        ) : null}

        {tags.length > 0 ? (
          <ul aria-label="Tags" data-testid="article-tags" className={`mt-2 flex-wrap gap-1.5 ${expanded ? 'flex' : 'hidden sm:flex'}`}>
            {tags.map((tag) => (
              <li key={tag} className="rounded-md bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
                <span aria-hidden="true">#</span>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}

        <div className={expanded ? '' : 'hidden sm:block'}>
          <AlsoCoveredByLine links={article.alsoCoveredBy} />
        </div>

        <div className="mt-auto pt-2 sm:pt-4">
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 border-t border-zinc-100 pt-3 dark:border-zinc-800">
            <a
              href={article.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Read Full Article: ${article.title} (opens in a new tab)`}
              data-testid="read-full-article"
              onClick={() => countView(article.id)}
              className={`-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 hover:text-brand-800 motion-safe:transition-colors dark:text-brand-300 dark:hover:bg-brand-950/60 dark:hover:text-brand-200 ${focusRing}`}
            >
              Read Full Article
              <ExternalLinkIcon className="h-4 w-4" />
            </a>
            <ArticleActions articleId={article.id} title={article.title} shareUrl={shareUrl} />
          </div>
        </div>
      </div>
    </article>
  );
}
