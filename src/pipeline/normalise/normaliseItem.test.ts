import { describe, expect, it } from 'vitest';
import { parseFeedDocument } from '../parse/parseFeedDocument.ts';
import { normaliseItem, type NormalisedItem } from './normaliseItem.ts';

const rss = (items: string, link = 'http://news.example/') =>
  `<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>News</title><link>${link}</link><description>d</description>${items}</channel></rss>`;

function normalise(itemXml: string): NormalisedItem {
  const feed = parseFeedDocument(rss(itemXml));
  const result = normaliseItem(feed.items[0]!, feed, 'Example Source');
  if (!result.ok) throw new Error(result.reason);
  return result.item;
}

/** Every string inside a value, however deep. */
const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === 'object' && !(v instanceof Date) ? Object.entries(v).flatMap(([k, x]) => [k, ...strings(x)]) : [];

// eslint-disable-next-line no-control-regex -- what must never be stored
const NOT_STORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('normaliseItem: text we can store and emit (issue 13 items 3 and 4)', () => {
  it('drops NUL, C0 controls, U+FFFE/U+FFFF and lone surrogates from every stored string', () => {
    const item = normalise(`<item><title>Creators\u0000 sign &#1;deals\u001b &#xD800;now &#xFFFE;</title><link>http://news.example/a</link>
      <description>Summary \u0001\u0002\u001b with &#0;nul and &#xDC00;lone</description>
      <content:encoded><![CDATA[<p>Body \u0000 text \u0002</p>]]></content:encoded>
      <dc:creator>Asha\u0000 Rao\u0007</dc:creator><category>Brand\u0001 deals</category>
      <media:content url="https://cdn.example.com/a.jpg" type="image/jpeg\u0001" medium="image"/></item>`);
    for (const s of strings(item)) expect(s, JSON.stringify(s)).not.toMatch(NOT_STORABLE);
    // An XML reference to a surrogate is decoded by the parser as U+FFFD, which is a storable character.
    expect(item.title).toBe('Creators sign deals \uFFFDnow');
    expect(item.author).toBe('Asha Rao');
    expect(item.rssCategories).toEqual(['Brand deals']);
    // Tab, line feed and the rest of Unicode are kept.
    expect(normalise('<item><title>Café ₹500 😀 crore</title><link>http://news.example/b</link></item>').title).toBe('Café ₹500 😀 crore');
  });
});

describe('normaliseItem: titles and bylines are plain text (issue 13 item 5)', () => {
  it('strips markup, decodes entities once and collapses whitespace', () => {
    const item = normalise(`<item><title>Creators  &lt;img src=x onerror=alert(1)&gt;  win &amp;amp; grow &amp;lt;3</title><link>http://news.example/a</link>
      <dc:creator>&lt;img src=x onerror=alert(1)&gt;Asha &lt;b&gt;Rao&lt;/b&gt;</dc:creator></item>`);
    // XML decoding, then one HTML decoding: "&amp;amp;" is "&", "&amp;lt;3" the text "<3".
    expect(item.title).toBe('Creators win & grow <3');
    expect(item.author).toBe('Asha Rao');
    expect(item.sourceAttribution.author).toBe('Asha Rao');
    expect(item.title).not.toMatch(/onerror|<img/);
  });

  it('never turns double-escaped markup into a tag and never throws on an out-of-range reference', () => {
    const item = normalise('<item><title>Tips &amp;amp;lt;b&amp;amp;gt; &amp;#99999999; &amp;#x110000; done</title><link>http://news.example/a</link></item>');
    expect(item.title).toBe('Tips &lt;b&gt; \uFFFD \uFFFD done');
  });
});

