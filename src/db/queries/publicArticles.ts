/** The public article list and article page; which rows are public is decided in publicVisibility.ts. */
import { canonicalTags } from '../../domain/tags.ts';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PublicArticle, ArticleList, PublicArticleDetail, CoverageLink } from '../../domain/article.ts';
import { parseArticleIdSlug } from '../../domain/articlePath.ts';
import type { ArticleListQuery } from '../../domain/articleQuery.ts';
import { normaliseCategoryName, storedValuesForCategory, isCategorySlug } from '../../domain/categories.ts';
import { articleBadges, TRENDING_VIEWS_PER_EXTRA_OUTLET } from '../../domain/badges.ts';
import { indiaBadgeFromStored } from '../../domain/indiaRelevance.ts';
import { promoLabelOf } from '../../domain/promotional.ts';
import { readTimeMinutes } from '../../domain/readTime.ts';
import { toSourceRating } from '../../domain/sourceTier.ts';
import type { Db } from '../connection.ts';
import { articles, feedSources, type ArticleRow } from '../schema.ts';
import { qualityCondition, regionCondition } from './articleFilters.ts';
import { containsPattern } from './likePattern.ts';
import { hasPublicPage, listedPublicly } from './publicVisibility.ts';
import { didYouMean, exactTsquery, expandSearch, matchTsquery } from './searchExpansion.ts';

/** The columns of the public article shape (shared by every public query). */
export const publicColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  content: articles.content,
  category: articles.category,
  tags: articles.tags,
  sourceUrl: articles.sourceUrl,
  sourceName: articles.sourceName,
  author: articles.author,
  imageUrl: articles.imageUrl,
  mediaThumbnails: articles.mediaThumbnails,
  enclosures: articles.enclosures,
  viewsCount: articles.viewsCount,
  publishedAt: articles.publishedAt,
  originalPublishedAt: articles.originalPublishedAt,
  createdAt: articles.createdAt,
  isFeatured: articles.isFeatured,
  relevanceScore: articles.relevanceScore,
  mlConfidenceScore: articles.mlConfidenceScore,
  qualityScore: articles.qualityScore,
  commentsUrl: articles.commentsUrl,
  indiaRelevance: articles.indiaRelevance,
  promoKind: articles.promoKind,
  coverageCount: articles.coverageCount,
  // The source's rating, by key from the article's feed source (a subquery keeps every public query a one-table select).
  sourceTier: sql<string | null>`(SELECT ${feedSources.tier} FROM ${feedSources} WHERE ${feedSources.id} = ${articles.feedSourceId})`,
  sourceAuthority: sql<number | null>`(SELECT ${feedSources.authorityScore} FROM ${feedSources} WHERE ${feedSources.id} = ${articles.feedSourceId})`,
};

type PublicRow = Pick<ArticleRow, Exclude<keyof typeof publicColumns, 'sourceTier' | 'sourceAuthority'>> & {
  sourceTier: string | null;
  sourceAuthority: number | null;
};

/**
 * Maps a row to the public shape: dates as ISO strings, derived read time, categories normalised, the India badge
 * from the stored verdict, the source rating, and Trending/Breaking/velocity as of `now`.
 */
export function toPublicArticle(r: PublicRow, now: Date = new Date()): PublicArticle {
  const { indiaRelevance, sourceTier, sourceAuthority, content, promoKind, ...rest } = r;
  const article = {
    ...rest,
    category: normaliseCategoryName(r.category),
    // Stored tags predate canonical spelling: readers see one spelling and one case (domain/tags.ts).
    tags: canonicalTags(r.tags),
    publishedAt: r.publishedAt?.toISOString() ?? null,
    originalPublishedAt: r.originalPublishedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    readTimeMinutes: readTimeMinutes(content || r.summary),
    indiaBadge: indiaBadgeFromStored(indiaRelevance),
    sourceRating: toSourceRating(sourceTier, sourceAuthority),
    promoLabel: promoLabelOf(promoKind),
  };
  return { ...article, signals: articleBadges(article, now), alsoCoveredBy: [] };
}

