import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { cleanupAutoRejected } from './cleanupAutoRejected.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

describe('cleanupAutoRejected', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const cases = [
    { label: 'auto-rejected draft', row: { status: 'draft', adminStatus: 'auto_rejected' }, rejected: true },
    { label: 'another auto-rejected draft', row: { status: 'draft', adminStatus: 'auto_rejected' }, rejected: true },
    { label: 'a third one (beyond the first batch)', row: { status: 'draft', adminStatus: 'auto_rejected', isDuplicate: true }, rejected: true },
    { label: 'pending-review draft', row: { status: 'draft', adminStatus: 'pending_review' }, rejected: false },
    { label: 'unclassified draft', row: { status: 'draft', adminStatus: null }, rejected: false },
    { label: 'published', row: { status: 'published', adminStatus: 'auto_approved' }, rejected: false },
  ] as const;
  const ids: string[] = [];

  beforeAll(async () => {
    for (const c of cases) ids.push(await insertTestArticle(t.database, { ...c.row, publishedAt: c.row.status === 'published' ? now : null }));
  });

  it('turns every auto-rejected draft into a rejected article, in batches', async () => {
    expect(await cleanupAutoRejected(t.database.db, { now, batchSize: 2 })).toEqual({ updated: 3 });
    const rows = await t.database.sql.query<{ id: string; status: string; admin_status: string | null; rejected_at: Date | null }>(
      'SELECT id, status, admin_status, rejected_at FROM articles',
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    cases.forEach((c, i) => {
      const row = byId.get(ids[i]!)!;
      expect(row.status, c.label).toBe(c.rejected ? 'rejected' : c.row.status);
      expect(row.rejected_at === null ? null : new Date(row.rejected_at).getTime(), c.label).toBe(c.rejected ? now.getTime() : null);
      // Who rejected it stays visible to moderators.
      expect(row.admin_status, c.label).toBe(c.row.adminStatus);
    });
  });

  it('has nothing to do the second time', async () => {
    expect(await cleanupAutoRejected(t.database.db, { now })).toEqual({ updated: 0 });
  });
});
