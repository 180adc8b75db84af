/** Publishing decision from a classification: auto-publish, send to review, or auto-reject. */
import { PUBLIC_MIN_RELEVANCE } from '../../domain/feedRules.ts';
import type { AdminStatus, ArticleStatus } from '../../db/schema.ts';
import type { Classification } from '../classify/classification.ts';

/** Relevance at or above which a confident article is published without review. */
export const AUTO_PUBLISH_MIN_RELEVANCE = 70;
/** Confidence (0-1) needed to publish without review (spec's medium band starts at 0.5): a moderator sees anything less certain. */
export const AUTO_PUBLISH_MIN_CONFIDENCE = 0.5;
/** Below this relevance nothing is worth a moderator's time (equals the public minimum: such articles could never be shown). */
export const REVIEW_MIN_RELEVANCE = PUBLIC_MIN_RELEVANCE;

export type Decision = 'published' | 'pending_review' | 'auto_rejected';

/** The decision and the status columns it sets. */
export interface DecisionOutcome {
  decision: Decision;
  status: ArticleStatus;
  adminStatus: AdminStatus;
}

/** Decides what happens to a classified article. */
export function decideStatus(c: Pick<Classification, 'relevanceScore' | 'mlConfidenceScore' | 'blocklistFlags' | 'keywordMatches'>): DecisionOutcome {
  if (c.relevanceScore < REVIEW_MIN_RELEVANCE) return { decision: 'auto_rejected', status: 'draft', adminStatus: 'auto_rejected' };
  // An off-topic word (cricket, election...) without any creator-economy term is never published unseen:
  // the model may be right, but a moderator should confirm.
  const needsEyes = c.blocklistFlags.length > 0 && c.keywordMatches.primary.length === 0;
  if (!needsEyes && c.relevanceScore >= AUTO_PUBLISH_MIN_RELEVANCE && c.mlConfidenceScore >= AUTO_PUBLISH_MIN_CONFIDENCE) {
    return { decision: 'published', status: 'published', adminStatus: 'auto_approved' };
  }
  return { decision: 'pending_review', status: 'draft', adminStatus: 'pending_review' };
}
