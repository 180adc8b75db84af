/**
 * The home page's two tabs (WAI-ARIA tabs pattern): Personalized Feed and All Articles. Each tab is a link, so it works
 * before hydration and the tab lives in the URL (reload, back and forward restore it); arrow keys, Home and End move
 * between tabs and select the one they land on.
 */
import { useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { HOME_TABS, type HomeTab } from '../../lib/homeTabs.ts';
import { focusRing } from '../../lib/ui.ts';

export const TAB_LABELS: Record<HomeTab, string> = { feed: 'Personalized Feed', all: 'All Articles' };

/** Ids of a tab and of the panel it controls. */
export const tabId = (tab: HomeTab) => `home-tab-${tab}`;
export const panelId = (tab: HomeTab) => `home-panel-${tab}`;

export function HomeTabs({ selected, hrefs }: { selected: HomeTab; hrefs: Record<HomeTab, string> }) {
  const navigate = useNavigate();
  const refs = useRef<Partial<Record<HomeTab, HTMLAnchorElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, current: HomeTab) => {
    const i = HOME_TABS.indexOf(current);
    const last = HOME_TABS.length - 1;
    const target =
      event.key === 'ArrowRight' ? HOME_TABS[i === last ? 0 : i + 1]
      : event.key === 'ArrowLeft' ? HOME_TABS[i === 0 ? last : i - 1]
      : event.key === 'Home' ? HOME_TABS[0]
      : event.key === 'End' ? HOME_TABS[last]
      : undefined;
    if (!target) {
      // Space activates a tab like Enter does (a link alone only reacts to Enter).
      if (event.key === ' ') {
        event.preventDefault();
        if (current !== selected) void navigate(hrefs[current], { preventScrollReset: true });
      }
      return;
    }
    event.preventDefault();
    refs.current[target]?.focus();
    if (target !== selected) void navigate(hrefs[target], { preventScrollReset: true });
  };

  return (
    <div role="tablist" aria-label="Home article lists" data-testid="home-tabs" className="flex gap-6 border-b border-zinc-200 dark:border-zinc-800">
      {HOME_TABS.map((tab) => {
        const active = tab === selected;
        return (
          <Link
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            id={tabId(tab)}
            role="tab"
            to={hrefs[tab]}
            aria-selected={active}
            aria-controls={panelId(tab)}
            tabIndex={active ? 0 : -1}
            preventScrollReset
            onKeyDown={(e) => onKeyDown(e, tab)}
            data-testid={`home-tab-${tab}`}
            className={`-mb-px inline-flex min-h-12 items-center border-b-2 px-0.5 text-base font-semibold whitespace-nowrap motion-safe:transition-colors ${focusRing} rounded-t-sm ${
              active
                ? 'border-brand-700 text-zinc-950 dark:border-brand-400 dark:text-white'
                : 'border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900 dark:text-zinc-400 dark:hover:border-zinc-600 dark:hover:text-zinc-100'
            }`}
          >
            {TAB_LABELS[tab]}
          </Link>
        );
      })}
    </div>
  );
}
