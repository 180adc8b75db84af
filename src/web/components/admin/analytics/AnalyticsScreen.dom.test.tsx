/** The analytics screen: the top cards from the answer, the tab and range in the URL, charts with a table of the same figures, real report links. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalyticsOverview } from '../../../../domain/analytics.ts';
import { renderRoute } from '../../../testing/renderRoute.tsx';
import { AnalyticsScreen } from './AnalyticsScreen.tsx';

const days = ['2026-11-24', '2026-11-25', '2026-11-26'];
const a: AnalyticsOverview = {
  range: '7d',
  from: '2026-11-20',
  to: '2026-11-26',
  timeZone: 'UTC',
  generatedAt: '2026-11-26T10:00:00.000Z',
  traffic: {
    series: days.map((day, i) => ({ day, pageViews: 1000 * (i + 1), visitors: 10 * (i + 1) })),
    totals: { pageViews: 6000, visitors: 60, viewsPerVisitor: 100 },
    topPages: [{ path: '/about', pageViews: 1234 }],
    referrers: [],
    devices: [{ device: 'mobile', pageViews: 6000 }],
  },
  content: { series: days.map((day) => ({ day, articleViews: 0 })), totals: { articleViews: 40, articlesViewed: 2 }, topArticles: [], topReads: [], categories: [] },
  engagement: {
    series: days.map((day, i) => ({ day, readsStarted: 1, readsCompleted: 0, readSeconds: 90, likes: 0, bookmarks: 0, shares: [0, 1200, 34][i] ?? 0, searches: 0 })),
    totals: { readsStarted: 3, readsCompleted: 1, readSeconds: 270, avgReadSeconds: 90, likes: 2, bookmarks: 1, searches: 0, engagementRate: 0.1 },
    topSearchTerms: [],
    shares: {
      total: 1234,
      byChannel: [
        { channel: 'whatsapp', shares: 1000 },
        { channel: 'copy', shares: 200 },
        { channel: 'x', shares: 34 },
        { channel: 'linkedin', shares: 0 },
        { channel: 'facebook', shares: 0 },
        { channel: 'email', shares: 0 },
      ],
    },
  },
  conversion: {
    series: days.map((day) => ({ day, visitors: 20, signUps: 1 })),
    totals: { visitors: 60, signUps: 3, signUpRate: 0.05, readers: 2, readersWhoLiked: 1, readersWhoBookmarked: 0, likeRate: 0.5, bookmarkRate: 0, completionRate: 1 / 3 },
    newsletterSignUps: null,
  },
};

describe('AnalyticsScreen', () => {
  it('shows the top cards from the figures and says what is not recorded', () => {
    renderRoute(<AnalyticsScreen analytics={a} tab="traffic" />, { path: '/admin/analytics' });
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    expect(screen.getByText('Total Views').nextElementSibling?.textContent).toBe('6,000');
    expect(screen.getByText('Engagement Rate').nextElementSibling?.textContent).toBe('10.0%');
    expect(screen.getByText('Avg Read Time').nextElementSibling?.textContent).toBe('1m 30s');
    expect(screen.getByText('Social Shares').nextElementSibling?.textContent).toBe('1,234');
    // The tab and range live in the URL.
    expect(screen.getByTestId('tab-traffic').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('tab-reports').getAttribute('href')).toBe('/admin/analytics?range=7d&tab=reports');
    expect(screen.getByRole('link', { name: 'Last 30 days' }).getAttribute('href')).toBe('/admin/analytics?range=30d&tab=traffic');
  });

  it('gives every chart a table of the same figures and a total', () => {
    renderRoute(<AnalyticsScreen analytics={a} tab="traffic" />, { path: '/admin/analytics' });
    const chart = screen.getByRole('figure', { name: 'Page views and visitors' });
    expect(within(chart).getByText(/Total over the range: Page views 6,000, Visitors 60\./)).toBeTruthy();
    const rows = within(chart).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['DayPage viewsVisitors', '2026-11-241,00010', '2026-11-252,00020', '2026-11-263,00030']);
    expect(within(screen.getByRole('table', { name: 'Most viewed pages' })).getByText('1,234')).toBeTruthy();
  });

  it('shows shares per day beside likes and bookmarks, and by channel with the total', () => {
    renderRoute(<AnalyticsScreen analytics={a} tab="engagement" />, { path: '/admin/analytics' });
    const chart = screen.getByRole('figure', { name: 'Likes, bookmarks and shares' });
    expect(within(chart).getByText(/Total over the range: Likes 0, Bookmarks 0, Shares 1,234\./)).toBeTruthy();
    expect(within(chart).getAllByRole('row').map((r) => r.textContent)).toEqual(['DayLikesBookmarksShares', '2026-11-24000', '2026-11-25001,200', '2026-11-260034']);
    const byChannel = screen.getByRole('table', { name: 'Shares by channel' });
    expect(within(byChannel).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'ChannelShares',
      'WhatsApp1,000',
      'Copied link200',
      'X (Twitter)34',
      'LinkedIn0',
      'Facebook0',
      'Email0',
    ]);
    expect(screen.getByText(/^1,234 shares: links copied and network links followed/)).toBeTruthy();
  });

  it('says when nothing was shared in the range', () => {
    const none = { ...a, engagement: { ...a.engagement, shares: { total: 0, byChannel: a.engagement.shares.byChannel.map((c) => ({ ...c, shares: 0 })) } } };
    renderRoute(<AnalyticsScreen analytics={none} tab="engagement" />, { path: '/admin/analytics' });
    expect(screen.getByText('No shares in this range.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Shares by channel' })).toBeNull();
    expect(screen.getByText('Social Shares').nextElementSibling?.textContent).toBe('0');
  });

  it('links the three reports as real downloads for the range', () => {
    renderRoute(<AnalyticsScreen analytics={a} tab="reports" />, { path: '/admin/analytics' });
    for (const p of ['daily', 'weekly', 'monthly']) {
      const link = screen.getByTestId(`report-${p}`);
      expect(link.getAttribute('href')).toBe(`/api/admin/analytics/reports/${p}.csv?range=7d`);
      expect(link.hasAttribute('download')).toBe(true);
    }
  });

  it('shows conversion rates with what they are of', () => {
    renderRoute(<AnalyticsScreen analytics={a} tab="conversion" />, { path: '/admin/analytics' });
    expect(screen.getByText('Visitor → sign-up').nextElementSibling?.textContent).toBe('5.0%');
    expect(screen.getByText('3 sign-ups from 60 visitors')).toBeTruthy();
    expect(screen.getByText(/Newsletter sign-ups are not shown/)).toBeTruthy();
  });
});
