/**
 * /admin and /admin/dashboard (admin-content §2 Dashboard): KPI cards, the content funnel over the window in the URL
 * (`?window=24h|7d|30d`), processing-efficiency bars, system-health badges, the lifecycle card and the last hour's
 * activity, each a count over our tables. A moderator, who may not see the dashboard, starts at the review queue.
 */
import { Link, redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/dashboard';
import { RunJobButton } from '../../components/admin/RunJobButton.tsx';
import { StatCard } from '../../components/admin/StatCard.tsx';
import { DASHBOARD_WINDOW_LABELS, dashboardQuerySchema, DEFAULT_DASHBOARD_WINDOW } from '../../../domain/adminDashboard.ts';
import { ContentFunnel } from '../../components/admin/dashboard/ContentFunnel.tsx';
import { EfficiencyBars } from '../../components/admin/dashboard/EfficiencyBars.tsx';
import { HealthPanel } from '../../components/admin/dashboard/HealthPanel.tsx';
import { LiveActivity } from '../../components/admin/dashboard/LiveActivity.tsx';
import { requireStaff } from '../../lib/staffGuard.ts';
import { buttonPrimary, buttonSecondary } from '../../lib/ui.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard · Admin Panel' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff, role } = requireStaff(context, request);
  if (role !== 'admin') throw redirect('/admin/content/review');
  // An unknown window falls back to the default rather than failing the page.
  const parsed = dashboardQuerySchema.safeParse({ window: new URL(request.url).searchParams.get('window') ?? undefined });
  return { overview: await staff.overview({ window: parsed.success ? parsed.data.window : DEFAULT_DASHBOARD_WINDOW }) };
}

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 1000) / 10}%` : '0%');

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData;
  const { articles, users, review, lifecycle, funnel } = overview;
  const processing = overview.efficiency.find((b) => b.key === 'processing');
  const layout = useRouteLoaderData('routes/admin/layout') as { name: string } | undefined;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-zinc-950 dark:text-white">Dashboard Overview</h1>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          Welcome back{layout?.name ? `, ${layout.name}` : ''}. Every figure is counted from the database as the page loads (
          <time dateTime={overview.generatedAt}>{new Date(overview.generatedAt).toLocaleTimeString('en-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' })}</time> India time).
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard label="Total Articles" value={articles.total} note={`${overview.extractedLast24h.toLocaleString('en-IN')} extracted in the last 24 h`} />
        <StatCard label="Published" value={articles.published} note={`${percent(articles.published, articles.total)} of all articles · ${overview.publishedLast24h.toLocaleString('en-IN')} in 24 h`} />
        <StatCard label="Registered Users" value={users.total} note={`${users.newThisWeek.toLocaleString('en-IN')} joined this week`} />
        <StatCard
          label="Processing Rate"
          value={`${(processing?.percent ?? 0).toLocaleString('en-IN')}%`}
          note={`${funnel.classified.toLocaleString('en-IN')} of ${funnel.stored.toLocaleString('en-IN')} stored (${DASHBOARD_WINDOW_LABELS[funnel.window].toLowerCase()}) classified · ${overview.automationRuns24h.toLocaleString('en-IN')} automation run${overview.automationRuns24h === 1 ? '' : 's'} in 24 h`}
        />
      </dl>
      <div className="grid gap-4 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <ContentFunnel funnel={funnel} />
        </div>
        <div className="lg:col-span-2">
          <EfficiencyBars bars={overview.efficiency} windowLabel={`Rates over the ${DASHBOARD_WINDOW_LABELS[funnel.window].toLowerCase()}`} />
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <HealthPanel health={overview.health} />
        <LiveActivity initial={overview.activity} />
      </div>
      <section aria-labelledby="dash-content" className="rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900">
        <h2 id="dash-content" className="text-base font-semibold text-zinc-950 dark:text-white">
          Content by status
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          <StatCard label="Pending Review" value={review.pendingReview} note={`${review.highPriority.toLocaleString('en-IN')} high priority`} />
          <StatCard label="Drafts" value={articles.drafts} />
          <StatCard label="Archived" value={articles.archived} />
          <StatCard label="Rejected" value={articles.rejected} />
          <StatCard label="Featured" value={articles.featured} />
          <StatCard label="Average score" value={articles.averageScore} />
          <StatCard label="Decided (24 h)" value={review.approvedLast24h + review.rejectedLast24h} note={`${review.approvedLast24h} approved · ${review.rejectedLast24h} rejected`} />
        </dl>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/admin/content/review" className={buttonPrimary}>
            Open the review queue
          </Link>
          <Link to="/admin/content/articles" className={buttonSecondary}>
            Manage articles
          </Link>
          <RunJobButton job="fetch-feeds" />
          <RunJobButton job="classify-drafts" />
        </div>
      </section>
      <section aria-labelledby="dash-lifecycle" className="rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="dash-lifecycle" className="text-base font-semibold text-zinc-950 dark:text-white">
            Lifecycle Management
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <Link to="/admin/content/lifecycle" className={buttonSecondary}>
              Manage Lifecycle
            </Link>
            <RunJobButton job="run-lifecycle" />
          </div>
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <StatCard label="Archived" value={lifecycle.archived} note={`${lifecycle.archivedLast24h} in the last 24 h`} />
          <StatCard label="Purged" value={lifecycle.purged} note={`${lifecycle.purgedLast7d} in the last 7 days`} />
          <StatCard label="Pending archive" value={lifecycle.pendingArchive} note="rejected over 2 days ago" />
          <StatCard label="Pending purge" value={lifecycle.pendingPurge} note="archived over 30 days ago" />
          <StatCard label="Storage freed" value={`${lifecycle.storageSavedMb} MB`} note="measured by each run" />
        </dl>
        <p className="mt-3 text-sm text-zinc-700 dark:text-zinc-300">
          Runs by itself at 6:00 AM and 6:00 PM India time.{' '}
          {lifecycle.lastRun ? `Last run: ${lifecycle.lastRun.status}, ${new Date(lifecycle.lastRun.startedAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })}.` : 'It has not run yet.'}
        </p>
      </section>
    </div>
  );
}
