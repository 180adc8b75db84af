/** Platform Updates: the newest stories naming a platform (public-site §2; 5 shown, §9). */
import { Link } from 'react-router';
import { PLATFORM_UPDATES_SHOWN, type PlatformUpdate } from '../../../domain/livePlatformData.ts';
import { focusRing } from '../../lib/ui.ts';
import { SmartphoneIcon } from '../icons.tsx';
import { storyTime, StoryRowsSkeleton, WidgetCard, WidgetUnavailable } from './WidgetParts.tsx';

export function PlatformUpdatesWidget({ items }: { items: PlatformUpdate[] | null }) {
  return (
    <WidgetCard id="platform-updates" testId="widget-platform-updates" title="Platform Updates" icon={<SmartphoneIcon className="h-4 w-4" />}>
      {items === null ? (
        <StoryRowsSkeleton rows={PLATFORM_UPDATES_SHOWN} />
      ) : items.length === 0 ? (
        <WidgetUnavailable message="No platform news yet. Stories naming YouTube, Instagram and other platforms appear here." />
      ) : (
        <ul className="-my-1 divide-y divide-zinc-100 dark:divide-zinc-800">
          {items.map((u) => (
            <li key={u.id}>
              <Link to={u.path} className={`group -mx-2 block rounded-lg px-2 py-2.5 hover:bg-zinc-50 dark:hover:bg-zinc-800/60 ${focusRing}`}>
                <span className="flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
                  <span className="rounded-md bg-zinc-100 px-1.5 py-0.5 font-semibold text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">{u.platform}</span>
                  <span>{storyTime(u.publishedAt)}</span>
                </span>
                <span className="mt-1 line-clamp-2 text-sm leading-snug font-semibold text-zinc-900 group-hover:text-brand-800 dark:text-zinc-100 dark:group-hover:text-brand-300">{u.title}</span>
                <span className="mt-1 block truncate text-xs text-zinc-600 dark:text-zinc-400">{u.sourceName}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}
