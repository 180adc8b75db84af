/** Live figures for the home hero and the category pages, computed from the database and reused briefly per process. */
import type { CategorySlug } from '../domain/categories.ts';
import type { CategoryStats, SiteStats } from '../domain/publicStats.ts';
import type { Db } from '../db/connection.ts';
import { getCategoryStats, getSiteStats } from '../db/queries/publicStats.ts';
import { createTtlCache } from './ttlCache.ts';

/** Counts are reused for this long: a page view costs no aggregate query, and a new article shows within a minute. */
export const PUBLIC_STATS_TTL_MS = 60_000;

export interface PublicStatsService {
  site(): Promise<SiteStats>;
  category(slug: CategorySlug): Promise<CategoryStats>;
  /** Forgets every cached figure (a public article changed or was withdrawn). */
  invalidate(): void;
}

export function createPublicStatsService(db: Db, opts: { ttlMs?: number; now?: () => number } = {}): PublicStatsService {
  const ttl = { ttlMs: opts.ttlMs ?? PUBLIC_STATS_TTL_MS, ...(opts.now ? { now: opts.now } : {}) };
  const siteCache = createTtlCache<'site', SiteStats>(ttl);
  const categoryCache = createTtlCache<CategorySlug, CategoryStats>(ttl);
  return {
    site: () => siteCache.get('site', () => getSiteStats(db)),
    category: (slug) => categoryCache.get(slug, () => getCategoryStats(db, slug)),
    invalidate: () => {
      siteCache.invalidate();
      categoryCache.invalidate();
    },
  };
}
