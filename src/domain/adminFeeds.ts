/**
 * RSS Feed Management in the back office (admin-content §2 "RSS Feed Management", §3 "RSS feed source", §4 feed
 * health): what GET /api/admin/feeds and the test and import routes answer, and the request bodies, shared by the
 * server and the browser. The add and edit bodies are domain/feedSourceInput.ts's schemas.
 */
import { z } from 'zod';
import { feedSourceInputSchema } from './feedSourceInput.ts';

/** §4: the latest health record says healthy (a 304 counts: the feed answered), failing, or there is none yet. */
export type FeedHealthState = 'healthy' | 'failing' | 'unknown';

/** Fetched by the pipeline (active), paused by an admin, or disabled by the pipeline after failures in a row. */
export type FeedRunState = 'active' | 'paused' | 'disabled';

/** What a source's stories became: one grouped count over articles by feed_source_id. */
export interface FeedSourceOutput {
  published: number;
  /** Drafts the pipeline sent to the review queue. */
  inReview: number;
  /** Rejected by an editor or by the pipeline. */
  rejected: number;
  /** Stories recognised as duplicates of another. */
  duplicates: number;
  /** Every story stored from this source, whatever its state (purged ones included). */
  total: number;
}

export const EMPTY_FEED_OUTPUT: FeedSourceOutput = { published: 0, inReview: 0, rejected: 0, duplicates: 0, total: 0 };

/** The latest health record of a source. */
export interface FeedHealthCheckView {
  /** The stored status: healthy, not_modified or error. */
  status: string;
  at: string;
  httpStatus: number | null;
  responseTimeMs: number;
  itemsFound: number;
  imagesExtracted: number;
  dataPointsExtracted: number;
  errorMessage: string | null;
}

/** When the pipeline fetches the source next: at the next run, after a failure's back-off, or not while paused. */
export type FeedNextCheck = { kind: 'next_run' } | { kind: 'backoff'; at: string } | { kind: 'never'; reason: 'paused' | 'disabled' };

/** One card of the feed list. */
export interface AdminFeedSourceView {
  id: string;
  name: string;
  url: string;
  siteUrl: string | null;
  region: string;
  priority: number;
  contentTypes: string[];
  supportsMedia: boolean;
  /** One of the bundled sample feeds (a `sample:` address): not exported to OPML. */
  isSample: boolean;
  state: FeedRunState;
  /** Why the pipeline disabled it (state `disabled`). */
  disabledReason: string | null;
  health: FeedHealthState;
  latestCheck: FeedHealthCheckView | null;
  consecutiveFailures: number;
  nextCheck: FeedNextCheck;
  lastError: string | null;
  lastSuccessAt: string | null;
  dataRichnessScore: number;
  averageImagesPerItem: number;
  output: FeedSourceOutput;
  createdAt: string;
  updatedAt: string;
}

export interface AdminFeedList {
  sources: AdminFeedSourceView[];
}

/** POST /api/admin/feeds/test: any http(s) address, checked with the feed URL's own rules and messages. */
export const feedTestBodySchema = z.strictObject({ url: feedSourceInputSchema.shape.url });
export type FeedTestBody = z.output<typeof feedTestBodySchema>;

/** Items a test answers with at most (a feed may hold hundreds; the counts cover them all). */
export const FEED_TEST_MAX_ITEMS = 50;

export type FeedTestDecision = 'published' | 'pending_review' | 'auto_rejected' | 'skipped';

/** One item as an ingest run would take it. */
export interface FeedTestItem {
  title: string;
  link: string | null;
  publishedAt: string | null;
  image: string | null;
  decision: FeedTestDecision;
  /** Why a skipped item would not be stored. */
  skipReason: string | null;
  category: string | null;
  relevanceScore: number | null;
}

/** What a test found: the feed and its items, or why there is nothing (the fetch failed, or it is not a feed). */
export type FeedTestResult =
  | {
      ok: true;
      url: string;
      /** Where the document came from after redirects (null for a bundled sample feed). */
      finalUrl: string | null;
      httpStatus: number | null;
      responseTimeMs: number;
      feed: { title: string | null; siteUrl: string | null; format: string };
      itemCount: number;
      decisions: Record<FeedTestDecision, number>;
      /** The first FEED_TEST_MAX_ITEMS items, in feed order. */
      items: FeedTestItem[];
    }
  | { ok: false; url: string; stage: 'fetch' | 'parse'; httpStatus: number | null; responseTimeMs: number; message: string };

/** Largest OPML upload accepted (bytes). */
export const OPML_IMPORT_MAX_BYTES = 1024 * 1024;

/** Content types POST /api/admin/feeds/import accepts. */
export const OPML_CONTENT_TYPES = ['text/x-opml', 'application/xml', 'text/xml'] as const;

/** What an import did. */
export interface FeedImportResult {
  added: number;
  /** Feeds whose address is already a source (or repeated in the file). */
  skipped: number;
  invalid: { title: string; reason: string }[];
}
