import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatInspection, inspectFeedDocument } from './inspectFeed.ts';

const ITEM_FIELDS = ['title', 'link', 'author', 'published_at', 'image', 'enclosures', 'summary', 'category', 'relevance_score', 'decision'];
const CREATOR_TITLE = 'Mumbai beauty creators sign ₹2 crore Instagram Reels deals with D2C brands';
const CREATOR_SUMMARY = 'Influencer marketing agencies say micro-influencers in India now earn more from brand deals than from ads.';

const DOCS = {
  rss: `<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>RSS Wire</title><link>https://rss.example.in/</link><description>d</description>
    <item><title>${CREATOR_TITLE}</title><link>https://rss.example.in/a</link><author>desk@rss.example.in (Asha Rao)</author><pubDate>Tue, 24 Nov 2026 10:00:00 IST</pubDate><description>${CREATOR_SUMMARY}</description>
      <media:content url="https://cdn.rss.example.in/a.jpg" type="image/jpeg" medium="image" width="800" height="450"/><enclosure url="https://cdn.rss.example.in/a.mp3" type="audio/mpeg" length="1200"/></item>
    <item><title></title><link>https://rss.example.in/untitled</link></item></channel></rss>`,
  atom: `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Atom Wire</title><id>x</id><updated>2026-11-21T10:00:00Z</updated><link rel="alternate" href="https://atom.example.in/"/>
    <entry><title>${CREATOR_TITLE}</title><id>e1</id><link rel="alternate" href="https://atom.example.in/a"/><published>2026-11-20T10:00:00Z</published><updated>2026-11-21T10:00:00Z</updated><author><name>Ravi Iyer</name></author><summary>${CREATOR_SUMMARY}</summary></entry></feed>`,
  rdf: `<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel rdf:about="https://rdf.example.in/"><title>RDF Wire</title><link>https://rdf.example.in/</link><description>d</description></channel>
    <item rdf:about="https://rdf.example.in/a"><title>${CREATOR_TITLE}</title><link>https://rdf.example.in/a</link><dc:date>2026-11-21T10:00:00Z</dc:date><dc:creator>Meera Nair</dc:creator><description>${CREATOR_SUMMARY}</description></item></rdf:RDF>`,
  json: JSON.stringify({ version: '1.0', title: 'JSON Wire', home_page_url: 'https://json.example.in/', items: [{ id: '1', url: 'https://json.example.in/a', title: CREATOR_TITLE, summary: CREATOR_SUMMARY, date_published: '2026-11-21T10:00:00Z', authors: [{ name: 'Kabir Das' }], image: 'https://cdn.json.example.in/a.jpg' }] }),
};

