/** The statement time limit of public reads: enforced by PostgreSQL, accepted but not enforced by PGlite (documented). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';
import { isStatementTimeout, withStatementTimeout } from './statementTimeout.ts';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});

afterAll(async () => {
  await t?.drop();
});

const setting = async (): Promise<string | undefined> =>
  (await t.database.sql.query<{ v: string }>("SELECT current_setting('statement_timeout') AS v"))[0]?.v;

describe('withStatementTimeout', () => {
  it('sets the limit for its own statements only', async () => {
    const inside = await withStatementTimeout(t.database.db, 750, async (db) => {
      const result = (await db.execute(sql`SELECT current_setting('statement_timeout') AS v`)) as unknown as { rows: { v: string }[] };
      return result.rows[0]?.v;
    });
    expect(inside).toBe('750ms');
    // SET LOCAL ends with the transaction: the connection goes back without a limit.
    expect(await setting()).toBe('0');
  });

  it('runs the work as is with 0', async () => {
    expect(await withStatementTimeout(t.database.db, 0, async () => 'plain')).toBe('plain');
  });

  it('is enforced by PostgreSQL (a longer statement is cancelled as a timeout), and accepted but not enforced by PGlite', async () => {
    if (t.database.kind === 'postgres') {
      const err = await withStatementTimeout(t.database.db, 50, (db) => db.execute(sql`SELECT pg_sleep(30)`)).catch((e: unknown) => e);
      expect(isStatementTimeout(err)).toBe(true);
    } else {
      // PGlite has no timer signals in WebAssembly. This documents the limitation README and db/statementTimeout.ts
      // describe; if PGlite ever enforces the limit, this fails: update both.
      const result = (await withStatementTimeout(t.database.db, 20, (db) => db.execute(sql`SELECT pg_sleep(0.3) IS NOT NULL AS slept`))) as unknown as { rows: { slept: boolean }[] };
      expect(result.rows[0]?.slept).toBe(true);
    }
  });

  it('does not mistake other errors for a timeout', async () => {
    const err = await t.database.sql.query('SELECT 1/0').catch((e: unknown) => e);
    expect(isStatementTimeout(err)).toBe(false);
  });
});
