/**
 * Junk in, never a 500: every API route the app registers (read from the app itself, so a route added later is in
 * here without anyone listing it) gets hostile values in its query, its path parameters and its JSON body, signed in as
 * an admin so the input gets past the role checks to the schemas and the services. Whatever a route makes of the
 * input (400, 404, 409, 413, 415, 422, 429, 503 for a part this app was built without, or success), it must not be an
 * unhandled error: each one so far was input reaching PostgreSQL, which refused it (a NUL in a search, a lone surrogate
 * in an edit kept as jsonb by the audit log). On both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedSources } from '../db/schema.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { signedInCaller, type AppCall } from '../testing/appSession.ts';
import { TEST_SITE } from '../testing/authTestClient.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

const env = { SITE_NAME: 'Test', SITE_URL: TEST_SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };

/** Routes left out, each for a reason: the rest are all probed. */
const SKIPPED: Record<string, string> = {
  'GET /api/live/articles': 'an event stream that never ends (its own tests read it)',
  'GET /api/me/notifications/stream': 'an event stream that never ends (its own tests read it)',
  'DELETE /api/me': "deletes the acting admin's own account (tested in the account tests)",
  'POST /api/admin/model/retrain': 'takes no input and trains a model on each call (tested in the model tests)',
};

/** Query values: a NUL, numbers a column or an OFFSET cannot hold, dates that are not one or that PostgreSQL cannot hold (year 0, year 275760), long text, SQL quoting, full-text query operators, LIKE wildcards and escapes. */
const QUERY_JUNK = ['%00', '-1', '99999999999999999999', '1e309', '2026-13-45', '0000-01-01', '2026-02-30', '%2B275760-09-13', 'x'.repeat(1000), "'%20OR%201%3D1--", '%21%28%26%3A%2A%3C-%3E', '%5C%25_'];
/** What a state change's query gets: text PostgreSQL cannot store, and text longer than any column takes. */
const QUERY_TEXT_JUNK = ['%00', 'x'.repeat(1000)];
/** Query parameters some route reads (the others ignore them or refuse them, which is fine too). */
const QUERY_NAMES = ['q', 'search', 'page', 'pageSize', 'limit', 'sort', 'status', 'category', 'priority', 'tab', 'window', 'region', 'quality', 'actor', 'action', 'targetId', 'from', 'to', 'role', 'articleId', 'ids', 'term', 'url'];
/** Path parameter values. */
const PATH_JUNK = ['-1', '%00', 'x'.repeat(300), '%27', '00000000-0000-0000-0000-000000000000', '99999999999999999999'];
/** Whole JSON bodies of the wrong shape. */
const BODY_JUNK: unknown[] = [null, [], 'text', 1, {}, { __proto__: { polluted: true } }, JSON.parse(`${'{"a":'.repeat(500)}1${'}'.repeat(500)}`)];
/** Field values: text PostgreSQL cannot store, numbers out of every range, wrong types, hostile addresses. */
const FIELD_JUNK: unknown[] = [null, '', '\u0000', 'ok \ud800', 'x'.repeat(70_000), -1, 2147483648, 1e308, [], {}, true, ['\u0000'], '2026-13-45', '0000-01-01', '+275760-09-13T00:00:00.000Z', '0000-01-01T00:00:00Z', '2026-02-30T10:00:00Z', '!(&:*<->', '\\%_', 'http://127.0.0.1:22/'];
/** Body fields some route reads. */
const FIELDS = [
  'title', 'summary', 'content', 'source_name', 'source_url', 'category', 'status', 'image_url', 'featured', 'tags', 'reason', 'ids', 'action',
  'role', 'name', 'email', 'message', 'subject', 'url', 'value', 'label', 'sourceName', 'sourceUrl', 'asOf', 'version', 'term', 'progress',
  'percent', 'articleId', 'topics', 'regions', 'language', 'notifications', 'isActive', 'fetchIntervalMinutes', 'password', 'newPassword',
  'currentPassword', 'token', 'kind', 'channel', 'path', 'published_at', 'author', 'from', 'to', 'sortOrder',
];

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
let admin: AppCall;
/** What each path parameter is filled with when it is not the junk under test. */
const real: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({ database: t.database, env, log: createLogger('silent'), accounts: { sendMail: async () => {} } });
  admin = (await signedInCaller(app, t.database.db, 'admin@example.com', { role: 'admin' })).call;
  const reader = await signedInCaller(app, t.database.db, 'reader@example.com', { role: 'user' });
  const [feed] = await t.database.db.insert(feedSources).values({ name: 'Junk Feed', url: 'https://junk.example.com/feed' }).returning();
  Object.assign(real, {
    article: await insertTestArticle(t.database, { title: 'Creators in Mumbai sign brand deals' }),
    feed: feed?.id,
    user: reader.userId,
    articleId: await insertTestArticle(t.database, { title: 'A story waiting for review', status: 'draft', adminStatus: 'pending_review', publishedAt: null }),
    job: 'run-lifecycle',
    file: 'daily.csv',
    key: 'creators-in-india',
  });
}, 120_000);
afterAll(async () => {
  await t?.drop();
});

