import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { Database } from './connection.ts';
import { insertTestArticle, MIGRATED_PGLITE_KEY } from './testDatabase.ts';
import { takeTestPglite, testPglitePoolStats } from './testPglitePool.ts';

// The pool reuses the PGlite integration files' databases; PostgreSQL files get a database of their own on the server.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('reused PGlite test databases', () => {
  const tarball = inject(MIGRATED_PGLITE_KEY);
  if (!tarball && !process.env.TEST_DATABASE_URL) throw new Error('the integration project provides the migrated tarball');
  /** A pool key of this file's own: instances from other files in this worker are not mixed in. */
  const key = `${tarball}@pool-test`;
  const load = () => new Blob([readFileSync(tarball!)]);

  /** What a file could see of a database's state: seeded rows, sequences, settings, tables with rows, schemas. */
  async function observable(database: Database) {
    const q = database.sql.query.bind(database.sql);
    const tables = await q<{ table: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS table FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
    );
    const nonEmpty: string[] = [];
    for (const { table } of tables) {
      const [row] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      if (row!.n > 0) nonEmpty.push(`${table}:${row!.n}`);
    }
    return {
      nonEmpty,
      categories: await q(`SELECT * FROM categories ORDER BY slug`),
      siteContent: await q(`SELECT * FROM site_content ORDER BY 1`),
      migrations: await q(`SELECT version, checksum, applied_at FROM schema_migrations ORDER BY version`),
      sequences: await q(`SELECT schemaname, sequencename, last_value FROM pg_sequences ORDER BY 1, 2`),
      schemas: await q(`SELECT nspname FROM pg_namespace ORDER BY 1`),
      tables: await q(`SELECT relname, relkind FROM pg_class WHERE relnamespace = 'public'::regnamespace ORDER BY 1`),
      settings: await q(`SELECT name, setting FROM pg_settings WHERE source <> 'default' ORDER BY 1`),
    };
  }

  it('gives the next file the same instance, back in exactly the state it was unpacked in', async () => {
    const before = { ...testPglitePoolStats };
    const first = await takeTestPglite(key, load);
    const fresh = await observable(first.database);

    // What files do: rows everywhere, a seeded row changed, sequences used, a schema of pg-boss's, session settings.
    await insertTestArticle(first.database);
    await first.database.sql.exec(`
      UPDATE categories SET name = 'Renamed' WHERE slug = 'creator-economy';
      DELETE FROM site_content;
      CREATE SCHEMA pgboss; CREATE TABLE pgboss.job (id int PRIMARY KEY);
      SET TIME ZONE 'America/New_York'; SET statement_timeout = 1234;
      SELECT pg_advisory_lock(42);
    `);
    // A LISTEN the file's app holds until the database closes (server/app.ts) ends with the file, as it would then.
    const heardByFirst: string[] = [];
    await first.database.listen('pool_test', (payload) => heardByFirst.push(payload));
    const advanced = await first.database.sql.query(`SELECT nextval(format('%I.%I', schemaname, sequencename)) FROM pg_sequences`);
    expect(advanced.length).toBeGreaterThan(0);
    expect(await observable(first.database)).not.toEqual(fresh);
    await first.release();

    const second = await takeTestPglite(key, load);
    expect(testPglitePoolStats.lastDiscardReason).toBe(before.lastDiscardReason);
    expect(testPglitePoolStats.opened - before.opened).toBe(1);
    expect(testPglitePoolStats.reused - before.reused).toBe(1);
    expect(await observable(second.database)).toEqual(fresh);
    const heardBySecond: string[] = [];
    await second.database.listen('pool_test', (payload) => heardBySecond.push(payload));
    await second.database.sql.exec(`NOTIFY pool_test, 'second'`);
    await expect.poll(() => heardBySecond).toEqual(['second']);
    expect(heardByFirst).toEqual([]);
    // The advisory lock went with the session state.
    expect(await second.database.sql.query(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'`)).toEqual([{ n: 0 }]);
    await second.release();
  });

  it('refuses every call from a file that is over, so nothing it left running reaches the next file', async () => {
    const taken = await takeTestPglite(key, load);
    const { database } = taken;
    await taken.release();
    await expect(database.sql.query('SELECT 1')).rejects.toThrow(/test database dropped/);
    // Drizzle wraps the driver's error in its own.
    await expect(database.db.execute(sql`SELECT 1`)).rejects.toMatchObject({ cause: { message: expect.stringMatching(/test database dropped/) } });
    // Closing it afterwards (an app shutting down after the file dropped its database) is not an error.
    await expect(database.close()).resolves.toBeUndefined();
  });

  describe('does not reuse an instance whose file changed what a reset does not undo', () => {
    // Each case takes the instance the case before it left (or a new one), and must not give it back.
    let fresh: Awaited<ReturnType<typeof observable>> | undefined;
    it.each([
      ['made a table of its own', (d: Database) => d.sql.exec('CREATE TABLE public.scratch (id int)'), /catalog differs[^]*\+ rel scratch/],
      ['disabled a trigger', (d: Database) => d.sql.exec('ALTER TABLE articles DISABLE TRIGGER USER'), /catalog differs[^]*\+ trg articles/],
      ['created a role', (d: Database) => d.sql.exec('CREATE ROLE pool_test_role'), /catalog differs[^]*\+ role pool_test_role/],
      [
        'changed a database setting',
        (d: Database) => d.sql.exec(`DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET work_mem = ''8MB''', current_database()); END $$`),
        /catalog differs[^]*\+ setting .*work_mem=8MB/,
      ],
      ['gathered planner statistics', (d: Database) => d.sql.exec('ANALYZE categories'), /catalog differs[^]*\+ stats [1-9]/],
      ['left a transaction open', (d: Database) => d.sql.exec('BEGIN'), /transaction block/],
    ])('%s', async (_what, act, reason) => {
      const before = { ...testPglitePoolStats };
      const taken = await takeTestPglite(key, load);
      fresh ??= await observable(taken.database);
      expect(await observable(taken.database)).toEqual(fresh);
      await act(taken.database);
      await taken.release();
      expect(testPglitePoolStats.discarded - before.discarded).toBe(1);
      expect(testPglitePoolStats.lastDiscardReason).toMatch(reason);
    });

    it('closed its database: the next file gets a new one, as fresh', async () => {
      const first = await takeTestPglite(key, load);
      await first.database.close();
      await first.release();
      const before = { ...testPglitePoolStats };
      const second = await takeTestPglite(key, load);
      expect(testPglitePoolStats.opened - before.opened).toBe(1);
      expect(await observable(second.database)).toEqual(fresh);
      await second.release();
    });
  });
});
