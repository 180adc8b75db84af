/** Creator Economy Pulse: this week's coverage against last week, overall and per category. */
import { findCategory } from '../../../domain/categories.ts';
import type { LivePlatformData } from '../../../domain/livePlatformData.ts';
import { formatCount } from '../../lib/format.ts';
import { SparklesIcon } from '../icons.tsx';
import { Bone, ChangeBadge, WidgetCard } from './WidgetParts.tsx';

const STAT_SLOTS = 4;
const CATEGORY_SLOTS = 6;

export function PulseWidget({ pulse }: { pulse: LivePlatformData['pulse'] | null }) {
  const max = Math.max(1, ...(pulse?.categories.map((c) => c.current) ?? []));
  return (
    <WidgetCard id="creator-pulse" testId="widget-creator-pulse" title="Creator Economy Pulse" icon={<SparklesIcon className="h-4 w-4" />}>
      <dl className="grid grid-cols-2 gap-2">
        {pulse
          ? pulse.stats.map((s) => (
              <div key={s.id} data-testid={`pulse-${s.id}`} className="rounded-xl bg-zinc-50 p-3 dark:bg-zinc-950/60">
                <dt className="text-xs leading-tight text-zinc-600 dark:text-zinc-400">{s.label}</dt>
                <dd className="mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-1">
                  <span className="text-2xl leading-none font-semibold text-zinc-950 tabular-nums dark:text-zinc-50">
                    {s.unit === 'percent' ? `${s.current}%` : formatCount(s.current)}
                  </span>
                  <ChangeBadge value={s} unit={s.unit} />
                </dd>
              </div>
            ))
          : Array.from({ length: STAT_SLOTS }, (_, i) => (
              <div key={i} aria-hidden="true" className="rounded-xl bg-zinc-50 p-3 dark:bg-zinc-950/60">
                <Bone className="h-3 w-20" />
                <Bone className="mt-2 h-6 w-14" />
              </div>
            ))}
      </dl>
      <h4 className="mt-4 text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">Stories this week by topic</h4>
      <ul className="mt-2 space-y-2">
        {pulse
          ? pulse.categories.map((c) => (
              <li key={c.slug} data-testid={`pulse-category-${c.slug}`}>
                <div className="flex items-center justify-between gap-2 text-xs">
                  <span className="truncate text-zinc-800 dark:text-zinc-200">{c.name}</span>
                  <span className="flex items-center gap-2">
                    <span className="font-semibold text-zinc-950 tabular-nums dark:text-zinc-50">{formatCount(c.current)}</span>
                    <ChangeBadge value={c} />
                  </span>
                </div>
                <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800" aria-hidden="true">
                  <div className="h-full rounded-full" style={{ width: `${(c.current / max) * 100}%`, backgroundColor: findCategory(c.slug)?.colour ?? '#71717a' }} />
                </div>
              </li>
            ))
          : Array.from({ length: CATEGORY_SLOTS }, (_, i) => (
              <li key={i} aria-hidden="true">
                <div className="flex justify-between">
                  <Bone className="h-3 w-28" />
                  <Bone className="h-3 w-12" />
                </div>
                <Bone className="mt-1.5 h-1.5 w-full" />
              </li>
            ))}
      </ul>
    </WidgetCard>
  );
}
