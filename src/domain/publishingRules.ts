/** Rules of the admin pipeline steps (admin-system §7): publish-ready articles and the featured selection. */
import { PUBLIC_MIN_RELEVANCE } from './feedRules.ts';

/** Default confidence bar, in percent, of publish-ready-articles (admin-system §7: minConfidence 65). */
export const PUBLISH_READY_MIN_CONFIDENCE = 65;
/** Relevance every auto-published article needs: the public minimum, so nothing we publish is hidden from readers. */
export const PUBLISH_READY_MIN_RELEVANCE = PUBLIC_MIN_RELEVANCE;
/** Strict mode's relevance bar: the bottom of the spec's medium band (50-79), so strict mode never publishes a "low" story. */
export const PUBLISH_READY_STRICT_MIN_RELEVANCE = 50;

/** How many articles are featured at once: one row of the home page's featured cards. */
export const FEATURED_LIMIT = 6;
/** Only stories from this window are featured, so the featured row stays news rather than an all-time best-of. */
export const FEATURED_WINDOW_HOURS = 72;

/** Options of the publish-ready step. */
export interface PublishReadyRule {
  /** Also require a non-duplicate, a non-empty summary and relevance ≥ PUBLISH_READY_STRICT_MIN_RELEVANCE. */
  strictMode: boolean;
  /** Minimum ML confidence in percent (0-100). */
  minConfidence: number;
}

/** ML confidence (stored 0-1) as a percent with 2 decimals, so 0.57 compares as 57 despite binary floating point. */
export function confidencePercent(score01: number): number {
  return Math.round(score01 * 10_000) / 100;
}

/**
 * The article waits in the review queue: a draft sent to review that is its story's own version, not a duplicate of
 * it (mirrored in SQL by db/queries/reviewQueueState).
 */
export function isInReviewQueue(a: { status: string; adminStatus: string | null; isDuplicate: boolean }): boolean {
  return a.status === 'draft' && a.adminStatus === 'pending_review' && !a.isDuplicate;
}

/** True when a pending-review draft may be published without a moderator; mirrored in SQL by services/publishReadyArticles. */
export function isReadyToPublish(
  a: { status: string; adminStatus: string | null; mlConfidenceScore: number; relevanceScore: number; isDuplicate: boolean; summary: string | null },
  rule: PublishReadyRule,
): boolean {
  if (!isInReviewQueue(a)) return false;
  if (confidencePercent(a.mlConfidenceScore) < rule.minConfidence || a.relevanceScore < PUBLISH_READY_MIN_RELEVANCE) return false;
  if (!rule.strictMode) return true;
  // A duplicate is never in the review queue (isInReviewQueue), so it never gets here.
  return (a.summary ?? '').trim() !== '' && a.relevanceScore >= PUBLISH_READY_STRICT_MIN_RELEVANCE;
}
