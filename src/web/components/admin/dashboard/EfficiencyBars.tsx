/** Processing-efficiency bars (admin-content §2): each a labelled percent with what it is of; the bar repeats the text. */
import type { EfficiencyBar } from '../../../../domain/adminDashboard.ts';
import { panel, panelTitle } from './dashboardStyles.ts';

export function EfficiencyBars({ bars, windowLabel }: { bars: EfficiencyBar[]; windowLabel: string }) {
  return (
    <section aria-labelledby="dash-efficiency" className={panel}>
      <h2 id="dash-efficiency" className={panelTitle}>
        Processing Efficiency
      </h2>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">{windowLabel}; runs over the last 24 hours.</p>
      <ul className="mt-3 flex flex-col gap-3">
        {bars.map((b) => (
          <li key={b.key}>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-zinc-900 dark:text-zinc-100">{b.label}</span>
              <span className="font-semibold text-zinc-950 tabular-nums dark:text-white">{b.percent.toLocaleString('en-IN')}%</span>
            </div>
            <div className="mt-1 h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800" aria-hidden="true">
              <div className="h-full rounded-full bg-brand-700 dark:bg-brand-400" style={{ width: `${Math.min(100, Math.max(0, b.percent))}%` }} />
            </div>
            <p className="mt-0.5 text-xs text-zinc-600 dark:text-zinc-400">{b.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
