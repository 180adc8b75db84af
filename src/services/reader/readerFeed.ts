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
import { rankForReader, type Candidate, type RecommendationReason } from '../../domain/recommendations.ts';
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
  /**
   * The same feed as JSON text (what GET /api/me/feed sends): pool stories are serialised once per pool, not once per
   * request, so a For You answer costs the ranking and a string join. `JSON.parse` of it equals `feed()`'s answer.
   */
  feedJson(actor: Actor, tab: ReaderFeedTab): Promise<string>;
  fewerLikeThis(actor: Actor, articleId: string): Promise<{ recorded: true }>;
  /** Drops the pool (a story was published, hidden or edited). */
  invalidate(): void;
}

/** A feed entry: the story and, on For You, why it is there. */
interface Entry {
  story: PublicArticle;
  reason?: RecommendationReason;
}

/** A pool: its stories, by id, in the ranking's shape, and each story's JSON text once it has been sent. */
interface Pool {
  stories: PublicArticle[];
  byId: Map<string, PublicArticle>;
  candidates: Candidate[];
  json: WeakMap<PublicArticle, string>;
}

/** A story's JSON with its reason appended as the last field, as `JSON.stringify({ ...story, reason })` writes it. */
function entryJson(storyJson: string, reason: RecommendationReason | undefined): string {
  if (reason === undefined) return storyJson;
  const open = storyJson === '{}' ? '{' : `${storyJson.slice(0, -1)},`;
  return `${open}"reason":${JSON.stringify(reason)}}`;
}

export function createReaderFeedService(db: Db): ReaderFeedService {
  // Each pool with its stories in the ranking's shape, made once per pool rather than on every request.
  const pools = createTtlCache<ArticleRegion, Pool>({ ttlMs: POOL_TTL_MS, maxEntries: 3 });
  const pool = (region: ArticleRegion) =>
    pools.get(region, async () => {
      const stories = await recentPublicPool(db, region, FEED_POOL_DAYS, FEED_POOL_SIZE);
      const candidates = stories.map((s): Candidate => {
        const publishedAt = s.originalPublishedAt ?? s.publishedAt;
        return { id: s.id, category: s.category, sourceName: s.sourceName, publishedAt, publishedMs: publishedAt ? Date.parse(publishedAt) : 0, viewsCount: s.viewsCount, qualityScore: s.qualityScore };
      });
      return { stories, byId: new Map(stories.map((s) => [s.id, s])), candidates, json: new WeakMap() };
    });

  /** The tab's entries, and the pool they came from (null for Saved, which is the reader's own list). */
  async function entries(actor: Actor, tab: ReaderFeedTab): Promise<{ entries: Entry[]; from: Pool | null }> {
    const me = dataOwner(actor, 'read');
    if (tab === 'saved') {
      const saved = await listBookmarks(db, me.id, { page: 1, pageSize: READER_FEED_SIZE });
      return { entries: saved.articles.map(({ savedAt: _savedAt, ...story }) => ({ story })), from: null };
    }
    if (tab !== 'for-you') {
      const prefs = await getPreferences(db, me.id);
      const from = await pool(feedRegion(prefs.regions));
      if (tab === 'latest') return { entries: from.stories.slice(0, READER_FEED_SIZE).map((story) => ({ story })), from };
      // The public Trending sort's key (views plus the other outlets telling the story), newest first on ties.
      const byTrend = [...from.stories].sort((a, b) => trendingWeight(b) - trendingWeight(a) || Date.parse(b.originalPublishedAt ?? '') - Date.parse(a.originalPublishedAt ?? ''));
      return { entries: byTrend.slice(0, READER_FEED_SIZE).map((story) => ({ story })), from };
    }
    // For You: preferences and history in one round trip, then the ranking in this process.
    const { preferences: prefs, history } = await feedInputs(db, me.id);
    const from = await pool(feedRegion(prefs.regions));
    const { byId, candidates } = from;
    // Followed categories narrow For You; if they have too few recent stories, the rest fill up after them.
    const followed = prefs.categories as string[];
    const inFollowed = followed.length > 0 ? candidates.filter((c) => followed.includes(c.category)) : candidates;
    let ranked = rankForReader(inFollowed, history, followed, READER_FEED_SIZE);
    if (ranked.length < READER_FEED_SIZE && inFollowed.length < candidates.length) {
      const taken = new Set(inFollowed.map((c) => c.id));
      ranked = [...ranked, ...rankForReader(candidates.filter((c) => !taken.has(c.id)), history, [], READER_FEED_SIZE - ranked.length)];
    }
    return { entries: ranked.flatMap((r) => { const story = byId.get(r.id); return story ? [{ story, reason: r.reason }] : []; }), from };
  }

  return {
    async feed(actor, tab) {
      const { entries: list } = await entries(actor, tab);
      return { tab, articles: list.map(({ story, reason }) => (reason === undefined ? story : { ...story, reason })) };
    },

    async feedJson(actor, tab) {
      const { entries: list, from } = await entries(actor, tab);
      const storyJson = (story: PublicArticle) => {
        if (!from) return JSON.stringify(story);
        let text = from.json.get(story);
        if (text === undefined) from.json.set(story, (text = JSON.stringify(story)));
        return text;
      };
      return `{"tab":${JSON.stringify(tab)},"articles":[${list.map(({ story, reason }) => entryJson(storyJson(story), reason)).join(',')}]}`;
    },

    async fewerLikeThis(actor, articleId) {
      const me = dataOwner(actor, 'write');
      if (!(await addFeedFeedback(db, me.id, articleId))) throw new NotFoundError('No public article with that id.');
      return { recorded: true };
    },

    invalidate: () => pools.invalidate(),
  };
}
