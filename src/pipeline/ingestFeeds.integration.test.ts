import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFeedSources } from '../db/queries/feedSources.ts';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { startSampleFeedServer, type SampleFeedServer } from './fetch/sampleFeedServer.ts';
import { ingestFeeds } from './ingestFeeds.ts';
import { seedFeedSources } from './sources/seedSources.ts';

let t: TestDatabase;
let samples: SampleFeedServer;
let local: Server;
let localUrl: string;

let retitledFeed = '';
const MALFORMED = '<rss><channel><title>Broken</title><item><title>Oops</item></channel>';
/** A blog whose channel and item links are all relative (real ones exist: none of their items used to be stored). */
const RELATIVE_LINKS_FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Relative Blog</title><link>/</link><description>d</description>
  <item><title>Creators in Pune try long-form video for brand deals</title><link>../posts/pune-long-form</link><description>Influencer marketing in India.</description></item>
  <item><title>Instagram creators in Jaipur start a collective</title><link>/posts/jaipur-collective</link><description>Creator economy news.</description></item></channel></rss>`;

beforeAll(async () => {
  t = await createTestDatabase();
  samples = await startSampleFeedServer();
  await seedFeedSources(t.database, { samples: true });
  // Real sources are unreachable here; keep only the samples active for a deterministic run.
  await t.database.sql.query('UPDATE feed_sources SET is_active = is_sample');
  local = createServer((req, res) => {
    if (req.url === '/retitled.xml') res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(retitledFeed);
    else if (req.url === '/malformed.xml') res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(MALFORMED);
    else if (req.url === '/broken') res.writeHead(500).end('boom');
    else if (req.url === '/old-feed') res.writeHead(301, { location: '/blog/feed/rss.xml' }).end();
    else if (req.url === '/blog/feed/rss.xml') res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RELATIVE_LINKS_FEED);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => local.listen(0, '127.0.0.1', r));
  localUrl = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await samples?.close();
  await new Promise((r) => local?.close(r));
  await t?.drop();
});

/** A loopback port nobody listens on (refuses connections at once). */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

const count = async (where = 'true') =>
  Number((await t.database.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM articles WHERE ${where}`))[0]?.n);

