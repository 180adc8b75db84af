/**
 * Live activity (admin-content §2): the last hour's events, newest first, fetched again every 30 seconds while the
 * tab is visible (and at once when it becomes visible after that). Screen readers hear only "N new events", in a
 * polite status line, when a refresh brought any; the list itself is not live.
 */
import { useEffect, useRef, useState } from 'react';
import { ACTIVITY_REFRESH_MS, relativeTime, type ActivityKind, type DashboardActivity } from '../../../../domain/adminDashboard.ts';
import { focusRing } from '../../../lib/ui.ts';
import { adminRequest } from '../adminRequest.ts';
import { muted, panel, panelTitle } from './dashboardStyles.ts';

const KIND_LABEL: Record<ActivityKind, string> = { published: 'Published', rejected: 'Rejected', reviewed: 'Reviewed', fetched: 'Fetched', run: 'Run', error: 'Error', admin: 'Admin' };
const tag = 'inline-flex w-20 shrink-0 justify-center rounded px-1.5 py-0.5 text-[11px] leading-4 font-semibold';
const KIND_TAG: Record<ActivityKind, string> = {
  published: `${tag} bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200`,
  rejected: `${tag} bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-200`,
  reviewed: `${tag} bg-sky-100 text-sky-900 dark:bg-sky-500/15 dark:text-sky-200`,
  fetched: `${tag} bg-zinc-200 text-zinc-800 dark:bg-zinc-700/60 dark:text-zinc-100`,
  run: `${tag} bg-zinc-200 text-zinc-800 dark:bg-zinc-700/60 dark:text-zinc-100`,
  error: `${tag} bg-red-600 text-white dark:bg-red-500 dark:text-zinc-950`,
  admin: `${tag} bg-brand-100 text-brand-900 dark:bg-brand-500/15 dark:text-brand-200`,
};
const clock = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false, timeZone: 'Asia/Kolkata' });

export function LiveActivity({ initial }: { initial: DashboardActivity }) {
  const [activity, setActivity] = useState(initial);
  const [announcement, setAnnouncement] = useState('');
  const [failed, setFailed] = useState(false);
  const seen = useRef(new Set(initial.events.map((e) => e.id)));
  const lastFetch = useRef(Date.now());

  // A new loader answer (the window changed, a cleanup ran) replaces what the poll had.
  useEffect(() => {
    setActivity(initial);
    for (const e of initial.events) seen.current.add(e.id);
  }, [initial]);

  useEffect(() => {
    let stopped = false;
    const refresh = async () => {
      lastFetch.current = Date.now();
      try {
        const next = await adminRequest<DashboardActivity>('GET', '/api/admin/overview/activity');
        if (stopped) return;
        const fresh = next.events.filter((e) => !seen.current.has(e.id)).length;
        for (const e of next.events) seen.current.add(e.id);
        setActivity(next);
        setFailed(false);
        if (fresh > 0) setAnnouncement(`${fresh} new event${fresh === 1 ? '' : 's'} in live activity`);
      } catch {
        if (!stopped) setFailed(true);
      }
    };
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, ACTIVITY_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastFetch.current >= ACTIVITY_REFRESH_MS) void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const now = new Date(activity.generatedAt);
  return (
    <section aria-labelledby="dash-activity" className={panel}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dash-activity" className={panelTitle}>
          Live Activity
        </h2>
        <p className={muted}>
          Last hour · updated at <time dateTime={activity.generatedAt}>{clock.format(now)}</time> · refreshes every 30 s
        </p>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {failed ? <p className="mt-2 text-xs text-red-700 dark:text-red-300">Could not refresh; showing the last figures. Retrying in 30 s.</p> : null}
      {activity.events.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-700 dark:text-zinc-300">Nothing happened in the last hour.</p>
      ) : (
        // Focusable so a keyboard can scroll the list (axe: scrollable-region-focusable).
        <ol tabIndex={0} className={`mt-2 max-h-[28rem] overflow-y-auto rounded-md ${focusRing}`} aria-label="Events in the last hour, newest first">
          {activity.events.map((e) => (
            <li key={e.id} className="flex items-start gap-2 border-t border-zinc-200 py-1.5 text-sm first:border-t-0 dark:border-zinc-800">
              <span className={KIND_TAG[e.kind]}>{KIND_LABEL[e.kind]}</span>
              <div className="min-w-0 flex-1">
                <p className="break-words text-zinc-900 dark:text-zinc-100">{e.text}</p>
                <p className={muted}>
                  <time dateTime={e.at} title={new Date(e.at).toISOString()}>
                    {relativeTime(new Date(e.at), now)}
                  </time>
                  {e.actor ? ` · by ${e.actor}` : ' · pipeline'}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
