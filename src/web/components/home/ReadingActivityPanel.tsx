/**
 * Your Reading Activity (public-site §2 Home, signed in): this week's reads, minutes and streak from the reader's own
 * reading progress, saved and liked counts, and the stories they started and did not finish.
 */
import { Link } from 'react-router';
import { articlePath } from '../../../domain/articlePath.ts';
import type { ReadingActivity } from '../../../domain/readerFeed.ts';
import { pluralise } from '../../lib/format.ts';
import { focusRing, textLink } from '../../lib/ui.ts';

export function ReadingActivityPanel({ activity, headingLevel = 'h2', dashboardLink = true }: { activity: ReadingActivity; headingLevel?: 'h2' | 'h3'; dashboardLink?: boolean }) {
  const Heading = headingLevel;
  const figures = [
    { label: 'Read this week', value: String(activity.readThisWeek), detail: `${activity.completedThisWeek} finished` },
    { label: 'Minutes reading', value: String(activity.minutesThisWeek), detail: 'last 7 days' },
    { label: 'Day streak', value: String(activity.streakDays), detail: activity.streakDays === 1 ? 'day in a row' : 'days in a row' },
    { label: 'Saved', value: String(activity.saved), detail: `${pluralise(activity.liked, 'like')}` },
  ];
  return (
    <section aria-labelledby="reading-activity-heading" data-testid="reading-activity" className="rounded-2xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
      <Heading id="reading-activity-heading" className="font-serif text-lg font-semibold text-zinc-950 dark:text-white">
        Your Reading Activity
      </Heading>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {figures.map((f) => (
          <div key={f.label} className="rounded-xl bg-zinc-50 px-3 py-2.5 dark:bg-zinc-800/60">
            <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{f.label}</dt>
            <dd className="mt-0.5">
              <span className="text-2xl font-semibold text-zinc-950 tabular-nums dark:text-white">{f.value}</span>{' '}
              <span className="text-xs text-zinc-600 dark:text-zinc-400">{f.detail}</span>
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-zinc-900 dark:text-zinc-100">Continue reading</h3>
      {activity.continueReading.length === 0 ? (
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Stories you start and don&apos;t finish wait here.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2" data-testid="continue-reading">
          {activity.continueReading.map((c) => (
            <li key={c.article.id}>
              <Link to={articlePath(c.article)} className={`group block rounded-lg py-1 ${focusRing}`}>
                <span className="line-clamp-2 text-sm font-medium text-zinc-900 group-hover:underline dark:text-zinc-100">{c.article.title}</span>
                <span className="mt-1 flex items-center gap-2">
                  <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-700" aria-hidden="true">
                    <span className="block h-full rounded-full bg-brand-700 dark:bg-brand-400" style={{ width: `${c.progress}%` }} />
                  </span>
                  <span className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">{c.progress}% read</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {dashboardLink ? (
        <p className="mt-4 text-sm">
          <Link to="/dashboard" className={textLink}>
            Open your dashboard
          </Link>
        </p>
      ) : null}
    </section>
  );
}
