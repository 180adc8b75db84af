/**
 * The signed-in reader's parts of the home page: the Personalized Feed's four lists (For You with a reason and "Fewer
 * like this" per story) and the reading-activity panel. Imported by the home page through signedInParts.tsx, so a
 * reader who is not signed in never downloads them.
 */
import { Link } from 'react-router';
import { READER_FEED_TAB_LABELS, type ReaderFeedTab } from '../../../domain/readerFeed.ts';
import type { HomeData } from '../../routes/home.tsx';
import { buttonSecondary } from '../../lib/ui.ts';
import { ArticleGrid } from '../ArticleGrid.tsx';
import { EmptyState } from '../EmptyState.tsx';
import { ChevronRightIcon } from '../icons.tsx';
import { ReaderFeedTabs } from './ReaderFeedTabs.tsx';
import { RecommendationFooter } from './RecommendationFooter.tsx';

export { ReadingActivityPanel } from './ReadingActivityPanel.tsx';

const FEED_EMPTY: Record<ReaderFeedTab, { title: string; message: string }> = {
  'for-you': { title: 'Nothing new for you yet', message: 'New stories from the last two weeks appear here, ranked by what you read, like and save.' },
  trending: { title: 'Nothing trending yet', message: 'Stories readers open most in the last two weeks appear here.' },
  latest: { title: 'No recent stories', message: 'Nothing was published in your regions in the last two weeks. Check your preferences on the dashboard.' },
  saved: { title: 'No saved stories yet', message: 'Save a story with its bookmark button and it will wait for you here and on the Bookmarks page.' },
};

/** The signed-in reader's Personalized Feed: the four lists, For You with a reason and "Fewer like this" per story. */
export function SignedInFeed({
  tab,
  articles,
  busy,
  onDismissed,
  allHref,
}: {
  tab: ReaderFeedTab;
  articles: NonNullable<HomeData['readerFeed']>['articles'];
  busy: boolean;
  onDismissed: (id: string) => void;
  allHref: string;
}) {
  return (
    <>
      <h2 id="list-heading" className="font-serif text-2xl font-semibold tracking-tight text-zinc-950 dark:text-white">
        {tab === 'for-you' ? 'Picked for you' : READER_FEED_TAB_LABELS[tab]}
      </h2>
      <div className="mt-4 mb-6">
        <ReaderFeedTabs selected={tab} />
      </div>
      <div aria-busy={busy || undefined} data-testid="article-list" className={`motion-safe:transition-opacity ${busy ? 'opacity-60' : ''}`}>
        {articles.length > 0 ? (
          <ArticleGrid
            articles={articles}
            withAside
            footerFor={tab === 'for-you' ? (a) => (a.reason ? <RecommendationFooter articleId={a.id} title={a.title} reason={a.reason} onDismissed={onDismissed} /> : null) : undefined}
          />
        ) : (
          <EmptyState
            title={FEED_EMPTY[tab].title}
            message={FEED_EMPTY[tab].message}
            action={
              <Link to={tab === 'saved' ? '/?feed=latest' : allHref} className={buttonSecondary}>
                {tab === 'saved' ? 'See the latest stories' : 'Browse all articles'}
              </Link>
            }
          />
        )}
      </div>
      <p className="mt-8 flex justify-center">
        <Link to={tab === 'saved' ? '/bookmarks' : allHref} className={buttonSecondary} data-testid="feed-more">
          {tab === 'saved' ? 'All your bookmarks' : 'More in All Articles'}
          <ChevronRightIcon className="h-4 w-4" />
        </Link>
      </p>
    </>
  );
}
