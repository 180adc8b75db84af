/**
 * /admin/analytics (admin-content "Analytics page"; issue 11 item 9): admins only. The range and tab come from the URL
 * (?range=30d&tab=traffic); the figures from the same service and presenter as GET /api/admin/analytics.
 */
import type { Route } from './+types/analytics';
import { analyticsScreenQuery } from '../../../domain/analytics.ts';
import { AnalyticsScreen } from '../../components/admin/analytics/AnalyticsScreen.tsx';
import { requireStaff } from '../../lib/staffGuard.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Analytics · Admin Panel' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff } = requireStaff(context, request, { admin: true });
  const q = analyticsScreenQuery(new URL(request.url).searchParams);
  return { tab: q.tab, analytics: await staff.analytics({ range: q.range }) };
}

export default function AnalyticsRoute({ loaderData }: Route.ComponentProps) {
  return <AnalyticsScreen analytics={loaderData.analytics} tab={loaderData.tab} />;
}
