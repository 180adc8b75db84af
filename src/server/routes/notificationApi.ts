/**
 * The signed-in reader's notifications (public-site §2 Notification Center, §4): GET /api/me/notifications,
 * POST /api/me/notifications/read, DELETE /api/me/notifications/{id} and GET /api/me/notifications/stream (Server-Sent
 * Events: one `notification` event per new notification). Every answer is the acting reader's own and
 * `Cache-Control: private, no-store`; signed out is 401. The app's origin check refuses cross-site state changes.
 */
import { Hono, type Context } from 'hono';
import {
  markReadSchema,
  NOTIFICATION_EVENT,
  NOTIFICATION_HEARTBEAT_MS,
  NOTIFICATION_MAX_STREAMS,
  NOTIFICATION_MAX_STREAMS_PER_READER,
  NOTIFICATION_RETRY_MS,
  NOTIFICATION_STREAM_MAX_AGE_MS,
  NOTIFICATION_STREAM_MAX_PENDING,
  notificationIdSchema,
  notificationListQuerySchema,
  type NotificationView,
} from '../../domain/notifications.ts';
import type { SignedInActor } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import type { NotificationFeed } from '../../services/reader/notificationFeed.ts';
import { deleteNotification, listNotifications, markRead, type NotificationCounts } from '../../services/reader/notifications.ts';
import { errorResponse, parseRequest } from '../errors.ts';
import { isHeadRequest } from '../headRequests.ts';
import { createLiveStreamSlots, type LiveStreamSlots } from '../liveStreamSlots.ts';
import { jsonBody } from '../middleware/jsonBody.ts';
import { requireRole } from '../middleware/requireRole.ts';
import type { SessionVariables } from '../middleware/session.ts';
import { presentNotification } from '../presenters/notification.ts';

export interface NotificationApiOptions {
  db: Db;
  feed: NotificationFeed;
  /** Overrides for tests. */
  heartbeatMs?: number;
  maxStreamsPerReader?: number;
  maxStreams?: number;
  /** The stream slots, keyed by account (tests pass their own to watch them); made from the limits above when absent. */
  slots?: LiveStreamSlots;
  /** Messages a stream may hold for a client that does not read before it is dropped. */
  maxPending?: number;
  /** A stream ends after this long (the browser reconnects, and the session is checked again). */
  maxAgeMs?: number;
}

/** Headers of the event stream: one reader's, never stored, never transformed (buffering would hold events back). */
const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'private, no-store, no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
};

const encoder = new TextEncoder();

function notificationMessage(n: NotificationView): string {
  return `id: ${n.id}\nevent: ${NOTIFICATION_EVENT}\ndata: ${JSON.stringify(n)}\n\n`;
}

const counts = (r: NotificationCounts) => ({ changed: r.changed, unreadCount: r.unreadCount, stats: r.stats });