describe('normaliseItem: card images follow the content URL policy (issue 13 item 6)', () => {
  it.each([
    // [media element, item link, expected card image]
    ['<media:thumbnail url="//evil.example/x.png" width="800"/>', 'http://news.example/a', 'http://evil.example/x.png'],
    ['<media:thumbnail url="//evil.example/x.png" width="800"/>', 'https://news.example/a', 'https://evil.example/x.png'],
    ['<media:thumbnail url="/img/x.png" width="800"/>', 'https://news.example/a/b', 'https://news.example/img/x.png'],
    ['<media:thumbnail url="http://169.254.169.254/latest/meta-data/x.png" width="800"/>', 'https://news.example/a', null],
    ['<media:content url="http://127.0.0.1/x.jpg" type="image/jpeg" medium="image"/>', 'https://news.example/a', null],
    ['<enclosure url="http://[::ffff:10.0.0.1]/x.jpg" type="image/jpeg" length="1"/>', 'https://news.example/a', null],
    ['<media:thumbnail url="http://localhost/x.png" width="800"/>', 'https://news.example/a', null],
    ['<media:thumbnail url="javascript:alert(1)" width="800"/>', 'https://news.example/a', null],
    // Inline images come from the sanitised content, so they obey its rules (no protocol-relative, no private host).
    ['<description><![CDATA[<p>x</p><img src="//evil.example/x.png">]]></description>', 'https://news.example/a', null],
    ['<description><![CDATA[<p>x</p><img src="http://169.254.169.254/x.png">]]></description>', 'https://news.example/a', null],
    ['<description><![CDATA[<p>x</p><img src="https://cdn.example.com/ok.png?a=1&amp;b=2">]]></description>', 'https://news.example/a', 'https://cdn.example.com/ok.png?a=1&b=2'],
  ])('%s on %s → %s', (media, link, expected) => {
    const item = normalise(`<item><title>Creators story</title><link>${link}</link>${media}</item>`);
    expect(item.imageUrl).toBe(expected);
    for (const url of [...item.mediaThumbnails.map((t) => t.url), ...item.enclosures.map((e) => e.url), ...(item.mediaMetadata?.mediaContent.map((m) => m.url) ?? [])]) {
      expect(url).not.toMatch(/169\.254|127\.0\.0\.1|localhost|::ffff|javascript/);
    }
  });
});

describe('normaliseItem: links and media as real feeds write them (issue 12)', () => {
  /** A blog feed whose links are all relative, fetched from `documentUrl`, with the channel link as given. */
  const blog = (channelLink: string, itemLink: string) =>
    `<?xml version="1.0"?><rss version="2.0"><channel><title>Blog</title><link>${channelLink}</link><description>d</description><item><title>Creators on long videos</title><link>${itemLink}</link></item></channel></rss>`;
  const linkOf = (doc: string, documentUrl: string | null) => {
    const feed = parseFeedDocument(doc, { documentUrl });
    const result = normaliseItem(feed.items[0]!, feed, 'Blog');
    return result.ok ? result.item.sourceUrl : `skipped: ${result.reason}`;
  };

  it.each([
    ['a relative link, absolute channel link', blog('https://blog.example.in/', '/posts/long-videos'), 'https://feeds.example.net/blog.xml', 'https://blog.example.in/posts/long-videos'],
    ['a relative link and a relative channel link: both from the document URL', blog('/', 'posts/long-videos'), 'https://blog.example.in/feed/rss.xml', 'https://blog.example.in/posts/long-videos'],
    ['a relative link, no channel link', blog('', '../posts/long-videos'), 'https://blog.example.in/feed/rss.xml', 'https://blog.example.in/posts/long-videos'],
    ['an absolute link stays as it is', blog('/', 'https://other.example.com/a'), 'https://blog.example.in/feed', 'https://other.example.com/a'],
  ])('resolves %s', (_name, doc, documentUrl, expected) => {
    expect(linkOf(doc, documentUrl)).toBe(expected);
  });

  it('skips a relative link when nothing absolute is known, rather than storing it relative', () => {
    expect(linkOf(blog('/', '/posts/long-videos'), null)).toBe('skipped: missing or non-http link');
  });

  it('never takes a base from a document URL that is not http(s)', () => {
    expect(linkOf(blog('', '/posts/long-videos'), 'sample:blog.xml')).toBe('skipped: missing or non-http link');
  });

  it('keeps one enclosure per address', () => {
    const item = normalise(`<item><title>Episode 12: creator income</title><link>http://news.example/ep12</link>
      <enclosure url="https://cdn.example.com/ep12.mp3" type="audio/mpeg" length="100"/>
      <enclosure url="https://cdn.example.com/ep12.mp3" type="audio/mpeg" length="100"/>
      <enclosure url="https://cdn.example.com/ep12-cover.jpg" type="image/jpeg" length="5"/></item>`);
    expect(item.enclosures.map((e) => e.url)).toEqual(['https://cdn.example.com/ep12.mp3', 'https://cdn.example.com/ep12-cover.jpg']);
  });
});

