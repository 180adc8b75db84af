/** /admin/content/lifecycle: the Lifecycle Manager (issue 11 item 7; admin-system "Article Lifecycle Management"). Admins only. */
import type { Route } from './+types/lifecycle';
import { archivedListQuerySchema } from '../../../domain/adminLifecycle.ts';
import { LifecycleManager } from '../../components/admin/lifecycle/LifecycleManager.tsx';
import { requireStaff } from '../../lib/staffGuard.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Lifecycle Manager · Admin Panel' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff } = requireStaff(context, request, { admin: true });
  // A page number out of range reads as the first page rather than an error screen.
  const parsed = archivedListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const page = parsed.success ? parsed.data.page : 1;
  const [overview, archived] = await Promise.all([staff.lifecycle(), staff.archivedArticles(page)]);
  return { overview, archived };
}

export default function LifecycleScreen({ loaderData }: Route.ComponentProps) {
  return <LifecycleManager overview={loaderData.overview} archived={loaderData.archived} />;
}
