/**
 * The home page's side column (public-site §2 side widgets): Platform Updates, Creator Economy Pulse, Market
 * Insights, Trending Creator Topics and industry news, all from GET /api/live-platform-data (our own coverage).
 * Loading, retries, the cached fallback and the unavailable state follow lib/widgetRefresh. The home page renders
 * it through HomeSidebar.tsx, which hydrates it from a chunk of its own.
 */
import { useLivePlatformData } from '../../lib/useLivePlatformData.ts';
import { widgetNotice } from '../../lib/widgetRefresh.ts';
import { formatTime } from '../../lib/format.ts';
import { buttonSecondary } from '../../lib/ui.ts';
import { AlertIcon } from '../icons.tsx';
import { useHydrated } from '../lazyAfterHydration.tsx';
import { HOME_SIDEBAR_TITLE_ID } from './homeSidebarIds.ts';
import { IndustryNewsWidget } from './IndustryNewsWidget.tsx';
import { MarketInsightsWidget } from './MarketInsightsWidget.tsx';
import { PlatformUpdatesWidget } from './PlatformUpdatesWidget.tsx';
import { PulseWidget } from './PulseWidget.tsx';
import { TrendingTopicsWidget } from './TrendingTopicsWidget.tsx';
import { WidgetUnavailable } from './WidgetParts.tsx';

export interface HomeSidebarProps {
  /** False leaves the industry news widget out where the page already shows the industry digest. */
  industryNews?: boolean;
}

export function HomeSidebarWidgets({ industryNews = true }: HomeSidebarProps) {
  const { state, retry } = useLivePlatformData();
  const { data, status } = state;
  const notice = widgetNotice(state);
  // No data and no load under way: every widget says so instead of showing skeletons forever.
  const failed = data === null && (status === 'error' || status === 'disabled');
  // The skeletons pulse only once this component runs in the browser (and so is loading). The server's copy of the
  // loading state waits, static, until the column nears the screen (HomeSidebar.tsx): on a phone, twenty stories
  // further down. Its pulses restyled about 110 elements several times a second on the main thread from the first
  // paint on, unseen (measured on the home page, issue 9).
  const running = useHydrated();

  return (
    <section
      data-testid="home-sidebar"
      data-status={status}
      data-running={running ? '' : undefined}
      aria-labelledby={HOME_SIDEBAR_TITLE_ID}
      className="group/sidebar min-w-0"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={HOME_SIDEBAR_TITLE_ID} className="font-serif text-xl font-semibold tracking-tight text-zinc-950 dark:text-white">
          Live platform data
        </h2>
        <p className="text-xs text-zinc-600 dark:text-zinc-400" data-testid="sidebar-updated">
          {data ? <>From our coverage · updated {formatTime(data.generatedAt)}</> : '\u00a0'}
        </p>
      </div>
      <div role="status" aria-live="polite" className="empty:hidden" data-testid="sidebar-notice">
        {notice ? (
          <div
            className={`mb-3 flex items-center gap-2 rounded-xl border px-3 py-2 text-sm ${
              status === 'disabled'
                ? 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100'
                : 'border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100'
            }`}
          >
            <AlertIcon className="h-4 w-4 shrink-0" />
            <span className="flex-1">{notice}</span>
            {status === 'disabled' ? (
              <button type="button" onClick={retry} className={buttonSecondary}>
                Try again
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        {failed ? <WidgetUnavailable message="Unable to load data" /> : <PlatformUpdatesWidget items={data?.platformUpdates ?? null} />}
        {failed ? null : <PulseWidget pulse={data?.pulse ?? null} />}
        <TrendingTopicsWidget items={data?.trendingTopics ?? null} failed={failed} onRetry={retry} />
        {failed ? null : <MarketInsightsWidget items={data?.marketInsights ?? null} />}
        {failed || !industryNews ? null : <IndustryNewsWidget items={data?.industryNews ?? null} />}
      </div>
    </section>
  );
}
