import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { articleHashes, articles, type ArticleRow, type NewArticleRow } from '../../db/schema.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../../db/testDatabase.ts';
import { insertPageViews } from '../../db/queries/analytics.ts';
import { addDays, PAGE_VIEWS_KEPT_DAYS, utcDayOf } from '../../domain/analytics.ts';
import { BYTES_PER_MB } from '../../domain/lifecycleRules.ts';
import { getLifecycleAnalytics } from './getLifecycleAnalytics.ts';
import { runLifecycle } from './runLifecycle.ts';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

let t: TestDatabase;
// One clock for the file: fixtures are dated relative to `start`, so the survivors of one scenario are never due in the next.
const start = new Date();
const ago = (ms: number) => new Date(start.getTime() - ms);

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

const read = async (id: string): Promise<ArticleRow> => {
  const [row] = await t.database.db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw new Error(`article ${id} is gone`);
  return row;
};

describe('archiving rejected articles', () => {
  const now = start;
  const cases: { label: string; row: Parameters<typeof insertTestArticle>[1]; archived: boolean; id?: string }[] = [
    { label: 'rejected 47 h 59 m ago', row: { status: 'rejected', rejectedAt: ago(47 * H + 59 * MIN) }, archived: false },
    { label: 'rejected exactly 48 h ago', row: { status: 'rejected', rejectedAt: ago(48 * H) }, archived: false },
    { label: 'rejected 48 h + 1 s ago', row: { status: 'rejected', rejectedAt: ago(48 * H + S) }, archived: true },
    { label: 'rejected without rejected_at, updated 49 h ago', row: { status: 'rejected', rejectedAt: null, updatedAt: ago(49 * H) }, archived: true },
    { label: 'rejected 1 h ago, updated long ago', row: { status: 'rejected', rejectedAt: ago(H), updatedAt: ago(10 * D) }, archived: false },
    { label: 'a draft untouched for 10 days', row: { status: 'draft', adminStatus: 'pending_review', updatedAt: ago(10 * D) }, archived: false },
    { label: 'a published article', row: { status: 'published', rejectedAt: ago(10 * D) }, archived: false },
  ];

  beforeAll(async () => {
    for (const c of cases) c.id = await insertTestArticle(t.database, { createdAt: ago(20 * D), ...c.row });
  });

  it('counts what is pending before the run', async () => {
    const analytics = await getLifecycleAnalytics(t.database.db, now);
    expect(analytics).toMatchObject({ pending_archive: 2, total_archived: 0, pending_purge: 0, last_run: null });
  });

  it('archives only what was rejected more than 48 hours ago, and stamps archived_at', async () => {
    const stats = await runLifecycle(t.database, { now });
    expect(stats).toMatchObject({ archived_count: 2, purged_count: 0, total_processed: 2, storage_saved_mb: 0 });
    for (const c of cases) {
      const row = await read(c.id!);
      expect(row.status === 'archived', c.label).toBe(c.archived);
      expect(row.archivedAt?.getTime() ?? null, c.label).toBe(c.archived ? now.getTime() : null);
    }
  });

  it('records the run in automation_runs', async () => {
    const runs = await t.database.sql.query<{ run_type: string; status: string; stats: Record<string, number>; completed_at: Date | null }>(
      "SELECT run_type, status, stats, completed_at FROM automation_runs WHERE run_type = 'lifecycle'",
    );
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'completed', stats: { archived_count: 2, purged_count: 0, storage_saved_mb: 0, total_processed: 2 } });
    expect(runs[0]?.completed_at).not.toBeNull();
  });

  it('does nothing when run again', async () => {
    expect(await runLifecycle(t.database, { now })).toMatchObject({ archived_count: 0, purged_count: 0, total_processed: 0 });
  });
});