describe('ingestFeeds over the sample feeds', () => {
  it('publishes, queues and rejects articles, and records health and the run', async () => {
    const result = await ingestFeeds(t.database, { sampleServer: samples, trigger: 'manual' });
    expect(result.failedSources).toBe(0);
    expect(result.itemsFound).toBeGreaterThanOrEqual(60);
    // One story appears with the same link in two sample feeds.
    expect(result.duplicates).toBeGreaterThanOrEqual(1);
    expect(result.published).toBeGreaterThanOrEqual(10);
    expect(result.autoRejected).toBeGreaterThan(0);
    expect(await count("status = 'published'")).toBe(result.published);

    const health = await t.database.sql.query<{ status: string; items_found: number }>(
      'SELECT h.status, h.items_found FROM feed_health_checks h JOIN feed_sources s ON s.id = h.source_id WHERE s.is_sample',
    );
    expect(health.length).toBe(3);
    expect(health.every((h) => h.status === 'healthy' && h.items_found > 0)).toBe(true);

    const runs = await t.database.sql.query<{ status: string; success_rate: number }>("SELECT status, success_rate FROM automation_runs WHERE id = $1", [result.runId]);
    expect(runs[0]).toMatchObject({ status: 'completed', success_rate: 100 });
  });

  it('never duplicates an article when run again', async () => {
    const before = await count();
    const again = await ingestFeeds(t.database, { sampleServer: samples });
    expect(again.inserted).toBe(0);
    expect(await count()).toBe(before);
    const dupHashes = await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT url_hash FROM articles GROUP BY url_hash HAVING count(*) > 1) d');
    expect(dupHashes[0]?.n).toBe(0);
  });

  it('rejects off-topic stories (politics, cricket, markets)', async () => {
    const offTopic = await t.database.sql.query<{ title: string; status: string; admin_status: string }>(
      "SELECT title, status, admin_status FROM articles WHERE title ~* '(cricket|sensex|election|monsoon)'",
    );
    expect(offTopic.length).toBeGreaterThan(0);
    for (const a of offTopic) expect(a.status, a.title).not.toBe('published');
  });

  it('stores only sanitised HTML', async () => {
    const rows = await t.database.sql.query<{ content: string }>('SELECT content FROM articles');
    for (const { content } of rows) {
      expect(content).not.toMatch(/<script|onerror=|onclick=|javascript:|style=|utm_source|evil\.example\.net/i);
    }
    const links = await t.database.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM articles WHERE content LIKE '%<a %' AND content NOT LIKE '%rel=\"noopener noreferrer%'");
    expect(links[0]?.n).toBe(0);
  });

  it('marks the same title from another URL as a duplicate of the first article', async () => {
    const [original] = await t.database.sql.query<{ id: string; title: string }>("SELECT id, title FROM articles WHERE status = 'published' LIMIT 1");
    retitledFeed = `<?xml version="1.0"?><rss version="2.0"><channel><title>Other outlet</title><link>https://example.org/</link><description>d</description>
      <item><title>${original!.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').toUpperCase()}!</title><link>https://example.org/other-url</link><description>Influencer creators story.</description></item></channel></rss>`;
    await ensureFeedSources(t.database.db, [{ name: 'Other outlet', url: `${localUrl}/retitled.xml`, priority: 1, region: 'global', contentTypes: [], supportsMedia: false }]);
    const result = await ingestFeeds(t.database, { sampleServer: samples, limits: { timeoutMs: 15_000, maxBytes: 1_000_000, allowPrivateNetworks: true } });
    expect(result.sources.find((s) => s.name === 'Other outlet')).toMatchObject({ status: 'healthy', duplicates: 1 });
    const [copy] = await t.database.sql.query<{ is_duplicate: boolean; duplicate_of: string; status: string }>(
      "SELECT is_duplicate, duplicate_of, status FROM articles WHERE source_url = 'https://example.org/other-url'",
    );
    expect(copy).toMatchObject({ is_duplicate: true, duplicate_of: original!.id });
    expect(copy?.status).not.toBe('published');
    await t.database.sql.query("UPDATE feed_sources SET is_active = false WHERE name = 'Other outlet'");
  });

  it('resolves relative links against the address the feed was finally fetched from (after a redirect)', async () => {
    await ensureFeedSources(t.database.db, [{ name: 'Relative Blog', url: `${localUrl}/old-feed`, priority: 1, region: 'india', contentTypes: [], supportsMedia: false }]);
    const result = await ingestFeeds(t.database, { sampleServer: samples, limits: { timeoutMs: 15_000, maxBytes: 1_000_000, allowPrivateNetworks: true } });
    expect(result.sources.find((s) => s.name === 'Relative Blog')).toMatchObject({ status: 'healthy' });
    const rows = await t.database.sql.query<{ source_url: string }>("SELECT source_url FROM articles WHERE source_name = 'Relative Blog' ORDER BY source_url");
    // The channel link "/" is the site's root on the host the feed came from; item links resolve against it.
    expect(rows.map((r) => r.source_url)).toEqual([`${localUrl}/posts/jaipur-collective`, `${localUrl}/posts/pune-long-form`]);
    await t.database.sql.query("UPDATE feed_sources SET is_active = false WHERE name = 'Relative Blog'");
  });

  it('marks the same story reworded by another feed as a near-duplicate of the first', async () => {
    const near = await t.database.sql.query<{ title: string; original: string; feed_a: string; feed_b: string }>(
      `SELECT a.title, o.title AS original, a.feed_source_id AS feed_a, o.feed_source_id AS feed_b
       FROM articles a JOIN articles o ON o.id = a.duplicate_of
       WHERE a.processing_metadata->'duplicate'->>'reason' = 'near_duplicate'`,
    );
    // The sample feeds carry two reworded pairs (see sample-feeds/README.md).
    expect(near.map((n) => [n.title, n.original].sort().join(' ~ ')).sort()).toEqual(
      [
        ['Influencer marketing spend by Indian brands set to touch ₹3,900 crore next year, study says', 'Report: Indian brands to spend ₹3,900 crore on influencer marketing in 2027'],
        ['Shorts remix earnings pilot now open to Indian creators, says YouTube', 'YouTube expands Shorts remix earnings pilot to creators in India'],
      ].map((p) => p.sort().join(' ~ ')).sort(),
    );
    for (const n of near) expect(n.feed_a).not.toBe(n.feed_b);
  });

  it('counts the same link in two sample feeds once', async () => {
    const [row] = await t.database.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM article_hashes WHERE kind = 'url'");
    expect(row?.n).toBe(await count());
  });

  it('never publishes an article marked duplicate', async () => {
    const dups = await t.database.sql.query<{ is_duplicate: boolean; duplicate_of: string | null; status: string }>(
      'SELECT is_duplicate, duplicate_of, status FROM articles WHERE is_duplicate',
    );
    for (const d of dups) {
      expect(d.duplicate_of).not.toBeNull();
      expect(d.status).not.toBe('published');
    }
  });

  it('fills media fields: thumbnails, enclosures, podcast, geo, comments; drops generic bylines', async () => {
    const [withMedia] = await t.database.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM articles WHERE jsonb_array_length(media_thumbnails) > 0");
    const [podcasts] = await t.database.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM articles WHERE podcast_metadata ? 'audioUrl'");
    const [geo] = await t.database.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM articles WHERE geographic_data ? 'lat'");
    const [comments] = await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM articles WHERE comments_url IS NOT NULL');
    const [generic] = await t.database.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM articles WHERE author ~* '(read more|sample:)'");
    const [badImages] = await t.database.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM articles WHERE image_url ~* '(placeholder|pixel|default\\.)'");
    expect(withMedia?.n).toBeGreaterThan(10);
    expect(podcasts?.n).toBeGreaterThan(0);
    expect(geo?.n).toBeGreaterThan(0);
    expect(comments?.n).toBeGreaterThan(0);
    expect(generic?.n).toBe(0);
    expect(badImages?.n).toBe(0);
  });

  it('uses conditional GET: an unchanged feed answers 304 and is not re-parsed', async () => {
    const result = await ingestFeeds(t.database, { sampleServer: samples });
    expect(result.sources.every((s) => s.status === 'not_modified')).toBe(true);
  });
});

