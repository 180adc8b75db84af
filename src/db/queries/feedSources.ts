/** Queries on feed sources and their health records. */
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { DEFAULT_MAX_CONSECUTIVE_FAILURES, nextFetchAfterFailure, shouldDisableSource } from '../../domain/feedBackoff.ts';
import type { Db } from '../connection.ts';
import { feedHealthChecks, feedSources } from '../schema.ts';
import { raiseAlert } from './automationRuns.ts';
import { hasSqlState } from '../sqlErrors.ts';

export type FeedSourceRow = typeof feedSources.$inferSelect;
export type NewFeedSourceRow = typeof feedSources.$inferInsert;

/** A source to create if its URL is not known yet. */
export interface SourceSeed {
  name: string;
  url: string;
  siteUrl?: string | null;
  priority: number;
  region: string;
  contentTypes: string[];
  supportsMedia: boolean;
  isSample?: boolean;
  isActive?: boolean;
  /** Editorial rating (0007); set on creation, and on an existing source only while it has none. */
  tier?: 'premium' | 'verified' | 'trusted' | 'established' | null;
  authorityScore?: number | null;
}

/** Creates the given sources when their URL is new; never overwrites an admin's edits. Returns how many were created. */
export async function ensureFeedSources(db: Db, seeds: readonly SourceSeed[]): Promise<number> {
  if (seeds.length === 0) return 0;
  const created = await db
    .insert(feedSources)
    .values(
      seeds.map((s) => ({
        name: s.name,
        url: s.url,
        siteUrl: s.siteUrl ?? null,
        priority: s.priority,
        region: s.region,
        contentTypes: s.contentTypes,
        supportsMedia: s.supportsMedia,
        isSample: s.isSample ?? false,
        isActive: s.isActive ?? true,
        tier: s.tier && s.authorityScore != null ? s.tier : null,
        authorityScore: s.tier && s.authorityScore != null ? s.authorityScore : null,
      })),
    )
    .onConflictDoNothing({ target: feedSources.url })
    .returning({ id: feedSources.id });
  await rateUnratedSources(db, seeds);
  return created.length;
}

/**
 * Gives sources created before ratings existed (0007) the seed's tier and authority score. Only unrated rows are
 * touched, so a rating set later by hand is never overwritten.
 */
