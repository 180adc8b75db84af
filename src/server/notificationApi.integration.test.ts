/**
 * A reader's notifications over HTTP (both databases): signed-out refusal, validation, read marks and deletion moving
 * the counts, no reader reaching another's notifications (IDOR), and the live stream: served over real HTTP by one
 * app while the notification is written through another app's connection to the same database (on PostgreSQL a second
 * pool and LISTEN connection, as another web process would have).
 */
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/connection.ts';
import { notifyArticlesPublished } from '../db/queries/articleNotifications.ts';
import { notifications, users } from '../db/schema.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { NOTIFICATION_RETRY_MS, type NotificationList, type NotificationView } from '../domain/notifications.ts';
import type { SignedInActor } from '../domain/roles.ts';
import { createNotification } from '../services/reader/notifications.ts';
import { createNotificationFeed, type NotificationFeed } from '../services/reader/notificationFeed.ts';
import { eventually } from '../testing/eventually.ts';
import { createApp } from './app.ts';
import { createLiveStreamSlots, type LiveStreamSlots } from './liveStreamSlots.ts';
import { createLogger } from './logger.ts';

const SITE = 'http://localhost:3000';
const env = { SITE_NAME: 'Test', SITE_URL: SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
/** Both apps sign cookies with the same secret, as the web processes of one site do. */
const accounts = { secret: 'notification-test-secret-of-at-least-32-characters', sendMail: async () => {} };
const MAX_PER_READER = 3;
const ADMIN: SignedInActor = { id: 'admin-of-the-site', role: 'admin', suspended: false };

let t: TestDatabase;
/** The second app's connection: another pool and LISTEN connection on PostgreSQL; PGlite has only one. */
let other: Database;
let app: ReturnType<typeof createApp>;
let otherApp: ReturnType<typeof createApp>;
let feed: NotificationFeed;
let slots: LiveStreamSlots;
let server: ServerType;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestDatabase();
  other = t.url ? await openDatabase({ databaseUrl: t.url, poolSize: 2 }) : t.database;
  feed = createNotificationFeed(t.database);
  slots = createLiveStreamSlots({ perClient: MAX_PER_READER, max: 100 });
  app = createApp({ database: t.database, env, log: createLogger('silent'), accounts, notifications: { feed, slots, heartbeatMs: 200 } });
  otherApp = createApp({ database: other, env, log: createLogger('silent'), accounts });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise((r) => server?.close(r));
  if (other && other !== t?.database) await other.close();
  await t?.drop();
});

interface Reader {
  id: string;
  cookie: string;
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** A verified, signed-in reader (signed in through the first app; the second reads the same cookie). */
async function signedIn(email: string): Promise<Reader> {
  const headers = { origin: SITE, 'content-type': 'application/json' };
  await app.request('/api/auth/sign-up/email', { method: 'POST', headers, body: JSON.stringify({ name: 'Reader Name', email, password: 'Kettle-Monsoon-42' }) });
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const res = await app.request('/api/auth/sign-in/email', { method: 'POST', headers, body: JSON.stringify({ email, password: 'Kettle-Monsoon-42' }) });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return {
    id: user!.id,
    cookie,
    call: async (method, path, body, extra = {}) =>
      app.request(path, { method, headers: { origin: SITE, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra }, body: body === undefined ? undefined : JSON.stringify(body) }),
  };
}

async function message(userId: string, title: string, database: Database = t.database, extra: { actionUrl?: string | null } = {}) {
  return createNotification(database.db, ADMIN, userId, { type: 'success', title, message: `${title} — details`, ...extra });
}

const list = async (r: Reader, query = '') => (await (await r.call('GET', `/api/me/notifications${query}`)).json()) as NotificationList;

/** An open event stream over real HTTP. */
interface SseClient {
  status: number;
  headers: IncomingMessage['headers'];
  body: () => string;
  events: { id?: string; event?: string; data: string }[];
  retry: number | null;
  ended: boolean;
  close(): void;
}

function stream(cookie: string | null): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = get(`${baseUrl}/api/me/notifications/stream`, { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) } }, (res) => {
      let raw = '';
      let buffer = '';
      const client: SseClient = { status: res.statusCode ?? 0, headers: res.headers, body: () => raw, events: [], retry: null, ended: false, close: () => req.destroy() };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: { id?: string; event?: string; data: string } = { data: '' };
          for (const line of block.split('\n')) {
            if (line.startsWith('retry: ')) client.retry = Number(line.slice(7));
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) event.data += line.slice(6);
          }
          if (event.data) client.events.push(event);
        }
      });
      res.on('end', () => (client.ended = true));
      res.on('error', () => undefined);
      resolve(client);
    });
    req.on('error', (err) => {
      if ((err as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(err);
    });
  });
}

const received = (c: SseClient): NotificationView[] => c.events.filter((e) => e.event === 'notification').map((e) => JSON.parse(e.data) as NotificationView);

