/**
 * The review queue's list in a DOM, against a loader stand-in: a story decided here leaves at once and never comes
 * back with a reload that was read before the decision, and quick decisions reload the queue once, after the
 * moderator pauses. The real API is covered by src/server/adminApi.integration.test.ts, the keyboard flow against the
 * real app by e2e/accounts.test.ts.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewQueueItemView } from '../../../../domain/adminArticles.ts';
import { RELOAD_AFTER_DECISIONS_MS, ReviewQueue } from './ReviewQueue.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function item(n: number): ReviewQueueItemView {
  return {
    id: `${n}${n}${n}${n}${n}${n}${n}${n}-1111-4111-8111-111111111111`,
    title: `Queued story number ${n}`,
    summary: 'A summary of the story.',
    sourceName: 'Afaqs',
    sourceUrl: `https://example.com/${n}`,
    category: 'creator-economy',
    tags: [],
    priority: 'HIGH',
    relevanceScore: 80,
    mlConfidence: 60,
    qualityScore: 70,
    mlRecommendation: 'review',
    topFeatures: [],
    keywordMatches: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    promoLabel: null,
    promoScore: null,
  };
}

describe('ReviewQueue', () => {
  it('removes a decided story at once, keeps it out of a reload read before the decision, and reloads once after quick decisions', async () => {
    const [a, b, c, d] = [item(1), item(2), item(3), item(4)];
    // The server's queue: three stories; a reload has a fourth, newly queued, and still the first two (it was read
    // before the decisions reached the server).
    let loads = 0;
    const Screen = () => <ReviewQueue items={useLoaderData<{ items: ReviewQueueItemView[] }>().items} />;
    const Stub = createRoutesStub([
      {
        path: '/admin/content/review',
        Component: Screen,
        loader: () => {
          loads += 1;
          return { items: loads === 1 ? [a, b, c] : [a, b, c, d] };
        },
      },
    ] as Parameters<typeof createRoutesStub>[0]);
    const approved: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      approved.push(url);
      return new Response(JSON.stringify({ article: {} }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    render(<Stub initialEntries={['/admin/content/review']} />);
    const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await waitFor(() => expect(titles()).toEqual([a.title, b.title, c.title]));
    // waitFor can return as soon as React has written the list, before its effects (the key listener among them) have
    // run: a key pressed then went unheard and the test failed on a loaded machine (2026-11-29). A person cannot press
    // a key between the two; the test waits for the effects as the browser would.
    await act(async () => {});
    expect(loads).toBe(1);
    // From here the test holds the clock of timeouts (the reload's delay). Testing Library's waitFor waits on that clock
    // too, so the steps below wait on real turns of the event loop (the stand-in's answers are read there) instead.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const until = async (done: () => boolean) => {
      for (const deadline = Date.now() + 4_000; !done() && Date.now() < deadline; ) {
        await act(async () => {
          await vi.advanceTimersByTimeAsync(0);
          await new Promise((r) => setImmediate(r));
        });
      }
    };
    const same = (list: (string | null)[]) => () => JSON.stringify(titles()) === JSON.stringify(list);

    fireEvent.keyDown(document.body, { key: 'a' });
    await until(same([b.title, c.title]));
    expect(titles()).toEqual([b.title, c.title]);
    fireEvent.keyDown(document.body, { key: 'a' });
    await until(same([c.title]));
    expect(titles()).toEqual([c.title]);
    expect(approved).toEqual([`/api/admin/articles/${a.id}/approve`, `/api/admin/articles/${b.id}/approve`]);
    // Nothing reloaded yet: the moderator has not paused (the fake clock has not moved).
    expect(loads).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(RELOAD_AFTER_DECISIONS_MS));
    // The reload brings the newly queued story; the two approved ones it still lists do not come back.
    await until(() => titles().includes(d.title));
    expect(loads).toBe(2);
    expect(titles()).toEqual([c.title, d.title]);
    await act(() => vi.advanceTimersByTimeAsync(RELOAD_AFTER_DECISIONS_MS * 2));
    expect(loads).toBe(2);
  });
});