/** "Also covered by" links shown per article at most (the page lists them all up to this; a card names fewer). */
export const COVERAGE_LINKS_MAX = 8;

/**
 * Fills alsoCoveredBy for the articles other outlets also tell (coverageCount above 1): one link per other outlet,
 * its earliest version, from the members of the story's cluster that are not rejected, archived or purged (the same
 * members the trigger counts). One query for a whole page.
 */
export async function withCoverage<T extends PublicArticle>(db: Db, list: T[]): Promise<T[]> {
  const ids = list.filter((a) => a.coverageCount > 1).map((a) => a.id);
  if (ids.length === 0) return list;
  const rows = await db
    .select({ forId: sql<string>`p.id`, sourceName: articles.sourceName, url: articles.sourceUrl, title: articles.title })
    .from(sql`${articles} p`)
    .innerJoin(articles, sql`${articles.clusterId} = p.cluster_id AND ${articles.id} <> p.id AND lower(${articles.sourceName}) <> lower(p.source_name)`)
    .where(and(sql`p.id = ANY(${sql.param(ids)}::uuid[])`, sql`${articles.status} NOT IN ('rejected', 'archived', 'purged')`))
    .orderBy(sql`p.id`, asc(articles.originalPublishedAt), asc(articles.id));
  const byArticle = new Map<string, CoverageLink[]>();
  for (const r of rows) {
    const links = byArticle.get(r.forId) ?? [];
    if (links.length < COVERAGE_LINKS_MAX && !links.some((l) => l.sourceName.toLowerCase() === r.sourceName.toLowerCase())) links.push({ sourceName: r.sourceName, url: r.url, title: r.title });
    byArticle.set(r.forId, links);
  }
  return list.map((a) => (byArticle.has(a.id) ? { ...a, alsoCoveredBy: byArticle.get(a.id) ?? [] } : a));
}

/**
 * Lists one page of public articles. `asTyped`: the search matches its words as written only (no prefixes or close
 * terms), for deciding whether a search is a real term (searchKeywords.ts recordSearch), not for showing results.
 */
