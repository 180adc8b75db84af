import { describe, expect, it } from 'vitest';
import { SUMMARY_MAX_LENGTH } from '../../domain/adminArticles.ts';
import { clip, decodeHtmlBytes, extractArticleFromHtml, looksLikeHtml, titleWithoutSiteSuffix } from './extractArticleFromHtml.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const BODY = `<article><h1>Heading</h1>${'<p>Brands in India spent more on creator campaigns this quarter than ever before, according to new figures from the trade body.</p>'.repeat(6)}</article>`;
const page = (head: string, body = BODY) => `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe('extractArticleFromHtml', () => {
  it('takes an Open Graph page: title, description, absolute image, site name, canonical URL, publication time', () => {
    const html = page(`
      <title>Something else entirely | Afaqs</title>
      <meta property="og:title" content="Creators &amp; brands: the 2026 deal book">
      <meta property="og:description" content="  What brands paid   creators this year.  ">
      <meta property="og:image" content="https://cdn.afaqs.com/img/deal.jpg">
      <meta property="og:site_name" content="afaqs!">
      <meta property="og:url" content="https://www.afaqs.com/news/deal-book?utm_source=x">
      <meta property="article:published_time" content="2026-11-20T09:30:00+05:30">`);
    const a = extractArticleFromHtml(html, 'https://www.afaqs.com/news/deal-book?ref=1', NOW);
    expect(a).toMatchObject({
      title: 'Creators & brands: the 2026 deal book',
      summary: 'What brands paid creators this year.',
      image_url: 'https://cdn.afaqs.com/img/deal.jpg',
      source_name: 'afaqs!',
      source_url: 'https://www.afaqs.com/news/deal-book',
      published_at: '2026-11-20T04:00:00.000Z',
    });
    expect(a.content).toContain('creator campaigns');
    // Readability's page wrapper is dropped: the form gets the article's own markup.
    expect(a.content).not.toMatch(/^<div/);
  });

  it('takes a plain page: <title> without the site suffix, meta description, host as source name', () => {
    const html = page(`<title>Instagram changes Reels payouts for Indian creators - The Daily Brief</title><meta name="description" content="Payouts move to a monthly cycle.">`);
    const a = extractArticleFromHtml(html, 'https://news.example.in/reels', NOW);
    expect(a.title).toBe('Instagram changes Reels payouts for Indian creators');
    expect(a.summary).toBe('Payouts move to a monthly cycle.');
    expect(a.source_name).toBe('news.example.in');
    expect(a.source_url).toBe('https://news.example.in/reels');
    expect(a.image_url).toBeNull();
    expect(a.published_at).toBeNull();
  });

  it('falls back to Readability: the excerpt as summary when the page has no description', () => {
    const a = extractArticleFromHtml(page('<title>Only a title here</title>'), 'https://example.com/a', NOW);
    expect(a.summary).toMatch(/^Brands in India spent more/);
    expect(a.summary.length).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH);
  });

  it('reads the author from JSON-LD (also inside @graph), and its publication date', () => {
    const ld = { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'Site' }, { '@type': 'NewsArticle', headline: 'LD headline', author: [{ '@type': 'Person', name: 'Asha Rao' }, { name: 'Vikram Iyer' }], datePublished: '2026-10-01T08:00:00Z' }] };
    const html = page(`<script type="application/ld+json">${JSON.stringify(ld)}</script><script type="application/ld+json">{broken</script>`);
    const a = extractArticleFromHtml(html, 'https://example.com/ld', NOW);
    expect(a.author).toBe('Asha Rao, Vikram Iyer');
    expect(a.title).toBe('LD headline');
    expect(a.published_at).toBe('2026-10-01T08:00:00.000Z');
  });

  it('prefers meta author; ignores an article:author that is a profile URL and a byline naming the source', () => {
    expect(extractArticleFromHtml(page('<meta name="author" content="Neha Joshi"><meta property="article:author" content="https://facebook.com/x">'), 'https://example.com/', NOW).author).toBe('Neha Joshi');
    expect(extractArticleFromHtml(page('<meta property="article:author" content="https://facebook.com/x">'), 'https://example.com/', NOW).author).toBeNull();
    expect(extractArticleFromHtml(page('<meta property="og:site_name" content="Exchange4media"><meta name="author" content="Exchange4media Staff">'), 'https://example.com/', NOW).author).toBeNull();
  });

  it('resolves a relative image against the page, and refuses non-http or private images', () => {
    expect(extractArticleFromHtml(page('<meta property="og:image" content="/img/cover.png">'), 'https://example.com/news/a', NOW).image_url).toBe('https://example.com/img/cover.png');
    expect(extractArticleFromHtml(page('<meta property="og:image" content="//cdn.example.com/c.png">'), 'https://example.com/a', NOW).image_url).toBe('https://cdn.example.com/c.png');
    expect(extractArticleFromHtml(page('<meta property="og:image" content="javascript:alert(1)">'), 'https://example.com/a', NOW).image_url).toBeNull();
    expect(extractArticleFromHtml(page('<meta property="og:image" content="http://169.254.169.254/latest/meta-data">'), 'https://example.com/a', NOW).image_url).toBeNull();
  });

  it('strips hostile HTML: scripts, event handlers and javascript: links never reach the draft', () => {
    const hostile = `<article><h1>Bad</h1>${'<p>Creators in India are negotiating better rates with brands this festive season, agencies say.</p>'.repeat(5)}
      <p><img src="https://cdn.example.com/a.jpg" onerror="alert(1)"><a href="javascript:alert(2)">click</a></p>
      <script>alert(3)</script><iframe src="https://evil.example/x"></iframe><p style="color:red" onclick="x()">styled</p></article>`;
    const a = extractArticleFromHtml(page('<title>Hostile page</title><meta property="og:description" content="&lt;script&gt;alert(4)&lt;/script&gt;Fine">', hostile), 'https://example.com/h', NOW);
    expect(a.content).toContain('negotiating better rates');
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', 'alert(', 'evil.example', 'style=']) expect(a.content).not.toContain(bad);
    expect(a.summary).not.toContain('<');
    expect(a.summary).not.toContain('alert(4)');
  });

  it('clips a long title and summary at a word, within the form limits', () => {
    const long = 'word '.repeat(300);
    const a = extractArticleFromHtml(page(`<meta property="og:title" content="${long}"><meta name="description" content="${long}">`), 'https://example.com/', NOW);
    expect(a.summary.length).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH);
    expect(a.summary.endsWith('word…')).toBe(true);
    expect(a.title.length).toBeLessThanOrEqual(300);
    expect(clip('abc', 3)).toBe('abc');
    expect(clip('abcd', 3)).toBe('ab…');
  });

  it('ignores an absurd or malformed publication time', () => {
    expect(extractArticleFromHtml(page('<meta property="article:published_time" content="not a date">'), 'https://example.com/', NOW).published_at).toBeNull();
    expect(extractArticleFromHtml(page('<meta property="article:published_time" content="2030-01-01T00:00:00Z">'), 'https://example.com/', NOW).published_at).toBeNull();
  });
});

describe('titleWithoutSiteSuffix', () => {
  it('drops the site part only when it names the site (or is short without a declared site)', () => {
    expect(titleWithoutSiteSuffix('Deal book | Afaqs', 'afaqs')).toBe('Deal book');
    expect(titleWithoutSiteSuffix('Deal book | Afaqs', '')).toBe('Deal book');
    expect(titleWithoutSiteSuffix('India - a creator story in many long parts', 'Afaqs')).toBe('India - a creator story in many long parts');
    expect(titleWithoutSiteSuffix('No separator', '')).toBe('No separator');
  });
});

describe('decoding and content type', () => {
  it('decodes by the header, else the meta charset, else UTF-8', () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('<html><head><meta charset="windows-1252"><title>Caf'), 0xe9, ...new TextEncoder().encode('</title></head></html>')]);
    expect(decodeHtmlBytes(latin1, 'text/html')).toContain('Café');
    const utf8 = new TextEncoder().encode('<html><title>Café</title></html>');
    expect(decodeHtmlBytes(utf8, null)).toContain('Café');
    expect(decodeHtmlBytes(latin1, 'text/html; charset=iso-8859-1')).toContain('Café');
  });

  it('tells HTML from other bodies', () => {
    const bytes = new TextEncoder().encode('<!DOCTYPE html><html></html>');
    expect(looksLikeHtml('text/html; charset=utf-8', bytes)).toBe(true);
    expect(looksLikeHtml(null, bytes)).toBe(true);
    expect(looksLikeHtml('application/json', bytes)).toBe(false);
    expect(looksLikeHtml('image/png', new Uint8Array([0x89, 0x50]))).toBe(false);
    expect(looksLikeHtml(null, new TextEncoder().encode('{"a":1}'))).toBe(false);
  });
});
