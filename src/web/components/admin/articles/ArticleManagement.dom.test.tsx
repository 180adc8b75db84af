/**
 * Article Management in a DOM (admin-content §2, §4): the bulk bar appears only with a selection, offers admins more,
 * and after a call lists the articles that failed and why, keeping them selected. The server is a fetch stand-in;
 * the real API is covered by src/server/adminApi.integration.test.ts.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminArticleList, AdminArticleListQuery, AdminArticleStats, AdminArticleView, BulkResult } from '../../../../domain/adminArticles.ts';
import { currentToasts } from '../../../lib/toast.ts';
import { renderRoute } from '../../../testing/renderRoute.tsx';
import { ArticleManagement } from './ArticleManagement.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function row(id: string, title: string, over: Partial<AdminArticleView> = {}): AdminArticleView {
  return {
    id,
    title,
    summary: 'A summary of the story.',
    category: 'creator-economy',
    status: 'published',
    inReview: false,
    pipelineDecision: 'auto_approved',
    isFeatured: false,
    isDuplicate: false,
    isPublic: true,
    publicPath: `/articles/${id}-story`,
    sourceName: 'Afaqs',
    sourceUrl: `https://example.com/${id}`,
    author: null,
    imageUrl: null,
    viewsCount: 10,
    relevanceScore: 82,
    mlConfidence: 91.5,
    qualityScore: 70,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    publishedAt: '2026-03-01T10:00:00.000Z',
    originalPublishedAt: null,
    rejectedAt: null,
    archivedAt: null,
    reviewNote: null,
    promoLabel: null,
    ...over,
  };
}

const A = row('11111111-1111-4111-8111-111111111111', 'Creators earn more from brand deals');
const B = row('22222222-2222-4222-8222-222222222222', 'YouTube changes its partner programme', { status: 'draft', inReview: true, isPublic: false, publicPath: null, relevanceScore: 55 });
const C = row('33333333-3333-4333-8333-333333333333', 'ASCI updates influencer disclosure rules', { isFeatured: true });
const list: AdminArticleList = { articles: [A, B, C], totalCount: 3, totalIsCapped: false, page: 1, pageSize: 25, totalPages: 1 };
const stats: AdminArticleStats = { total: 3, published: 2, drafts: 1, pendingReview: 1, archived: 0, rejected: 0, featured: 1, averageScore: 73 };
const query: AdminArticleListQuery = { status: 'all', category: 'all', sort: 'latest', q: '', page: 1, pageSize: 25 };

function renderScreen(role: 'admin' | 'moderator' = 'admin', l: AdminArticleList = list) {
  return renderRoute(<ArticleManagement list={l} stats={stats} query={query} role={role} />, { path: '/admin/content/articles' });
}

describe('Article Management', () => {
  it('shows the bulk bar only while rows are selected', () => {
    renderScreen();
    expect(screen.queryByTestId('bulk-bar')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${A.title}` }));
    expect(screen.getByTestId('bulk-count').textContent).toBe('1 selected');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all articles on this page' }));
    expect(screen.getByTestId('bulk-count').textContent).toBe('3 selected');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all articles on this page' }));
    expect(screen.queryByTestId('bulk-bar')).toBeNull();
  });

  it('offers admins feature, category and delete, and moderators only the status changes', () => {
    renderScreen('admin');
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${A.title}` }));
    const bar = within(screen.getByTestId('bulk-bar'));
    for (const name of ['Publish', 'Hide', 'Archive', 'Reject', 'Feature', 'Unfeature', 'Change category', 'Delete']) expect(bar.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Article' }).getAttribute('href')).toBe('/admin/content/articles/new');
  });

  it('hides admin-only actions from a moderator', () => {
    renderScreen('moderator');
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${A.title}` }));
    const bar = within(screen.getByTestId('bulk-bar'));
    for (const name of ['Publish', 'Hide', 'Archive', 'Reject']) expect(bar.getByRole('button', { name })).toBeTruthy();
    for (const name of ['Feature', 'Unfeature', 'Change category', 'Delete']) expect(bar.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add Article' })).toBeNull();
    expect(screen.queryByTestId('export-csv')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it('sends the selection, then lists which articles failed and why and keeps them selected', async () => {
    const result: BulkResult = {
      action: 'publish',
      succeeded: 2,
      failed: 1,
      results: [{ id: A.id, ok: true }, { id: B.id, ok: false, code: 'conflict', message: 'A purged article cannot change status' }, { id: C.id, ok: true }],
    };
    const fetch = vi.fn(async () => new Response(JSON.stringify(result), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    renderScreen();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all articles on this page' }));
    fireEvent.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(screen.getAllByTestId('bulk-failure')).toHaveLength(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/articles/bulk');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ ids: [A.id, B.id, C.id], action: 'publish' });
    expect(screen.getByTestId('bulk-failure').textContent).toBe(`${B.title}: A purged article cannot change status`);
    expect(screen.getByTestId('bulk-count').textContent).toBe('1 selected');
    expect((screen.getByRole('checkbox', { name: `Select ${B.title}` }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: `Select ${A.title}` }) as HTMLInputElement).checked).toBe(false);
    expect(currentToasts().map((t) => t.title)).toContain('2 updated');
  });

  it('sends the chosen category with a category change', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ action: 'category', succeeded: 1, failed: 0, results: [{ id: C.id, ok: true }] }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderScreen();
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${C.title}` }));
    const bar = within(screen.getByTestId('bulk-bar'));
    expect((bar.getByRole('button', { name: 'Change category' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(bar.getByRole('combobox', { name: 'New category' }), { target: { value: 'regulations-ethics' } });
    fireEvent.click(bar.getByRole('button', { name: 'Change category' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ ids: [C.id], action: 'category', category: 'regulations-ethics' });
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).toBeNull());
  });

  it('asks before a bulk delete, naming the count', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ action: 'delete', succeeded: 2, failed: 0, results: [{ id: A.id, ok: true }, { id: C.id, ok: true }] }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderScreen();
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${A.title}` }));
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${C.title}` }));
    fireEvent.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete these 2 articles? This action cannot be undone.');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete 2 articles' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ ids: [A.id, C.id], action: 'delete' });
    await waitFor(() => expect(currentToasts().map((t) => t.title)).toContain('2 deleted'));
  });

  it('asks the spec\'s question before deleting one article', async () => {
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: `Delete ${A.title}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete this article? This action cannot be undone.');
  });

  it('shows an empty state when nothing matches', () => {
    renderScreen('admin', { articles: [], totalCount: 0, totalIsCapped: false, page: 1, pageSize: 25, totalPages: 1 });
    expect(screen.getByTestId('empty-state')).toBeTruthy();
    expect(screen.queryByTestId('article-table')).toBeNull();
    expect(screen.getByTestId('article-pager-summary').textContent).toBe('Page 1 of 1 · 0 articles');
  });
});
