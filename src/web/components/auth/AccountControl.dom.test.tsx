/**
 * The header's account controls (public-site §2 Header; issue 10): Dashboard, Bookmarks and Sign Out for every
 * signed-in reader, Admin Dashboard only for the back office's staff, in the desktop menu and the phone list alike.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/roles.ts';
import { renderRoute } from '../../testing/renderRoute.tsx';
import { AccountControl } from './AccountControl.tsx';

const viewer = (role: Role) => ({ name: 'Asha Rao', role });

async function openDesktopMenu(role: Role) {
  renderRoute(<AccountControl viewer={viewer(role)} />, { path: '/' });
  fireEvent.pointerDown(await screen.findByTestId('account-menu-button'), { button: 0, ctrlKey: false, pointerType: 'mouse' });
  return screen.findByRole('menu');
}

describe('AccountControl', () => {
  it.each(['admin', 'moderator'] as const)('offers the Admin Dashboard to a %s in the Account menu', async (role) => {
    const menu = await openDesktopMenu(role);
    const item = await screen.findByRole('menuitem', { name: 'Admin Dashboard' });
    expect(menu.contains(item)).toBe(true);
    expect(item.getAttribute('href')).toBe('/admin');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Dashboard', 'Bookmarks', 'Admin Dashboard', 'Sign Out']);
  });

  it('never offers it to a reader', async () => {
    await openDesktopMenu('user');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Dashboard', 'Bookmarks', 'Sign Out']);
    expect(screen.queryByTestId('admin-dashboard-link')).toBeNull();
  });

  it('lists the same in the phone menu', () => {
    const { unmount } = renderRoute(<AccountControl viewer={viewer('admin')} stacked />, { path: '/' });
    expect(screen.getByTestId('admin-dashboard-link').getAttribute('href')).toBe('/admin');
    unmount();
    renderRoute(<AccountControl viewer={viewer('user')} stacked />, { path: '/' });
    expect(screen.getByTestId('dashboard-link')).toBeTruthy();
    expect(screen.queryByTestId('admin-dashboard-link')).toBeNull();
  });
});
