/**
 * The admin sidebar's open state (admin-system §2): collapsed to icons or open, toggled by a button or Ctrl/Cmd+B, kept
 * in a cookie for 7 days. A cookie rather than localStorage so the server renders the remembered width at once (no
 * sidebar jumping after hydration).
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
