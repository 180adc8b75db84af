/**
 * The home page's side widgets are a chunk of their own (HomeSidebar.tsx, hydrated when it arrives): once there they
 * load GET /api/live-platform-data and show it as before. Server rendering and hydration of such a part:
 * components/lazyAfterHydration.dom.test.tsx; the widgets with real data: e2e/widgets.test.ts.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LivePlatformData } from '../../../domain/livePlatformData.ts';
import { renderRoute } from '../../testing/renderRoute.tsx';
import { HomeSidebar } from './HomeSidebar.tsx';

const DATA: LivePlatformData = {
  generatedAt: '2026-11-23T10:00:00.000Z',
  windowDays: 7,
  platformUpdates: [
    {
      id: '7be7175e-29a5-4c85-83a6-8dab2b0c0ede',
      title: 'YouTube opens Shorts revenue sharing to more Indian creators',
      path: '/articles/7be7175e-29a5-4c85-83a6-8dab2b0c0ede-youtube-opens-shorts',
      category: 'platform-updates',
      sourceName: 'Wire',
      publishedAt: '2026-11-22T10:00:00.000Z',
      platform: 'YouTube',
      platforms: ['YouTube'],
      summary: null,
    },
  ],
  pulse: { stats: [], categories: [] },
  marketInsights: [],
  trendingTopics: [],
  industryNews: [],
};

let requests: string[] = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      return new Response(JSON.stringify({ data: DATA }), { headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('home sidebar', () => {
  it('loads its widgets, then the live platform data, and shows it', async () => {
    renderRoute(<HomeSidebar industryNews={false} />);
    // The widgets' chunk is imported (and, here, transformed) on first render: about a second alone, more beside other files.
    const sidebar = await screen.findByTestId('home-sidebar', {}, { timeout: 10_000 });
    await waitFor(() => expect(sidebar.dataset.status).toBe('ready'));
    expect(requests).toEqual(['/api/live-platform-data']);
    expect(screen.getByTestId('widget-platform-updates').textContent).toContain('YouTube opens Shorts revenue sharing');
    expect(screen.queryByTestId('widget-industry-news')).toBeNull();
  });
});
