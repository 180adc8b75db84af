import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.ts';

const root = mkdtempSync(path.join(tmpdir(), 'cei-conn-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(!!process.env.TEST_DATABASE_URL)('PGlite data directory', () => {
  it('recovers from an initdb interrupted by a crash (half-made directory and scratch leftovers)', async () => {
    const dataDir = path.join(root, 'pglite');
    // What a kill during the first start used to leave behind.
    mkdirSync(path.join(dataDir, 'base'), { recursive: true });
    mkdirSync(path.join(root, 'pglite.init-99999', 'base'), { recursive: true });
    writeFileSync(path.join(root, 'pglite.init-99999', 'junk'), 'x');
    const database = await openDatabase({ dataDir });
    expect(await database.sql.query<{ ok: number }>('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    await database.sql.query('CREATE TABLE kept (v int)');
    await database.sql.query('INSERT INTO kept VALUES (42)');
    await database.close();
    expect(existsSync(path.join(root, 'pglite.init-99999'))).toBe(false);

    const again = await openDatabase({ dataDir });
    expect(await again.sql.query<{ v: number }>('SELECT v FROM kept')).toEqual([{ v: 42 }]);
    await again.close();
  }, 60_000);
});
