/** The article columns a classification and its decision set: shared by ingest and the backlog processor. */
import type { AdminStatus, ArticleStatus, NewArticleRow } from '../../db/schema.ts';
import type { Classification } from '../classify/classification.ts';
import type { DecisionOutcome } from '../decide/decideStatus.ts';

/** Column values for a classified article; duplicates never become public, whatever the decision. */
export function classificationColumns(c: Classification, outcome: DecisionOutcome, isDuplicate: boolean, now: Date) {
  return {
    category: c.category,
    relevanceScore: c.relevanceScore,
    mlConfidenceScore: c.mlConfidenceScore,
    mlRelevanceScore: c.mlRelevanceScore,
    qualityScore: c.qualityScore,
    keywordMatches: c.keywordMatches,
    blocklistFlags: c.blocklistFlags,
    indiaRelevance: { ...c.india },
    mlClassificationData: { modelVersion: c.modelVersion, topFeatures: c.topFeatures, decision: outcome.decision, promo: { score: c.promo.score, kind: c.promo.kind, reasons: c.promo.reasons } },
    // Shown to readers as a label (domain/promotional.ts); a moderator may correct it (services/admin/articleModeration.ts).
    promoKind: c.promo.kind,
    classifiedAt: now,
    status: (isDuplicate ? 'draft' : outcome.status) as ArticleStatus,
    adminStatus: outcome.adminStatus as AdminStatus,
    publishedAt: !isDuplicate && outcome.status === 'published' ? now : null,
  } satisfies Partial<NewArticleRow>;
}
