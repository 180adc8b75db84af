/**
 * Article Management's words and colours (admin-content §2, §9): status and filter labels, category names, the
 * score tone's text colour, the list URL of a query. Every colour pair is AA on white and on zinc-900.
 */
import {
  adminArticleListQuerySchema,
  adminListSearchParams,
  type AdminArticleListQuery,
  type AdminArticleView,
  type AdminSort,
  type AdminStatusFilter,
  type ArticleStatusValue,
  type BulkAction,
  type SettableStatus,
  scoreTone,
} from '../../../../domain/adminArticles.ts';
import { CATEGORIES } from '../../../../domain/categories.ts';

export const ARTICLES_PATH = '/admin/content/articles';
export const NEW_ARTICLE_PATH = `${ARTICLES_PATH}/new`;
export const editArticlePath = (id: string) => `${ARTICLES_PATH}/${encodeURIComponent(id)}/edit`;

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this article? This action cannot be undone.';
export const bulkDeleteConfirmation = (count: number) =>
  `Are you sure you want to delete ${count === 1 ? 'this article' : `these ${count} articles`}? This action cannot be undone.`;

export const STATUS_LABELS: Record<ArticleStatusValue, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
  rejected: 'Rejected',
  purged: 'Purged',
};

export const SETTABLE_STATUS_LABELS: Record<SettableStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
  rejected: 'Rejected',
};

export const STATUS_FILTER_LABELS: Record<AdminStatusFilter, string> = {
  all: 'All statuses',
  published: 'Published',
  draft: 'Draft',
  pending_review: 'Pending review',
  archived: 'Archived',
  rejected: 'Rejected',
  purged: 'Purged',
};

export const SORT_LABELS: Record<AdminSort, string> = { latest: 'Latest', trending: 'Trending', oldest: 'Oldest' };

export const BULK_ACTION_LABELS: Record<BulkAction, string> = {
  publish: 'Publish',
  hide: 'Hide',
  archive: 'Archive',
  reject: 'Reject',
  feature: 'Feature',
  unfeature: 'Unfeature',
  category: 'Change category',
  delete: 'Delete',
};

/** The status changes a moderator may make (publish, hide = back to draft, archive, reject). */
export const STATUS_ACTIONS = ['publish', 'hide', 'archive', 'reject'] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];
export const STATUS_OF_ACTION: Record<StatusAction, SettableStatus> = { publish: 'published', hide: 'draft', archive: 'archived', reject: 'rejected' };

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs leading-4 font-semibold whitespace-nowrap';
export const STATUS_BADGE: Record<ArticleStatusValue, string> = {
  published: `${badge} bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200`,
  draft: `${badge} bg-zinc-200 text-zinc-800 dark:bg-zinc-700/60 dark:text-zinc-100`,
  archived: `${badge} bg-sky-100 text-sky-900 dark:bg-sky-500/15 dark:text-sky-200`,
  rejected: `${badge} bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-200`,
  purged: `${badge} bg-zinc-100 text-zinc-700 ring-1 ring-zinc-300 ring-inset dark:bg-zinc-900 dark:text-zinc-300 dark:ring-zinc-600`,
};
export const REVIEW_BADGE = `${badge} bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200`;
export const FEATURED_BADGE = `${badge} bg-brand-100 text-brand-900 dark:bg-brand-500/15 dark:text-brand-200`;

const TONE_TEXT = {
  good: 'text-emerald-700 dark:text-emerald-400',
  fair: 'text-amber-700 dark:text-amber-400',
  poor: 'text-red-700 dark:text-red-400',
} as const;
/** §9 review score colours: 80+ green, 60+ amber, else red. */
export const scoreClass = (score: number) => TONE_TEXT[scoreTone(score)];

const CATEGORY_NAMES = new Map<string, string>(CATEGORIES.map((c) => [c.slug, c.name]));
export const categoryName = (slug: string) => CATEGORY_NAMES.get(slug) ?? slug;

/** The date the table shows: when the source published it, else when we stored it. */
export const shownDate = (a: Pick<AdminArticleView, 'originalPublishedAt' | 'createdAt'>) => a.originalPublishedAt ?? a.createdAt;

/** Percent with at most one decimal ("87 %" style without the space: "87%"). */
export const percent = (n: number) => `${Math.round(n * 10) / 10}%`;

/** The list's URL for a query (defaults left out). */
export function articlesHref(q: Partial<AdminArticleListQuery>): string {
  const s = adminListSearchParams(q).toString();
  return s ? `${ARTICLES_PATH}?${s}` : ARTICLES_PATH;
}

/**
 * The list query of a URL, leniently: a parameter that fails validation falls back to its default (a hand-edited
 * or stale link still opens the screen), empty values count as absent.
 */
export function parseAdminListQuery(params: URLSearchParams): AdminArticleListQuery {
  const input: Record<string, string> = {};
  for (const key of ['status', 'category', 'sort', 'q', 'page', 'pageSize'] as const) {
    const v = params.get(key);
    if (v !== null && v.trim() !== '') input[key] = v;
  }
  const first = adminArticleListQuerySchema.safeParse(input);
  if (first.success) return first.data;
  for (const issue of first.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string') delete input[key];
  }
  const second = adminArticleListQuerySchema.safeParse(input);
  return second.success ? second.data : adminArticleListQuerySchema.parse({});
}
