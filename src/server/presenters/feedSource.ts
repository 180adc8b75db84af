/** A feed source as the back office shows it (admin-content §3, §4): explicit fields, no fetch validators. */
import type { AdminFeedSourceView, FeedHealthState, FeedNextCheck, FeedRunState } from '../../domain/adminFeeds.ts';
import type { FeedSourceRow, LatestFeedHealth } from '../../db/queries/feedSources.ts';
import type { AdminFeedSource } from '../../services/admin/feeds.ts';
import { EMPTY_FEED_OUTPUT } from '../../domain/adminFeeds.ts';

/** §4: healthy (a 304 is a feed that answered), failing (any other stored status), unknown before the first check. */
export function healthState(latest: LatestFeedHealth | null): FeedHealthState {
  if (!latest) return 'unknown';
  return latest.status === 'healthy' || latest.status === 'not_modified' ? 'healthy' : 'failing';
}

export function runState(row: Pick<FeedSourceRow, 'isActive' | 'disabledAt'>): FeedRunState {
  if (row.isActive) return 'active';
  return row.disabledAt ? 'disabled' : 'paused';
}

/** The back-off of feedBackoff.ts as stored in next_fetch_at: a time still ahead, else the next scheduled run. */
export function nextCheck(row: Pick<FeedSourceRow, 'isActive' | 'disabledAt' | 'nextFetchAt'>, now: Date): FeedNextCheck {
  if (!row.isActive) return { kind: 'never', reason: row.disabledAt ? 'disabled' : 'paused' };
  if (row.nextFetchAt && row.nextFetchAt.getTime() > now.getTime()) return { kind: 'backoff', at: row.nextFetchAt.toISOString() };
  return { kind: 'next_run' };
}

export function presentFeedSource(s: FeedSourceRow & { latestHealth?: LatestFeedHealth | null; output?: AdminFeedSource['output'] }, now: Date = new Date()): AdminFeedSourceView {
  const h = s.latestHealth ?? null;
  return {
    id: s.id,
    name: s.name,
    url: s.url,
    siteUrl: s.siteUrl,
    region: s.region,
    priority: s.priority,
    contentTypes: s.contentTypes,
    supportsMedia: s.supportsMedia,
    isSample: s.isSample,
    state: runState(s),
    disabledReason: s.disabledReason,
    health: healthState(h),
    latestCheck: h
      ? {
          status: h.status,
          at: h.checkTimestamp.toISOString(),
          httpStatus: h.httpStatus,
          responseTimeMs: h.responseTimeMs,
          itemsFound: h.itemsFound,
          imagesExtracted: h.imagesExtracted,
          dataPointsExtracted: h.dataPointsExtracted,
          errorMessage: h.errorMessage,
        }
      : null,
    consecutiveFailures: s.consecutiveFailures,
    nextCheck: nextCheck(s, now),
    lastError: s.lastError,
    lastSuccessAt: s.lastSuccessAt?.toISOString() ?? null,
    dataRichnessScore: s.dataRichnessScore,
    averageImagesPerItem: s.averageImagesPerItem,
    output: s.output ?? EMPTY_FEED_OUTPUT,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}
