import { describe, expect, it } from 'vitest';
import {
  confidenceBandOf,
  dashboardQuerySchema,
  databaseHealth,
  feedsHealth,
  lastRunHealth,
  mailHealth,
  pipelineErrorRate,
  pipelineHealth,
  rate,
  relativeTime,
  workersHealth,
  worstStatus,
} from './adminDashboard.ts';

const fine = { draftsLast24h: 0, unresolvedAlerts: 0, articlesLast24h: 50, publishedLast24h: 10, mlStatus: 'ready' };

describe('confidence bands (admin-content §9: high ≥ 80 %, medium 50-79 %, low < 50 %)', () => {
  it('puts each boundary in the band above it', () => {
    expect(confidenceBandOf(0.8)).toBe('high');
    expect(confidenceBandOf(0.7999)).toBe('medium');
    expect(confidenceBandOf(0.5)).toBe('medium');
    expect(confidenceBandOf(0.4999)).toBe('low');
    expect(confidenceBandOf(0)).toBe('low');
    expect(confidenceBandOf(1)).toBe('high');
  });
  it('reads a float4 score stored as 0.8 as high (binary rounding does not push it down)', () => {
    expect(confidenceBandOf(Math.fround(0.8))).toBe('high');
    expect(confidenceBandOf(Math.fround(0.5))).toBe('medium');
  });
});

describe('pipeline health (admin-system §4)', () => {
  it('is healthy with at least 10 published, few drafts, no alerts and a ready classifier', () => {
    expect(pipelineHealth(fine)).toEqual({ status: 'healthy', reasons: [] });
  });
  it('turns critical above 1000 drafts in 24 h, degraded above 500 (boundaries excluded)', () => {
    expect(pipelineHealth({ ...fine, draftsLast24h: 1000 }).status).toBe('degraded');
    expect(pipelineHealth({ ...fine, draftsLast24h: 1001 }).status).toBe('critical');
    expect(pipelineHealth({ ...fine, draftsLast24h: 500 }).status).toBe('healthy');
    expect(pipelineHealth({ ...fine, draftsLast24h: 501 }).status).toBe('degraded');
  });
  it('turns degraded under 10 published in 24 h', () => {
    expect(pipelineHealth({ ...fine, publishedLast24h: 9 }).status).toBe('degraded');
  });
  it('is critical without an ML status or with a stalled one', () => {
    expect(pipelineHealth({ ...fine, mlStatus: null }).status).toBe('critical');
    expect(pipelineHealth({ ...fine, mlStatus: 'stalled' }).status).toBe('critical');
  });
  it('uses the error rate: unresolved alerts over articles in 24 h, > 10 % degraded, > 20 % critical, capped at 100', () => {
    expect(pipelineErrorRate(10, 100)).toBe(10);
    expect(pipelineHealth({ ...fine, unresolvedAlerts: 10, articlesLast24h: 100 }).status).toBe('healthy');
    expect(pipelineHealth({ ...fine, unresolvedAlerts: 11, articlesLast24h: 100 }).status).toBe('degraded');
    expect(pipelineHealth({ ...fine, unresolvedAlerts: 20, articlesLast24h: 100 }).status).toBe('degraded');
    expect(pipelineHealth({ ...fine, unresolvedAlerts: 21, articlesLast24h: 100 }).status).toBe('critical');
    expect(pipelineErrorRate(5, 2)).toBe(100);
    expect(pipelineErrorRate(1, 0)).toBe(100);
    expect(pipelineErrorRate(0, 0)).toBe(0);
  });
});