describe('ingestFeeds with failing feeds', () => {
  it('records HTTP errors, malformed feeds and unreachable hosts as health errors without stopping the run', async () => {
    await t.database.sql.query('UPDATE feed_sources SET is_active = false');
    await ensureFeedSources(t.database.db, [
      { name: 'Malformed', url: `${localUrl}/malformed.xml`, priority: 1, region: 'global', contentTypes: [], supportsMedia: false },
      { name: 'Broken', url: `${localUrl}/broken`, priority: 1, region: 'global', contentTypes: [], supportsMedia: false },
      { name: 'Unreachable', url: `http://127.0.0.1:${await closedPort()}/feed`, priority: 1, region: 'global', contentTypes: [], supportsMedia: false },
    ]);
    const result = await ingestFeeds(t.database, { limits: { timeoutMs: 15_000, maxBytes: 1_000_000, allowPrivateNetworks: true } });
    expect(result.failedSources).toBe(3);
    const byName = Object.fromEntries(result.sources.map((s) => [s.name, s.error]));
    expect(byName.Malformed).toMatch(/Not a valid RSS, Atom, RDF or JSON feed/);
    expect(byName.Broken).toMatch(/HTTP 500/);
    expect(byName.Unreachable).toMatch(/ECONNREFUSED/);
  });

  it('refuses loopback feeds unless private networks are allowed (SSRF protection)', async () => {
    // Forced: the first failures put these sources in backoff, which a normal run would respect.
    const result = await ingestFeeds(t.database, { limits: { timeoutMs: 15_000, maxBytes: 1_000_000 }, force: true });
    expect(result.sources.find((s) => s.name === 'Broken')?.error).toMatch(/not a public address/);
    const failures = await t.database.sql.query<{ name: string; consecutive_failures: number }>(
      "SELECT name, consecutive_failures FROM feed_sources WHERE name IN ('Malformed', 'Broken', 'Unreachable')",
    );
    // Second failing run in a row.
    expect(failures.every((f) => f.consecutive_failures === 2)).toBe(true);
    const alerts = await t.database.sql.query<{ severity: string }>("SELECT severity FROM automation_alerts WHERE alert_type = 'rss_fetch'");
    expect(alerts.map((a) => a.severity)).toContain('high');
  });
});
