/**
 * The back office's frame (admin-system §2): the sidebar titled Admin Panel (the main site first, then the sections this
 * person may use), a header with the section's title, breadcrumbs and the theme switch, and the screen. Below 768 px
 * the sidebar is a slide-in panel (a Radix dialog: focus trapped, Escape closes). Only sections that exist are listed:
 * a link to a screen that is not built yet would be a placeholder. The named groups (Content, System) open and close
 * with their heading button (aria-expanded, aria-controls); the group holding the current page is always open, and what
 * a person closed is remembered in this browser (lib/adminSidebar.ts), applied after hydration.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { Role } from '../../../domain/roles.ts';
import { ADMIN_NAV_GROUPS_KEY, closedNavGroupsFrom, closedNavGroupsValue, isSidebarShortcut, isUnderNavPath, sidebarCookie } from '../../lib/adminSidebar.ts';
import { focusRing } from '../../lib/ui.ts';
import { Breadcrumb, type Crumb } from '../Breadcrumb.tsx';
import { ChartIcon, CheckCircleIcon, ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, ClockIcon, CloseIcon, TrendingUpIcon, WrenchIcon, HistoryIcon, HomeIcon, LogoMark, MenuIcon, NewspaperIcon, RssIcon, SparklesIcon, UsersIcon } from '../icons.tsx';
import { ThemeSwitch } from '../ThemeSwitch.tsx';

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Roles that see it: moderators review and set status; admins everything. */
  roles: Role[];
  end?: boolean;
}
interface NavGroup {
  label: string | null;
  items: NavItem[];
}

const STAFF: Role[] = ['moderator', 'admin'];
const ADMIN: Role[] = ['admin'];

export const ADMIN_NAV: NavGroup[] = [
  { label: null, items: [{ to: '/admin/dashboard', label: 'Dashboard', icon: <ChartIcon className="h-4 w-4" />, roles: ADMIN }] },
  {
    label: 'Content',
    items: [
      { to: '/admin/content/articles', label: 'Manage Articles', icon: <NewspaperIcon className="h-4 w-4" />, roles: STAFF },
      { to: '/admin/content/review', label: 'Review Queue', icon: <CheckCircleIcon className="h-4 w-4" />, roles: STAFF },
      { to: '/admin/content/rss', label: 'RSS Feeds', icon: <RssIcon className="h-4 w-4" />, roles: ADMIN },
      { to: '/admin/content/lifecycle', label: 'Lifecycle Manager', icon: <ClockIcon className="h-4 w-4" />, roles: ADMIN },
      { to: '/admin/content/site', label: 'Site Content', icon: <WrenchIcon className="h-4 w-4" />, roles: ADMIN },
    ],
  },
  { label: null, items: [{ to: '/admin/analytics', label: 'Analytics', icon: <TrendingUpIcon className="h-4 w-4" />, roles: ADMIN }] },
  { label: null, items: [{ to: '/admin/users', label: 'Users', icon: <UsersIcon className="h-4 w-4" />, roles: ADMIN }] },
  {
    label: 'System',
    items: [
      { to: '/admin/system/classifier', label: 'Classifier', icon: <SparklesIcon className="h-4 w-4" />, roles: ADMIN },
      { to: '/admin/audit-log', label: 'Audit Log', icon: <HistoryIcon className="h-4 w-4" />, roles: ADMIN },
    ],
  },
];

/** Friendly names of path segments (admin-system §2 breadcrumbs). */
const SEGMENT_TITLES: Record<string, string> = {
  dashboard: 'Dashboard Overview',
  content: 'Content',
  articles: 'Article Management',
  review: 'Review Queue',
  'audit-log': 'Audit Log',
  rss: 'RSS Feed Management',
  system: 'System',
  classifier: 'Classifier',
  users: 'User Management',
  new: 'New Article',
  edit: 'Edit Article',
  preview: 'Preview',
  lifecycle: 'Lifecycle Manager',
  site: 'Site Content',
  analytics: 'Analytics',
};
/** The header's title by section (admin-system §2). */
function sectionTitle(path: string): string {
  if (path.startsWith('/admin/content')) return 'Content Management';
  if (path.startsWith('/admin/audit-log') || path.startsWith('/admin/system')) return 'System Administration';
  if (path.startsWith('/admin/users')) return 'User Management';
  if (path.startsWith('/admin/analytics')) return 'Analytics & Insights';
  return 'Dashboard';
}

export function adminCrumbs(path: string): Crumb[] {
  const segments = path.replace(/^\/admin\/?/, '').split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ label: 'Home', to: '/admin' }];
  if (segments.length === 0) return [...crumbs, { label: 'Dashboard Overview' }];
  let to = '/admin';
  for (const [i, s] of segments.entries()) {
    to += `/${s}`;
    // An id names the article the next segment acts on (…/articles/{id}/edit): it is not a screen of its own.
    if (/^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(s)) continue;
    // "content" and "system" have no screen of their own: they name the group; the last segment is the page itself.
    crumbs.push({ label: SEGMENT_TITLES[s] ?? s, ...(s === 'content' || s === 'system' || i === segments.length - 1 ? {} : { to }) });
  }
  return crumbs;
}

