/**
 * /admin/content/review (admin-content §2 Admin Review Queue; issue 11 item 4): the stats cards, priority filter and
 * sort (in the URL), and the queue itself (components/admin/review/ReviewQueue.tsx) with its keyboard shortcuts.
 */
import { Form, Link, useSubmit } from 'react-router';
import type { Route } from './+types/review';
import { REVIEW_PRIORITY_FILTERS, REVIEW_SORTS, reviewQueueQuerySchema } from '../../../domain/adminArticles.ts';
import { ReviewQueue } from '../../components/admin/review/ReviewQueue.tsx';
import { StatCard } from '../../components/admin/StatCard.tsx';
import { requireStaff } from '../../lib/staffGuard.ts';
import { focusRing } from '../../lib/ui.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Review Queue · Admin Panel' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = requireStaff(context, request);
  const parsed = reviewQueueQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  // A hand-edited address with an unknown filter shows the whole queue rather than an error page.
  const query = parsed.success ? parsed.data : reviewQueueQuerySchema.parse({});
  const { items, stats } = await staff.reviewQueue(query);
  return { items, stats, query };
}

const PRIORITY_LABEL: Record<(typeof REVIEW_PRIORITY_FILTERS)[number], string> = { all: 'All priorities', high: 'High', medium: 'Medium', low: 'Low' };
const SORT_LABEL: Record<(typeof REVIEW_SORTS)[number], string> = { priority: 'Priority', relevance: 'Relevance', date: 'Date added' };
const select = `h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900 ${focusRing}`;

export default function ReviewScreen({ loaderData }: Route.ComponentProps) {
  const { items, stats, query } = loaderData;
  const submit = useSubmit();
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-zinc-950 dark:text-white">Review Queue</h1>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">Stories the classifier was unsure about. Every decision is kept as a training label.</p>
        </div>
        <Link to="/admin/content/articles?status=pending_review" className={`text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300 ${focusRing}`}>
          Open as a table
        </Link>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <StatCard label="Pending review" value={stats.pendingReview} />
        <StatCard label="High priority" value={stats.highPriority} note="relevance 70 or more" />
        <StatCard label="Approved (24 h)" value={stats.approvedLast24h} />
        <StatCard label="Rejected (24 h)" value={stats.rejectedLast24h} />
        <StatCard label="Average relevance" value={stats.averageRelevance} />
      </dl>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <Form method="get" className="flex flex-wrap items-center gap-3" onChange={(e) => submit(e.currentTarget, { replace: true, preventScrollReset: true })}>
          <label className="flex items-center gap-2 text-sm text-zinc-800 dark:text-zinc-200">
            Priority
            <select name="priority" defaultValue={query.priority} className={select}>
              {REVIEW_PRIORITY_FILTERS.map((p) => (
                <option key={p} value={p}>
                  {PRIORITY_LABEL[p]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm text-zinc-800 dark:text-zinc-200">
            Sort by
            <select name="sort" defaultValue={query.sort} className={select}>
              {REVIEW_SORTS.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABEL[s]}
                </option>
              ))}
            </select>
          </label>
          <noscript>
            <button type="submit" className="h-9 rounded-md border px-3 text-sm">
              Apply
            </button>
          </noscript>
        </Form>
        <p className="text-xs text-zinc-600 dark:text-zinc-400" id="review-keys">
          Keys: <kbd className="font-mono">J</kbd>/<kbd className="font-mono">K</kbd> next/previous · <kbd className="font-mono">A</kbd> approve · <kbd className="font-mono">R</kbd> reject ·{' '}
          <kbd className="font-mono">O</kbd> open · <kbd className="font-mono">P</kbd> preview
        </p>
      </div>

      <ReviewQueue items={items} />
      {query.priority === 'all' && items.length > 0 && stats.pendingReview > items.length ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          Showing the first {items.length} of {stats.pendingReview.toLocaleString('en-IN')}; the rest follow as these are decided.
        </p>
      ) : null}
    </div>
  );
}
