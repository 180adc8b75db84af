import { afterAll, describe, expect, it } from 'vitest';
import { FeedParseError } from '../parse/parseFeedDocument.ts';
import { prepareFeed, prepareWorkersFor, stopFeedPreparer } from './feedPreparer.ts';
import type { PreparedBatch } from './prepareBatch.ts';

afterAll(() => stopFeedPreparer());

const item = (i: number, link = true) =>
  `<item><title>Creator deal ${i}: Mumbai agency signs YouTube creators</title>${link ? `<link>https://example.in/p/${i}</link>` : ''}<description>Influencer marketing story ${i}.</description></item>`;
const rss = (items: string[]) => `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><link>https://example.in/</link><description>d</description>${items.join('')}</channel></rss>`;

async function collect(batches: AsyncIterable<PreparedBatch>): Promise<PreparedBatch[]> {
  const out: PreparedBatch[] = [];
  for await (const b of batches) out.push(b);
  return out;
}

describe('prepareWorkersFor', () => {
  it('leaves PGlite, which stores in the main thread, a core of its own; PostgreSQL gets up to two workers', () => {
    expect([1, 2, 3, 4, 16].map((cores) => prepareWorkersFor('pglite', cores))).toEqual([1, 1, 2, 2, 2]);
    expect([1, 2, 3, 4, 16].map((cores) => prepareWorkersFor('postgres', cores))).toEqual([1, 2, 2, 2, 2]);
  });
});

describe('prepareFeed (worker thread)', () => {
  it('parses, then prepares the items in batches of the given size, in feed order', async () => {
    const feed = await prepareFeed(rss([...Array.from({ length: 5 }, (_, i) => item(i)), item(99, false)]), null, 'Example', 2);
    expect(feed.itemsFound).toBe(6);
    const batches = await collect(feed.batches);
    expect(batches.map((b) => b.items.length + b.skipped)).toEqual([2, 2, 2]);
    expect(batches.flatMap((b) => b.items.map((p) => p.item.sourceUrl))).toEqual(Array.from({ length: 5 }, (_, i) => `https://example.in/p/${i}`));
    expect(batches.reduce((n, b) => n + b.skipped, 0)).toBe(1);
    const first = batches[0]?.items[0];
    expect(first?.classification.category).toBeTruthy();
    expect(first?.urlHash).toMatch(/^[0-9a-f]{64}$/);
    expect(['published', 'pending_review', 'auto_rejected']).toContain(first?.outcome.decision);
  });

  it('rejects with FeedParseError when the body is not a feed, and keeps working afterwards', async () => {
    await expect(prepareFeed('<html><body>not a feed</body></html>', null, 'Example', 10)).rejects.toBeInstanceOf(FeedParseError);
    const again = await prepareFeed(rss([item(1)]), null, 'Example', 10);
    expect((await collect(again.batches)).flatMap((b) => b.items)).toHaveLength(1);
  });

  it('prepares several feeds at once without mixing their batches', async () => {
    const [a, b] = await Promise.all([prepareFeed(rss([item(1), item(2)]), null, 'A', 1), prepareFeed(rss([item(3)]), null, 'B', 1)]);
    const [ba, bb] = await Promise.all([collect(a.batches), collect(b.batches)]);
    expect(ba.flatMap((x) => x.items.map((p) => p.item.sourceName))).toEqual(['A', 'A']);
    expect(bb.flatMap((x) => x.items.map((p) => p.item.sourceName))).toEqual(['B']);
  });
});
