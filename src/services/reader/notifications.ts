/**
 * A reader's notifications (public-site §2 Notification Center, §4, §6: "always tied to the signed-in user id"): list,
 * counts, read marks and deletion of the acting reader's own rows, authorised first like every reader-data use case
 * (policies/readerData: only the owner; a suspended account is nobody). The reader is always the actor, never an id
 * from the request, and every query filters by that id. Also a message to one reader (admins; policies/user).
 */
import type { Db } from '../../db/connection.ts';
import {
  deleteNotification as deleteRow,
  insertNotification,
  listNotifications as listRows,
  markAllNotificationsRead,
  markNotificationsRead,
  notificationStats,
  type NotificationRow,
} from '../../db/queries/readerNotifications.ts';
import { newNotificationSchema, type MarkReadRequest, type NewNotification, type NotificationListQuery, type NotificationStats } from '../../domain/notifications.ts';
import type { Actor } from '../../domain/roles.ts';
import { authorize } from '../../policies/can.ts';
import { NotFoundError } from '../serviceErrors.ts';
import { dataOwner } from './dataOwner.ts';

export type { NotificationRow };

export interface NotificationPage {
  notifications: NotificationRow[];
  unreadCount: number;
  stats: NotificationStats;
}

export interface NotificationCounts {
  changed: number;
  unreadCount: number;
  stats: NotificationStats;
}

/** One page of the reader's notifications, newest first, with their counts. */
export async function listNotifications(db: Db, actor: Actor, query: NotificationListQuery): Promise<NotificationPage> {
  const me = dataOwner(actor, 'read');
  const [rows, stats] = await Promise.all([listRows(db, me.id, { limit: query.limit, offset: query.offset, unreadOnly: query.unread }), notificationStats(db, me.id)]);
  return { notifications: rows, unreadCount: stats.unread, stats };
}

export async function getNotificationStats(db: Db, actor: Actor): Promise<NotificationStats> {
  const me = dataOwner(actor, 'read');
  return notificationStats(db, me.id);
}

/** Marks the named notifications (only the reader's own count) or all of them read. */
export async function markRead(db: Db, actor: Actor, request: MarkReadRequest): Promise<NotificationCounts> {
  const me = dataOwner(actor, 'write');
  const changed = request.all ? await markAllNotificationsRead(db, me.id) : await markNotificationsRead(db, me.id, request.ids ?? []);
  const stats = await notificationStats(db, me.id);
  return { changed, unreadCount: stats.unread, stats };
}

/** Deletes one of the reader's notifications; 404 when they have none with that id (whoever else might). */
export async function deleteNotification(db: Db, actor: Actor, id: string): Promise<NotificationCounts> {
  const me = dataOwner(actor, 'write');
  if (!(await deleteRow(db, me.id, id))) throw new NotFoundError('No notification with that id.');
  const stats = await notificationStats(db, me.id);
  return { changed: 1, unreadCount: stats.unread, stats };
}

/**
 * A message to one reader (kind `message`), e.g. from an admin: the acting user must be allowed to message that
 * account (policies/user: admins). The input is checked by the shared schema (title, message, a site path as the
 * action link). Every open page of the reader gets it at once (the table's trigger announces it).
 */
export async function createNotification(db: Db, actor: Actor, recipientId: string, input: NewNotification): Promise<NotificationRow> {
  authorize(actor, 'message', { kind: 'user', id: recipientId });
  const n = newNotificationSchema.parse(input);
  const row = await insertNotification(db, { userId: recipientId, type: n.type, kind: 'message', title: n.title, message: n.message, actionUrl: n.actionUrl, expiresAt: n.expiresAt });
  if (!row) throw new NotFoundError('No account with that id.');
  return row;
}
