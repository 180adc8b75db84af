/**
 * The detail view of one article (public-site §2 "Article detail dialog"), shared by the dialog and the article page so
 * both look the same: badges, title, summary, source with its logo, date and read time, image, content, the source
 * box with Read Full Article (new tab) and the tags under Related Topics.
 */
import { Link } from 'react-router';
import type { PublicArticle } from '../../../domain/article.ts';
import { CATEGORIES, findCategory, type Category } from '../../../domain/categories.ts';
import { isUsableImageUrl } from '../../../domain/images.ts';
import { htmlToPlainText } from '../../../domain/summary.ts';
import { TAGS_SHOWN } from '../../../domain/tags.ts';
import { formatDate } from '../../lib/format.ts';
import { buttonPrimary, focusRing } from '../../lib/ui.ts';
import { AlsoCoveredBySection } from '../AlsoCoveredBy.tsx';
import { countView } from '../../lib/viewTracker.ts';
import { storyIllustration } from '../../../domain/storyIllustration.ts';
import { ArticleImage } from '../ArticleImage.tsx';
import { ClockIcon, ExternalLinkIcon } from '../icons.tsx';
import { SourceAvatar } from '../SourceAvatar.tsx';
import { ArticleBadges, SourceTierBadge, VelocityLabel } from './ArticleBadges.tsx';
import { ReadingProgressCard } from './ReadingProgressCard.tsx';
import { Island } from '../../islands/Island.tsx';

const GENERAL = CATEGORIES.find((c) => c.slug === 'general') as Category;

/** The category an article is shown under (General when its stored value is unknown). */
export function articleCategory(article: Pick<PublicArticle, 'category'>): Category {
  return findCategory(article.category) ?? GENERAL;
}

export interface ArticleDetailProps {
  /** A listed article while the dialog loads (no body yet), then the full one. */
  article: PublicArticle & { content?: string | null };
  /** h1 on the article page, h2 inside the dialog (the page underneath keeps its own h1). */
  headingLevel: 'h1' | 'h2';
  headingId?: string;
  /** Smaller type inside the dialog. */
  compact?: boolean;
}

export function ArticleDetail({ article, headingLevel, headingId, compact = false }: ArticleDetailProps) {
  const category = articleCategory(article);
  const published = article.originalPublishedAt ?? article.publishedAt ?? article.createdAt;
  const summary = article.summary ? htmlToPlainText(article.summary) : '';
  // Feeds without full text repeat the summary as content; show it once, as the standfirst.
  const content = article.content && htmlToPlainText(article.content) !== summary ? article.content : null;
  const imageUrl = isUsableImageUrl(article.imageUrl) ? article.imageUrl : null;
  // Feeds often tag a story with its own category; the badge already says that.
  const tags = article.tags.filter((t) => findCategory(t)?.slug !== category.slug && t.toLowerCase() !== category.name.toLowerCase()).slice(0, TAGS_SHOWN);
  const Heading = headingLevel;

  return (
    <article data-testid="article" data-article-id={article.id} className="max-w-3xl min-w-0">
      <header>
        <ArticleBadges article={article} category={category} include={{ india: true, breaking: true }} />

        <Heading
          id={headingId}
          data-testid="article-heading"
          className={`mt-4 font-serif leading-[1.15] font-semibold tracking-tight text-balance text-zinc-950 dark:text-white ${
            compact ? 'text-[1.75rem] sm:text-[2rem]' : 'text-[1.875rem] sm:text-4xl lg:text-[2.625rem]'
          }`}
        >
          {article.title}
        </Heading>

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
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span data-testid="article-source" className="font-semibold text-zinc-900 dark:text-zinc-100">
                {article.sourceName}
              </span>
              {article.sourceRating ? <SourceTierBadge rating={article.sourceRating} /> : null}
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
                <span data-testid="article-read-time" className="inline-flex items-center gap-1">
                  <ClockIcon className="h-3.5 w-3.5" />
                  {article.readTimeMinutes} min read
                </span>
              </span>
              <VelocityLabel viewsPerHour={article.signals.viewsPerHour} />
            </p>
          </div>
        </div>
      </header>

      <Island name="ReadingProgressCard" component={ReadingProgressCard} props={{ articleId: article.id }} />

      <figure className="mt-6 aspect-video overflow-hidden rounded-xl bg-zinc-100 sm:mt-8 dark:bg-zinc-800">
        <ArticleImage src={imageUrl} fallback={storyIllustration(category.slug, article.id)} alt="" loading="priority" />
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
          This story was first published by <span className="font-semibold text-zinc-900 dark:text-zinc-100">{article.sourceName}</span>. Read the full report
          on their site.
        </p>
        <a
          href={article.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="read-full-article"
          aria-label={`Read Full Article on ${article.sourceName} (opens in a new tab)`}
          onClick={() => countView(article.id)}
          className={`${buttonPrimary} mt-4`}
        >
          Read Full Article
          <ExternalLinkIcon className="h-4 w-4" />
        </a>
      </div>

      <AlsoCoveredBySection links={article.alsoCoveredBy} idPrefix={article.id} />

      {tags.length > 0 ? (
        <section aria-labelledby={`${article.id}-topics`} data-testid="related-topics" className="mt-10 max-w-[36rem]">
          <h2 id={`${article.id}-topics`} className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
            Related Topics
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={`/?search=${encodeURIComponent(tag)}`}
                  className={`inline-flex min-h-11 items-center rounded-full border border-zinc-200 bg-white px-4 text-sm font-medium text-zinc-800 hover:border-zinc-300 hover:bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:border-zinc-700 dark:hover:bg-zinc-800 ${focusRing}`}
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
