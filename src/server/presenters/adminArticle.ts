/**
 * Articles as the back office sees them: explicit field lists, so raw feed data, hashes and internal columns never
 * reach a browser by accident, and the classifier's evidence comes out in one shape.
 */
import type { AdminArticleDetailView, AdminArticleList, AdminArticleListQuery, AdminArticleView, FeatureWeight, ReviewQueueItemView } from '../../domain/adminArticles.ts';
import { reviewPriority } from '../../domain/adminArticles.ts';
import type { ArticleStatusValue } from '../../domain/adminArticles.ts';
import { articlePath } from '../../domain/articlePath.ts';
import { promoLabelOf } from '../../domain/promotional.ts';
import { normaliseCategoryName } from '../../domain/categories.ts';
import type { AdminArticleRow, AdminListRow, ReviewQueueRow } from '../../db/queries/adminArticles.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const percent = (p: number) => Math.round(p * 1000) / 10;

/** The features stored with the classification (pipeline/store/classificationColumns.ts), checked field by field. */
function topFeaturesOf(data: Record<string, unknown> | null, key: 'topFeatures' | 'promo' = 'topFeatures'): FeatureWeight[] {
  const promo = data?.promo as { reasons?: unknown } | undefined;
  return featureWeights(key === 'promo' ? promo?.reasons : data?.topFeatures);
}

/** A stored list of feature weights, checked entry by entry (at most 12, weights to three decimals). */
function featureWeights(raw: unknown): FeatureWeight[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((f): f is { feature: string; weight: number } => typeof f?.feature === 'string' && typeof f?.weight === 'number')
    .slice(0, 12)
    .map((f) => ({ feature: f.feature, weight: Math.round(f.weight * 1000) / 1000 }));
}

export function presentAdminArticle(r: AdminListRow): AdminArticleView {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    category: normaliseCategoryName(r.category),
    status: r.status as ArticleStatusValue,
    inReview: r.status === 'draft' && r.adminStatus === 'pending_review',
    pipelineDecision: r.adminStatus,
    isFeatured: r.isFeatured,
    isDuplicate: r.isDuplicate,
    isPublic: r.isPublic,
    publicPath: r.isPublic ? articlePath(r) : null,
    sourceName: r.sourceName,
    sourceUrl: r.sourceUrl,
    author: r.author,
    imageUrl: r.imageUrl,
    viewsCount: r.viewsCount,
    relevanceScore: r.relevanceScore,
    mlConfidence: percent(r.mlConfidenceScore),
    qualityScore: r.qualityScore,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    publishedAt: iso(r.publishedAt),
    originalPublishedAt: iso(r.originalPublishedAt),
    rejectedAt: iso(r.rejectedAt),
    archivedAt: iso(r.archivedAt),
    reviewNote: r.reviewNote,
    promoLabel: promoLabelOf(r.promoKind),
  };
}

/** The classifier's promotional score stored with the classification (classificationColumns.ts), or null before the flag existed. */
function promoScoreOf(data: Record<string, unknown> | null): number | null {
  return numberOrNull((data?.promo as { score?: unknown } | undefined)?.score);
}

const numberOrNull = (v: unknown) => (typeof v === 'number' ? v : null);

export function presentAdminArticleDetail(r: AdminArticleRow): AdminArticleDetailView {
  const data = r.mlClassificationData;
  return {
    ...presentAdminArticle(r),
    content: r.content,
    tags: r.tags,
    mlRelevance: Math.round(r.mlRelevanceScore * 1000) / 1000,
    topFeatures: topFeaturesOf(data),
    modelVersion: typeof data?.modelVersion === 'string' ? data.modelVersion : null,
    keywordMatches: r.keywordMatches ?? null,
    blocklistFlags: r.blocklistFlags,
    feedSourceName: r.feedSourceName,
    classifiedAt: iso(r.classifiedAt),
    purgedAt: iso(r.purgedAt),
    promoScore: promoScoreOf(data),
    promoReasons: topFeaturesOf(data, 'promo'),
  };
}

const RECOMMENDATION = new Map<string, ReviewQueueItemView['mlRecommendation']>([
  ['published', 'publish'],
  ['pending_review', 'review'],
  ['auto_rejected', 'reject'],
]);

/** A queue row: the row carries only the parts of the classification it shows (reviewQueueRows). */
export function presentReviewItem(r: ReviewQueueRow): ReviewQueueItemView {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    sourceName: r.sourceName,
    sourceUrl: r.sourceUrl,
    category: normaliseCategoryName(r.category),
    tags: r.tags,
    priority: reviewPriority(r.relevanceScore),
    relevanceScore: r.relevanceScore,
    mlConfidence: percent(r.mlConfidenceScore),
    qualityScore: r.qualityScore,
    mlRecommendation: RECOMMENDATION.get(r.mlDecision ?? '') ?? 'review',
    topFeatures: featureWeights(r.topFeatures),
    keywordMatches: r.keywordMatches ?? null,
    createdAt: r.createdAt.toISOString(),
    promoLabel: promoLabelOf(r.promoKind),
    promoScore: numberOrNull(r.promoScore),
  };
}

/**
 * One page of the list. With a capped count ("1,000+") the last known page is not the last one: there is always a
 * next page after the one shown, so paging on never dead-ends.
 */
export function presentAdminArticleList(list: { rows: AdminListRow[]; totalCount: number; totalIsCapped: boolean }, q: Pick<AdminArticleListQuery, 'page' | 'pageSize'>): AdminArticleList {
  const known = Math.max(1, Math.ceil(list.totalCount / q.pageSize));
  return {
    articles: list.rows.map(presentAdminArticle),
    totalCount: list.totalCount,
    totalIsCapped: list.totalIsCapped,
    page: q.page,
    pageSize: q.pageSize,
    totalPages: list.totalIsCapped ? Math.max(known, q.page + 1) : known,
  };
}
