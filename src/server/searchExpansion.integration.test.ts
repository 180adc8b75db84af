/**
 * Prefix and typo-tolerant search (issue 9) through the public API: "insta" and "instagrm" find Instagram stories, whole
 * words rank first, a hidden story is never found through an expanded term, a search that finds nothing offers the
 * closest known term, the known terms (migration 0027) follow a publication and a withdrawal, and the typed
 * suggestions match what is typed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleList } from '../domain/article.ts';
import type { SearchSuggestions, TypedSuggestions } from '../domain/searchSuggestions.ts';
import { notifyArticlesPublished } from '../db/queries/articleNotifications.ts';
import { refreshSearchTerms } from '../db/queries/searchTerms.ts';
import { articles } from '../db/schema.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { eventually } from '../testing/eventually.ts';
import { createSearchKeywordService } from '../services/searchKeywords.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
const env = { SITE_NAME: 'Test', SITE_URL: 'http://localhost:3000', CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
const ids = {} as Record<'igSubscriptions' | 'igReels' | 'instaWord' | 'youtube' | 'zorblattPublic' | 'zorblattHidden' | 'igDraft' | 'igDuplicate', string>;
let ipCounter = 0;
/** A fresh client address per request, so no test meets the per-client limits by accident. */
const fromFreshIp = () => ({ incoming: { socket: { remoteAddress: `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` } } });

const list = async (query: string): Promise<ArticleList> => {
  const res = await app.request(`/api/articles?${query}`, {}, fromFreshIp());
  expect(res.status).toBe(200);
  return (await res.json()) as ArticleList;
};
const found = async (search: string, extra = ''): Promise<string[]> => (await list(`search=${encodeURIComponent(search)}${extra}`)).articles.map((a) => a.id);
const suggestions = async (q: string): Promise<TypedSuggestions & SearchSuggestions> => {
  const res = await app.request(`/api/search/suggestions?q=${encodeURIComponent(q)}`, {}, fromFreshIp());
  expect(res.status).toBe(200);
  return (await res.json()) as TypedSuggestions & SearchSuggestions;
};
const terms = async (kind: string, term: string): Promise<{ label: string; doc_count: number }[]> =>
  t.database.sql.query('SELECT label, doc_count FROM search_terms WHERE kind = $1 AND term = $2', [kind, term]);
/** Rebuilds the terms now (the app's own refresh may hold the lock for a moment: then try again). */
const refreshNow = () => eventually(async () => (await refreshSearchTerms(t.database.db)) !== null, 'a search terms refresh');
const set = (id: string, values: Partial<typeof articles.$inferInsert>) => t.database.db.update(articles).set(values).where(eq(articles.id, id));

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({ database: t.database, env, log: createLogger('silent'), searchTerms: { delayMs: 0, minIntervalMs: 0 } });
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
  ids.igSubscriptions = await insertTestArticle(t.database, {
    title: 'Instagram tests paid subscriptions for creators in India',
    tags: ['Instagram', 'subscriptions'],
    category: 'platform-updates',
    sourceName: 'Social Samosa',
    originalPublishedAt: at(1),
  });
  ids.igReels = await insertTestArticle(t.database, { title: 'Why brands love Instagram Reels', tags: ['instagram reels'], category: 'brand-partnerships', originalPublishedAt: at(2) });
  ids.instaWord = await insertTestArticle(t.database, { title: 'Insta influencers of Kerala meet in Kochi', originalPublishedAt: at(30) });
  ids.youtube = await insertTestArticle(t.database, { title: 'YouTube Shorts payouts rise for Indian creators', tags: ['youtube shorts'], sourceName: 'Exchange4media', originalPublishedAt: at(3) });
  ids.zorblattPublic = await insertTestArticle(t.database, { title: 'Zorblatt creators meet brands in Pune', originalPublishedAt: at(4) });
  ids.zorblattHidden = await insertTestArticle(t.database, { title: 'Zorblatt agency shuts its Delhi office', originalPublishedAt: at(5) });
  // Never public: a draft and a duplicate that carry the same words.
  ids.igDraft = await insertTestArticle(t.database, { title: 'Instagram secret feature leaks early', status: 'draft', originalPublishedAt: at(1) });
  ids.igDuplicate = await insertTestArticle(t.database, { title: 'Instagram tests paid subscriptions again', isDuplicate: true, originalPublishedAt: at(1) });
  await refreshNow();
});
afterAll(async () => {
  await t?.drop();
});

