/**
 * The signed-in Personalized Feed's lists (public-site §2 Home): For You, Trending, Latest and Saved. Links, so each
 * list has an address, works before hydration and survives reload; the current one is marked for assistive
 * technology with aria-current.
 */
import { Link } from 'react-router';
import { READER_FEED_TABS, READER_FEED_TAB_LABELS, type ReaderFeedTab } from '../../../domain/readerFeed.ts';
import { focusRing } from '../../lib/ui.ts';

/** The home address of a feed list (For You is the plain home page). */
export const readerFeedHref = (tab: ReaderFeedTab) => (tab === 'for-you' ? '/' : `/?feed=${tab}`);

export function ReaderFeedTabs({ selected }: { selected: ReaderFeedTab }) {
  return (
    <nav aria-label="Your feed" data-testid="reader-feed-tabs">
      <ul className="flex flex-wrap gap-1.5 sm:gap-2">
        {READER_FEED_TABS.map((tab) => {
          const active = tab === selected;
          return (
            <li key={tab}>
              <Link
                to={readerFeedHref(tab)}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                data-testid={`reader-feed-${tab}`}
                className={`inline-flex min-h-11 items-center rounded-full border px-3.5 text-sm font-semibold motion-safe:transition-colors ${focusRing} ${
                  active
                    ? 'border-zinc-900 bg-zinc-900 text-white dark:border-zinc-100 dark:bg-zinc-100 dark:text-zinc-950'
                    : 'border-zinc-300 bg-white text-zinc-800 hover:border-zinc-400 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800'
                }`}
              >
                {READER_FEED_TAB_LABELS[tab]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
