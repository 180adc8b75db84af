/**
 * New notifications as they are written, for each reader's open pages: one LISTEN on `reader_notifications` per
 * process (database.listen shares it), fanned out to the streams of the reader each notification belongs to. The
 * table's trigger announces every row in the writing transaction, so this works across web processes and whoever
 * writes (story notifications, messages). Announcements for readers with no stream here cost a map lookup; the rest
 * are read in one query per burst (a story reaching thousands of readers is not thousands of queries).
 */
import type { Database } from '../../db/connection.ts';
import { notificationsByIds, parseNotificationPayload, READER_NOTIFICATIONS_CHANNEL, type NotificationRow } from '../../db/queries/readerNotifications.ts';
import type { Actor } from '../../domain/roles.ts';
import { dataOwner } from './dataOwner.ts';

export type NotificationSubscriber = (notification: NotificationRow) => void;

export interface NotificationFeed {
  /**
   * Starts receiving the acting reader's new notifications (authorised first: only their own); resolves once the
   * database listens, to the function that stops receiving.
   */
  subscribe(actor: Actor, subscriber: NotificationSubscriber): Promise<() => Promise<void>>;
  /** Open subscriptions, readers with any, and whether the LISTEN is held (tests and health). */
  stats(): { subscribers: number; readers: number; listening: boolean };
}

type Log = { warn(obj: object, msg?: string): void };

/** Ids looked up per query. */
const LOOKUP_BATCH = 500;

export function createNotificationFeed(database: Database, log?: Log): NotificationFeed {
  const byReader = new Map<string, Set<NotificationSubscriber>>();
  let subscribers = 0;
  let listening: Promise<() => Promise<void>> | null = null;
  let pending = new Set<string>();
  let scheduled = false;

  const deliver = (rows: NotificationRow[]) => {
    for (const row of rows) {
      // The row's owner decides who gets it, not the announcement's text.
      for (const s of [...(byReader.get(row.userId) ?? [])]) {
        try {
          s(row);
        } catch (err) {
          log?.warn({ err }, 'notification subscriber failed');
        }
      }
    }
  };

  const flush = () => {
    scheduled = false;
    const ids = [...pending];
    pending = new Set();
    for (let i = 0; i < ids.length; i += LOOKUP_BATCH) {
      const batch = ids.slice(i, i + LOOKUP_BATCH);
      notificationsByIds(database.db, batch)
        .then((rows) => deliver(rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())))
        .catch((err: unknown) => log?.warn({ err }, 'notification lookup failed'));
    }
  };

  const onNotification = (payload: string) => {
    const announced = parseNotificationPayload(payload);
    if (!announced || !byReader.has(announced.userId)) return;
    pending.add(announced.id);
    if (scheduled) return;
    scheduled = true;
    // Announcements of one commit arrive together: one lookup for all of them.
    setImmediate(flush);
  };

  return {
    async subscribe(actor, subscriber) {
      const readerId = dataOwner(actor, 'read').id;
      let mine = byReader.get(readerId);
      if (!mine) byReader.set(readerId, (mine = new Set()));
      mine.add(subscriber);
      subscribers++;
      if (!listening) {
        const started = database.listen(READER_NOTIFICATIONS_CHANNEL, onNotification);
        listening = started;
        started.catch(() => {
          if (listening === started) listening = null;
        });
      }
      let active = true;
      const stop = async () => {
        if (!active) return;
        active = false;
        subscribers--;
        mine.delete(subscriber);
        if (mine.size === 0 && byReader.get(readerId) === mine) byReader.delete(readerId);
        if (subscribers > 0 || !listening) return;
        const held = listening;
        listening = null;
        await (await held)();
      };
      try {
        await listening;
      } catch (err) {
        await stop().catch(() => undefined);
        throw err;
      }
      return stop;
    },
    stats: () => ({ subscribers, readers: byReader.size, listening: listening !== null }),
  };
}
