import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listActiveFeedSources, recordFeedCheck } from '../db/queries/feedSources.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import {
  addSource,
  DuplicateFeedUrlError,
  editSource,
  FeedSourceNotFoundError,
  FeedSourceValidationError,
  listSources,
  pauseSource,
  removeSource,
  resumeSource,
} from './feedSources.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

const db = () => t.database.db;
let n = 0;
const feed = (over: Record<string, unknown> = {}) => ({ name: `Feed ${++n}`, url: `https://feeds${n}.example.com/rss`, ...over });

/** The error a promise rejects with. */
async function rejection(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => expect.fail('expected a rejection'),
    (err: unknown) => err,
  );
}

describe('addSource', () => {
  it('creates a source with the table defaults and no computed figures', async () => {
    const row = await addSource(db(), { name: '  Social Samosa ', url: 'https://www.socialsamosa.com/rss', priority: 1, contentTypes: ['article', 'video'] });
    expect(row).toMatchObject({
      name: 'Social Samosa', url: 'https://www.socialsamosa.com/rss', siteUrl: null, priority: 1, region: 'global', supportsMedia: false,
      contentTypes: ['article', 'video'], isActive: true, isSample: false, dataRichnessScore: 0, averageImagesPerItem: 0, consecutiveFailures: 0,
      nextFetchAt: null, disabledAt: null, disabledReason: null,
    });
  });

  it('refuses a URL that is already a source, with a typed error', async () => {
    const err = await rejection(addSource(db(), { name: 'Another name', url: 'https://www.socialsamosa.com/rss' }));
    expect(err).toBeInstanceOf(DuplicateFeedUrlError);
    expect((err as Error).message).toBe('A feed with this URL already exists');
  });

  it.each([
    [{ url: 'https://x.example/rss' }, ['name is required']],
    [{ name: 'X', url: 'file:///etc/passwd' }, ['url must be an http:// or https:// URL']],
    [{ name: 'X', url: 'https://x.example/rss', priority: 7, contentTypes: ['blog'] }, ['priority must be from 1 (highest) to 5', 'contentTypes may contain only article, podcast, video']],
    [{ name: 'X', url: 'https://x.example/rss', dataRichnessScore: 100 }, ['dataRichnessScore is computed from fetched items and cannot be set']],
  ])('refuses %j with clear messages', async (input, issues) => {
    const err = await rejection(addSource(db(), input));
    expect(err).toBeInstanceOf(FeedSourceValidationError);
    expect((err as FeedSourceValidationError).issues).toEqual(issues);
    expect((err as Error).message).toBe(`Invalid feed source: ${issues.join('; ')}`);
    const [row] = await t.database.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM feed_sources WHERE url = 'https://x.example/rss'");
    expect(row?.n).toBe(0);
  });
});

describe('editSource', () => {
  it('changes only the fields given', async () => {
    const source = await addSource(db(), feed({ priority: 4, region: 'india' }));
    const edited = await editSource(db(), source.id, { name: 'Renamed', priority: 2, siteUrl: 'https://site.example.com/' });
    expect(edited).toMatchObject({ name: 'Renamed', priority: 2, siteUrl: 'https://site.example.com/', region: 'india', url: source.url });
    expect(edited.updatedAt.getTime()).toBeGreaterThanOrEqual(source.updatedAt.getTime());
  });

  it('drops the old validators and failures when the URL changes', async () => {
    const source = await addSource(db(), feed());
    await t.database.sql.query("UPDATE feed_sources SET etag = '\"v1\"', last_modified = 'yesterday', consecutive_failures = 3, next_fetch_at = now() + interval '1 hour' WHERE id = $1", [source.id]);
    const edited = await editSource(db(), source.id, { url: 'https://moved.example.com/rss' });
    expect(edited).toMatchObject({ url: 'https://moved.example.com/rss', etag: null, lastModified: null, consecutiveFailures: 0, nextFetchAt: null });
  });

  it('refuses another source\'s URL', async () => {
    const a = await addSource(db(), feed());
    const b = await addSource(db(), feed());
    await expect(editSource(db(), b.id, { url: a.url })).rejects.toThrow(DuplicateFeedUrlError);
    // Its own URL is not a duplicate.
    await expect(editSource(db(), b.id, { url: b.url, name: 'Same URL' })).resolves.toMatchObject({ name: 'Same URL' });
  });

  it.each([
    [{}, ['give at least one field to change']],
    [{ name: '' }, ['name must not be empty']],
    [{ averageImagesPerItem: 2.5 }, ['averageImagesPerItem is computed from fetched items and cannot be set']],
  ])('refuses %j', async (changes, issues) => {
    const source = await addSource(db(), feed());
    const err = await rejection(editSource(db(), source.id, changes));
    expect(err).toBeInstanceOf(FeedSourceValidationError);
    expect((err as FeedSourceValidationError).issues).toEqual(issues);
  });

  it('reports unknown and malformed ids as not found', async () => {
    await expect(editSource(db(), '00000000-0000-4000-8000-000000000000', { name: 'X' })).rejects.toThrow(FeedSourceNotFoundError);
    await expect(editSource(db(), 'not-a-uuid', { name: 'X' })).rejects.toThrow(FeedSourceNotFoundError);
  });
});

