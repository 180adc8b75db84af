import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPublicArticle, listPublicArticles } from '../../db/queries/publicArticles.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../../db/testDatabase.ts';
import { articleListQuerySchema } from '../../domain/articleQuery.ts';
import { getClassifier } from '../classify/bundledModel.ts';
import type { DecisionOutcome } from '../decide/decideStatus.ts';
import { titleHash, urlHash } from '../dedupe/hashes.ts';
import { purgeArchivedBatch } from '../lifecycle/purgeArchivedArticles.ts';
import type { NormalisedItem } from '../normalise/normaliseItem.ts';
import { storeArticles, type StoreInput } from './storeArticle.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t?.drop());

const PUBLISH: DecisionOutcome = { decision: 'published', status: 'published', adminStatus: 'auto_approved' };
const REVIEW: DecisionOutcome = { decision: 'pending_review', status: 'draft', adminStatus: 'pending_review' };
const REJECT: DecisionOutcome = { decision: 'auto_rejected', status: 'draft', adminStatus: 'auto_rejected' };

let n = 0;
/** One article from `outlet`; each call a new address and title (the title hash is not what groups them here). */
function input(outlet: string, title: string, outcome: DecisionOutcome, nearDuplicateOf?: string): StoreInput {
  n++;
  const url = `https://${outlet.toLowerCase().replace(/\W+/g, '')}.example/story-${n}`;
  const item: NormalisedItem = {
    title,
    summary: 'Creators and brands on Instagram and YouTube in India.',
    content: '',
    sourceUrl: url, sourceName: outlet, author: null, sourceAttribution: {}, imageUrl: null, mediaThumbnails: [], enclosures: [],
    mediaMetadata: null, podcastMetadata: null, geographicData: null, commentsUrl: null, rssCategories: [], tags: [], contentType: 'article',
    originalPublishedAt: new Date(Date.now() - 3_600_000 + n * 1000), rawContent: '',
  };
  const classification = { ...getClassifier()({ title, summary: item.summary, sourceName: outlet, sourceUrl: url }), relevanceScore: 80 };
  return {
    item, classification, outcome, urlHash: urlHash(url), titleHash: titleHash(`${title} ${n}`), feedSourceId: null,
    ...(nearDuplicateOf ? { nearDuplicateOf: { id: nearDuplicateOf, score: 0.6 } } : {}),
  };
}

const idOf = (o: unknown) => (o as { id: string }).id;
async function store(i: StoreInput): Promise<string> {
  const [out] = await storeArticles(t.database.db, [i]);
  return idOf(out);
}
async function row(id: string) {
  const [r] = await t.database.sql.query<{ cluster_id: string | null; coverage_count: number; is_duplicate: boolean; duplicate_of: string | null; status: string }>(
    'SELECT cluster_id, coverage_count, is_duplicate, duplicate_of, status FROM articles WHERE id = $1',
    [id],
  );
  return r;
}

