/** Articles for live updates: the card of one just-published article, and the ones a reconnecting browser missed. */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { LiveArticle } from '../../domain/liveArticle.ts';
import { normaliseCategoryName } from '../../domain/categories.ts';
import { readTimeMinutes } from '../../domain/readTime.ts';
import type { Db } from '../connection.ts';
import { articles, type ArticleRow } from '../schema.ts';
import { HOME_LISTING } from '../../domain/publicVisibility.ts';
import { listedPublicly } from './publicVisibility.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The home list's rule (db/queries/publicArticles without filters): published, not a duplicate, relevance ≥ 30, not
 * Tools & Technology, title not blocklisted. A live notice counts only what Refresh will actually show.
 */
function homeListConditions(): SQL {
  return listedPublicly(HOME_LISTING);
}

const liveColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  content: articles.content,
  category: articles.category,
  tags: articles.tags,
  sourceName: articles.sourceName,
  sourceUrl: articles.sourceUrl,
  imageUrl: articles.imageUrl,
  publishedAt: articles.publishedAt,
  originalPublishedAt: articles.originalPublishedAt,
};

type LiveRow = Pick<ArticleRow, keyof typeof liveColumns>;

function toLiveArticle(r: LiveRow): LiveArticle {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    category: normaliseCategoryName(r.category),
    tags: r.tags,
    sourceName: r.sourceName,
    sourceUrl: r.sourceUrl,
    imageUrl: r.imageUrl,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    originalPublishedAt: r.originalPublishedAt?.toISOString() ?? null,
    readTimeMinutes: readTimeMinutes(r.content || r.summary),
  };
}

/** The live card of one article, or null when the id is malformed or the article is not in the home list. */
export async function getLiveArticle(db: Db, id: string): Promise<LiveArticle | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select(liveColumns)
    .from(articles)
    .where(and(eq(articles.id, id), homeListConditions()))
    .limit(1);
  return row ? toLiveArticle(row) : null;
}

/**
 * Home-list articles published after the given one, oldest first, at most `limit`: what a browser reconnecting with
 * Last-Event-ID missed. Ordered by (published_at, id), the same order the notifications were sent in within a batch.
 * Empty when the id is unknown (nothing to anchor on).
 */
export async function listLiveArticlesAfter(db: Db, lastId: string, limit: number): Promise<LiveArticle[]> {
  if (!UUID.test(lastId)) return [];
  const anchor = sql`(SELECT ${articles.publishedAt} FROM ${articles} WHERE ${articles.id} = ${lastId})`;
  const rows = await db
    .select(liveColumns)
    .from(articles)
    .where(and(homeListConditions(), sql`(${articles.publishedAt}, ${articles.id}) > (${anchor}, ${lastId}::uuid)`))
    .orderBy(asc(articles.publishedAt), asc(articles.id))
    .limit(limit);
  return rows.map(toLiveArticle);
}
