import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureFeedSources } from '../db/queries/feedSources.ts';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { ingestFeeds, type IngestOptions } from './ingestFeeds.ts';
import { stopFeedPreparer } from './prepare/feedPreparer.ts';

/** Issue 13 items 3 and 10: a bad item costs only itself, any ingest failure is recorded, and a flood is capped. */

let t: TestDatabase;
let server: Server;
let base: string;
const feeds = new Map<string, string>();
/** ETag each feed answers with; a matching If-None-Match gets 304 (so a capped run must not keep it). */
const ETAG = '"v1"';

const item = (n: number, title: string, minutesAgo: number, extra = '') =>
  `<item><title>${title}</title><link>https://flood.example/story-${n}</link><pubDate>${new Date(Date.UTC(2026, 10, 20, 12) - minutesAgo * 60_000).toUTCString()}</pubDate><description>Influencer marketing story ${n} about creators and brands.${extra}</description></item>`;
const rss = (items: string[]) => `<?xml version="1.0"?><rss version="2.0"><channel><title>Feed</title><link>https://flood.example/</link><description>d</description>${items.join('')}</channel></rss>`;

beforeAll(async () => {
  t = await createTestDatabase();
  server = createServer((req, res) => {
    const body = feeds.get(req.url ?? '');
    if (body === undefined) return void res.writeHead(404).end();
    if (req.headers['if-none-match'] === ETAG) return void res.writeHead(304).end();
    res.writeHead(200, { 'content-type': 'application/rss+xml', etag: ETAG }).end(Buffer.from(body, 'utf8'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await stopFeedPreparer();
  await new Promise((r) => server?.close(r));
  // What refuseArticles made goes too: on PGlite the next file then reuses this database (src/db/testPglitePool.ts).
  await t?.database.sql.exec('DROP TRIGGER IF EXISTS refuse_some ON articles; DROP FUNCTION IF EXISTS refuse_some()');
  await t?.drop();
});

beforeEach(async () => {
  await t.database.sql.query('DROP TRIGGER IF EXISTS refuse_some ON articles');
  await t.database.sql.query('UPDATE feed_sources SET is_active = false');
  await t.database.sql.query('DELETE FROM automation_alerts');
});

/** Log lines a run writes, as the JSON pino would print. */
const logLines: string[] = [];
const log: NonNullable<IngestOptions['log']> = {
  info: (obj, msg) => void logLines.push(JSON.stringify({ ...obj, msg })),
  warn: (obj, msg) => void logLines.push(JSON.stringify({ ...obj, msg })),
};

const run = (options: IngestOptions = {}) => ingestFeeds(t.database, { limits: { timeoutMs: 5000, maxBytes: 5_000_000, allowPrivateNetworks: true }, log, ...options });

async function addSource(name: string, path: string, body: string): Promise<string> {
  feeds.set(path, body);
  await ensureFeedSources(t.database.db, [{ name, url: `${base}${path}`, priority: 1, region: 'global', contentTypes: [], supportsMedia: false }]);
  const [row] = await t.database.sql.query<{ id: string }>('UPDATE feed_sources SET is_active = true WHERE name = $1 RETURNING id', [name]);
  return row!.id;
}

/** Makes the database refuse articles matching `condition` (a real storage failure, on PGlite and PostgreSQL). */
async function refuseArticles(condition: string): Promise<void> {
  await t.database.sql.exec(`
    CREATE OR REPLACE FUNCTION refuse_some() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF ${condition} THEN RAISE EXCEPTION 'article refused by test trigger'; END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER refuse_some BEFORE INSERT ON articles FOR EACH ROW EXECUTE FUNCTION refuse_some();`);
}

const stored = async (sourceId: string) =>
  (await t.database.sql.query<{ title: string }>('SELECT title FROM articles WHERE feed_source_id = $1 ORDER BY original_published_at DESC', [sourceId])).map((r) => r.title);

interface Health {
  status: string;
  items_new: number;
  items_failed: number;
  items_deferred: number;
  volume_surge: boolean;
  error_message: string | null;
}
const health = async (sourceId: string) =>
  t.database.sql.query<Health>(
    'SELECT status, items_new, items_failed, items_deferred, volume_surge, error_message FROM feed_health_checks WHERE source_id = $1 ORDER BY check_timestamp',
    [sourceId],
  );
const source = async (sourceId: string) =>
  (await t.database.sql.query<{ consecutive_failures: number; next_fetch_at: Date | null; etag: string | null }>('SELECT consecutive_failures, next_fetch_at, etag FROM feed_sources WHERE id = $1', [sourceId]))[0]!;

describe('one bad item costs only that item (issue 13 item 3)', () => {
  it('stores a feed with a NUL in one item, all of its items, and records healthy feed health', async () => {
    const id = await addSource('Nul Wire', '/nul.xml', rss([
      item(1, 'Creators sign brand deals in Mumbai', 1),
      item(2, 'Creators\x00 launch a NUL agency &#0;for brands', 2, ' Text with a \x00 NUL byte.'),
      item(3, 'Creators and brands meet in Delhi', 3),
    ]));
    const result = await run();
    expect(result.sources.find((s) => s.sourceId === id)).toMatchObject({ status: 'healthy', inserted: 3, failed: 0 });
    expect(await stored(id)).toEqual(['Creators sign brand deals in Mumbai', 'Creators launch a NUL agency \uFFFDfor brands', 'Creators and brands meet in Delhi']);
    expect(await health(id)).toMatchObject([{ status: 'healthy', items_new: 3, items_failed: 0 }]);
    expect(await source(id)).toMatchObject({ consecutive_failures: 0 });
  });

  it('stores the other items of a batch when the database refuses one, and records the failure in health', async () => {
    await refuseArticles("NEW.title LIKE '%Poison%'");
    const id = await addSource('Poison Wire', '/poison.xml', rss([
      item(11, 'Creators sign brand deals in Pune', 1),
      item(12, 'Poison creators story for brands', 2),
      item(13, 'Creators and brands meet in Goa', 3),
    ]));
    logLines.length = 0;
    const result = await run();
    expect(result.sources.find((s) => s.sourceId === id)).toMatchObject({ status: 'healthy', inserted: 2, failed: 1 });
    expect(await stored(id)).toEqual(['Creators sign brand deals in Pune', 'Creators and brands meet in Goa']);
    const [check] = await health(id);
    expect(check).toMatchObject({ status: 'healthy', items_new: 2, items_failed: 1 });
    expect(check?.error_message).toMatch(/^1 item\(s\) could not be stored: P0001: article refused by test trigger$/);
    // Logs name the error, never the statement or its parameters (whole articles).
    for (const line of logLines) {
      expect(line.length).toBeLessThan(1000);
      expect(line).not.toMatch(/Failed query|params|insert into|Influencer marketing story/i);
    }
    expect(logLines.some((l) => l.includes('article refused by test trigger'))).toBe(true);
  });

  it('records a storage failure of a whole source in its health and counts it toward backoff', async () => {
    const id = await addSource('Doomed Wire', '/doomed.xml', rss([item(21, 'Creators sign brand deals in Kochi', 1), item(22, 'Creators and brands meet in Jaipur', 2)]));
    await refuseArticles("NEW.source_name = 'Doomed Wire'");
    logLines.length = 0;
    const result = await run();
    expect(result.sources.find((s) => s.sourceId === id)).toMatchObject({ status: 'error', inserted: 0 });
    expect(await stored(id)).toEqual([]);
    const [check] = await health(id);
    expect(check?.status).toBe('error');
    expect(check?.error_message).toContain('article refused by test trigger');
    expect(check?.error_message).not.toMatch(/Failed query|params/);
    const state = await source(id);
    expect(state.consecutive_failures).toBe(1);
    expect(state.next_fetch_at).not.toBeNull();
    for (const line of logLines) expect(line.length).toBeLessThan(1000);
  });

  it('records an ingest that fails outside storing items (here: its health write) as a failure of the source', async () => {
    const id = await addSource('Broken Health', '/broken-health.xml', rss([item(31, 'Creators sign brand deals in Surat', 1)]));
    // This source's healthy check cannot be written (a check constraint), so ingestSource throws after storing.
    await t.database.sql.exec(`ALTER TABLE feed_health_checks ADD CONSTRAINT refuse_healthy CHECK (status <> 'healthy' OR source_id <> '${id}')`);
    try {
      logLines.length = 0;
      const result = await run();
      expect(result.sources.find((s) => s.sourceId === id)).toMatchObject({ status: 'error' });
    } finally {
      await t.database.sql.exec('ALTER TABLE feed_health_checks DROP CONSTRAINT refuse_healthy');
    }
    expect((await health(id)).map((h) => h.status)).toEqual(['error']);
    expect((await health(id))[0]?.error_message).toMatch(/^Ingest failed: 23514: /);
    expect((await source(id)).consecutive_failures).toBe(1);
    for (const line of logLines) {
      expect(line.length).toBeLessThan(1000);
      expect(line).not.toMatch(/Failed query|params/i);
    }
  });
});

describe('items per source per run are capped (issue 13 item 10)', () => {
  it('stores the newest 300 of a 1,000-item feed, raises a surge alert, and takes the next 300 on the next run', async () => {
    // Feed order shuffled: the cap must keep the newest by date, not the first in the document.
    const order = Array.from({ length: 1000 }, (_, i) => i).sort((a, b) => ((a * 7919) % 1000) - ((b * 7919) % 1000));
    const id = await addSource('Flood Wire', '/flood.xml', rss(order.map((i) => item(1000 + i, `Creator deal ${i}: agencies sign creators`, i))));
    logLines.length = 0;
    const first = await run({ maxItemsPerRun: 300 });
    expect(first.sources.find((s) => s.sourceId === id)).toMatchObject({ status: 'healthy', itemsFound: 1000, inserted: 300, deferred: 700, volumeSurge: true });
    const newest = Array.from({ length: 300 }, (_, i) => `Creator deal ${i}: agencies sign creators`);
    expect(await stored(id)).toEqual(newest);
    expect(await health(id)).toMatchObject([{ status: 'healthy', items_new: 300, items_deferred: 700, volume_surge: true }]);
    const alerts = await t.database.sql.query<{ alert_type: string; message: string }>("SELECT alert_type, message FROM automation_alerts WHERE alert_type = 'feed_volume_surge'");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.message).toContain('Flood Wire');
    expect(logLines.some((l) => l.includes('feed volume surge'))).toBe(true);
    // The validators are not kept, so the next run gets the whole feed instead of a 304.
    expect((await source(id)).etag).toBeNull();

    const second = await run({ maxItemsPerRun: 300 });
    expect(second.sources.find((s) => s.sourceId === id)).toMatchObject({ status: 'healthy', inserted: 300, deferred: 400, duplicates: 300 });
    expect(await stored(id)).toEqual(Array.from({ length: 600 }, (_, i) => `Creator deal ${i}: agencies sign creators`));
    const dupes = await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT url_hash FROM articles GROUP BY url_hash HAVING count(*) > 1) d');
    expect(dupes[0]?.n).toBe(0);
  });

  it('uses a default cap of 300 when none is given', async () => {
    const id = await addSource('Default Cap Wire', '/default-cap.xml', rss(Array.from({ length: 320 }, (_, i) => item(5000 + i, `Default cap story ${i}: creators sign brands`, i))));
    const result = await run();
    expect(result.sources.find((s) => s.sourceId === id)).toMatchObject({ inserted: 300, deferred: 20 });
  });
});
