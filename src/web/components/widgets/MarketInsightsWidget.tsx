/** Market Insights: stories per market theme this week against last week, with their mean quality score. */
import type { MarketInsight } from '../../../domain/livePlatformData.ts';
import { MARKET_THEMES } from '../../../domain/livePlatformData.ts';
import { pluralise } from '../../lib/format.ts';
import { ChartIcon } from '../icons.tsx';
import { Bone, ChangeBadge, WidgetCard, WidgetUnavailable } from './WidgetParts.tsx';

export function MarketInsightsWidget({ items }: { items: MarketInsight[] | null }) {
  return (
    <WidgetCard id="market-insights" testId="widget-market-insights" title="Market Insights" icon={<ChartIcon className="h-4 w-4" />}>
      {items === null ? (
        <ul aria-hidden="true" className="-my-1 divide-y divide-zinc-100 dark:divide-zinc-800">
          {MARKET_THEMES.map((t) => (
            <li key={t.id} className="py-2.5">
              <Bone className="h-4 w-32" />
              <Bone className="mt-1.5 h-3 w-full" />
              <Bone className="mt-1.5 h-3 w-24" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <WidgetUnavailable message="Unable to load data" />
      ) : (
        <ul className="-my-1 divide-y divide-zinc-100 dark:divide-zinc-800">
          {items.map((m) => (
            <li key={m.id} className="py-2.5" data-testid={`insight-${m.id}`}>
              <div className="flex items-center justify-between gap-3">
                <span className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{m.label}</span>
                <ChangeBadge value={m} />
              </div>
              <p className="mt-0.5 text-xs leading-snug text-zinc-600 dark:text-zinc-400">{m.description}</p>
              <p className="mt-1 text-xs text-zinc-700 dark:text-zinc-300">
                <span className="font-semibold tabular-nums">{pluralise(m.current, 'story', 'stories')}</span> this week
                {m.averageQuality !== null ? (
                  <>
                    {' '}
                    · avg quality <span className="font-semibold tabular-nums">{m.averageQuality}</span>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}
