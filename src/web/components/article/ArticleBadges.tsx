/**
 * The badges of an article (public-site §2, §9): category, Sponsored / Press release, Breaking, Trending, Featured, India
 * relevance, freshness, source tier, velocity.
 */
import type { PublicArticle } from '../../../domain/article.ts';
import { showsVelocity } from '../../../domain/badges.ts';
import type { Category } from '../../../domain/categories.ts';
import { PROMO_LABEL_DESCRIPTION, PROMO_LABEL_TEXT, type PromoLabel } from '../../../domain/promotional.ts';
import { hasAuthorityStar, SOURCE_TIER_LABELS, type SourceRating } from '../../../domain/sourceTier.ts';
import { CategoryBadge } from '../CategoryBadge.tsx';
import { TrendingUpIcon } from '../icons.tsx';
import { BoltIcon, MapPinIcon, ShieldCheckIcon, StarIcon } from './articleIcons.tsx';

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs leading-5 font-semibold ring-1 ring-inset';

const styles = {
  breaking: `${pill} bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-900`,
  trending: `${pill} bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-900`,
  featured: `${pill} bg-brand-50 text-brand-800 ring-brand-200 dark:bg-brand-950 dark:text-brand-200 dark:ring-brand-800`,
  india: `${pill} bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-900`,
  fresh: `${pill} bg-zinc-100 font-medium text-zinc-700 ring-transparent dark:bg-zinc-800 dark:text-zinc-200`,
  // Neutral and outlined, not a colour of praise or alarm: a disclosure, readable in both themes (AA).
  promo: `${pill} bg-white text-zinc-900 ring-zinc-400 dark:bg-zinc-900 dark:text-zinc-100 dark:ring-zinc-500`,
};

/** "Sponsored" or "Press release", next to the category: what the story is, before what it says. */
export function PromoBadge({ label }: { label: PromoLabel }) {
  return (
    <span data-testid="promo-label" data-kind={label} title={PROMO_LABEL_DESCRIPTION[label]} className={styles.promo}>
      <span aria-hidden="true">{PROMO_LABEL_TEXT[label]}</span>
      <span className="sr-only">{PROMO_LABEL_DESCRIPTION[label]}</span>
    </span>
  );
}

/**
 * The badge row. Every time-dependent badge (Breaking, Trending, freshness) comes from `article.signals`, decided by
 * the server when it answered, so the browser hydrates exactly the markup the server sent.
 */
export function ArticleBadges({
  article,
  category,
  include = { india: true, freshness: true, breaking: true },
}: {
  article: PublicArticle;
  category: Category;
  include?: { india?: boolean; freshness?: boolean; breaking?: boolean };
}) {
  const { signals, indiaBadge } = article;
  const freshness = include.freshness ? signals.freshness : null;
  return (
    <div data-testid="article-badges" className="flex flex-wrap items-center gap-1.5">
      <CategoryBadge category={category} />
      {article.promoLabel ? <PromoBadge label={article.promoLabel} /> : null}
      {include.breaking && signals.breaking ? (
        <span data-testid="breaking-badge" className={styles.breaking}>
          <BoltIcon className="h-3.5 w-3.5" />
          Breaking
        </span>
      ) : null}
      {signals.trending ? (
        <span data-testid="trending-badge" className={styles.trending}>
          <TrendingUpIcon className="h-3.5 w-3.5" />
          Trending
        </span>
      ) : null}
      {article.isFeatured ? (
        <span data-testid="featured-badge" className={styles.featured}>
          Featured
        </span>
      ) : null}
      {include.india && indiaBadge ? (
        <span data-testid="india-badge" data-kind={indiaBadge.kind} className={styles.india}>
          {indiaBadge.kind === 'city' ? <MapPinIcon className="h-3.5 w-3.5" /> : null}
          {indiaBadge.kind === 'city' ? <span className="sr-only">India: </span> : null}
          {indiaBadge.label}
        </span>
      ) : null}
      {freshness ? (
        <span data-testid="freshness-badge" className={styles.fresh}>
          {freshness}
        </span>
      ) : null}
    </div>
  );
}

/**
 * "Premium" with a shield, and a star for the best-rated sources. The authority score behind the tier is ours, for
 * ranking: readers see the tier, never the number (issue 9).
 */
export function SourceTierBadge({ rating, className = '' }: { rating: SourceRating; className?: string }) {
  const label = SOURCE_TIER_LABELS[rating.tier];
  const star = hasAuthorityStar(rating);
  return (
    <span
      data-testid="source-tier"
      data-tier={rating.tier}
      title={`${label} source${star ? ', top rated' : ''}`}
      className={`inline-flex shrink-0 items-center gap-1 rounded-md bg-zinc-100 px-1.5 py-0.5 text-xs leading-4 font-semibold text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200 ${className}`}
    >
      <ShieldCheckIcon className="h-3.5 w-3.5 text-sky-700 dark:text-sky-300" />
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">
        {label} source
        {star ? ', top rated' : ''}
      </span>
      {star ? <StarIcon data-testid="authority-star" className="h-3.5 w-3.5 text-amber-600 dark:text-amber-400" /> : null}
    </span>
  );
}

/** "12 views/h" when the story gains more than 5 views an hour (§9); nothing otherwise. */
export function VelocityLabel({ viewsPerHour }: { viewsPerHour: number | null }) {
  if (!showsVelocity(viewsPerHour)) return null;
  const shown = viewsPerHour >= 10 ? Math.round(viewsPerHour) : Math.round(viewsPerHour * 10) / 10;
  return (
    <span data-testid="trending-velocity" className="inline-flex items-center gap-1 font-medium text-amber-800 dark:text-amber-300">
      <TrendingUpIcon className="h-3.5 w-3.5" />
      <span aria-hidden="true">{shown} views/h</span>
      <span className="sr-only">{shown} views per hour</span>
    </span>
  );
}