describe('recording searches for trending', () => {
  it('records a search whose words find stories as written, never a word still being typed or a typo', async () => {
    const service = createSearchKeywordService(t.database.db);
    // Both find the Instagram stories (prefix, closest term), but neither is a term readers search for.
    expect((await found('instag')).length).toBeGreaterThan(0);
    expect(await service.recordSearch('instag')).toEqual({ recorded: false, keyword: 'instag', reason: 'no_results' });
    expect(await service.recordSearch('instagrm')).toEqual({ recorded: false, keyword: 'instagrm', reason: 'no_results' });
    expect(await service.recordSearch('instagram')).toMatchObject({ recorded: true, keyword: 'instagram' });
  });
});

describe('GET /api/articles?search= with prefixes and typos', () => {
  it('"insta" finds the Instagram stories; the story with the word itself ranks first', async () => {
    const got = await found('insta');
    expect(got[0]).toBe(ids.instaWord);
    expect(got).toEqual(expect.arrayContaining([ids.igSubscriptions, ids.igReels]));
    expect(got).not.toContain(ids.youtube);
  });

  it('"instagrm" finds them by the closest known term, and "Instagram" still finds them whole', async () => {
    expect(await found('instagrm')).toEqual(expect.arrayContaining([ids.igSubscriptions, ids.igReels]));
    expect(await found('Instagram')).toEqual(expect.arrayContaining([ids.igSubscriptions, ids.igReels]));
    expect(await found('instagrm reels')).toEqual([ids.igReels]);
  });

  it('"youtub" finds the YouTube story; a search with operators keeps its exact meaning', async () => {
    expect(await found('youtub')).toEqual([ids.youtube]);
    expect(await found('"instagrm reels"')).toEqual([]);
    expect(await found('instagram -reels')).toEqual(expect.arrayContaining([ids.igSubscriptions]));
    expect(await found('instagram -reels')).not.toContain(ids.igReels);
  });

  it('keeps the other filters: a category, and a page', async () => {
    expect(await found('insta', '&category=platform-updates')).toEqual([ids.igSubscriptions]);
    const second = await list('search=insta&pageSize=1&page=2');
    expect(second.totalCount).toBe(3);
    expect(second.articles).toHaveLength(1);
  });

  it('never finds a hidden story through an expanded term', async () => {
    await set(ids.zorblattHidden, { status: 'archived' });
    // "zorblattt" is no prefix of "zorblatt": only the close known term (still carried by the public story) finds it.
    await eventually(async () => (await found('zorblattt')).length === 1, 'the archived story to leave the search');
    expect(await found('zorblattt')).toEqual([ids.zorblattPublic]);
    expect(await found('zorbl')).toEqual([ids.zorblattPublic]);
    for (const search of ['insta', 'instagrm', 'instagram', 'insta secret', 'instagrm again']) {
      const got = await found(search);
      expect(got, search).not.toContain(ids.igDraft);
      expect(got, search).not.toContain(ids.igDuplicate);
    }
  });

  it('offers the closest known term when a search finds nothing, and only when that term finds something', async () => {
    // "reals" is too far from "reels" to be searched for it, close enough to be offered.
    const reals = await list('search=reals');
    expect(reals).toEqual({ articles: [], totalCount: 0, didYouMean: 'reels' });
    // Under a filter where "reels" finds nothing either, nothing is offered.
    expect(await list('search=reals&category=regulations-ethics')).toEqual({ articles: [], totalCount: 0 });
    expect(await list('search=zzqxv')).toEqual({ articles: [], totalCount: 0 });
  });
});

