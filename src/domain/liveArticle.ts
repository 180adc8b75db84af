/**
 * One live event's article, and the id a reconnecting browser resumes from (GET /api/live/articles): the stream's
 * schemas, apart from liveUpdates.ts's names and timings so that a page importing those does not bring zod with them.
 */
import { z } from 'zod';

/** One article as a live event carries it: what a card needs, without the (possibly long) content. */
export const liveArticleSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  summary: z.string().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  sourceName: z.string(),
  sourceUrl: z.string(),
  imageUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
  originalPublishedAt: z.string().nullable(),
  readTimeMinutes: z.number().int(),
});
export type LiveArticle = z.infer<typeof liveArticleSchema>;

/** The Last-Event-ID a reconnecting browser sends: the id of the last article it received. */
export const lastEventIdSchema = z.uuid();
