import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
const ids: Record<string, string> = {};

const env = { SITE_NAME: 'Test', SITE_URL: 'http://localhost:3000', CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({ database: t.database, env, log: createLogger('silent') });
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  ids.newest = await insertTestArticle(t.database, { title: 'Mumbai creators launch a UPI tipping collective', originalPublishedAt: minutesAgo(1), viewsCount: 5, tags: ['upi', 'tipping'] });
  ids.middle = await insertTestArticle(t.database, { title: 'Brand deals for regional creators double', category: 'brand-partnerships', originalPublishedAt: minutesAgo(10), viewsCount: 500, qualityScore: 95 });
  ids.oldest = await insertTestArticle(t.database, { title: 'ASCI tightens influencer disclosure rules', category: 'regulations', originalPublishedAt: minutesAgo(100), viewsCount: 50 });
  ids.lowRelevance = await insertTestArticle(t.database, { title: 'Low relevance story', relevanceScore: 29 });
  ids.edgeRelevance = await insertTestArticle(t.database, { title: 'Edge relevance story about creators', relevanceScore: 30, originalPublishedAt: minutesAgo(200) });
  ids.tools = await insertTestArticle(t.database, { title: 'New AI editing tool for creators', category: 'tools-technology' });
  ids.duplicate = await insertTestArticle(t.database, { title: 'Duplicate story', isDuplicate: true });
  ids.draft = await insertTestArticle(t.database, { title: 'Draft story', status: 'draft' });
  ids.archived = await insertTestArticle(t.database, { title: 'Archived story', status: 'archived' });
  ids.blocked = await insertTestArticle(t.database, { title: 'Cricket stars turn creators', originalPublishedAt: minutesAgo(300), content: '<p>Cricket players post reels.</p>' });
});

afterAll(async () => {
  await t?.drop();
});

const get = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
};
const titlesOf = (body: Record<string, unknown>) => (body.articles as { title: string }[]).map((a) => a.title);
const idsOf = (body: Record<string, unknown>) => (body.articles as { id: string }[]).map((a) => a.id);

describe('GET /api/articles', () => {
  it('lists only public articles, newest first, with the total count', async () => {
    const { status, body } = await get('/api/articles');
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([ids.newest, ids.middle, ids.oldest, ids.edgeRelevance]);
    expect(body.totalCount).toBe(4);
  });

  it('returns the public shape: no internal hashes or raw content', async () => {
    const { body } = await get('/api/articles?pageSize=1');
    const [a] = body.articles as Record<string, unknown>[];
    expect(a).toMatchObject({ id: ids.newest, category: 'creator-economy', sourceName: 'Fixture News', readTimeMinutes: 1 });
    expect(a).not.toHaveProperty('urlHash');
    expect(a).not.toHaveProperty('rssRawContent');
    expect(typeof a?.publishedAt).toBe('string');
  });

  it('pages with pageSize and keeps totalCount', async () => {
    const { body } = await get('/api/articles?page=2&pageSize=3');
    expect(idsOf(body)).toEqual([ids.edgeRelevance]);
    expect(body.totalCount).toBe(4);
  });

  it('filters by category, mapping legacy names', async () => {
    expect(idsOf((await get('/api/articles?category=brand-partnerships')).body)).toEqual([ids.middle]);
    expect(idsOf((await get('/api/articles?category=regulations-ethics')).body)).toEqual([ids.oldest]);
    expect(idsOf((await get('/api/articles?category=regulations')).body)).toEqual([ids.oldest]);
  });

  it('keeps tools-technology out of the general feed but lists it on its own category', async () => {
    expect(idsOf((await get('/api/articles?pageSize=100')).body)).not.toContain(ids.tools);
    expect(idsOf((await get('/api/articles?category=tools-technology')).body)).toEqual([ids.tools]);
  });

  it('legacy stored categories come back normalised', async () => {
    const { body } = await get('/api/articles?category=regulations-ethics');
    expect((body.articles as { category: string }[])[0]?.category).toBe('regulations-ethics');
  });

  it('sorts oldest, trending and quality', async () => {
    expect(idsOf((await get('/api/articles?sort=oldest')).body)[0]).toBe(ids.edgeRelevance);
    expect(idsOf((await get('/api/articles?sort=trending')).body)[0]).toBe(ids.middle);
    expect(idsOf((await get('/api/articles?sort=quality')).body)[0]).toBe(ids.middle);
  });

  it('searches full text (title, tags, content) and finds blocklisted titles only when searched', async () => {
    expect(idsOf((await get('/api/articles?search=tipping')).body)).toEqual([ids.newest]);
    expect(idsOf((await get('/api/articles?search=disclosure')).body)).toEqual([ids.oldest]);
    expect(idsOf((await get('/api/articles?search=cricket')).body)).toEqual([ids.blocked]);
    expect(idsOf((await get('/api/articles?search=Fixture%20News')).body)).toHaveLength(5);
    expect((await get('/api/articles?search=zzzznotfound')).body).toEqual({ articles: [], totalCount: 0 });
  });

  it('treats a blank search as no search', async () => {
    expect(titlesOf((await get('/api/articles?search=%20%20')).body)).not.toContain('Cricket stars turn creators');
  });

  it.each([
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['pageSize=101', 'pageSize'],
    ['category=nope', 'category'],
    ['sort=random', 'sort'],
  ])('rejects %s with 400 and the error envelope', async (query, field) => {
    const { status, body } = await get(`/api/articles?${query}`);
    expect(status).toBe(400);
    const error = body.error as { code: string; message: string; details: { field: string }[] };
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain(field);
    expect(error.details[0]?.field).toBe(field);
  });
});

describe('other API routes', () => {
  it('lists categories', async () => {
    const { status, body } = await get('/api/categories');
    expect(status).toBe(200);
    expect((body.categories as unknown[]).length).toBe(7);
  });

  it('answers unknown API routes with 404 and the envelope', async () => {
    const { status, body } = await get('/api/nope');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'not_found', message: 'No API route GET /api/nope' } });
  });

  it('reports liveness and readiness', async () => {
    expect((await get('/healthz')).body.status).toBe('ok');
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
  });

  it('sets security headers', async () => {
    const { headers } = await get('/api/categories');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
