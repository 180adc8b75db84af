/**
 * GET /api/live/articles over real HTTP: the app is served on a loopback port and read with a plain HTTP client,
 * articles are published through the real pipeline (a loopback feed ingested by ingestFeeds) and the publishing step.
 */
import { get, request, type ClientRequest, type IncomingMessage } from 'node:http';
import { connect as tcpConnect, type Socket } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFeedSources } from '../db/queries/feedSources.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { liveArticleSchema, type LiveArticle } from '../domain/liveArticle.ts';
import { LIVE_RETRY_MS } from '../domain/liveUpdates.ts';
import { ingestFeeds } from '../pipeline/ingestFeeds.ts';
import { createLiveArticleFeed, type LiveArticleFeed } from '../services/liveArticles.ts';
import { publishReadyArticles } from '../services/publishReadyArticles.ts';
import { createApp } from './app.ts';
import { createLiveStreamSlots, type LiveStreamSlots } from './liveStreamSlots.ts';
import { createLogger } from './logger.ts';
import { eventually } from '../testing/eventually.ts';

const env = { SITE_NAME: 'Test', SITE_URL: 'http://localhost:3000', CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
const MAX_PER_CLIENT = 3;
/** The per-stream bound of unread messages: low, so a client that stops reading is dropped after a few batches. */
const MAX_PENDING = 40;

let t: TestDatabase;
let feed: LiveArticleFeed;
let slots: LiveStreamSlots;
let server: ServerType;
let baseUrl: string;
let feedServer: Server;
let feedUrl: string;
let feedXml = '';

/** An open event stream: parsed events and comment lines as they arrive. */
interface SseClient {
  status: number;
  headers: IncomingMessage['headers'];
  raw: () => string;
  events: { id?: string; event?: string; data: string }[];
  comments: string[];
  retry: number | null;
  waitFor(condition: () => boolean, what: string, timeoutMs?: number): Promise<void>;
  close(): void;
}

function connect(headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    let req: ClientRequest | undefined = undefined;
    req = get(`${baseUrl}/api/live/articles`, { headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate', ...headers } }, (res) => {
      let raw = '';
      let buffer = '';
      const waiters = new Set<() => void>();
      const client: SseClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        raw: () => raw,
        events: [],
        comments: [],
        retry: null,
        waitFor(condition, what, timeoutMs = 20_000) {
          if (condition()) return Promise.resolve();
          return new Promise<void>((ok, fail) => {
            const check = () => {
              if (!condition()) return;
              clearTimeout(timer);
              waiters.delete(check);
              ok();
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`timed out waiting for ${what}; stream so far:\n${raw}`));
            }, timeoutMs);
            waiters.add(check);
          });
        },
        close: () => req?.destroy(),
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: { id?: string; event?: string; data: string } = { data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) client.comments.push(line.slice(1).trim());
            else if (line.startsWith('retry: ')) client.retry = Number(line.slice(7));
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              event.data += line.slice(6);
              hasData = true;
            }
          }
          if (hasData) client.events.push(event);
        }
        for (const w of [...waiters]) w();
      });
      res.on('error', () => undefined);
      resolve(client);
    });
    req.on('error', (err) => {
      if ((err as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(err);
    });
  });
}

const articlesOf = (c: SseClient): LiveArticle[] => c.events.filter((e) => e.event === 'article').map((e) => liveArticleSchema.parse(JSON.parse(e.data)));


/** Whether this process's database session(s) LISTEN on article_published. */
async function databaseListens(): Promise<boolean> {
  if (t.database.kind === 'pglite') {
    // PGlite is one session: the channel is in its listening set while any stream is open.
    const rows = await t.database.sql.query<{ c: string }>('SELECT pg_listening_channels() AS c');
    return rows.some((r) => r.c === 'article_published');
  }
  // On a server every channel is LISTENed on one connection of its own; only its last statement is visible to us,
  // which is the LISTEN of whichever channel came last (the app also listens on public_articles_changed).
  const rows = await t.database.sql.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN %'",
  );
  return Number(rows[0]?.n) > 0;
}

