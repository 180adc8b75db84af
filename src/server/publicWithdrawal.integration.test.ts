/**
 * A published story that stops being public (hidden, archived, rejected, marked a duplicate, deleted) or is edited
 * vanishes from every public answer at once, though lists, search and widgets are cached per process: the database
 * trigger of migration 0013 announces the change on `public_articles_changed` and the app drops its caches. View
 * counts and featured flags do not announce anything (they change constantly and are not content).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyArticlesPublished, PUBLIC_ARTICLES_CHANGED_CHANNEL } from '../db/queries/articleNotifications.ts';
import { articles } from '../db/schema.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { eventually } from '../testing/eventually.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
const env = { SITE_NAME: 'Test', SITE_URL: 'http://localhost:3000', CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
const heard: string[] = [];
let stopListening: () => Promise<void>;

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({ database: t.database, env, log: createLogger('silent') });
  stopListening = await t.database.listen(PUBLIC_ARTICLES_CHANGED_CHANNEL, (id) => heard.push(id));
});
afterAll(async () => {
  await stopListening?.();
  await t?.drop();
});

const get = async (path: string): Promise<string> => {
  const res = await app.request(path);
  expect(res.status).toBe(200);
  return res.text();
};
const set = (id: string, values: Partial<typeof articles.$inferInsert>) => t.database.db.update(articles).set(values).where(eq(articles.id, id));

describe('withdrawing a published story', () => {
  it.each([
    ['archived', { status: 'archived' as const }],
    ['rejected', { status: 'rejected' as const }],
    ['marked a duplicate', { isDuplicate: true }],
    ['moved below the relevance threshold', { relevanceScore: 10 }],
  ])('removes it from lists, search, widgets, feeds and the sitemap at once when %s', async (_how, change) => {
    const title = `YouTube pays Indian creators for Shorts ${Math.random().toString(36).slice(2, 8)}`;
    const id = await insertTestArticle(t.database, { title, category: 'industry-insights', originalPublishedAt: new Date(Date.now() - 60_000) });
    await notifyArticlesPublished(t.database.db, [id]);
    const keyword = title.split(' ').at(-1) as string;
    const pages = ['/api/articles', `/api/articles?search=${keyword}`, '/api/live-platform-data', '/feed.xml', '/sitemap.xml'];
    // Lists, search and widgets are cached from here on, with the story in them.
    for (const path of pages) await eventually(async () => (await get(path)).includes(id) || (await get(path)).includes(title), `${path} to show the story`);
    await set(id, change);
    await eventually(async () => {
      for (const path of pages) {
        const body = await get(path);
        if (body.includes(title) || body.includes(id)) return false;
      }
      return true;
    }, 'every public answer to drop the story');
    expect(heard).toContain(id);
  });

  it('removes a deleted story, and shows an edited title instead of the old one', async () => {
    const deleted = await insertTestArticle(t.database, { title: 'Creators in Kochi open a shared studio' });
    const edited = await insertTestArticle(t.database, { title: 'Instagram tests paid subscriptions for creators in India' });
    const list = async () => get('/api/articles?pageSize=100');
    await eventually(async () => (await list()).includes('Creators in Kochi') && (await list()).includes('Instagram tests paid'), 'both stories listed');
    await t.database.db.delete(articles).where(eq(articles.id, deleted));
    await set(edited, { title: 'Instagram launches paid subscriptions for creators in India' });
    await eventually(async () => {
      const body = await list();
      return !body.includes('Creators in Kochi') && !body.includes('Instagram tests paid') && body.includes('Instagram launches paid');
    }, 'the list to drop the deleted story and show the new title');
  });

  it('announces nothing for view counts, featured flags or changes to stories that were never public', async () => {
    const published = await insertTestArticle(t.database, { title: 'Creators in Jaipur form a guild' });
    const draft = await insertTestArticle(t.database, { title: 'A draft about creators', status: 'draft' });
    heard.length = 0;
    await set(published, { viewsCount: sql`${articles.viewsCount} + 1` as never, isFeatured: true });
    await set(draft, { title: 'A draft about creators, edited', status: 'rejected' });
    // A later change that does announce: if the earlier ones had, their ids would arrive before this one.
    await set(published, { summary: 'Jaipur creators form a guild to negotiate rates.' });
    await eventually(async () => heard.includes(published), 'the summary edit to be announced');
    expect(heard).toEqual([published]);
  });

  it('announces nothing for a change that rolls back', async () => {
    const id = await insertTestArticle(t.database, { title: 'Creators in Indore start a podcast network' });
    heard.length = 0;
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(articles).set({ status: 'archived' }).where(eq(articles.id, id));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await set(id, { title: 'Creators in Indore start a podcast network, and a label' });
    await eventually(async () => heard.length > 0, 'the committed edit to be announced');
    expect(heard).toEqual([id]);
  });
});
