/**
 * Parts of a page whose code is not in its first load (issue 9), rendered on the server and hydrated in the browser
 * as the real page is: lazyAfterHydration (nothing in the server HTML, the part once hydrated) and lazyHydrated (the
 * server's HTML kept in place, and not rendered anew, until the chunk has arrived). Both without a hydration error,
 * and a part that cannot be loaded is left out (and reported) while the page around it keeps working.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
// eslint-disable-next-line no-restricted-imports -- React's own server renderer, not our server/ layer (as entry.server.tsx)
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyAfterHydration, lazyHydrated } from './lazyAfterHydration.tsx';

interface PartProps {
  label: string;
}

/** A part with state of its own: a click counts only once it is hydrated. */
function Part({ label }: PartProps) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" data-testid="part" onClick={() => setClicks((n) => n + 1)}>
      {label} {clicks}
    </button>
  );
}

/** The page around the part: a counter of its own, so a re-render of the page can be caused at will. */
function Page({ part: PagePart }: { part: ComponentType<PartProps> }) {
  const [renders, setRenders] = useState(0);
  return (
    <main>
      <button type="button" data-testid="page-button" onClick={() => setRenders((n) => n + 1)}>
        page {renders}
      </button>
      <PagePart label="widgets" />
    </main>
  );
}

let root: Root | null = null;
let recoverable: unknown[] = [];
let fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>;

/** Puts `html` in the document as the server sent it and hydrates it with `page`, as the browser does. */
async function hydrate(html: string, page: React.ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) });
  });
  return container;
}

beforeEach(() => {
  recoverable = [];
  fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('lazyAfterHydration', () => {
  it('is in neither the server HTML nor the first render, and appears, working, once the page has hydrated', async () => {
    let fetched = 0;
    const Deferred = lazyAfterHydration<PartProps>('Test part', async () => {
      fetched++;
      return Part;
    });
    const html = renderToString(<Page part={Deferred} />);
    expect(html).not.toContain('widgets');
    expect(fetched).toBe(0);

    await hydrate(html, <Page part={Deferred} />);
    const part = await screen.findByTestId('part');
    expect(fetched).toBe(1);
    act(() => part.click());
    expect(part.textContent).toBe('widgets 1');
    expect(recoverable).toEqual([]);
  });

  it('leaves out a part whose chunk cannot be fetched, reports it, and the page keeps working', async () => {
    // React logs the error it caught; the report to the server is what this test reads.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Deferred = lazyAfterHydration<PartProps>('Test part', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await hydrate(renderToString(<Page part={Deferred} />), <Page part={Deferred} />);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/client-errors');
    expect(JSON.parse(String(init?.body))).toMatchObject({ level: 'component', boundary: 'Test part', message: 'Failed to fetch dynamically imported module' });
    expect(screen.queryByTestId('part')).toBeNull();
    const pageButton = screen.getByTestId('page-button');
    act(() => pageButton.click());
    expect(pageButton.textContent).toBe('page 1');
  });
});

describe('lazyHydrated', () => {
  it('keeps the server HTML in place while its chunk loads (the rest of the page already works), then hydrates it', async () => {
    const html = renderToString(<Page part={lazyHydrated<PartProps>('Test part', Part, () => Promise.resolve(Part))} />);
    expect(html).toContain('widgets');

    let arrive!: (part: ComponentType<PartProps>) => void;
    const chunk = new Promise<ComponentType<PartProps>>((resolve) => (arrive = resolve));
    const Deferred = lazyHydrated<PartProps>('Test part', null, () => chunk);
    const container = await hydrate(html, <Page part={Deferred} />);
    const serverPart = container.querySelector('[data-testid="part"]');
    expect(serverPart?.textContent).toBe('widgets 0');

    // The page re-renders (same props for the part) while the chunk is on its way: the server HTML stays.
    const pageButton = screen.getByTestId('page-button');
    act(() => pageButton.click());
    expect(pageButton.textContent).toBe('page 1');
    expect(container.querySelector('[data-testid="part"]')).toBe(serverPart);

    await act(async () => arrive(Part));
    // Hydrated, not rendered anew: the same element, now with its handlers.
    const part = screen.getByTestId('part');
    expect(part).toBe(serverPart);
    act(() => part.click());
    expect(part.textContent).toBe('widgets 1');
    expect(recoverable).toEqual([]);
  });

  it('after a client-side render (no server HTML), shows the part as soon as its chunk is there', async () => {
    const Deferred = lazyHydrated<PartProps>('Test part', null, () => Promise.resolve(Part));
    await hydrate('', null);
    act(() => root?.render(<Page part={Deferred} />));
    expect((await screen.findByTestId('part')).textContent).toBe('widgets 0');
  });
});
