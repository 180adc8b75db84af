import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFeedSources } from '../db/queries/feedSources.ts';
import { feedSources } from '../db/schema.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { assessIndiaRelevance } from '../domain/indiaRelevance.ts';
import { seedFeedSources } from '../pipeline/sources/seedSources.ts';
import { DEFAULT_SOURCES } from '../pipeline/sources/defaultSources.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
const ids: Record<string, string> = {};
const env = { SITE_NAME: 'Test', SITE_URL: 'http://localhost:3000', CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function viewsOf(id: string): Promise<number> {
  const res = await t.database.db.execute(sql`SELECT views_count FROM articles WHERE id = ${id}`);
  return Number((res as unknown as { rows: { views_count: number }[] }).rows[0]?.views_count);
}

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({ database: t.database, env, log: createLogger('silent') });
  await ensureFeedSources(t.database.db, [
    { name: 'Rated Daily', url: 'https://rated.example/feed', priority: 1, region: 'india', contentTypes: [], supportsMedia: false, tier: 'premium', authorityScore: 93 },
    { name: 'Unrated Weekly', url: 'https://unrated.example/feed', priority: 2, region: 'global', contentTypes: [], supportsMedia: false },
  ]);
  const sources = await t.database.db.select({ id: feedSources.id, url: feedSources.url }).from(feedSources);
  const rated = sources.find((s) => s.url === 'https://rated.example/feed')?.id;
  const unrated = sources.find((s) => s.url === 'https://unrated.example/feed')?.id;
  const india = assessIndiaRelevance('Creators in Mumbai sign UPI deals', 'https://rated.example/x');
  ids.main = await insertTestArticle(t.database, {
    title: 'Breaking: Mumbai creators launch a UPI tipping collective',
    tags: ['UPI', 'Tipping'],
    feedSourceId: rated,
    indiaRelevance: { ...india },
    viewsCount: 30,
    originalPublishedAt: minutesAgo(30),
  });
  ids.sameCategory = await insertTestArticle(t.database, { title: 'Creator funds grow again', feedSourceId: unrated, originalPublishedAt: minutesAgo(40) });
  ids.sharedTag = await insertTestArticle(t.database, { title: 'Brands try UPI payouts', category: 'brand-partnerships', tags: ['upi'], originalPublishedAt: minutesAgo(50) });
  ids.other = await insertTestArticle(t.database, { title: 'New disclosure rules', category: 'regulations-ethics', originalPublishedAt: minutesAgo(60) });
  ids.draft = await insertTestArticle(t.database, { title: 'Draft story', status: 'draft' });
  ids.duplicate = await insertTestArticle(t.database, { title: 'Duplicate story', isDuplicate: true });
});

afterAll(async () => {
  await t?.drop();
});

/** Posts view reports; `from` is the client's address (the limit's key: every app on this database shares the counters). */
const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }, target = app, from = '127.0.0.1') =>
  target.request('/api/articles/views', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }, { incoming: { socket: { remoteAddress: from } } });

