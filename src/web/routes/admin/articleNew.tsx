/** /admin/content/articles/new (admin-content §2 "Article form"): admins only; a moderator gets 403 (the API refuses too). */
import { requireStaff } from '../../lib/staffGuard.ts';
import type { Route } from './+types/articleNew';
import { ArticleForm } from '../../components/admin/articles/ArticleForm.tsx';
import { ArticleRouteError } from '../../components/admin/articles/ArticleRouteError.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Create New Article · Admin Panel' }, { name: 'robots', content: 'noindex' }];

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, { admin: true });
  return null;
}

export default function ArticleNewScreen() {
  return <ArticleForm mode="create" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ArticleRouteError error={error} />;
}
