/**
 * The reading-progress card (public-site §2 Article detail dialog, shown to signed-in readers): how far through the
 * story they are, the spec's encouragement, and the time read, kept on the server across visits.
 */
import { progressMessage } from '../../../domain/readingProgress.ts';
import { useReadingTracker } from '../../lib/readingTracker.ts';
import { useViewer } from '../../lib/site.ts';

function minutesAndSeconds(total: number): string {
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

export function ReadingProgressCard({ articleId }: { articleId: string }) {
  const viewer = useViewer();
  const { anchor, state } = useReadingTracker(articleId, viewer !== null);
  if (!viewer) return null;
  const percent = state.completed ? Math.max(state.progress, 90) : state.progress;
  return (
    <div ref={anchor} data-testid="reading-progress" className="mt-6 max-w-[36rem] rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">Reading progress</p>
        <p className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
          {state.completed ? 'Read' : `${percent}%`} · {minutesAndSeconds(state.readingSeconds)}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Reading progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-700"
      >
        <div className="h-full rounded-full bg-brand-700 motion-safe:transition-[width] dark:bg-brand-400" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite">
        {state.started || state.completed ? progressMessage(percent) : 'Scroll on to start tracking this story.'}
      </p>
    </div>
  );
}