let itemCounter = 0;
/** One RSS item about creators, confident enough for the classifier to publish it. */
function rssItem(title: string, slug = `story-${++itemCounter}`): string {
  return `<item><title>${title}</title><link>https://example.org/live/${slug}</link><guid>https://example.org/live/${slug}</guid>
    <pubDate>${new Date(Date.now() - 5 * 60_000).toUTCString()}</pubDate>
    <description>Indian creators and influencers on YouTube and Instagram are signing more brand deals as influencer marketing budgets at Indian brands grow; agencies in Mumbai say sponsorship rates for creators rose this quarter.</description></item>`;
}
const rss = (items: string[]) => `<?xml version="1.0"?><rss version="2.0"><channel><title>Live test feed</title><link>https://example.org/</link><description>t</description>${items.join('')}</channel></rss>`;

async function ingest() {
  return ingestFeeds(t.database, { limits: { timeoutMs: 5000, maxBytes: 1_000_000, allowPrivateNetworks: true }, trigger: 'manual', force: true });
}

beforeAll(async () => {
  t = await createTestDatabase();
  feed = createLiveArticleFeed(t.database);
  slots = createLiveStreamSlots({ perClient: MAX_PER_CLIENT, max: 5_000 });
  const app = createApp({
    database: t.database,
    env,
    log: createLogger('silent'),
    live: { feed, heartbeatMs: 150, maxStreamsPerClient: MAX_PER_CLIENT, slots, maxPending: MAX_PENDING },
  });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  feedServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feedXml));
  await new Promise<void>((r) => feedServer.listen(0, '127.0.0.1', r));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.xml`;
  await t.database.sql.query('UPDATE feed_sources SET is_active = false');
  await ensureFeedSources(t.database.db, [{ name: 'Live Test Wire', url: feedUrl, priority: 1, region: 'india', contentTypes: ['article'], supportsMedia: false }]);
}, 60_000);

afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await new Promise((r) => feedServer?.close(r));
  await t?.drop();
});

describe('GET /api/live/articles', () => {
  it('opens an uncompressed event stream with a retry hint and heartbeats, and holds one LISTEN', async () => {
    const client = await connect();
    try {
      expect(client.status).toBe(200);
      expect(client.headers['content-type']).toContain('text/event-stream');
      expect(client.headers['content-encoding']).toBeUndefined();
      expect(client.headers['cache-control']).toContain('no-transform');
      await client.waitFor(() => client.retry !== null, 'the retry hint');
      expect(client.retry).toBe(LIVE_RETRY_MS);
      await client.waitFor(() => client.comments.filter((c) => c === 'heartbeat').length >= 2, 'two heartbeats');
      expect(feed.stats()).toEqual({ subscribers: 1, listening: true });
      expect(await databaseListens()).toBe(true);
    } finally {
      client.close();
    }
    await eventually(() => feed.stats().subscribers === 0, 'the stream to be released');
  });

  it('sends an article the pipeline publishes, with the card fields, to every open stream', async () => {
    const [a, b] = await Promise.all([connect(), connect()]);
    try {
      await eventually(() => feed.stats().subscribers === 2, 'both streams to subscribe');
      feedXml = rss([rssItem('Mumbai creators sign record brand deals with Indian D2C brands this festive season')]);
      const result = await ingest();
      expect(result.published).toBe(1);
      const [stored] = await t.database.sql.query<{ id: string; title: string }>("SELECT id, title FROM articles WHERE status = 'published'");
      for (const client of [a, b]) {
        await client.waitFor(() => articlesOf(client).length === 1, 'the published article');
        const [event] = client.events;
        expect(event?.id).toBe(stored?.id);
        const [article] = articlesOf(client);
        expect(article).toMatchObject({ id: stored?.id, title: stored?.title, sourceName: 'Live Test Wire' });
        // The card, not the whole article.
        expect(article).not.toHaveProperty('content');
      }
    } finally {
      a.close();
      b.close();
    }
  });

  it('never sends duplicates, drafts or other unpublished ids, whoever notifies them', async () => {
    const client = await connect();
    try {
      await eventually(() => feed.stats().subscribers === 1, 'the stream to subscribe');
      // The pipeline itself: the same headline from another URL is stored as a duplicate and not announced.
      feedXml = rss([
        rssItem('Mumbai creators sign record brand deals with Indian D2C brands this festive season', 'syndicated-copy'),
        rssItem('Chennai food creators team up with regional brands for a Pongal campaign'),
      ]);
      const result = await ingest();
      expect(result.duplicates).toBe(1);
      expect(result.published).toBe(1);
      // A misbehaving notifier: ids of a duplicate, a draft and something that is not an id at all.
      const duplicate = await insertTestArticle(t.database, { title: 'Duplicate story about creators', isDuplicate: true });
      const draft = await insertTestArticle(t.database, { title: 'Draft story about creators', status: 'draft' });
      for (const payload of [duplicate, draft, 'not-an-id']) await t.database.sql.query("SELECT pg_notify('article_published', $1)", [payload]);
      // A marker published after them: once it arrives, the earlier notifications have been handled.
      const marker = await insertTestArticle(t.database, { title: 'Pune creators launch a regional influencer guild', status: 'draft', adminStatus: 'pending_review', mlConfidenceScore: 0.9, relevanceScore: 80 });
      const published = await publishReadyArticles(t.database.db, { strictMode: true, minConfidence: 65 });
      expect(published).toMatchObject({ published: 1 });
      await client.waitFor(() => articlesOf(client).some((a) => a.id === marker), 'the marker article');
      const titles = articlesOf(client).map((a) => a.title);
      expect(titles).toEqual(['Chennai food creators team up with regional brands for a Pongal campaign', 'Pune creators launch a regional influencer guild']);
      expect(articlesOf(client).map((a) => a.id)).not.toContain(duplicate);
      expect(articlesOf(client).map((a) => a.id)).not.toContain(draft);
    } finally {
      client.close();
    }
  });

  it('replays what a reconnecting browser missed after its Last-Event-ID', async () => {
    const rows = await t.database.sql.query<{ id: string; title: string }>(
      "SELECT id, title FROM articles WHERE status = 'published' AND NOT is_duplicate ORDER BY published_at, id",
    );
    expect(rows.length).toBe(3);
    const client = await connect({ 'last-event-id': rows[0]?.id ?? '' });
    try {
      await client.waitFor(() => articlesOf(client).length === 2, 'the two missed articles');
      expect(articlesOf(client).map((a) => a.id)).toEqual([rows[1]?.id, rows[2]?.id]);
    } finally {
      client.close();
    }
  });

  it('releases the subscription when the client disconnects; the process keeps its one LISTEN for the list cache', async () => {
    const client = await connect();
    try {
      await eventually(() => feed.stats().subscribers === 1, 'the stream to subscribe');
      await eventually(databaseListens, 'the database to listen');
    } finally {
      client.close();
    }
    await eventually(() => feed.stats().subscribers === 0 && !feed.stats().listening, 'the subscription to end');
    // The app's list cache listens on the same channel for the process's life (one shared LISTEN, see app.ts).
    expect(await databaseListens()).toBe(true);
  });

  it(`refuses more than ${MAX_PER_CLIENT} streams from one address with 429, and accepts again after one closes`, async () => {
    const open = await Promise.all(Array.from({ length: MAX_PER_CLIENT }, () => connect()));
    try {
      const refused = await connect({ 'accept-encoding': 'identity' });
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      await refused.waitFor(() => refused.raw().includes('"rate_limited"'), 'the error envelope');
      open.pop()?.close();
      await eventually(() => feed.stats().subscribers === MAX_PER_CLIENT - 1, 'one stream to close');
      const again = await connect();
      expect(again.status).toBe(200);
      open.push(again);
    } finally {
      for (const c of open) c.close();
    }
    await eventually(() => feed.stats().subscribers === 0, 'every stream to close');
  });

  it('answers HEAD with the stream headers and never takes a slot: after many HEADs a GET still gets a stream', async () => {
    for (let i = 0; i < MAX_PER_CLIENT * 3; i++) {
      const res = await new Promise<IncomingMessage>((resolve, reject) => {
        const req = request(`${baseUrl}/api/live/articles`, { method: 'HEAD' }, resolve);
        req.on('error', reject);
        req.end();
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/event-stream');
      res.resume();
    }
    expect(slots.stats()).toEqual({ open: 0, clients: 0 });
    expect(feed.stats().subscribers).toBe(0);
    const client = await connect();
    try {
      expect(client.status).toBe(200);
      await eventually(() => feed.stats().subscribers === 1, 'the stream to subscribe');
    } finally {
      client.close();
    }
    await eventually(() => slots.stats().open === 0 && feed.stats().subscribers === 0, 'the stream to be released');
  });

  it('frees the slot of a stream aborted as soon as it was asked for', async () => {
    for (let i = 0; i < MAX_PER_CLIENT * 2; i++) {
      const req = get(`${baseUrl}/api/live/articles`, { headers: { accept: 'text/event-stream' } });
      req.on('error', () => undefined);
      req.on('response', () => req.destroy());
    }
    await eventually(() => slots.stats().open === 0 && feed.stats().subscribers === 0, 'every aborted stream to be released');
    const client = await connect();
    expect(client.status).toBe(200);
    client.close();
    await eventually(() => slots.stats().open === 0, 'the stream to be released');
  });

  it('drops a stream whose client stops reading once its buffer is full, while readers that keep up stay', async () => {
    // A raw socket that sends the request and then never reads: what arrives piles up in the kernel, then in our queue.
    const stalled: Socket = tcpConnect((server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise<void>((r) => stalled.once('connect', () => r()));
    let stalledClosed = false;
    stalled.on('close', () => (stalledClosed = true));
    stalled.on('error', () => undefined);
    stalled.write('GET /api/live/articles HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n');
    stalled.pause();
    await eventually(() => slots.stats().open === 1 && feed.stats().subscribers === 1, 'the stalled stream to subscribe');
    const reader = await connect();
    try {
      await eventually(() => feed.stats().subscribers === 2, 'the reading stream to subscribe');
      // Articles with long summaries, published in batches until the stalled stream is dropped; after each batch the
      // reading client has received it all, so the stalled stream has been offered it all too.
      const summary = 'Indian creators and brands sign more deals. '.repeat(400);
      let published = 0;
      for (let batch = 0; batch < 60 && feed.stats().subscribers === 2; batch++) {
        const ids: string[] = [];
        for (let i = 0; i < 25; i++) {
          const title = `Stalled stream story ${batch}-${i}: Mumbai creators sign brand deals`;
          ids.push(await insertTestArticle(t.database, { title, summary, status: 'draft', adminStatus: 'pending_review', mlConfidenceScore: 0.9, relevanceScore: 80 }));
        }
        expect(await publishReadyArticles(t.database.db, { strictMode: true, minConfidence: 65 })).toMatchObject({ published: ids.length });
        published += ids.length;
        // Every id, not the last: on PostgreSQL the lookups run in parallel and may finish out of order.
        await reader.waitFor(() => {
          const received = new Set(reader.events.map((e) => e.id));
          return ids.every((id) => received.has(id));
        }, `batch ${batch} to reach the reader`);
      }
      // The bound, not the number of articles, decides: the stalled stream went long before everything was published.
      expect(feed.stats().subscribers, `still subscribed after ${published} articles`).toBe(1);
      expect(slots.stats().open).toBe(1);
      expect(articlesOf(reader).length).toBeGreaterThanOrEqual(published);
      // The server closed the stalled connection: reading what was queued in the kernel ends in a close.
      stalled.resume();
      await eventually(() => stalledClosed, 'the stalled connection to be closed by the server');
    } finally {
      reader.close();
      stalled.destroy();
    }
    await eventually(() => slots.stats().open === 0 && feed.stats().subscribers === 0, 'every stream to be released');
  });
});
