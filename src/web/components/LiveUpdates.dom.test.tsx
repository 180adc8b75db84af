/**
 * The home page's live-update notice is loaded once the page has hydrated (LiveUpdates.tsx): it then subscribes to
 * the stream and counts new articles as before. The whole path with the real stream: e2e/live.test.ts.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource as BaseEventSource } from '../testing/fakeEventSource.ts';
import { renderRoute } from '../testing/renderRoute.tsx';
import { LiveUpdates } from './LiveUpdates.tsx';

/** The live articles stream (testing/fakeEventSource.ts) with its one event. */
class FakeEventSource extends BaseEventSource {
  static override instances: FakeEventSource[] = [];
  article(id: string, title = 'A new story') {
    const data = { id, title, summary: null, category: 'creator-economy', tags: [], sourceName: 'Wire', sourceUrl: 'https://example.org/x', imageUrl: null, publishedAt: null, originalPublishedAt: null, readTimeMinutes: 2 };
    this.emit('article', data);
  }
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => vi.unstubAllGlobals());

describe('live updates', () => {
  it('subscribes once loaded and counts the articles published meanwhile, once each', async () => {
    renderRoute(<LiveUpdates />);
    const notice = await screen.findByTestId('live-updates');
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual(['/api/live/articles']);
    const stream = FakeEventSource.instances[0] as FakeEventSource;
    act(() => stream.open());
    expect(notice.dataset.connection).toBe('open');

    act(() => stream.article('7be7175e-29a5-4c85-83a6-8dab2b0c0ede'));
    expect((await screen.findByTestId('new-articles-pill')).textContent).toBe('1 new article — Refresh');
    // A replay after a reconnect repeats it: still one. Not an article at all: ignored.
    // Each event is counted once the event check (fetched with the first event) has it: a microtask later.
    await act(async () => stream.article('7be7175e-29a5-4c85-83a6-8dab2b0c0ede'));
    await act(async () => stream.dispatchEvent(new MessageEvent('article', { data: '{"id":"not a uuid"}' })));
    await act(async () => stream.article('65f18c4a-e131-49b3-b684-1576ea50cc7b'));
    expect(screen.getByTestId('new-articles-pill').textContent).toBe('2 new articles — Refresh');
    expect(notice.dataset.count).toBe('2');
  });
});