async function rateUnratedSources(db: Db, seeds: readonly SourceSeed[]): Promise<void> {
  const rated = seeds.filter((s) => s.tier && s.authorityScore != null);
  if (rated.length === 0) return;
  const values = sql.join(
    rated.map((s) => sql`(${s.url}, ${s.tier}, ${s.authorityScore}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE feed_sources AS fs SET tier = v.tier, authority_score = v.score, updated_at = now()
    FROM (VALUES ${values}) AS v(url, tier, score)
    WHERE fs.url = v.url AND fs.tier IS NULL`);
}

/**
 * Active sources, highest priority (lowest number) first; optionally only sample or only real ones, and with
 * `dueBy` only those not backing off after a failure (next_fetch_at unset or not after `dueBy`).
 */
export async function listActiveFeedSources(db: Db, filter: { sample?: boolean; dueBy?: Date } = {}): Promise<FeedSourceRow[]> {
  const conditions = [eq(feedSources.isActive, true)];
  if (filter.sample !== undefined) conditions.push(eq(feedSources.isSample, filter.sample));
  if (filter.dueBy) conditions.push(or(isNull(feedSources.nextFetchAt), lte(feedSources.nextFetchAt, filter.dueBy))!);
  return db.select().from(feedSources).where(and(...conditions)).orderBy(asc(feedSources.priority), asc(feedSources.name));
}

/** Every source (active, paused and disabled), by name; optionally only sample or only real ones. */
export async function listAllFeedSources(db: Db, filter: { sample?: boolean } = {}): Promise<FeedSourceRow[]> {
  const where = filter.sample === undefined ? undefined : eq(feedSources.isSample, filter.sample);
  return db.select().from(feedSources).where(where).orderBy(asc(feedSources.name), asc(feedSources.url));
}

/** The latest health record of a source, as the admin feed list shows it (admin-content §3). */
export interface LatestFeedHealth {
  status: string;
  httpStatus: number | null;
  responseTimeMs: number;
  itemsFound: number;
  imagesExtracted: number;
  dataPointsExtracted: number;
  errorMessage: string | null;
  checkTimestamp: Date;
}

/** A source with its latest health record (null before its first check). */
export type FeedSourceWithHealth = FeedSourceRow & { latestHealth: LatestFeedHealth | null };

/** Every source with its latest health record, richest data first (admin-content §7), then priority and name. */
export async function listFeedSourcesWithLatestHealth(db: Db): Promise<FeedSourceWithHealth[]> {
  // LATERAL … LIMIT 1 reads one index entry per source (feed_health_checks_source_time_idx), however long the history.
  const latest = db
    .select({
      status: feedHealthChecks.status,
      httpStatus: feedHealthChecks.httpStatus,
      responseTimeMs: feedHealthChecks.responseTimeMs,
      itemsFound: feedHealthChecks.itemsFound,
      imagesExtracted: feedHealthChecks.imagesExtracted,
      dataPointsExtracted: feedHealthChecks.dataPointsExtracted,
      errorMessage: feedHealthChecks.errorMessage,
      checkTimestamp: feedHealthChecks.checkTimestamp,
    })
    .from(feedHealthChecks)
    .where(eq(feedHealthChecks.sourceId, feedSources.id))
    .orderBy(desc(feedHealthChecks.checkTimestamp))
    .limit(1)
    .as('latest');
  const rows = await db
    .select({
      source: feedSources,
      health: {
        status: latest.status,
        httpStatus: latest.httpStatus,
        responseTimeMs: latest.responseTimeMs,
        itemsFound: latest.itemsFound,
        imagesExtracted: latest.imagesExtracted,
        dataPointsExtracted: latest.dataPointsExtracted,
        errorMessage: latest.errorMessage,
        checkTimestamp: latest.checkTimestamp,
      },
    })
    .from(feedSources)
    .leftJoinLateral(latest, sql`true`)
    .orderBy(desc(feedSources.dataRichnessScore), asc(feedSources.priority), asc(feedSources.name));
  // A source never checked gets an all-null row from the left join (drizzle may already turn it into null).
  return rows.map(({ source, health }) => ({ ...source, latestHealth: health?.checkTimestamp ? (health as LatestFeedHealth) : null }));
}

/** One source by id, or null. */
export async function getFeedSource(db: Db, id: string): Promise<FeedSourceRow | null> {
  const [row] = await db.select().from(feedSources).where(eq(feedSources.id, id));
  return row ?? null;
}

/** One source by its exact feed URL, or null. */
export async function findFeedSourceByUrl(db: Db, url: string): Promise<FeedSourceRow | null> {
  const [row] = await db.select().from(feedSources).where(eq(feedSources.url, url));
  return row ?? null;
}

/** Which of the given feed URLs are already sources. */
export async function knownFeedUrls(db: Db, urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db.select({ url: feedSources.url }).from(feedSources).where(inArray(feedSources.url, [...urls]));
  return new Set(rows.map((r) => r.url));
}

/** Inserts a source; null when its URL is already taken. */
export async function insertFeedSource(db: Db, values: NewFeedSourceRow): Promise<FeedSourceRow | null> {
  const [row] = await db.insert(feedSources).values(values).onConflictDoNothing({ target: feedSources.url }).returning();
  return row ?? null;
}

/** Updates a source's columns (updated_at is stamped); null when there is no such source. */
export async function updateFeedSource(db: Db, id: string, changes: Partial<NewFeedSourceRow>, now: Date = new Date()): Promise<FeedSourceRow | null> {
  const [row] = await db.update(feedSources).set({ ...changes, updatedAt: now }).where(eq(feedSources.id, id)).returning();
  return row ?? null;
}

/** The columns that re-enable a source: active, no auto-disable record, no failure count, no backoff. */
export const RESUMED_SOURCE = { isActive: true, disabledAt: null, disabledReason: null, consecutiveFailures: 0, nextFetchAt: null } as const;

/** Deletes a source (its health records go with it; its articles keep their text and lose the link). */
export async function deleteFeedSource(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(feedSources).where(eq(feedSources.id, id)).returning({ id: feedSources.id });
  return rows.length > 0;
}

/** True when `err` (or its cause, as drizzle wraps driver errors) is PostgreSQL's unique_violation. */
export function isUniqueViolation(err: unknown): boolean {
  return hasSqlState(err, '23505');
}

/** Sets whether sample sources are active (SAMPLE_FEEDS=off pauses them without deleting their articles). */
export async function setSampleSourcesActive(db: Db, active: boolean): Promise<void> {
  // Turning the bundled samples on is a resume: they are our own local files, so any earlier backoff is stale.
  await db.update(feedSources).set(active ? { ...RESUMED_SOURCE, updatedAt: new Date() } : { isActive: false, updatedAt: new Date() }).where(eq(feedSources.isSample, true));
}

/** New items (stored plus deferred) of the source's latest healthy checks, newest first: its usual volume. */
export async function recentNewItemCounts(db: Db, sourceId: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ itemsNew: feedHealthChecks.itemsNew, itemsDeferred: feedHealthChecks.itemsDeferred })
    .from(feedHealthChecks)
    .where(and(eq(feedHealthChecks.sourceId, sourceId), eq(feedHealthChecks.status, 'healthy')))
    .orderBy(desc(feedHealthChecks.checkTimestamp))
    .limit(limit);
  return rows.map((r) => r.itemsNew + r.itemsDeferred);
}

