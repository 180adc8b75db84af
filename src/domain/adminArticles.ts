/**
 * The back office's article rules (admin-content §2-§5, §9): the list's filters and page sizes, the article form's
 * validation and messages, review-queue priority, bulk actions and the CSV cell rule. Shared by the server (which
 * validates every request with these schemas) and the admin screens (which show the same messages before sending).
 */
import { z } from 'zod';
import { isCalendarDateTime } from './calendarDate.ts';
import { CATEGORY_SLUGS, type CategorySlug } from './categories.ts';
import { PROMO_CHOICES, type PromoLabel } from './promotional.ts';
import { pageParam, searchParam } from './queryParams.ts';

export const ARTICLE_STATUSES = ['draft', 'published', 'archived', 'rejected', 'purged'] as const;
export type ArticleStatusValue = (typeof ARTICLE_STATUSES)[number];
/** The statuses the article form and a status change may set (purge runs through the lifecycle only). */
export const SETTABLE_STATUSES = ['draft', 'published', 'archived', 'rejected'] as const;
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

/** §9: status filter all, published, draft, archived, rejected; plus the review queue's drafts and purged records. */
export const ADMIN_STATUS_FILTERS = ['all', 'published', 'draft', 'pending_review', 'archived', 'rejected', 'purged'] as const;
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];
/** §9: sort latest (default), trending, oldest. */
export const ADMIN_SORTS = ['latest', 'trending', 'oldest'] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];
/** §9: page size options 25 (default), 50, 100, 250, 500. */
export const ADMIN_PAGE_SIZES = [25, 50, 100, 250, 500] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 25;
/** Deepest page the list serves: beyond it, narrow the filters (an OFFSET that large reads the whole table). */
export const ADMIN_MAX_PAGE = 2000;
export const ADMIN_SEARCH_MAX_LENGTH = 200;
/** The list counts matches up to this many; beyond it the total reads "1,000+" (db/queries/adminArticles.ts). */
export const ADMIN_COUNT_CAP = 1000;

const oneOf = <T extends readonly [string, ...string[]]>(values: T, field: string, fallback: T[number]) =>
  z
    .enum(values, { error: `${field} must be one of ${values.join(', ')}` })
    .optional()
    .transform((v) => v ?? fallback);

/** GET /api/admin/articles and the Article Management screen's URL: every filter is a query parameter. */
export const adminArticleListQuerySchema = z.object({
  status: oneOf(ADMIN_STATUS_FILTERS, 'status', 'all'),
  category: z
    .enum(['all', ...CATEGORY_SLUGS], { error: `category must be all or one of ${CATEGORY_SLUGS.join(', ')}` })
    .optional()
    .transform((v) => v ?? 'all'),
  sort: oneOf(ADMIN_SORTS, 'sort', 'latest'),
  q: searchParam(ADMIN_SEARCH_MAX_LENGTH),
  page: pageParam(ADMIN_MAX_PAGE, `page must be at most ${ADMIN_MAX_PAGE}; narrow the filters to see older articles`),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), `pageSize must be one of ${ADMIN_PAGE_SIZES.join(', ')}`)
    .optional()
    .transform((v) => v ?? DEFAULT_ADMIN_PAGE_SIZE),
});
export type AdminArticleListQuery = z.output<typeof adminArticleListQuerySchema>;

/** The query string of a list query, leaving defaults out (the screen's links and the CSV export use it). */
export function adminListSearchParams(q: Partial<AdminArticleListQuery>): URLSearchParams {
  const p = new URLSearchParams();
  if (q.status && q.status !== 'all') p.set('status', q.status);
  if (q.category && q.category !== 'all') p.set('category', q.category);
  if (q.sort && q.sort !== 'latest') p.set('sort', q.sort);
  if (q.q) p.set('q', q.q);
  if (q.page && q.page !== 1) p.set('page', String(q.page));
  if (q.pageSize && q.pageSize !== DEFAULT_ADMIN_PAGE_SIZE) p.set('pageSize', String(q.pageSize));
  return p;
}

// ---- the article form (§5) ----

export const TITLE_MIN_LENGTH = 10;
export const TITLE_MAX_LENGTH = 300;
export const SUMMARY_MAX_LENGTH = 500;
export const CONTENT_MIN_LENGTH = 100;
export const CONTENT_MAX_LENGTH = 100_000;
export const SOURCE_NAME_MAX_LENGTH = 120;
export const URL_MAX_LENGTH = 2048;
export const AUTHOR_MAX_LENGTH = 200;
/** A publication time may run this far ahead of the clock (another machine's clock, a form filled a minute ago). */
export const PUBLISHED_AT_MAX_AHEAD_MS = 10 * 60_000;
/** §9: a new article's relevance when an editor writes it (no classifier verdict). */
export const NEW_ARTICLE_RELEVANCE = 75;

