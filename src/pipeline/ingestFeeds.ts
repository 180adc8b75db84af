/** One ingest run: fetch every active source → parse → normalise → dedupe → classify → decide → store, recording health and the run. */
import type { Database } from '../db/connection.ts';
import { failInterruptedRuns, finishAutomationRun, raiseAlert, startAutomationRun } from '../db/queries/automationRuns.ts';
import { listActiveFeedSources, recordFeedCheck, type FeedSourceRow } from '../db/queries/feedSources.ts';
import { getClassifier } from './classify/bundledModel.ts';
import { decideStatus } from './decide/decideStatus.ts';
import { titleHash, urlHash } from './dedupe/hashes.ts';
import { NEAR_DUPLICATE_WINDOW_HOURS, NearDuplicateIndex } from './dedupe/nearDuplicates.ts';
import { listRecentArticleTexts } from '../db/queries/recentArticles.ts';
import { DEFAULT_FETCH_LIMITS, fetchFeed, type FetchLimits } from './fetch/fetchFeed.ts';
import { resolveFeedUrl, SAMPLE_URL_PREFIX, type SampleFeedServer } from './fetch/sampleFeedServer.ts';
import { normaliseItem, type NormalisedItem } from './normalise/normaliseItem.ts';
import { FeedParseError, parseFeedDocument } from './parse/parseFeedDocument.ts';
import { storeArticle } from './store/storeArticle.ts';

/** A debug progress line every this many stored articles (big feeds, crash tests). */
const PROGRESS_EVERY_ARTICLES = 250;
/** Articles stored between two checkpoints within one source. */
const CHECKPOINT_EVERY_ARTICLES = 500;

/** Counts for one source. */
export interface SourceResult {
  sourceId: string;
  name: string;
  status: 'healthy' | 'not_modified' | 'error';
  error: string | null;
  itemsFound: number;
  inserted: number;
  published: number;
  pendingReview: number;
  autoRejected: number;
  duplicates: number;
  skipped: number;
}

/** Totals for a run. */
export interface IngestResult {
  runId: string;
  sources: SourceResult[];
  itemsFound: number;
  inserted: number;
  published: number;
  pendingReview: number;
  autoRejected: number;
  duplicates: number;
  failedSources: number;
}

/** Options of a run. */
export interface IngestOptions {
  sampleServer?: SampleFeedServer;
  /** Only sample sources (true), only real ones (false), or all (undefined). */
  sample?: boolean;
  limits?: FetchLimits;
  /** How many feeds are fetched at once. */
  concurrency?: number;
  trigger?: 'schedule' | 'manual' | 'startup';
  /** Fetch sources that are backing off after a failure too (a manual "fetch now"). */
  force?: boolean;
  /** Failures in a row that disable a source (FEED_MAX_CONSECUTIVE_FAILURES; default 10). */
  maxConsecutiveFailures?: number;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; debug?(obj: object, msg?: string): void };
}

/** Counts optional fields an item carries (for the source's data-richness score). */
function dataPoints(item: NormalisedItem): number {
  return [item.imageUrl, item.author, item.summary, item.content, item.rssCategories.length > 0, item.originalPublishedAt, item.mediaThumbnails.length + item.enclosures.length > 0].filter(Boolean).length;
}

