/** Request shapes of the reader's likes and bookmarks API (shared by the routes and the browser). */
import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE } from './feedRules.ts';

export const articleIdParamSchema = z.uuid({ error: 'articleId must be an article id (a UUID)' });

/** Saved articles per page on /bookmarks and GET /api/me/bookmarks. */
export const BOOKMARKS_PAGE_SIZE = 24;

export const bookmarksQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(BOOKMARKS_PAGE_SIZE),
});

/** Up to this many article ids per marks request (one page of cards). */
export const MARKS_MAX_IDS = 100;
export const marksQuerySchema = z.object({
  ids: z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.uuid({ error: 'ids must be article ids (UUIDs)' })).max(MARKS_MAX_IDS)),
});