describe('the known terms', () => {
  it('hold the words of public titles, tags, categories and source names, never those of hidden stories', async () => {
    expect(await terms('word', 'instagram')).toEqual([{ label: 'instagram', doc_count: 2 }]);
    expect(await terms('word', 'samosa')).toEqual([{ label: 'samosa', doc_count: 1 }]);
    expect(await terms('word', 'platform')).toEqual([{ label: 'platform', doc_count: 1 }]);
    expect(await terms('tag', 'instagram reels')).toEqual([{ label: 'instagram reels', doc_count: 1 }]);
    expect(await terms('source', 'social samosa')).toEqual([{ label: 'Social Samosa', doc_count: 1 }]);
    expect(await terms('word', 'secret')).toEqual([]);
    expect(await terms('word', 'again')).toEqual([]);
  });

  it('follow a publication and a withdrawal', async () => {
    const id = await insertTestArticle(t.database, { title: 'Quokkafest brings creators together', tags: ['Quokka Summit'], sourceName: 'Wombat Wire', status: 'draft' });
    await refreshNow();
    expect(await terms('word', 'quokkafest')).toEqual([]);

    await set(id, { status: 'published' });
    await notifyArticlesPublished(t.database.db, [id]);
    await eventually(async () => (await terms('word', 'quokkafest')).length === 1, 'the published story\'s words to become terms');
    expect(await terms('tag', 'quokka summit')).toEqual([{ label: 'quokka summit', doc_count: 1 }]);
    expect(await terms('source', 'wombat wire')).toEqual([{ label: 'Wombat Wire', doc_count: 1 }]);
    expect(await found('quokkafst')).toEqual([id]);

    await set(id, { status: 'archived' }); // the 0013 trigger announces it
    await eventually(async () => (await terms('word', 'quokkafest')).length === 0, 'the withdrawn story\'s words to leave the terms');
    expect(await terms('tag', 'quokka summit')).toEqual([]);
    expect(await terms('source', 'wombat wire')).toEqual([]);
    expect(await found('quokkafest')).toEqual([]);
  });
});

describe('GET /api/search/suggestions?q=', () => {
  it('offers searches, topics, sources and stories that match what is typed, never a hidden story', async () => {
    const s = await suggestions('Insta');
    expect(s.query).toBe('insta');
    expect(s.terms.map((x) => x.term)).toEqual(expect.arrayContaining(['instagram', 'instagram reels']));
    expect(s.topics.map((x) => x.slug)).toEqual(['platform-updates']);
    expect(s.stories.map((x) => x.id)).toEqual([ids.igSubscriptions, ids.igReels, ids.instaWord]);
    expect(s.stories[0]?.path).toMatch(/^\/articles\/[0-9a-f-]{36}-instagram-tests-paid-subscriptions-for-creators-in-india$/);
    expect(JSON.stringify(s)).not.toContain('secret');
  });

  it('corrects a typo and finds sources by a word of their name', async () => {
    const typo = await suggestions('instagrm');
    // "instagram" is also a tag of this week's stories, so it comes as a trending keyword.
    expect(typo.terms[0]).toEqual({ term: 'instagram', trending: true, correction: true });
    expect(typo.stories.map((x) => x.id)).toEqual(expect.arrayContaining([ids.igSubscriptions, ids.igReels]));
    expect((await suggestions('samo')).sources).toEqual(['Social Samosa']);
    expect((await suggestions('exchange4')).sources).toEqual(['Exchange4media']);
  });

  it('gives the default panel below two characters, and refuses an overlong q', async () => {
    const short = await suggestions('i');
    expect(Object.keys(short).sort()).toEqual(['popularTopics', 'trending']);
    expect((await app.request(`/api/search/suggestions?q=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it('refuses a NUL in what is typed with 400 (it reached the term lookup, which PostgreSQL refuses: a 500)', async () => {
    for (const path of ['/api/search/suggestions?q=insta%00', '/api/trending-keywords?limit=5%00', '/api/articles?search=insta%00gram', '/api/articles/%00']) {
      const res = await app.request(path, {}, fromFreshIp());
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code, path).toBe('invalid_request');
    }
  });

  it('charges only the suggestions the cache cannot answer to the client', async () => {
    const limited = createApp({ database: t.database, env, log: createLogger('silent'), searchTerms: { suggestionRateLimit: { limit: 2, windowMs: 60_000 } } });
    const from = { incoming: { socket: { remoteAddress: '198.51.100.7' } } };
    const ask = (q: string) => limited.request(`/api/search/suggestions?q=${q}`, {}, from);
    expect((await ask('kera')).status).toBe(200);
    expect((await ask('koch')).status).toBe(200);
    expect((await ask('kera')).status).toBe(200); // cached
    const refused = await ask('pune');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});
