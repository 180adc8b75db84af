/** Public JSON API: article list and categories. */
import { Hono } from 'hono';
import { articleListQuerySchema } from '../../domain/articleQuery.ts';
import { CATEGORIES } from '../../domain/categories.ts';
import type { PublicContentService } from '../../domain/contracts.ts';
import { invalidRequest } from '../errors.ts';

/** Routes under /api for anonymous readers. */
export function publicApiRoutes(content: PublicContentService): Hono {
  const api = new Hono();

  api.get('/articles', async (c) => {
    const parsed = articleListQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw invalidRequest(parsed.error);
    const list = await content.listArticles(parsed.data);
    c.header('Cache-Control', 'public, max-age=30, stale-while-revalidate=60');
    return c.json(list);
  });

  api.get('/categories', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ categories: CATEGORIES });
  });

  return api;
}
