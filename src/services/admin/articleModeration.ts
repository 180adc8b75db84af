/**
 * What editors do to articles (admin-content §3-§5; issue 11 items 3-5): approve and reject from the review queue,
 * change status, edit, feature, delete, create. Every function takes the acting staff member, authorises first
 * (policies/article.ts), changes the article in one transaction together with its audit event, its editorial label
 * (approve, reject, publish, hide and category changes teach the classifier) and the notifications that make every web
 * process drop its public caches at once.
 */
import { eq, sql } from 'drizzle-orm';
import {
  EDIT_FIELDS,
  NEW_ARTICLE_RELEVANCE,
  type ArticleCreateInput,
  type ArticlePatchInput,
  type EditorialDecision,
  type SettableStatus,
} from '../../domain/adminArticles.ts';
import { PUBLIC_MIN_RELEVANCE } from '../../domain/feedRules.ts';
import { isInReviewQueue } from '../../domain/publishingRules.ts';
import { promoKindOfChoice, type PromoChoice } from '../../domain/promotional.ts';
import { hasPublicPage } from '../../domain/publicVisibility.ts';
import type { Actor } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import { notifyArticlesPublished, notifyPublicArticlesChanged } from '../../db/queries/articleNotifications.ts';
import { recordAuditEvent } from '../../db/queries/auditEvents.ts';
import { recordEditorialLabel } from '../../db/queries/editorialLabels.ts';
import { articleHashes, articles, type ArticleRow } from '../../db/schema.ts';
import { titleHash, urlHash } from '../../pipeline/dedupe/hashes.ts';
import { sanitiseHtml } from '../../pipeline/sanitise/sanitiseHtml.ts';
import { authorize } from '../../policies/can.ts';
import type { ArticleAction } from '../../policies/article.ts';
import { ConflictError, NotFoundError } from '../serviceErrors.ts';

/** Who is acting, and from which address (recorded in the audit log). */
export interface Acting {
  actor: Actor;
  address: string | null;
}

/** What a change answers: the article's state after it. */
export interface ModerationResult {
  id: string;
  status: SettableStatus | 'purged';
  isFeatured: boolean;
  isPublic: boolean;
}

const NOT_FOUND = 'No article with this id.';
/** Nothing is known of a story but its hash once purged: there is nothing left to edit or publish. */
const PURGED = 'This article was purged to a hash-only record and cannot be changed.';

/** The columns a decision needs, read under a row lock. */
const lockedColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  content: articles.content,
  category: articles.category,
  status: articles.status,
  adminStatus: articles.adminStatus,
  isFeatured: articles.isFeatured,
  isDuplicate: articles.isDuplicate,
  relevanceScore: articles.relevanceScore,
  sourceName: articles.sourceName,
  sourceUrl: articles.sourceUrl,
  imageUrl: articles.imageUrl,
  author: articles.author,
  publishedAt: articles.publishedAt,
  originalPublishedAt: articles.originalPublishedAt,
  mlClassificationData: articles.mlClassificationData,
  promoKind: articles.promoKind,
};
type Locked = Pick<ArticleRow, Exclude<keyof typeof lockedColumns, never>>;

