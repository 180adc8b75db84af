/**
 * The signed-in home feed (public-site §2 Home): For You (ranked for the reader by domain/recommendations.ts, each
 * story with its reason), Trending, Latest and Saved, plus "fewer like this". The pool of recent public stories is
 * the same for every reader of a region, so each process keeps it briefly and drops it when a story is published or
 * withdrawn (server/app.ts); what is personal (preferences, history) is read per request by indexed keys.
 */
import type { PublicArticle } from '../../domain/article.ts';
import type { ArticleRegion } from '../../domain/articleRegion.ts';
import { trendingWeight } from '../../domain/badges.ts';
import { FEED_POOL_DAYS, FEED_POOL_SIZE, READER_FEED_SIZE, type ReaderFeed, type ReaderFeedTab } from '../../domain/readerFeed.ts';
import { feedRegion } from '../../domain/readerPreferences.ts';
import { rankForReader, type Candidate } from '../../domain/recommendations.ts';
import type { Actor } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import { recentPublicPool } from '../../db/queries/feedPool.ts';
import { listBookmarks } from '../../db/queries/readerData.ts';
import { addFeedFeedback, feedInputs, getPreferences } from '../../db/queries/readerProfile.ts';
import { NotFoundError } from '../serviceErrors.ts';
import { dataOwner } from './dataOwner.ts';
import { createTtlCache } from '../ttlCache.ts';

/** How long a process serves the pool without hearing of a change (publications and withdrawals drop it at once). */
const POOL_TTL_MS = 60_000;

export interface ReaderFeedService {
  feed(actor: Actor, tab: ReaderFeedTab): Promise<ReaderFeed>;
  fewerLikeThis(actor: Actor, articleId: string): Promise<{ recorded: true }>;
  /** Drops the pool (a story was published, hidden or edited). */
  invalidate(): void;
}

export function createReaderFeedService(db: Db): ReaderFeedService {
  // Each pool with its stories in the ranking's shape, made once per pool rather than on every request.
  const pools = createTtlCache<ArticleRegion, { stories: PublicArticle[]; byId: Map<string, PublicArticle>; candidates: Candidate[] }>({ ttlMs: POOL_TTL_MS, maxEntries: 3 });
  const pool = (region: ArticleRegion) =>
    pools.get(region, async () => {
      const stories = await recentPublicPool(db, region, FEED_POOL_DAYS, FEED_POOL_SIZE);
      const candidates = stories.map((s): Candidate => {
        const publishedAt = s.originalPublishedAt ?? s.publishedAt;
        return { id: s.id, category: s.category, sourceName: s.sourceName, publishedAt, publishedMs: publishedAt ? Date.parse(publishedAt) : 0, viewsCount: s.viewsCount, qualityScore: s.qualityScore };
      });
      return { stories, byId: new Map(stories.map((s) => [s.id, s])), candidates };
    });

  return {
    async feed(actor, tab) {
      const me = dataOwner(actor, 'read');
      if (tab === 'saved') {
        const saved = await listBookmarks(db, me.id, { page: 1, pageSize: READER_FEED_SIZE });
        return { tab, articles: saved.articles.map(({ savedAt: _savedAt, ...a }) => a) };
      }
      if (tab !== 'for-you') {
        const prefs = await getPreferences(db, me.id);
        const { stories } = await pool(feedRegion(prefs.regions));
        if (tab === 'latest') return { tab, articles: stories.slice(0, READER_FEED_SIZE) };
        // The public Trending sort's key (views plus the other outlets telling the story), newest first on ties.
        const byTrend = [...stories].sort((a, b) => trendingWeight(b) - trendingWeight(a) || Date.parse(b.originalPublishedAt ?? '') - Date.parse(a.originalPublishedAt ?? ''));
        return { tab, articles: byTrend.slice(0, READER_FEED_SIZE) };
      }
      // For You: preferences and history in one round trip, then the ranking in this process.
      const { preferences: prefs, history } = await feedInputs(db, me.id);
      const { byId, candidates } = await pool(feedRegion(prefs.regions));
      // Followed categories narrow For You; if they have too few recent stories, the rest fill up after them.
      const followed = prefs.categories as string[];
      const inFollowed = followed.length > 0 ? candidates.filter((c) => followed.includes(c.category)) : candidates;
      let ranked = rankForReader(inFollowed, history, followed, READER_FEED_SIZE);
      if (ranked.length < READER_FEED_SIZE && inFollowed.length < candidates.length) {
        const taken = new Set(inFollowed.map((c) => c.id));
        ranked = [...ranked, ...rankForReader(candidates.filter((c) => !taken.has(c.id)), history, [], READER_FEED_SIZE - ranked.length)];
      }
      return { tab, articles: ranked.flatMap((r) => { const story = byId.get(r.id); return story ? [{ ...story, reason: r.reason }] : []; }) };
    },

    async fewerLikeThis(actor, articleId) {
      const me = dataOwner(actor, 'write');
      if (!(await addFeedFeedback(db, me.id, articleId))) throw new NotFoundError('No public article with that id.');
      return { recorded: true };
    },

    invalidate: () => pools.invalidate(),
  };
}
