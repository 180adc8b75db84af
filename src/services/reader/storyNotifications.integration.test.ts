/**
 * Story notifications (both databases): queued in the publishing transaction, written afterwards for the readers whose
 * preferences ask for them (breaking on and followed off by default, categories, regions), never for suspended or
 * unverified accounts or stories that are not public, bounded per reader, once per reader and story.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyArticlesPublished } from '../../db/queries/articleNotifications.ts';
import { articles, notificationFanouts, notifications, userPreferences, users, type NewArticleRow } from '../../db/schema.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../../db/testDatabase.ts';
import { articlePath } from '../../domain/articlePath.ts';
import { FANOUT_MAX_PER_READER } from '../../domain/notifications.ts';
import { writeQueuedStoryNotifications } from './storyNotifications.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

let readerCounter = 0;
/** An account as better-auth stores it, with preferences when given (no row means the defaults). */
async function reader(prefs?: Partial<typeof userPreferences.$inferInsert>, account: { banned?: boolean; emailVerified?: boolean } = {}): Promise<string> {
  const id = `reader-${++readerCounter}`;
  await t.database.db.insert(users).values({ id, name: `Reader ${readerCounter}`, email: `reader${readerCounter}@example.com`, emailVerified: account.emailVerified ?? true, banned: account.banned ?? false });
  if (prefs) await t.database.db.insert(userPreferences).values({ userId: id, ...prefs });
  return id;
}

const INDIAN = { indiaRelevance: { isRelevant: true, score: 4 } };
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** Inserts the stories, publishes them the way the pipeline does (notify in the transaction), then writes. */
async function publish(...stories: Partial<NewArticleRow>[]): Promise<string[]> {
  const ids: string[] = [];
  for (const s of stories) ids.push(await insertTestArticle(t.database, { originalPublishedAt: minutesAgo(5), ...s }));
  await t.database.db.transaction((tx) => notifyArticlesPublished(tx, ids));
  await writeQueuedStoryNotifications(t.database.db);
  return ids;
}

/** The reader's notifications about the given stories: article id → kind. */
async function received(userId: string, articleIds: string[]): Promise<Record<string, string>> {
  const rows = await t.database.db
    .select({ articleId: notifications.articleId, kind: notifications.kind })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.articleId, articleIds)));
  return Object.fromEntries(rows.map((r) => [r.articleId, r.kind]));
}