const URL_MESSAGE = 'Please enter a valid URL starting with http:// or https://';
const httpUrl = z
  .string({ error: URL_MESSAGE })
  .trim()
  .max(URL_MAX_LENGTH, `The URL must be at most ${URL_MAX_LENGTH} characters`)
  .refine((v) => {
    if (!/^https?:\/\//i.test(v)) return false;
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
    } catch {
      return false;
    }
  }, URL_MESSAGE);

export const articleFormFields = {
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .min(TITLE_MIN_LENGTH, `Title must be at least ${TITLE_MIN_LENGTH} characters`)
    .max(TITLE_MAX_LENGTH, `Title must be at most ${TITLE_MAX_LENGTH} characters`),
  source_name: z.string({ error: 'Source name is required' }).trim().min(1, 'Source name is required').max(SOURCE_NAME_MAX_LENGTH, `Source name must be at most ${SOURCE_NAME_MAX_LENGTH} characters`),
  source_url: httpUrl,
  summary: z.string({ error: 'Summary must be text' }).trim().max(SUMMARY_MAX_LENGTH, 'Summary must be less than 500 characters'),
  content: z
    .string({ error: 'Content must be text' })
    .trim()
    .min(CONTENT_MIN_LENGTH, 'Content should be at least 100 characters for better quality')
    .max(CONTENT_MAX_LENGTH, `Content must be at most ${CONTENT_MAX_LENGTH} characters`),
  category: z.enum(CATEGORY_SLUGS, { error: `Category must be one of ${CATEGORY_SLUGS.join(', ')}` }),
  status: z.enum(SETTABLE_STATUSES, { error: `Status must be one of ${SETTABLE_STATUSES.join(', ')}` }),
  image_url: z.union([httpUrl, z.literal('').transform(() => null), z.null()]),
  featured: z.boolean({ error: 'featured must be true or false' }),
  /** The byline; empty means none. */
  author: z.string({ error: 'Author must be text' }).trim().max(AUTHOR_MAX_LENGTH, `Author must be at most ${AUTHOR_MAX_LENGTH} characters`),
  /** When the source published it (ISO 8601 with a zone); empty or null means unknown (a new article then takes now). */
  published_at: z.union([
    z
      .string({ error: 'Publication date must be a date and time' })
      .trim()
      .refine(isCalendarDateTime, 'Publication date must be a date and time')
      .refine((v) => Date.parse(v) <= Date.now() + PUBLISHED_AT_MAX_AHEAD_MS, 'Publication date cannot be in the future'),
    z.literal('').transform(() => null),
    z.null(),
  ]),
};

/** POST /api/admin/articles: §5's rules; category defaults to general, status to published. */
export const articleCreateSchema = z.strictObject({
  title: articleFormFields.title,
  source_name: articleFormFields.source_name,
  source_url: articleFormFields.source_url,
  summary: articleFormFields.summary.optional().transform((v) => v ?? ''),
  content: articleFormFields.content,
  category: articleFormFields.category.optional().transform((v): CategorySlug => v ?? 'general'),
  status: articleFormFields.status.optional().transform((v): SettableStatus => v ?? 'published'),
  image_url: articleFormFields.image_url.optional().transform((v) => v ?? null),
  featured: articleFormFields.featured.optional().transform((v) => v ?? false),
  author: articleFormFields.author.optional().transform((v) => v ?? ''),
  published_at: articleFormFields.published_at.optional().transform((v) => v ?? null),
});
export type ArticleCreateInput = z.output<typeof articleCreateSchema>;