describe('normaliseItem: images in plain <bigimage> and <thumbnail> elements (issue 12)', () => {
  it.each([
    ['bigimage and thumbnail: the big one', '<bigimage>https://img.example.in/big-1200.jpg</bigimage><thumbnail>https://img.example.in/small-150.jpg</thumbnail>', 'https://img.example.in/big-1200.jpg'],
    ['only a thumbnail', '<thumbnail><![CDATA[https://img.example.in/small-150.jpg]]></thumbnail>', 'https://img.example.in/small-150.jpg'],
    ['a relative or script address: none', '<bigimage>/img/big.jpg</bigimage><thumbnail>javascript:alert(1)</thumbnail>', null],
  ])('%s', (_name, xml, expected) => {
    const item = normalise(`<item><title>Creators in Delhi sign brand deals</title><link>http://news.example/d</link>${xml}</item>`);
    expect(item.imageUrl).toBe(expected);
  });

  it('keeps media:thumbnail as before, and never reads it as a plain <thumbnail>', () => {
    const item = normalise('<item><title>Creators in Delhi sign brand deals</title><link>http://news.example/d</link><media:thumbnail url="https://img.example.in/m-800.jpg" width="800" height="450"/></item>');
    expect(item.imageUrl).toBe('https://img.example.in/m-800.jpg');
    expect(item.mediaThumbnails).toHaveLength(1);
  });
});

describe('normaliseItem: xml:base and the feed self link (issue 12)', () => {
  const linkOf = (doc: string, documentUrl: string | null = null) => {
    const feed = parseFeedDocument(doc, { documentUrl });
    const result = normaliseItem(feed.items[0]!, feed, 'Blog');
    return result.ok ? result.item.sourceUrl : `skipped: ${result.reason}`;
  };
  const atom = (rootAttrs: string, links: string, entryLink: string) =>
    `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" ${rootAttrs}><title>A</title><id>x</id>${links}<entry><title>Creators and brand deals</title><id>1</id><link href="${entryLink}"/></entry></feed>`;

  it.each([
    ['an Atom xml:base', atom('xml:base="https://blog.example.in/journal/"', '', 'posts/1'), null, 'https://blog.example.in/journal/posts/1'],
    ['a relative xml:base against the document URL', atom('xml:base="/journal/"', '', 'posts/1'), 'https://blog.example.in/feeds/atom.xml', 'https://blog.example.in/journal/posts/1'],
    ['xml:base before the site link', atom('xml:base="https://base.example.in/"', '<link rel="alternate" href="https://site.example.in/"/>', 'posts/1'), null, 'https://base.example.in/posts/1'],
    ['an RSS channel xml:base', `<?xml version="1.0"?><rss version="2.0"><channel xml:base="https://blog.example.in/"><title>B</title><description>d</description><item><title>Creators and brand deals</title><link>posts/1</link></item></channel></rss>`, null, 'https://blog.example.in/posts/1'],
    ['the Atom self link, for a file with nothing else', atom('', '<link rel="self" href="https://blog.example.in/feed.atom"/>', '/posts/1'), null, 'https://blog.example.in/posts/1'],
    [
      'the RSS atom:link self, for a file with nothing else',
      `<?xml version="1.0"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>B</title><atom:link rel="self" href="https://blog.example.in/rss.xml"/><description>d</description><item><title>Creators and brand deals</title><link>/posts/1</link></item></channel></rss>`,
      null,
      'https://blog.example.in/posts/1',
    ],
    ['the document URL before the self link', atom('', '<link rel="self" href="https://old-host.example.in/feed.atom"/>', '/posts/1'), 'https://blog.example.in/feed.atom', 'https://blog.example.in/posts/1'],
    ['a channel xml:base relative to the rss element\'s', rssBases('xml:base="https://blog.example.in/journal/"', 'xml:base="2026/"', '', '', 'posts/1'), null, 'https://blog.example.in/journal/2026/posts/1'],
  ])('resolves relative links against %s', (_name, doc, documentUrl, expected) => {
    expect(linkOf(doc, documentUrl)).toBe(expected);
  });
});

