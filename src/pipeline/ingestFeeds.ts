/** One ingest run: fetch every active source → parse → normalise → dedupe → classify → decide → store, recording health and the run. */
import { isStorageFullError } from '../db/storageHealth.ts';
import type { Database } from '../db/connection.ts';
import { DEFAULT_MAX_ITEMS_PER_RUN, isVolumeSurge, VOLUME_HISTORY_CHECKS } from '../domain/feedVolume.ts';
import { errorLine, errorSummary } from '../db/dbError.ts';
import { failInterruptedRuns, finishAutomationRun, raiseAlert, startAutomationRun } from '../db/queries/automationRuns.ts';
import { listActiveFeedSources, recentNewItemCounts, recordFeedCheck, type FeedSourceRow } from '../db/queries/feedSources.ts';
import { NEAR_DUPLICATE_WINDOW_HOURS, NearDuplicateIndex } from './dedupe/nearDuplicates.ts';
import { listRecentArticleTexts } from '../db/queries/recentArticles.ts';
import { DEFAULT_FETCH_LIMITS, fetchFeed, type FetchLimits } from './fetch/fetchFeed.ts';
import { resolveFeedUrl, SAMPLE_URL_PREFIX, type SampleFeedServer } from './fetch/sampleFeedServer.ts';
import { FeedParseError } from './parse/parseFeedDocument.ts';
import { prepareFeed, prepareWorkersFor } from './prepare/feedPreparer.ts';
import type { PreparedItem } from './prepare/prepareBatch.ts';
import { knownUrlHashes, storeArticles, type StoreInput, type StoreOutcome } from './store/storeArticle.ts';

/**
 * Articles stored per transaction. Set-based statements make a batch cost little more than a bare insert of its
 * rows; a small batch keeps each PGlite transaction (which blocks the event loop) short and a crash cheap.
 */
export const STORE_BATCH_ARTICLES = 200;
/**
 * Articles stored between two checkpoints in a run (PGlite's WAL is only recycled by a checkpoint; a few thousand
 * articles are some tens of MB of WAL, and a checkpoint costs a fraction of a second).
 */
export const CHECKPOINT_EVERY_ARTICLES = 5000;

/** Articles written since the last checkpoint, counted across the sources of a run. */
interface CheckpointCounter {
  sinceCheckpoint: number;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Counts for one source. */
export interface SourceResult {
  sourceId: string;
  name: string;
  /** A bundled sample feed (served over loopback: reachable whatever the network). */
  sample: boolean;
  status: 'healthy' | 'not_modified' | 'error';
  error: string | null;
  itemsFound: number;
  inserted: number;
  published: number;
  pendingReview: number;
  autoRejected: number;
  duplicates: number;
  skipped: number;
  /** Items that could not be stored (each costs only itself). */
  failed: number;
  /** New items left for a later run by the per-run cap. */
  deferred: number;
  /** Far more new items than the source usually has (alert raised). */
  volumeSurge: boolean;
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
  /** Items that could not be stored, over all sources. */
  failedItems: number;
  /** New items left for later runs by the per-source cap. */
  deferred: number;
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
  /** New items stored per source per run, newest first (FEED_MAX_ITEMS_PER_RUN; default 300). */
  maxItemsPerRun?: number;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; debug?(obj: object, msg?: string): void };
}

/** A source's counts before anything happened (also the result of a source whose ingest failed). */
const emptyResult = (source: FeedSourceRow): SourceResult => ({
  sourceId: source.id, name: source.name, sample: source.isSample, status: 'healthy', error: null,
  itemsFound: 0, inserted: 0, published: 0, pendingReview: 0, autoRejected: 0, duplicates: 0, skipped: 0, failed: 0, deferred: 0, volumeSurge: false,
});

/** What storing one batch did: outcomes in input order (null for an item that could not be stored). */
interface BatchStored {
  outcomes: (StoreOutcome | null)[];
  /** The first storage error, summarised (code and message only). */
  error: string | null;
}

/**
 * Stores a batch in one transaction; if that fails, each item on its own, so a bad item costs only itself
 * (the batch's other items are stored and the bad one is counted as failed).
 */