/** Routes under /api. */
export function notificationApiRoutes(options: NotificationApiOptions): Hono<{ Variables: SessionVariables }> {
  const api = new Hono<{ Variables: SessionVariables }>();
  const { db, feed } = options;
  const heartbeatMs = options.heartbeatMs ?? NOTIFICATION_HEARTBEAT_MS;
  const perReader = options.maxStreamsPerReader ?? NOTIFICATION_MAX_STREAMS_PER_READER;
  const slots = options.slots ?? createLiveStreamSlots({ perClient: perReader, max: options.maxStreams ?? NOTIFICATION_MAX_STREAMS });
  const maxPending = options.maxPending ?? NOTIFICATION_STREAM_MAX_PENDING;
  const maxAgeMs = options.maxAgeMs ?? NOTIFICATION_STREAM_MAX_AGE_MS;

  for (const path of ['/me/notifications', '/me/notifications/*']) {
    // Outside requireRole, so its 401 is not cached either; the stream keeps its own header (no-transform too).
    api.use(path, async (c, next) => {
      await next();
      if (!c.res.headers.get('content-type')?.startsWith('text/event-stream')) c.header('Cache-Control', 'private, no-store');
    });
    api.use(path, requireRole('user'));
  }

  api.get('/me/notifications', async (c) => {
    const page = await listNotifications(db, c.get('actor'), parseRequest(notificationListQuerySchema, c.req.query()));
    return c.json({ notifications: page.notifications.map(presentNotification), unreadCount: page.unreadCount, stats: page.stats });
  });

  api.post('/me/notifications/read', jsonBody(markReadSchema, { maxBytes: 8_192, example: '{"ids": ["…"]} or {"all": true}' }), async (c) =>
    c.json(counts(await markRead(db, c.get('actor'), c.get('body')))),
  );

  api.delete('/me/notifications/:id', async (c) => c.json(counts(await deleteNotification(db, c.get('actor'), parseRequest(notificationIdSchema, c.req.param('id'))))));

  api.get('/me/notifications/stream', (c) => stream(c));

  async function stream(c: Context<{ Variables: SessionVariables }>): Promise<Response> {
    // A HEAD (answered through a stand-in GET) gets the stream's headers and never a slot.
    if (isHeadRequest(c.req.raw)) return new Response(null, { headers: STREAM_HEADERS });
    const actor = c.get('actor') as SignedInActor;
    // Per account, not per address: a reader's tabs share the budget wherever they are, and readers behind one
    // address (an office) do not share one.
    const slot = slots.acquire(actor.id);
    if ('refused' in slot) {
      c.header('Retry-After', '30');
      return slot.refused === 'client_limit'
        ? errorResponse(c, 429, 'rate_limited', `At most ${perReader} notification streams per reader; close another tab first.`)
        : errorResponse(c, 503, 'unavailable', 'Notifications are busy right now. Try again shortly.');
    }
    // The slot is taken before the first await, so a burst of connections cannot slip past the limit.

    // Under @hono/node-server the response's socket: dropping a slow reader closes it, so its buffers go too.
    const outgoing = (c.env as { outgoing?: { destroy(): void } } | undefined)?.outgoing;
    const pending: string[] = [];
    let wake: (() => void) | null = null;
    let unsubscribe: (() => Promise<void>) | null = null;
    let heartbeat: ReturnType<typeof setInterval> | null = null;
    let lifetime: ReturnType<typeof setTimeout> | null = null;
    let closed = false;
    /** Set when the stream should end once what is pending is sent (its time is up). */
    let ending = false;
    const cleanUp = () => {
      if (closed) return;
      closed = true;
      if (heartbeat) clearInterval(heartbeat);
      if (lifetime) clearTimeout(lifetime);
      pending.length = 0;
      slot.release();
      void unsubscribe?.();
      wake?.();
    };
    let drop: () => void = cleanUp;
    const push = (message: string) => {
      if (closed) return;
      if (pending.length >= maxPending) {
        drop();
        return;
      }
      pending.push(message);
      wake?.();
    };

    const body = new ReadableStream<Uint8Array>(
      {
        async start(controller) {
          drop = () => {
            cleanUp();
            if (outgoing) outgoing.destroy();
            else controller.error(new Error('notification stream dropped: the client is not reading'));
          };
          push(`retry: ${NOTIFICATION_RETRY_MS}\n: connected\n\n`);
          try {
            const sent = new Set<string>();
            const stop = await feed.subscribe(actor, (row) => {
              if (sent.has(row.id)) return;
              sent.add(row.id);
              push(notificationMessage(presentNotification(row)));
            });
            if (closed) {
              await stop();
              return;
            }
            unsubscribe = stop;
          } catch {
            // The database could not LISTEN: end the stream; the browser reconnects after `retry`.
            cleanUp();
            controller.close();
            return;
          }
          // A heartbeat only keeps an idle connection open: behind data the client has not read it would be waste.
          heartbeat = setInterval(() => {
            if (pending.length === 0) push(': heartbeat\n\n');
          }, heartbeatMs);
          lifetime = setTimeout(() => {
            ending = true;
            wake?.();
          }, maxAgeMs);
        },
        async pull(controller) {
          // Waits for the next messages, then hands over what is pending at once (nothing is read ahead).
          while (pending.length === 0 && !closed && !ending) await new Promise<void>((resolve) => (wake = resolve));
          wake = null;
          if (closed) return;
          if (pending.length > 0) {
            controller.enqueue(encoder.encode(pending.join('')));
            pending.length = 0;
          }
          if (ending) {
            cleanUp();
            controller.close();
          }
        },
        cancel() {
          // The client went away (@hono/node-server cancels the body when the socket closes).
          cleanUp();
        },
      },
      new CountQueuingStrategy({ highWaterMark: 0 }),
    );
    return new Response(body, { headers: STREAM_HEADERS });
  }

  return api;
}
