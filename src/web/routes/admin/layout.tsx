/**
 * /admin/* (issue 11 item 1; admin-system §2): signed out goes to /auth, a reader gets 403, moderators and admins get
 * the back office's frame. This guard only chooses the page: every loader below and every /api/admin call is
 * authorised again by the service behind it. Pages are `private, no-store` (server/app.ts) and the service worker
 * never handles /admin (public/sw-policy.js).
 */
import { isRouteErrorResponse, Link, Outlet, useLocation } from 'react-router';
import type { Route } from './+types/layout';
import { AdminShell } from '../../components/admin/AdminShell.tsx';
import { sidebarCollapsedFromCookie } from '../../lib/adminSidebar.ts';
import { requireStaff } from '../../lib/staffGuard.ts';
import { buttonPrimary, buttonSecondary } from '../../lib/ui.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Admin Panel' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { role, name } = requireStaff(context, request);
  return { role, name, sidebarCollapsed: sidebarCollapsedFromCookie(request.headers.get('Cookie')) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell role={loaderData.role} name={loaderData.name} sidebarCollapsed={loaderData.sidebarCollapsed}>
      <Outlet />
    </AdminShell>
  );
}

/** A short id to quote when reporting the failure (the server log has the same request). */
function errorId(error: unknown): string {
  const text = error instanceof Error ? `${error.name}:${error.message}` : String(error);
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `ADM-${h.toString(36).toUpperCase()}`;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <div className="mx-auto flex min-h-dvh max-w-lg flex-col items-start justify-center gap-4 px-6">
        <h1 className="text-2xl font-bold text-zinc-950 dark:text-white">Admins only</h1>
        <p className="text-zinc-700 dark:text-zinc-300">{String(error.data ?? 'You do not have permission to open this page.')}</p>
        <Link to="/" className={buttonPrimary}>
          Back to the news
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto flex min-h-dvh max-w-lg flex-col items-start justify-center gap-4 px-6" role="alert">
      <h1 className="text-2xl font-bold text-zinc-950 dark:text-white">Admin Panel Error</h1>
      <p className="text-zinc-700 dark:text-zinc-300">Something went wrong in the admin panel. This has been logged for review.</p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Error id: <code className="font-mono">{errorId(error)}</code>
      </p>
      <div className="flex gap-3">
        <a href={pathname} className={buttonPrimary}>
          Try Again
        </a>
        <Link to="/admin" className={buttonSecondary}>
          Return to Dashboard
        </Link>
      </div>
    </div>
  );
}
