/**
 * The admin sidebar's open state (admin-system §2): collapsed to icons or open, toggled by a button or Ctrl/Cmd+B, kept
 * in a cookie for 7 days. A cookie rather than localStorage so the server renders the remembered width at once (no
 * sidebar jumping after hydration).
 *
 * Its groups (Content, System) open and close on their own; the group holding the current page is always open. Which
 * groups a person closed is kept in localStorage (a detail of this browser that the server need not know): the server
 * renders every group open, and the stored state is applied after hydration, so both renders agree.
 */
export const ADMIN_SIDEBAR_COOKIE = 'cei_admin_sidebar';
export const ADMIN_SIDEBAR_MAX_AGE_S = 7 * 24 * 60 * 60;

/** Whether the Cookie header says the sidebar was collapsed (anything else, or nothing: open). */
export function sidebarCollapsedFromCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === ADMIN_SIDEBAR_COOKIE) return rest.join('=') === 'collapsed';
  }
  return false;
}

/** The Set-Cookie-style string the browser stores for the new state (only the back office reads it). */
export function sidebarCookie(collapsed: boolean, secure: boolean): string {
  return `${ADMIN_SIDEBAR_COOKIE}=${collapsed ? 'collapsed' : 'open'}; Max-Age=${ADMIN_SIDEBAR_MAX_AGE_S}; Path=/admin; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Ctrl+B, or Cmd+B on a Mac; not with Shift or Alt (Ctrl+Shift+B is the browser's bookmarks bar). */
export function isSidebarShortcut(e: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return (e.key === 'b' || e.key === 'B') && (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey;
}

/** localStorage key of the groups a person closed (a JSON array of group labels). */
export const ADMIN_NAV_GROUPS_KEY = 'cei_admin_nav_groups';

/** The closed groups from the stored value; anything unreadable counts as none closed (every group open). */
export function closedNavGroupsFrom(stored: string | null | undefined): Set<string> {
  if (!stored) return new Set();
  try {
    const value: unknown = JSON.parse(stored);
    return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 60).slice(0, 20) : []);
  } catch {
    return new Set();
  }
}

/** The value to store for the closed groups (sorted, so the same state is always the same string). */
export function closedNavGroupsValue(closed: Iterable<string>): string {
  return JSON.stringify([...new Set(closed)].sort());
}

/** Whether `pathname` is the page a nav link points to or one below it, as NavLink marks a link active. */
export function isUnderNavPath(pathname: string, to: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === to || path.startsWith(`${to}/`);
}
