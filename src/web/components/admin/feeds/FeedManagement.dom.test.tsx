/**
 * RSS Feed Management in a DOM (admin-content §2, §4): one card per source with its health badge, pause sending the
 * right call, delete only after confirmation, the test dialog showing the server's refusal, and the OPML import's
 * report. The server is a fetch stand-in; the real API is covered by src/server/adminFeedsApi.integration.test.ts.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminFeedSourceView, FeedImportResult } from '../../../../domain/adminFeeds.ts';
import { FeedManagement } from './FeedManagement.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function source(id: string, name: string, over: Partial<AdminFeedSourceView> = {}): AdminFeedSourceView {
  return {
    id,
    name,
    url: `https://${id}.example.com/feed`,
    siteUrl: null,
    region: 'india',
    priority: 2,
    contentTypes: ['article'],
    supportsMedia: false,
    isSample: false,
    state: 'active',
    disabledReason: null,
    health: 'healthy',
    latestCheck: { status: 'healthy', at: '2026-03-01T10:00:00.000Z', httpStatus: 200, responseTimeMs: 420, itemsFound: 12, imagesExtracted: 5, dataPointsExtracted: 40, errorMessage: null },
    consecutiveFailures: 0,
    nextCheck: { kind: 'next_run' },
    lastError: null,
    lastSuccessAt: '2026-03-01T10:00:00.000Z',
    dataRichnessScore: 60,
    averageImagesPerItem: 0.4,
    output: { published: 7, inReview: 2, rejected: 1, duplicates: 0, total: 10 },
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...over,
  };
}

const A = source('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Social Samosa');
const B = source('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'Flaky Wire', {
  health: 'failing',
  consecutiveFailures: 3,
  lastError: 'HTTP 503 Service Unavailable',
  nextCheck: { kind: 'backoff', at: '2026-03-01T12:00:00.000Z' },
});
const C = source('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'New Feed', { health: 'unknown', latestCheck: null, state: 'paused', nextCheck: { kind: 'never', reason: 'paused' } });

const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch stand-in: the list for GET /api/admin/feeds, `routes` for the rest. */
function server(routes: Record<string, (init: RequestInit) => Response> = {}) {
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    if (routes[key]) return routes[key](init);
    if (key === 'GET /api/admin/feeds') return reply({ sources: [A, B, C] });
    return reply({ error: { code: 'not_found', message: `no stand-in for ${key}` } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const cardOf = async (name: string) => {
  const heading = await screen.findByRole('heading', { name });
  return within(heading.closest('article') as HTMLElement);
};

describe('RSS Feed Management', () => {
  it('shows one card per source with its health, state, figures and output', async () => {
    server();
    render(<FeedManagement />);
    await waitFor(() => expect(screen.getAllByTestId('feed-card')).toHaveLength(3));
    expect(screen.getByTestId('feed-summary').textContent).toBe('3 sources: 2 active, 1 failing.');
    const a = await cardOf('Social Samosa');
    expect(a.getByTestId('health-badge').textContent).toBe('Healthy');
    expect(a.getByText('420 ms')).toBeTruthy();
    expect(a.getByText('12')).toBeTruthy();
    const b = await cardOf('Flaky Wire');
    expect(b.getByTestId('health-badge').textContent).toBe('Failing');
    expect(b.getByText(/HTTP 503 Service Unavailable/)).toBeTruthy();
    expect(b.getByText(/backing off/)).toBeTruthy();
    const c = await cardOf('New Feed');
    expect(c.getByTestId('health-badge').textContent).toBe('Unknown');
    expect(c.getByTestId('state-badge').textContent).toBe('Paused');
    expect(c.getByRole('button', { name: 'Resume New Feed' })).toBeTruthy();
    expect(screen.getByTestId('export-opml').getAttribute('href')).toBe('/api/admin/feeds/export.opml');
  });

  it('pauses a source and reads the list again', async () => {
    const fetch = server({ [`POST /api/admin/feeds/${A.id}/pause`]: () => reply({ source: { ...A, state: 'paused' } }) });
    render(<FeedManagement />);
    fireEvent.click((await cardOf('Social Samosa')).getByRole('button', { name: 'Pause Social Samosa' }));
    await waitFor(() => expect(fetch.mock.calls.filter(([u, i]) => u === '/api/admin/feeds' && (i?.method ?? 'GET') === 'GET')).toHaveLength(2));
    expect(fetch.mock.calls.some(([u, i]) => u === `/api/admin/feeds/${A.id}/pause` && i?.method === 'POST')).toBe(true);
  });

  it('deletes only after the confirmation', async () => {
    const fetch = server({ [`DELETE /api/admin/feeds/${B.id}`]: () => reply({ id: B.id, deleted: true }) });
    render(<FeedManagement />);
    fireEvent.click((await cardOf('Flaky Wire')).getByRole('button', { name: 'Delete Flaky Wire' }));
    const dialog = within(await screen.findByTestId('confirm-delete'));
    expect(dialog.getByText(/This action cannot be undone/)).toBeTruthy();
    expect(fetch.mock.calls.some(([, i]) => i?.method === 'DELETE')).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Delete Feed' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u, i]) => u === `/api/admin/feeds/${B.id}` && i?.method === 'DELETE')).toBe(true));
  });

  it('shows the server refusing a private address in the test dialog', async () => {
    const message = 'Refused to fetch 127.0.0.1: not a public address. Feeds are fetched from public internet addresses only, never from loopback or private networks.';
    const fetch = server({ 'POST /api/admin/feeds/test': () => reply({ error: { code: 'invalid_request', message } }, 400) });
    render(<FeedManagement />);
    await screen.findAllByTestId('feed-card');
    fireEvent.click(screen.getByRole('button', { name: 'Test a URL' }));
    const dialog = within(await screen.findByTestId('feed-test-dialog'));
    fireEvent.change(dialog.getByLabelText('Feed URL'), { target: { value: 'http://127.0.0.1/feed.xml' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Test feed' }));
    expect((await dialog.findByTestId('feed-test-error')).textContent).toBe(message);
    const [, init] = fetch.mock.calls.find(([u]) => u === '/api/admin/feeds/test') as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ url: 'http://127.0.0.1/feed.xml' });
  });

  it('shows what a source test would ingest', async () => {
    server({
      [`POST /api/admin/feeds/${A.id}/test`]: () =>
        reply({
          result: {
            ok: true,
            url: A.url,
            finalUrl: A.url,
            httpStatus: 200,
            responseTimeMs: 120,
            feed: { title: 'Social Samosa Feed', siteUrl: null, format: 'rss' },
            itemCount: 2,
            decisions: { published: 1, pending_review: 0, auto_rejected: 0, skipped: 1 },
            items: [
              { title: 'Creators sign deals', link: 'https://example.com/1', publishedAt: '2026-03-01T09:00:00.000Z', image: 'https://example.com/1.jpg', decision: 'published', skipReason: null, category: 'brand-deals', relevanceScore: 80 },
              { title: '', link: null, publishedAt: null, image: null, decision: 'skipped', skipReason: 'no title', category: null, relevanceScore: null },
            ],
          },
        }),
    });
    render(<FeedManagement />);
    fireEvent.click((await cardOf('Social Samosa')).getByRole('button', { name: 'Test Social Samosa' }));
    const dialog = within(await screen.findByTestId('feed-test-dialog'));
    await dialog.findByTestId('feed-test-result');
    expect(dialog.getByText('Social Samosa Feed')).toBeTruthy();
    expect(dialog.getAllByTestId('feed-test-item')).toHaveLength(2);
    expect(dialog.getByRole('link', { name: 'Creators sign deals' }).getAttribute('href')).toBe('https://example.com/1');
    expect(dialog.getByText('Would publish')).toBeTruthy();
  });

  it('uploads an OPML file as text and reports added, skipped and invalid', async () => {
    const result: FeedImportResult = { added: 2, skipped: 1, invalid: [{ title: 'Old FTP', reason: 'url must be an http:// or https:// URL' }] };
    const fetch = server({ 'POST /api/admin/feeds/import': () => reply(result) });
    render(<FeedManagement />);
    await screen.findAllByTestId('feed-card');
    const opml = '<opml version="2.0"><body><outline text="x" xmlUrl="https://x.example.com/feed"/></body></opml>';
    fireEvent.change(screen.getByTestId('opml-file'), { target: { files: [new File([opml], 'feeds.opml', { type: 'text/x-opml' })] } });
    const report = await screen.findByTestId('import-result');
    expect(report.textContent).toContain('feeds.opml: 2 added, 1 skipped (already known), 1 invalid.');
    expect(report.textContent).toContain('Old FTP: url must be an http:// or https:// URL');
    const [, init] = fetch.mock.calls.find(([u]) => u === '/api/admin/feeds/import') as unknown as [string, RequestInit];
    expect(init.body).toBe(opml);
    expect(new Headers(init.headers).get('content-type')).toBe('text/x-opml');
  });
});
