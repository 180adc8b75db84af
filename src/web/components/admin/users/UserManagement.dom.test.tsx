/**
 * User management in a DOM (admin-content §2, §8): the list read from the API with its stats and tabs, the per-user
 * menu (no role, message or suspension on the admin's own row), the role change and suspension with the spec's toasts,
 * a pending invitation's Resend and Cancel (confirmed), a failed load with Retry. The server is a fetch stand-in; the real API is covered by
 * src/server/adminUsersApi.integration.test.ts.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserList, AdminUserListQuery, AdminUserView } from '../../../../domain/adminUsers.ts';
import { currentToasts } from '../../../lib/toast.ts';
import { renderRoute } from '../../../testing/renderRoute.tsx';
import { UserManagement } from './UserManagement.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const user = (id: string, name: string, over: Partial<AdminUserView> = {}): AdminUserView => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
  role: 'user',
  emailVerified: true,
  suspended: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  lastActiveAt: '2026-03-02T10:00:00.000Z',
  sessionCount: 1,
  ...over,
});
const ME = user('me', 'Asha Admin', { role: 'admin' });
const RAVI = user('ravi', 'Ravi Reader');
const list: AdminUserList = {
  users: [ME, RAVI],
  totalCount: 2,
  page: 1,
  pageSize: 25,
  totalPages: 1,
  stats: { total: 2, active: 2, newThisWeek: 1, admins: 1, moderators: 0, suspended: 0 },
};
const query: AdminUserListQuery = { tab: 'all', q: '', page: 1 };

type Handler = (method: string, url: string, body: unknown) => { status: number; body: unknown };
function stubFetch(handler: Handler) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const r = handler(method, url, body);
      return new Response(JSON.stringify(r.body), { status: r.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const renderScreen = (q: AdminUserListQuery = query) => renderRoute(<UserManagement query={q} currentUserId="me" />, { path: '/admin/users' });
const openMenu = (row: HTMLElement) => {
  const trigger = within(row).getByTestId('user-menu');
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
};

describe('User Management', () => {
  it('shows a skeleton, then the stats, tabs and rows from the API', async () => {
    const calls = stubFetch(() => ({ status: 200, body: list }));
    renderScreen({ tab: 'admins', q: 'asha', page: 1 });
    expect(screen.getByTestId('user-table-skeleton')).toBeTruthy();
    const rows = await screen.findAllByTestId('user-row');
    expect(rows).toHaveLength(2);
    expect(calls[0]?.url).toBe('/api/admin/users?tab=admins&q=asha');
    expect(within(screen.getByTestId('user-stats')).getByText('Total users')).toBeTruthy();
    expect(screen.getByTestId('tab-admins').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('tab-active').getAttribute('href')).toBe('/admin/users?tab=active&q=asha');
    expect(within(rows[0]!).getByText('(you)')).toBeTruthy();
    expect(within(rows[1]!).queryByTestId('invite-pending-badge')).toBeNull();
    expect(within(rows[1]!).getByTestId('role-badge').textContent).toBe('User');
  });

  it('offers only Sessions on the admin’s own row, and the full menu on another', async () => {
    stubFetch(() => ({ status: 200, body: list }));
    renderScreen();
    const rows = await screen.findAllByTestId('user-row');
    openMenu(rows[0]!);
    expect(await screen.findByRole('menuitem', { name: 'Sessions' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Change Role' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Suspend User' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    openMenu(rows[1]!);
    for (const name of ['Change Role', 'Send Message', 'Sessions', 'Suspend User']) expect(await screen.findByRole('menuitem', { name })).toBeTruthy();
  });

  it('changes a role and says so with the spec’s toast, then reads the list again', async () => {
    const calls = stubFetch((method) => (method === 'PATCH' ? { status: 200, body: { user: { ...RAVI, role: 'moderator' }, changed: true } } : { status: 200, body: list }));
    renderScreen();
    const rows = await screen.findAllByTestId('user-row');
    openMenu(rows[1]!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Change Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Moderator/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(currentToasts().some((t) => t.title === 'User role updated to moderator.')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/admin/users/ravi', body: { role: 'moderator' } });
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it('confirms a suspension and says the user was notified; a refusal raises the failure toast', async () => {
    let refuse = false;
    stubFetch((method) =>
      method === 'POST'
        ? refuse
          ? { status: 409, body: { error: { code: 'conflict', message: 'ravi is the last active admin.' } } }
          : { status: 200, body: { user: { ...RAVI, suspended: true }, changed: true, sessionsEnded: 1 } }
        : { status: 200, body: list },
    );
    renderScreen();
    const rows = await screen.findAllByTestId('user-row');
    openMenu(rows[1]!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Suspend User' }));
    fireEvent.click(await screen.findByTestId('confirm-suspend'));
    await waitFor(() => expect(currentToasts().some((t) => t.title === 'User has been notified of suspension.')).toBe(true));
    refuse = true;
    openMenu((await screen.findAllByTestId('user-row'))[1]!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Suspend User' }));
    fireEvent.click(await screen.findByTestId('confirm-suspend'));
    await waitFor(() => expect(currentToasts().some((t) => t.title === 'Failed to suspend user.' && t.description === 'ravi is the last active admin.')).toBe(true));
  });

  it('sends a message only with a title and a message', async () => {
    const calls = stubFetch((method) => (method === 'POST' ? { status: 201, body: { notificationId: 'n1', mailed: true } } : { status: 200, body: list }));
    renderScreen();
    openMenu((await screen.findAllByTestId('user-row'))[1]!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Send Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send message' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(within(dialog).getByRole('alert').textContent).toMatch(/both the title and the message/);
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Hello' } });
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Welcome to the site.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(currentToasts().some((t) => t.title === 'Message sent successfully.')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/admin/users/ravi/message', body: { title: 'Hello', message: 'Welcome to the site.' } });
  });

  describe('a pending invitation', () => {
    const PRIYA = user('priya', 'Priya Invitee', { role: 'moderator', emailVerified: false, lastActiveAt: null, sessionCount: 0, invitePending: true });
    const withInvite: AdminUserList = { ...list, users: [ME, RAVI, PRIYA], totalCount: 3 };
    const priyaRow = async () => (await screen.findAllByTestId('user-row'))[2]!;

    it('shows "Invitation pending" and offers Resend invitation, Change Role and Cancel invitation only', async () => {
      stubFetch(() => ({ status: 200, body: withInvite }));
      renderScreen();
      const row = await priyaRow();
      expect(within(row).getByTestId('invite-pending-badge').textContent).toBe('Invitation pending');
      openMenu(row);
      const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
      expect(items).toEqual(['Resend invitation', 'Change Role', 'Cancel invitation']);
    });

    it('resends with one click: the success toast and the list read again; a refusal (429) raises the failure toast with the server’s words', async () => {
      let refuse = false;
      const calls = stubFetch((method) =>
        method === 'POST'
          ? refuse
            ? { status: 429, body: { error: { code: 'rate_limited', message: 'An invitation link was sent to this account less than 60 s ago. Try again in 42 s.' } } }
            : { status: 200, body: { user: PRIYA, expiresAt: '2026-03-05T10:00:00.000Z' } }
          : { status: 200, body: withInvite },
      );
      renderScreen();
      openMenu(await priyaRow());
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Resend invitation' }));
      await waitFor(() => expect(currentToasts().some((t) => t.title === 'Invitation sent again to priya.invitee@example.com.' && t.variant === 'success')).toBe(true));
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/admin/users/priya/invite/resend']);
      await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));

      refuse = true;
      openMenu(await priyaRow());
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Resend invitation' }));
      await waitFor(() =>
        expect(currentToasts().some((t) => t.title === 'Failed to resend the invitation.' && t.variant === 'destructive' && t.description?.includes('Try again in 42 s'))).toBe(true),
      );
    });

    it('cancels only after the confirmation: Keep invitation sends nothing; Cancel invitation deletes, toasts and reads the list again', async () => {
      const calls = stubFetch((method) => (method === 'DELETE' ? { status: 200, body: { cancelled: true } } : { status: 200, body: withInvite }));
      renderScreen();
      openMenu(await priyaRow());
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Cancel invitation' }));
      let dialog = await screen.findByRole('dialog', { name: 'Cancel this invitation?' });
      expect(dialog.textContent).toContain('priya.invitee@example.com');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep invitation' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

      openMenu(await priyaRow());
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Cancel invitation' }));
      dialog = await screen.findByRole('dialog', { name: 'Cancel this invitation?' });
      fireEvent.click(within(dialog).getByTestId('confirm-cancel-invite'));
      await waitFor(() => expect(currentToasts().some((t) => t.title === 'Invitation to priya.invitee@example.com cancelled.' && t.variant === 'success')).toBe(true));
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/admin/users/priya/invite']);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    });

    it('a refused cancel (accepted meanwhile, 409) raises the failure toast and reads the list again', async () => {
      const calls = stubFetch((method) =>
        method === 'DELETE' ? { status: 409, body: { error: { code: 'conflict', message: 'This invitation was already accepted.' } } } : { status: 200, body: withInvite },
      );
      renderScreen();
      openMenu(await priyaRow());
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Cancel invitation' }));
      fireEvent.click(await screen.findByTestId('confirm-cancel-invite'));
      await waitFor(() => expect(currentToasts().some((t) => t.title === 'Failed to cancel the invitation.' && t.description === 'This invitation was already accepted.')).toBe(true));
      await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    });
  });

  it('shows an error with Retry when the list fails to load', async () => {
    let fail = true;
    stubFetch(() => (fail ? { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong.' } } } : { status: 200, body: list }));
    renderScreen();
    const error = await screen.findByTestId('user-load-error');
    expect(error.textContent).toContain('Failed to load users. Please try again.');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('user-row')).toHaveLength(2);
  });
});