/** An RSS document with xml:base attributes (written out, e.g. `xml:base="…"`) on its rss, channel, item and link elements. */
function rssBases(rss: string, channel: string, item: string, link: string, href: string, more = ''): string {
  return `<?xml version="1.0"?><rss version="2.0" ${rss}><channel ${channel}><title>B</title><description>d</description><item ${item}><title>Creators and brand deals</title><link ${link}>${href}</link>${more}</item></channel></rss>`;
}

describe('normaliseItem: an item\'s own xml:base (issue 12)', () => {
  const itemOf = (doc: string, documentUrl: string | null = null) => {
    const feed = parseFeedDocument(doc, { documentUrl });
    return feed.items.map((i) => normaliseItem(i, feed, 'Blog'));
  };
  const linksOf = (doc: string, documentUrl: string | null = null) => itemOf(doc, documentUrl).map((r) => (r.ok ? r.item.sourceUrl : `skipped: ${r.reason}`));
  /** An Atom feed whose entries are given whole. */
  const atomEntries = (rootAttrs: string, ...entries: string[]) =>
    `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" ${rootAttrs}><title>A</title><id>x</id>${entries.map((e, n) => `<entry ${e.split('|')[0]}><title>Creators story ${n}</title><id>${n}</id>${e.split('|')[1]}</entry>`).join('')}</feed>`;

  it.each([
    ['an RSS item\'s xml:base, with no other base', rssBases('', '', 'xml:base="https://blog.example.in/posts/"', '', 'one'), null, ['https://blog.example.in/posts/one']],
    ['an RSS item\'s xml:base before the channel\'s', rssBases('', 'xml:base="https://channel.example.in/"', 'xml:base="https://item.example.in/p/"', '', 'one'), null, ['https://item.example.in/p/one']],
    ['an RSS item\'s relative xml:base nested in the channel\'s', rssBases('', 'xml:base="https://blog.example.in/journal/"', 'xml:base="2026/"', '', 'one'), null, ['https://blog.example.in/journal/2026/one']],
    ['an RSS item\'s relative xml:base against the document URL', rssBases('', '', 'xml:base="/posts/"', '', 'one'), 'https://blog.example.in/feed.xml', ['https://blog.example.in/posts/one']],
    ['the link element\'s own xml:base nested in the item\'s', rssBases('', '', 'xml:base="https://blog.example.in/a/"', 'xml:base="b/"', 'one'), null, ['https://blog.example.in/a/b/one']],
    ['the link element\'s own xml:base alone', rssBases('', '', '', 'xml:base="https://blog.example.in/x/"', 'one'), null, ['https://blog.example.in/x/one']],
    ['an item\'s xml:base leaving an absolute link alone', rssBases('', '', 'xml:base="https://blog.example.in/"', '', 'https://other.example.com/a'), null, ['https://other.example.com/a']],
    ['an item\'s relative xml:base with nothing absolute: skipped, not stored relative', rssBases('', '', 'xml:base="/posts/"', '', 'one'), null, ['skipped: missing or non-http link']],
    [
      'each Atom entry\'s own xml:base (an aggregated feed)',
      atomEntries('xml:base="https://planet.example.in/"', 'xml:base="https://asha.example.in/blog/"|<link href="p/1"/>', '|<link href="p/2"/>', 'xml:base="/ravi/"|<link href="p/3"/>'),
      null,
      ['https://asha.example.in/blog/p/1', 'https://planet.example.in/p/2', 'https://planet.example.in/ravi/p/3'],
    ],
    [
      'the Atom alternate link\'s own xml:base, nested in the entry\'s',
      atomEntries('', 'xml:base="https://blog.example.in/a/"|<link rel="self" xml:base="https://wrong.example.in/" href="x"/><link rel="alternate" xml:base="b/" href="p/1"/>'),
      null,
      ['https://blog.example.in/a/b/p/1'],
    ],
  ])('resolves against %s', (_name, doc, documentUrl, expected) => {
    expect(linksOf(doc, documentUrl)).toEqual(expected);
  });

  it('resolves the item\'s media and comments against its xml:base, not the feed\'s', () => {
    const doc = rssBases('xmlns:media="http://search.yahoo.com/mrss/"', 'xml:base="https://channel.example.in/"', 'xml:base="https://blog.example.in/2026/"', '', '/posts/one', '<media:thumbnail url="img/cover.jpg" width="800"/><comments>one#comments</comments>');
    const [result] = itemOf(doc);
    expect(result?.ok && result.item).toMatchObject({ sourceUrl: 'https://blog.example.in/posts/one', imageUrl: 'https://blog.example.in/2026/img/cover.jpg', commentsUrl: 'https://blog.example.in/2026/one#comments' });
  });
});

