/**
 * The admin sidebar's groups in a DOM (admin-system §2): Content and System open and close with their heading button
 * (aria-expanded, aria-controls, keyboard), the group of the current page stays open whatever was stored, the choice
 * is remembered in localStorage and applied after hydration (the server's markup has every group open, so hydrating
 * it raises no mismatch), and the sidebar column runs the page's whole height with its content sticky.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
// react-dom/static, not react-dom/server: the lint rule keeps anything named server out of web/.
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../domain/roles.ts';
import { ADMIN_NAV_GROUPS_KEY } from '../../lib/adminSidebar.ts';
import { AdminShell } from './AdminShell.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const shell = (path: string, role: Role = 'admin', sidebarCollapsed = false) => (
  <MemoryRouter initialEntries={[path]}>
    <AdminShell role={role} name="Asha Admin" sidebarCollapsed={sidebarCollapsed}>
      <p>The page</p>
    </AdminShell>
  </MemoryRouter>
);
const sidebar = () => screen.getByRole('complementary', { name: 'Admin Panel' });
const groupButton = (name: string) => within(sidebar()).getByRole('button', { name: new RegExp(`^${name}`) });
/** The element a group's button controls (its links). */
const controlled = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
const stored = () => JSON.parse(localStorage.getItem(ADMIN_NAV_GROUPS_KEY) ?? 'null') as unknown;

describe('admin sidebar groups', () => {
  it('opens and closes a group with its button, remembers it, and keeps the group of the current page open', async () => {
    const user = userEvent.setup();
    render(shell('/admin/content/articles/new'));
    const content = groupButton('Content');
    const system = groupButton('System');
    expect(content.getAttribute('aria-expanded')).toBe('true');
    expect(system.getAttribute('aria-expanded')).toBe('true');
    expect(controlled(system).hidden).toBe(false);
    expect(within(controlled(system)).getByRole('link', { name: 'Audit Log' })).toBeTruthy();

    await user.click(system);
    expect(system.getAttribute('aria-expanded')).toBe('false');
    expect(controlled(system).hidden).toBe(true);
    expect(within(sidebar()).queryByRole('link', { name: 'Audit Log' })).toBeNull();
    expect(stored()).toEqual(['System']);

    // The group holding /admin/content/articles/new: it says so and stays open.
    expect(content.getAttribute('aria-disabled')).toBe('true');
    expect(content.textContent).toContain('(current section)');
    await user.click(content);
    expect(content.getAttribute('aria-expanded')).toBe('true');
    expect(within(controlled(content)).getByRole('link', { name: 'Manage Articles' }).getAttribute('aria-current')).toBe('page');
    expect(stored()).toEqual(['System']);

    // From the keyboard: Tab to the button, Enter and Space toggle it, with a visible focus ring.
    system.blur();
    content.focus();
    await user.tab();
    // Content's links come first (Manage Articles, …, Site Content), then the next links, then System.
    while (document.activeElement !== system) await user.tab();
    expect(system.className).toContain('focus-visible:ring-2');
    await user.keyboard('{Enter}');
    expect(system.getAttribute('aria-expanded')).toBe('true');
    expect(stored()).toEqual([]);
    await user.keyboard(' ');
    expect(system.getAttribute('aria-expanded')).toBe('false');
  });

  it('applies the stored state after hydration, without a mismatch: the server renders every group open', async () => {
    // The server has no localStorage: its render sees none stored. The browser has one.
    const html = await new Response((await prerender(shell('/admin/users'))).prelude).text();
    localStorage.setItem(ADMIN_NAV_GROUPS_KEY, JSON.stringify(['Content', 'System']));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    // The server's markup: both groups open (it cannot know this browser's choice).
    const serverButtons = [...container.querySelectorAll('[data-testid="admin-nav-group"] > button')];
    expect(serverButtons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'true']);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, shell('/admin/users'), { onRecoverableError: (err) => void recoverable.push(err) });
      });
      // Then the stored choice: both closed (neither holds /admin/users).
      await waitFor(() => expect(groupButton('Content').getAttribute('aria-expanded')).toBe('false'));
      expect(groupButton('System').getAttribute('aria-expanded')).toBe('false');
      // No mismatch. (The static renderer and the client's share React's contexts in one test process, which React's
      // development build notes as "multiple renderers"; a browser never has both.)
      const logged = errors.mock.calls.map((c) => String(c[0]).slice(0, 300)).filter((m) => !m.includes('multiple renderers'));
      expect(logged).toEqual([]);
      expect(recoverable).toEqual([]);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('opens the group of the current page even when it was stored closed', async () => {
    localStorage.setItem(ADMIN_NAV_GROUPS_KEY, JSON.stringify(['Content', 'System']));
    render(shell('/admin/system/classifier'));
    await waitFor(() => expect(groupButton('Content').getAttribute('aria-expanded')).toBe('false'));
    expect(groupButton('System').getAttribute('aria-expanded')).toBe('true');
    expect(within(sidebar()).getByRole('link', { name: 'Classifier' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a moderator only the Content group; collapsed to icons, every group’s links stay without toggles', () => {
    render(shell('/admin/content/review', 'moderator'));
    expect(within(sidebar()).queryByRole('button', { name: /^System/ })).toBeNull();
    expect(groupButton('Content').getAttribute('aria-expanded')).toBe('true');
  });

  it('collapsed to icons: every link stays in view and no group button is offered', () => {
    localStorage.setItem(ADMIN_NAV_GROUPS_KEY, JSON.stringify(['System']));
    render(shell('/admin/users', 'admin', true));
    expect(within(sidebar()).queryAllByTestId('admin-nav-group')).toEqual([]);
    expect(within(sidebar()).getByRole('link', { name: 'Audit Log' })).toBeTruthy();
  });

  it('gives group buttons and links 44 px rows on touch screens, and runs the sidebar column the page’s whole height', () => {
    render(shell('/admin/content/articles'));
    for (const el of [groupButton('System'), within(sidebar()).getByRole('link', { name: 'Audit Log' })]) expect(el.className).toContain('min-h-11');
    // The column stretches with the page (no fixed height of its own); its content sticks to the window.
    expect(sidebar().className).toContain('self-stretch');
    expect(sidebar().className).not.toContain('h-dvh');
    const inner = within(sidebar()).getByTestId('admin-sidebar-inner');
    expect(inner.className).toMatch(/\bsticky\b/);
    expect(inner.className).toContain('h-dvh');
  });
});
