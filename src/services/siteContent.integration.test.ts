import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { createSiteContentService, SiteContentNotFoundError, SiteContentValidationError } from './siteContent.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
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
    const updated = await service.updateHeroFigure('influencer-market-2026', { label: '  projected market size in 2026 ', sourceUrl: '' });
    expect(updated).toMatchObject({ label: 'projected market size in 2026', source: { url: null } });
    expect((await service.heroFigures()).find((f) => f.key === 'influencer-market-2026')?.label).toBe('projected market size in 2026');

    await expect(service.updateHeroFigure('influencer-market-2026', { asOf: '2999-01-01' })).rejects.toBeInstanceOf(SiteContentValidationError);
    await expect(service.updateHeroFigure('influencer-market-2026', { sourceUrl: 'javascript:alert(1)' })).rejects.toThrow(/http or https/);
    await expect(service.updateHeroFigure('influencer-market-2026', {})).rejects.toThrow(/Nothing to update/);
    await expect(service.updateHeroFigure('no-such-figure', { value: '1' })).rejects.toBeInstanceOf(SiteContentNotFoundError);
    // Rejected updates changed nothing.
    const [row] = await t.database.sql.query<{ source_url: string | null; as_of: string }>(
      "SELECT source_url, as_of::text AS as_of FROM site_content WHERE key = 'influencer-market-2026'",
    );
    expect(row).toEqual({ source_url: null, as_of: '2024-04-03' });
  });

  it('hides a figure that is switched off and orders by sort order', async () => {
    const service = createSiteContentService(t.database.db);
    await service.updateHeroFigure('creators-in-india', { sortOrder: 30 });
    expect((await service.heroFigures()).map((f) => f.key)).toEqual(['influencer-market-2026', 'creators-in-india']);
    await service.updateHeroFigure('creators-in-india', { isActive: false });
    expect((await service.heroFigures()).map((f) => f.key)).toEqual(['influencer-market-2026']);
    expect((await service.allHeroFigures()).map((f) => f.key)).toEqual(['influencer-market-2026', 'creators-in-india']);
    await service.updateHeroFigure('creators-in-india', { isActive: true, sortOrder: 10 });
  });

  it('reuses what it read for the TTL in other processes, then reads again', async () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    const reader = createSiteContentService(t.database.db, { ttlMs: 60_000, now: () => now });
    const writer = createSiteContentService(t.database.db);
    expect((await reader.heroFigures())[0]?.value).toBe('2–2.5 million');
    await writer.updateHeroFigure('creators-in-india', { value: '2.5 million' });
    now += 59_999;
    expect((await reader.heroFigures())[0]?.value).toBe('2–2.5 million');
    now += 1;
    expect((await reader.heroFigures())[0]?.value).toBe('2.5 million');
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
