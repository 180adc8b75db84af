/**
 * /admin/users (admin-content §2 "User management"; issue 11 item 8): admins only. The loader picks the page and
 * reads the query from the URL; the screen reads the list from /api/admin/users in the browser (the page load context
 * has no users service yet), and every action goes through the same API.
 */
import { parseAdminUsersQuery } from '../../../domain/adminUsers.ts';
import { UserManagement } from '../../components/admin/users/UserManagement.tsx';
import { requireStaff } from '../../lib/staffGuard.ts';
import type { Route } from './+types/users';

export const meta: Route.MetaFunction = () => [{ title: 'User Management · Admin Panel' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, { admin: true });
  return { query: parseAdminUsersQuery(new URL(request.url).searchParams), currentUserId: context.viewer?.id ?? null };
}

export default function UsersScreen({ loaderData }: Route.ComponentProps) {
  return <UserManagement query={loaderData.query} currentUserId={loaderData.currentUserId} />;
}