describe('the other badges', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  it('database: critical when unreachable or behind on migrations, degraded when slow', () => {
    expect(databaseHealth({ reachable: true, schemaCurrent: true, responseMs: 5 })).toBe('healthy');
    expect(databaseHealth({ reachable: true, schemaCurrent: false, responseMs: 5 })).toBe('critical');
    expect(databaseHealth({ reachable: false, schemaCurrent: true, responseMs: 5 })).toBe('critical');
    expect(databaseHealth({ reachable: true, schemaCurrent: true, responseMs: 1001 })).toBe('degraded');
  });
  it('workers: critical with none alive', () => {
    expect(workersHealth(0)).toBe('critical');
    expect(workersHealth(1)).toBe('healthy');
  });
  it('feeds: critical with none active or all failing, degraded with some failing or disabled', () => {
    expect(feedsHealth({ active: 0, failing: 0, disabledByPipeline: 0 })).toBe('critical');
    expect(feedsHealth({ active: 3, failing: 3, disabledByPipeline: 0 })).toBe('critical');
    expect(feedsHealth({ active: 3, failing: 1, disabledByPipeline: 0 })).toBe('degraded');
    expect(feedsHealth({ active: 3, failing: 0, disabledByPipeline: 1 })).toBe('degraded');
    expect(feedsHealth({ active: 3, failing: 0, disabledByPipeline: 0 })).toBe('healthy');
  });
  it('last run: degraded when none, failed or over 6 h old; critical over 24 h', () => {
    expect(lastRunHealth(null, now)).toBe('degraded');
    expect(lastRunHealth({ status: 'completed', startedAt: hoursAgo(1) }, now)).toBe('healthy');
    expect(lastRunHealth({ status: 'failed', startedAt: hoursAgo(1) }, now)).toBe('degraded');
    expect(lastRunHealth({ status: 'completed', startedAt: hoursAgo(6) }, now)).toBe('healthy');
    expect(lastRunHealth({ status: 'completed', startedAt: hoursAgo(6.1) }, now)).toBe('degraded');
    expect(lastRunHealth({ status: 'completed', startedAt: hoursAgo(24.1) }, now)).toBe('critical');
  });
  it('mail: late after 15 min, stuck after 60, failures and held mail degrade', () => {
    expect(mailHealth({ queued: 2, oldestQueuedMinutes: 15, failedLast24h: 0, held: 0 })).toBe('healthy');
    expect(mailHealth({ queued: 2, oldestQueuedMinutes: 16, failedLast24h: 0, held: 0 })).toBe('degraded');
    expect(mailHealth({ queued: 2, oldestQueuedMinutes: 61, failedLast24h: 0, held: 0 })).toBe('critical');
    expect(mailHealth({ queued: 0, oldestQueuedMinutes: null, failedLast24h: 1, held: 0 })).toBe('degraded');
    expect(mailHealth({ queued: 0, oldestQueuedMinutes: null, failedLast24h: 0, held: 1 })).toBe('degraded');
  });
  it('overall is the worst badge', () => {
    expect(worstStatus(['healthy', 'degraded', 'healthy'])).toBe('degraded');
    expect(worstStatus(['degraded', 'critical'])).toBe('critical');
    expect(worstStatus([])).toBe('healthy');
  });
});

describe('figures and the URL', () => {
  it('rate is a percent with one decimal, 0 of nothing', () => {
    expect(rate(1, 3)).toBe(33.3);
    expect(rate(0, 0)).toBe(0);
  });
  it('window defaults to 24 h and refuses unknown values', () => {
    expect(dashboardQuerySchema.parse({}).window).toBe('24h');
    expect(dashboardQuerySchema.parse({ window: '' }).window).toBe('24h');
    expect(dashboardQuerySchema.parse({ window: '7d' }).window).toBe('7d');
    expect(dashboardQuerySchema.safeParse({ window: '1y' }).success).toBe(false);
  });
  it('relative times', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(relativeTime(new Date(now.getTime() - 10_000), now)).toBe('just now');
    expect(relativeTime(new Date(now.getTime() - 5 * 60_000), now)).toBe('5 min ago');
    expect(relativeTime(new Date(now.getTime() - 3 * 3_600_000), now)).toBe('3 h ago');
  });
});
