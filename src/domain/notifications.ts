/**
 * A reader's notifications (public-site §2 Notification Center, §3 Notification, §4, §7 messages, §9 badge): the
 * request schemas of /api/me/notifications, the shape the browser gets, the stream's contract and limits, and the
 * wording of story notifications. Shared by the server and the browser.
 */
import { z } from 'zod';

export const NOTIFICATION_TYPES = ['success', 'warning', 'error', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Why the reader got it: a breaking story, a story in a followed category, or a message to them. */
export const NOTIFICATION_KINDS = ['breaking', 'followed', 'message'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A notification as the reader's browser gets it (server/presenters/notification.ts). */
export interface NotificationView {
  id: string;
  type: NotificationType;
  kind: NotificationKind;
  title: string;
  message: string;
  /** A path on this site (the story's page), or null. */
  actionUrl: string | null;
  articleId: string | null;
  isRead: boolean;
  createdAt: string;
  expiresAt: string | null;
}

/** Stats tiles (§3 total, unread, read, recent_count): "this week" is the last 7 days. */
export interface NotificationStats {
  total: number;
  unread: number;
  read: number;
  thisWeek: number;
}

/** GET /api/me/notifications. */
export interface NotificationList {
  notifications: NotificationView[];
  unreadCount: number;
  stats: NotificationStats;
}

/** POST /api/me/notifications/read and DELETE /api/me/notifications/{id}: the counts after the change. */
export interface NotificationChange {
  changed: number;
  unreadCount: number;
  stats: NotificationStats;
}

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 1000;
export const NOTIFICATION_ACTION_URL_MAX = 2048;
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_MAX = 100;
/** Ids one mark-read request may name. */
export const MARK_READ_MAX_IDS = 100;

/**
 * A path on this site: one leading slash, not "//host" or "/\host" (which browsers read as another site), no spaces
 * or control characters. The table's CHECK (migration 0018) says the same.
 */
const SITE_PATH = /^\/(?![/\\])[^\s\p{Cc}]*$/u;

export function isSitePath(value: string): boolean {
  return value.length <= NOTIFICATION_ACTION_URL_MAX && SITE_PATH.test(value);
}

export const actionUrlSchema = z
  .string()
  .max(NOTIFICATION_ACTION_URL_MAX, `actionUrl must be at most ${NOTIFICATION_ACTION_URL_MAX} characters`)
  .refine(isSitePath, 'actionUrl must be a path on this site, such as /articles/…');

/** GET /api/me/notifications?limit&offset&unread=1 (unknown parameters are ignored: the reader is the session's). */
export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(NOTIFICATION_PAGE_MAX, `limit must be at most ${NOTIFICATION_PAGE_MAX}`)
    .default(NOTIFICATION_PAGE_SIZE),
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset must be at least 0').max(100_000).default(0),
  unread: z
    .enum(['0', '1', 'true', 'false'], { error: 'unread must be 1 or 0' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

/** POST /api/me/notifications/read: `{ "ids": [...] }` or `{ "all": true }`. */
export const markReadSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: 'ids must be notification ids (UUIDs)' }))
      .min(1, 'ids must name at least one notification')
      .max(MARK_READ_MAX_IDS, `ids may name at most ${MARK_READ_MAX_IDS} notifications`)
      .optional(),
    all: z.literal(true, { error: 'all must be true' }).optional(),
  })
  .strict()
  .refine((b) => (b.ids === undefined) !== (b.all === undefined), 'Send either ids (the notifications to mark) or all: true');
export type MarkReadRequest = z.output<typeof markReadSchema>;

export const notificationIdSchema = z.uuid({ error: 'id must be a notification id (a UUID)' });

/** A message to one reader (createNotification; an admin's message later). */
export const newNotificationSchema = z
  .object({
    type: z.enum(NOTIFICATION_TYPES, { error: `type must be one of ${NOTIFICATION_TYPES.join(', ')}` }).default('info'),
    title: z.string().trim().min(1, 'title is required').max(NOTIFICATION_TITLE_MAX, `title must be at most ${NOTIFICATION_TITLE_MAX} characters`),
    message: z.string().trim().max(NOTIFICATION_MESSAGE_MAX, `message must be at most ${NOTIFICATION_MESSAGE_MAX} characters`).default(''),
    actionUrl: actionUrlSchema.nullable().default(null),
    expiresAt: z.coerce.date({ error: 'expiresAt must be a date' }).nullable().default(null),
  })
  .strict();
export type NewNotification = z.input<typeof newNotificationSchema>;

/** The browser's view of one notification, checked when it arrives over the stream. */
export const notificationViewSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  message: z.string(),
  actionUrl: z.string().refine(isSitePath).nullable(),
  articleId: z.uuid().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});

// ——— The stream (GET /api/me/notifications/stream) ———

/** The SSE event name of one new notification; its data is the NotificationView. */
export const NOTIFICATION_EVENT = 'notification';
/** A comment this often keeps proxies from closing an idle stream. */
export const NOTIFICATION_HEARTBEAT_MS = 25_000;
/** The `retry:` hint for the browser's EventSource. */
export const NOTIFICATION_RETRY_MS = 5_000;
/** Streams one reader may hold (a few tabs); keyed by account, not address. */
export const NOTIFICATION_MAX_STREAMS_PER_READER = 6;
/** Streams one web process serves at most (beyond it 503), apart from the public live-update streams. */
export const NOTIFICATION_MAX_STREAMS = 5_000;
/** Notifications a stream holds for a client that does not read before it is dropped (it reconnects and reloads). */
export const NOTIFICATION_STREAM_MAX_PENDING = 200;
/**
 * A stream ends after this long and the browser reconnects: the session is checked again on every connection, so a
 * revoked session or a suspension stops receiving within this time.
 */
export const NOTIFICATION_STREAM_MAX_AGE_MS = 15 * 60_000;

// ——— Story notifications (written when a story is published) ———

/**
 * Story notifications one reader gets at most from stories written together (up to 200 published at about the same
 * time; breaking first, then newest): a backlog published at once must not bury a reader, and the rows one round
 * writes stay at most this many per reader.
 */
export const FANOUT_MAX_PER_READER = 3;

/** Title and message of a story notification: why first, the headline as the message. */
export function storyNotificationText(kind: 'breaking' | 'followed', story: { title: string; categoryName: string }): { title: string; message: string } {
  const headline = story.title.trim().slice(0, NOTIFICATION_MESSAGE_MAX);
  if (kind === 'breaking') return { title: 'Breaking news', message: headline };
  return { title: `New in ${story.categoryName}`.slice(0, NOTIFICATION_TITLE_MAX), message: headline };
}

// ——— Display ———

/** The bell's badge (§2: caps at 99+); null when nothing is unread. */
export function unreadBadge(count: number): string | null {
  if (!(count > 0)) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

const MINUTE_MS = 60_000;

/** "Just now", "5m ago", "3h ago", "2d ago" up to 30 days; null for older or invalid dates (shown as a date). */
export function notificationAge(createdAt: string | Date, now: Date = new Date()): string | null {
  const t = typeof createdAt === 'string' ? Date.parse(createdAt) : createdAt.getTime();
  if (Number.isNaN(t)) return null;
  const minutes = Math.floor(Math.max(0, now.getTime() - t) / MINUTE_MS);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  return days <= 30 ? `${days}d ago` : null;
}
