/**
 * Likes and bookmarks over HTTP (both databases): signed-out refusal, validation, public articles only, counts from
 * the database, and no reader reaching another's data (IDOR): the reader is always the session's user.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, users } from '../db/schema.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

const SITE = 'http://localhost:3000';
let t: TestDatabase;
let app: ReturnType<typeof createApp>;
let story: string;
let other: string;
let draft: string;

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({ database: t.database, env: { SITE_NAME: 'Test', SITE_URL: SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' }, log: createLogger('silent'), accounts: { sendMail: async () => {} } });
  story = await insertTestArticle(t.database, { title: 'Creators in Surat launch a textile collab label', originalPublishedAt: new Date(Date.now() - 60_000) });
  other = await insertTestArticle(t.database, { title: 'YouTube Shorts adds a brand-deal marketplace in India', originalPublishedAt: new Date(Date.now() - 120_000) });
  draft = await insertTestArticle(t.database, { title: 'A draft nobody may see', status: 'draft' });
});
afterAll(async () => {
  await t?.drop();
});

/** A verified, signed-in reader: their cookie. */
async function signedIn(email: string): Promise<(method: string, path: string, headers?: Record<string, string>) => Promise<Response>> {
  const headers = { origin: SITE, 'content-type': 'application/json' };
  await app.request('/api/auth/sign-up/email', { method: 'POST', headers, body: JSON.stringify({ name: 'Reader Name', email, password: 'Kettle-Monsoon-42' }) });
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const res = await app.request('/api/auth/sign-in/email', { method: 'POST', headers, body: JSON.stringify({ email, password: 'Kettle-Monsoon-42' }) });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return async (method, path, headers = {}) => app.request(path, { method, headers: { origin: SITE, cookie, ...headers } });
}

describe('likes and bookmarks', () => {
  it('refuses a signed-out reader with 401 on every route', async () => {
    for (const [method, path] of [['PUT', `/api/me/bookmarks/${story}`], ['DELETE', `/api/me/bookmarks/${story}`], ['GET', '/api/me/bookmarks'], ['PUT', `/api/me/likes/${story}`], ['DELETE', `/api/me/likes/${story}`], ['GET', `/api/me/marks?ids=${story}`]] as const) {
      const res = await app.request(path, { method, headers: { origin: SITE } });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('saves, lists newest first, and removes bookmarks; likes count from the database', async () => {
    const asha = await signedIn('asha@example.com');
    const ravi = await signedIn('ravi@example.com');
    expect(await (await asha('PUT', `/api/me/bookmarks/${story}`)).json()).toEqual({ saved: true });
    expect((await asha('PUT', `/api/me/bookmarks/${story}`)).status).toBe(200);
    await asha('PUT', `/api/me/bookmarks/${other}`);
    const list = await asha('GET', '/api/me/bookmarks');
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const body = (await list.json()) as { articles: { id: string; savedAt: string }[]; totalCount: number };
    expect(body.totalCount).toBe(2);
    expect(body.articles.map((a) => a.id)).toEqual([other, story]);

    expect(await (await asha('PUT', `/api/me/likes/${story}`)).json()).toEqual({ liked: true, likes: 1 });
    expect(await (await ravi('PUT', `/api/me/likes/${story}`)).json()).toEqual({ liked: true, likes: 2 });
    expect(await (await ravi('PUT', `/api/me/likes/${story}`)).json()).toEqual({ liked: true, likes: 2 });
    expect(await (await asha('DELETE', `/api/me/likes/${story}`)).json()).toEqual({ liked: false, likes: 1 });
    expect(await (await asha('GET', `/api/me/marks?ids=${story},${other}`)).json()).toEqual({ liked: [], saved: expect.arrayContaining([story, other]) });

    expect(await (await asha('DELETE', `/api/me/bookmarks/${story}`)).json()).toEqual({ saved: false });
    expect(((await (await asha('GET', '/api/me/bookmarks')).json()) as { totalCount: number }).totalCount).toBe(1);
  });

  it('keeps each reader\'s data their own: B neither sees nor changes A\'s bookmarks and likes', async () => {
    const a = await signedIn('a-reader@example.com');
    const b = await signedIn('b-reader@example.com');
    await a('PUT', `/api/me/bookmarks/${story}`);
    await a('PUT', `/api/me/likes/${other}`);
    expect(((await (await b('GET', '/api/me/bookmarks')).json()) as { totalCount: number }).totalCount).toBe(0);
    expect(await (await b('GET', `/api/me/marks?ids=${story},${other}`)).json()).toEqual({ liked: [], saved: [] });
    // B's removals act on B's own rows only.
    await b('DELETE', `/api/me/bookmarks/${story}`);
    await b('DELETE', `/api/me/likes/${other}`);
    expect(await (await a('GET', `/api/me/marks?ids=${story},${other}`)).json()).toEqual({ liked: [other], saved: [story] });
    // A user id in the query or body changes nothing: there is no way to name another reader.
    expect(((await (await b('GET', `/api/me/bookmarks?userId=whatever`)).json()) as { totalCount: number }).totalCount).toBe(0);
  });

  it('answers 404 for an article that is not public, 400 for a malformed id', async () => {
    const r = await signedIn('c-reader@example.com');
    const notPublic = await r('PUT', `/api/me/bookmarks/${draft}`);
    expect(notPublic.status).toBe(404);
    expect(((await notPublic.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect((await r('PUT', `/api/me/likes/${draft}`)).status).toBe(404);
    const bad = await r('PUT', '/api/me/bookmarks/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
  });

  it('drops a saved story from the list once it stops being public', async () => {
    const r = await signedIn('d-reader@example.com');
    const soon = await insertTestArticle(t.database, { title: 'Creators in Nagpur open a co-working studio' });
    await r('PUT', `/api/me/bookmarks/${soon}`);
    expect(((await (await r('GET', '/api/me/bookmarks')).json()) as { totalCount: number }).totalCount).toBe(1);
    await t.database.db.update(articles).set({ status: 'archived' }).where(eq(articles.id, soon));
    expect(((await (await r('GET', '/api/me/bookmarks')).json()) as { totalCount: number }).totalCount).toBe(0);
  });

  it('refuses a bookmark posted from another site', async () => {
    const r = await signedIn('e-reader@example.com');
    // The reader's own cookie, sent by a page on another site (what a forged request looks like).
    expect((await r('PUT', `/api/me/bookmarks/${story}`, { origin: 'https://evil.example' })).status).toBe(403);
    expect(((await (await r('GET', '/api/me/bookmarks')).json()) as { totalCount: number }).totalCount).toBe(0);
  });
});
