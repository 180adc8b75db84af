/**
 * The Lifecycle Manager's archived list in a DOM: the purge countdown and what each story restores to, Restore asking
 * first (Cancel sends nothing), then the restore call, and the server's refusal (a story purged meanwhile) shown in a
 * toast. The real API is covered by src/server/adminLifecycleApi.integration.test.ts.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArchivedArticleList, ArchivedArticleView } from '../../../../domain/adminLifecycle.ts';
import { renderRoute } from '../../../testing/renderRoute.tsx';
import { ArchivedArticles } from './ArchivedArticles.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const item = (id: string, over: Partial<ArchivedArticleView>): ArchivedArticleView => ({
  id,
  title: `Story ${id}`,
  sourceName: 'Fixture News',
  category: 'creator-economy',
  archivedAt: '2026-11-20T10:00:00.000Z',
  rejectedAt: '2026-11-18T10:00:00.000Z',
  reviewNote: null,
  purgeDueAt: '2026-12-20T10:00:00.000Z',
  daysUntilPurge: 24,
  restoresTo: 'rejected',
  restoresToAdminStatus: null,
  restoresToKnown: false,
  ...over,
});
const LIST: ArchivedArticleList = {
  articles: [
    item('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', { restoresTo: 'published', restoresToKnown: true, daysUntilPurge: 1 }),
    item('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', { restoresTo: 'draft', restoresToAdminStatus: 'pending_review', restoresToKnown: true, daysUntilPurge: 0 }),
    item('cccccccc-cccc-4ccc-8ccc-cccccccccccc', {}),
  ],
  totalCount: 3,
  page: 1,
  pageSize: 25,
  totalPages: 1,
};
const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('ArchivedArticles', () => {
  it('shows when each story is purged and what it restores to', () => {
    renderRoute(<ArchivedArticles list={LIST} archiveAfterHours={48} />);
    const rows = screen.getAllByTestId('archived-article');
    expect(rows.map((r) => within(r).getAllByRole('definition').map((d) => d.textContent))).toEqual([
      ['in 1 day', 'Published'],
      ['at the next run', 'Review queue'],
      ['in 24 days', 'Rejected'],
    ]);
    expect(screen.getByText('Page 1 of 1 · 3 archived articles')).toBeTruthy();
  });

  it('asks before restoring, sends nothing on Cancel, then restores', async () => {
    const fetch = vi.fn(async () => reply({ article: { id: 'c', title: 'Story c', status: 'rejected', adminStatus: null, isPublic: false, archiveDueAt: '2026-11-28T10:00:00.000Z' } }));
    vi.stubGlobal('fetch', fetch);
    renderRoute(<ArchivedArticles list={LIST} archiveAfterHours={48} />);
    fireEvent.click(screen.getByRole('button', { name: 'Restore “Story cccccccc-cccc-4ccc-8ccc-cccccccccccc”' }));
    const dialog = await screen.findByTestId('confirm-restore');
    expect(dialog.textContent).toMatch(/goes back to rejected: the lifecycle archived it after it had been rejected\. .*48-hour clock starts again/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-restore')).toBeNull());
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Restore “Story cccccccc-cccc-4ccc-8ccc-cccccccccccc”' }));
    fireEvent.click(within(await screen.findByTestId('confirm-restore')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]).toEqual(['/api/admin/articles/cccccccc-cccc-4ccc-8ccc-cccccccccccc/restore', expect.objectContaining({ method: 'POST' })]);
    expect(await screen.findByText('Article Restored')).toBeTruthy();
  });

  it('says why a restore was refused', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => reply({ error: { code: 'conflict', message: 'This article was purged to a hash-only record: its content is gone, so it cannot be restored.' } }, 409)));
    renderRoute(<ArchivedArticles list={LIST} archiveAfterHours={48} />);
    fireEvent.click(screen.getByRole('button', { name: 'Restore “Story aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa”' }));
    const dialog = await screen.findByTestId('confirm-restore');
    expect(dialog.textContent).toMatch(/goes back to published, the status it had before it was archived\. It is public again at once/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restore Failed')).toBeTruthy();
    expect(screen.getByText(/content is gone/)).toBeTruthy();
  });
});