async function ingestSource(database: Database, source: FeedSourceRow, options: IngestOptions, nearDuplicates: NearDuplicateIndex): Promise<SourceResult> {
  const result: SourceResult = {
    sourceId: source.id, name: source.name, status: 'healthy', error: null,
    itemsFound: 0, inserted: 0, published: 0, pendingReview: 0, autoRejected: 0, duplicates: 0, skipped: 0,
  };
  const fail = async (message: string, httpStatus: number | null, responseTimeMs: number, retryAfterSeconds?: number) => {
    result.status = 'error';
    result.error = message;
    const recorded = await recordFeedCheck(database.db, {
      sourceId: source.id, status: 'error', httpStatus, responseTimeMs, itemsFound: 0, itemsNew: 0, imagesExtracted: 0, dataPointsExtracted: 0, errorMessage: message, retryAfterSeconds,
    }, { maxConsecutiveFailures: options.maxConsecutiveFailures });
    if (recorded.disabled) options.log?.warn({ source: source.name, consecutiveFailures: recorded.consecutiveFailures, error: message }, 'feed source disabled');
    return result;
  };

  const url = resolveFeedUrl(source.url, options.sampleServer);
  if (!url) return fail('Sample feed server is not running', null, 0);
  const baseLimits = options.limits ?? DEFAULT_FETCH_LIMITS;
  // Our own sample server listens on loopback; every other source gets the public-address-only policy.
  const limits = source.url.startsWith(SAMPLE_URL_PREFIX) ? { ...baseLimits, allowPrivateNetworks: true } : baseLimits;
  const fetched = await fetchFeed(url, { etag: source.etag, lastModified: source.lastModified }, limits);
  if (fetched.kind === 'error') return fail(fetched.message, fetched.status, fetched.responseTimeMs, fetched.retryAfterSeconds);
  if (fetched.kind === 'not-modified') {
    result.status = 'not_modified';
    await recordFeedCheck(database.db, {
      sourceId: source.id, status: 'not_modified', httpStatus: 304, responseTimeMs: fetched.responseTimeMs, itemsFound: 0, itemsNew: 0, imagesExtracted: 0, dataPointsExtracted: 0, errorMessage: null,
    });
    return result;
  }

  let feed;
  try {
    feed = parseFeedDocument(fetched.body);
  } catch (err) {
    return fail(err instanceof FeedParseError ? err.message : `Parse failed: ${String(err)}`, fetched.status, fetched.responseTimeMs);
  }

  let images = 0;
  let points = 0;
  result.itemsFound = feed.items.length;
  for (const parsed of feed.items) {
    const normalised = normaliseItem(parsed, feed, source.name);
    if (!normalised.ok) {
      result.skipped++;
      continue;
    }
    const item = normalised.item;
    if (item.imageUrl) images++;
    points += dataPoints(item);
    const classification = getClassifier()({ title: item.title, summary: item.summary, content: item.content, sourceName: item.sourceName, sourceUrl: item.sourceUrl, tags: item.tags });
    const outcome = decideStatus(classification);
    // Find, then reserve at once (no await between): a rewrite in a feed ingested concurrently waits for this one.
    const { near: nearLookup, settle } = nearDuplicates.claim(source.id, item.title, item.summary);
    let stored: Awaited<ReturnType<typeof storeArticle>> | undefined;
    try {
      const near = await nearLookup;
      stored = await storeArticle(database.db, {
        item, classification, outcome, urlHash: urlHash(item.sourceUrl), titleHash: titleHash(item.title), feedSourceId: source.id,
        ...(near ? { nearDuplicateOf: near } : {}),
      });
    } finally {
      settle(stored?.kind === 'inserted' ? stored.id : null);
    }
    // PGlite answers without ever yielding to the event loop; give HTTP requests, timers and the run heartbeat a
    // turn between articles so a big ingest in ROLE=all never freezes the site.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (stored.kind !== 'duplicate-url' && (result.inserted + 1) % PROGRESS_EVERY_ARTICLES === 0) {
      options.log?.debug?.({ source: source.name, stored: result.inserted + 1, items: feed.items.length }, 'ingest progress');
    }
    // Bound PGlite's WAL inside very large feeds too (see db/connection.ts checkpoint()).
    if (stored.kind !== 'duplicate-url' && (result.inserted + 1) % CHECKPOINT_EVERY_ARTICLES === 0) await database.checkpoint();
    if (stored.kind === 'duplicate-url') result.duplicates++;
    else if (stored.kind === 'duplicate-title' || stored.kind === 'duplicate-near') {
      result.duplicates++;
      result.inserted++;
    } else {
      result.inserted++;
      if (stored.decision === 'published') result.published++;
      else if (stored.decision === 'pending_review') result.pendingReview++;
      else result.autoRejected++;
    }
  }
  await recordFeedCheck(database.db, {
    sourceId: source.id, status: 'healthy', httpStatus: fetched.status, responseTimeMs: fetched.responseTimeMs,
    itemsFound: result.itemsFound, itemsNew: result.inserted, imagesExtracted: images, dataPointsExtracted: points, errorMessage: null,
    etag: fetched.etag, lastModified: fetched.lastModified,
  });
  return result;
}

