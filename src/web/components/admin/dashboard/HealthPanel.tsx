/** System-health badges (admin-system §4): each check's status in words and a mark, with why; the overall status and its bar. */
import type { DashboardHealth } from '../../../../domain/adminDashboard.ts';
import { HEALTH_BADGE, HEALTH_BAR, HEALTH_LABEL, HEALTH_MARK, panel, panelTitle } from './dashboardStyles.ts';

export function HealthPanel({ health }: { health: DashboardHealth }) {
  return (
    <section aria-labelledby="dash-health" className={panel}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dash-health" className={panelTitle}>
          System Health
        </h2>
        <span className={HEALTH_BADGE[health.status]}>
          <span aria-hidden="true">{HEALTH_MARK[health.status]}</span> Overall: {HEALTH_LABEL[health.status]}
        </span>
      </div>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800" aria-hidden="true">
        <div className={`h-full rounded-full ${HEALTH_BAR[health.status]}`} style={{ width: `${health.progress}%` }} />
      </div>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {health.badges.map((b) => (
          <li key={b.name} className="flex flex-col gap-1 rounded-lg border border-zinc-200 px-3 py-2 dark:border-zinc-800">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-zinc-900 dark:text-zinc-100">{b.label}</span>
              <span className={HEALTH_BADGE[b.status]}>
                <span aria-hidden="true">{HEALTH_MARK[b.status]}</span> {HEALTH_LABEL[b.status]}
              </span>
            </div>
            <p className="text-xs break-words text-zinc-600 dark:text-zinc-400">{b.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
