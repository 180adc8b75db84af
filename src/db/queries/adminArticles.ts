/**
 * The back office's reads of articles (admin-content §2-§4): the filtered list with its count, the stats strip, one
 * article with the classifier's evidence, the review queue and its stats, and the export's keyset batches. Every
 * status is visible here; who may read it is decided by the services (policies/article.ts).
 */
import { and, asc, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  HIGH_PRIORITY_MIN_RELEVANCE,
  MEDIUM_PRIORITY_MIN_RELEVANCE,
  ADMIN_COUNT_CAP,
  REVIEW_QUEUE_LIMIT,
  type AdminArticleListQuery,
  type ReviewQueueQuery,
  type ReviewStats,
} from '../../domain/adminArticles.ts';
import type { Db } from '../connection.ts';
import { articles, editorialLabels, feedSources } from '../schema.ts';
import { containsPattern } from './likePattern.ts';
import { hasPublicPage } from './publicVisibility.ts';
import { inReviewQueue } from './reviewQueueState.ts';

/** The columns of a list row (the table and the export): no content, no raw feed data. */
export const adminListColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  category: articles.category,
  status: articles.status,
  adminStatus: articles.adminStatus,
  isFeatured: articles.isFeatured,
  isDuplicate: articles.isDuplicate,
  sourceName: articles.sourceName,
  sourceUrl: articles.sourceUrl,
  author: articles.author,
  imageUrl: articles.imageUrl,
  viewsCount: articles.viewsCount,
  relevanceScore: articles.relevanceScore,
  mlConfidenceScore: articles.mlConfidenceScore,
  mlRelevanceScore: articles.mlRelevanceScore,
  qualityScore: articles.qualityScore,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  publishedAt: articles.publishedAt,
  originalPublishedAt: articles.originalPublishedAt,
  rejectedAt: articles.rejectedAt,
  archivedAt: articles.archivedAt,
  reviewNote: articles.reviewNote,
  promoKind: articles.promoKind,
  isPublic: sql<boolean>`(${hasPublicPage()})`.mapWith(Boolean),
};

function statusCondition(status: AdminArticleListQuery['status']): SQL | undefined {
  switch (status) {
    case 'all':
      return undefined;
    case 'pending_review':
      return inReviewQueue();
    default:
      return eq(articles.status, status);
  }
}

/** The list's WHERE: status, category (with its legacy stored names) and the search box. */
export function adminListWhere(q: Pick<AdminArticleListQuery, 'status' | 'category' | 'q'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [statusCondition(q.status)];
  // One value: migration 0019 moved stories stored under legacy category names to the current slugs.
  if (q.category !== 'all') conditions.push(eq(articles.category, q.category));
  if (q.q) {
    // Whole words anywhere in the text (the full-text index), or any part of the title or source name (trigram
    // indexes), so "insta" finds Instagram stories and a source is found by name.
    const pattern = containsPattern(q.q);
    conditions.push(
      or(sql`${articles.searchVector} @@ websearch_to_tsquery('english', ${q.q})`, ilike(articles.title, pattern), ilike(articles.sourceName, pattern)),
    );
  }
  return and(...conditions);
}

function listOrder(sort: AdminArticleListQuery['sort']): SQL[] {
  switch (sort) {
    case 'oldest':
      return [sql`${articles.originalPublishedAt} ASC NULLS FIRST`, asc(articles.id)];
    case 'trending':
      return [desc(articles.viewsCount), sql`${articles.originalPublishedAt} DESC NULLS LAST`, desc(articles.id)];
    default:
      return [sql`${articles.originalPublishedAt} DESC NULLS LAST`, desc(articles.id)];
  }
}

/** One page of the back office's list, in the list's order. */
export function listAdminRows(db: Db, q: AdminArticleListQuery) {
  return db
    .select(adminListColumns)
    .from(articles)
    .where(adminListWhere(q))
    .orderBy(...listOrder(q.sort))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
}

/**
 * How many articles match the list's filters, counted up to ADMIN_COUNT_CAP: an exact count of a broad search over
 * 100,000 articles reads most of the table on every page turn; "1,000+" says as much to an editor.
 */
export async function countAdminMatches(db: Db, q: Pick<AdminArticleListQuery, 'status' | 'category' | 'q'>): Promise<{ totalCount: number; totalIsCapped: boolean }> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(db.select({ one: sql`1` }).from(articles).where(adminListWhere(q)).limit(ADMIN_COUNT_CAP + 1).as('matches'));
  const n = count?.n ?? 0;
  return { totalCount: Math.min(n, ADMIN_COUNT_CAP), totalIsCapped: n > ADMIN_COUNT_CAP };
}

/** One page of the list and how many match (see countAdminMatches). */
export async function listAdminArticles(db: Db, q: AdminArticleListQuery) {
  const [rows, count] = await Promise.all([listAdminRows(db, q), countAdminMatches(db, q)]);
  return { rows, ...count };
}
export type AdminListRow = Awaited<ReturnType<typeof listAdminArticles>>['rows'][number];

