import { describe, expect, it } from 'vitest';
import { FeedParseError, parseFeedDocument } from './parseFeedDocument.ts';

const RSS = `<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:georss="http://www.georss.org/georss"><channel><title>T</title><link>https://e.com</link><description>d</description>
<item><title>Hello</title><link>https://e.com/a</link><guid>g1</guid><pubDate>Sat, 21 Nov 2026 10:00:00 GMT</pubDate><dc:creator>Asha</dc:creator><category>YouTube</category><comments>https://e.com/a#c</comments><description>Summary</description><content:encoded><![CDATA[<p>Body</p>]]></content:encoded>
<media:thumbnail url="https://e.com/t800.jpg" width="800" height="450"/><media:content url="https://e.com/m.jpg" type="image/jpeg" medium="image"/><enclosure url="https://e.com/p.mp3" type="audio/mpeg" length="123"/><itunes:duration>754</itunes:duration><georss:point>19.07 72.87</georss:point></item></channel></rss>`;

const ATOM = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>A</title><id>x</id><updated>2026-11-21T10:00:00Z</updated><link rel="alternate" href="https://a.com/"/><entry><title>E</title><id>e1</id><link rel="alternate" href="https://a.com/e"/><link rel="enclosure" href="https://a.com/e.mp3" type="audio/mpeg"/><updated>2026-11-21T10:00:00Z</updated><published>2026-11-20T10:00:00Z</published><author><name>Ravi</name></author><category term="Reels"/><summary>S</summary><content type="html">&lt;p&gt;C&lt;/p&gt;</content></entry></feed>`;

const RDF = `<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel rdf:about="https://r.com/"><title>R</title><link>https://r.com/</link><description>d</description></channel><item rdf:about="https://r.com/1"><title>RDF item</title><link>https://r.com/1</link><dc:date>2026-11-21T10:00:00Z</dc:date><dc:creator>Meera</dc:creator></item></rdf:RDF>`;

const JSON_FEED = JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', title: 'J', home_page_url: 'https://j.com/', items: [{ id: '1', url: 'https://j.com/1', title: 'JSON item', content_html: '<p>x</p>', date_published: '2026-11-21T10:00:00Z', tags: ['creators'], image: 'https://j.com/i.jpg', authors: [{ name: 'Kabir' }] }] });

