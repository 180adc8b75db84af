import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, isSchemaCurrent, readMigrations } from './migrate.ts';
import * as schema from './schema.ts';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

describe('migrations', () => {
  it('are applied once and are current', async () => {
    expect(await migrate(t.database)).toEqual([]);
    expect(await isSchemaCurrent(t.database)).toBe(true);
  });

  it('refuse to run when an applied migration was edited', async () => {
    const edited = readMigrations().map((m, i) => (i === 0 ? { ...m, checksum: 'different' } : m));
    await expect(migrate(t.database, edited)).rejects.toThrow(/was changed after it was applied/);
  });

  it('report a missing migration as not current', async () => {
    const extra = [...readMigrations(), { version: 9999, name: '9999_future', sql: 'SELECT 1', checksum: 'x' }];
    expect(await isSchemaCurrent(t.database, extra)).toBe(false);
  });

  it('install pg_trgm and the weighted full-text index', async () => {
    const ext = await t.database.sql.query<{ extname: string }>("SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'");
    expect(ext).toHaveLength(1);
    const idx = await t.database.sql.query<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE indexname = 'articles_search_vector_idx'");
    expect(idx[0]?.indexdef).toMatch(/USING gin \(search_vector\)/);
  });

  it('match the drizzle schema column for column', async () => {
    const tables = Object.values(schema).filter((v) => typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v);
    expect(tables.length).toBeGreaterThanOrEqual(8);
    for (const table of tables) {
      const config = getTableConfig(table as Parameters<typeof getTableConfig>[0]);
      const rows = await t.database.sql.query<{ column_name: string; is_nullable: string }>(
        'SELECT column_name, is_nullable FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema()',
        [config.name],
      );
      const inDb = new Map(rows.map((r) => [r.column_name, r.is_nullable === 'NO']));
      const inDrizzle = new Map(config.columns.map((c) => [c.name, c.notNull]));
      expect([...inDb.keys()].sort(), `columns of ${config.name}`).toEqual([...inDrizzle.keys()].sort());
      for (const [name, notNull] of inDrizzle) {
        if (name === 'search_vector') continue;
        expect(inDb.get(name), `${config.name}.${name} NOT NULL`).toBe(notNull);
      }
    }
  });

  it('weight title above summary above content in search', async () => {
    await t.database.sql.query(
      `INSERT INTO articles (title, summary, content, source_url, source_name, url_hash, title_hash)
       VALUES ('Reels payouts rise', 'nothing', 'nothing', 'https://e/1', 'S', 'w1', 'w1'),
              ('nothing', 'Reels payouts rise', 'nothing', 'https://e/2', 'S', 'w2', 'w2'),
              ('nothing', 'nothing', 'Reels payouts rise', 'https://e/3', 'S', 'w3', 'w3')`,
    );
    const rows = await t.database.sql.query<{ source_url: string }>(
      `SELECT source_url FROM articles WHERE search_vector @@ websearch_to_tsquery('english', 'reels payouts')
       ORDER BY ts_rank_cd(search_vector, websearch_to_tsquery('english', 'reels payouts')) DESC`,
    );
    expect(rows.map((r) => r.source_url)).toEqual(['https://e/1', 'https://e/2', 'https://e/3']);
  });
});
