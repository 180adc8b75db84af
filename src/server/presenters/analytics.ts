/** The analytics answer (GET /api/admin/analytics and the screen): an explicit field list per section, nothing else. */
import { articlePath } from '../../domain/articlePath.ts';
import type { AnalyticsOverview } from '../../domain/analytics.ts';
import { sharesByChannel } from '../../domain/articleShares.ts';
import { analyticsTotals, type AnalyticsResult } from '../../services/admin/analytics.ts';

const storyPath = (id: string, title: string | null) => (title === null ? null : articlePath({ id, title }));

export function presentAnalytics(r: AnalyticsResult): AnalyticsOverview {
  const t = analyticsTotals(r);
  return {
    range: r.range,
    from: r.from,
    to: r.to,
    timeZone: 'UTC',
    generatedAt: r.generatedAt.toISOString(),
    traffic: {
      series: r.days.map((d) => ({ day: d.day, pageViews: d.pageViews, visitors: d.visitors })),
      totals: { pageViews: t.pageViews, visitors: t.visitors, viewsPerVisitor: t.viewsPerVisitor },
      topPages: r.traffic.topPages.map((p) => ({ path: p.path, pageViews: p.pageViews })),
      referrers: r.traffic.referrers.map((p) => ({ host: p.host, pageViews: p.pageViews })),
      devices: r.traffic.devices.map((p) => ({ device: p.device, pageViews: p.pageViews })),
    },
    content: {
      series: r.days.map((d) => ({ day: d.day, articleViews: d.articleViews })),
      totals: { articleViews: t.articleViews, articlesViewed: r.content.articlesViewed },
      topArticles: r.content.topArticles.map((a) => ({
        id: a.id,
        title: a.title,
        path: storyPath(a.id, a.title),
        category: a.category,
        pageViews: a.pageViews,
        likes: a.likes,
      })),
      topReads: r.content.topReads.map((a) => ({
        id: a.id,
        title: a.title,
        path: storyPath(a.id, a.title),
        readsStarted: a.readsStarted,
        readsCompleted: a.readsCompleted,
        readSeconds: a.readSeconds,
      })),
      categories: r.content.categories.map((c) => ({ category: c.category, pageViews: c.pageViews })),
    },
    engagement: {
      series: r.days.map((d) => ({
        day: d.day,
        readsStarted: d.readsStarted,
        readsCompleted: d.readsCompleted,
        readSeconds: d.readSeconds,
        likes: d.likes,
        bookmarks: d.bookmarks,
        shares: d.shares,
        searches: d.searches,
      })),
      totals: {
        readsStarted: t.readsStarted,
        readsCompleted: t.readsCompleted,
        readSeconds: t.readSeconds,
        avgReadSeconds: t.avgReadSeconds,
        likes: t.likes,
        bookmarks: t.bookmarks,
        searches: t.searches,
        engagementRate: t.engagementRate,
      },
      topSearchTerms: r.topSearchTerms.map((s) => ({ term: s.term, searches: s.searches })),
      shares: { total: t.shares, byChannel: sharesByChannel(r.shareChannels).map((s) => ({ channel: s.channel, shares: s.shares })) },
    },
    conversion: {
      series: r.days.map((d) => ({ day: d.day, visitors: d.visitors, signUps: d.signUps })),
      totals: {
        visitors: t.visitors,
        signUps: t.signUps,
        signUpRate: t.signUpRate,
        readers: r.readers.readers,
        readersWhoLiked: r.readers.readersWhoLiked,
        readersWhoBookmarked: r.readers.readersWhoBookmarked,
        likeRate: t.likeRate,
        bookmarkRate: t.bookmarkRate,
        completionRate: t.completionRate,
      },
      newsletterSignUps: null,
    },
  };
}