describe('GET /api/articles/:id', () => {
  it('returns the public detail with badges, source rating and related articles', async () => {
    const res = await app.request(`/api/articles/${ids.main}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { article: Record<string, unknown>; related: { id: string }[] };
    expect(body.article).toMatchObject({
      id: ids.main,
      title: 'Breaking: Mumbai creators launch a UPI tipping collective',
      sourceRating: { tier: 'premium', authorityScore: 93 },
      indiaBadge: { kind: 'city', label: 'Mumbai' },
      signals: { trending: true, breaking: true },
    });
    expect(typeof body.article.updatedAt).toBe('string');
    expect(body.article).not.toHaveProperty('indiaRelevance');
    expect(body.article).not.toHaveProperty('urlHash');
    expect(body.related.map((r) => r.id)).toEqual([ids.sameCategory, ids.sharedTag, ids.other]);
    expect(res.headers.get('cache-control')).toContain('max-age=30');
  });

  it('gives an unrated source no rating and a story without a verdict no India badge', async () => {
    const body = (await (await app.request(`/api/articles/${ids.sameCategory}`)).json()) as { article: Record<string, unknown> };
    expect(body.article.sourceRating).toBeNull();
    expect(body.article.indiaBadge).toBeNull();
  });

  it('accepts an upper-case id', async () => {
    expect((await app.request(`/api/articles/${ids.main?.toUpperCase()}`)).status).toBe(200);
  });

  it.each([
    ['unknown', UNKNOWN],
    ['draft', 'draft'],
    ['duplicate', 'duplicate'],
  ])('answers 404 with the envelope for a %s article', async (_, key) => {
    const res = await app.request(`/api/articles/${ids[key] ?? key}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No published article has this id.' } });
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const res = await app.request(`/api/articles/${ids.main}-with-a-slug`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
  });
});

describe('POST /api/articles/views', () => {
  it('counts one view per public id, once per request, and ignores drafts, duplicates and unknown ids', async () => {
    const before = { main: await viewsOf(ids.main!), other: await viewsOf(ids.other!), draft: await viewsOf(ids.draft!), dup: await viewsOf(ids.duplicate!) };
    const res = await post({ ids: [ids.main, ids.main?.toUpperCase(), ids.other, ids.draft, ids.duplicate, UNKNOWN] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ counted: 2 });
    expect(res.headers.get('ratelimit-limit')).toBe('60');
    expect(await viewsOf(ids.main!)).toBe(before.main + 1);
    expect(await viewsOf(ids.other!)).toBe(before.other + 1);
    expect(await viewsOf(ids.draft!)).toBe(before.draft);
    expect(await viewsOf(ids.duplicate!)).toBe(before.dup);
  });

  it('does not touch updated_at (a view is not an edit)', async () => {
    const read = async () => (await t.database.db.execute(sql`SELECT updated_at::text AS u FROM articles WHERE id = ${ids.other}`)) as unknown as { rows: { u: string }[] };
    const before = (await read()).rows[0]?.u;
    await post({ ids: [ids.other] });
    expect((await read()).rows[0]?.u).toBe(before);
  });

  it.each([
    ['an empty list', { ids: [] }],
    ['a non-UUID', { ids: ['abc'] }],
    ['51 ids', { ids: Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`) }],
    ['no ids', { id: UNKNOWN }],
    ['broken JSON', '{"ids": ['],
  ])('refuses %s with 400', async (_, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
  });

  it('refuses a form post (415) and an oversized body (413)', async () => {
    expect((await post(`ids=${UNKNOWN}`, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post({ ids: [UNKNOWN], pad: 'x'.repeat(5000) })).status).toBe(413);
  });

  it('limits reports per client address with 429 and Retry-After', async () => {
    const limited = createApp({ database: t.database, env, log: createLogger('silent'), views: { rateLimit: { limit: 2, windowMs: 60_000 } } });
    const client = '192.0.2.41';
    expect((await post({ ids: [UNKNOWN] }, undefined, limited, client)).status).toBe(200);
    expect((await post({ ids: [UNKNOWN] }, undefined, limited, client)).status).toBe(200);
    const refused = await post({ ids: [ids.main] }, undefined, limited, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    // Another address has its own budget.
    expect((await post({ ids: [UNKNOWN] }, undefined, limited, '192.0.2.42')).status).toBe(200);
  });
});

describe('source ratings on feed sources', () => {
  it('seeds the bundled sources with their tiers and rates older unrated rows without overwriting a set rating', async () => {
    const [first, second] = DEFAULT_SOURCES;
    // An install from before 0007: one default source already exists unrated, another was rated by hand.
    await ensureFeedSources(t.database.db, [
      { name: first!.name, url: first!.url, priority: 1, region: 'india', contentTypes: [], supportsMedia: false },
      { name: second!.name, url: second!.url, priority: 1, region: 'india', contentTypes: [], supportsMedia: false, tier: 'established', authorityScore: 50 },
    ]);
    await seedFeedSources(t.database, { samples: true });
    const rows = await t.database.db.select().from(feedSources);
    const byUrl = new Map(rows.map((r) => [r.url, r]));
    expect(byUrl.get(first!.url)).toMatchObject({ tier: first!.tier, authorityScore: first!.authorityScore });
    expect(byUrl.get(second!.url)).toMatchObject({ tier: 'established', authorityScore: 50 });
    for (const s of DEFAULT_SOURCES.slice(2)) expect(byUrl.get(s.url)).toMatchObject({ tier: s.tier, authorityScore: s.authorityScore });
    const samples = rows.filter((r) => r.isSample);
    expect(samples.length).toBeGreaterThan(0);
    for (const s of samples) expect(s.tier).not.toBeNull();
    expect(samples.some((s) => (s.authorityScore ?? 0) >= 90)).toBe(true);
  });

  it('refuses a tier without a score, an unknown tier and a score above 100 (0007 checks)', async () => {
    const [row] = await t.database.db.select({ id: feedSources.id }).from(feedSources).limit(1);
    const update = (values: Record<string, unknown>) => t.database.db.update(feedSources).set(values).where(eq(feedSources.id, row!.id));
    await expect(update({ tier: 'premium', authorityScore: null })).rejects.toThrow();
    await expect(update({ tier: 'gold', authorityScore: 80 })).rejects.toThrow();
    await expect(update({ tier: 'premium', authorityScore: 101 })).rejects.toThrow();
  });
});
