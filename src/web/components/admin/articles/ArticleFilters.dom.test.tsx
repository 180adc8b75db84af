/** The filters live in the URL (DESIGN "Admin"; admin-content §2): a change or a search starts again at page 1. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRoutesStub, useLocation } from 'react-router';
import { ArticleFilters } from './ArticleFilters.tsx';
import { parseAdminListQuery } from './articleLabels.ts';

function Screen() {
  const { search } = useLocation();
  return (
    <>
      <ArticleFilters query={parseAdminListQuery(new URLSearchParams(search))} />
      <output data-testid="search">{search}</output>
    </>
  );
}

function renderAt(url: string) {
  const Stub = createRoutesStub([{ path: '/admin/content/articles', Component: Screen }]);
  return render(<Stub initialEntries={[url]} />);
}

describe('ArticleFilters', () => {
  it('puts a changed filter in the URL, drops the page and keeps focus on the select', async () => {
    renderAt('/admin/content/articles?category=general&page=3&pageSize=50');
    const status = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    status.focus();
    fireEvent.change(status, { target: { value: 'draft' } });
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?status=draft&category=general&pageSize=50'));
    expect(document.activeElement).toBe(status);
    expect(status.value).toBe('draft');
  });

  it('searches from page 1 and leaves defaults out of the URL', async () => {
    renderAt('/admin/content/articles?page=2');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' upi payouts ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?q=upi+payouts'));
  });

  it('ignores a broken parameter and follows the URL back', async () => {
    renderAt('/admin/content/articles?status=nonsense&sort=oldest');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('all');
    expect((screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement).value).toBe('oldest');
    fireEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
    expect((screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement).value).toBe('latest');
  });
});