/** The open and closed groups: every group open on the server and at hydration, then the browser's stored choice. */
function useClosedNavGroups(): [ReadonlySet<string>, (label: string) => void] {
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    try {
      setClosed(closedNavGroupsFrom(window.localStorage.getItem(ADMIN_NAV_GROUPS_KEY)));
    } catch {
      // Storage unavailable (private mode, blocked): every group stays open.
    }
  }, []);
  const toggle = useCallback((label: string) => {
    setClosed((was) => {
      const next = new Set(was);
      if (!next.delete(label)) next.add(label);
      try {
        window.localStorage.setItem(ADMIN_NAV_GROUPS_KEY, closedNavGroupsValue(next));
      } catch {
        // Not remembered, still toggled.
      }
      return next;
    });
  }, []);
  return [closed, toggle];
}

/** Touch-sized (44 px) everywhere but a wide screen with a mouse, where the sidebar keeps its dense 36 px rows. */
const rowHeight = 'min-h-11 md:pointer-fine:min-h-9';

interface SidebarNavProps {
  role: Role;
  onNavigate?: () => void;
  /** Desktop only: icons, each link still named for screen readers and titled for a pointer's hover; groups all shown. */
  collapsed?: boolean;
  closedGroups: ReadonlySet<string>;
  onToggleGroup: (label: string) => void;
}

