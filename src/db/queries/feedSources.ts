/** Queries on feed sources and their health records. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../connection.ts';
import { feedHealthChecks, feedSources } from '../schema.ts';

export type FeedSourceRow = typeof feedSources.$inferSelect;

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
      })),
    )
    .onConflictDoNothing({ target: feedSources.url })
    .returning({ id: feedSources.id });
  return created.length;
}

/** Active sources, highest priority (lowest number) first; optionally only sample or only real ones. */
export async function listActiveFeedSources(db: Db, filter: { sample?: boolean } = {}): Promise<FeedSourceRow[]> {
  const conditions = [eq(feedSources.isActive, true)];
  if (filter.sample !== undefined) conditions.push(eq(feedSources.isSample, filter.sample));
  return db.select().from(feedSources).where(and(...conditions)).orderBy(asc(feedSources.priority), asc(feedSources.name));
}

/** Sets whether sample sources are active (SAMPLE_FEEDS=off pauses them without deleting their articles). */
export async function setSampleSourcesActive(db: Db, active: boolean): Promise<void> {
  await db.update(feedSources).set({ isActive: active, updatedAt: new Date() }).where(eq(feedSources.isSample, true));
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
}

/** Records a health check and updates the source's counters, conditional-GET validators and richness figures. */
export async function recordFeedCheck(db: Db, check: FeedCheck, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
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
    });
    if (check.status === 'error') {
      await tx
        .update(feedSources)
        .set({ consecutiveFailures: sql`${feedSources.consecutiveFailures} + 1`, lastError: check.errorMessage, lastFetchedAt: now, updatedAt: now })
        .where(eq(feedSources.id, check.sourceId));
      return;
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
        lastError: null,
        lastFetchedAt: now,
        lastSuccessAt: now,
        updatedAt: now,
        ...(check.etag !== undefined ? { etag: check.etag } : {}),
        ...(check.lastModified !== undefined ? { lastModified: check.lastModified } : {}),
        ...richness,
      })
      .where(eq(feedSources.id, check.sourceId));
  });
}
