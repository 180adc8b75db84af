/**
 * The search box's as-you-type suggestions and the list's no-flash rule (issue 9) in a DOM, under a stub route whose
 * loader plays the server: the list shows "Searching…" (never "No articles found") while typed text waits for its
 * search or a newer search loads, the empty state (with "Did you mean") only once a search settled, and the panel
 * offers searches, topics, sources and stories that match what is typed. Real browser: e2e/search.test.ts.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import { createRoutesStub, useLoaderData, useLocation, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TypedSuggestions } from '../../../domain/searchSuggestions.ts';
import { popularTopics } from '../../../domain/searchSuggestions.ts';
import { hrefWith } from '../../lib/listQuery.ts';
import { ListEmpty } from './ListEmpty.tsx';
import { SearchBox } from './SearchBox.tsx';

interface ListData {
  search: string | null;
  titles: string[];
  didYouMean: string | null;
}

/** What the stub server answers per search, and a gate that holds a search's answer until the test opens it. */
let answers: Record<string, { titles: string[]; didYouMean?: string }> = {};
let held: Map<string, () => void>;
let suggestionRequests: string[];
/** Searches the stub server was asked for, in order. */
let searched: string[];

async function loader({ request }: LoaderFunctionArgs): Promise<ListData> {
  const search = new URL(request.url).searchParams.get('search');
  const key = search ?? '';
  searched.push(key);
  if (held.has(key)) await new Promise<void>((resolve) => held.set(key, resolve));
  const answer = answers[key] ?? { titles: [] };
  return { search, titles: answer.titles, didYouMean: answer.didYouMean ?? null };
}

/** The home list's wiring in small: the box, the list, and ListEmpty when the list is empty. */
function ListPage() {
  const data = useLoaderData() as ListData;
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading';
  return (
    <>
      <SearchBox search={data.search} totalCount={data.titles.length} />
      <div data-testid="article-list">
        {data.titles.length > 0 ? (
          <ul>
            {data.titles.map((t) => (
              <li key={t} data-testid="article-title">
                {t}
              </li>
            ))}
          </ul>
        ) : (
          <ListEmpty
            busy={busy}
            didYouMean={data.didYouMean}
            didYouMeanHref={data.didYouMean ? hrefWith(location.pathname, location.search, { search: data.didYouMean }) : null}
            clearHref={null}
          />
        )}
      </div>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
    </>
  );
}

function renderList(path = '/') {
  const Stub = createRoutesStub([
    { path: '/', Component: ListPage, loader, HydrateFallback: () => null },
    { path: '/articles/:idSlug', Component: () => <h1>Article page</h1> },
  ] as Parameters<typeof createRoutesStub>[0]);
  return render(<Stub initialEntries={[path]} />);
}

const TYPED: Record<string, TypedSuggestions> = {
  insta: {
    query: 'insta',
    terms: [
      { term: 'instagram reels', trending: true, correction: false },
      { term: 'instagram', trending: false, correction: false },
    ],
    topics: popularTopics().filter((t) => t.slug === 'platform-updates'),
    sources: ['Insta Insider'],
    stories: [{ id: '6f1c2a9e-4b7d-4c1e-9a35-0d2f8e7b1c44', title: 'Instagram tests paid subscriptions', path: '/articles/6f1c2a9e-4b7d-4c1e-9a35-0d2f8e7b1c44-instagram-tests-paid-subscriptions' }],
  },
  instagrm: { query: 'instagrm', terms: [{ term: 'instagram', trending: false, correction: true }], topics: [], sources: [], stories: [] },
};

