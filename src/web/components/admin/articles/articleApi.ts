/**
 * Article Management's calls to /api/admin/articles, all through adminRequest (the server's message is the error; the
 * form's save also gets a 400's per-field `details`).
 */
import type { AdminArticleDetailView, BulkAction, BulkResult } from '../../../../domain/adminArticles.ts';
import type { CategorySlug } from '../../../../domain/categories.ts';
import { AdminRequestError, adminRequest } from '../adminRequest.ts';

export const ARTICLES_API = '/api/admin/articles';
export const articleApiPath = (id: string) => `${ARTICLES_API}/${encodeURIComponent(id)}`;

export const fetchArticle = (id: string) => adminRequest<{ article: AdminArticleDetailView }>('GET', articleApiPath(id)).then((r) => r.article);
export const deleteArticle = (id: string) => adminRequest<{ id: string; deleted: true }>('DELETE', articleApiPath(id));
export const patchArticle = (id: string, body: Record<string, unknown>) => adminRequest<{ article: AdminArticleDetailView }>('PATCH', articleApiPath(id), body).then((r) => r.article);
export const bulkAction = (ids: string[], action: BulkAction, category?: CategorySlug) =>
  adminRequest<BulkResult>('POST', `${ARTICLES_API}/bulk`, { ids, action, ...(action === 'category' && category ? { category } : {}) });

/** The answer to the form's save: the article, or what was wrong (per field when the server said which). */
export type SaveResult =
  | { ok: true; article: AdminArticleDetailView }
  | { ok: false; status: number; message: string; fieldErrors: Record<string, string> };

export async function saveArticle(method: 'POST' | 'PATCH', path: string, body: Record<string, unknown>): Promise<SaveResult> {
  try {
    const { article } = await adminRequest<{ article: AdminArticleDetailView }>(method, path, body);
    return { ok: true, article };
  } catch (err) {
    if (!(err instanceof AdminRequestError)) throw err;
    const fieldErrors: Record<string, string> = {};
    for (const d of err.details) if (d.field && d.message && !(d.field in fieldErrors)) fieldErrors[d.field] = d.message;
    return { ok: false, status: err.status, message: err.message, fieldErrors };
  }
}
