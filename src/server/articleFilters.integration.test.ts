import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUALITY_BANDS, qualityBand } from '../domain/qualityBand.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
const env = { SITE_NAME: 'Test', SITE_URL: 'http://localhost:3000', CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };

const region: Record<string, string> = {};
/** Articles on both sides of every quality boundary: id → the band the domain rule gives it. */
const bandOf = new Map<string, string>();

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({ database: t.database, env, log: createLogger('silent') });
  region.indian = await insertTestArticle(t.database, { title: 'Mumbai creators form a guild', indiaRelevance: { score: 3, isRelevant: true } });
  region.indianString = await insertTestArticle(t.database, { title: 'Pune creators meet', indiaRelevance: { isRelevant: 'true' } });
  region.notIndian = await insertTestArticle(t.database, { title: 'Creators in Berlin form a guild', indiaRelevance: { score: 1, isRelevant: false } });
  region.unassessed = await insertTestArticle(t.database, { title: 'Creators everywhere', indiaRelevance: null });
  region.indianDraft = await insertTestArticle(t.database, { title: 'Draft from Delhi', status: 'draft', indiaRelevance: { isRelevant: true } });
  // relevance × confidence around 70/0.8 and 40/0.5 (relevance ≥ 30: every one is public).
  for (const relevance of [30, 39, 40, 69, 70, 100]) {
    for (const confidence of [0.3, 0.49, 0.5, 0.79, 0.8, 1]) {
      const id = await insertTestArticle(t.database, { title: `Quality grid ${relevance} ${confidence}`, relevanceScore: relevance, mlConfidenceScore: confidence });
      bandOf.set(id, qualityBand(relevance, confidence));
    }
  }
});
afterAll(async () => {
  await t?.drop();
});

const ids = async (query: string): Promise<string[]> => {
  const res = await app.request(`/api/articles?pageSize=100&${query}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { articles: { id: string }[]; totalCount: number };
  expect(body.totalCount).toBe(body.articles.length);
  return body.articles.map((a) => a.id);
};

describe('GET /api/articles region filter', () => {
  it('defaults to all regions, as before', async () => {
    const all = await ids('');
    expect(all).toEqual(await ids('region=all'));
    expect(all).toEqual(expect.arrayContaining([region.indian, region.indianString, region.notIndian, region.unassessed]));
    expect(all).not.toContain(region.indianDraft);
  });

  it('region=indian lists only articles whose stored verdict is India-relevant', async () => {
    expect((await ids('region=indian')).sort()).toEqual([region.indian, region.indianString].sort());
  });

  it('region=global lists the rest, including articles never assessed', async () => {
    const global = await ids('region=global');
    expect(global).toContain(region.notIndian);
    expect(global).toContain(region.unassessed);
    expect(global).not.toContain(region.indian);
    expect(global).not.toContain(region.indianString);
    expect(global.length + 2).toBe((await ids('')).length);
  });

  it('combines with search and category', async () => {
    expect(await ids('region=indian&search=guild')).toEqual([region.indian]);
    expect(await ids('region=global&search=guild')).toEqual([region.notIndian]);
    expect(await ids('region=indian&category=brand-partnerships')).toEqual([]);
  });

  it('rejects an unknown region with 400 and the envelope', async () => {
    const res = await app.request('/api/articles?region=europe');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; details: { field: string }[] } };
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.details[0]?.field).toBe('region');
  });
});

describe('GET /api/articles quality filter', () => {
  it.each(QUALITY_BANDS)('quality=%s returns exactly the grid articles the domain rule puts in that band', async (band) => {
    const listed = new Set(await ids(`quality=${band}&search=quality%20grid`));
    const expected = [...bandOf].filter(([, b]) => b === band).map(([id]) => id);
    expect([...listed].sort()).toEqual(expected.sort());
  });

  it('has articles in every band at the boundaries (70/0.8 high, 69/0.8 and 70/0.79 medium, 40/0.5 medium, 39 or 0.49 low)', () => {
    const counts = Object.fromEntries(QUALITY_BANDS.map((b) => [b, [...bandOf.values()].filter((v) => v === b).length]));
    expect(counts).toEqual({ high: 4, medium: 12, low: 20 });
  });

  it('partitions the list: the three bands add up to the unfiltered total', async () => {
    const total = (await ids('')).length;
    const sum = (await ids('quality=high')).length + (await ids('quality=medium')).length + (await ids('quality=low')).length;
    expect(sum).toBe(total);
  });

  it('combines with region and sort', async () => {
    expect(await ids('quality=high&region=indian')).toEqual([region.indian, region.indianString]); // fixtures default to 80 / 0.8
    const oldestFirst = await ids('quality=high&sort=oldest');
    expect(oldestFirst[0]).not.toBe((await ids('quality=high'))[0]);
  });

  it('rejects an unknown band with 400 and the envelope', async () => {
    const res = await app.request('/api/articles?quality=excellent');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({ code: 'invalid_request' });
    expect(body.error.message).toContain('quality');
  });
});