beforeEach(() => {
  answers = {};
  held = new Map();
  suggestionRequests = [];
  searched = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/search/suggestions') {
        const q = url.searchParams.get('q');
        if (q === null) return Response.json({ trending: [], popularTopics: popularTopics() });
        suggestionRequests.push(q);
        return Response.json(TYPED[q] ?? { query: q, terms: [], topics: [], sources: [], stories: [] });
      }
      return Response.json({ recorded: true });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const box = () => screen.getByRole('combobox', { name: 'Search news' });
const type = (text: string) => act(() => void fireEvent.change(box(), { target: { value: text } }));
const where = () => screen.getByTestId('where').textContent;
const emptyShown = () => screen.queryByText('No articles found') !== null;

/** Records whether "No articles found" is in the document at any moment from now on. */
function watchForEmptyState(): { seen: () => boolean; stop: () => void } {
  let seen = emptyShown();
  const observer = new MutationObserver(() => {
    if (emptyShown()) seen = true;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen: () => seen || emptyShown(), stop: () => observer.disconnect() };
}

describe('the list while a search is typed', () => {
  it('never shows "No articles found" while a word is still being typed or its search loads', async () => {
    answers = { '': { titles: ['Latest story'] }, ins: { titles: [] }, inst: { titles: ['Instagram tests paid subscriptions'] } };
    renderList('/');
    await screen.findByText('Latest story');

    // Typing: the search waits for a pause, and the list keeps the previous results meanwhile.
    act(() => box().focus());
    type('i');
    type('in');
    type('ins');
    expect(screen.getByText('Latest story')).toBeTruthy();
    expect(emptyShown()).toBe(false);

    // A pause mid-word searches "ins"; the server finds nothing and the search has settled: the empty state is right.
    await waitFor(() => expect(where()).toBe('/?search=ins'));
    await screen.findByText('No articles found');

    // The reader types on: from the first key until the new search's answer, "Searching…", never the empty state.
    held.set('inst', () => undefined);
    type('inst');
    const watch = watchForEmptyState();
    expect(screen.getByTestId('list-searching').textContent).toBe('Searching…');
    await waitFor(() => expect(searched.at(-1)).toBe('inst')); // searched, its answer still held
    expect(screen.getByTestId('list-searching')).toBeTruthy();
    act(() => held.get('inst')?.());
    await screen.findByText('Instagram tests paid subscriptions');
    watch.stop();
    expect(watch.seen()).toBe(false);
  });

  it('a settled search that found nothing offers the closest term, and following it searches for it', async () => {
    answers = { reals: { titles: [], didYouMean: 'reels' }, reels: { titles: ['Reels drive brand deals'] } };
    renderList('/?search=reals');
    await screen.findByText('No articles found');
    const link = screen.getByRole('link', { name: 'reels' });
    expect(screen.getByTestId('did-you-mean').textContent).toBe('Did you mean reels?');
    act(() => link.click());
    await screen.findByText('Reels drive brand deals');
    expect(where()).toBe('/?search=reels');
    // The box follows the URL in an effect, which React may run just after the results' commit (a transition).
    await waitFor(() => expect((box() as HTMLInputElement).value).toBe('reels'));
  });
});

describe('suggestions that match what is typed', () => {
  const option = (group: string, name: string) => screen.getAllByRole('option').find((o) => o.getAttribute('data-suggestion-group') === group && o.textContent?.includes(name));

  it('offers searches, topics, sources and stories for the typed text, and picking a search runs it', async () => {
    answers = { '': { titles: ['Latest story'] }, 'instagram reels': { titles: ['Why brands love Instagram Reels'] } };
    renderList('/');
    await screen.findByText('Latest story');
    act(() => box().focus());
    expect(await screen.findByRole('group', { name: 'Popular Topics' })).toBeTruthy(); // nothing typed: the default panel
    type('Insta');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Searches' })).toBeTruthy());
    for (const name of ['Topics', 'Sources', 'Stories']) expect(screen.getByRole('group', { name })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Popular Topics' })).toBeNull();
    expect(suggestionRequests).toEqual(['insta']);
    expect(option('terms', 'instagram reels')).toBeTruthy();
    expect(option('topics', 'Platform Updates')).toBeTruthy();
    expect(option('sources', 'Insta Insider')).toBeTruthy();
    expect(option('stories', 'Instagram tests paid subscriptions')).toBeTruthy();

    // The first option is the trending search: Enter runs it and closes the panel.
    act(() => void fireEvent.keyDown(box(), { key: 'ArrowDown' }));
    expect(box().getAttribute('aria-activedescendant')).toBe(option('terms', 'instagram reels')?.id);
    act(() => void fireEvent.keyDown(box(), { key: 'Enter' }));
    await screen.findByText('Why brands love Instagram Reels');
    expect(where()).toBe('/?search=instagram+reels');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('a story opens its page; a typo gets its correction', async () => {
    answers = { '': { titles: ['Latest story'] } };
    renderList('/');
    await screen.findByText('Latest story');
    act(() => box().focus());
    type('instagrm');
    await waitFor(() => expect(option('terms', 'instagram')).toBeTruthy());
    expect(option('terms', 'instagram')?.textContent).toContain('did you mean?');
    type('insta');
    await waitFor(() => expect(option('stories', 'Instagram tests paid subscriptions')).toBeTruthy());
    act(() => option('stories', 'Instagram tests paid subscriptions')?.click());
    await screen.findByRole('heading', { name: 'Article page' });
  });
});