/**
 * The export's rows in batches of `batchSize`, in the list's order for `latest` and by id otherwise (keyset paging: a
 * 100,000-row export never holds more than one batch, and no OFFSET rereads what was sent).
 */
export async function* exportAdminArticles(db: Db, q: Pick<AdminArticleListQuery, 'status' | 'category' | 'q'>, batchSize = 1000): AsyncGenerator<AdminListRow[]> {
  const where = adminListWhere(q);
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? or(lt(articles.createdAt, after.createdAt), and(eq(articles.createdAt, after.createdAt), lt(articles.id, after.id)))
      : undefined;
    const rows: AdminListRow[] = await db
      .select(adminListColumns)
      .from(articles)
      .where(and(where, cursor))
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    const last: AdminListRow = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * The stats strip's query: every figure from articles_admin_stats_idx alone (an index-only scan, migration 0028), so
 * the strip costs a pass over a narrow index, not the table. A condition on a column the index lacks breaks that
 * (adminArticles.integration.test.ts checks the plan).
 */
export function adminArticleStatsQuery(db: Db) {
  return db
    .select({
      total: sql<number>`count(*)::int`,
      published: sql<number>`count(*) FILTER (WHERE ${articles.status} = 'published')::int`,
      drafts: sql<number>`count(*) FILTER (WHERE ${articles.status} = 'draft')::int`,
      pendingReview: sql<number>`count(*) FILTER (WHERE ${inReviewQueue()})::int`,
      archived: sql<number>`count(*) FILTER (WHERE ${articles.status} = 'archived')::int`,
      rejected: sql<number>`count(*) FILTER (WHERE ${articles.status} = 'rejected')::int`,
      featured: sql<number>`count(*) FILTER (WHERE ${articles.isFeatured})::int`,
      averageScore: sql<number>`coalesce(round(avg(${articles.relevanceScore}) FILTER (WHERE ${articles.status} <> 'purged')), 0)::int`,
    })
    .from(articles);
}

export async function adminArticleStats(db: Db): Promise<{ published: number; drafts: number; pendingReview: number; archived: number; rejected: number; featured: number; averageScore: number; total: number }> {
  const [r] = await adminArticleStatsQuery(db);
  return r ?? { total: 0, published: 0, drafts: 0, pendingReview: 0, archived: 0, rejected: 0, featured: 0, averageScore: 0 };
}

/** One article with everything the detail dialog and the form show. */
export async function findAdminArticle(db: Db, id: string) {
  const [row] = await db
    .select({
      ...adminListColumns,
      content: articles.content,
      tags: articles.tags,
      keywordMatches: articles.keywordMatches,
      blocklistFlags: articles.blocklistFlags,
      mlClassificationData: articles.mlClassificationData,
      indiaRelevance: articles.indiaRelevance,
      classifiedAt: articles.classifiedAt,
      purgedAt: articles.purgedAt,
      feedSourceId: articles.feedSourceId,
      feedSourceName: sql<string | null>`(SELECT ${feedSources.name} FROM ${feedSources} WHERE ${feedSources.id} = ${articles.feedSourceId})`,
    })
    .from(articles)
    .where(eq(articles.id, id));
  return row ?? null;
}
export type AdminArticleRow = NonNullable<Awaited<ReturnType<typeof findAdminArticle>>>;

/**
 * The review queue's band (domain reviewPriority: 3 HIGH, 2 MEDIUM, 1 LOW) in SQL, with the thresholds as literals,
 * not parameters: articles_review_queue_priority_idx (0030) indexes this very expression, and the planner matches an
 * index expression only against constants. The thresholds are the domain's numeric constants; no input reaches them.
 */
function reviewBand(): SQL {
  const high = sql.raw(String(Math.trunc(HIGH_PRIORITY_MIN_RELEVANCE)));
  const medium = sql.raw(String(Math.trunc(MEDIUM_PRIORITY_MIN_RELEVANCE)));
  return sql`(CASE WHEN ${articles.relevanceScore} >= ${high} THEN 3 WHEN ${articles.relevanceScore} >= ${medium} THEN 2 ELSE 1 END)`;
}

/**
 * The queue's orders, each one an index's order (0025, 0030), so a page reads its 100 rows and no more. Priority follows
 * relevance bands, so "priority" and "relevance" order alike except within a band: priority keeps the oldest first
 * there (fair to stories waiting longest), relevance the highest score first.
 */
function reviewQueueOrder(sort: ReviewQueueQuery['sort']): SQL[] {
  switch (sort) {
    case 'relevance':
      return [desc(articles.relevanceScore), asc(articles.createdAt), asc(articles.id)];
    case 'date':
      return [asc(articles.createdAt), asc(articles.id)];
    default:
      return [sql`${reviewBand()} DESC`, asc(articles.createdAt), asc(articles.id)];
  }
}

/**
 * Review queue items (drafts sent to review), filtered by priority, in the chosen order; at most REVIEW_QUEUE_LIMIT,
 * each carrying the whole queue's stats (`queueStats`, computed once by PostgreSQL as an InitPlan), so a page of the
 * queue is one round trip. The query itself (awaited for its rows; its plan is checked through `.toSQL()`).
 */
export function reviewQueueRows(db: Db, q: ReviewQueueQuery, now: Date = new Date()) {
  const priority: Record<ReviewQueueQuery['priority'], SQL | undefined> = {
    all: undefined,
    high: sql`${articles.relevanceScore} >= ${HIGH_PRIORITY_MIN_RELEVANCE}`,
    medium: and(sql`${articles.relevanceScore} >= ${MEDIUM_PRIORITY_MIN_RELEVANCE}`, lt(articles.relevanceScore, HIGH_PRIORITY_MIN_RELEVANCE)),
    low: lt(articles.relevanceScore, MEDIUM_PRIORITY_MIN_RELEVANCE),
  };
  return db
    .select({
      id: articles.id,
      title: articles.title,
      summary: articles.summary,
      sourceName: articles.sourceName,
      sourceUrl: articles.sourceUrl,
      category: articles.category,
      tags: articles.tags,
      relevanceScore: articles.relevanceScore,
      mlConfidenceScore: articles.mlConfidenceScore,
      qualityScore: articles.qualityScore,
      // Only the parts of the stored classification a queue row shows (pipeline/store/classificationColumns.ts): the
      // model version and the promo reasons stay in the database until the detail is opened.
      mlDecision: sql<string | null>`${articles.mlClassificationData} ->> 'decision'`,
      topFeatures: sql<unknown>`${articles.mlClassificationData} -> 'topFeatures'`,
      promoScore: sql<unknown>`${articles.mlClassificationData} -> 'promo' -> 'score'`,
      keywordMatches: articles.keywordMatches,
      createdAt: articles.createdAt,
      promoKind: articles.promoKind,
      // The inner "articles" is the subquery's own (the nearest scope), not the row's.
      queueStats: sql<number[]>`(SELECT ${reviewStatsArray(now)} FROM ${articles} WHERE ${inReviewQueue()})`,
    })
    .from(articles)
    .where(and(inReviewQueue(), priority[q.priority]))
    .orderBy(...reviewQueueOrder(q.sort))
    .limit(REVIEW_QUEUE_LIMIT);
}
export type ReviewQueueRow = Awaited<ReturnType<typeof reviewQueueRows>>[number];

/**
 * §3 Review stats (pending, high priority, the queue's average relevance, approved and rejected in the last 24 h) as
 * one int[] in that order: an aggregate over the queue with the decisions as scalar subqueries. Selected from the
 * queue by `reviewStats`, and inside every page of the queue by `reviewQueueRows`.
 */
function reviewStatsArray(now: Date): SQL<number[]> {
  const since = new Date(now.getTime() - 24 * 3600_000);
  const decidedSince = (decision: 'approve' | 'reject') =>
    sql`(SELECT count(*)::int FROM ${editorialLabels} WHERE ${editorialLabels.decidedAt} > ${since.toISOString()}::timestamptz AND ${editorialLabels.decision} = ${decision})`;
  return sql<number[]>`ARRAY[count(*)::int, (count(*) FILTER (WHERE ${articles.relevanceScore} >= ${HIGH_PRIORITY_MIN_RELEVANCE}))::int, coalesce(round(avg(${articles.relevanceScore})), 0)::int, ${decidedSince('approve')}, ${decidedSince('reject')}]`;
}

function reviewStatsOf(values: number[] | null | undefined): ReviewStats {
  const [pendingReview = 0, highPriority = 0, averageRelevance = 0, approvedLast24h = 0, rejectedLast24h = 0] = values ?? [];
  return { pendingReview, highPriority, averageRelevance, approvedLast24h, rejectedLast24h };
}

/** §3 Review stats on their own (the dashboard; a queue page without rows). */
export async function reviewStats(db: Db, now: Date = new Date()): Promise<ReviewStats> {
  const [r] = await db.select({ values: reviewStatsArray(now) }).from(articles).where(inReviewQueue());
  return reviewStatsOf(r?.values);
}

/**
 * One page of the review queue and the queue's stats. The rows carry the stats (one round trip: under load a second
 * statement cost the queue about a fifth of its answers per second); an empty page has no row to carry them, so they
 * are counted on their own.
 */
export async function reviewQueuePage(db: Db, q: ReviewQueueQuery, now: Date = new Date()) {
  const rows = await reviewQueueRows(db, q, now);
  return { rows, stats: rows[0] ? reviewStatsOf(rows[0].queueStats) : await reviewStats(db, now) };
}
