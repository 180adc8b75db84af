/** Industry news: the newest Industry Insights stories (6 shown, spec §9) and "Read All News" (spec §2: ?category=industry-insights). */
import { Link } from 'react-router';
import { INDUSTRY_NEWS_CATEGORY, INDUSTRY_NEWS_SHOWN, type IndustryNewsItem } from '../../../domain/livePlatformData.ts';
import { focusRing, textLink } from '../../lib/ui.ts';
import { NewspaperIcon } from '../icons.tsx';
import { storyTime, StoryRowsSkeleton, WidgetCard, WidgetUnavailable } from './WidgetParts.tsx';

export function IndustryNewsWidget({ items }: { items: IndustryNewsItem[] | null }) {
  return (
    <WidgetCard
      id="industry-news"
      testId="widget-industry-news"
      title="Industry News"
      icon={<NewspaperIcon className="h-4 w-4" />}
      footer={
        <Link to={`/?category=${INDUSTRY_NEWS_CATEGORY}`} className={`${textLink} inline-flex min-h-11 items-center text-sm`}>
          Read All News
        </Link>
      }
    >
      {items === null ? (
        <StoryRowsSkeleton rows={INDUSTRY_NEWS_SHOWN} />
      ) : items.length === 0 ? (
        <WidgetUnavailable message="No industry stories yet." />
      ) : (
        <ul className="-my-1 divide-y divide-zinc-100 dark:divide-zinc-800">
          {items.map((n) => (
            <li key={n.id}>
              <Link to={n.path} className={`group -mx-2 block rounded-lg px-2 py-2.5 hover:bg-zinc-50 dark:hover:bg-zinc-800/60 ${focusRing}`}>
                <span className="flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
                  {n.urgent ? <span className="rounded-md bg-red-700 px-1.5 py-0.5 font-semibold text-white dark:bg-red-500 dark:text-zinc-950">Breaking</span> : null}
                  <span>{storyTime(n.publishedAt)}</span>
                  <span aria-hidden="true">·</span>
                  <span>{n.readTimeMinutes} min read</span>
                </span>
                <span className="mt-1 line-clamp-2 text-sm leading-snug font-semibold text-zinc-900 group-hover:text-brand-800 dark:text-zinc-100 dark:group-hover:text-brand-300">{n.title}</span>
                <span className="mt-1 block truncate text-xs text-zinc-600 dark:text-zinc-400">{n.sourceName}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}
