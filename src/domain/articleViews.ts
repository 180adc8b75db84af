/**
 * Counting article views (public-site §7 track_article_engagement / increment_article_views): a view is a card at
 * least half visible for 2 s, or a click on Read Full Article. Browsers batch ids; the server counts each id once per
 * request, for public articles only.
 */
import { z } from 'zod';
import { defineSchema } from './defineSchema.ts';

/** Share of a card that must be visible … */
export const VIEW_VISIBLE_RATIO = 0.5;
/** … for this long. */
export const VIEW_DWELL_MS = 2000;
/** Most ids one request may carry. */
export const VIEW_BATCH_MAX = 50;
/** Requests to record views accepted per client address … */
export const VIEW_RATE_LIMIT = 60;
/** … per sliding window of this length. */
export const VIEW_RATE_WINDOW_MS = 60_000;

/** Body of POST /api/articles/views: `{ ids }`, 1-50 article ids (UUIDs); repeats are counted once. */
export const articleViewsInputSchema = defineSchema(() =>
  z.object({
    ids: z
      .array(z.uuid({ error: 'each id must be an article id (UUID)' }), { error: 'ids must be a list of article ids' })
      .min(1, 'ids must name at least one article')
      .max(VIEW_BATCH_MAX, `ids may name at most ${VIEW_BATCH_MAX} articles`)
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  }),
);

/** Path parameter of GET /api/articles/:id. */
export const articleIdParamSchema = defineSchema(() => z.object({ id: z.uuid({ error: 'id must be an article id (UUID)' }).transform((id) => id.toLowerCase()) }));
