/**
 * An island's round trip in a DOM: the server's render of <Island> (what an islands document holds) hydrated by the
 * browser's root for it (what islands/client.tsx does), with React's `useId` values, the root loader's site data and the
 * router's location matching on both sides; and in the app (no islands document) the component in place.
 */
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
// eslint-disable-next-line no-restricted-imports -- React's own server renderer, as entry.server.tsx uses it
import { renderToString } from 'react-dom/server';
import { Link, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSite } from '../lib/site.ts';
import { renderRoute, TEST_SITE } from '../testing/renderRoute.tsx';
import { Island } from './Island.tsx';
import { IslandServerContext, type IslandServer } from './islandContext.ts';
import { IslandRoot } from './IslandRoot.tsx';

/** Uses what islands rely on: an id React generates, root data, the location, a link and state. */
function Probe({ label }: { label: string }) {
  const id = useId();
  const [clicks, setClicks] = useState(0);
  const site = useSite();
  const { pathname, search } = useLocation();
  return (
    <div>
      <button type="button" aria-describedby={id} onClick={() => setClicks((n) => n + 1)}>
        {label} {clicks}
      </button>
      <p id={id}>
        {site.name} at {pathname}
        {search}
      </p>
      <Link to="/categories/brand-partnerships">Brand partnerships</Link>
    </div>
  );
}

const server: IslandServer = {
  render: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
  location: '/articles/a-story?ref=home',
  assets: { entry: '/assets/islands-test.js', preloads: [] },
  articleDialog: false,
};

afterEach(() => vi.restoreAllMocks());

describe('Island', () => {
  it('in the app renders its component in place, without a wrapper', () => {
    const { container } = renderRoute(<Island name="SiteHeader" component={Probe} props={{ label: 'Like' }} />);
    expect(container.querySelector('[data-island]')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('Like 0');
  });

  it("in an islands document is written with its name and props, and the browser's root hydrates it without a mismatch", async () => {
    const { container, unmount } = renderRoute(
      <IslandServerContext value={server}>
        <Island name="SiteHeader" component={Probe} props={{ label: 'Like' }} />
      </IslandServerContext>,
    );
    const written = container.querySelector<HTMLElement>('[data-island]');
    expect(written?.dataset.island).toBe('SiteHeader');
    expect(JSON.parse(written?.dataset.props ?? '')).toEqual({ label: 'Like' });
    expect(written?.textContent).toContain(`${TEST_SITE.name} at /articles/a-story?ref=home`);
    // The document as the browser receives it: server HTML, no React attached.
    const html = written?.outerHTML ?? '';
    unmount();
    document.body.innerHTML = html;
    const el = document.querySelector<HTMLElement>('[data-island]') as HTMLElement;
    const describedBy = el.querySelector('button')?.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();

    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    // The browser's address is the page's; the islands' shared history reads it (islandHistory.ts).
    window.history.replaceState(null, '', server.location);
    await act(async () => {
      hydrateRoot(
        el,
        <IslandRoot data={{ site: TEST_SITE, viewer: null }}>
          <Probe {...(JSON.parse(el.dataset.props ?? '{}') as { label: string })} />
        </IslandRoot>,
        { identifierPrefix: el.dataset.islandId, onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    // The same elements, now React's: the id is the server's, and a click updates them in place.
    const button = el.querySelector('button') as HTMLButtonElement;
    expect(button.getAttribute('aria-describedby')).toBe(describedBy);
    await userEvent.setup().click(button);
    expect(button.textContent).toBe('Like 1');
    expect(el.querySelector('a')?.getAttribute('href')).toBe('/categories/brand-partnerships');
  });
});
