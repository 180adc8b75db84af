/**
 * The signed-in home feed (public-site §2 Home, §4 feed tabs): For You, Trending, Latest and Saved, and the reading
 * activity panel. Shared by GET /api/me/feed and the home page.
 */
import { z } from 'zod';
import { defineSchema } from './defineSchema.ts';
import type { PublicArticle } from './article.ts';
import type { RecommendationReason } from './recommendations.ts';

export const READER_FEED_TABS = ['for-you', 'trending', 'latest', 'saved'] as const;
export type ReaderFeedTab = (typeof READER_FEED_TABS)[number];
export const READER_FEED_TAB_LABELS: Record<ReaderFeedTab, string> = { 'for-you': 'For You', trending: 'Trending', latest: 'Latest', saved: 'Saved' };

/** Stories per feed page (§9: personalised feed size 20). */
export const READER_FEED_SIZE = 20;
/** Recent stories the feed ranks from: the last two weeks, at most this many. */
export const FEED_POOL_DAYS = 14;
export const FEED_POOL_SIZE = 400;

export const readerFeedQuerySchema = defineSchema(() =>
  z.object({
    tab: z.enum(READER_FEED_TABS, { error: `tab must be one of ${READER_FEED_TABS.join(', ')}` }).default('for-you'),
  }),
);

/** The tab a home URL's `feed` parameter selects (anything else is For You). */
export function readerFeedTab(value: string | null | undefined): ReaderFeedTab {
  return (READER_FEED_TABS as readonly string[]).includes(value ?? '') ? (value as ReaderFeedTab) : 'for-you';
}

/** A story in the feed; For You stories say why they are there. */
export type FeedArticle = PublicArticle & { reason?: RecommendationReason };

export interface ReaderFeed {
  tab: ReaderFeedTab;
  articles: FeedArticle[];
}

/** The reading-activity panel and the dashboard's figures: the reader's own, over their own rows. */
export interface ReadingActivity {
  /** Stories opened past the start threshold in the last 7 days. */
  readThisWeek: number;
  /** Of those, finished. */
  completedThisWeek: number;
  /** Minutes read in the last 7 days (rounded). */
  minutesThisWeek: number;
  /** Days in a row, up to today, with at least one story read. */
  streakDays: number;
  saved: number;
  liked: number;
  /** Stories started and not finished, most recent first (continue reading). */
  continueReading: { article: PublicArticle; progress: number; updatedAt: string }[];
}

/** "fewer like this" (POST /api/me/feed/feedback): the story to see less of. */
export const feedFeedbackSchema = defineSchema(() => z.object({ articleId: z.uuid({ error: 'articleId must be an article id (a UUID)' }) }).strict());
