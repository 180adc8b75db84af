/** Lenient parsing of list URL parameters for page loaders: invalid parameters fall back to their defaults. */
import { articleListQuerySchema, type ArticleListQuery, type ArticleListQueryInput } from '../../domain/articleQuery.ts';

const PARAMS = ['page', 'search', 'category', 'sort', 'region', 'quality'] as const;

/**
 * Reads page, search, category, sort, region and quality from the URL, applies `fixed` (e.g. pageSize, a route's category),
 * and validates with the shared schema. Any parameter that fails validation is dropped (default used).
 */
export function parseListQuery(searchParams: URLSearchParams, fixed: ArticleListQueryInput = {}): ArticleListQuery {
  const input: Record<string, unknown> = {};
  for (const key of PARAMS) {
    const v = searchParams.get(key);
    if (v !== null && v !== '') input[key] = v;
  }
  Object.assign(input, fixed);
  const first = articleListQuerySchema.safeParse(input);
  if (first.success) return first.data;
  for (const issue of first.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in fixed)) delete input[key];
  }
  const second = articleListQuerySchema.safeParse(input);
  return second.success ? second.data : articleListQuerySchema.parse(fixed);
}

/** Number of pages for a total, at least 1. */
export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** `pathname` with the current search plus `changes` (null, undefined or '' deletes a key; page 1 is dropped). */
export function hrefWith(pathname: string, search: URLSearchParams | string, changes: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === undefined || v === '' || (k === 'page' && Number(v) === 1)) params.delete(k);
    else params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `${pathname}?${s}` : pathname;
}
