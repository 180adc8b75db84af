/** Trending Creator Topics: this week's trending keywords with their story counts; each opens the search. */
import { Link } from 'react-router';
import { findCategory } from '../../../domain/categories.ts';
import { TRENDING_TOPICS_SHOWN, type TrendingTopic } from '../../../domain/livePlatformData.ts';
import { pluralise } from '../../lib/format.ts';
import { focusRing } from '../../lib/ui.ts';
import { TrendingUpIcon } from '../icons.tsx';
import { Bone, ChangeBadge, WidgetCard, WidgetUnavailable } from './WidgetParts.tsx';

function detail(t: TrendingTopic): string {
  const category = t.category ? findCategory(t.category)?.name : undefined;
  const count = t.source === 'search-based' ? pluralise(t.count, 'search', 'searches') : pluralise(t.count, 'story', 'stories');
  return [count, category].filter(Boolean).join(' · ');
}

export function TrendingTopicsWidget({ items, failed, onRetry }: { items: TrendingTopic[] | null; failed: boolean; onRetry: () => void }) {
  return (
    <WidgetCard id="trending-topics" testId="widget-trending-topics" title="Trending Creator Topics" icon={<TrendingUpIcon className="h-4 w-4" />}>
      {items === null ? (
        failed ? (
          <WidgetUnavailable message="Unable to load trending topics" onRetry={onRetry} />
        ) : (
          <ol aria-hidden="true" className="-my-1">
            {Array.from({ length: TRENDING_TOPICS_SHOWN }, (_, i) => (
              <li key={i} className="flex min-h-11 items-center gap-3 py-1">
                <Bone className="h-4 w-5" />
                <span className="flex-1">
                  <Bone className="h-4 w-28" />
                  <Bone className="mt-1.5 h-3 w-36" />
                </span>
              </li>
            ))}
          </ol>
        )
      ) : items.length === 0 ? (
        <WidgetUnavailable message="Nothing is trending yet this week." />
      ) : (
        <ol className="-my-1">
          {items.map((t, i) => (
            <li key={t.keyword}>
              <Link
                to={`/?search=${encodeURIComponent(t.keyword)}`}
                className={`group -mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 py-1 hover:bg-zinc-50 dark:hover:bg-zinc-800/60 ${focusRing}`}
              >
                <span className="w-5 text-right text-sm font-semibold text-zinc-500 tabular-nums dark:text-zinc-400">{i + 1}</span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold text-zinc-900 group-hover:text-brand-800 dark:text-zinc-100 dark:group-hover:text-brand-300">{t.keyword}</span>
                  <span className="block truncate text-xs text-zinc-600 dark:text-zinc-400">{detail(t)}</span>
                </span>
                {t.source === 'content-based' ? <ChangeBadge value={t.stories} /> : null}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </WidgetCard>
  );
}
