/**
 * Pagination in a DOM: after Next, Previous or a page number, focus moves to the list's heading once the new page is
 * shown; every link is a 44 × 44 px target by class (measured at 390 px: e2e/home.test.ts). Windows and ellipses:
 * domain/pagination.test.ts; the URL and history: e2e/search.test.ts.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRoutesStub, Link, useLoaderData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination } from './Pagination.tsx';

function List() {
  const { page } = useLoaderData<{ page: number }>();
  return (
    <>
      <section id="list-top">
        <h2 id="list-heading" tabIndex={-1}>
          Stories, page {page}
        </h2>
        <Pagination page={page} totalPages={12} scrollTargetId="list-top" headingId="list-heading" hrefFor={(p) => `/?page=${p}`} />
      </section>
      <Link to="/?page=3" data-testid="other-link">
        Page 3 from elsewhere
      </Link>
    </>
  );
}

function renderList(path = '/?page=1') {
  const Stub = createRoutesStub([{ path: '/', Component: List, loader: ({ request }) => ({ page: Number(new URL(request.url).searchParams.get('page') ?? 1) }) }]);
  return render(<Stub initialEntries={[path]} />);
}
// happy-dom has no layout: record what is scrolled into view instead.
const scrolledTo: string[] = [];
Element.prototype.scrollIntoView = function (this: Element) {
  scrolledTo.push(this.id);
};

const heading = () => screen.getByRole('heading', { level: 2 });

describe('pagination', () => {
  it('moves focus to the list’s heading after Next, a page number and Previous', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Stories, page 1');
    await user.click(screen.getByTestId('pagination-next'));
    await waitFor(() => expect(heading().textContent).toBe('Stories, page 2'));
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    // The list's top is aimed at on the click and again once the new page is laid out (what is above it may change).
    expect(scrolledTo).toEqual(['list-top', 'list-top']);

    // The 300 ms lock against double clicks: wait it out.
    await act(() => new Promise((r) => setTimeout(r, 350)));
    await user.click(screen.getByRole('link', { name: 'Page 4' }));
    await waitFor(() => expect(heading().textContent).toBe('Stories, page 4'));
    expect(document.activeElement).toBe(heading());

    await act(() => new Promise((r) => setTimeout(r, 350)));
    await user.click(screen.getByTestId('pagination-previous'));
    await waitFor(() => expect(heading().textContent).toBe('Stories, page 3'));
    expect(document.activeElement).toBe(heading());
  });

  it('leaves focus alone when the page changes some other way', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Stories, page 1');
    await user.click(screen.getByTestId('other-link'));
    await waitFor(() => expect(heading().textContent).toBe('Stories, page 3'));
    expect(document.activeElement).toBe(screen.getByTestId('other-link'));
  });

  it('gives every link a 44 × 44 px target and puts seven numbers on their own row on a phone', async () => {
    const { unmount } = renderList('/?page=6');
    await screen.findByText('Stories, page 6');
    const links = screen.getByTestId('pagination').querySelectorAll('a');
    expect(links.length).toBe(7);
    for (const link of links) expect(link.className.split(/\s+/), link.textContent ?? '').toEqual(expect.arrayContaining(['h-11', 'min-w-11']));
    // 1 … 5 6 7 … 12: a row of their own under Previous and Next.
    expect(screen.getByTestId('pagination-pages').className.split(/\s+/)).toEqual(expect.arrayContaining(['col-span-2', 'row-start-2', 'justify-center']));
    unmount();
  });
});