describe('parseFeedDocument', () => {
  it('reads RSS 2.0 with media, enclosures, podcast duration and geo', () => {
    const feed = parseFeedDocument(RSS);
    expect(feed.format).toBe('rss');
    const [item] = feed.items;
    expect(item).toMatchObject({
      title: 'Hello', link: 'https://e.com/a', guid: 'g1', authors: ['Asha'], categories: ['YouTube'], commentsUrl: 'https://e.com/a#c',
      summaryHtml: 'Summary', contentHtml: '<p>Body</p>', podcastDuration: '12:34', geo: { lat: 19.07, lon: 72.87, featureName: null },
    });
    expect(item?.publishedAt?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(item?.thumbnails[0]).toMatchObject({ url: 'https://e.com/t800.jpg', width: 800 });
    expect(item?.enclosures[0]).toEqual({ url: 'https://e.com/p.mp3', type: 'audio/mpeg', length: 123 });
  });
  it('reads Atom', () => {
    const feed = parseFeedDocument(ATOM);
    expect(feed).toMatchObject({ format: 'atom', title: 'A', siteUrl: 'https://a.com/' });
    expect(feed.items[0]).toMatchObject({ title: 'E', link: 'https://a.com/e', authors: ['Ravi'], categories: ['Reels'], contentHtml: '<p>C</p>' });
    expect(feed.items[0]?.publishedAt?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(feed.items[0]?.enclosures[0]?.url).toBe('https://a.com/e.mp3');
  });
  it('reads RSS 1.0 / RDF', () => {
    const feed = parseFeedDocument(RDF);
    expect(feed.format).toBe('rdf');
    expect(feed.items[0]).toMatchObject({ title: 'RDF item', link: 'https://r.com/1', authors: ['Meera'] });
  });
  it('reads JSON Feed', () => {
    const feed = parseFeedDocument(JSON_FEED);
    expect(feed.format).toBe('json');
    expect(feed.items[0]).toMatchObject({ title: 'JSON item', link: 'https://j.com/1', categories: ['creators'], authors: ['Kabir'], thumbnails: [{ url: 'https://j.com/i.jpg' }] });
  });
  it.each([['<html><body>Not a feed</body></html>'], ['{"hello": 1}'], ['<rss><channel><item><title>x</item>'], ['']])('throws FeedParseError for %j', (doc) => {
    expect(() => parseFeedDocument(doc)).toThrow(FeedParseError);
  });
});

/** An RSS 2.0 document with one item made of `itemXml`, declaring the namespaces real feeds mix into RSS. */
const rssWith = (itemXml: string, channelXml = '') =>
  `<?xml version="1.0"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>T</title><link>https://e.com/</link><description>d</description>${channelXml}<item>${itemXml}</item></channel></rss>`;

describe('what real feeds write that the first parser dropped (issue 12)', () => {
  it.each([
    ['an RSS <author> with e-mail and name', '<title>x</title><author>jane@example.com (Jane Doe)</author>', ['Jane Doe']],
    ['an RSS <author> with only an e-mail address', '<title>x</title><author>desk@example.com</author>', ['desk@example.com']],
    ['dc:creator beside <author>', '<title>x</title><dc:creator>Asha Rao</dc:creator><author>news@example.com (Newsdesk)</author>', ['Asha Rao', 'Newsdesk']],
  ])('keeps %s', (_name, itemXml, authors) => {
    expect(parseFeedDocument(rssWith(itemXml)).items[0]?.authors).toEqual(authors);
  });

  it('takes the title from dc:title when the item has no <title>', () => {
    expect(parseFeedDocument(rssWith('<dc:title>Creators sign up for brand deals</dc:title><link>https://e.com/1</link>')).items[0]?.title).toBe('Creators sign up for brand deals');
    // <title> wins when both are there.
    expect(parseFeedDocument(rssWith('<title>Own title</title><dc:title>DC title</dc:title>')).items[0]?.title).toBe('Own title');
  });

  it('keeps dc:rights of the item and of the channel', () => {
    const feed = parseFeedDocument(rssWith('<title>x</title><dc:rights>© Item Owner</dc:rights>', '<dc:rights>© Channel Owner</dc:rights>'));
    expect(feed.items[0]?.rights).toBe('© Item Owner');
    expect(feed.rights).toBe('© Channel Owner');
  });

  it.each([
    ['atom:published', '<atom:published>2026-11-20T10:00:00Z</atom:published>', '2026-11-20T10:00:00.000Z'],
    ['atom:updated alone', '<atom:updated>2026-11-21T08:30:00Z</atom:updated>', '2026-11-21T08:30:00.000Z'],
    ['atom:published before atom:updated', '<atom:updated>2026-11-21T08:30:00Z</atom:updated><atom:published>2026-11-20T10:00:00Z</atom:published>', '2026-11-20T10:00:00.000Z'],
    ['pubDate before the Atom dates', '<pubDate>Sat, 21 Nov 2026 10:00:00 GMT</pubDate><atom:published>2026-11-01T00:00:00Z</atom:published>', '2026-11-21T10:00:00.000Z'],
  ])('dates an RSS item by %s', (_name, dateXml, iso) => {
    expect(parseFeedDocument(rssWith(`<title>x</title>${dateXml}`)).items[0]?.publishedAt?.toISOString()).toBe(iso);
  });

  it.each([
    ['IST, India Standard Time', 'Tue, 24 Nov 2026 10:00:00 IST', '2026-11-24T04:30:00.000Z'],
    ['IST one minute before midnight', 'Tue, 24 Nov 2026 23:59:00 IST', '2026-11-24T18:29:00.000Z'],
    ['a numeric +0530 offset', 'Tue, 24 Nov 2026 10:00:00 +0530', '2026-11-24T04:30:00.000Z'],
    ['GMT', 'Tue, 24 Nov 2026 10:00:00 GMT', '2026-11-24T10:00:00.000Z'],
    ['a US zone the parser knows', 'Tue, 24 Nov 2026 10:00:00 EST', '2026-11-24T15:00:00.000Z'],
  ])('reads a date in %s', (_name, pubDate, iso) => {
    expect(parseFeedDocument(rssWith(`<title>x</title><pubDate>${pubDate}</pubDate>`)).items[0]?.publishedAt?.toISOString()).toBe(iso);
  });

  it('leaves an unknown zone abbreviation undated rather than guessing', () => {
    expect(parseFeedDocument(rssWith('<title>x</title><pubDate>Tue, 24 Nov 2026 10:00:00 XYZ</pubDate>')).items[0]?.publishedAt).toBeNull();
  });

  it.each(['1.0', '1', '1.1', 'https://jsonfeed.org/version/1'])('reads a JSON Feed whose version is "%s"', (version) => {
    const feed = parseFeedDocument(JSON.stringify({ version, title: 'J', items: [{ id: '1', url: 'https://j.com/1', title: 'JSON item', content_text: 'x' }] }));
    expect(feed.format).toBe('json');
    expect(feed.items[0]).toMatchObject({ title: 'JSON item', link: 'https://j.com/1' });
  });

  it.each(['2.0', '0.9'])('still refuses a JSON document claiming version "%s"', (version) => {
    expect(() => parseFeedDocument(JSON.stringify({ version, title: 'J', items: [{ id: '1', title: 'x' }] }))).toThrow(FeedParseError);
  });
});

describe('a feed cut off before its end (issue 12)', () => {
  const head = '<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><link>https://e.com/</link><description>d</description>';
  const item = (n: number) => `<item><title>Story ${n}</title><link>https://e.com/${n}</link></item>`;

  it.each([
    ['inside an item', `${head}${item(1)}${item(2)}<item><title>Story 3</ti`],
    ['between items', `${head}${item(1)}${item(2)}`],
    ['after </channel>, before </rss>', `${head}${item(1)}${item(2)}</channel>`],
  ])('keeps the complete items of an RSS feed cut %s', (_name, doc) => {
    expect(parseFeedDocument(doc).items.map((i) => i.title)).toEqual(['Story 1', 'Story 2']);
  });

  it('keeps the complete entries of a cut Atom feed', () => {
    const doc = '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>A</title><id>x</id><entry><title>E1</title><id>1</id><link href="https://a.com/1"/></entry><entry><title>E2</ti';
    expect(parseFeedDocument(doc).items.map((i) => [i.title, i.link])).toEqual([['E1', 'https://a.com/1']]);
  });

  it('keeps the complete items of a cut RSS 1.0 (RDF) feed', () => {
    const doc =
      '<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"><channel rdf:about="https://r.com/"><title>R</title><link>https://r.com/</link><description>d</description></channel><item rdf:about="https://r.com/1"><title>RDF 1</title><link>https://r.com/1</link></item><item rdf:about="https://r.com/2"><title>RD';
    expect(parseFeedDocument(doc).items.map((i) => i.title)).toEqual(['RDF 1']);
  });

  it('still refuses a cut feed with no complete item', () => {
    expect(() => parseFeedDocument(`${head}<item><title>Story 1</ti`)).toThrow(FeedParseError);
  });

  const json = JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: 'J',
    items: [
      { id: '1', url: 'https://j.com/1', title: 'JSON 1 {with "braces"} [and] \\ a backslash', tags: ['a', 'b'], authors: [{ name: 'Kabir' }] },
      { id: '2', url: 'https://j.com/2', title: 'JSON 2' },
      { id: '3', url: 'https://j.com/3', title: 'JSON 3' },
    ],
  });
  it.each([
    ['inside the third item', json.slice(0, json.indexOf('JSON 3') + 3), ['JSON 1 {with "braces"} [and] \\ a backslash', 'JSON 2']],
    ['after the last item, before the closing brackets', json.slice(0, -2), ['JSON 1 {with "braces"} [and] \\ a backslash', 'JSON 2', 'JSON 3']],
    ['with "version": "1.0"', json.replace('https://jsonfeed.org/version/1.1', '1.0').slice(0, -30), ['JSON 1 {with "braces"} [and] \\ a backslash', 'JSON 2']],
  ])('keeps the complete items of a JSON Feed cut %s', (_name, doc, titles) => {
    expect(parseFeedDocument(doc).items.map((i) => i.title)).toEqual(titles);
  });

  it.each([
    ['inside its first item', json.slice(0, json.indexOf('JSON 1') + 3)],
    ['inside a title containing a closing brace', json.slice(0, json.indexOf('braces') + 7)],
  ])('still refuses a JSON Feed cut %s', (_name, doc) => {
    expect(() => parseFeedDocument(doc)).toThrow(FeedParseError);
  });
});