describe('normaliseItem: stored text is NFC, as searches are (issue 12)', () => {
  it('stores a precomposed Devanagari nukta letter as letter + nukta in the title, summary and content', () => {
    const item = normalise('<item><title>\u095eॉलोअर्स की कमाई</title><link>http://news.example/n</link><description>इन्फ्लुएंसर के \u095eॉलोअर्स</description><content:encoded><![CDATA[<p>\u095eॉलोअर्स</p>]]></content:encoded></item>');
    for (const text of [item.title, item.summary, item.content]) {
      expect(text).toContain('\u092b\u093cॉलोअर्स');
      expect(text).not.toContain('\u095e');
    }
  });
});

describe('normaliseItem: entities left in titles (issue 12)', () => {
  const rssTitle = (title: string) => `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><link>https://e.com/</link><description>d</description><item><title>${title}</title><link>https://e.com/1</link></item></channel></rss>`;
  const atomTitle = (title: string, type = 'text') =>
    `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>A</title><id>x</id><entry><title type="${type}">${title}</title><id>1</id><link href="https://a.com/1"/></entry></feed>`;
  const jsonTitle = (title: string) => JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', title: 'J', items: [{ id: '1', url: 'https://j.com/1', title }] });
  const titleOf = (doc: string) => {
    const feed = parseFeedDocument(doc);
    const result = normaliseItem(feed.items[0]!, feed, 'Source');
    return result.ok ? result.item.title : `skipped: ${result.reason}`;
  };
  const EXPECTED = 'Don’t miss: $5 creator kits…';

  it.each([
    ['RSS, entities', rssTitle('Don&rsquo;t miss: &#x0024;5 creator kits&hellip;')],
    ['RSS, entities in CDATA', rssTitle('<![CDATA[Don&rsquo;t miss: &#x0024;5 creator kits&hellip;]]>')],
    ['RSS, escaped twice', rssTitle('Don&amp;rsquo;t miss: &amp;#x0024;5 creator kits&amp;hellip;')],
    ['RSS, escaped twice in CDATA', rssTitle('<![CDATA[Don&amp;rsquo;t miss: &amp;#x0024;5 creator kits&amp;hellip;]]>')],
    ['Atom text, entities', atomTitle('Don&rsquo;t miss: &#x0024;5 creator kits&hellip;')],
    ['Atom html, escaped twice', atomTitle('Don&amp;rsquo;t miss: &amp;#x0024;5 creator kits&amp;hellip;', 'html')],
    ['Atom, escaped twice in CDATA', atomTitle('<![CDATA[Don&amp;rsquo;t miss: &amp;#x0024;5 creator kits&amp;hellip;]]>', 'html')],
    ['JSON Feed, entities', jsonTitle('Don&rsquo;t miss: &#x0024;5 creator kits&hellip;')],
    ['JSON Feed, escaped twice', jsonTitle('Don&amp;rsquo;t miss: &amp;#x0024;5 creator kits&amp;hellip;')],
    ['JSON Feed, plain characters', jsonTitle(EXPECTED)],
  ])('decodes %s', (_name, doc) => {
    expect(titleOf(doc)).toBe(EXPECTED);
  });

  it.each([
    ['RSS CDATA', rssTitle('<![CDATA[Tips &amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt;]]>')],
    ['JSON Feed', jsonTitle('Tips &amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt;')],
  ])('never turns markup escaped twice into a tag (%s)', (_name, doc) => {
    expect(titleOf(doc)).toBe('Tips &lt;b&gt;bold&lt;/b&gt;');
  });
});
