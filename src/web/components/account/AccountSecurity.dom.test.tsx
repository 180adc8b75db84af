/**
 * The account security block in a DOM (issue 10): the session list (device in plain words, address, last use, this
 * device marked and first, Sign out on the others only), revoking a session, change password's own checks and the
 * delete dialog (what goes, the password, the server's refusal). The endpoints: src/server/accountSecurity.integration.test.ts.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELETED_WITH_ACCOUNT } from '../../../domain/accountSecurity.ts';
import type { SessionInfo } from '../../lib/accountApi.ts';
import { renderRoute } from '../../testing/renderRoute.tsx';
import { AccountSecurity, SessionList } from './AccountSecurity.tsx';

const NOW = new Date('2026-11-26T10:00:00Z');
const session = (id: string, userAgent: string | null, ipAddress: string | null, updatedAt: string): SessionInfo => ({
  id,
  token: `token-${id}`,
  userAgent,
  ipAddress,
  updatedAt,
  createdAt: '2026-11-25T08:00:00Z',
  expiresAt: '2026-11-27T08:00:00Z',
});
const LAPTOP = session('s-laptop', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36', '203.0.113.5', '2026-11-26T09:59:00Z');
const PHONE = session('s-phone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', '198.51.100.23', '2026-11-26T07:00:00Z');
const OLD = session('s-old', null, null, '2026-11-21T10:35:00Z');

type Route = (body: unknown) => { status: number; body: unknown };
/** Stubs fetch by "METHOD path"; returns the calls made. */
function server(routes: Record<string, Route>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${url}`;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ key, body });
      const answer = routes[key]?.(body) ?? { status: 404, body: { error: { code: 'not_found', message: 'No route' } } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session list', () => {
  it('names each device in plain words with its address and last use; this device first, marked, without Sign out', () => {
    renderRoute(<SessionList sessions={[PHONE, OLD, LAPTOP]} currentId="s-laptop" onRevoke={() => {}} now={NOW} />);
    const rows = screen.getAllByTestId('session');
    expect(rows.map((r) => within(r).getByTestId('session-device').textContent)).toEqual(['Chrome on Windows', 'Safari on iPhone', 'Unknown device']);
    expect(rows[0]?.getAttribute('data-current')).toBe('true');
    expect(within(rows[0] as HTMLElement).getByTestId('this-device').textContent).toBe('This device');
    expect(within(rows[0] as HTMLElement).queryByTestId('revoke-session')).toBeNull();
    expect(rows.map((r) => within(r).getByTestId('session-details').textContent)).toEqual([
      '203.0.113.5 · Active now',
      '198.51.100.23 · Active 3 hours ago',
      'Address unknown · Active 21 Nov 2026, 4:05 pm',
    ]);
    expect(screen.getAllByTestId('this-device')).toHaveLength(1);
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Sign out Safari on iPhone, 198.51.100.23' })).toBeTruthy();
  });
});

describe('account security', () => {
  it('loads the sessions, signs one out, and lists them again', async () => {
    let sessions = [LAPTOP, PHONE];
    const calls = server({
      'GET /api/auth/list-sessions': () => ({ status: 200, body: sessions }),
      'GET /api/auth/get-session': () => ({ status: 200, body: { session: { id: 's-laptop' }, user: {} } }),
      'POST /api/auth/revoke-session': (body) => {
        sessions = sessions.filter((s) => s.token !== (body as { token: string }).token);
        return { status: 200, body: { status: true } };
      },
    });
    renderRoute(<AccountSecurity />, { path: '/dashboard' });
    expect(screen.getByTestId('sessions-loading')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Account security');

    await act(async () => void fireEvent.click(screen.getByTestId('revoke-session')));
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
    expect(calls.filter((c) => c.key === 'POST /api/auth/revoke-session')).toEqual([{ key: 'POST /api/auth/revoke-session', body: { token: 'token-s-phone' } }]);
    expect(await screen.findByText('Safari on iPhone is signed out.')).toBeTruthy();
    // Only this device is left: nothing else to sign out.
    expect((screen.getByTestId('revoke-other-sessions') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the session has ended', async () => {
    server({ 'GET /api/auth/list-sessions': () => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'Unauthorized' } }), 'GET /api/auth/get-session': () => ({ status: 200, body: null }) });
    renderRoute(<AccountSecurity />, { path: '/dashboard' });
    expect((await screen.findByTestId('sessions-error')).textContent).toBe('Your session has ended. Please sign in again.');
  });

  it('changes the password only with the current one and matching new ones', async () => {
    const calls = server({
      'GET /api/auth/list-sessions': () => ({ status: 200, body: [LAPTOP] }),
      'GET /api/auth/get-session': () => ({ status: 200, body: { session: { id: 's-laptop' } } }),
      'POST /api/auth/change-password': () => ({ status: 400, body: { code: 'INVALID_PASSWORD', message: 'Invalid password' } }),
    });
    renderRoute(<AccountSecurity />, { path: '/dashboard' });
    const form = screen.getByTestId('change-password-form');
    const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    const submit = () => act(async () => void fireEvent.click(within(form).getByRole('button', { name: 'Change password' })));
    type('New password', 'River-Lantern-58');
    type('Confirm new password', 'River-Lantern-58');
    await submit();
    expect(screen.getByTestId('field-error-currentPassword').textContent).toBe('Please enter your current password');
    type('Current password', 'River-Lantern-58');
    await submit();
    expect(screen.getByTestId('field-error-newPassword').textContent).toBe('Choose a password different from your current one');
    expect(calls.some((c) => c.key === 'POST /api/auth/change-password')).toBe(false);

    type('Current password', 'Not-My-Password-1');
    await submit();
    expect(calls.find((c) => c.key === 'POST /api/auth/change-password')?.body).toEqual({ currentPassword: 'Not-My-Password-1', newPassword: 'River-Lantern-58', revokeOtherSessions: true });
    expect(screen.getByTestId('field-error-currentPassword').textContent).toBe('That is not your current password.');
  });

  it('deletes the account only from a dialog that says what goes and asks for the password', async () => {
    const calls = server({
      'GET /api/auth/list-sessions': () => ({ status: 200, body: [LAPTOP] }),
      'GET /api/auth/get-session': () => ({ status: 200, body: { session: { id: 's-laptop' } } }),
      'DELETE /api/me': () => ({ status: 403, body: { error: { code: 'forbidden', message: 'That password is not right. Your account was not deleted.' } } }),
    });
    renderRoute(<AccountSecurity />, { path: '/dashboard' });
    await act(async () => void fireEvent.click(screen.getByTestId('delete-account')));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(dialog).getByRole('heading').textContent).toBe('Delete your account?');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(DELETED_WITH_ACCOUNT.length);
    expect(within(dialog).getByTestId('deleted-with-account').textContent).toContain('Your saved stories and likes');

    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' })));
    expect(within(dialog).getByTestId('field-error-password').textContent).toBe('Please enter your current password');
    expect(calls.some((c) => c.key === 'DELETE /api/me')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'Wrong-Pass-1' } });
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' })));
    expect(calls.find((c) => c.key === 'DELETE /api/me')?.body).toEqual({ password: 'Wrong-Pass-1' });
    expect(within(dialog).getByTestId('field-error-password').textContent).toBe('That password is not right. Your account was not deleted.');

    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
