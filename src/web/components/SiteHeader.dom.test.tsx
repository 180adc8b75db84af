/**
 * The phone menu in a DOM: a modal dialog that keeps focus inside (Tab wraps), and Escape or a link closes it with
 * focus back on the menu button. Footer links as tap targets, by class (their measured size at 390 px:
 * e2e/home.test.ts).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/renderRoute.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

/** happy-dom's window is 1024 px wide, where the desktop header shows and the phone menu closes itself. */
function phoneWidth() {
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({ width: 390, height: 844 });
}

function renderHeader() {
  phoneWidth();
  return renderRoute(
    <>
      <SiteHeader />
      <main>
        <a href="/behind" data-testid="behind">
          A link on the page behind
        </a>
      </main>
    </>,
  );
}

describe('phone menu', () => {
  it('traps focus: opens on the close button, Tab from the last item wraps to the first and back', async () => {
    const user = userEvent.setup();
    renderHeader();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(document.activeElement).toBe(within(menu).getByRole('button', { name: 'Close menu' }));
    // The page behind is hidden from screen readers while it is open.
    expect(screen.queryByRole('link', { name: 'A link on the page behind' })).toBeNull();
    expect(screen.getByTestId('behind').closest('[aria-hidden="true"]')).not.toBeNull();

    const nav = within(menu).getByRole('navigation', { name: 'Mobile' });
    const first = within(menu).getAllByRole('link')[0] as HTMLElement;
    const last = within(nav).getByRole('link', { name: 'Sign In' });
    expect(first.getAttribute('aria-label')).toContain('home');
    act(() => last.focus());
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
    // However far one tabs, focus never reaches the page behind.
    for (let i = 0; i < 30; i++) {
      await user.tab();
      expect(menu.contains(document.activeElement)).toBe(true);
    }
  });

  it('Escape closes it and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    await screen.findByRole('dialog', { name: 'Menu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a link is followed, and from its close button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(menuButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(menuButton);
  });
});

describe('footer', () => {
  it('makes every link at least 44 × 44 px', () => {
    renderRoute(<SiteFooter />);
    const links = within(screen.getByTestId('site-footer')).getAllByRole('link');
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      const classes = link.className.split(/\s+/);
      expect(classes, link.textContent ?? '').toContain('min-h-11');
      // The wordmark and the mail link are wider than 44 px by their content; every text link is held to it.
      if (!link.querySelector('svg')) expect(classes, link.textContent ?? '').toContain('min-w-11');
    }
  });
});
