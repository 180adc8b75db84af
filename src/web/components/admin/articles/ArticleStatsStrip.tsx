/** The stats strip above the article table (admin-content §2): counts by status, featured and the average score. */
import type { AdminArticleStats } from '../../../../domain/adminArticles.ts';
import { formatCount } from '../../../lib/format.ts';
import { scoreClass } from './articleLabels.ts';

export function ArticleStatsStrip({ stats }: { stats: AdminArticleStats }) {
  const items: { label: string; value: string; className?: string }[] = [
    { label: 'Published', value: formatCount(stats.published) },
    { label: 'Drafts', value: formatCount(stats.drafts) },
    { label: 'Pending review', value: formatCount(stats.pendingReview) },
    { label: 'Archived', value: formatCount(stats.archived) },
    { label: 'Rejected', value: formatCount(stats.rejected) },
    { label: 'Featured', value: formatCount(stats.featured) },
    { label: 'Average score', value: String(Math.round(stats.averageScore * 10) / 10), className: scoreClass(stats.averageScore) },
  ];
  return (
    <dl data-testid="article-stats" className="grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-7">
      {items.map((i) => (
        <div key={i.label} className="min-w-0 rounded-lg border border-zinc-200 bg-white px-2.5 py-2 sm:px-3 dark:border-zinc-800 dark:bg-zinc-900">
          <dt className="truncate text-xs font-medium text-zinc-600 dark:text-zinc-400">{i.label}</dt>
          <dd className={`text-lg font-bold tabular-nums sm:text-xl ${i.className ?? 'text-zinc-950 dark:text-white'}`}>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