describe('notifications API', () => {
  it('refuses a signed-out reader with 401 on every route', async () => {
    const id = '6f1c7f3e-8d0a-4a57-9d43-2f7f0c3b9a11';
    for (const [method, path] of [['GET', '/api/me/notifications'], ['POST', '/api/me/notifications/read'], ['DELETE', `/api/me/notifications/${id}`], ['GET', '/api/me/notifications/stream']] as const) {
      const res = await app.request(path, { method, headers: { origin: SITE, 'content-type': 'application/json' }, body: method === 'POST' ? '{"all":true}' : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    }
    const signedOut = await stream(null);
    expect(signedOut.status).toBe(401);
    signedOut.close();
  });

  it('lists newest first with counts; read marks, mark all and delete move the counts', async () => {
    const r = await signedIn('counts@example.com');
    const empty = await r.call('GET', '/api/me/notifications');
    expect(empty.headers.get('cache-control')).toBe('private, no-store');
    expect(await empty.json()).toEqual({ notifications: [], unreadCount: 0, stats: { total: 0, unread: 0, read: 0, thisWeek: 0 } });

    const first = await message(r.id, 'First', t.database, { actionUrl: '/categories/creator-economy' });
    const second = await message(r.id, 'Second');
    const third = await message(r.id, 'Third');
    // An old one counts in the total but not this week; an expired one is gone.
    await t.database.db.update(notifications).set({ createdAt: new Date(Date.now() - 10 * 86_400_000) }).where(eq(notifications.id, first.id));
    const expired = await createNotification(t.database.db, ADMIN, r.id, { title: 'Expired', expiresAt: new Date(Date.now() - 1000) });

    const body = await list(r);
    expect(body.notifications.map((n) => n.title)).toEqual(['Third', 'Second', 'First']);
    expect(body.notifications.map((n) => n.id)).not.toContain(expired.id);
    expect(body.unreadCount).toBe(3);
    expect(body.stats).toEqual({ total: 3, unread: 3, read: 0, thisWeek: 2 });
    // The explicit field list, nothing more.
    expect(Object.keys(body.notifications[2]!).sort()).toEqual(['actionUrl', 'articleId', 'createdAt', 'expiresAt', 'id', 'isRead', 'kind', 'message', 'title', 'type']);
    expect(body.notifications[2]).toMatchObject({ type: 'success', kind: 'message', title: 'First', message: 'First — details', actionUrl: '/categories/creator-economy', articleId: null, isRead: false });
    expect((await list(r, '?limit=1&offset=1')).notifications.map((n) => n.title)).toEqual(['Second']);

    const marked = await r.call('POST', '/api/me/notifications/read', { ids: [second.id] });
    expect(marked.status).toBe(200);
    expect(marked.headers.get('cache-control')).toBe('private, no-store');
    expect(await marked.json()).toEqual({ changed: 1, unreadCount: 2, stats: { total: 3, unread: 2, read: 1, thisWeek: 2 } });
    expect((await list(r, '?unread=1')).notifications.map((n) => n.title)).toEqual(['Third', 'First']);

    expect(await (await r.call('POST', '/api/me/notifications/read', { all: true })).json()).toEqual({ changed: 2, unreadCount: 0, stats: { total: 3, unread: 0, read: 3, thisWeek: 2 } });
    expect((await list(r, '?unread=1')).notifications).toEqual([]);

    expect(await (await r.call('DELETE', `/api/me/notifications/${third.id}`)).json()).toEqual({ changed: 1, unreadCount: 0, stats: { total: 2, unread: 0, read: 2, thisWeek: 1 } });
    const again = await r.call('DELETE', `/api/me/notifications/${third.id}`);
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('keeps each reader\'s notifications their own: B neither lists, marks, deletes nor streams A\'s', async () => {
    const a = await signedIn('a-owner@example.com');
    const b = await signedIn('b-other@example.com');
    const mine = await message(a.id, 'For A only');
    const bStream = await stream(b.cookie);
    try {
      await eventually(() => feed.stats().readers >= 1, 'B to subscribe');
      expect((await list(b)).notifications).toEqual([]);
      expect(await (await b.call('POST', '/api/me/notifications/read', { ids: [mine.id] })).json()).toMatchObject({ changed: 0 });
      expect((await b.call('DELETE', `/api/me/notifications/${mine.id}`)).status).toBe(404);
      // A user id in the query names nobody: the reader is the session's.
      expect((await list(b, `?userId=${a.id}&user_id=${a.id}`)).notifications).toEqual([]);
      // A's notification is still there, unread.
      expect((await list(a)).notifications.map((n) => [n.id, n.isRead])).toEqual([[mine.id, false]]);

      // A new one for A, then one for B: B's stream gets only B's.
      await message(a.id, 'Another for A');
      const forB = await message(b.id, 'For B');
      await eventually(() => received(bStream).length > 0, 'B\'s notification');
      expect(received(bStream).map((n) => n.id)).toEqual([forB.id]);
    } finally {
      bStream.close();
    }
    // Mark all read only touches the reader's own.
    await b.call('POST', '/api/me/notifications/read', { all: true });
    expect((await list(a)).unreadCount).toBe(2);
  });

  it('answers 400 for bad input, 415 for a body that is not JSON, 403 from another site', async () => {
    const r = await signedIn('validation@example.com');
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?offset=-1', '?unread=maybe']) {
      const res = await r.call('GET', `/api/me/notifications${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
    }
    for (const body of [{}, { ids: [] }, { ids: ['not-a-uuid'] }, { all: false }, { ids: ['6f1c7f3e-8d0a-4a57-9d43-2f7f0c3b9a11'], all: true }, { all: true, userId: 'x' }, { ids: Array.from({ length: 101 }, () => crypto.randomUUID()) }]) {
      expect((await r.call('POST', '/api/me/notifications/read', body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await r.call('POST', '/api/me/notifications/read', undefined, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await r.call('DELETE', '/api/me/notifications/not-a-uuid')).status).toBe(400);
    const mine = await message(r.id, 'Keep me');
    expect((await r.call('DELETE', `/api/me/notifications/${mine.id}`, undefined, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await list(r)).notifications).toHaveLength(1);
  });

  it('takes only site paths as action links, in the service and in the table', async () => {
    const r = await signedIn('links@example.com');
    for (const actionUrl of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/a b']) {
      await expect(message(r.id, 'Bad link', t.database, { actionUrl })).rejects.toThrow();
      await expect(
        t.database.sql.query("INSERT INTO notifications (user_id, kind, title, message, action_url) VALUES ($1, 'message', 't', 'm', $2)", [r.id, actionUrl]),
      ).rejects.toThrow();
    }
    // Only an admin may message a reader.
    await expect(createNotification(t.database.db, { id: r.id, role: 'user', suspended: false }, r.id, { title: 'Self' })).rejects.toThrow('permission');
  });

  it('streams a notification written through another app\'s connection to the reader\'s open pages, presented', async () => {
    const r = await signedIn('stream@example.com');
    const [one, two] = await Promise.all([stream(r.cookie), stream(r.cookie)]);
    try {
      expect(one.status).toBe(200);
      expect(one.headers['content-type']).toContain('text/event-stream');
      expect(one.headers['cache-control']).toContain('no-store');
      expect(one.headers['content-encoding']).toBeUndefined();
      await eventually(() => one.retry === NOTIFICATION_RETRY_MS, 'the retry hint');
      await eventually(() => feed.stats().subscribers >= 2, 'both streams to subscribe');

      const sent = await message(r.id, 'Live message', other, { actionUrl: '/about' });
      for (const c of [one, two]) await eventually(() => received(c).length === 1, 'the message on every open page');
      expect(one.events[0]?.id).toBe(sent.id);
      expect(received(one)[0]).toEqual((await list(r)).notifications.find((n) => n.id === sent.id));

      // A breaking story published through the other connection: written after the publication, then streamed.
      const story = await insertTestArticle(other, { title: 'Breaking: Instagram launches creator payouts in India', originalPublishedAt: new Date(Date.now() - 60_000) });
      await other.db.transaction((tx) => notifyArticlesPublished(tx, [story]));
      await eventually(() => received(one).some((n) => n.articleId === story), 'the story notification');
      expect(received(one).find((n) => n.articleId === story)).toMatchObject({ kind: 'breaking', title: 'Breaking news', isRead: false });
    } finally {
      one.close();
      two.close();
    }
    await eventually(() => slots.stats().open === 0 && feed.stats().subscribers === 0, 'the streams to be released');
    // The signed-in reader's second app answers too (same cookie, same database).
    expect((await otherApp.request('/api/me/notifications', { headers: { cookie: r.cookie } })).status).toBe(200);
  });

  it('limits streams per reader, releases them on disconnect, and answers HEAD without a slot', async () => {
    const r = await signedIn('limits@example.com');
    const open = await Promise.all(Array.from({ length: MAX_PER_READER }, () => stream(r.cookie)));
    try {
      expect(open.map((c) => c.status)).toEqual(Array(MAX_PER_READER).fill(200));
      const refused = await stream(r.cookie);
      expect(refused.status).toBe(429);
      refused.close();
      // Another reader has a budget of their own.
      const someoneElse = await signedIn('limits-other@example.com');
      const theirs = await stream(someoneElse.cookie);
      expect(theirs.status).toBe(200);
      theirs.close();
      const head = await app.request('/api/me/notifications/stream', { method: 'HEAD', headers: { cookie: r.cookie } });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toContain('text/event-stream');
    } finally {
      for (const c of open) c.close();
    }
    await eventually(() => slots.stats().open === 0, 'every slot to be released');
    const again = await stream(r.cookie);
    expect(again.status).toBe(200);
    again.close();
  });

  it('ends a stream after its maximum age (the browser reconnects and the session is checked again)', async () => {
    const shortLived = createApp({ database: t.database, env, log: createLogger('silent'), accounts, notifications: { maxAgeMs: 300 } });
    const r = await signedIn('short@example.com');
    const res = await shortLived.request('/api/me/notifications/stream', { headers: { cookie: r.cookie } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`retry: ${NOTIFICATION_RETRY_MS}`);
  });
});
