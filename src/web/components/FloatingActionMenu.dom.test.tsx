/** The floating action menu's keyboard behaviour and share sheet in a DOM (public-site §2); its sizes: e2e/pwa.test.ts. */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, TEST_SITE } from '../testing/renderRoute.tsx';
import { FloatingActionMenu } from './FloatingActionMenu.tsx';

const focused = () => document.activeElement?.getAttribute('data-testid');
const press = (key: string) => act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key }));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('floating action menu', () => {
  it('is a keyboard-operable menu button: arrows move, Escape closes and returns focus', () => {
    renderRoute(<FloatingActionMenu />, { path: '/about' });
    const button = screen.getByTestId('fab-button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => button.focus());
    // Enter on a focused button is a click.
    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe('fab-search');
    press('ArrowDown');
    expect(focused()).toBe('fab-bookmarks');
    press('End');
    expect(focused()).toBe('fab-settings');
    press('ArrowDown');
    expect(focused()).toBe('fab-search');
    press('Escape');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(focused()).toBe('fab-button');
  });

  it('uses the device share sheet with the site title and link where there is one', async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
    renderRoute(<FloatingActionMenu />, { path: '/about' });
    act(() => screen.getByTestId('fab-button').click());
    await act(async () => screen.getByTestId('fab-share').click());
    expect(shared).toEqual([{ title: 'Creator Economy India', url: TEST_SITE.url }]);
  });

  it('opens from the closed button with the arrow keys; Home and ArrowUp move and wrap', () => {
    renderRoute(<FloatingActionMenu />, { path: '/about' });
    const button = screen.getByTestId('fab-button');
    act(() => button.focus());
    press('ArrowUp');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe('fab-search');
    press('ArrowUp');
    expect(focused()).toBe('fab-settings');
    press('Home');
    expect(focused()).toBe('fab-search');
  });

  it.each([
    ['fab-bookmarks', 'Bookmarks'],
    ['fab-settings', 'Settings'],
  ])('%s asks to sign in, naming %s, and gives focus back to the button', (id, feature) => {
    renderRoute(<FloatingActionMenu />, { path: '/about' });
    act(() => screen.getByTestId('fab-button').click());
    act(() => screen.getByTestId(id).click());
    expect(screen.getByTestId('toast-title').textContent).toBe('Sign in required');
    expect(screen.getByTestId('toast-description').textContent).toContain(feature);
    expect(screen.getByTestId('fab-button').getAttribute('aria-expanded')).toBe('false');
    expect(focused()).toBe('fab-button');
  });
});
