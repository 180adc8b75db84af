/**
 * /admin/content/review/:id/preview: the article exactly as readers would see it on its page (the public
 * ArticleDetail), before anyone publishes it, under a bar that says it is a preview and what its status is.
 */
import { data, Link } from 'react-router';
import type { Route } from './+types/reviewPreview';
import { ArticleDetail } from '../../components/article/ArticleDetail.tsx';
import { requireStaff } from '../../lib/staffGuard.ts';
import { textLink } from '../../lib/ui.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { staff } = requireStaff(context, request);
  // `?? ''`: once, on a loaded CI machine, `react-router typegen` typed this param as optional; the route always has it.
  const id = params.id ?? '';
  if (!UUID.test(id)) throw data('No article with this id.', { status: 404 });
  const article = await staff.preview(id);
  if (!article) throw data('No article with this id.', { status: 404 });
  return { article };
}

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: d ? `Preview: ${d.article.title}` : 'Preview' }, { name: 'robots', content: 'noindex' }];

export default function ReviewPreview({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <p role="note" className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2.5 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
        <span>
          <strong>Preview.</strong> Readers {article.status === 'published' ? 'can see this story.' : `cannot see this story yet (status: ${article.status}).`}
        </span>
        <Link to="/admin/content/review" className={textLink}>
          Back to the review queue
        </Link>
      </p>
      <div className="rounded-xl border border-zinc-200 bg-white p-5 sm:p-8 dark:border-zinc-800 dark:bg-zinc-900">
        <ArticleDetail article={article} headingLevel="h1" headingId="preview-title" />
      </div>
    </div>
  );
}