describe('story notifications', () => {
  it('by default: breaking stories yes, followed categories no', async () => {
    const anyone = await reader();
    const [breaking, plain] = await publish(
      { title: 'Instagram launches a creator marketplace for Indian brands', category: 'platform-updates', ...INDIAN },
      { title: 'Creators in Pune sign brand deals with D2C labels', ...INDIAN },
    );
    expect(await received(anyone, [breaking!, plain!])).toEqual({ [breaking!]: 'breaking' });
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.userId, anyone));
    const [story] = await t.database.db.select({ id: articles.id, title: articles.title }).from(articles).where(eq(articles.id, breaking!));
    expect(row).toMatchObject({
      type: 'info',
      kind: 'breaking',
      title: 'Breaking news',
      message: 'Instagram launches a creator marketplace for Indian brands',
      actionUrl: articlePath(story!),
      isRead: false,
      expiresAt: null,
    });
  });

  it('followed categories (none = every category) and regions by the stored India verdict', async () => {
    const brandsBoth = await reader({ notifyFollowed: true, categories: ['brand-partnerships'], regions: ['indian', 'global'] });
    const allIndian = await reader({ notifyFollowed: true, categories: [], regions: ['indian'] });
    const allGlobal = await reader({ notifyFollowed: true, categories: [], regions: ['global'] });
    const followsNothing = await reader({ notifyFollowed: false, notifyBreaking: false, categories: ['brand-partnerships'] });
    const [globalBrand, indianCreator] = await publish(
      { title: 'A European skincare label signs its first creator roster', category: 'brand-partnerships', indiaRelevance: null },
      { title: 'Tamil food creators form a collective for brand deals', category: 'creator-economy', ...INDIAN },
    );
    const both = [globalBrand!, indianCreator!];
    expect(await received(brandsBoth, both)).toEqual({ [globalBrand!]: 'followed' });
    expect(await received(allIndian, both)).toEqual({ [indianCreator!]: 'followed' });
    expect(await received(allGlobal, both)).toEqual({ [globalBrand!]: 'followed' });
    expect(await received(followsNothing, both)).toEqual({});
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.userId, brandsBoth));
    expect(row).toMatchObject({ title: 'New in Brand Partnerships', message: 'A European skincare label signs its first creator roster' });
  });

  it('skips suspended and unverified accounts, readers who turned breaking off, and stories that are not public or not breaking', async () => {
    const anyone = await reader();
    const optedOut = await reader({ notifyBreaking: false });
    const banned = await reader(undefined, { banned: true });
    const unverified = await reader(undefined, { emailVerified: false });
    const fan = await reader({ notifyFollowed: true, categories: [], regions: ['indian', 'global'] });
    const ids = await publish(
      { title: 'Breaking: YouTube unveils a payout programme for Indian creators', ...INDIAN },
      // Not public: a draft, a duplicate, a blocklisted title.
      { title: 'Breaking: a draft nobody may see', status: 'draft' },
      { title: 'Breaking: a duplicate of another story', isDuplicate: true },
      { title: 'Breaking: cricket stars launch a creator fund' },
      // Public but not breaking: the keyword on a story older than the badge's two hours, or outside the home list.
      { title: 'Breaking: last week\'s creator fund announcement explained', originalPublishedAt: minutesAgo(5 * 60) },
      { title: 'Breaking: a new editing app launches for creators', category: 'tools-technology' },
    );
    const [breaking, draft, duplicate, blocked, old, tools] = ids;
    expect(await received(anyone, ids)).toEqual({ [breaking!]: 'breaking' });
    for (const nobody of [optedOut, banned, unverified]) expect(await received(nobody, ids)).toEqual({});
    // Followed stories are those its category page lists: the old one and the tools story, not the hidden ones.
    expect(await received(fan, ids)).toEqual({ [breaking!]: 'breaking', [old!]: 'followed', [tools!]: 'followed' });
    for (const hidden of [draft, duplicate, blocked]) {
      expect((await t.database.db.select().from(notifications).where(eq(notifications.articleId, hidden!))).length).toBe(0);
    }
  });

  it('is idempotent: publishing or writing again adds nothing', async () => {
    const anyone = await reader();
    const [story] = await publish({ title: 'Exclusive: Moj announces a creator fund for regional languages', ...INDIAN });
    expect(await received(anyone, [story!])).toEqual({ [story!]: 'breaking' });
    await t.database.db.transaction((tx) => notifyArticlesPublished(tx, [story!]));
    await writeQueuedStoryNotifications(t.database.db);
    expect(await writeQueuedStoryNotifications(t.database.db)).toEqual({ stories: 0, written: 0 });
    expect((await t.database.db.select().from(notifications).where(eq(notifications.articleId, story!))).filter((n) => n.userId === anyone)).toHaveLength(1);
  });

  it('gives a reader at most a few per round, breaking first and then the newest', async () => {
    const fan = await reader({ notifyFollowed: true, categories: [], regions: ['indian', 'global'] });
    const ids = await publish(
      { title: 'Creators in Jaipur open a studio', originalPublishedAt: minutesAgo(50) },
      { title: 'Creators in Indore open a studio', originalPublishedAt: minutesAgo(10) },
      { title: 'Creators in Surat open a studio', originalPublishedAt: minutesAgo(20) },
      { title: 'Just in: ShareChat launches creator subscriptions', originalPublishedAt: minutesAgo(40) },
      { title: 'Creators in Kochi open a studio', originalPublishedAt: minutesAgo(30) },
    );
    const [, indore, surat, breaking] = ids;
    expect(FANOUT_MAX_PER_READER).toBe(3);
    expect(await received(fan, ids)).toEqual({ [breaking!]: 'breaking', [indore!]: 'followed', [surat!]: 'followed' });
  });

  it('is queued with the publication: nothing when it rolls back, nothing written inside it', async () => {
    const anyone = await reader();
    const story = await insertTestArticle(t.database, { title: 'Breaking: Instagram adds a collab marketplace', originalPublishedAt: minutesAgo(5) });
    await expect(
      t.database.db.transaction(async (tx) => {
        await notifyArticlesPublished(tx, [story]);
        throw new Error('the publication failed');
      }),
    ).rejects.toThrow('the publication failed');
    expect(await t.database.db.select().from(notificationFanouts).where(eq(notificationFanouts.articleId, story))).toHaveLength(0);

    await t.database.db.transaction((tx) => notifyArticlesPublished(tx, [story]));
    // The publishing transaction only queued it.
    expect(await received(anyone, [story])).toEqual({});
    await writeQueuedStoryNotifications(t.database.db);
    expect(await received(anyone, [story])).toEqual({ [story]: 'breaking' });
    expect(await t.database.db.select().from(notificationFanouts)).toHaveLength(0);
  });

  it('notifies nobody about a story withdrawn before the writing runs', async () => {
    const anyone = await reader();
    const story = await insertTestArticle(t.database, { title: 'Breaking: a story soon withdrawn', originalPublishedAt: minutesAgo(5) });
    await t.database.db.transaction((tx) => notifyArticlesPublished(tx, [story]));
    await t.database.db.update(articles).set({ status: 'archived' }).where(eq(articles.id, story));
    await writeQueuedStoryNotifications(t.database.db);
    expect(await received(anyone, [story])).toEqual({});
  });

  it('writes readers a slice at a time and never lets two writers share a story', async () => {
    const readers = [await reader(), await reader(), await reader(), await reader(), await reader()];
    const story = await insertTestArticle(t.database, { title: 'Alert: Snapchat launches creator payouts in India', originalPublishedAt: minutesAgo(5) });
    await t.database.db.transaction((tx) => notifyArticlesPublished(tx, [story]));
    const [first, second] = await Promise.all([
      writeQueuedStoryNotifications(t.database.db, { readersPerStatement: 2 }),
      writeQueuedStoryNotifications(t.database.db, { readersPerStatement: 2 }),
    ]);
    expect(first!.stories + second!.stories).toBe(1);
    for (const r of readers) expect(await received(r, [story])).toEqual({ [story]: 'breaking' });
  });

  it('reaches 10,000 readers in a few bounded statements, and publishing never waits for it', async () => {
    await t.database.sql.query(
      "INSERT INTO users (id, name, email, email_verified) SELECT 'bulk-' || lpad(g::text, 5, '0'), 'Bulk Reader', 'bulk' || g || '@example.com', true FROM generate_series(1, 10000) g",
    );
    const story = await insertTestArticle(t.database, { title: 'Breaking: YouTube launches Hindi dubbing for every creator', originalPublishedAt: minutesAgo(1) });
    let statements = 0;
    // Publishing only queues the story: two statements in the publishing transaction, and no reader's notification
    // written yet, whatever the number of readers (the fan-out is the job's).
    let publishStatements = 0;
    await t.database.db.transaction((tx) =>
      notifyArticlesPublished(
        new Proxy(tx, {
          get(target, prop, receiver) {
            if (prop === 'execute') publishStatements++;
            return Reflect.get(target, prop, receiver) as unknown;
          },
        }),
        [story],
      ),
    );
    expect(publishStatements).toBe(2);
    const [queued] = (await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE article_id = $1', [story])) as [{ n: number }];
    expect(queued.n).toBe(0);
    expect((await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM notification_fanouts WHERE article_id = $1', [story]))[0]?.n).toBe(1);
    const counted = new Proxy(t.database.db, {
      get(target, prop, receiver) {
        if (prop === 'execute') statements++;
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const run = await writeQueuedStoryNotifications(counted);
    expect(run.stories).toBe(1);
    const [{ n }] = (await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE article_id = $1', [story])) as [{ n: number }];
    expect(run.written).toBe(n);
    expect(n).toBeGreaterThanOrEqual(10_000);
    // 2,000 readers per statement: the publication's own cost is one row, whatever the number of readers.
    expect(statements).toBeGreaterThanOrEqual(5);
    expect(statements).toBeLessThanOrEqual(7);
  });
});
