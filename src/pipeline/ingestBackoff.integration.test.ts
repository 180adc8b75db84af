import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureFeedSources, recordFeedCheck } from '../db/queries/feedSources.ts';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { resumeSource } from '../services/feedSources.ts';
import { ingestFeeds, type IngestOptions } from './ingestFeeds.ts';

let t: TestDatabase;
let server: Server;
let base: string;
/** Whether /flaky answers with a feed (true) or HTTP 500 (false). */
let flakyUp = false;

const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Flaky</title><link>https://flaky.example/</link><description>d</description>
  <item><title>Creators in India sign brand deals with influencer agencies</title><link>https://flaky.example/a1</link><description>Influencer marketing story.</description></item>
</channel></rss>`;

beforeAll(async () => {
  t = await createTestDatabase();
  server = createServer((req, res) => {
    if (req.url === '/flaky' && flakyUp) res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED);
    else if (req.url === '/flaky') res.writeHead(500).end('boom');
    else if (req.url === '/down') res.writeHead(500).end('boom');
    else if (req.url === '/rate-limited') res.writeHead(429, { 'retry-after': '120' }).end();
    else if (req.url === '/unavailable') res.writeHead(503, { 'retry-after': new Date(Date.now() + 2 * 3600_000).toUTCString() }).end();
    else if (req.url === '/unavailable-long') res.writeHead(503, { 'retry-after': String(3 * 24 * 3600) }).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await t?.drop();
});

// Each test works on its own sources only.
beforeEach(async () => {
  await t.database.sql.query('DELETE FROM feed_sources');
  await t.database.sql.query('DELETE FROM automation_alerts');
});

const run = (options: IngestOptions = {}) => ingestFeeds(t.database, { limits: { timeoutMs: 15_000, maxBytes: 1_000_000, allowPrivateNetworks: true }, ...options });

async function addSource(name: string, path: string): Promise<string> {
  await ensureFeedSources(t.database.db, [{ name, url: `${base}${path}`, priority: 1, region: 'global', contentTypes: [], supportsMedia: false }]);
  const [row] = await t.database.sql.query<{ id: string }>('SELECT id FROM feed_sources WHERE name = $1', [name]);
  return row!.id;
}

interface State {
  is_active: boolean;
  consecutive_failures: number;
  /** Seconds from the last fetch to next_fetch_at (both stamped with the same "now"), or null. */
  delay_s: number | null;
  disabled_at: Date | null;
  disabled_reason: string | null;
}

async function state(id: string): Promise<State> {
  const [row] = await t.database.sql.query<State>(
    `SELECT is_active, consecutive_failures, extract(epoch FROM next_fetch_at - last_fetched_at)::float8 AS delay_s, disabled_at, disabled_reason
     FROM feed_sources WHERE id = $1`,
    [id],
  );
  return row!;
}

const fetchedNames = (result: { sources: { name: string }[] }) => result.sources.map((s) => s.name);
const makeDue = (id: string) => t.database.sql.query("UPDATE feed_sources SET next_fetch_at = now() - interval '1 second' WHERE id = $1", [id]);

describe('failure backoff', () => {
  it('skips a failing source until next_fetch_at, doubling the delay, and clears it on success', async () => {
    flakyUp = false;
    const id = await addSource('Flaky', '/flaky');

    expect(fetchedNames(await run())).toEqual(['Flaky']);
    expect(await state(id)).toMatchObject({ consecutive_failures: 1, delay_s: 15 * 60, is_active: true });

    // Backing off: a normal run leaves it alone.
    const skipped = await run();
    expect(fetchedNames(skipped)).toEqual([]);
    expect(await state(id)).toMatchObject({ consecutive_failures: 1 });

    // A forced (manual) run fetches it anyway.
    expect(fetchedNames(await run({ force: true, trigger: 'manual' }))).toEqual(['Flaky']);
    expect(await state(id)).toMatchObject({ consecutive_failures: 2, delay_s: 30 * 60 });

    // Once next_fetch_at has passed, a normal run retries it.
    await makeDue(id);
    expect(fetchedNames(await run())).toEqual(['Flaky']);
    expect(await state(id)).toMatchObject({ consecutive_failures: 3, delay_s: 60 * 60 });

    flakyUp = true;
    await makeDue(id);
    const healthy = await run();
    expect(healthy.sources).toMatchObject([{ name: 'Flaky', status: 'healthy' }]);
    expect(await state(id)).toMatchObject({ consecutive_failures: 0, delay_s: null, is_active: true });
    const [row] = await t.database.sql.query<{ next_fetch_at: Date | null }>('SELECT next_fetch_at FROM feed_sources WHERE id = $1', [id]);
    expect(row?.next_fetch_at).toBeNull();
  });

  it.each([
    ['/rate-limited', 'HTTP 429', 120],
    ['/unavailable', 'HTTP 503', 2 * 3600],
    // Capped at 24 h.
    ['/unavailable-long', 'HTTP 503', 24 * 3600],
  ])('honours Retry-After from %s', async (path, error, seconds) => {
    const id = await addSource(`Limited ${path}`, path);
    const result = await run();
    expect(result.sources[0]?.error).toMatch(error);
    const { delay_s: delay } = await state(id);
    // An HTTP-date Retry-After is relative to the server's clock when it answered: allow a few seconds.
    expect(delay).toBeGreaterThanOrEqual(seconds - 5);
    expect(delay).toBeLessThanOrEqual(seconds);
    expect(fetchedNames(await run())).toEqual([]);
  });
});

describe('auto-disable', () => {
  it('disables a source after N failures in a row with one alert, and resume re-enables it', async () => {
    const id = await addSource('Down', '/down');
    const healthyNeighbour = await addSource('Flaky but up', '/flaky');
    flakyUp = true;
    const options: IngestOptions = { force: true, maxConsecutiveFailures: 3 };

    await run(options);
    await run(options);
    expect(await state(id)).toMatchObject({ is_active: true, consecutive_failures: 2, disabled_at: null });

    await run(options);
    const disabled = await state(id);
    expect(disabled).toMatchObject({ is_active: false, consecutive_failures: 3, disabled_reason: 'HTTP 500 Internal Server Error' });
    expect(disabled.disabled_at).toBeInstanceOf(Date);
    expect((await state(healthyNeighbour)).is_active).toBe(true);

    const alerts = await t.database.sql.query<{ severity: string; message: string; metadata: { sourceId: string; consecutiveFailures: number } }>(
      "SELECT severity, message, metadata FROM automation_alerts WHERE alert_type = 'feed_disabled'",
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ severity: 'medium', metadata: { sourceId: id, consecutiveFailures: 3 } });
    expect(alerts[0]?.message).toMatch(/"Down" was disabled after 3 consecutive failures: HTTP 500/);

    // Disabled sources are not fetched, not even by a forced run, and raise no further alerts.
    expect(fetchedNames(await run(options))).toEqual(['Flaky but up']);
    const [count] = await t.database.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM automation_alerts WHERE alert_type = 'feed_disabled'");
    expect(count?.n).toBe(1);

    await resumeSource(t.database.db, id);
    expect(await state(id)).toMatchObject({ is_active: true, consecutive_failures: 0, delay_s: null, disabled_at: null, disabled_reason: null });
    expect(fetchedNames(await run())).toContain('Down');
    expect(await state(id)).toMatchObject({ is_active: true, consecutive_failures: 1 });
  });

  it('uses the default of 10 failures when no limit is given', async () => {
    const id = await addSource('Down by default', '/down');
    await t.database.sql.query('UPDATE feed_sources SET consecutive_failures = 8 WHERE id = $1', [id]);
    await run({ force: true });
    expect(await state(id)).toMatchObject({ is_active: true, consecutive_failures: 9, delay_s: 24 * 3600 });
    await run({ force: true });
    expect(await state(id)).toMatchObject({ is_active: false, consecutive_failures: 10 });
  });

  it('leaves a source an admin paused mid-run paused, not disabled', async () => {
    const id = await addSource('Paused meanwhile', '/down');
    await t.database.sql.query('UPDATE feed_sources SET consecutive_failures = 9 WHERE id = $1', [id]);
    // The admin's pause lands between the run's selection and its record; recording directly fixes that order.
    await t.database.sql.query('UPDATE feed_sources SET is_active = false WHERE id = $1', [id]);
    const outcome = await recordFeedCheck(t.database.db, {
      sourceId: id, status: 'error', httpStatus: 500, responseTimeMs: 1, itemsFound: 0, itemsNew: 0, imagesExtracted: 0, dataPointsExtracted: 0, errorMessage: 'HTTP 500',
    });
    expect(outcome).toMatchObject({ disabled: false, consecutiveFailures: 10 });
    expect(await state(id)).toMatchObject({ is_active: false, disabled_at: null });
  });
});
