/**
 * The id of a live article event, checked against the shared schema. A module of its own so that zod, which the
 * check needs, is fetched with the first event rather than with the live-update notice (useNewArticles.ts): most
 * page views see no new article at all.
 */
import { liveArticleSchema } from '../../domain/liveArticle.ts';

/** The event's article id, or null for data that is not a live article. */
export function liveArticleIdOf(data: string): string | null {
  try {
    return liveArticleSchema.parse(JSON.parse(data)).id;
  } catch {
    return null;
  }
}