/** The API routes the app serves, as "METHOD /path/:param", from Hono's own route table (middleware left out). */
function apiRoutes(): string[] {
  const seen = new Set<string>();
  for (const r of app.routes) {
    if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) || !r.path.startsWith('/api/') || r.path.includes('*')) continue;
    seen.add(`${r.method} ${r.path}`);
  }
  // Deletions last, so the rows the other routes act on are still there for them.
  const last = (r: string) => (r.startsWith('DELETE ') ? 1 : 0);
  return [...seen].sort((a, b) => last(a) - last(b) || a.localeCompare(b));
}

/** The path with every parameter filled: the real row of its kind, or `junk` for parameter `only` (every one when null). */
function fill(path: string, junk?: { value: string; only: string | null }): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (junk && (junk.only === null || junk.only === name)) return junk.value;
    if (name === 'id') return real[path.includes('/feeds/') ? 'feed' : path.includes('/users/') ? 'user' : 'article'] as string;
    return real[name] ?? 'x';
  });
}

/** The body a request without junk in its body carries: none for reads and deletions, `{}` for the rest. */
const plainBody = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

/** Sends one request: its status, its answer, and a line describing it when the answer was an unhandled error. */
async function probe(method: string, path: string, body?: unknown): Promise<{ failure: string | null; answer: string; status: number }> {
  const res = await admin(method, path, body);
  const answer = await res.text();
  const failed = res.status === 500 || answer.includes('"internal_error"');
  return { failure: failed ? `${res.status} ${method} ${path.slice(0, 120)}${body === undefined ? '' : ` ${JSON.stringify(body).slice(0, 100)}`}` : null, answer, status: res.status };
}

/** The fields a 400 names: each issue's top-level field, and the keys a strict schema calls unrecognised. */
function refusedFields(answer: string): Set<string> {
  const refused = new Set<string>();
  try {
    const details = (JSON.parse(answer) as { error?: { details?: { field?: string; message?: string }[] } }).error?.details ?? [];
    for (const d of details) {
      if (d.field) refused.add(d.field.split('.')[0] as string);
      for (const m of (d.message ?? '').matchAll(/"([^"]+)"/g)) refused.add(m[1] as string);
    }
  } catch {
    /* not our envelope: nothing named */
  }
  return refused;
}

/**
 * Every field set to `value` at once; the fields a 400 refuses are dropped and the rest sent again, until the route
 * takes them all or refuses none by name. So the fields a route accepts with this value reach its service together,
 * in a few requests instead of one per field. Returns the unhandled errors met on the way.
 */
async function probeFields(method: string, path: string, names: string[], value: unknown, into: 'query' | 'body'): Promise<string[]> {
  const failures: string[] = [];
  let left = names;
  for (let round = 0; round < 6 && left.length > 0; round++) {
    const target = into === 'query' ? `${path}?${left.map((n) => `${n}=${value as string}`).join('&')}` : path;
    const body = into === 'body' ? Object.fromEntries(left.map((n) => [n, value])) : plainBody(method);
    const { failure, answer, status } = await probe(method, target, body);
    if (failure) failures.push(failure);
    if (status !== 400) break;
    const refused = refusedFields(answer);
    const rest = left.filter((n) => !refused.has(n));
    if (rest.length === left.length) break;
    left = rest;
  }
  return failures;
}

describe('junk input to every API route', () => {
  it('finds the routes in the app itself', () => {
    const routes = apiRoutes();
    // A sample of each kind: public reads, reader actions, the back office; a broken route table would list none.
    for (const r of ['GET /api/articles', 'PUT /api/me/bookmarks/:articleId', 'PATCH /api/admin/articles/:id', 'POST /api/admin/articles/bulk', 'PATCH /api/admin/site-content/hero-figures/:key']) {
      expect(routes).toContain(r);
    }
    expect(routes.length).toBeGreaterThan(60);
    for (const skipped of Object.keys(SKIPPED)) expect(routes, `${skipped} is skipped but no longer exists`).toContain(skipped);
  });

  it('answers junk in queries and path parameters without an unhandled error', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes()) {
      if (SKIPPED[route]) continue;
      const [method, path] = route.split(' ') as [string, string];
      // Routes that take a body read their input from it (the next test); their query gets the text values only.
      for (const value of method === 'GET' ? QUERY_JUNK : QUERY_TEXT_JUNK) failures.push(...(await probeFields(method, fill(path), QUERY_NAMES, value, 'query')));
      for (const param of path.match(/:\w+/g) ?? []) {
        for (const value of PATH_JUNK) failures.push((await probe(method, fill(path, { value, only: param.slice(1) }), plainBody(method))).failure ?? '');
      }
    }
    expect(failures.filter(Boolean)).toEqual([]);
  }, 300_000);

  it('answers junk JSON bodies and junk in each field without an unhandled error', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes()) {
      if (SKIPPED[route]) continue;
      const [method, path] = route.split(' ') as [string, string];
      if (method === 'GET' || method === 'DELETE') continue;
      for (const body of BODY_JUNK) failures.push((await probe(method, fill(path), body)).failure ?? '');
      for (const value of FIELD_JUNK) failures.push(...(await probeFields(method, fill(path), FIELDS, value, 'body')));
    }
    expect(failures.filter(Boolean)).toEqual([]);
  }, 300_000);
});