describe('purging archived articles', () => {
  const now = start;
  // Every column a purge clears, filled.
  const full = (): Partial<NewArticleRow> => ({
    author: 'Asha Rao',
    imageUrl: 'https://example.com/a.jpg',
    tags: ['reels', 'creators'],
    commentsUrl: 'https://example.com/a#comments',
    rssRawContent: 'Creators and brands, in plain text.',
    rssCategories: ['Influencers'],
    enclosures: [{ url: 'https://example.com/a.mp3', type: 'audio/mpeg' }],
    mediaThumbnails: [{ url: 'https://example.com/t.jpg', width: 640, height: 360 }],
    mediaMetadata: { mediaContent: [{ url: 'https://example.com/v.mp4', type: 'video/mp4', medium: 'video' }] },
    podcastMetadata: { audioUrl: 'https://example.com/a.mp3', duration: '12:00' },
    processingMetadata: { step: 'normalise' },
    mlClassificationData: { modelVersion: 'test', topFeatures: [] },
    keywordMatches: { primary: ['creators'], secondary: ['reels'], indian: ['india'] },
    blocklistFlags: ['cricket'],
    indiaRelevance: { score: 60 },
    sourceAttribution: { author: 'Asha Rao', feedTitle: 'Fixture News', rights: null },
    geographicData: { lat: 19.07, lon: 72.87, featureName: 'Mumbai' },
    originalSourceMetadata: { guid: 'abc' },
  });
  const cases: { label: string; archivedAt: Date | null; updatedAt?: Date; purged: boolean; id?: string }[] = [
    { label: 'archived 29 days ago', archivedAt: ago(29 * D), purged: false },
    { label: 'archived exactly 30 days ago', archivedAt: ago(30 * D), purged: false },
    { label: 'archived 30 days + 1 s ago', archivedAt: ago(30 * D + S), purged: true },
    { label: 'archived without archived_at, updated 31 days ago', archivedAt: null, updatedAt: ago(31 * D), purged: true },
  ];

  beforeAll(async () => {
    for (const c of cases) {
      c.id = await insertTestArticle(t.database, {
        ...full(),
        status: 'archived',
        rejectedAt: ago(40 * D),
        archivedAt: c.archivedAt,
        updatedAt: c.updatedAt ?? c.archivedAt ?? now,
        createdAt: ago(45 * D),
      });
      const row = await read(c.id);
      await t.database.db.insert(articleHashes).values([
        { kind: 'url', hash: row.urlHash, articleId: row.id },
        { kind: 'title', hash: row.titleHash, articleId: row.id },
      ]);
    }
  });

  it('counts what is pending before the run', async () => {
    expect(await getLifecycleAnalytics(t.database.db, now)).toMatchObject({ pending_purge: 2, total_purged: 0 });
  });

  it('purges only what was archived more than 30 days ago', async () => {
    const stats = await runLifecycle(t.database, { now });
    expect(stats).toMatchObject({ archived_count: 0, purged_count: 2, total_processed: 2 });
    expect(stats.storage_saved_bytes).toBeGreaterThan(0);
    for (const c of cases) expect((await read(c.id!)).status, c.label).toBe(c.purged ? 'purged' : 'archived');
  });

  it('leaves a hash-only record: title, source, category, hashes and dates, but no content or metadata', async () => {
    const purgedCase = cases.find((c) => c.purged)!;
    const row = await read(purgedCase.id!);
    expect(row).toMatchObject({
      status: 'purged',
      content: null,
      summary: null,
      imageUrl: null,
      author: null,
      tags: [],
      commentsUrl: null,
      rssRawContent: null,
      rssCategories: [],
      enclosures: [],
      mediaThumbnails: [],
      mediaMetadata: null,
      podcastMetadata: null,
      processingMetadata: null,
      mlClassificationData: null,
      keywordMatches: null,
      blocklistFlags: [],
      indiaRelevance: null,
      sourceAttribution: null,
      geographicData: null,
      originalSourceMetadata: null,
      category: 'creator-economy',
      sourceName: 'Fixture News',
    });
    expect(row.title).toMatch(/^Creators in India sign brand deals/);
    expect(row.sourceUrl).toMatch(/^https:\/\/example\.com\/fixture-/);
    expect(row.urlHash).toMatch(/^fixture-url-/);
    expect(row.titleHash).toMatch(/^fixture-title-/);
    expect(row.purgedAt?.getTime()).toBe(now.getTime());
    expect(row.archivedAt?.getTime()).toBe(purgedCase.archivedAt!.getTime());
    expect(row.rejectedAt?.getTime()).toBe(ago(40 * D).getTime());
    expect(row.createdAt.getTime()).toBe(ago(45 * D).getTime());
    expect(row.publishedAt).not.toBeNull();
    expect(row.originalPublishedAt).not.toBeNull();

    const hashes = await t.database.db.select().from(articleHashes).where(inArray(articleHashes.hash, [row.urlHash, row.titleHash]));
    expect(hashes.map((h) => [h.kind, h.articleId]).sort()).toEqual([
      ['title', row.id],
      ['url', row.id],
    ]);
  });

  it('keeps the content of an article not yet due', async () => {
    const row = await read(cases.find((c) => !c.purged)!.id!);
    expect(row).toMatchObject({ status: 'archived', summary: 'A summary about influencer marketing.', author: 'Asha Rao', tags: ['reels', 'creators'] });
    expect(row.content).not.toBeNull();
  });
});

describe('storage saved', () => {
  const now = start;
  const content = 'creator '.repeat(BYTES_PER_MB / 4); // 2 MB of ASCII

  it('is the measured size of the cleared columns, not an estimate', async () => {
    await insertTestArticle(t.database, { status: 'archived', archivedAt: new Date(now.getTime() - 31 * D), content, summary: 'abc' });
    const stats = await runLifecycle(t.database, { now });
    expect(stats.purged_count).toBe(1);
    // Empty arrays before and after cancel out; only content and summary held bytes.
    expect(stats.storage_saved_bytes).toBe(2 * BYTES_PER_MB + 3);
    expect(stats.storage_saved_mb).toBe(2);
  });

  it('adds up across runs in the analytics', async () => {
    const runs = await t.database.sql.query<{ bytes: string }>("SELECT sum((stats->>'storage_saved_bytes')::bigint)::text AS bytes FROM automation_runs WHERE run_type = 'lifecycle'");
    const analytics = await getLifecycleAnalytics(t.database.db, now);
    expect(analytics.estimated_storage_saved).toBe(Math.round((Number(runs[0]?.bytes) / BYTES_PER_MB) * 100) / 100);
    expect(analytics.estimated_storage_saved).toBeGreaterThanOrEqual(2);
  });
});

