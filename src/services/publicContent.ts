/** Public read use cases, shared by the JSON API and the server-rendered pages. */
import type { ArticleList } from '../domain/article.ts';
import type { ArticleListQuery } from '../domain/articleQuery.ts';
import type { PublicContentService } from '../domain/contracts.ts';
import type { Db } from '../db/connection.ts';
import { listPublicArticles } from '../db/queries/publicArticles.ts';
import { getPublicArticle } from '../db/queries/publicArticles.ts';
import { listRelatedArticles } from '../db/queries/relatedArticles.ts';
import type { TtlCache } from './ttlCache.ts';

/**
 * The list cache's timing. Every reader gets the same list for the same query, and the first page is asked for far
 * more often than it changes, so lists are cached per process: fresh for 10 s, then served for up to 20 s more while
 * one reload replaces them. A publication empties the cache at once (the app listens for `article_published`), so
 * these bounds only matter for what changes without one: views, featured flags, and a lost LISTEN connection. Their
 * sum (30 s) is also the list's Cache-Control max-age, so the server never promises more freshness than browsers get.
 */
export const LIST_CACHE_TTL_MS = 10_000;
export const LIST_CACHE_STALE_MS = 20_000;
/** Distinct queries kept: the pages, categories and sorts readers use, plus recent searches (a list is ~30-60 KB). */
export const LIST_CACHE_ENTRIES = 300;

/** The cache key of a list query: every field that changes the answer, in a fixed order. */
export function listQueryKey(q: ArticleListQuery): string {
  return JSON.stringify([q.page, q.pageSize, q.category ?? null, q.search ?? null, q.sort ?? null, q.region ?? null, q.quality ?? null]);
}

/** Creates the public content service over a database; with `listCache`, lists are answered from it. */
export function createPublicContentService(db: Db, opts: { listCache?: TtlCache<string, ArticleList> } = {}): PublicContentService {
  const { listCache } = opts;
  return {
    listArticles: (query: ArticleListQuery): Promise<ArticleList> =>
      listCache ? listCache.get(listQueryKey(query), () => listPublicArticles(db, query)) : listPublicArticles(db, query),
    getArticle: (id) => getPublicArticle(db, id),
    listRelated: (article) => listRelatedArticles(db, article),
    async getArticleWithRelated(id) {
      const article = await getPublicArticle(db, id);
      if (!article) return null;
      return { article, related: await listRelatedArticles(db, article) };
    },
  };
}
