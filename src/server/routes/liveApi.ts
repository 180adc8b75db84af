/**
 * Live API: GET /api/live/articles (Server-Sent Events: one `article` event per newly published home-list article)
 * and GET /api/live-platform-data (the side widgets' figures).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  LIVE_ARTICLE_EVENT,
  LIVE_CATCH_UP_LIMIT,
  LIVE_HEARTBEAT_MS,
  LIVE_MAX_STREAMS,
  LIVE_MAX_STREAMS_PER_CLIENT,
  LIVE_RETRY_MS,
  LIVE_STREAM_MAX_PENDING,
} from '../../domain/liveUpdates.ts';
import { lastEventIdSchema, type LiveArticle } from '../../domain/liveArticle.ts';
import type { LiveArticleFeed } from '../../services/liveArticles.ts';
import type { LivePlatformDataService } from '../../services/livePlatformData.ts';
import { errorResponse } from '../errors.ts';
import { isHeadRequest } from '../headRequests.ts';
import { createLiveStreamSlots, type LiveStreamSlots } from '../liveStreamSlots.ts';

export interface LiveApiOptions {
  feed: LiveArticleFeed;
  platformData: LivePlatformDataService;
  /** The client's address, the key of the per-client stream limit. */
  clientAddress: (c: Context) => string;
  /** Overrides for tests. */
  heartbeatMs?: number;
  maxStreamsPerClient?: number;
  maxStreams?: number;
  /** The stream slots (tests pass their own to watch them); made from the limits above when absent. */
  slots?: LiveStreamSlots;
  /** Messages a stream may hold for a client that does not read before it is dropped (tests lower it). */
  maxPending?: number;
}

/** Headers of the event stream, on GET and HEAD alike. */
const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform keeps proxies (and our compress middleware) from buffering the stream.
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
};

const encoder = new TextEncoder();

/** One SSE message; data is JSON on one line, so no line splitting is needed. */
function articleMessage(article: LiveArticle): string {
  return `id: ${article.id}\nevent: ${LIVE_ARTICLE_EVENT}\ndata: ${JSON.stringify(article)}\n\n`;
}

/** Routes under /api. */
export function liveApiRoutes(options: LiveApiOptions): Hono {
  const api = new Hono();
  const heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const perClient = options.maxStreamsPerClient ?? LIVE_MAX_STREAMS_PER_CLIENT;
  const maxStreams = options.maxStreams ?? LIVE_MAX_STREAMS;
  const slots = options.slots ?? createLiveStreamSlots({ perClient, max: maxStreams });
  const maxPending = options.maxPending ?? LIVE_STREAM_MAX_PENDING;

  api.get('/live/articles', async (c) => {
    // A HEAD (answered through a stand-in GET, see headRequests.ts) gets the stream's headers and never a slot.
    if (isHeadRequest(c.req.raw)) return new Response(null, { headers: STREAM_HEADERS });
    const slot = slots.acquire(options.clientAddress(c));
    if ('refused' in slot) {
      c.header('Retry-After', '30');
      return slot.refused === 'client_limit'
        ? errorResponse(c, 429, 'rate_limited', `At most ${perClient} live update streams per client; close another tab's stream first.`)
        : errorResponse(c, 503, 'unavailable', 'Live updates are busy right now. Try again shortly.');
    }
    // The slot is taken before the first await, so a burst of connections cannot slip past the limit.

    const lastEventId = lastEventIdSchema.safeParse(c.req.header('last-event-id') ?? c.req.query('lastEventId'));
    // Under @hono/node-server the response's socket: dropping a slow reader closes it, so its buffers go too.
    const outgoing = (c.env as { outgoing?: { destroy(): void } } | undefined)?.outgoing;
    // What the client has not taken yet: shared article objects (fanned out to every stream) and short lines, turned
    // into bytes only when the client reads (pull), so a stream's own memory is this bounded list of references.
    const pending: (LiveArticle | string)[] = [];
    let wake: (() => void) | null = null;
    let unsubscribe: (() => Promise<void>) | null = null;
    let heartbeat: ReturnType<typeof setInterval> | null = null;
    let closed = false;
    const cleanUp = () => {
      if (closed) return;
      closed = true;
      if (heartbeat) clearInterval(heartbeat);
      pending.length = 0;
      slot.release();
      void unsubscribe?.();
      wake?.();
    };
    let drop: () => void = cleanUp;
    const push = (message: LiveArticle | string) => {
      if (closed) return;
      if (pending.length >= maxPending) {
        drop();
        return;
      }
      pending.push(message);
      wake?.();
    };

    const stream = new ReadableStream<Uint8Array>(
      {
        async start(controller) {
          drop = () => {
            cleanUp();
            if (outgoing) outgoing.destroy();
            else controller.error(new Error('live update stream dropped: the client is not reading'));
          };
          const sent = new Set<string>();
          const sendArticle = (a: LiveArticle) => {
            if (sent.has(a.id)) return;
            sent.add(a.id);
            push(a);
          };
          push(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);
          try {
            // Subscribed before catching up, so nothing published in between is missed (`sent` drops repeats).
            const stop = await options.feed.subscribe(sendArticle);
            if (closed) {
              await stop();
              return;
            }
            unsubscribe = stop;
            if (lastEventId.success) for (const a of await options.feed.missedSince(lastEventId.data, LIVE_CATCH_UP_LIMIT)) sendArticle(a);
          } catch {
            // The database could not LISTEN: end the stream; the browser reconnects after `retry`.
            cleanUp();
            controller.close();
            return;
          }
          if (closed) return;
          // A heartbeat only keeps an idle connection open: behind data the client has not read it would be waste.
          heartbeat = setInterval(() => {
            if (pending.length === 0) push(': heartbeat\n\n');
          }, heartbeatMs);
        },
        async pull(controller) {
          // Called when the client takes data: waits for the next messages, then hands over what is pending at once.
          while (pending.length === 0 && !closed) await new Promise<void>((resolve) => (wake = resolve));
          wake = null;
          if (closed) return;
          const text = pending.map((m) => (typeof m === 'string' ? m : articleMessage(m))).join('');
          pending.length = 0;
          controller.enqueue(encoder.encode(text));
        },
        cancel() {
          // The client went away (@hono/node-server cancels the body when the socket closes).
          cleanUp();
        },
      },
      // Nothing is read ahead of the client: bytes exist only for the chunk being written to the socket.
      new CountQueuingStrategy({ highWaterMark: 0 }),
    );

    return new Response(stream, { headers: STREAM_HEADERS });
  });

  api.get('/live-platform-data', async (c) => {
    const data = await options.platformData.get();
    // Shared caches may keep it briefly too; the server's own cache already bounds staleness.
    c.header('Cache-Control', 'public, max-age=30');
    return c.json({ data });
  });

  return api;
}
