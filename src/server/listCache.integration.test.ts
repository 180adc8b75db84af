/**
 * The public list cache (services/publicContent.ts) and its HTTP side (cacheableResponse.ts): lists are answered
 * from the process's cache until a publication is notified, gzip bytes are made once, and ETags give 304s.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyArticlesPublished } from '../db/queries/articleNotifications.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';
import { eventually } from '../testing/eventually.ts';

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
const env = { SITE_NAME: 'Test', SITE_URL: 'http://localhost:3000', CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({ database: t.database, env, log: createLogger('silent') });
  await insertTestArticle(t.database, { title: 'Creators in Pune start a brand-deal cooperative', originalPublishedAt: new Date(Date.now() - 60_000) });
});

afterAll(async () => {
  await t?.drop();
});

const titles = async (path = '/api/articles'): Promise<string[]> => {
  const res = await app.request(path);
  expect(res.status).toBe(200);
  return ((await res.json()) as { articles: { title: string }[] }).articles.map((a) => a.title);
};


describe('the public list cache', () => {
  it('answers a repeated query from the cache, and shows a new story as soon as its publication is notified', async () => {
    const before = await titles();
    expect(before).toEqual(['Creators in Pune start a brand-deal cooperative']);
    // Written behind the app's back (no notification): the cached list is still served.
    const id = await insertTestArticle(t.database, { title: 'Meesho pays creators per sale in Tier-2 towns', originalPublishedAt: new Date() });
    expect(await titles()).toEqual(before);
    // Another query is its own entry and reads the database.
    expect(await titles('/api/articles?sort=oldest')).toHaveLength(2);
    // The pipeline notifies in the publishing transaction; every process's cache is emptied on hearing it.
    await notifyArticlesPublished(t.database.db, [id]);
    await eventually(async () => (await titles()).length === 2, 'the notified story to be listed');
    expect((await titles())[0]).toBe('Meesho pays creators per sale in Tier-2 towns');
  });

  it('sends gzip to clients that accept it, the same JSON as identity, and the same ETag for both', async () => {
    const zipped = await app.request('/api/articles', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const plain = await app.request('/api/articles', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainText = await plain.text();
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(plainText);
    expect(JSON.parse(plainText)).toHaveProperty('totalCount', 2);
    expect(zipped.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    expect(plain.headers.get('etag')).toBe(zipped.headers.get('etag'));
    expect(plain.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=60');
    // q=0 refuses gzip.
    const refused = await app.request('/api/articles', { headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it('answers If-None-Match with 304 while the list is unchanged, and 200 with a new ETag after a publication', async () => {
    const first = await app.request('/api/articles');
    const etag = first.headers.get('etag') ?? '';
    const again = await app.request('/api/articles', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const id = await insertTestArticle(t.database, { title: 'YouTube Shorts revenue share reaches Indian creators', originalPublishedAt: new Date() });
    await notifyArticlesPublished(t.database.db, [id]);
    await eventually(async () => (await app.request('/api/articles', { headers: { 'if-none-match': etag } })).status === 200, 'a changed list');
    const changed = await app.request('/api/articles', { headers: { 'if-none-match': etag } });
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('never lists a story body: the list carries the read time, the article endpoint the content', async () => {
    const id = await insertTestArticle(t.database, { title: 'Creators weigh a GST change', content: `<p>${'word '.repeat(450)}</p>`, originalPublishedAt: new Date() });
    await notifyArticlesPublished(t.database.db, [id]);
    let listed: Record<string, unknown> | undefined;
    await eventually(async () => {
      const body = (await (await app.request('/api/articles')).json()) as { articles: Record<string, unknown>[] };
      listed = body.articles.find((a) => a.id === id);
      return listed !== undefined;
    }, 'the story to be listed');
    expect(listed).not.toHaveProperty('content');
    expect(listed?.readTimeMinutes).toBe(3);
    const detail = (await (await app.request(`/api/articles/${id}`)).json()) as { article: { content: string; readTimeMinutes: number } };
    expect(detail.article.content).toContain('word word');
    expect(detail.article.readTimeMinutes).toBe(3);
  });
});
