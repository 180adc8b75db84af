import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifySiteContentChanged, SITE_CONTENT_CHANGED_CHANNEL } from '../db/queries/siteContent.ts';
import { auditEvents, users } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { AuthorizationError } from '../policies/authorizationError.ts';
import { eventually } from '../testing/eventually.ts';
import type { Acting } from './admin/articleModeration.ts';
import { createSiteContentService, SiteContentNotFoundError, SiteContentValidationError } from './siteContent.ts';

let t: TestDatabase;
const admin: Acting = { actor: { id: 'site-content-admin', role: 'admin', suspended: false }, address: '203.0.113.9' };
beforeAll(async () => {
  t = await createTestDatabase();
  await t.database.db.insert(users).values({ id: 'site-content-admin', name: 'Admin', email: 'site-admin@example.com', role: 'admin', emailVerified: true });
});
afterAll(async () => {
  await t?.drop();
});

describe('site content: hero figures', () => {
  it('seeds only figures from named reports, each with publisher, report, year, as-of date and link', async () => {
    const figures = await createSiteContentService(t.database.db).heroFigures();
    expect(figures.map((f) => f.key)).toEqual(['creators-in-india', 'influencer-market-2026']);
    for (const f of figures) {
      expect(f.value).not.toBe('');
      expect(f.source.publisher).not.toBe('');
      expect(f.source.title).not.toBe('');
      expect(f.source.year).toBeGreaterThanOrEqual(2024);
      expect(f.source.url).toMatch(/^https:\/\//);
      expect(f.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(f.isActive).toBe(true);
    }
    expect(figures[0]).toMatchObject({ value: '2–2.5 million', source: { publisher: 'Boston Consulting Group (BCG)', year: 2025 }, asOf: '2025-05-03' });
    expect(figures[1]).toMatchObject({ value: '₹3,375 crore', source: { publisher: 'EY with Collective Artists Network', year: 2024 } });
  });

  it('validates updates, applies them, and shows them at once in the updating process', async () => {
    const service = createSiteContentService(t.database.db);
    await service.heroFigures(); // warm the cache
    const updated = await service.updateHeroFigure(admin, 'influencer-market-2026', { label: '  projected market size in 2026 ', sourceUrl: '' });
    expect(updated).toMatchObject({ label: 'projected market size in 2026', source: { url: null } });
    expect((await service.heroFigures()).find((f) => f.key === 'influencer-market-2026')?.label).toBe('projected market size in 2026');

    await expect(service.updateHeroFigure(admin, 'influencer-market-2026', { asOf: '2999-01-01' })).rejects.toBeInstanceOf(SiteContentValidationError);
    await expect(service.updateHeroFigure(admin, 'influencer-market-2026', { sourceUrl: 'javascript:alert(1)' })).rejects.toThrow(/http or https/);
    await expect(service.updateHeroFigure(admin, 'influencer-market-2026', {})).rejects.toThrow(/Nothing to update/);
    await expect(service.updateHeroFigure(admin, 'no-such-figure', { value: '1' })).rejects.toBeInstanceOf(SiteContentNotFoundError);
    // Only admins edit, and the refusal comes before anything is read or validated.
    const moderator: Acting = { actor: { id: 'm', role: 'moderator', suspended: false }, address: null };
    await expect(service.updateHeroFigure(moderator, 'influencer-market-2026', { asOf: 'not a date' })).rejects.toMatchObject({ status: 403 });
    await expect(service.updateHeroFigure({ actor: null, address: null }, 'no-such-figure', { value: '1' })).rejects.toBeInstanceOf(AuthorizationError);
    await expect(service.allHeroFigures(moderator.actor)).rejects.toMatchObject({ status: 403 });
    // Rejected updates changed nothing.
    const [row] = await t.database.sql.query<{ source_url: string | null; as_of: string }>(
      "SELECT source_url, as_of::text AS as_of FROM site_content WHERE key = 'influencer-market-2026'",
    );
    expect(row).toEqual({ source_url: null, as_of: '2024-04-03' });
    // One audit event, for the one edit that changed something: the fields that changed, before and after.
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, 'influencer-market-2026'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'site_content.edit',
      targetType: 'site_content',
      actorId: 'site-content-admin',
      actorRole: 'admin',
      ipAddress: '203.0.113.9',
      after: { label: 'projected market size in 2026', sourceUrl: null },
    });
    expect(events[0]?.before).toEqual({ label: expect.any(String), sourceUrl: expect.stringMatching(/^https:\/\//) });
    // A patch that changes nothing writes nothing.
    await service.updateHeroFigure(admin, 'influencer-market-2026', { label: 'projected market size in 2026' });
    expect(await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, 'influencer-market-2026'))).toHaveLength(1);
  });

  it('hides a figure that is switched off and orders by sort order', async () => {
    const service = createSiteContentService(t.database.db);
    await service.updateHeroFigure(admin, 'creators-in-india', { sortOrder: 30 });
    expect((await service.heroFigures()).map((f) => f.key)).toEqual(['influencer-market-2026', 'creators-in-india']);
    await service.updateHeroFigure(admin, 'creators-in-india', { isActive: false });
    expect((await service.heroFigures()).map((f) => f.key)).toEqual(['influencer-market-2026']);
    expect((await service.allHeroFigures(admin.actor)).map((f) => f.key)).toEqual(['influencer-market-2026', 'creators-in-india']);
    await service.updateHeroFigure(admin, 'creators-in-india', { isActive: true, sortOrder: 10 });
  });

  it('without the notification (a process that missed it), reuses what it read for the TTL, then reads again', async () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    const reader = createSiteContentService(t.database.db, { ttlMs: 60_000, now: () => now });
    const writer = createSiteContentService(t.database.db);
    expect((await reader.heroFigures())[0]?.value).toBe('2–2.5 million');
    await writer.updateHeroFigure(admin, 'creators-in-india', { value: '2.5 million' });
    now += 59_999;
    expect((await reader.heroFigures())[0]?.value).toBe('2–2.5 million');
    now += 1;
    expect((await reader.heroFigures())[0]?.value).toBe('2.5 million');
  });

  it('notifies site_content_changed for an edit once it commits; never for a refused edit, an empty one or a rollback', async () => {
    const heard: string[] = [];
    const stop = await t.database.listen(SITE_CONTENT_CHANGED_CHANNEL, (payload) => heard.push(payload));
    try {
      const service = createSiteContentService(t.database.db);
      const current = (await service.allHeroFigures(admin.actor)).find((f) => f.key === 'influencer-market-2026')!;
      await expect(service.updateHeroFigure(admin, 'no-such-figure', { value: '1' })).rejects.toBeInstanceOf(SiteContentNotFoundError);
      await expect(service.updateHeroFigure(admin, 'influencer-market-2026', { asOf: '2999-01-01' })).rejects.toBeInstanceOf(SiteContentValidationError);
      await service.updateHeroFigure(admin, 'influencer-market-2026', { value: current.value });
      await expect(
        t.database.db.transaction(async (tx) => {
          await notifySiteContentChanged(tx);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await service.updateHeroFigure(admin, 'influencer-market-2026', { value: '₹3,400 crore' });
      // Notifications arrive in commit order: had any of the above notified, it would be heard before this one.
      await eventually(() => heard.length > 0, 'the edit to be announced', 5_000);
      expect(heard).toEqual(['']);
    } finally {
      await stop();
    }
  });

  it('the table refuses what the schema refuses, whoever writes', async () => {
    const bad = [
      sql`UPDATE site_content SET value = '   ' WHERE key = 'creators-in-india'`,
      sql`UPDATE site_content SET source_url = 'javascript:alert(1)' WHERE key = 'creators-in-india'`,
      sql`UPDATE site_content SET source_year = 1989 WHERE key = 'creators-in-india'`,
      sql`INSERT INTO site_content (key, value, label, source_publisher, source_title, source_year, as_of) VALUES ('Bad Key', '1', 'l', 'p', 't', 2024, '2024-01-01')`,
    ];
    for (const statement of bad) await expect(t.database.db.execute(statement)).rejects.toThrow();
  });
});
