/** The admin dashboard as the screen and GET /api/admin/overview show it: explicit fields, nothing passed through. */
import type { DashboardActivity } from '../../domain/adminDashboard.ts';
import type { AdminOverview } from '../../domain/contracts.ts';
import type { AdminOverviewData } from '../../services/admin/overview.ts';

export function presentDashboardActivity(a: DashboardActivity): DashboardActivity {
  return { since: a.since, generatedAt: a.generatedAt, events: a.events.map((e) => ({ id: e.id, at: e.at, kind: e.kind, text: e.text, actor: e.actor })) };
}

export function presentAdminOverview(o: AdminOverviewData): AdminOverview {
  const { articles: a, review: r, lifecycle: l, funnel: f, health: h } = o;
  return {
    generatedAt: o.generatedAt,
    articles: { total: a.total, published: a.published, drafts: a.drafts, pendingReview: a.pendingReview, archived: a.archived, rejected: a.rejected, featured: a.featured, averageScore: a.averageScore },
    users: { total: o.users.total, newThisWeek: o.users.newThisWeek },
    extractedLast24h: o.extractedLast24h,
    publishedLast24h: o.publishedLast24h,
    automationRuns24h: o.automationRuns24h,
    review: { pendingReview: r.pendingReview, highPriority: r.highPriority, averageRelevance: r.averageRelevance, approvedLast24h: r.approvedLast24h, rejectedLast24h: r.rejectedLast24h },
    lifecycle: {
      archived: l.archived,
      archivedLast24h: l.archivedLast24h,
      purged: l.purged,
      purgedLast7d: l.purgedLast7d,
      pendingArchive: l.pendingArchive,
      pendingPurge: l.pendingPurge,
      storageSavedMb: l.storageSavedMb,
      lastRun: l.lastRun ? { status: l.lastRun.status, startedAt: l.lastRun.startedAt, completedAt: l.lastRun.completedAt } : null,
    },
    funnel: {
      window: f.window,
      since: f.since,
      extraction: { activeFeeds: f.extraction.activeFeeds, runs: f.extraction.runs, itemsFound: f.extraction.itemsFound, inserted: f.extraction.inserted, duplicates: f.extraction.duplicates },
      stored: f.stored,
      waitingForMl: f.waitingForMl,
      classified: f.classified,
      confidence: { high: f.confidence.high, medium: f.confidence.medium, low: f.confidence.low },
      pendingReview: f.pendingReview,
      published: f.published,
      rejected: f.rejected,
      autoRejected: f.autoRejected,
      awaitingCleanup: f.awaitingCleanup,
      archivedOther: f.archivedOther,
    },
    efficiency: o.efficiency.map((b) => ({ key: b.key, label: b.label, percent: b.percent, detail: b.detail })),
    health: { status: h.status, progress: h.progress, badges: h.badges.map((b) => ({ name: b.name, label: b.label, status: b.status, detail: b.detail })) },
    activity: presentDashboardActivity(o.activity),
  };
}
