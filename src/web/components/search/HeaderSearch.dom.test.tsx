/**
 * The header's search on pages other than home (issue 9), in a DOM under stub routes: a plain GET form until first
 * use, the full box loaded in its place on focus or a shortcut (keeping the typed text and the focus), suggestions
 * while typing without leaving the page, and Enter going to the home page's results. Real browser: e2e/search.test.ts.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popularTopics } from '../../../domain/searchSuggestions.ts';
import { HeaderSearch } from './HeaderSearch.tsx';

let suggestionRequests: string[];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, roomy = true) {
  const Page = () => (
    <>
      <HeaderSearch roomy={roomy} />
      <Where />
    </>
  );
  const Stub = createRoutesStub([
    { path: '/', Component: Page },
    { path: '/about', Component: Page },
    { path: '/categories/:slug', Component: Page },
  ] as Parameters<typeof createRoutesStub>[0]);
  return render(<Stub initialEntries={[path]} />);
}

beforeEach(() => {
  suggestionRequests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const q = url.searchParams.get('q');
      if (q === null) return Response.json({ trending: [], popularTopics: popularTopics() });
      suggestionRequests.push(q);
      return Response.json({ query: q, terms: [{ term: 'instagram', trending: false, correction: false }], topics: [], sources: [], stories: [] });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const where = () => screen.getByTestId('where').textContent;
const wideField = () => screen.getByTestId('header-search');

describe('HeaderSearch', () => {
  it('is a plain GET form to the home page until used', () => {
    renderAt('/about');
    const form = wideField().querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/');
    expect(form.getAttribute('method')).toBe('get');
    expect((screen.getByTestId('header-search-plain') as HTMLInputElement).name).toBe('search');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('loads the full box on focus, keeps the text and the focus, suggests while typing and searches on Enter', async () => {
    renderAt('/about');
    const plain = screen.getByTestId('header-search-plain');
    act(() => plain.focus());
    fireEvent.change(plain, { target: { value: 'ins' } });
    const box = await screen.findByRole('combobox', { name: 'Search news' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect((box as HTMLInputElement).value).toBe('ins');
    fireEvent.change(box, { target: { value: 'insta' } });
    await waitFor(() => expect(suggestionRequests).toContain('insta'));
    await screen.findByRole('option', { name: /instagram/ });
    // Typing does not leave the page.
    expect(where()).toBe('/about');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(where()).toBe('/?search=insta'));
  });

  it('Ctrl+K and "/" load the box from anywhere on the page', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('80rem'), addEventListener() {}, removeEventListener() {} }));
    renderAt('/categories/general');
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    const box = await screen.findByRole('combobox', { name: 'Search news' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(wideField().contains(box)).toBe(true);
  });

  it('on a narrow screen, the button opens the field in a row under the header', async () => {
    renderAt('/about');
    const button = screen.getByTestId('header-search-button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const row = screen.getByTestId('header-search-row');
    const box = await screen.findByRole('combobox', { name: 'Search news' });
    expect(row.contains(box)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it('signed in (a header without room for the field), is the button at every width', async () => {
    renderAt('/about', false);
    expect(screen.queryByTestId('header-search')).toBeNull();
    expect(screen.getByTestId('header-search-button').className).not.toContain('xl:hidden');
    fireEvent.keyDown(document.body, { key: '/' });
    const box = await screen.findByRole('combobox', { name: 'Search news' });
    expect(screen.getByTestId('header-search-row').contains(box)).toBe(true);
  });

  it('is absent on the home page, which has its own box', () => {
    renderAt('/');
    expect(screen.queryByTestId('header-search')).toBeNull();
    expect(screen.queryByTestId('header-search-button')).toBeNull();
  });
});