function SidebarNav({ role, onNavigate, collapsed = false, closedGroups, onToggleGroup }: SidebarNavProps) {
  const { pathname } = useLocation();
  const idBase = useId();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-2.5 rounded-md py-2 text-sm ${rowHeight} ${collapsed ? 'justify-center px-0' : 'px-2.5'} ${focusRing} ${
      isActive
        ? 'bg-brand-50 font-semibold text-brand-800 dark:bg-brand-500/15 dark:text-brand-200'
        : 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white'
    }`;
  const label = (text: string) => (collapsed ? <span className="sr-only">{text}</span> : text);
  return (
    <nav aria-label="Admin sections" className={`flex flex-col ${collapsed ? 'gap-2' : 'gap-4'}`}>
      <Link
        to="/"
        onClick={onNavigate}
        title={collapsed ? 'View the site' : undefined}
        className={`flex items-center gap-2.5 rounded-md py-2 text-sm text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800 ${rowHeight} ${collapsed ? 'justify-center' : 'px-2.5'} ${focusRing}`}
      >
        <HomeIcon className="h-4 w-4" /> {label('View the site')}
      </Link>
      {ADMIN_NAV.map((group, index) => {
        const items = group.items.filter((i) => i.roles.includes(role));
        if (items.length === 0) return null;
        const list = (
          <ul className="flex flex-col gap-0.5">
            {items.map((i) => (
              <li key={i.to}>
                <NavLink to={i.to} end={i.end} onClick={onNavigate} className={linkClass} title={collapsed ? i.label : undefined}>
                  {i.icon}
                  {label(i.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        );
        if (!group.label) return <div key={items[0]?.to}>{list}</div>;
        // Icons only: every group's icons stay in view; the group's name is for screen readers.
        if (collapsed) {
          return (
            <div key={group.label} className="border-t border-zinc-200 pt-2 dark:border-zinc-800">
              <p className="sr-only">{group.label}</p>
              {list}
            </div>
          );
        }
        const holdsCurrentPage = items.some((i) => isUnderNavPath(pathname, i.to));
        const open = holdsCurrentPage || !closedGroups.has(group.label);
        const listId = `${idBase}-group-${index}`;
        return (
          <div key={group.label} data-testid="admin-nav-group">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={listId}
              // The group of the page you are on stays open: its button says so rather than doing nothing silently.
              aria-disabled={holdsCurrentPage || undefined}
              title={holdsCurrentPage ? 'Holds the page you are on, so it stays open' : undefined}
              onClick={() => (holdsCurrentPage ? undefined : onToggleGroup(group.label as string))}
              className={`flex w-full items-center justify-between gap-2 rounded-md px-2.5 py-1 text-left text-xs font-semibold tracking-wide text-zinc-600 uppercase hover:bg-zinc-100 hover:text-zinc-950 aria-disabled:cursor-default aria-disabled:hover:bg-transparent aria-disabled:hover:text-zinc-600 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white dark:aria-disabled:hover:text-zinc-400 ${rowHeight} ${focusRing}`}
            >
              <span>
                {group.label}
                {holdsCurrentPage ? <span className="sr-only"> (current section)</span> : null}
              </span>
              <ChevronDownIcon className={`h-4 w-4 shrink-0 motion-safe:transition-transform ${open ? '' : '-rotate-90'} ${holdsCurrentPage ? 'opacity-40' : ''}`} />
            </button>
            <div id={listId} hidden={!open} className="pt-1">
              {list}
            </div>
          </div>
        );
      })}
    </nav>
  );
}

export function AdminShell({ role, name, sidebarCollapsed = false, children }: { role: Role; name: string; sidebarCollapsed?: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(sidebarCollapsed);
  const [closedGroups, toggleGroup] = useClosedNavGroups();
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      document.cookie = sidebarCookie(!was, window.location.protocol === 'https:');
      return !was;
    });
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSidebarShortcut(e)) return;
      e.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);
  return (
    <div className="flex min-h-dvh bg-zinc-50 text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
      <a href="#admin-main" className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        Skip to content
      </a>
      {/* The column runs the whole height of the page (its background and border never end above a long page's
          bottom); its content sticks to the top of the window and scrolls on its own when taller. */}
      <aside
        id="admin-sidebar"
        className={`hidden shrink-0 self-stretch border-r border-zinc-200 bg-white md:block dark:border-zinc-800 dark:bg-zinc-900 ${collapsed ? 'w-16' : 'w-64'}`}
        aria-label="Admin Panel"
      >
        <div data-testid="admin-sidebar-inner" className={`sticky top-0 flex h-dvh flex-col gap-5 overflow-y-auto py-4 ${collapsed ? 'px-2' : 'px-3'}`}>
          <p className={`flex items-center gap-2 text-base font-bold text-zinc-950 dark:text-white ${collapsed ? 'justify-center' : 'px-2.5'}`}>
            <LogoMark className="h-7 w-7" /> <span className={collapsed ? 'sr-only' : undefined}>Admin Panel</span>
          </p>
          <SidebarNav role={role} collapsed={collapsed} closedGroups={closedGroups} onToggleGroup={toggleGroup} />
          <button
            type="button"
            onClick={toggle}
            aria-controls="admin-sidebar"
            aria-expanded={!collapsed}
            title={`${collapsed ? 'Expand' : 'Collapse'} the sidebar (Ctrl+B)`}
            className={`mt-auto flex items-center gap-2.5 rounded-md py-2 text-sm text-zinc-600 hover:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-800 ${collapsed ? 'justify-center' : 'px-2.5'} ${focusRing}`}
          >
            {collapsed ? <ChevronRightIcon className="h-4 w-4" /> : <ChevronLeftIcon className="h-4 w-4" />}
            <span className={collapsed ? 'sr-only' : undefined}>{collapsed ? 'Expand sidebar' : 'Collapse sidebar'}</span>
            {collapsed ? null : (
              <kbd className="ml-auto rounded border border-zinc-300 px-1 font-mono text-[11px] text-zinc-500 dark:border-zinc-700 dark:text-zinc-400" aria-hidden="true">
                Ctrl B
              </kbd>
            )}
          </button>
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-zinc-200 bg-white/95 px-4 py-2.5 backdrop-blur sm:px-6 dark:border-zinc-800 dark:bg-zinc-900/95">
          <RadixDialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <RadixDialog.Trigger className={`inline-flex h-10 w-10 items-center justify-center rounded-md text-zinc-700 hover:bg-zinc-100 md:hidden dark:text-zinc-200 dark:hover:bg-zinc-800 ${focusRing}`} aria-label="Open the admin menu">
              <MenuIcon />
            </RadixDialog.Trigger>
            <RadixDialog.Portal>
              <RadixDialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/60" />
              <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 flex-col gap-5 overflow-y-auto bg-white px-3 py-4 shadow-xl focus:outline-none dark:bg-zinc-900" aria-describedby={undefined}>
                <div className="flex items-center justify-between px-2.5">
                  <RadixDialog.Title className="flex items-center gap-2 text-base font-bold text-zinc-950 dark:text-white">
                    <LogoMark className="h-7 w-7" /> Admin Panel
                  </RadixDialog.Title>
                  <RadixDialog.Close className={`inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-zinc-100 dark:hover:bg-zinc-800 ${focusRing}`} aria-label="Close the admin menu">
                    <CloseIcon />
                  </RadixDialog.Close>
                </div>
                <SidebarNav role={role} onNavigate={() => setMenuOpen(false)} closedGroups={closedGroups} onToggleGroup={toggleGroup} />
              </RadixDialog.Content>
            </RadixDialog.Portal>
          </RadixDialog.Root>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-zinc-950 dark:text-white">{sectionTitle(pathname)}</p>
            <Breadcrumb items={adminCrumbs(pathname)} />
          </div>
          <span className="hidden text-sm text-zinc-600 sm:inline dark:text-zinc-400">
            {name} · <span className="capitalize">{role}</span>
          </span>
          <ThemeSwitch compact />
        </header>
        <main id="admin-main" className="min-w-0 flex-1 px-4 py-5 sm:px-6">
          {children}
        </main>
      </div>
    </div>
  );
}
