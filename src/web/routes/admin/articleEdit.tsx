/**
 * /admin/content/articles/:id/edit (admin-content §2 "Article form"): admins only (a moderator gets 403; the API
 * refuses too); an unknown id is a 404. A purged article is a hash-only record: nothing is left to edit.
 */
import { data } from 'react-router';
import { requireStaff } from '../../lib/staffGuard.ts';
import type { Route } from './+types/articleEdit';
import { ArticleForm } from '../../components/admin/articles/ArticleForm.tsx';
import { ArticleRouteError } from '../../components/admin/articles/ArticleRouteError.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Edit Article · Admin Panel' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { staff } = requireStaff(context, request, { admin: true });
  // A malformed id is as unknown as a missing one. (`?? ''`: once, on a loaded CI machine, `react-router typegen` typed
  // this param as optional; the route always has it.)
  const id = params.id ?? '';
  const article = /^[0-9a-f-]{36}$/i.test(id) ? await staff.article(id) : null;
  if (!article) throw data('There is no article with this id. It may have been deleted.', { status: 404 });
  if (article.status === 'purged') throw data('This article was purged: only a hash-only record is kept, so there is nothing to edit.', { status: 409 });
  return { article };
}

export default function ArticleEditScreen({ loaderData }: Route.ComponentProps) {
  return <ArticleForm key={loaderData.article.id} mode="edit" article={loaderData.article} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ArticleRouteError error={error} />;
}