describe('inspectFeedDocument', () => {
  it.each([
    ['rss', 'RSS Wire', 'https://rss.example.in/', 'Asha Rao', '2026-11-24T04:30:00.000Z'],
    ['atom', 'Atom Wire', 'https://atom.example.in/', 'Ravi Iyer', '2026-11-20T10:00:00.000Z'],
    ['rdf', 'RDF Wire', 'https://rdf.example.in/', 'Meera Nair', '2026-11-21T10:00:00.000Z'],
    ['json', 'JSON Wire', 'https://json.example.in/', 'Kabir Das', '2026-11-21T10:00:00.000Z'],
  ] as const)('reads %s: the feed, and every field of its creator story with the classifier decision', (format, title, site, author, published) => {
    const inspection = inspectFeedDocument(new TextEncoder().encode(DOCS[format]));
    expect(inspection.feed).toEqual({ title, site_url: site, format });
    const [item] = inspection.items;
    for (const field of ITEM_FIELDS) expect(item, field).toHaveProperty(field);
    expect(item).toMatchObject({ title: CREATOR_TITLE, author, published_at: published, summary: CREATOR_SUMMARY, decision: 'published' });
    expect(item?.link).toMatch(/^https:\/\/\w+\.example\.in\/a$/);
    expect(item?.relevance_score).toBeGreaterThanOrEqual(60);
    expect(item?.category).toEqual(expect.any(String));
    expect(item?.top_features.length).toBeGreaterThan(0);
  });

  it('gives the image and enclosures the pipeline would store', () => {
    const [item] = inspectFeedDocument(DOCS.rss).items;
    expect(item?.image).toBe('https://cdn.rss.example.in/a.jpg');
    expect(item?.enclosures).toEqual([{ url: 'https://cdn.rss.example.in/a.mp3', type: 'audio/mpeg', length: 1200 }]);
  });

  it('lists an item it would skip, with the reason, instead of hiding it', () => {
    const skipped = inspectFeedDocument(DOCS.rss).items[1];
    expect(skipped).toMatchObject({ decision: 'skipped', skip_reason: 'missing title', link: 'https://rss.example.in/untitled', category: null, relevance_score: null });
  });

  it('rejects an off-topic story as ingest would', () => {
    const doc = DOCS.rss.replace(CREATOR_TITLE, 'Monsoon floods roads in Kerala as schools close').replace(CREATOR_SUMMARY, 'The weather office issued a red alert for three districts.');
    expect(inspectFeedDocument(doc).items[0]?.decision).toBe('auto_rejected');
  });

  it('reads a feed with no items', () => {
    expect(inspectFeedDocument('<?xml version="1.0"?><rss version="2.0"><channel><title>Empty</title><link>https://e.example/</link><description>d</description></channel></rss>')).toEqual({
      feed: { title: 'Empty', site_url: 'https://e.example/', format: 'rss' },
      items: [],
    });
  });

  it.each([
    ['rss', '<?xml version="1.0"?><rss version="2.0"><channel><title>Empty</title><link>https://e.example/</link><description>d</description></channel></rss>'],
    ['atom', '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Empty</title><id>x</id><updated>2026-11-21T10:00:00Z</updated><link href="https://e.example/"/></feed>'],
    ['rdf', '<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"><channel rdf:about="https://e.example/"><title>Empty</title><link>https://e.example/</link><description>d</description></channel></rdf:RDF>'],
    ['json', JSON.stringify({ version: '1.0', title: 'Empty', home_page_url: 'https://e.example/', items: [] })],
  ] as const)('reads a %s document with no items', (format, doc) => {
    expect(inspectFeedDocument(doc)).toEqual({ feed: { title: 'Empty', site_url: 'https://e.example/', format }, items: [] });
  });

  it('reads the hard-case Atom fixture re-encoded as UTF-16 (LE and BE, with a byte-order mark) as it reads the UTF-8 file', () => {
    const text = readFileSync(path.join(import.meta.dirname, 'testdata/hard-feeds/atom-truncated.xml'), 'utf8').replace('encoding="utf-8"', 'encoding="utf-16"');
    const utf16 = (littleEndian: boolean) => {
      const out = new Uint8Array(2 + text.length * 2);
      const view = new DataView(out.buffer);
      view.setUint16(0, 0xfeff, littleEndian);
      for (let i = 0; i < text.length; i++) view.setUint16(2 + i * 2, text.charCodeAt(i), littleEndian);
      return out;
    };
    const fromUtf8 = inspectFeedDocument(new TextEncoder().encode(text));
    expect(fromUtf8.items).toHaveLength(2);
    expect(inspectFeedDocument(utf16(true))).toEqual(fromUtf8);
    expect(inspectFeedDocument(utf16(false))).toEqual(fromUtf8);
  });

  it('gives the feed title and a skipped item as plain text', () => {
    const doc = '<?xml version="1.0"?><rss version="2.0"><channel><title>Creators &amp;amp; Co</title><description>d</description><item><title><![CDATA[Don&amp;rsquo;t <b>miss</b>]]></title><link>/posts/1</link><author>x@e.example (Asha &amp;amp; Ravi)</author></item></channel></rss>';
    expect(inspectFeedDocument(doc)).toMatchObject({ feed: { title: 'Creators & Co' }, items: [{ title: 'Don’t miss', author: 'Asha & Ravi', link: '/posts/1', decision: 'skipped' }] });
  });

  it('resolves relative links against the document URL it is given', () => {
    const doc = '<?xml version="1.0"?><rss version="2.0"><channel><title>Blog</title><description>d</description><item><title>Creators and brand deals</title><link>/posts/1</link></item></channel></rss>';
    expect(inspectFeedDocument(doc).items[0]).toMatchObject({ decision: 'skipped', skip_reason: 'missing or non-http link' });
    expect(inspectFeedDocument(doc, { documentUrl: 'https://blog.example.in/feed.xml' }).items[0]?.link).toBe('https://blog.example.in/posts/1');
  });

  it('formats every field for a terminal', () => {
    const text = formatInspection(inspectFeedDocument(DOCS.rss));
    for (const part of ['Feed: RSS Wire (rss)', 'Site: https://rss.example.in/', 'Items: 2', '1 published', '1 skipped', `1. ${CREATOR_TITLE}`, 'author:     Asha Rao', 'published:  2026-11-24T04:30:00.000Z', 'image:      https://cdn.rss.example.in/a.jpg', 'enclosure:  https://cdn.rss.example.in/a.mp3 (audio/mpeg, 1200 bytes)', 'features:', '(missing title)']) {
      expect(text).toContain(part);
    }
  });
});
