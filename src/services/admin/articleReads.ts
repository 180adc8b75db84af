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
import { createSingleFlight, type SingleFlight } from '../singleFlight.ts';
import { createTtlCache } from '../ttlCache.ts';

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

export async function listArticlesForStaff(db: Db, actor: Actor, q: AdminArticleListQuery) {
  authorize(actor, 'read', STAFF_READ);
  const [rows, count] = await Promise.all([listAdminRows(db, q), matchCount(db, q)]);
  return { rows, ...count };
}

const statsInFlight = new WeakMap<Db, SingleFlight<'stats', Awaited<ReturnType<typeof adminArticleStats>>>>();

/** The stats strip; screens asking while it is being counted share that count (services/singleFlight.ts). */
export async function articleStatsForStaff(db: Db, actor: Actor) {
  authorize(actor, 'read', STAFF_READ);
  let flight = statsInFlight.get(db);
  if (!flight) statsInFlight.set(db, (flight = createSingleFlight()));
  return flight.run('stats', () => adminArticleStats(db));
}

export async function articleForStaff(db: Db, actor: Actor, id: string) {
  authorize(actor, 'read', STAFF_READ);
  const row = await findAdminArticle(db, id);
  if (!row) throw new NotFoundError('No article with this id.');
  return row;
}

export async function reviewQueue(db: Db, actor: Actor, q: ReviewQueueQuery) {
  authorize(actor, 'review', STAFF_READ);
  const { rows: items, stats } = await reviewQueuePage(db, q);
  return { items, stats };
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
