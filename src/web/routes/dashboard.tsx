/**
 * /dashboard (public-site §2 User dashboard; signed in only, otherwise to /auth): Overview (membership, reading
 * activity, continue reading, quick actions), Bookmarks, Notifications, Preferences and Account (security, my data).
 * The tab is in the URL. The spec's Newsletter and Support tabs wait for the newsletter and donation pages (the
 * mail-and-money issue): tabs that only link to pages that do not exist yet would be placeholders.
 */
import { Link, redirect } from 'react-router';
import type { Route } from './+types/dashboard';
import { AccountSecurity } from '../components/account/AccountSecurity.tsx';
import { ArticleGrid } from '../components/ArticleGrid.tsx';
import { PreferencesForm } from '../components/dashboard/PreferencesForm.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { ReadingActivityPanel } from '../components/home/ReadingActivityPanel.tsx';
import { NotificationCenter } from '../components/notifications/NotificationCenter.tsx';
import { useNotifications } from '../lib/notifications.ts';
import { formatDate } from '../lib/format.ts';
import { pageMeta } from '../lib/meta.ts';
import { buttonPrimary, buttonSecondary, container, focusRing, textLink } from '../lib/ui.ts';

export const DASHBOARD_TABS = ['overview', 'bookmarks', 'notifications', 'preferences', 'account'] as const;
type DashboardTab = (typeof DASHBOARD_TABS)[number];
const TAB_LABELS: Record<DashboardTab, string> = { overview: 'Overview', bookmarks: 'Bookmarks', notifications: 'Notifications', preferences: 'Preferences', account: 'Account' };

/** Saved stories shown on the Bookmarks tab; the rest are on /bookmarks. */
const SAVED_SHOWN = 12;

