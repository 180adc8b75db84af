/**
 * The back office's reads of articles (issue 11 items 3-4), authorised here: moderators and admins read every status
 * and the review queue; only admins export. The server presents the rows (server/presenters/adminArticle.ts).
 */
import type { AdminArticleListQuery, ReviewQueueQuery } from '../../domain/adminArticles.ts';
import type { Actor } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import { adminArticleStats, countAdminMatches, exportAdminArticles, findAdminArticle, listAdminRows, reviewQueuePage } from '../../db/queries/adminArticles.ts';
import { getArticleForPreview } from '../../db/queries/publicArticles.ts';
import { authorize } from '../../policies/can.ts';
import { NotFoundError } from '../serviceErrors.ts';
import { createTtlCache } from '../ttlCache.ts';
import { sharedRead } from './sharedReads.ts';

/** Any article, whatever its status: the policy's read of a non-public article. */
const STAFF_READ = { kind: 'article', isPublic: false } as const;

/**
 * How long a capped match count ("1,000+") is reused for the same filters. Counting to the cap is the list's dearest
 * part (a broad search reads and unpacks thousands of rows), while what it shows changes only when hundreds of matches
 * go: page turns, sorts and refreshes of one search share it. A count under the cap is exact and never reused, so a
 * short list (the review queue's 37 stories, a rare search) is always current.
 */
export const CAPPED_COUNT_TTL_MS = 30_000;

/** A count up to a cap, and whether the cap was reached. */
export interface CappedCount {
  totalCount: number;
  totalIsCapped: boolean;
}

/**
 * Counts by key: a count that reached the cap is reused for `ttlMs`; any count is shared by callers asking at the same
 * time; an exact one is not kept for the next caller.
 */
export function createCappedCountCache(ttlMs: number, now?: () => number) {
  const counts = createTtlCache<string, CappedCount>({ ttlMs, maxEntries: 200, now });
  return {
    async count(key: string, load: () => Promise<CappedCount>): Promise<CappedCount> {
      const count = await counts.get(key, load);
      if (!count.totalIsCapped) counts.invalidate(key);
      return count;
    },
  };
}

const cappedCounts = new WeakMap<Db, ReturnType<typeof createCappedCountCache>>();

/** The match count for the list's filters (per database, so each test database has its own). */
function matchCount(db: Db, q: AdminArticleListQuery): Promise<CappedCount> {
  let counts = cappedCounts.get(db);
  if (!counts) cappedCounts.set(db, (counts = createCappedCountCache(CAPPED_COUNT_TTL_MS)));
  return counts.count(JSON.stringify([q.status, q.category, q.q ?? '']), () => countAdminMatches(db, q));
}

/**
 * One page of the back office's list and how many match, with the query it answers. Editors asking for the same page
 * while it is read share that read and its answer object (sharedReads.ts); treat it as read-only.
 */
export async function listArticlesForStaff(db: Db, actor: Actor, q: AdminArticleListQuery) {
  authorize(actor, 'read', STAFF_READ);
  const key = JSON.stringify([q.status, q.category, q.q ?? '', q.sort, q.page, q.pageSize]);
  return sharedRead(db, 'articles', key, async () => {
    const [rows, count] = await Promise.all([listAdminRows(db, q), matchCount(db, q)]);
    return { rows, ...count, query: q };
  });
}

/** The stats strip; screens asking while it is being counted share that count (sharedReads.ts). */
export async function articleStatsForStaff(db: Db, actor: Actor) {
  authorize(actor, 'read', STAFF_READ);
  return sharedRead(db, 'article-stats', '', () => adminArticleStats(db));
}

export async function articleForStaff(db: Db, actor: Actor, id: string) {
  authorize(actor, 'read', STAFF_READ);
  const row = await findAdminArticle(db, id);
  if (!row) throw new NotFoundError('No article with this id.');
  return row;
}

/** The shared read of a review queue page (sharedReads.ts): its kind and key. */
export const REVIEW_QUEUE_READ = 'review-queue';
export const reviewQueueReadKey = (q: ReviewQueueQuery) => JSON.stringify([q.priority, q.sort]);

/** One page of the review queue and its stats; moderators asking while it is read share that read (sharedReads.ts). */
export async function reviewQueue(db: Db, actor: Actor, q: ReviewQueueQuery) {
  authorize(actor, 'review', STAFF_READ);
  return sharedRead(db, REVIEW_QUEUE_READ, reviewQueueReadKey(q), async () => {
    const { rows: items, stats } = await reviewQueuePage(db, q);
    return { items, stats };
  });
}

/** The filtered list for the CSV export, batch by batch (admins). */
export function exportArticles(db: Db, actor: Actor, q: Pick<AdminArticleListQuery, 'status' | 'category' | 'q'>) {
  authorize(actor, 'export', STAFF_READ);
  return exportAdminArticles(db, q);
}

/** The review queue's Preview: the article as readers would see it, before it is public (moderators and admins). */
export async function previewArticle(db: Db, actor: Actor, id: string) {
  authorize(actor, 'review', STAFF_READ);
  const article = await getArticleForPreview(db, id);
  if (!article) throw new NotFoundError('No article with this id.');
  return article;
}