describe('large backlogs', () => {
  const now = start;
  const later = new Date(start.getTime() + 31 * D);

  it('are archived and purged in batches until nothing is due', async () => {
    await t.database.sql.query(
      `INSERT INTO articles (title, content, source_url, source_name, url_hash, title_hash, status, rejected_at)
       SELECT 'Backlog ' || g, 'Body ' || g, 'https://example.com/backlog/' || g, 'Fixture News', 'backlog-url-' || g, 'backlog-title-' || g,
              'rejected', $1::timestamptz
       FROM generate_series(1, 25) g`,
      [new Date(now.getTime() - 3 * D).toISOString()],
    );
    const archivedRun = await runLifecycle(t.database, { now, batchSize: 10 });
    expect(archivedRun).toMatchObject({ archived_count: 25, purged_count: 0 });
    const purgeRun = await runLifecycle(t.database, { now: later, batchSize: 10 });
    expect(purgeRun.purged_count).toBeGreaterThanOrEqual(25);
    const [left] = await t.database.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM articles WHERE title LIKE 'Backlog %' AND status <> 'purged'");
    expect(left?.n).toBe(0);
  });
});

describe('getLifecycleAnalytics', () => {
  it('reports totals, recent windows, pending counts and the last run', async () => {
    // Right after the run 31 days later, which archived the three rejections too young at `start` and purged every
    // row archived at or before `start`.
    const now = new Date(start.getTime() + 31 * D);
    const [counts] = await t.database.sql.query<{ archived: number; purged: number }>(
      "SELECT count(*) FILTER (WHERE status = 'archived')::int AS archived, count(*) FILTER (WHERE status = 'purged')::int AS purged FROM articles",
    );
    const analytics = await getLifecycleAnalytics(t.database.db, now);
    const lastRun = analytics.last_run?.stats as { archived_count: number; purged_count: number };
    expect(lastRun).toMatchObject({ archived_count: 3 });
    expect(analytics).toMatchObject({
      total_archived: counts!.archived,
      archived_last_24h: 3,
      total_purged: counts!.purged,
      // Purges at `start` are 31 days old by now; only the last run's count.
      purged_last_7d: lastRun.purged_count,
      pending_archive: 0,
      pending_purge: 0,
    });
    expect(analytics.total_archived).toBe(3);
    expect(analytics.last_run?.status).toBe('completed');
    // Everything due at `start` was purged then (2 + 1) and again at `later` (25 backlog + 2 first-run archives + 2 purge survivors).
    expect(analytics.total_purged).toBe(3 + 29);
    expect(lastRun.purged_count).toBe(29);
  });
});

describe('single page views', () => {
  it(`deletes the ones older than ${PAGE_VIEWS_KEPT_DAYS} days, in batches, and keeps their day summaries`, async () => {
    const today = utcDayOf(start);
    const view = (day: string, i: number) => ({
      viewedAt: new Date(`${day}T12:00:00Z`),
      day,
      path: `/lifecycle-views/${i}`,
      articleId: null,
      visitorHash: i.toString(16).padStart(16, '0'),
      referrerHost: null,
      device: 'desktop' as const,
    });
    const lastGone = addDays(today, -PAGE_VIEWS_KEPT_DAYS);
    const firstKept = addDays(today, 1 - PAGE_VIEWS_KEPT_DAYS);
    const days = [addDays(today, -400), lastGone, lastGone, lastGone, firstKept, firstKept, today];
    await insertPageViews(t.database.db, days.map(view));
    const summed = async () =>
      (await t.database.sql.query<{ views: number }>('SELECT coalesce(sum(views), 0)::int AS views FROM page_view_days'))[0]?.views;
    const before = await summed();

    const stats = await runLifecycle(t.database, { now: start, batchSize: 2 });
    expect(stats).toMatchObject({ page_views_deleted: 4, total_processed: 0 });
    const left = await t.database.sql.query<{ day: string }>("SELECT to_char(day, 'YYYY-MM-DD') AS day FROM page_views ORDER BY day");
    expect(left.map((r) => r.day)).toEqual([firstKept, firstKept, today]);
    expect(await summed()).toBe(before);
    // Nothing more is due: a second run deletes nothing.
    expect(await runLifecycle(t.database, { now: start })).toMatchObject({ page_views_deleted: 0 });
  });
});
