/** Public read use cases, shared by the JSON API and the server-rendered pages. */
import type { ArticleList } from '../domain/article.ts';
import type { ArticleListQuery } from '../domain/articleQuery.ts';
import type { PublicContentService } from '../domain/contracts.ts';
import type { Db } from '../db/connection.ts';
import { listPublicArticles } from '../db/queries/publicArticles.ts';
import { getPublicArticle } from '../db/queries/publicArticles.ts';
import { listRelatedArticles } from '../db/queries/relatedArticles.ts';
import { isStatementTimeout, withStatementTimeout } from '../db/statementTimeout.ts';
import { createConcurrencyGate, GateFullError } from './concurrencyGate.ts';
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

/** How long a refused caller is told to wait before trying again when the database is busy or a list took too long. */
export const LIST_BUSY_RETRY_AFTER_S = 2;

/** Why a list query was not answered: the caller's limit of uncached lists, a full queue, or the statement time limit. */
export type ListRefusalReason = 'rate_limited' | 'busy' | 'timeout';

/** A list query refused to bound the database work (the server answers 429 or 503 with Retry-After). */
export class ListQueryRefusedError extends Error {
  constructor(
    readonly reason: ListRefusalReason,
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(message);
    this.name = 'ListQueryRefusedError';
  }
}

/**
 * Bounds on the lists that reach the database (cache misses and background reloads). A burst of unique searches is
 * the cheapest way to make the database work, and every miss competes with the reloads that keep popular lists
 * cached, so misses run at most `maxConcurrent` at once, `maxQueued` more wait in order, and the rest are refused.
 */
export interface ListQueryLimits {
  /** Per statement; 0 for none. PostgreSQL enforces it; PGlite cannot (see db/statementTimeout.ts). */
  statementTimeoutMs: number;
  maxConcurrent: number;
  maxQueued: number;
}

/** The defaults of the bounds (settings LIST_QUERY_TIMEOUT_MS, LIST_MISS_CONCURRENCY, LIST_MISS_QUEUE in server/env.ts). */
export const DEFAULT_LIST_QUERY_LIMITS: ListQueryLimits = { statementTimeoutMs: 3000, maxConcurrent: 2, maxQueued: 20 };
/** Uncached lists one client may ask for per minute (LIST_MISS_RATE_LIMIT): a reader paging and searching stays far below. */
export const DEFAULT_LIST_MISS_RATE_LIMIT = 60;
export const LIST_MISS_RATE_WINDOW_MS = 60_000;

/** Decides whether this caller may make the database work for an uncached list; throws ListQueryRefusedError to refuse. */
export type AdmitMiss = () => Promise<void>;

/** The public content service, and views of it that charge each cache miss to one client. */
export interface PublicContent extends PublicContentService {
  /** The same service, where a list the cache cannot answer is first admitted by `admit` (a per-client limit). */
  forClient(admit: AdmitMiss): PublicContentService;
  /** Lists reading the database now and waiting for a turn (zeros without limits). */
  listLoad(): { running: number; queued: number };
}

/** The cache key of a list query: every field that changes the answer, in a fixed order. */
export function listQueryKey(q: ArticleListQuery): string {
  return JSON.stringify([q.page, q.pageSize, q.category ?? null, q.search ?? null, q.sort ?? null, q.region ?? null, q.quality ?? null]);
}

/** What reads one list page from the database (tests substitute one that blocks or sleeps, on the same query path). */
export type ListQuery = (db: Db, query: ArticleListQuery) => Promise<ArticleList>;

/**
 * Creates the public content service over a database; with `listCache`, lists are answered from it, and with
 * `limits`, the lists that reach the database are bounded (concurrency, queue, statement time).
 */
export function createPublicContentService(
  db: Db,
  opts: { listCache?: TtlCache<string, ArticleList>; limits?: ListQueryLimits; listQuery?: ListQuery } = {},
): PublicContent {
  const { listCache, limits } = opts;
  const listQuery = opts.listQuery ?? listPublicArticles;
  const gate = limits ? createConcurrencyGate({ limit: limits.maxConcurrent, maxQueued: limits.maxQueued }) : null;

  const readList = async (query: ArticleListQuery): Promise<ArticleList> => {
    if (!gate || !limits) return listQuery(db, query);
    try {
      return await gate.run(() => withStatementTimeout(db, limits.statementTimeoutMs, (tx) => listQuery(tx, query)));
    } catch (err) {
      if (err instanceof GateFullError) {
        throw new ListQueryRefusedError('busy', LIST_BUSY_RETRY_AFTER_S, 'Too many searches are running right now. Please try again in a moment.');
      }
      if (isStatementTimeout(err)) {
        throw new ListQueryRefusedError('timeout', LIST_BUSY_RETRY_AFTER_S, 'This list took too long to load. Please try again, or narrow the search.');
      }
      throw err;
    }
  };

  const listArticles = (query: ArticleListQuery, admit?: AdmitMiss): Promise<ArticleList> => {
    const key = listQueryKey(query);
    // Charged only when this caller would wait for the database; a cached, in-flight or stale-served list is free.
    const read = () => (listCache ? listCache.get(key, () => readList(query)) : readList(query));
    if (admit && !listCache?.has(key)) return admit().then(read);
    return read();
  };

  const base: PublicContentService = {
    listArticles: (query) => listArticles(query),
    getArticle: (id) => getPublicArticle(db, id),
    listRelated: (article) => listRelatedArticles(db, article),
    async getArticleWithRelated(id) {
      const article = await getPublicArticle(db, id);
      if (!article) return null;
      return { article, related: await listRelatedArticles(db, article) };
    },
  };
  return {
    ...base,
    forClient: (admit) => ({ ...base, listArticles: (query) => listArticles(query, admit) }),
    listLoad: () => ({ running: gate?.running ?? 0, queued: gate?.queued ?? 0 }),
  };
}