describe('pauseSource and resumeSource', () => {
  it('pauses a source so runs skip it, and resumes it', async () => {
    const source = await addSource(db(), feed());
    expect(await pauseSource(db(), source.id)).toMatchObject({ isActive: false, disabledAt: null });
    expect((await listActiveFeedSources(db())).map((s) => s.id)).not.toContain(source.id);
    expect(await resumeSource(db(), source.id)).toMatchObject({ isActive: true });
    expect((await listActiveFeedSources(db())).map((s) => s.id)).toContain(source.id);
  });

  it('resume re-enables an auto-disabled source and clears its failures and backoff', async () => {
    const source = await addSource(db(), feed());
    await t.database.sql.query(
      "UPDATE feed_sources SET is_active = false, disabled_at = now(), disabled_reason = 'HTTP 500', consecutive_failures = 10, next_fetch_at = now() + interval '1 day' WHERE id = $1",
      [source.id],
    );
    expect(await resumeSource(db(), source.id)).toMatchObject({ isActive: true, disabledAt: null, disabledReason: null, consecutiveFailures: 0, nextFetchAt: null });
  });

  it('switching a disabled source on through edit resumes it too', async () => {
    const source = await addSource(db(), feed());
    await t.database.sql.query("UPDATE feed_sources SET is_active = false, disabled_at = now(), disabled_reason = 'HTTP 500', consecutive_failures = 10 WHERE id = $1", [source.id]);
    expect(await editSource(db(), source.id, { isActive: true })).toMatchObject({ isActive: true, disabledAt: null, consecutiveFailures: 0 });
  });

  it('reports a missing source', async () => {
    await expect(pauseSource(db(), '00000000-0000-4000-8000-000000000001')).rejects.toThrow(FeedSourceNotFoundError);
    await expect(resumeSource(db(), '00000000-0000-4000-8000-000000000001')).rejects.toThrow(FeedSourceNotFoundError);
  });
});

describe('removeSource', () => {
  it('deletes the source and its health records but keeps its articles', async () => {
    const source = await addSource(db(), feed());
    await recordFeedCheck(db(), { sourceId: source.id, status: 'healthy', httpStatus: 200, responseTimeMs: 5, itemsFound: 1, itemsNew: 1, imagesExtracted: 0, dataPointsExtracted: 3, errorMessage: null });
    const articleId = await insertTestArticle(t.database, { feedSourceId: source.id });
    await removeSource(db(), source.id);
    const [left] = await t.database.sql.query<{ sources: number; checks: number }>(
      'SELECT (SELECT count(*)::int FROM feed_sources WHERE id = $1) AS sources, (SELECT count(*)::int FROM feed_health_checks WHERE source_id = $1) AS checks',
      [source.id],
    );
    expect(left).toEqual({ sources: 0, checks: 0 });
    const [article] = await t.database.sql.query<{ feed_source_id: string | null }>('SELECT feed_source_id FROM articles WHERE id = $1', [articleId]);
    expect(article).toEqual({ feed_source_id: null });
    await expect(removeSource(db(), source.id)).rejects.toThrow(FeedSourceNotFoundError);
  });
});

describe('listSources', () => {
  it('lists richest sources first, each with its latest health record', async () => {
    await t.database.sql.query('DELETE FROM feed_sources');
    const poor = await addSource(db(), feed({ name: 'Poor' }));
    const rich = await addSource(db(), feed({ name: 'Rich' }));
    const unchecked = await addSource(db(), feed({ name: 'Unchecked' }));
    const check = (sourceId: string, itemsFound: number, dataPointsExtracted: number, at: string, status: 'healthy' | 'error' = 'healthy') =>
      recordFeedCheck(
        db(),
        { sourceId, status, httpStatus: status === 'healthy' ? 200 : 500, responseTimeMs: itemsFound * 10, itemsFound, itemsNew: 0, imagesExtracted: 1, dataPointsExtracted, errorMessage: status === 'error' ? 'HTTP 500' : null },
        { now: new Date(at) },
      );
    await check(rich.id, 10, 70, '2026-11-22T10:00:00Z');
    await check(poor.id, 10, 7, '2026-11-22T09:00:00Z');
    // A later failure is the latest record; the richness figures stay from the last success.
    await check(poor.id, 0, 0, '2026-11-22T11:00:00Z', 'error');

    const list = await listSources(db());
    expect(list.map((s) => [s.name, s.dataRichnessScore])).toEqual([
      ['Rich', 100],
      ['Poor', 10],
      ['Unchecked', 0],
    ]);
    expect(list[0]?.latestHealth).toMatchObject({ status: 'healthy', responseTimeMs: 100, itemsFound: 10, imagesExtracted: 1, dataPointsExtracted: 70 });
    expect(list[0]?.latestHealth?.checkTimestamp.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(list[1]?.latestHealth).toMatchObject({ status: 'error', itemsFound: 0, errorMessage: 'HTTP 500' });
    expect(list[1]?.latestHealth?.checkTimestamp.toISOString()).toBe('2026-11-22T11:00:00.000Z');
    expect(list.find((s) => s.id === unchecked.id)?.latestHealth).toBeNull();
  });
});
