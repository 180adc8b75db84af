/**
 * /admin/content/articles (admin-content §2 "Article Management"): the list, stats and filters from the URL, read
 * through context.staff (moderators and admins; the layout already turned everyone else away).
 */
import { redirect, useRouteLoaderData } from 'react-router';
import { requireStaff } from '../../lib/staffGuard.ts';
import type { Route } from './+types/articles';
import { ArticleManagement } from '../../components/admin/articles/ArticleManagement.tsx';
import { articlesHref, parseAdminListQuery } from '../../components/admin/articles/articleLabels.ts';
import type { loader as layoutLoader } from './layout.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Article Management · Admin Panel' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff } = requireStaff(context, request);
  const query = parseAdminListQuery(new URL(request.url).searchParams);
  const [list, stats] = await Promise.all([staff.articles(query), staff.articleStats()]);
  // Past the last page (rows deleted, a stale link): go to the last page that has rows.
  if (list.articles.length === 0 && list.totalCount > 0 && query.page > list.totalPages) throw redirect(articlesHref({ ...query, page: list.totalPages }));
  return { list, stats, query };
}

export default function ArticlesScreen({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/admin/layout');
  return <ArticleManagement list={loaderData.list} stats={loaderData.stats} query={loaderData.query} role={layout?.role ?? 'moderator'} />;
}
