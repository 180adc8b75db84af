/**
 * Invite user on the Users screen (issue 11 item 8): the dialog checks email and name with sign-up's rules before
 * sending, a 409 lands on the email field, and a sent invitation closes the dialog, says so and reads the list again
 * (the new account with its "Invitation pending" badge). The server is a fetch stand-in; the real API:
 * src/server/routes/adminInviteImport.integration.test.ts.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserList, AdminUserView } from '../../../../domain/adminUsers.ts';
import { currentToasts } from '../../../lib/toast.ts';
import { renderRoute } from '../../../testing/renderRoute.tsx';
import { UserManagement } from './UserManagement.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ME: AdminUserView = { id: 'me', name: 'Asha Admin', email: 'asha@example.com', role: 'admin', emailVerified: true, suspended: false, createdAt: '2026-03-01T10:00:00.000Z', lastActiveAt: null, sessionCount: 1, invitePending: false };
const RIYA: AdminUserView = { ...ME, id: 'riya', name: 'Riya Sen', email: 'riya@example.com', role: 'moderator', emailVerified: false, sessionCount: 0, invitePending: true };
const listOf = (users: AdminUserView[]): AdminUserList => ({ users, totalCount: users.length, page: 1, pageSize: 25, totalPages: 1, stats: { total: users.length, active: 1, newThisWeek: 1, admins: 1, moderators: 0, suspended: 0 } });

function stubFetch(invite: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const calls: { method: string; url: string; body: Record<string, unknown> | undefined }[] = [];
  let invited = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ method, url, body });
      const r = method === 'POST' && url === '/api/admin/users/invite' ? invite(body ?? {}) : { status: 200, body: listOf(invited ? [RIYA, ME] : [ME]) };
      if (method === 'POST' && r.status === 201) invited = true;
      return new Response(JSON.stringify(r.body), { status: r.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const renderScreen = () => renderRoute(<UserManagement query={{ tab: 'all', q: '', page: 1 }} currentUserId="me" />, { path: '/admin/users' });

async function openDialog() {
  await screen.findByText('asha@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Invite user' }));
  return screen.findByRole('dialog', { name: 'Invite user' });
}

describe('Invite user', () => {
  it('checks the fields before sending: a bad email and an empty name are flagged on their fields', async () => {
    const calls = stubFetch(() => ({ status: 500, body: {} }));
    renderScreen();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await within(dialog).findByTestId('invite-error-email')).textContent).toBeTruthy();
    expect(within(dialog).getByTestId('invite-error-name').textContent).toBe('Name is required');
    expect(within(dialog).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Email'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows a 409 on the email field and keeps the dialog open', async () => {
    stubFetch(() => ({ status: 409, body: { error: { code: 'conflict', message: 'An account with this email already exists.' } } }));
    renderScreen();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Asha Again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await within(dialog).findByTestId('invite-error-email')).textContent).toBe('An account with this email already exists.');
    expect(screen.getByRole('dialog', { name: 'Invite user' })).toBeTruthy();
  });

  it('sends email, name and role, closes, says so and shows the new account as a pending invite', async () => {
    const calls = stubFetch(() => ({ status: 201, body: { user: RIYA, expiresAt: '2026-11-29T10:00:00.000Z' } }));
    renderScreen();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'Riya@Example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Riya Sen' } });
    fireEvent.change(within(dialog).getByTestId('invite-role'), { target: { value: 'moderator' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite user' })).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'riya@example.com', name: 'Riya Sen', role: 'moderator' });
    await waitFor(() => expect(currentToasts().map((t) => t.title)).toContain('Invitation sent to riya@example.com.'));
    expect((await screen.findByTestId('invite-pending-badge')).textContent).toBe('Invitation pending');
  });
});
