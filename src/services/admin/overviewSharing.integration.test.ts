/**
 * The dashboard's overview under simultaneous requests (both databases): requests for the same window while one is
 * computed share it; the next one after it computes anew; other windows and a reader are not served from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../../db/testDatabase.ts';
import { AuthorizationError } from '../../policies/authorizationError.ts';
import { adminOverview } from './overview.ts';

let t: TestDatabase;
const admin = { id: 'admin-1', role: 'admin' as const, suspended: false };

beforeAll(async () => {
  t = await createTestDatabase();
  await insertTestArticle(t.database, { title: 'Overview fixture story' });
});
afterAll(async () => {
  await t?.drop();
});

describe('adminOverview', () => {
  it('shares one computation between requests for the same window made while it runs', async () => {
    const [a, b] = await Promise.all([adminOverview(t.database.db, admin, { window: '7d' }), adminOverview(t.database.db, admin, { window: '7d' })]);
    expect(b).toBe(a);
    const other = await adminOverview(t.database.db, admin, { window: '24h' });
    expect(other).not.toBe(a);
    expect(other.funnel.window).toBe('24h');
  });

  it('computes anew once the shared one has been answered, so a later refresh sees later rows', async () => {
    const first = await adminOverview(t.database.db, admin, { window: '7d' });
    await insertTestArticle(t.database, { title: 'Another overview fixture story' });
    const next = await adminOverview(t.database.db, admin, { window: '7d' });
    expect(next).not.toBe(first);
    expect(next.articles.total).toBe(first.articles.total + 1);
  });

  it('authorises each caller before sharing anything', async () => {
    const running = adminOverview(t.database.db, admin, { window: '7d' });
    await expect(adminOverview(t.database.db, { id: 'reader-1', role: 'user', suspended: false }, { window: '7d' })).rejects.toBeInstanceOf(AuthorizationError);
    await running;
  });
});
