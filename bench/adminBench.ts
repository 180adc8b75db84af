/**
 * The back office's list endpoints under load, for `npm run bench:api` (issue 11 item 14: p99 ≤ 150 ms with 100,000
 * articles on PostgreSQL; run with BENCH_ARTICLES=100000). Before the app starts, 2,000 stories waiting for review
 * are added beside the published ones (the generator's rows with another seed, as drafts the classifier sent to
 * review), and the first bench reader becomes an admin. Every request is a real signed-in admin request: cookie check,
 * session and role, the service's authorisation, the query and its count, the presenter.
 */
import autocannon, { type Result as LoadResult } from 'autocannon';
import type { Database } from '../src/db/connection.ts';
import { generateRows, insertRows } from './benchArticles.ts';
import { sessionCookie } from './readerFeedBench.ts';

export const REVIEW_ROWS = 2_000;
export const ADMIN_TARGET_P99_MS = 150;

/** The admin's list views that a moderator or editor opens most (the target applies to these). */
export const ADMIN_ENDPOINTS: { name: string; path: string; list: boolean; distinctPages?: number }[] = [
  { name: 'articles, latest', path: '/api/admin/articles', list: true },
  { name: 'published, trending, 100', path: '/api/admin/articles?status=published&sort=trending&pageSize=100', list: true },
  { name: 'search "instagram"', path: '/api/admin/articles?q=instagram', list: true },
  { name: 'category, page 40', path: '/api/admin/articles?category=brand-partnerships&page=40', list: true },
  { name: 'review queue', path: '/api/admin/review-queue', list: true },
  // A figure, not a list: one index-only pass over the whole table, shown for its cost under the same load.
  { name: 'stats strip (figures)', path: '/api/admin/articles/stats', list: false },
  // The dashboard (issue 11 items 2, 14): the whole overview once per page load, its live activity every 30 s.
  { name: 'dashboard overview, 7 d (figures)', path: '/api/admin/overview?window=7d', list: false },
  { name: 'dashboard live activity', path: '/api/admin/overview/activity', list: false },
  // Every request another page (60 in turn, so the 50 requests in flight all differ): no read is shared
  // (src/services/admin/sharedReads.ts), so this is what each list costs on its own. Shown beside the target, not in it:
  // the target is the lists above, each asked for by 50 editors at once.
  { name: 'articles, pages 1-60 (unshared)', path: '/api/admin/articles', list: false, distinctPages: 60 },
];

export async function seedBackOffice(database: Database, seed: number): Promise<void> {
  const review = generateRows(REVIEW_ROWS, seed + 7).map((r, i) => ({
    ...r,
    status: 'draft' as const,
    adminStatus: 'pending_review' as const,
    publishedAt: null,
    urlHash: `${r.urlHash}-review-${i}`,
    relevanceScore: 30 + (i % 60),
    mlClassificationData: { ...r.mlClassificationData, decision: 'pending_review' },
  }));
  await insertRows(database, review);
  await database.sql.query("UPDATE users SET role = 'admin' WHERE id = 'bench-user-1'");
}

/** `distinctPages`: ask for pages 1…n of `path` in turn (`page=` appended), one after another across the connections. */
export function loadAdmin(baseUrl: string, path: string, seconds: number, connections: number, onInstance: (i: { stop(): void } | null) => void, distinctPages?: number): Promise<LoadResult> {
  let next = 0;
  const requests = distinctPages
    ? [{ setupRequest: (req: { path: string; headers: Record<string, string> }) => ({ ...req, path: `${path}${path.includes('?') ? '&' : '?'}page=${1 + (next++ % distinctPages)}` }) }]
    : undefined;
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: `${baseUrl}${path}`, connections, duration: seconds, headers: { cookie: sessionCookie('bench-token-1'), 'accept-encoding': 'gzip' }, ...(requests ? { requests } : {}) }, (err, result) => {
      onInstance(null);
      if (err) reject(err);
      else resolve(result);
    });
    onInstance(instance);
  });
}
