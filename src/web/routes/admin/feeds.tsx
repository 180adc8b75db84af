/**
 * /admin/content/rss (admin-content §2 "RSS Feed Management"): admins only. The load context has no feeds service yet,
 * so the list is read in the browser from /api/admin/feeds (the same services, authorised again there).
 */
import { requireStaff } from '../../lib/staffGuard.ts';
import { FeedManagement } from '../../components/admin/feeds/FeedManagement.tsx';
import type { Route } from './+types/feeds';

export const meta: Route.MetaFunction = () => [{ title: 'RSS Feed Management · Admin Panel' }, { name: 'robots', content: 'noindex' }];

export function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, { admin: true });
  return null;
}

export default function FeedsScreen() {
  return <FeedManagement />;
}