/** PATCH /api/admin/articles/{id}: any of the form's fields; at least one. */
export const articlePatchSchema = z
  .strictObject({
    title: articleFormFields.title.optional(),
    source_name: articleFormFields.source_name.optional(),
    source_url: articleFormFields.source_url.optional(),
    summary: articleFormFields.summary.optional(),
    content: articleFormFields.content.optional(),
    category: articleFormFields.category.optional(),
    status: articleFormFields.status.optional(),
    image_url: articleFormFields.image_url.optional(),
    featured: articleFormFields.featured.optional(),
    author: articleFormFields.author.optional(),
    published_at: articleFormFields.published_at.optional(),
    /** A moderator's sponsored / press-release / neither answer (moderators and admins; a training label too). */
    promo: z.enum(PROMO_CHOICES, { error: `promo must be one of ${PROMO_CHOICES.join(', ')}` }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Send at least one field to change');
export type ArticlePatchInput = z.output<typeof articlePatchSchema>;

/** The fields of a patch that are editing (admin only), as opposed to setting the status (moderators too). */
export const EDIT_FIELDS = ['title', 'source_name', 'source_url', 'summary', 'content', 'category', 'image_url', 'author', 'published_at'] as const;

// ---- review (§4, §9) ----

/** §4: reject marks the article rejected with this reason unless the moderator gives one. */
export const DEFAULT_REJECT_REASON = 'Admin review rejection';
export const REJECT_REASON_MAX_LENGTH = 500;
export const rejectSchema = z.strictObject({
  reason: z
    .string({ error: 'reason must be text' })
    .trim()
    .max(REJECT_REASON_MAX_LENGTH, `reason must be at most ${REJECT_REASON_MAX_LENGTH} characters`)
    .optional()
    .transform((v) => (v ? v : DEFAULT_REJECT_REASON)),
});

export const REVIEW_PRIORITIES = ['HIGH', 'MEDIUM', 'LOW'] as const;
export type ReviewPriority = (typeof REVIEW_PRIORITIES)[number];
/** §9: priority weights HIGH 3, MEDIUM 2, LOW 1 (the queue's priority sort orders by weight). */
export const PRIORITY_WEIGHTS: Readonly<Record<ReviewPriority, number>> = { HIGH: 3, MEDIUM: 2, LOW: 1 };
/** §9: relevance bands 70 / 40 decide an item's priority: the likeliest stories are reviewed first. */
export const HIGH_PRIORITY_MIN_RELEVANCE = 70;
export const MEDIUM_PRIORITY_MIN_RELEVANCE = 40;

export function reviewPriority(relevanceScore: number): ReviewPriority {
  if (relevanceScore >= HIGH_PRIORITY_MIN_RELEVANCE) return 'HIGH';
  if (relevanceScore >= MEDIUM_PRIORITY_MIN_RELEVANCE) return 'MEDIUM';
  return 'LOW';
}

/** §9: review sort by priority, relevance or date added. */
export const REVIEW_SORTS = ['priority', 'relevance', 'date'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_PRIORITY_FILTERS = ['all', 'high', 'medium', 'low'] as const;
export type ReviewPriorityFilter = (typeof REVIEW_PRIORITY_FILTERS)[number];
/** Items the queue shows at once; the rest follow as these are decided (each answer carries their evidence). */
export const REVIEW_QUEUE_LIMIT = 100;

export const reviewQueueQuerySchema = z.object({
  priority: oneOf(REVIEW_PRIORITY_FILTERS, 'priority', 'all'),
  sort: oneOf(REVIEW_SORTS, 'sort', 'priority'),
});
export type ReviewQueueQuery = z.output<typeof reviewQueueQuerySchema>;

/** §9: confidence bands high ≥ 80 %, medium 50-79 %, low < 50 %. */
export type ConfidenceBand = 'high' | 'medium' | 'low';
export function confidenceBand(percent: number): ConfidenceBand {
  if (percent >= 80) return 'high';
  if (percent >= 50) return 'medium';
  return 'low';
}
/** §9: review score colours: 80 and above green, 60 and above amber, else red. */
export function scoreTone(score: number): 'good' | 'fair' | 'poor' {
  if (score >= 80) return 'good';
  if (score >= 60) return 'fair';
  return 'poor';
}

// ---- bulk actions (§4) ----

export const BULK_ACTIONS = ['publish', 'hide', 'archive', 'reject', 'feature', 'unfeature', 'category', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_MAX_ITEMS = 500;

export const bulkActionSchema = z
  .strictObject({
    ids: z
      .array(z.uuid({ error: 'each id must be an article id' }), { error: 'ids must be a list of article ids' })
      .min(1, 'Select at least one article')
      .max(BULK_MAX_ITEMS, `At most ${BULK_MAX_ITEMS} articles at a time`)
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(BULK_ACTIONS, { error: `action must be one of ${BULK_ACTIONS.join(', ')}` }),
    category: articleFormFields.category.optional(),
    reason: z.string().trim().max(REJECT_REASON_MAX_LENGTH).optional(),
  })
  .refine((v) => v.action !== 'category' || v.category !== undefined, { message: 'Choose the new category', path: ['category'] });
export type BulkActionInput = z.output<typeof bulkActionSchema>;

// ---- editorial labels ----

/** 'promo': a moderator's sponsored / press-release / neither answer (editorial_labels.promo_kind, migration 0024). */
export const EDITORIAL_DECISIONS = ['approve', 'reject', 'publish', 'hide', 'category', 'promo'] as const;
export type EditorialDecision = (typeof EDITORIAL_DECISIONS)[number];

// ---- CSV (export) ----

/**
 * One CSV cell, quoted, with formula injection neutralised (OWASP "CSV Injection"): a value a spreadsheet would run as
 * a formula (starting with =, +, -, @, or a tab or carriage return that some programs skip) gets a leading apostrophe,
 * which spreadsheets show as text.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replaceAll('"', '""')}"` : s;
}

export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

// ---- what the back office's answers look like (server/presenters/adminArticle.ts fills them) ----

/** One feature behind the classifier's score, strongest first. */
export interface FeatureWeight {
  feature: string;
  weight: number;
}

/** A row of the article table (and of the export). */
export interface AdminArticleView {
  id: string;
  title: string;
  summary: string | null;
  category: string;
  status: ArticleStatusValue;
  /** Drafts the pipeline sent to review. */
  inReview: boolean;
  /** What the pipeline decided before anyone looked: auto_approved, auto_rejected, pending_review, or null. */
  pipelineDecision: string | null;
  isFeatured: boolean;
  isDuplicate: boolean;
  /** Readers can open its page (domain/publicVisibility hasPublicPage). */
  isPublic: boolean;
  /** The public page, when there is one. */
  publicPath: string | null;
  sourceName: string;
  sourceUrl: string;
  author: string | null;
  imageUrl: string | null;
  viewsCount: number;
  relevanceScore: number;
  /** The classifier's confidence in percent (0-100). */
  mlConfidence: number;
  qualityScore: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  originalPublishedAt: string | null;
  rejectedAt: string | null;
  archivedAt: string | null;
  reviewNote: string | null;
  /** The sponsored / press-release label readers see (classifier's or moderator's), or null. */
  promoLabel: PromoLabel | null;
}

/** The detail dialog and the edit form. */
export interface AdminArticleDetailView extends AdminArticleView {
  content: string | null;
  tags: string[];
  /** 0-1, the raw relevance probability. */
  mlRelevance: number;
  topFeatures: FeatureWeight[];
  modelVersion: string | null;
  keywordMatches: { primary: string[]; secondary: string[]; indian: string[] } | null;
  blocklistFlags: string[];
  feedSourceName: string | null;
  classifiedAt: string | null;
  purgedAt: string | null;
  /** The classifier's promotional verdict: its 0-1 score and the cues and words behind it (null before the flag existed). */
  promoScore: number | null;
  promoReasons: FeatureWeight[];
}

export interface AdminArticleStats {
  total: number;
  published: number;
  drafts: number;
  pendingReview: number;
  archived: number;
  rejected: number;
  featured: number;
  averageScore: number;
}

export interface AdminArticleList {
  articles: AdminArticleView[];
  /** Matches, up to ADMIN_COUNT_CAP. */
  totalCount: number;
  /** True when more than ADMIN_COUNT_CAP match: show "1,000+". */
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** A review-queue item (§3). */
export interface ReviewQueueItemView {
  id: string;
  title: string;
  summary: string | null;
  sourceName: string;
  sourceUrl: string;
  category: string;
  tags: string[];
  priority: ReviewPriority;
  relevanceScore: number;
  /** Percent (0-100). */
  mlConfidence: number;
  qualityScore: number;
  /** What the classifier would do: publish, review or reject. */
  mlRecommendation: 'publish' | 'review' | 'reject';
  topFeatures: FeatureWeight[];
  keywordMatches: { primary: string[]; secondary: string[]; indian: string[] } | null;
  createdAt: string;
  /** The sponsored / press-release flag and its score, so a moderator can correct it from the queue. */
  promoLabel: PromoLabel | null;
  promoScore: number | null;
}

export interface ReviewStats {
  pendingReview: number;
  highPriority: number;
  averageRelevance: number;
  approvedLast24h: number;
  rejectedLast24h: number;
}

/** The answer to one item of a bulk action. */
export type BulkItemResult = { id: string; ok: true } | { id: string; ok: false; code: 'not_found' | 'conflict' | 'forbidden' | 'invalid_request'; message: string };
export interface BulkResult {
  action: BulkAction;
  succeeded: number;
  failed: number;
  results: BulkItemResult[];
}

/**
 * What "Import from URL" extracts from a page (POST /api/admin/articles/import-url `draft`): empty strings are "nothing
 * found" for text fields, null for the optional ones.
 */
export interface ArticleImportDraft {
  title: string;
  summary: string;
  /** Sanitised HTML of the readable article ('' when Readability found none). */
  content: string;
  image_url: string | null;
  author: string | null;
  source_name: string;
  /** The page's canonical address when it declares an http(s) one, else the address it was fetched from. */
  source_url: string;
  /** ISO 8601, when the page declares a valid publication time. */
  published_at: string | null;
}