describe('feedburner:origLink (issue 12)', () => {
  const FB = 'xmlns:feedburner="http://rssnamespace.org/feedburner/ext/1.0"';
  const rssFb = (items: string) =>
    `<?xml version="1.0"?><rss version="2.0" ${FB}><channel><title>T</title><link>https://e.com/</link><description>d</description>${items}</channel></rss>`;

  it("takes the publisher's link instead of FeedBurner's tracking link, item by item", () => {
    const feed = parseFeedDocument(
      rssFb(
        '<item><title>One</title><link>https://feeds.feedburner.com/~r/x/~3/abc/</link><feedburner:origLink>https://publisher.example.in/one?a=1&amp;b=2</feedburner:origLink></item>' +
          '<item><title>Two</title><link>https://publisher.example.in/two</link></item>' +
          '<item><title>Three</title><link>https://feeds.feedburner.com/~r/x/~3/def/</link><feedburner:origLink><![CDATA[https://publisher.example.in/three]]></feedburner:origLink></item>',
      ),
    );
    expect(feed.items.map((i) => i.link)).toEqual(['https://publisher.example.in/one?a=1&b=2', 'https://publisher.example.in/two', 'https://publisher.example.in/three']);
  });

  it('reads it in Atom entries too', () => {
    const doc = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" ${FB}><title>A</title><id>x</id><entry><title>E</title><id>1</id><link rel="alternate" href="https://feeds.feedburner.com/~r/a/1"/><feedburner:origLink>https://publisher.example.in/e</feedburner:origLink></entry></feed>`;
    expect(parseFeedDocument(doc).items[0]?.link).toBe('https://publisher.example.in/e');
  });

  it('ignores an origLink that is not an absolute http(s) URL', () => {
    const feed = parseFeedDocument(rssFb('<item><title>One</title><link>https://feeds.feedburner.com/x</link><feedburner:origLink>javascript:alert(1)</feedburner:origLink></item>'));
    expect(feed.items[0]?.link).toBe('https://feeds.feedburner.com/x');
  });
});
