import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeEntryArgs } from '../testing/nodeEntry.ts';

// `npm run feeds -- inspect`: the contract other tools read (issue 12 item 2). It needs no database.
const dir = mkdtempSync(path.join(os.tmpdir(), 'feeds-inspect-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) => spawnSync(process.execPath, [...nodeEntryArgs('feeds'), 'inspect', ...args], { encoding: 'utf8', timeout: 60_000 });
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
};

/** The repo's own hard-case documents, one per format (what each holds is written at its top). */
const HARD = path.join(import.meta.dirname, '../pipeline/testdata/hard-feeds');

/** What --json must give for each: the feed, then per item the fields a reader would check by eye. */
const EXPECTED = [
  {
    file: 'rss-windows-1252.xml',
    args: ['--base-url', 'https://mirror.example.in/wire/feed.xml'],
    feed: { title: 'Café Creators Wire', site_url: null, format: 'rss' },
    items: [
      {
        title: 'Mumbai creators’ Diwali brand deals top ₹50 crore…',
        link: 'https://wire.example.in/2026/creators-diwali-deals',
        author: 'Asha Rao',
        published_at: '2026-11-24T04:30:00.000Z',
        image: 'https://img.wire.example.in/diwali-1200.jpg',
        enclosures: [{ url: 'https://wire.example.in/2026/audio/diwali-deals.mp3', type: 'audio/mpeg', length: 4096 }],
        summary: 'Influencer marketing agencies say café-owner micro-influencers in India now earn more from Instagram brand deals than from ads.',
      },
      { title: 'YouTube creators “earn more” from Shorts in India, says the platform', link: 'https://wire.example.in/2026/shorts-earnings', author: 'Ravi Iyer', published_at: '2026-11-20T10:00:00.000Z', image: null, enclosures: [] },
      // Root-relative, no site link: resolved against --base-url (the document's address) before the self link.
      { title: 'Influencer agencies in Bengaluru hire for creator partnerships', link: 'https://mirror.example.in/2026/agencies-hire', author: null, published_at: '2026-11-21T08:30:00.000Z', image: null, enclosures: [] },
    ],
  },
  {
    file: 'atom-truncated.xml',
    args: [],
    feed: { title: 'Creator Planet & Friends', site_url: 'https://planet.example.in/', format: 'atom' },
    items: [
      {
        title: 'Meera’s creator studio signs $2M YouTube deal',
        link: 'https://planet.example.in/meera/2026/studio-deal',
        author: 'Meera Nair',
        published_at: '2026-11-22T03:30:00.000Z',
        image: 'https://planet.example.in/meera/img/studio-1200.jpg',
        enclosures: [{ url: 'https://planet.example.in/meera/media/studio.mp4', type: 'video/mp4', length: 9000 }],
      },
      { title: 'Instagram adds creator marketplace tools for Indian brands', link: 'https://planet.example.in/posts/marketplace', author: 'Kabir Das', published_at: '2026-11-21T10:00:00.000Z', image: null, enclosures: [], summary: 'Brands can now find influencers for paid partnerships.' },
    ],
  },
  {
    file: 'rdf-truncated.rdf',
    args: [],
    feed: { title: 'Café Journal', site_url: 'https://journal.example.in/', format: 'rdf' },
    items: [
      { title: 'Tamil creators’ café vlogs draw brand deals in Chennai', link: 'https://journal.example.in/notes/1', author: 'Lakshmi Raman', published_at: '2026-11-19T06:30:00.000Z', image: null, enclosures: [] },
      { title: 'Creator economy report: 40% of Indian creators earn from brand deals', link: 'https://journal.example.in/notes/2', author: 'Meera Nair', published_at: '2026-11-18T09:00:00.000Z', image: null, enclosures: [] },
    ],
  },
  {
    file: 'json-feed-1.0-truncated.json',
    args: [],
    feed: { title: 'Creators & Co', site_url: 'https://json.example.in/', format: 'json' },
    items: [
      {
        title: 'Instagram’s Reels bonus returns for Indian creators — up to ₹1 lakh',
        link: 'https://json.example.in/2026/reels-bonus',
        author: 'Asha Rao',
        published_at: '2026-11-23T12:30:00.000Z',
        image: 'https://img.json.example.in/reels-1200.jpg',
        enclosures: [{ url: 'https://json.example.in/audio/reels.mp3', type: 'audio/mpeg', length: 2048 }],
      },
      { title: 'YouTube creator fund {India} backs 500 "small" creators', link: 'https://json.example.in/2026/creator-fund', author: null, published_at: '2026-11-22T08:00:00.000Z', image: null, enclosures: [], summary: 'The fund pays creators with fewer than 100,000 subscribers.' },
    ],
  },
];

const ITEM_FIELDS = ['title', 'link', 'author', 'published_at', 'image', 'enclosures', 'summary', 'category', 'relevance_score', 'decision'];

describe('npm run feeds -- inspect', () => {
  it.each(EXPECTED.map((e) => [e.feed.format, e] as const))('--json on the %s hard-case fixture: the feed and every field of every item', (_format, expected) => {
    const res = run(path.join(HARD, expected.file), '--json', ...expected.args);
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    const doc = JSON.parse(res.stdout) as { feed: Record<string, unknown>; items: Record<string, unknown>[] };
    expect(Object.keys(doc)).toEqual(['feed', 'items']);
    expect(doc.feed).toEqual(expected.feed);
    expect(doc.items).toHaveLength(expected.items.length);
    doc.items.forEach((item, n) => {
      expect(Object.keys(item)).toEqual(expect.arrayContaining(ITEM_FIELDS));
      expect(item).toMatchObject(expected.items[n] ?? {});
      expect(item.summary).toEqual(expect.any(String));
      expect(item.category).toEqual(expect.any(String));
      expect(item.relevance_score).toEqual(expect.any(Number));
      expect(['published', 'pending_review', 'auto_rejected']).toContain(item.decision);
    });
  }, 60_000);

  it('prints every field and the top features as text', () => {
    const res = run(path.join(HARD, 'atom-truncated.xml'));
    expect(res.status).toBe(0);
    for (const part of ['Feed: Creator Planet & Friends (atom)', 'Site: https://planet.example.in/', 'Items: 2', '1. Meera’s creator studio signs $2M YouTube deal', 'decision:', 'link:       https://planet.example.in/meera/2026/studio-deal', 'author:     Meera Nair', 'published:  2026-11-22T03:30:00.000Z', 'image:      https://planet.example.in/meera/img/studio-1200.jpg', 'enclosure:  https://planet.example.in/meera/media/studio.mp4 (video/mp4, 9000 bytes)', 'summary:    The creator studio', 'features:']) {
      expect(res.stdout).toContain(part);
    }
  }, 60_000);

  it('exits 0 for a feed with no items', () => {
    const res = run(file('empty.xml', '<?xml version="1.0"?><rss version="2.0"><channel><title>Empty</title><link>https://e.example/</link><description>d</description></channel></rss>'), '--json');
    expect(res.status).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ items: [] });
  }, 60_000);

  it.each([
    ['a document that is not a feed', () => file('page.html', '<html><body>Not a feed</body></html>'), /page\.html: Not a valid RSS, Atom, RDF or JSON feed/],
    ['a file that does not exist', () => path.join(dir, 'missing.xml'), /Cannot read .*missing\.xml/],
    ['a JSON Feed cut off inside its first item', () => file('cut.json', '{"version": "1.0", "title": "J", "items": [{"id": "1", "title": "Cut'), /cut\.json: Not a valid RSS, Atom, RDF or JSON feed/],
    ['a private address (the SSRF-safe fetch)', () => 'http://127.0.0.1:9/feed.xml', /Cannot fetch http:\/\/127\.0\.0\.1:9\/feed\.xml: .*not a public address/],
  ])('exits 1 with one clear line for %s', (_name, target, message) => {
    const res = run(target());
    expect(res.status).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stderr).toMatch(message);
  }, 60_000);
});
