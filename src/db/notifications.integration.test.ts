/** Database.listen: every subscriber of a channel shares one LISTEN, on PGlite and on PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';
import { eventually } from '../testing/eventually.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
});

const notify = (channel: string, payload: string) => t.database.sql.query('SELECT pg_notify($1, $2)', [channel, payload]);


/** LISTEN connections of this database other than ours (PostgreSQL only: PGlite has one session). */
async function listenConnections(): Promise<number> {
  const rows = await t.database.sql.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN %'",
  );
  return Number(rows[0]?.n);
}

describe('Database.listen', () => {
  it('fans one channel out to every subscriber and keeps the others after one leaves', async () => {
    const got: string[][] = [[], [], []];
    const stops = await Promise.all(got.map((list) => t.database.listen('fanout_test', (p) => list.push(p))));
    await notify('fanout_test', 'one');
    await eventually(() => got.every((l) => l.length === 1), 'every subscriber to get the first payload');
    expect(got).toEqual([['one'], ['one'], ['one']]);

    await stops[0]?.();
    await notify('fanout_test', 'two');
    await eventually(() => got[1]?.length === 2 && got[2]?.length === 2, 'the remaining subscribers to get the second payload');
    expect(got[0]).toEqual(['one']);

    await stops[1]?.();
    await stops[2]?.();
    // Stopping twice is harmless.
    await stops[2]?.();
  });

  it('delivers only the channel subscribed to', async () => {
    const a: string[] = [];
    const b: string[] = [];
    const stopA = await t.database.listen('chan_a', (p) => a.push(p));
    const stopB = await t.database.listen('chan_b', (p) => b.push(p));
    await notify('chan_b', 'for b');
    await notify('chan_a', 'for a');
    await eventually(() => a.length === 1 && b.length === 1, 'both payloads');
    expect({ a, b }).toEqual({ a: ['for a'], b: ['for b'] });
    await stopA();
    await stopB();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('uses one dedicated connection for any number of subscribers and channels, closed with the last', async () => {
    const stops = await Promise.all([
      ...Array.from({ length: 20 }, () => t.database.listen('many_subscribers', () => undefined)),
      t.database.listen('another_channel', () => undefined),
    ]);
    expect(await listenConnections()).toBe(1);
    for (const stop of stops) await stop();
    await eventually(async () => (await listenConnections()) === 0, 'the LISTEN connection to close');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('reconnects and listens again when the server drops the LISTEN connection', async () => {
    const got: string[] = [];
    const stop = await t.database.listen('survives_restart', (p) => got.push(p));
    await t.database.sql.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN %survives_restart%'",
    );
    await eventually(async () => (await listenConnections()) === 0, 'the connection to drop');
    // Back after the first reconnect delay (1 s); a notification sent then is delivered.
    await eventually(async () => (await listenConnections()) === 1, 'the LISTEN connection to come back');
    await notify('survives_restart', 'after');
    await eventually(() => got.includes('after'), 'the payload after the reconnect');
    await stop();
  });

  it.skipIf(!!process.env.TEST_DATABASE_URL)('PGlite stops listening when the last subscriber leaves', async () => {
    const channels = async () => (await t.database.sql.query<{ c: string }>('SELECT pg_listening_channels() AS c')).map((r) => r.c);
    const stops = await Promise.all([t.database.listen('pglite_chan', () => undefined), t.database.listen('pglite_chan', () => undefined)]);
    expect(await channels()).toContain('pglite_chan');
    await stops[0]?.();
    expect(await channels()).toContain('pglite_chan');
    await stops[1]?.();
    expect(await channels()).not.toContain('pglite_chan');
  });
});
