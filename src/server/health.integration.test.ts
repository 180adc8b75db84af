import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection.ts';
import { isStorageFullError } from '../db/storageHealth.ts';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

// /readyz names the check that failed (database, migrations, storage) and never passes the driver's message on.
let t: TestDatabase;
const env = { SITE_NAME: 'Test', SITE_URL: 'http://localhost:3000', CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
const log = createLogger('silent');

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

interface Ready {
  status?: string;
  checks?: Record<string, string>;
  error?: { code: string; message: string; details: { failed: string[]; checks: Record<string, string> } };
}
const readyz = async (app: ReturnType<typeof createApp>) => {
  const res = await app.request('/readyz');
  return { status: res.status, text: await res.clone().text(), body: (await res.json()) as Ready };
};

/** A real full-disk error raised by the database server itself (SQLSTATE 53100, the server's own wording). */
async function diskFullError(): Promise<unknown> {
  try {
    await t.database.sql.query(`DO $$ BEGIN RAISE EXCEPTION 'could not extend file "base/1/16385": No space left on device' USING ERRCODE = 'disk_full'; END $$`);
  } catch (err) {
    return err;
  }
  throw new Error('expected the server to raise disk_full');
}

describe('/readyz', () => {
  it('is ready with every check ok', async () => {
    const { status, body } = await readyz(createApp({ database: t.database, env, log }));
    expect(status).toBe(200);
    expect(body.checks).toEqual({ database: 'ok', migrations: 'ok', storage: 'ok' });
  });

  it('names the database check, not the driver’s message, when the database does not answer', async () => {
    // A second connection of our own, closed: every query now fails inside the driver.
    const closed = process.env.TEST_DATABASE_URL ? await openDatabase({ databaseUrl: t.url, poolSize: 1 }) : await openDatabase({});
    await closed.close();
    const driverMessage = await closed.sql.query('SELECT 1').then(
      () => '',
      (err: unknown) => (err instanceof Error ? err.message : String(err)),
    );
    expect(driverMessage).not.toBe('');
    const { status, text, body } = await readyz(createApp({ database: closed, env, log }));
    expect(status).toBe(503);
    expect(body.error?.code).toBe('unavailable');
    expect(body.error?.details.failed).toEqual(['database']);
    expect(body.error?.message).toBe('Not ready: database check failed');
    expect(text).not.toContain(driverMessage);
  });

  it('names the migrations check when one is missing', async () => {
    const [last] = await t.database.sql.query<Record<string, unknown>>('DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING *');
    try {
      const { status, body } = await readyz(createApp({ database: t.database, env, log }));
      expect(status).toBe(503);
      expect(body.error?.details.failed).toEqual(['migrations']);
    } finally {
      const columns = Object.keys(last ?? {});
      await t.database.sql.query(`INSERT INTO schema_migrations (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(last ?? {}));
    }
  });

  it('names the storage check after a write failed for lack of disk space, until a write succeeds', async () => {
    const err = await diskFullError();
    expect(isStorageFullError(err)).toBe(true);
    const app = createApp({ database: t.database, env, log });
    expect(t.database.storage.report(err)).toBe(true);
    const { status, body } = await readyz(app);
    expect(status).toBe(503);
    expect(body.error?.details.failed).toEqual(['storage']);
    expect(body.error?.message).toMatch(/^Not ready: storage check failed \(the disk is full: 53100 at /);
    t.database.storage.recovered();
    expect((await readyz(app)).status).toBe(200);
  });

  it('does not take ordinary errors for a full disk', async () => {
    const err = await t.database.sql.query('SELECT * FROM no_such_table').catch((e: unknown) => e);
    expect(isStorageFullError(err)).toBe(false);
    expect(isStorageFullError(Object.assign(new Error('write failed'), { code: 'ENOSPC' }))).toBe(true);
    expect(isStorageFullError(new Error('outer', { cause: Object.assign(new Error('x'), { code: '53100' }) }))).toBe(true);
  });
});