/** One feed check's results. */
export interface FeedCheck {
  sourceId: string;
  status: 'healthy' | 'not_modified' | 'error';
  httpStatus: number | null;
  responseTimeMs: number;
  itemsFound: number;
  itemsNew: number;
  imagesExtracted: number;
  dataPointsExtracted: number;
  errorMessage: string | null;
  etag?: string | null;
  lastModified?: string | null;
  /** From a 429/503 Retry-After: replaces the exponential backoff for this failure. */
  retryAfterSeconds?: number;
  /** Items that could not be stored (0010). */
  itemsFailed?: number;
  /** New items left for later runs by the per-run cap (0010). */
  itemsDeferred?: number;
  /** Far more new items than the source usually has (0010). */
  volumeSurge?: boolean;
}

/** What a recorded check did to the source's schedule. */
export interface FeedCheckOutcome {
  consecutiveFailures: number;
  /** When a normal run may fetch the source again (null: at the next run). */
  nextFetchAt: Date | null;
  /** True when this failure disabled the source. */
  disabled: boolean;
}

/**
 * Records a health check and updates the source's counters, conditional-GET validators and richness figures.
 * A failure sets the backoff (domain/feedBackoff.ts); the failure that reaches `maxConsecutiveFailures` disables
 * the source and raises a `feed_disabled` alert in the same transaction. A success clears the backoff.
 */
export async function recordFeedCheck(
  db: Db,
  check: FeedCheck,
  options: { now?: Date; maxConsecutiveFailures?: number } = {},
): Promise<FeedCheckOutcome> {
  const now = options.now ?? new Date();
  const maxFailures = options.maxConsecutiveFailures ?? DEFAULT_MAX_CONSECUTIVE_FAILURES;
  return db.transaction(async (tx): Promise<FeedCheckOutcome> => {
    await tx.insert(feedHealthChecks).values({
      sourceId: check.sourceId,
      status: check.status,
      httpStatus: check.httpStatus,
      responseTimeMs: check.responseTimeMs,
      itemsFound: check.itemsFound,
      itemsNew: check.itemsNew,
      imagesExtracted: check.imagesExtracted,
      dataPointsExtracted: check.dataPointsExtracted,
      errorMessage: check.errorMessage,
      checkTimestamp: now,
      itemsFailed: check.itemsFailed ?? 0,
      itemsDeferred: check.itemsDeferred ?? 0,
      volumeSurge: check.volumeSurge ?? false,
    });
    if (check.status === 'error') {
      const [source] = await tx
        .update(feedSources)
        .set({ consecutiveFailures: sql`${feedSources.consecutiveFailures} + 1`, lastError: check.errorMessage, lastFetchedAt: now, updatedAt: now })
        .where(eq(feedSources.id, check.sourceId))
        .returning({ name: feedSources.name, url: feedSources.url, isActive: feedSources.isActive, consecutiveFailures: feedSources.consecutiveFailures });
      if (!source) return { consecutiveFailures: 0, nextFetchAt: null, disabled: false };
      const nextFetchAt = nextFetchAfterFailure(now, source.consecutiveFailures, check.retryAfterSeconds);
      // Only an active source is disabled: one an admin paused meanwhile stays paused, not "disabled by the pipeline".
      const disable = source.isActive && shouldDisableSource(source.consecutiveFailures, maxFailures);
      const reason = check.errorMessage ?? 'unknown error';
      await tx
        .update(feedSources)
        .set({ nextFetchAt, ...(disable ? { isActive: false, disabledAt: now, disabledReason: reason } : {}) })
        .where(eq(feedSources.id, check.sourceId));
      if (disable) {
        await raiseAlert(tx, {
          alertType: 'feed_disabled',
          severity: 'medium',
          message: `Feed "${source.name}" was disabled after ${source.consecutiveFailures} consecutive failures: ${reason}`,
          metadata: { sourceId: check.sourceId, name: source.name, url: source.url, consecutiveFailures: source.consecutiveFailures, lastError: reason },
        });
      }
      return { consecutiveFailures: source.consecutiveFailures, nextFetchAt, disabled: disable };
    }
    const richness =
      check.status === 'healthy' && check.itemsFound > 0
        ? {
            averageImagesPerItem: Math.round((check.imagesExtracted / check.itemsFound) * 100) / 100,
            // Share of the optional fields (image, author, summary, content, categories, date, media) that items carry.
            dataRichnessScore: Math.min(100, Math.round((check.dataPointsExtracted / (check.itemsFound * 7)) * 100)),
            supportsMedia: check.imagesExtracted > 0,
          }
        : {};
    await tx
      .update(feedSources)
      .set({
        consecutiveFailures: 0,
        nextFetchAt: null,
        lastError: null,
        lastFetchedAt: now,
        lastSuccessAt: now,
        updatedAt: now,
        ...(check.etag !== undefined ? { etag: check.etag } : {}),
        ...(check.lastModified !== undefined ? { lastModified: check.lastModified } : {}),
        ...richness,
      })
      .where(eq(feedSources.id, check.sourceId));
    return { consecutiveFailures: 0, nextFetchAt: null, disabled: false };
  });
}
