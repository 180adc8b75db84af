/**
 * A reader's notifications (migration 0018): their list and counts, read marks, deletion, one message, and the
 * story notifications written when stories are published. Every reader-facing query filters by the reader's id.
 */
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { isStoredIndiaRelevant } from '../../domain/articleRegion.ts';
import { hasBreakingKeyword, isBreaking } from '../../domain/badges.ts';
import { findCategory } from '../../domain/categories.ts';
import { FANOUT_MAX_PER_READER, storyNotificationText, type NotificationKind, type NotificationStats, type NotificationType } from '../../domain/notifications.ts';
import { articlePath } from '../../domain/articlePath.ts';
import type { Db } from '../connection.ts';
import { articles, notificationFanouts, notifications, users } from '../schema.ts';
import { listedPublicly } from './publicVisibility.ts';
import { rowsOf } from '../rawRows.ts';

/** Channel the table's trigger notifies for every new row (payload: notification id, a space, user id). */
export const READER_NOTIFICATIONS_CHANNEL = 'reader_notifications';

export type NotificationRow = typeof notifications.$inferSelect;

const UUID_LENGTH = 36;

/** The notification and reader a `reader_notifications` payload names, or null when it is not one of ours. */
export function parseNotificationPayload(payload: string): { id: string; userId: string } | null {
  const id = payload.slice(0, UUID_LENGTH);
  const userId = payload.slice(UUID_LENGTH + 1);
  if (!/^[0-9a-f-]{36}$/i.test(id) || payload[UUID_LENGTH] !== ' ' || userId === '') return null;
  return { id, userId };
}

/** Not past its expiry: expired notifications are neither listed nor counted. */
function current(): SQL {
  return or(isNull(notifications.expiresAt), gt(notifications.expiresAt, sql`now()`)) as SQL;
}

/** The reader's own, current notifications. */
function ownedBy(userId: string): SQL {
  return and(eq(notifications.userId, userId), current()) as SQL;
}

/** One page of the reader's notifications, newest first. */
export async function listNotifications(db: Db, userId: string, page: { limit: number; offset: number; unreadOnly: boolean }): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(page.unreadOnly ? and(ownedBy(userId), eq(notifications.isRead, false)) : ownedBy(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The stats tiles: total, unread, read and created in the last 7 days. */
export async function notificationStats(db: Db, userId: string): Promise<NotificationStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) FILTER (WHERE NOT ${notifications.isRead}))::int`,
      thisWeek: sql<number>`(count(*) FILTER (WHERE ${notifications.createdAt} > now() - interval '7 days'))::int`,
    })
    .from(notifications)
    .where(ownedBy(userId));
  const total = Number(row?.total ?? 0);
  const unread = Number(row?.unread ?? 0);
  return { total, unread, read: total - unread, thisWeek: Number(row?.thisWeek ?? 0) };
}

/** Marks the reader's notifications among `ids` read; ids of anyone else's change nothing. Returns how many changed. */
export async function markNotificationsRead(db: Db, userId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(ownedBy(userId), inArray(notifications.id, [...ids]), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function markAllNotificationsRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(ownedBy(userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes one of the reader's notifications; false when they have none with that id. */
export async function deleteNotification(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Current notifications by id (the stream looks up what the trigger announced), with their readers. */
export async function notificationsByIds(db: Db, ids: readonly string[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.id, [...ids]), current()));
}

export interface NotificationInsert {
  userId: string;
  type: NotificationType;
  kind: NotificationKind;
  title: string;
  message: string;
  actionUrl: string | null;
  articleId?: string | null;
  expiresAt?: Date | null;
}

/** Writes one notification; null when the reader does not exist (or already has one about that story). */
export async function insertNotification(db: Db, n: NotificationInsert): Promise<NotificationRow | null> {
  const [reader] = await db.select({ id: users.id }).from(users).where(eq(users.id, n.userId)).limit(1);
  if (!reader) return null;
  const rows = await db
    .insert(notifications)
    .values({ userId: n.userId, type: n.type, kind: n.kind, title: n.title, message: n.message, actionUrl: n.actionUrl, articleId: n.articleId ?? null, expiresAt: n.expiresAt ?? null })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

// ——— Story notifications: queued in the publishing transaction, written afterwards ———

/**
 * Queues the newly published stories whose readers may be notified: the ones listed publicly by the one rule
 * (publicVisibility.ts; their category page lists them). Call it in the publishing transaction: a story is queued
 * exactly when its publication commits, at the cost of one row per story. Queueing twice is a no-op.
 */
export async function queueStoryNotifications(db: Db, articleIds: readonly string[]): Promise<void> {
  if (articleIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO ${notificationFanouts} (article_id)
    SELECT ${articles.id} FROM ${articles}
    WHERE ${and(inArray(articles.id, [...articleIds]), listedPublicly({ inCategory: true, searching: false }))}
    ON CONFLICT DO NOTHING`);
}

