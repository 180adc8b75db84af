import { describe, expect, it } from 'vitest';
import { ADMIN_SIDEBAR_MAX_AGE_S, closedNavGroupsFrom, closedNavGroupsValue, isSidebarShortcut, isUnderNavPath, sidebarCollapsedFromCookie, sidebarCookie } from './adminSidebar.ts';

describe('admin sidebar state', () => {
  it('reads the collapsed state from the Cookie header, open by default', () => {
    expect(sidebarCollapsedFromCookie(null)).toBe(false);
    expect(sidebarCollapsedFromCookie('')).toBe(false);
    expect(sidebarCollapsedFromCookie('cei.session_token=abc; cei_admin_sidebar=collapsed')).toBe(true);
    expect(sidebarCollapsedFromCookie('cei_admin_sidebar=open; theme=dark')).toBe(false);
    expect(sidebarCollapsedFromCookie('x_cei_admin_sidebar=collapsed')).toBe(false);
    expect(sidebarCollapsedFromCookie('cei_admin_sidebar=collapsedX')).toBe(false);
  });

  it('keeps the state for 7 days under /admin, Secure over HTTPS', () => {
    expect(ADMIN_SIDEBAR_MAX_AGE_S).toBe(604_800);
    expect(sidebarCookie(true, false)).toBe('cei_admin_sidebar=collapsed; Max-Age=604800; Path=/admin; SameSite=Lax');
    expect(sidebarCookie(false, true)).toBe('cei_admin_sidebar=open; Max-Age=604800; Path=/admin; SameSite=Lax; Secure');
  });

  it('toggles on Ctrl+B and Cmd+B only', () => {
    const k = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
    expect(isSidebarShortcut(k('b', { ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(k('b', { metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(k('B', { ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(k('b'))).toBe(false);
    expect(isSidebarShortcut(k('b', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSidebarShortcut(k('b', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSidebarShortcut(k('n', { ctrlKey: true }))).toBe(false);
  });

  it('reads the closed groups from storage, every group open when the value is missing or unreadable', () => {
    expect([...closedNavGroupsFrom(null)]).toEqual([]);
    expect([...closedNavGroupsFrom('')]).toEqual([]);
    expect([...closedNavGroupsFrom('not json')]).toEqual([]);
    expect([...closedNavGroupsFrom('{"System": false}')]).toEqual([]);
    expect([...closedNavGroupsFrom('["System", 3, "", null, "Content"]')]).toEqual(['System', 'Content']);
    expect(closedNavGroupsValue(new Set(['System', 'Content']))).toBe('["Content","System"]');
    expect([...closedNavGroupsFrom(closedNavGroupsValue(['System']))]).toEqual(['System']);
  });

  it('says whether a path is a nav link’s page or below it', () => {
    expect(isUnderNavPath('/admin/content/articles', '/admin/content/articles')).toBe(true);
    expect(isUnderNavPath('/admin/content/articles/new', '/admin/content/articles')).toBe(true);
    expect(isUnderNavPath('/admin/content/articles/', '/admin/content/articles')).toBe(true);
    expect(isUnderNavPath('/admin/content/articlesX', '/admin/content/articles')).toBe(false);
    expect(isUnderNavPath('/admin/users', '/admin/content/articles')).toBe(false);
  });
});