async function storeIsolated(database: Database, inputs: StoreInput[], log: IngestOptions['log'], sourceName: string): Promise<BatchStored> {
  try {
    return { outcomes: await storeArticles(database.db, inputs), error: null };
  } catch (batchErr) {
    // A full disk refuses every item alike, so storing them one by one only repeats the failure: the source fails
    // as a whole, which records its health and the process's storage state (/readyz, the job's alert).
    if (isStorageFullError(batchErr)) throw batchErr;
    log?.warn({ source: sourceName, items: inputs.length, error: errorSummary(batchErr) }, 'storing a batch failed; storing its items one by one');
    let error: string | null = null;
    const outcomes: (StoreOutcome | null)[] = [];
    for (const input of inputs) {
      try {
        outcomes.push((await storeArticles(database.db, [input]))[0] ?? null);
      } catch (itemErr) {
        error ??= errorLine(itemErr);
        log?.warn({ source: sourceName, url: input.item.sourceUrl, error: errorSummary(itemErr) }, 'feed item could not be stored');
        outcomes.push(null);
      }
    }
    return { outcomes, error };
  }
}

async function ingestSource(database: Database, source: FeedSourceRow, options: IngestOptions, nearDuplicates: NearDuplicateIndex, wal: CheckpointCounter): Promise<SourceResult> {
  const result = emptyResult(source);
  const fail = async (message: string, httpStatus: number | null, responseTimeMs: number, retryAfterSeconds?: number) => {
    result.status = 'error';
    result.error = message;
    const recorded = await recordFeedCheck(database.db, {
      sourceId: source.id, status: 'error', httpStatus, responseTimeMs, itemsFound: result.itemsFound, itemsNew: result.inserted, imagesExtracted: 0, dataPointsExtracted: 0, errorMessage: message, retryAfterSeconds,
      itemsFailed: result.failed,
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

  // Parsing and classifying happen on a worker thread while this thread stores the batches before.
  let preparing;
  try {
    // The bundled samples come from a loopback server whose address must never become an article link.
    preparing = await prepareFeed(fetched.body, source.url.startsWith(SAMPLE_URL_PREFIX) ? null : fetched.finalUrl, source.name, STORE_BATCH_ARTICLES, prepareWorkersFor(database.kind));
  } catch (err) {
    if (err instanceof FeedParseError) return fail(err.message, fetched.status, fetched.responseTimeMs);
    throw err;
  }

  let images = 0;
  let points = 0;
  let storeError: string | null = null;
  // New rows this run may still write (the worker sends items newest first, so the newest are kept).
  let room = Math.max(0, options.maxItemsPerRun ?? DEFAULT_MAX_ITEMS_PER_RUN);
  result.itemsFound = preparing.itemsFound;
  const tally = (stored: StoreOutcome) => {
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
  };
  for await (const prepared of preparing.batches) {
    result.skipped += prepared.skipped;
    images += prepared.images;
    points += prepared.dataPoints;
    let batch: PreparedItem[] = prepared.items;
    if (batch.length === 0) continue;
    if (batch.length > room) {
      // Past the cap: items already stored stay duplicates; of the new ones, the newest that fit are stored
      // and the rest are deferred (still in the feed and not stored, so a later run takes them).
      const known = await knownUrlHashes(database.db, batch.map((b) => b.urlHash));
      const fresh = batch.filter((b) => !known.has(b.urlHash));
      result.duplicates += batch.length - fresh.length;
      const kept = new Set(fresh.slice(0, room));
      result.deferred += fresh.length - kept.size;
      batch = batch.filter((b) => kept.has(b));
    }
    if (batch.length === 0) continue;
    // Look up and reserve the whole batch at once (no await in between): a batch only ever waits for batches
    // reserved before it, so concurrent sources never wait on each other in a circle.
    const claims = batch.map((b) => nearDuplicates.claim(source.id, b.item.title, b.item.summary, b.nearWords));
    let outcomes: (StoreOutcome | null)[] | undefined;
    try {
      const nears = await Promise.all(claims.map((c) => c.near));
      const stored = await storeIsolated(database, batch.map((b, i) => {
        const near = nears[i];
        const { nearWords: _words, ...input } = b;
        return { ...input, feedSourceId: source.id, ...(near ? { nearDuplicateOf: near } : {}) };
      }), options.log, source.name);
      outcomes = stored.outcomes;
      storeError ??= stored.error;
    } finally {
      claims.forEach((c, i) => {
        const stored = outcomes?.[i];
        c.settle(stored?.kind === 'inserted' ? stored.id : null);
      });
    }
    for (const stored of outcomes) {
      if (stored) tally(stored);
      else result.failed++;
    }
    room = Math.max(0, room - outcomes.filter((o) => o && o.kind !== 'duplicate-url').length);
    options.log?.debug?.({ source: source.name, stored: result.inserted, items: result.itemsFound }, 'ingest progress');
    // Bound PGlite's WAL inside very large feeds too (see db/connection.ts checkpoint()).
    wal.sinceCheckpoint += outcomes.filter((o) => o && o.kind !== 'duplicate-url').length;
    if (wal.sinceCheckpoint >= CHECKPOINT_EVERY_ARTICLES) {
      wal.sinceCheckpoint = 0;
      await database.checkpoint();
    }
    // PGlite answers without ever yielding to the event loop; give HTTP requests, timers and the run heartbeat a
    // turn between batches so a big ingest in ROLE=all never freezes the site.
    await nextTurn();
  }
  // Items that could not be stored, and nothing stored at all: the source failed (health, backoff, alerts).
  if (result.failed > 0 && result.inserted === 0 && result.duplicates === 0) {
    return fail(`No item could be stored (${result.failed} failed): ${storeError ?? 'unknown error'}`, fetched.status, fetched.responseTimeMs);
  }
  if (result.failed > 0) {
    options.log?.warn({ source: source.name, failed: result.failed, stored: result.inserted, error: storeError }, 'some feed items could not be stored');
  }
  const newItems = result.inserted + result.deferred;
  result.volumeSurge = isVolumeSurge(newItems, result.deferred, await recentNewItemCounts(database.db, source.id, VOLUME_HISTORY_CHECKS));
  if (result.volumeSurge) {
    const message = `Feed "${source.name}" produced ${newItems} new items in one run, far above its usual volume${result.deferred > 0 ? `; ${result.deferred} left for later runs` : ''}`;
    options.log?.warn({ source: source.name, newItems, stored: result.inserted, deferred: result.deferred }, 'feed volume surge');
    await raiseAlert(database.db, { alertType: 'feed_volume_surge', severity: 'medium', message, metadata: { sourceId: source.id, name: source.name, newItems, deferred: result.deferred } });
  }
  await recordFeedCheck(database.db, {
    sourceId: source.id, status: 'healthy', httpStatus: fetched.status, responseTimeMs: fetched.responseTimeMs,
    itemsFound: result.itemsFound, itemsNew: result.inserted, imagesExtracted: images, dataPointsExtracted: points,
    errorMessage: result.failed > 0 ? `${result.failed} item(s) could not be stored: ${storeError ?? 'unknown error'}` : null,
    itemsFailed: result.failed, itemsDeferred: result.deferred, volumeSurge: result.volumeSurge,
    // A capped run forgets the validators, so the next run gets the whole feed (not a 304) and takes the rest.
    ...(result.deferred > 0 ? { etag: null, lastModified: null } : { etag: fetched.etag, lastModified: fetched.lastModified }),
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
    const wal: CheckpointCounter = { sinceCheckpoint: 0 };
    const results = await mapLimited(sources, options.concurrency ?? 4, async (source) => {
      try {
        return await ingestSource(database, source, options, nearDuplicates, wal);
      } catch (err) {
        // A database error on one source must not lose the others' work: record it in the source's health (it
        // counts toward backoff and disabling like a fetch error) and move on. Logs carry the code and message
        // only: the query's parameters are whole articles.
        const error = errorLine(err);
        // A full disk is also the process's storage state (/readyz, the job's alert).
        database.storage.report(err);
        options.log?.warn({ source: source.name, error: errorSummary(err) }, 'feed ingest failed');
        await recordFeedCheck(database.db, {
          sourceId: source.id, status: 'error', httpStatus: null, responseTimeMs: 0, itemsFound: 0, itemsNew: 0, imagesExtracted: 0, dataPointsExtracted: 0, errorMessage: `Ingest failed: ${error}`,
        }, { maxConsecutiveFailures: options.maxConsecutiveFailures }).catch((recordErr: unknown) => options.log?.warn({ source: source.name, error: errorSummary(recordErr) }, 'could not record the failed ingest'));
        return { ...emptyResult(source), status: 'error', error } satisfies SourceResult;
      }
    });
    if (wal.sinceCheckpoint > 0) await database.checkpoint();
    const sum = (k: keyof SourceResult) => results.reduce((n, r) => n + (r[k] as number), 0);
    const failedSources = results.filter((r) => r.status === 'error').length;
    const result: IngestResult = {
      runId, sources: results, itemsFound: sum('itemsFound'), inserted: sum('inserted'), published: sum('published'),
      pendingReview: sum('pendingReview'), autoRejected: sum('autoRejected'), duplicates: sum('duplicates'), failedSources,
      failedItems: sum('failed'), deferred: sum('deferred'),
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
    await finishAutomationRun(database.db, runId, { status: 'failed', successRate: 0, stats: {}, errorMessage: errorLine(err) }).catch(() => undefined);
    await raiseAlert(database.db, { alertType: 'rss_fetch', severity: 'critical', message: `Fetch run failed: ${errorLine(err)}` }).catch(() => undefined);
    throw err;
  }
}