/** A queued story taken by one writer until `claimedUntil`. */
export interface QueuedStory {
  articleId: string;
  queuedAt: Date;
}

/** Takes up to `limit` queued stories nobody holds (oldest first) for `leaseMs`; concurrent writers never share one. */
export async function claimQueuedStories(db: Db, options: { limit: number; leaseMs: number }): Promise<QueuedStory[]> {
  const free = db
    .select({ id: notificationFanouts.articleId })
    .from(notificationFanouts)
    .where(or(isNull(notificationFanouts.claimedUntil), lt(notificationFanouts.claimedUntil, sql`now()`)))
    .orderBy(asc(notificationFanouts.queuedAt), asc(notificationFanouts.articleId))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(notificationFanouts)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${options.leaseMs / 1000})` })
    .where(inArray(notificationFanouts.articleId, free))
    .returning({ articleId: notificationFanouts.articleId, queuedAt: notificationFanouts.queuedAt });
}

/** Removes stories whose notifications are written. */
export async function finishQueuedStories(db: Db, articleIds: readonly string[]): Promise<void> {
  if (articleIds.length === 0) return;
  await db.delete(notificationFanouts).where(inArray(notificationFanouts.articleId, [...articleIds]));
}

/** A story as the notification writer needs it: who may get it and what it says. */
export interface StoryToNotify {
  articleId: string;
  breaking: boolean;
  category: string;
  indian: boolean;
  followedTitle: string;
  breakingTitle: string;
  message: string;
  actionUrl: string;
}

/**
 * What the claimed stories say and to whom, newest first (the order a reader's few notifications of a large batch
 * are picked in). Breaking: a breaking keyword in the headline while the story is young enough for the Breaking
 * badge at publication (domain/badges.ts; views do not count, a story just published has none), and listed on the
 * home page. Stories no longer public are left out.
 */
export async function storiesToNotify(db: Db, queued: readonly QueuedStory[]): Promise<StoryToNotify[]> {
  if (queued.length === 0) return [];
  const found = await db
    .select({
      id: articles.id,
      title: articles.title,
      category: articles.category,
      indiaRelevance: articles.indiaRelevance,
      publishedAt: articles.publishedAt,
      originalPublishedAt: articles.originalPublishedAt,
      onHomeList: sql<boolean>`(${listedPublicly({ inCategory: false, searching: false })})`,
    })
    .from(articles)
    .where(and(inArray(articles.id, queued.map((q) => q.articleId)), listedPublicly({ inCategory: true, searching: false })));
  const queuedAt = new Map(queued.map((q) => [q.articleId, q.queuedAt]));
  return found
    .map((a) => {
      const category = findCategory(a.category);
      const storyDate = a.originalPublishedAt ?? a.publishedAt;
      const publishedAt = queuedAt.get(a.id) ?? new Date();
      const breaking = a.onHomeList && isBreaking({ publishedAt: storyDate, viewsCount: 0, keywordMatch: hasBreakingKeyword(a.title) }, publishedAt);
      const followed = storyNotificationText('followed', { title: a.title, categoryName: category?.name ?? a.category });
      return {
        story: {
          articleId: a.id,
          breaking,
          category: category?.slug ?? a.category,
          indian: isStoredIndiaRelevant(a.indiaRelevance),
          followedTitle: followed.title,
          breakingTitle: storyNotificationText('breaking', { title: a.title, categoryName: '' }).title,
          message: followed.message,
          actionUrl: articlePath(a),
        },
        date: storyDate?.getTime() ?? 0,
      };
    })
    .sort((a, b) => b.date - a.date)
    .map((s) => s.story);
}

/**
 * Writes the notifications of `stories` for one slice of accounts: the `readers` accounts after `afterUserId` (by
 * id). A breaking story goes to readers with breaking notifications on (the default); a story in a category the
 * reader follows (none followed means every category) and in one of their regions (by the stored India-relevance
 * verdict, as the region filter reads it) to readers with followed-category notifications on (off by default).
 * Suspended and unverified accounts get nothing. At most FANOUT_MAX_PER_READER per reader from one call (breaking
 * first, then newest), and idempotent: one per reader and story (a repeated run adds nothing).
 * Returns the rows written, the last account id of the slice and whether the slice was full (more may follow).
 */
export async function writeStoryNotifications(
  db: Db,
  stories: readonly StoryToNotify[],
  slice: { afterUserId: string | null; readers: number },
): Promise<{ written: number; lastUserId: string | null; more: boolean }> {
  if (stories.length === 0) return { written: 0, lastUserId: null, more: false };
  const anyBreaking = stories.some((s) => s.breaking);
  const column = <K extends keyof StoryToNotify>(key: K) => sql.param(stories.map((s) => s[key]));
  const result = await db.execute(sql`
    WITH story AS MATERIALIZED (
      SELECT * FROM unnest(${column('articleId')}::uuid[], ${column('breaking')}::boolean[], ${column('category')}::text[],
        ${column('indian')}::boolean[], ${column('followedTitle')}::text[], ${column('breakingTitle')}::text[],
        ${column('message')}::text[], ${column('actionUrl')}::text[])
        WITH ORDINALITY AS s(article_id, breaking, category, indian, followed_title, breaking_title, message, action_url, rank)
    ),
    slice AS MATERIALIZED (
      SELECT ${users.id} AS id FROM ${users}
      WHERE ${slice.afterUserId === null ? sql`true` : sql`${users.id} > ${slice.afterUserId}`}
      ORDER BY ${users.id} LIMIT ${slice.readers}
    ),
    reader AS (
      SELECT u.id AS user_id,
        coalesce(p.notify_breaking, true) AS notify_breaking,
        coalesce(p.notify_followed, false) AS notify_followed,
        coalesce(p.categories, '{}') AS categories,
        coalesce(p.regions, '{indian}') AS regions
      FROM slice JOIN users u ON u.id = slice.id LEFT JOIN user_preferences p ON p.user_id = u.id
      WHERE u.email_verified AND NOT u.banned
        -- Without a breaking story only readers who follow categories can match.
        AND (coalesce(p.notify_followed, false) OR ${anyBreaking})
    ),
    picked AS (
      SELECT r.user_id, s.*, s.breaking AND r.notify_breaking AS as_breaking
      FROM reader r
      CROSS JOIN LATERAL (
        SELECT s.* FROM story s
        WHERE (s.breaking AND r.notify_breaking)
          OR (r.notify_followed
            AND (cardinality(r.categories) = 0 OR s.category = ANY (r.categories))
            AND (CASE WHEN s.indian THEN 'indian' ELSE 'global' END) = ANY (r.regions))
        ORDER BY (s.breaking AND r.notify_breaking) DESC, s.rank
        LIMIT ${FANOUT_MAX_PER_READER}
      ) s
    ),
    written AS (
      INSERT INTO ${notifications} (user_id, type, kind, title, message, action_url, article_id)
      SELECT user_id, 'info', CASE WHEN as_breaking THEN 'breaking' ELSE 'followed' END,
        CASE WHEN as_breaking THEN breaking_title ELSE followed_title END, message, action_url, article_id
      FROM picked
      ON CONFLICT (user_id, article_id) DO NOTHING
      RETURNING 1
    )
    SELECT (SELECT count(*)::int FROM written) AS n, (SELECT max(id) FROM slice) AS last_id, (SELECT count(*)::int FROM slice) AS seen`);
  const [row] = rowsOf<{ n: number; last_id: string | null; seen: number }>(result);
  return { written: Number(row?.n ?? 0), lastUserId: row?.last_id ?? null, more: Number(row?.seen ?? 0) >= slice.readers };
}