/** Runs `worker` over `items` with at most `limit` in flight. */
async function mapLimited<T, R>(items: readonly T[], limit: number, worker: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await worker(items[i] as T);
    }
  });
  await Promise.all(lanes);
  return out;
}

/** Ingests all active sources (or the sample/real subset) once and records the run. */
export async function ingestFeeds(database: Database, options: IngestOptions = {}): Promise<IngestResult> {
  // A run whose worker died elsewhere (PostgreSQL, several workers) is closed once its heartbeat is stale.
  await failInterruptedRuns(database.db);
  const runId = await startAutomationRun(database.db, 'rss_fetch', options.trigger ?? 'manual');
  try {
    // Sources backing off after a failure wait for their next_fetch_at unless the run is forced.
    const nearDuplicates = new NearDuplicateIndex();
    for (const a of await listRecentArticleTexts(database.db, new Date(Date.now() - NEAR_DUPLICATE_WINDOW_HOURS * 3_600_000))) {
      nearDuplicates.add(a.id, a.feedSourceId, a.title, a.summary);
    }
    const sources = await listActiveFeedSources(database.db, { sample: options.sample, dueBy: options.force ? undefined : new Date() });
    const results = await mapLimited(sources, options.concurrency ?? 4, async (source) => {
      try {
        const r = await ingestSource(database, source, options, nearDuplicates);
        await database.checkpoint();
        return r;
      } catch (err) {
        // A database error on one source must not lose the others' work; record it and move on.
        options.log?.warn({ err, source: source.name }, 'feed ingest failed');
        return { sourceId: source.id, name: source.name, status: 'error', error: err instanceof Error ? err.message : String(err), itemsFound: 0, inserted: 0, published: 0, pendingReview: 0, autoRejected: 0, duplicates: 0, skipped: 0 } satisfies SourceResult;
      }
    });
    const sum = (k: keyof SourceResult) => results.reduce((n, r) => n + (r[k] as number), 0);
    const failedSources = results.filter((r) => r.status === 'error').length;
    const result: IngestResult = {
      runId, sources: results, itemsFound: sum('itemsFound'), inserted: sum('inserted'), published: sum('published'),
      pendingReview: sum('pendingReview'), autoRejected: sum('autoRejected'), duplicates: sum('duplicates'), failedSources,
    };
    const successRate = sources.length === 0 ? null : Math.round(((sources.length - failedSources) / sources.length) * 1000) / 10;
    const { sources: _omit, ...totals } = result;
    await finishAutomationRun(database.db, runId, { status: 'completed', successRate, stats: { ...totals, sourceCount: sources.length } });
    if (sources.length > 0 && failedSources === sources.length) {
      await raiseAlert(database.db, { alertType: 'rss_fetch', severity: 'high', message: `All ${sources.length} feeds failed in the last fetch run`, metadata: { runId } });
    }
    options.log?.info({ ...totals, sourceCount: sources.length }, 'ingest run finished');
    return result;
  } catch (err) {
    await finishAutomationRun(database.db, runId, { status: 'failed', successRate: 0, stats: {}, errorMessage: err instanceof Error ? err.message : String(err) }).catch(() => undefined);
    await raiseAlert(database.db, { alertType: 'rss_fetch', severity: 'critical', message: `Fetch run failed: ${err instanceof Error ? err.message : String(err)}` }).catch(() => undefined);
    throw err;
  }
}
