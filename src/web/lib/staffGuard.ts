/**
 * The admin pages' guard, used by the layout and by every admin loader: React Router runs a page's loaders side by
 * side, so each must refuse on its own terms (a child that redirected where the layout answers 403 would win).
 * Signed out: to /auth and back. Signed in without a staff role: 403. Admins only (`admin: true`): 403 for moderators.
 * The services behind `context.staff` authorise again; this only picks the page.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import type { StaffContent } from '../../domain/contracts.ts';

export function requireStaff(context: AppLoadContext, request: Request, opts: { admin?: boolean } = {}): { staff: StaffContent; role: 'moderator' | 'admin'; name: string } {
  const viewer = context.viewer;
  if (!viewer) {
    const url = new URL(request.url);
    throw redirect(`/auth?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if ((viewer.role !== 'admin' && viewer.role !== 'moderator') || !context.staff) throw data('You do not have permission to open the admin panel.', { status: 403 });
  if (opts.admin && viewer.role !== 'admin') throw data('Only admins can open this page.', { status: 403 });
  return { staff: context.staff, role: viewer.role, name: viewer.name };
}