export const meta: Route.MetaFunction = () => pageMeta('Your dashboard', 'Your reading, saved stories, notifications and settings.', [{ name: 'robots', content: 'noindex' }]);

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer || !context.reader) throw redirect('/auth');
  const raw = new URL(request.url).searchParams.get('tab');
  const tab: DashboardTab = (DASHBOARD_TABS as readonly string[]).includes(raw ?? '') ? (raw as DashboardTab) : 'overview';
  const reader = context.reader;
  const [activity, preferences, saved] = await Promise.all([
    reader.activity(),
    tab === 'preferences' ? reader.preferences() : null,
    tab === 'bookmarks' ? reader.savedArticles({ page: 1, pageSize: SAVED_SHOWN }) : null,
  ]);
  return { tab, viewer: context.viewer, activity, preferences, saved };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { tab, viewer, activity, preferences, saved } = loaderData;
  return (
    <main id="main" className={`${container} flex-1 py-8 sm:py-12`}>
      <div className="flex flex-col gap-1">
        <h1 className="font-serif text-3xl font-bold tracking-tight text-zinc-950 dark:text-white">Your dashboard</h1>
        <p className="text-base text-zinc-700 dark:text-zinc-300">
          Signed in as <span className="font-medium">{viewer.name}</span> ({viewer.email})
        </p>
      </div>

      <nav aria-label="Dashboard sections" className="mt-6 -mx-4 overflow-x-auto border-b border-zinc-200 px-4 sm:mx-0 sm:px-0 dark:border-zinc-800">
        <ul className="flex gap-5">
          {DASHBOARD_TABS.map((t) => (
            <li key={t}>
              <Link
                to={t === 'overview' ? '/dashboard' : `/dashboard?tab=${t}`}
                aria-current={t === tab ? 'page' : undefined}
                preventScrollReset
                data-testid={`dashboard-tab-${t}`}
                className={`-mb-px inline-flex min-h-12 items-center border-b-2 px-0.5 text-base font-semibold whitespace-nowrap ${focusRing} rounded-t-sm ${
                  t === tab
                    ? 'border-brand-700 text-zinc-950 dark:border-brand-400 dark:text-white'
                    : 'border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900 dark:text-zinc-400 dark:hover:border-zinc-600 dark:hover:text-zinc-100'
                }`}
              >
                {TAB_LABELS[t]}
                {t === 'notifications' ? <UnreadBadge /> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="pt-8" data-testid={`dashboard-panel-${tab}`}>
        {tab === 'overview' ? (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="flex flex-col gap-6">
              <section aria-labelledby="membership-heading" className="rounded-2xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
                <h2 id="membership-heading" className="font-serif text-lg font-semibold text-zinc-950 dark:text-white">
                  Your account
                </h2>
                <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                  <div>
                    <dt className="text-zinc-600 dark:text-zinc-400">Plan</dt>
                    <dd className="mt-0.5 font-semibold text-zinc-950 dark:text-white">Free</dd>
                  </div>
                  <div>
                    <dt className="text-zinc-600 dark:text-zinc-400">Status</dt>
                    <dd className="mt-0.5 font-semibold text-emerald-700 dark:text-emerald-400">Active</dd>
                  </div>
                  <div>
                    <dt className="text-zinc-600 dark:text-zinc-400">Member since</dt>
                    <dd className="mt-0.5 font-semibold text-zinc-950 dark:text-white">{formatDate(viewer.createdAt)}</dd>
                  </div>
                  <UnreadFigure />
                </dl>
              </section>
              <section aria-labelledby="quick-actions-heading">
                <h2 id="quick-actions-heading" className="font-serif text-lg font-semibold text-zinc-950 dark:text-white">
                  Quick actions
                </h2>
                <div className="mt-3 flex flex-wrap gap-3">
                  <Link to="/" className={buttonPrimary}>
                    Your feed
                  </Link>
                  <Link to="/bookmarks" className={buttonSecondary}>
                    Bookmarks
                  </Link>
                  <Link to="/dashboard?tab=preferences" className={buttonSecondary}>
                    Preferences
                  </Link>
                  <a href="/api/me/export" download className={buttonSecondary}>
                    Download my data
                  </a>
                </div>
              </section>
            </div>
            <ReadingActivityPanel activity={activity} dashboardLink={false} />
          </div>
        ) : tab === 'bookmarks' && saved ? (
          saved.articles.length === 0 ? (
            <EmptyState
              title="No bookmarks yet"
              message="Save a story with its bookmark button and it will wait for you here."
              action={
                <Link to="/" className={buttonPrimary}>
                  Browse Articles
                </Link>
              }
            />
          ) : (
            <>
              <p className="mb-5 text-base text-zinc-700 dark:text-zinc-300">
                {saved.totalCount} saved {saved.totalCount === 1 ? 'article' : 'articles'} ·{' '}
                <Link to="/bookmarks" className={textLink}>
                  Manage all bookmarks
                </Link>
              </p>
              <ArticleGrid articles={saved.articles} headingLevel="h2" />
            </>
          )
        ) : tab === 'preferences' && preferences ? (
          <div className="max-w-2xl">
            <PreferencesForm initial={preferences} />
          </div>
        ) : tab === 'notifications' ? (
          <div className="max-w-3xl" data-testid="dashboard-notifications">
            <NotificationCenter title="Notifications" />
          </div>
        ) : (
          <div className="flex max-w-3xl flex-col gap-10">
            <AccountSecurity />
            <section aria-labelledby="my-data-heading">
              <h2 id="my-data-heading" className="font-serif text-lg font-semibold text-zinc-950 dark:text-white">
                Your data
              </h2>
              <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
                Download everything we hold about you as one JSON file: your account, sessions, preferences, bookmarks, likes, reading progress,
                notifications and messages to us.
              </p>
              <a href="/api/me/export" download className={`${buttonSecondary} mt-3`} data-testid="download-my-data">
                Download my data
              </a>
            </section>
          </div>
        )}
      </div>
    </main>
  );
}

/** The Notifications tab's unread count (the spec caps it at 9+); nothing while none are unread. */
function UnreadBadge() {
  const { unreadCount } = useNotifications();
  if (unreadCount <= 0) return null;
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white dark:bg-brand-500 dark:text-zinc-950" data-testid="dashboard-unread-badge">
      <span className="sr-only">, </span>
      {unreadCount > 9 ? '9+' : unreadCount}
      <span className="sr-only"> unread</span>
    </span>
  );
}

/** Unread notifications on the overview, linking to the list. */
function UnreadFigure() {
  const { unreadCount } = useNotifications();
  return (
    <div>
      <dt className="text-zinc-600 dark:text-zinc-400">Unread notifications</dt>
      <dd className="mt-0.5 font-semibold text-zinc-950 dark:text-white">
        <Link to="/dashboard?tab=notifications" className={textLink} data-testid="dashboard-unread">
          {unreadCount}
        </Link>
      </dd>
    </div>
  );
}
