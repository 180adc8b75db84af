import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFeedSources } from '../../db/queries/feedSources.ts';
import { createTestDatabase, type TestDatabase } from '../../db/testDatabase.ts';
import { ingestFeeds } from '../ingestFeeds.ts';
import { runLifecycle } from './runLifecycle.ts';

const H = 60 * 60 * 1000;
const D = 24 * H;
const LIMITS = { timeoutMs: 15_000, maxBytes: 1_000_000, allowPrivateNetworks: true };

const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Loopback Creators</title><link>https://example.org/</link><description>d</description>
  <item><title>Indian creators sign record brand deals with influencer agencies</title><link>https://example.org/creators-brand-deals</link>
    <description>Influencer marketing budgets for YouTube and Instagram creators grew again this quarter.</description></item>
  <item><title>Creator economy: YouTubers in Mumbai launch a sponsorship collective</title><link>https://example.org/youtubers-collective</link>
    <description>Content creators and brands agree on sponsored content disclosure rules.</description></item>
</channel></rss>`;

let t: TestDatabase;
let server: Server;

const articleRows = () =>
  t.database.sql.query<{ id: string; status: string; content: string | null; summary: string | null; url_hash: string }>(
    'SELECT id, status, content, summary, url_hash FROM articles ORDER BY source_url',
  );

beforeAll(async () => {
  t = await createTestDatabase();
  // No ETag or Last-Modified: every fetch is a full 200, so the second ingest really parses the items again.
  server = createServer((req, res) => {
    if (req.url === '/feed.xml') res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
  await ensureFeedSources(t.database.db, [{ name: 'Loopback Creators', url, priority: 1, region: 'india', contentTypes: [], supportsMedia: false }]);
});

afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await t?.drop();
});

describe('a purged story', () => {
  it('is never ingested again: its hashes outlive its content', async () => {
    const first = await ingestFeeds(t.database, { limits: LIMITS });
    expect(first.failedSources).toBe(0);
    expect(first.inserted).toBe(2);

    // A moderator rejects both; the lifecycle archives them after 48 h and purges them 30 days later.
    const rejectedAt = new Date();
    await t.database.sql.query("UPDATE articles SET status = 'rejected', rejected_at = $1", [rejectedAt.toISOString()]);
    const archiveAt = new Date(rejectedAt.getTime() + 49 * H);
    expect(await runLifecycle(t.database, { now: archiveAt })).toMatchObject({ archived_count: 2, purged_count: 0 });
    expect(await runLifecycle(t.database, { now: new Date(archiveAt.getTime() + 31 * D) })).toMatchObject({ archived_count: 0, purged_count: 2 });

    const purged = await articleRows();
    expect(purged.map((r) => [r.status, r.content, r.summary])).toEqual([
      ['purged', null, null],
      ['purged', null, null],
    ]);
    const hashes = await t.database.sql.query<{ kind: string }>('SELECT kind FROM article_hashes');
    expect(hashes.filter((h) => h.kind === 'url')).toHaveLength(2);

    const again = await ingestFeeds(t.database, { limits: LIMITS });
    expect(again.failedSources).toBe(0);
    expect(again.itemsFound).toBe(2);
    expect(again.inserted).toBe(0);
    expect(again.duplicates).toBe(2);
    expect(await articleRows()).toEqual(purged);
  });
});
