/**
 * The floating action menu's keyboard behaviour, share sheet and stepping aside from content in a DOM (public-site
 * §2); its sizes: e2e/pwa.test.ts; that it covers nothing on real pages: e2e/home.test.ts.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, TEST_SITE } from '../testing/renderRoute.tsx';
import { coversContent, FloatingActionMenu } from './FloatingActionMenu.tsx';

const focused = () => document.activeElement?.getAttribute('data-testid');
const press = (key: string) => act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key }));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(document, 'elementsFromPoint');
});

/** What lies under any point of the screen, as the browser's hit test would say (happy-dom has no layout). */
function underEveryPoint(elements: () => Element[]) {
  Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: () => elements() });
}

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

  it('steps aside from content under it, letting presses through, and comes back once the page rests on a clear spot', async () => {
    let under: Element[] = [];
    underEveryPoint(() => under);
    renderRoute(
      <>
        <div data-testid="gap" />
        <a href="/categories/general" data-testid="under-link">
          General
        </a>
        <p data-testid="under-text">Some text</p>
        <FloatingActionMenu />
      </>,
      { path: '/about' },
    );
    const fab = screen.getByTestId('fab');
    // The page's background under it: shown once checked after hydration.
    under = [screen.getByTestId('gap'), document.body];
    await waitFor(() => expect(fab.getAttribute('data-state')).toBe('shown'));
    expect(fab.className).not.toContain('pointer-events-none');

    // Scrolled onto a link: aside at the next frame, invisible and letting a press reach the link.
    under = [screen.getByTestId('under-link'), document.body];
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(fab.getAttribute('data-state')).toBe('aside'));
    expect(fab.className).toContain('pointer-events-none');
    expect(fab.className).toContain('opacity-0');

    // Text is content too.
    under = [screen.getByTestId('under-text'), document.body];
    act(() => void window.dispatchEvent(new Event('scroll')));
    await new Promise((r) => setTimeout(r, 300));
    expect(fab.getAttribute('data-state')).toBe('aside');

    // A gap between cards: back once the page has rested there.
    under = [screen.getByTestId('gap'), document.body];
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(fab.getAttribute('data-state')).toBe('aside');
    await waitFor(() => expect(fab.getAttribute('data-state')).toBe('shown'));
  });

  it('stays shown while focused or open, even over a control', async () => {
    underEveryPoint(() => [screen.getByTestId('under-button')]);
    renderRoute(
      <>
        <button type="button" data-testid="under-button">
          Share
        </button>
        <FloatingActionMenu />
      </>,
      { path: '/about' },
    );
    const fab = screen.getByTestId('fab');
    await waitFor(() => expect(fab.getAttribute('data-state')).toBe('aside'));
    const button = screen.getByTestId('fab-button');
    // A keyboard user tabbing to it sees it.
    act(() => button.focus());
    expect(fab.getAttribute('data-state')).toBe('shown');
    act(() => button.click());
    expect(focused()).toBe('fab-search');
    expect(fab.getAttribute('data-state')).toBe('shown');
    press('Escape');
    expect(focused()).toBe('fab-button');
    act(() => button.blur());
    expect(fab.getAttribute('data-state')).toBe('aside');
  });

  it('counts text, media, cards and controls as content, never itself nor the toasts it stacks above', () => {
    document.body.innerHTML = `
      <aside id="own"><button id="fab">+</button></aside>
      <a id="link" href="/x"><span id="inner">x</span></a><div role="tab" id="tab">Tab</div><input id="field" />
      <p id="text">t</p><div id="loose-text">words</div><img id="image" alt="" /><ul id="grid"><li><div id="card-padding"></div></li></ul>
      <div id="gap"></div><div data-testid="toast"><button id="toast-action">Undo</button></div>`;
    const own = document.getElementById('own') as Element;
    const box = { left: 300, top: 700, width: 56, height: 56 };
    // What a finger touches is the first element the hit test gives that is not the menu.
    const covers = (...ids: string[]) => coversContent(box, own, () => ids.map((id) => document.getElementById(id) as Element));
    for (const id of ['inner', 'link', 'tab', 'field', 'text', 'loose-text', 'image', 'card-padding']) expect(covers('fab', id), id).toBe(true);
    expect(covers('fab', 'gap', 'text')).toBe(false);
    expect(covers('grid')).toBe(false);
    expect(covers('toast-action')).toBe(false);
    expect(covers()).toBe(false);
    // Every point of the box is looked at: a thin link along its bottom edge counts.
    const points: [number, number][] = [];
    coversContent(box, own, (x, y) => (points.push([x, y]), []));
    expect(points).toHaveLength(25);
    expect(Math.max(...points.map(([, y]) => y))).toBe(755);
    expect(Math.min(...points.map(([x]) => x))).toBe(301);
  });
});