async function lockArticle(tx: Db, id: string): Promise<Locked> {
  const [row] = await tx.select(lockedColumns).from(articles).where(eq(articles.id, id)).for('update');
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

function resultOf(a: Pick<ArticleRow, 'id' | 'status' | 'isFeatured' | 'isDuplicate' | 'relevanceScore'>): ModerationResult {
  return { id: a.id, status: a.status as ModerationResult['status'], isFeatured: a.isFeatured, isPublic: hasPublicPage(a) };
}

function label(tx: Db, by: Acting, a: Locked, decision: EditorialDecision, relevant: boolean | null, category: string, reason?: string, promoKind?: PromoChoice) {
  const model = a.mlClassificationData?.modelVersion;
  return recordEditorialLabel(tx, {
    articleId: a.id,
    decision,
    relevant,
    category,
    title: a.title,
    summary: a.summary,
    sourceName: a.sourceName,
    reason: reason ?? null,
    predictedRelevance: a.relevanceScore,
    predictedCategory: a.category,
    modelVersion: typeof model === 'string' ? model : null,
    decidedBy: by.actor?.id ?? null,
    promoKind: promoKind ?? null,
  });
}

function audit(tx: Db, by: Acting, action: string, a: Pick<Locked, 'id' | 'title'>, before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  return recordAuditEvent(tx, { actorId: by.actor?.id ?? null, action, targetType: 'article', targetId: a.id, targetLabel: a.title, before, after, ipAddress: by.address });
}

/** The authorisation every article action asks; the subject's visibility matters only for reading. */
function authorizeArticle(by: Acting, action: ArticleAction) {
  authorize(by.actor, action, { kind: 'article', isPublic: false });
}

/**
 * Moves a locked article to `status` with the stamps and label that go with it; returns the fields changed. Publishing
 * lifts a relevance below the public minimum to it: a person's "this belongs on the site" outranks the score.
 */
async function applyStatus(tx: Db, by: Acting, a: Locked, status: SettableStatus, opts: { reason?: string; fromReview?: boolean } = {}) {
  if (a.status === 'purged') throw new ConflictError(PURGED);
  if (a.status === status) return null;
  const now = new Date();
  const set: Partial<ArticleRow> = { status, updatedAt: now };
  const wasInReview = a.status === 'draft' && a.adminStatus === 'pending_review';
  // A person decided: the story leaves the review queue and the pipeline's automatic verdict no longer applies.
  set.adminStatus = null;
  if (status === 'published') {
    set.publishedAt = a.publishedAt ?? now;
    if (a.relevanceScore < PUBLIC_MIN_RELEVANCE) set.relevanceScore = PUBLIC_MIN_RELEVANCE;
    set.reviewNote = null;
    await label(tx, by, a, wasInReview || opts.fromReview ? 'approve' : 'publish', true, a.category);
  } else if (status === 'rejected') {
    set.rejectedAt = now;
    set.reviewNote = opts.reason ?? null;
    await label(tx, by, a, 'reject', false, a.category, opts.reason);
  } else if (status === 'archived') {
    set.archivedAt = now;
  } else if (status === 'draft' && a.status === 'published') {
    // Hiding a published story says it does not belong on the site.
    await label(tx, by, a, 'hide', false, a.category, opts.reason);
  }
  await tx.update(articles).set(set).where(eq(articles.id, a.id));
  if (status === 'published') await notifyArticlesPublished(tx, [a.id]);
  return { before: { status: a.status, adminStatus: a.adminStatus }, after: { status, ...(set.relevanceScore !== undefined ? { relevanceScore: set.relevanceScore } : {}), ...(opts.reason ? { reason: opts.reason } : {}) }, set };
}

/** Approve (§4): a story waiting for review is published. 409 when it is no longer waiting. */
export async function approveArticle(db: Db, by: Acting, id: string): Promise<ModerationResult> {
  authorizeArticle(by, 'review');
  return db.transaction(async (tx) => {
    const a = await lockArticle(tx, id);
    if (!isInReviewQueue(a)) throw new ConflictError(`This article is no longer waiting for review (it is ${a.status}).`);
    const change = await applyStatus(tx, by, a, 'published', { fromReview: true });
    await audit(tx, by, 'article.approve', a, change?.before ?? null, change?.after ?? null);
    return resultOf({ ...a, ...change?.set });
  });
}

/** Reject (§4): a story waiting for review is rejected with the moderator's reason. 409 when it is no longer waiting. */
export async function rejectArticle(db: Db, by: Acting, id: string, reason: string): Promise<ModerationResult> {
  authorizeArticle(by, 'review');
  return db.transaction(async (tx) => {
    const a = await lockArticle(tx, id);
    if (!isInReviewQueue(a)) throw new ConflictError(`This article is no longer waiting for review (it is ${a.status}).`);
    const change = await applyStatus(tx, by, a, 'rejected', { reason });
    await audit(tx, by, 'article.reject', a, change?.before ?? null, change?.after ?? null);
    return resultOf({ ...a, ...change?.set });
  });
}

/** Sets any article's status (publish, hide = back to draft, archive, reject); moderators and admins. */
export async function setArticleStatus(db: Db, by: Acting, id: string, status: SettableStatus, reason?: string): Promise<ModerationResult> {
  authorizeArticle(by, 'setStatus');
  return db.transaction(async (tx) => {
    const a = await lockArticle(tx, id);
    const change = await applyStatus(tx, by, a, status, reason ? { reason } : {});
    if (change) await audit(tx, by, 'article.status', a, change.before, change.after);
    return resultOf({ ...a, ...change?.set });
  });
}

/** Features or unfeatures a story (admins); readers' home picks change at once. */
export async function setArticleFeatured(db: Db, by: Acting, id: string, featured: boolean): Promise<ModerationResult> {
  authorizeArticle(by, 'feature');
  return db.transaction(async (tx) => {
    const a = await lockArticle(tx, id);
    if (a.status === 'purged') throw new ConflictError(PURGED);
    if (a.isFeatured !== featured) {
      await tx.update(articles).set({ isFeatured: featured, updatedAt: new Date() }).where(eq(articles.id, id));
      await notifyPublicArticlesChanged(tx, [id]);
      await audit(tx, by, 'article.feature', a, { isFeatured: a.isFeatured }, { isFeatured: featured });
    }
    return resultOf({ ...a, isFeatured: featured });
  });
}

/**
 * Content as stored: an editor's HTML goes through the same sanitiser as feed HTML; plain text (no tags) becomes
 * paragraphs at blank lines.
 */
export function storedContent(content: string): string {
  if (/<[a-z!/]/i.test(content)) return sanitiseHtml(content);
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** Fails with 409 when another article already has this URL (or had it: a purged story's hash stays). */
async function refuseTakenUrl(tx: Db, hash: string, exceptId?: string) {
  const taken = await tx.execute(sql`
    SELECT 1 FROM ${articles} WHERE ${articles.urlHash} = ${hash} ${exceptId ? sql`AND ${articles.id} <> ${exceptId}` : sql``}
    UNION ALL
    SELECT 1 FROM ${articleHashes} WHERE ${articleHashes.kind} = 'url' AND ${articleHashes.hash} = ${hash}
      ${exceptId ? sql`AND ${articleHashes.articleId} IS DISTINCT FROM ${exceptId}` : sql``}
    LIMIT 1`);
  if ((taken as unknown as { rows: unknown[] }).rows.length > 0) throw new ConflictError('An article with this source URL already exists.');
}

/**
 * Edits an article (PATCH): text and source fields need `edit` (admins), the featured flag `feature` (admins), the
 * status `setStatus` and the sponsored / press-release label `labelPromo` (moderators too). All in one transaction and
 * one audit event.
 */
export async function updateArticle(db: Db, by: Acting, id: string, patch: ArticlePatchInput): Promise<ModerationResult> {
  const editing = EDIT_FIELDS.filter((f) => patch[f] !== undefined);
  if (editing.length > 0) authorizeArticle(by, 'edit');
  if (patch.featured !== undefined) authorizeArticle(by, 'feature');
  if (patch.status !== undefined) authorizeArticle(by, 'setStatus');
  if (patch.promo !== undefined) authorizeArticle(by, 'labelPromo');
  return db.transaction(async (tx) => {
    const a = await lockArticle(tx, id);
    if (a.status === 'purged') throw new ConflictError(PURGED);
    const set: Partial<ArticleRow> = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const change = <K extends keyof Locked>(key: K, value: Locked[K], shown: string) => {
      if (a[key] === value) return;
      (set as Record<string, unknown>)[key] = value;
      before[shown] = a[key];
      after[shown] = value;
    };
    if (patch.title !== undefined) change('title', patch.title, 'title');
    if (patch.summary !== undefined) change('summary', patch.summary || null, 'summary');
    if (patch.content !== undefined) change('content', storedContent(patch.content), 'content');
    if (patch.source_name !== undefined) change('sourceName', patch.source_name, 'source_name');
    if (patch.image_url !== undefined) change('imageUrl', patch.image_url, 'image_url');
    if (patch.category !== undefined) change('category', patch.category, 'category');
    if (patch.featured !== undefined) change('isFeatured', patch.featured, 'featured');
    if (patch.author !== undefined) change('author', patch.author || null, 'author');
    if (patch.published_at !== undefined) {
      const at = patch.published_at ? new Date(patch.published_at) : null;
      if ((a.originalPublishedAt?.getTime() ?? null) !== (at?.getTime() ?? null)) {
        set.originalPublishedAt = at;
        before.published_at = a.originalPublishedAt?.toISOString() ?? null;
        after.published_at = at?.toISOString() ?? null;
      }
    }
    if (patch.source_url !== undefined && patch.source_url !== a.sourceUrl) {
      const hash = urlHash(patch.source_url);
      await refuseTakenUrl(tx, hash, id);
      change('sourceUrl', patch.source_url, 'source_url');
      set.urlHash = hash;
    }
    if (set.title !== undefined) set.titleHash = titleHash(set.title);
    // A moderator's category correction is a label too.
    if (set.category !== undefined) await label(tx, by, a, 'category', null, set.category);
    if (patch.promo !== undefined) {
      // Every answer is a training label, a confirmation of the classifier's flag too (it says the flag was right), and
      // is audited with the label before and after; the article changes only when the answer differs.
      await label(tx, by, a, 'promo', null, set.category ?? a.category, undefined, patch.promo);
      const kind = promoKindOfChoice(patch.promo);
      if (kind !== a.promoKind) set.promoKind = kind;
      before.promo = a.promoKind ?? 'none';
      after.promo = patch.promo;
    }
    if (Object.keys(set).length > 0) {
      set.updatedAt = new Date();
      await tx.update(articles).set(set).where(eq(articles.id, id));
      // The trigger announces edits of a published story; a featured flag or a promotional label it does not, so say it here.
      if (set.isFeatured !== undefined || set.promoKind !== undefined) await notifyPublicArticlesChanged(tx, [id]);
    }
    let status = a.status;
    let relevance = a.relevanceScore;
    if (patch.status !== undefined) {
      const s = await applyStatus(tx, by, { ...a, ...set } as Locked, patch.status);
      if (s) {
        Object.assign(before, s.before);
        Object.assign(after, s.after);
        status = patch.status;
        relevance = s.set.relevanceScore ?? relevance;
      }
    }
    // Long text is recorded by length: the log shows that it changed without holding a second copy of the article.
    for (const side of [before, after]) if (typeof side.content === 'string') side.content = `(${side.content.length} characters)`;
    // Named for what changed: a status change alone reads as one in the log, like the review queue's.
    const changed = Object.keys(after);
    const action = changed.every((k) => k === 'status' || k === 'adminStatus' || k === 'relevanceScore' || k === 'reason')
      ? 'article.status'
      : changed.every((k) => k === 'featured')
        ? 'article.feature'
        : changed.every((k) => k === 'promo')
          ? 'article.promo'
          : 'article.edit';
    if (changed.length > 0) await audit(tx, by, action, { id, title: set.title ?? a.title }, before, after);
    return resultOf({ id, status, isFeatured: set.isFeatured ?? a.isFeatured, isDuplicate: a.isDuplicate, relevanceScore: relevance });
  });
}

/** Deletes an article (admins). Its URL hash stays, so the feed that carried it does not bring it back. */
export async function deleteArticle(db: Db, by: Acting, id: string): Promise<{ id: string; deleted: true }> {
  authorizeArticle(by, 'delete');
  return db.transaction(async (tx) => {
    const a = await lockArticle(tx, id);
    // Keep the URL known (the pipeline's dedupe table), whatever the pipeline had recorded for it.
    await tx.execute(sql`
      INSERT INTO ${articleHashes} (kind, hash, article_id)
      SELECT 'url', ${articles.urlHash}, NULL FROM ${articles} WHERE ${articles.id} = ${id}
      ON CONFLICT (kind, hash) DO NOTHING`);
    await tx.delete(articles).where(eq(articles.id, id));
    await audit(tx, by, 'article.delete', a, { status: a.status, title: a.title, source_name: a.sourceName, source_url: a.sourceUrl, category: a.category }, null);
    return { id, deleted: true as const };
  });
}

/**
 * Creates an article an editor wrote (admins; §4-§5): relevance 75, classified (the pipeline leaves it alone),
 * published now when its status is published. 409 when its URL is already known.
 */
export async function createArticle(db: Db, by: Acting, input: ArticleCreateInput): Promise<ModerationResult> {
  authorizeArticle(by, 'create');
  if (input.featured) authorizeArticle(by, 'feature');
  return db.transaction(async (tx) => {
    const hash = urlHash(input.source_url);
    await refuseTakenUrl(tx, hash);
    const now = new Date();
    const [row] = await tx
      .insert(articles)
      .values({
        title: input.title,
        summary: input.summary || null,
        content: storedContent(input.content),
        category: input.category,
        sourceName: input.source_name,
        sourceUrl: input.source_url,
        imageUrl: input.image_url,
        isFeatured: input.featured,
        status: input.status,
        relevanceScore: NEW_ARTICLE_RELEVANCE,
        qualityScore: 0,
        publishedAt: input.status === 'published' ? now : null,
        author: input.author || null,
        originalPublishedAt: input.published_at ? new Date(input.published_at) : now,
        classifiedAt: now,
        rejectedAt: input.status === 'rejected' ? now : null,
        archivedAt: input.status === 'archived' ? now : null,
        processingMetadata: { createdBy: 'editor' },
        urlHash: hash,
        titleHash: titleHash(input.title),
      })
      .returning({ id: articles.id, status: articles.status, isFeatured: articles.isFeatured, isDuplicate: articles.isDuplicate, relevanceScore: articles.relevanceScore });
    if (!row) throw new Error('insert returned no row');
    await tx.insert(articleHashes).values({ kind: 'url', hash, articleId: row.id }).onConflictDoNothing();
    if (row.status === 'published') await notifyArticlesPublished(tx, [row.id]);
    if (row.isFeatured) await notifyPublicArticlesChanged(tx, [row.id]);
    await audit(tx, by, 'article.create', { id: row.id, title: input.title }, null, {
      title: input.title,
      status: input.status,
      category: input.category,
      source_name: input.source_name,
      source_url: input.source_url,
      featured: input.featured,
      author: input.author || null,
      published_at: input.published_at,
    });
    return resultOf(row);
  });
}