export async function listPublicArticles(db: Db, q: ArticleListQuery, opts: { asTyped?: boolean } = {}): Promise<ArticleList> {
  // The search's words looked up in the known terms (searchExpansion.ts): prefixes and close terms widen the match.
  // As typed, nothing is looked up: an unexpanded search matches its exact query only (matchTsquery).
  const expanded = q.search ? (opts.asTyped ? { search: q.search, words: null } : await expandSearch(db, q.search)) : null;
  const filters: SQL[] = [listedPublicly({ inCategory: Boolean(q.category), searching: Boolean(expanded) })];
  if (q.category) {
    const slug = normaliseCategoryName(q.category);
    filters.push(isCategorySlug(slug) ? inArray(articles.category, storedValuesForCategory(slug)) : eq(articles.category, slug));
  }
  const region = regionCondition(q.region);
  if (region) filters.push(region);
  const quality = qualityCondition(q.quality);
  if (quality) filters.push(quality);
  // Full-text match, plus a plain substring match on the source name so "Social Samosa" finds its own stories.
  const searchCondition = (search: string, tsquery: SQL) =>
    or(sql`${articles.searchVector} @@ ${tsquery}`, sql`${articles.sourceName} ILIKE ${containsPattern(search)}`) as SQL;
  const match = expanded ? matchTsquery(expanded) : null;
  const where = and(...filters, ...(expanded && match ? [searchCondition(expanded.search, match)] : []));
  // The pipeline always sets original_published_at, so ordering on it alone can use the partial index.
  const dateDesc = sql`${articles.originalPublishedAt} DESC NULLS LAST`;
  const dateAsc = sql`${articles.originalPublishedAt} ASC NULLS LAST`;
  const sort = q.sort ?? (match ? 'relevance' : 'latest');
  const order: SQL[] =
    sort === 'oldest'
      ? [dateAsc, asc(articles.id)]
      : sort === 'trending'
        ? [desc(sql`${articles.viewsCount} + ${TRENDING_VIEWS_PER_EXTRA_OUTLET} * (${articles.coverageCount} - 1)`), dateDesc, desc(articles.id)]
        : sort === 'quality'
          ? [desc(articles.qualityScore), dateDesc, desc(articles.id)]
          : sort === 'relevance'
            ? expanded
              ? // Ranked by the words as typed: a story matching them has a rank above 0, so it comes before those found
                // only by a prefix or a close term (rank 0, newest first). One rank, so each matching row's search
                // vector is read once (ranking a second query doubled a broad search's time).
                [desc(sql`ts_rank_cd(${articles.searchVector}, ${exactTsquery(expanded)})`), dateDesc, desc(articles.id)]
              : [desc(articles.relevanceScore), dateDesc, desc(articles.id)]
            : [dateDesc, desc(articles.id)];

  if (expanded) {
    // A search reads matches through the text-search index. The planner prices a sequential scan about level with it
    // for a common word or prefix ("instagram:*": 12,000 of 50,000 rows) but misses that such a scan must unpack every
    // row's search vector to test it: 3-5 times slower on PostgreSQL 15 (a count 128 → 28 ms, a page 158 → 72 ms).
    // Local to the list's transaction (services/publicContent.ts runs it in one under its statement time limit);
    // outside a transaction it lasts this statement only, so it never leaks to another user of the connection.
    await db.execute(sql`SELECT set_config('enable_seqscan', 'off', true)`);
  }
  const [rows, countRows] = await Promise.all([
    db.select(publicColumns).from(articles).where(where).orderBy(...order).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(articles).where(where),
  ]);
  const totalCount = Number(countRows[0]?.count ?? 0);
  const list: ArticleList = { articles: await withCoverage(db, rows.map((r) => toPublicArticle(r))), totalCount };
  // Nothing found: offer the closest known terms, if that search (same filters) finds something.
  const correction = expanded && totalCount === 0 ? didYouMean(expanded) : null;
  if (correction) {
    const [found] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(...filters, searchCondition(correction, sql`websearch_to_tsquery('english', ${correction})`)))
      .limit(1);
    if (found) list.didYouMean = correction;
  }
  return list;
}

/** One article for its public page, or null when unknown, not public or not a UUID. */
export async function getPublicArticle(db: Db, id: string): Promise<PublicArticleDetail | null> {
  // PostgreSQL rejects a malformed uuid with an error; an address with a bad id is simply not found.
  const parsed = parseArticleIdSlug(id);
  if (!parsed || parsed.slug) return null;
  const [row] = await db
    .select({ ...publicColumns, updatedAt: articles.updatedAt })
    .from(articles)
    .where(and(eq(articles.id, parsed.id), hasPublicPage()))
    .limit(1);
  if (!row) return null;
  const { updatedAt, ...rest } = row;
  const [article] = await withCoverage(db, [toPublicArticle(rest)]);
  return { ...(article as PublicArticle), content: rest.content, updatedAt: updatedAt.toISOString() };
}

/**
 * Any article as its public page would show it, whatever its status: the review queue's Preview (staff only; the
 * service authorises). Null when there is no article with this id.
 */
export async function getArticleForPreview(db: Db, id: string): Promise<(PublicArticleDetail & { status: string }) | null> {
  const [row] = await db
    .select({ ...publicColumns, updatedAt: articles.updatedAt, status: articles.status })
    .from(articles)
    .where(eq(articles.id, id))
    .limit(1);
  if (!row) return null;
  const { updatedAt, status, ...rest } = row;
  return { ...toPublicArticle(rest), content: rest.content, updatedAt: updatedAt.toISOString(), status };
}
