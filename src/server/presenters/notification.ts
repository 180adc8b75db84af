/**
 * A notification as its reader's browser gets it (GET /api/me/notifications, the stream): an explicit field list, so
 * a column added to `notifications` (who sent a message, internal flags) never reaches a browser by accident.
 */
import type { NotificationView } from '../../domain/notifications.ts';

export type { NotificationView };

export function presentNotification(n: {
  id: string;
  type: NotificationView['type'];
  kind: NotificationView['kind'];
  title: string;
  message: string;
  actionUrl: string | null;
  articleId: string | null;
  isRead: boolean;
  createdAt: Date;
  expiresAt: Date | null;
}): NotificationView {
  return {
    id: n.id,
    type: n.type,
    kind: n.kind,
    title: n.title,
    message: n.message,
    actionUrl: n.actionUrl,
    articleId: n.articleId,
    isRead: n.isRead,
    createdAt: n.createdAt.toISOString(),
    expiresAt: n.expiresAt ? n.expiresAt.toISOString() : null,
  };
}
