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
  lastEventIdSchema,
  type LiveArticle,
} from '../../domain/liveUpdates.ts';
import type { LiveArticleFeed } from '../../services/liveArticles.ts';
import type { LivePlatformDataService } from '../../services/livePlatformData.ts';
import { errorResponse } from '../errors.ts';

export interface LiveApiOptions {
  feed: LiveArticleFeed;
  platformData: LivePlatformDataService;
  /** The client's address, the key of the per-client stream limit. */
  clientAddress: (c: Context) => string;
  /** Overrides for tests. */
  heartbeatMs?: number;
  maxStreamsPerClient?: number;
  maxStreams?: number;
}

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
  const openPerClient = new Map<string, number>();
  let open = 0;

  api.get('/live/articles', async (c) => {
    const address = options.clientAddress(c);
    const mine = openPerClient.get(address) ?? 0;
    if (mine >= perClient) {
      c.header('Retry-After', '30');
      return errorResponse(c, 429, 'rate_limited', `At most ${perClient} live update streams per client; close another tab's stream first.`);
    }
    if (open >= maxStreams) {
      c.header('Retry-After', '30');
      return errorResponse(c, 503, 'unavailable', 'Live updates are busy right now. Try again shortly.');
    }
    // Counted before the first await, so a burst of connections cannot slip past the limit.
    openPerClient.set(address, mine + 1);
    open++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      open--;
      const left = (openPerClient.get(address) ?? 1) - 1;
      if (left > 0) openPerClient.set(address, left);
      else openPerClient.delete(address);
    };

    const lastEventId = lastEventIdSchema.safeParse(c.req.header('last-event-id') ?? c.req.query('lastEventId'));
    let unsubscribe: (() => Promise<void>) | null = null;
    let heartbeat: ReturnType<typeof setInterval> | null = null;
    let closed = false;
    const cleanUp = () => {
      if (closed) return;
      closed = true;
      if (heartbeat) clearInterval(heartbeat);
      release();
      void unsubscribe?.();
    };

    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (text: string) => {
          if (closed) return;
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            cleanUp();
          }
        };
        const sent = new Set<string>();
        const sendArticle = (a: LiveArticle) => {
          if (sent.has(a.id)) return;
          sent.add(a.id);
          send(articleMessage(a));
        };
        send(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);
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
        heartbeat = setInterval(() => send(': heartbeat\n\n'), heartbeatMs);
      },
      cancel() {
        // The client went away (@hono/node-server cancels the body when the socket closes).
        cleanUp();
      },
    });

    return new Response(stream, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform keeps proxies (and our compress middleware) from buffering the stream.
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
        Connection: 'keep-alive',
      },
    });
  });

  api.get('/live-platform-data', async (c) => {
    const data = await options.platformData.get();
    // Shared caches may keep it briefly too; the server's own cache already bounds staleness.
    c.header('Cache-Control', 'public, max-age=30');
    return c.json({ data });
  });

  return api;
}