describe('story clusters', () => {
  it('groups near-duplicates from other outlets into one story, counted per outlet, and shows the others on the public story', async () => {
    const a = await store(input('Social Samosa', 'Prajakta Koli signs a podcast deal with a streaming platform', PUBLISH));
    expect(await row(a)).toMatchObject({ cluster_id: null, coverage_count: 1 });

    const b = await store(input('afaqs', 'Streaming platform signs Prajakta Koli for a podcast', PUBLISH, a));
    expect(await row(a)).toMatchObject({ cluster_id: a, coverage_count: 2, is_duplicate: false });
    expect(await row(b)).toMatchObject({ cluster_id: a, is_duplicate: true, duplicate_of: a });

    // A third outlet repeating the second (a near-duplicate of a duplicate) joins the same story; the same outlet twice counts once.
    const c = await store(input('Storyboard18', 'Prajakta Koli podcast deal: what the streaming platform gets', PUBLISH, b));
    const d = await store(input('afaqs', 'Prajakta Koli podcast deal, the details', PUBLISH, a));
    for (const id of [a, b, c, d]) expect((await row(id))?.cluster_id).toBe(a);
    // Counted on the version readers get (a duplicate's row is not re-indexed for a figure nobody reads).
    expect((await row(a))?.coverage_count).toBe(3);

    const page = await getPublicArticle(t.database.db, a);
    expect(page?.coverageCount).toBe(3);
    expect(page?.alsoCoveredBy.map((l) => l.sourceName)).toEqual(['afaqs', 'Storyboard18']);
    expect(page?.alsoCoveredBy[0]).toMatchObject({ title: 'Streaming platform signs Prajakta Koli for a podcast', url: expect.stringContaining('afaqs.example') });
    // Three outlets within a day: Trending without a single view.
    expect(page?.signals.trending).toBe(true);
    expect(await getPublicArticle(t.database.db, b)).toBeNull();

    const list = await listPublicArticles(t.database.db, articleListQuerySchema.parse({ search: 'Prajakta' }));
    expect(list.articles.map((x) => x.id)).toEqual([a]);
    expect(list.articles[0]?.alsoCoveredBy.map((l) => l.sourceName)).toEqual(['afaqs', 'Storyboard18']);
  });

  it('stays one story when members are purged or deleted, the first included', async () => {
    const a = await store(input('Exchange4media', 'Kusha Kapila launches a creator-led skincare label', PUBLISH));
    const b = await store(input('Inc42', 'Creator Kusha Kapila unveils a skincare brand', PUBLISH, a));
    const c = await store(input('YourStory', 'Kusha Kapila bets on skincare with her own label', PUBLISH, a));
    expect((await row(a))?.coverage_count).toBe(3);

    // The lifecycle's purge (an archived member 31 days on) leaves the others grouped, one outlet fewer.
    await t.database.sql.query(`UPDATE articles SET status = 'archived', archived_at = now() - interval '31 days' WHERE id = $1`, [c]);
    expect((await row(a))?.coverage_count).toBe(2);
    expect((await purgeArchivedBatch(t.database.db, new Date(), 100)).purged).toBeGreaterThanOrEqual(1);
    expect(await row(c)).toMatchObject({ status: 'purged', cluster_id: a });
    expect((await getPublicArticle(t.database.db, a))?.alsoCoveredBy.map((l) => l.sourceName)).toEqual(['Inc42']);

    // Deleting the article that started the story: the rest keep its key and their count.
    const e = await store(input('The Verge', 'Kusha Kapila skincare label goes global', PUBLISH, b));
    expect((await row(a))?.coverage_count).toBe(3);
    await t.database.sql.query('DELETE FROM articles WHERE id = $1', [a]);
    expect((await row(b))?.cluster_id).toBe(a);
    expect((await row(e))?.cluster_id).toBe(a);
    // Another member becomes the version readers get: counted over what is left (Inc42 and The Verge).
    await t.database.sql.query('UPDATE articles SET is_duplicate = false, duplicate_of = NULL WHERE id = $1', [b]);
    expect((await row(b))?.coverage_count).toBe(2);
  });

  it('lets a version the pipeline can publish replace one still waiting for review or auto-rejected, never a published one or a person’s decision', async () => {
    const waiting = await store(input('Medianama', 'Ranveer Allahbadia podcast studio raises funds', REVIEW));
    const better = await store(input('Inc42', 'BeerBiceps studio of Ranveer Allahbadia raises funds', PUBLISH, waiting));
    expect(await row(better)).toMatchObject({ is_duplicate: false, status: 'published', cluster_id: waiting });
    expect(await row(waiting)).toMatchObject({ is_duplicate: true, duplicate_of: better, status: 'draft', cluster_id: waiting });
    expect((await getPublicArticle(t.database.db, better))?.alsoCoveredBy.map((l) => l.sourceName)).toEqual(['Medianama']);

    const rejected = await store(input('Afaqs', 'Bhuvan Bam web series sequel gets a date', REJECT));
    const inReview = await store(input('Storyboard18', 'Bhuvan Bam series sequel date announced', REVIEW, rejected));
    expect(await row(inReview)).toMatchObject({ is_duplicate: false, status: 'draft' });
    expect(await row(rejected)).toMatchObject({ is_duplicate: true, duplicate_of: inReview });
    // Equal verdicts: the first version stays.
    const same = await store(input('YourStory', 'Sequel of Bhuvan Bam series dated', REVIEW, inReview));
    expect(await row(same)).toMatchObject({ is_duplicate: true, duplicate_of: inReview });

    const published = await store(input('Social Samosa', 'Dhruv Rathee launches an AI learning platform', PUBLISH));
    expect(await row(await store(input('Inc42', 'Dhruv Rathee AI platform launches', PUBLISH, published)))).toMatchObject({ is_duplicate: true });
    expect(await row(published)).toMatchObject({ is_duplicate: false, status: 'published' });

    // A moderator kept this one in draft (a person's decision clears admin_status): it stays the story's version.
    const decided = await store(input('Medianama', 'Technical Guruji opens a gadget store', REVIEW));
    await t.database.sql.query('UPDATE articles SET admin_status = NULL WHERE id = $1', [decided]);
    expect(await row(await store(input('Inc42', 'Gadget store from Technical Guruji opens', PUBLISH, decided)))).toMatchObject({ is_duplicate: true, duplicate_of: decided });
    expect(await row(decided)).toMatchObject({ is_duplicate: false });
  });

  it('counts coverage in the Trending sort: each outlet beyond the first weighs 25 views', async () => {
    const single = await store(input('Campaign India', 'Zepto hires creators for a quick-commerce reel series', PUBLISH));
    const told = await store(input('Digiday', 'Tubefilter-style creator studio signs a streaming pact', PUBLISH));
    await store(input('Tubefilter', 'Creator studio signs a streaming pact', PUBLISH, told));
    await store(input('The Verge', 'Streaming pact for creator studio', PUBLISH, told));
    // 3 outlets = 50 views' weight: above 49 views alone, below 51.
    await t.database.sql.query('UPDATE articles SET views_count = 49 WHERE id = $1', [single]);
    const order = async () =>
      (await listPublicArticles(t.database.db, articleListQuerySchema.parse({ sort: 'trending', pageSize: '50' }))).articles.map((x) => x.id).filter((id) => id === single || id === told);
    expect(await order()).toEqual([told, single]);
    await t.database.sql.query('UPDATE articles SET views_count = 51 WHERE id = $1', [single]);
    expect(await order()).toEqual([single, told]);
  });

  it('groups the duplicates stored before clusters existed (migration 0023), following chains to the first article', async () => {
    const migration = readFileSync(new URL('../../db/migrations/0023_story_clusters.sql', import.meta.url), 'utf8');
    const backfill = migration.slice(migration.indexOf('-- backfill (begin)'), migration.indexOf('-- backfill (end)'));
    expect(backfill).toContain('WITH RECURSIVE');
    // As stored before 0023: duplicate_of only (no key, so the trigger stays out of it).
    const root = await insertTestArticle(t.database, { title: 'Legacy story', sourceName: 'Legacy A', status: 'published' });
    const first = await insertTestArticle(t.database, { title: 'Legacy story again', sourceName: 'Legacy B', isDuplicate: true, duplicateOf: root });
    const second = await insertTestArticle(t.database, { title: 'Legacy story, third', sourceName: 'Legacy C', isDuplicate: true, duplicateOf: first });
    const alone = await insertTestArticle(t.database, { title: 'Legacy story alone', sourceName: 'Legacy D', status: 'published' });
    await t.database.sql.exec(backfill);
    for (const id of [root, first, second]) expect((await row(id))?.cluster_id).toBe(root);
    expect((await row(alone))?.cluster_id).toBeNull();
    await t.database.sql.query('SELECT refresh_story_coverage($1)', [root]);
    expect((await row(root))?.coverage_count).toBe(3);
  });
});
