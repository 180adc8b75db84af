/** Shared words and classes of the dashboard's panels. */
import type { HealthStatus } from '../../../../domain/adminDashboard.ts';

export const panel = 'rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900';
export const panelTitle = 'text-base font-semibold text-zinc-950 dark:text-white';
export const muted = 'text-xs text-zinc-600 dark:text-zinc-400';

const badge = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs leading-4 font-semibold whitespace-nowrap';
export const HEALTH_BADGE: Record<HealthStatus, string> = {
  healthy: `${badge} bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200`,
  degraded: `${badge} bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200`,
  critical: `${badge} bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-200`,
};
/** A shape per status as well as a colour: ✓ healthy, ! degraded, ✕ critical. */
export const HEALTH_MARK: Record<HealthStatus, string> = { healthy: '✓', degraded: '!', critical: '✕' };
export const HEALTH_LABEL: Record<HealthStatus, string> = { healthy: 'Healthy', degraded: 'Degraded', critical: 'Critical' };
export const HEALTH_BAR: Record<HealthStatus, string> = { healthy: 'bg-emerald-600 dark:bg-emerald-400', degraded: 'bg-amber-500 dark:bg-amber-400', critical: 'bg-red-600 dark:bg-red-400' };

export const count = (v: number) => v.toLocaleString('en-IN');
export const pct = (part: number, whole: number) => (whole > 0 ? `${(Math.round((part / whole) * 1000) / 10).toLocaleString('en-IN')}%` : '0%');
