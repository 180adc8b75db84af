import { describe, expect, it } from 'vitest';
import { sanitiseHtml, stripTrackingParams, htmlToSafeText } from './sanitiseHtml.ts';

// Known XSS vectors (OWASP cheat-sheet style); none may leave anything executable behind.
const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="expression(alert(1))">x</p>',
  '<style>body{background:red}</style>',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="https://evil.example"><input name=x></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<base href="https://evil.example/">',
  '"><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

const DANGEROUS = /<script|<style|<object|<embed|<form|<input|<link|<meta|<base|<svg|<math|\son\w+=|javascript:|vbscript:|data:text|data:image\/svg|style=|srcdoc/i;

describe('sanitiseHtml', () => {
  it.each(VECTORS.map((v) => [v]))('neutralises %s', (vector) => {
    const out = sanitiseHtml(vector);
    expect(out).not.toMatch(DANGEROUS);
    expect(sanitiseHtml(out)).toBe(out);
  });

  it('keeps ordinary article markup', () => {
    const html = '<p>Creators <strong>earn</strong> more.</p><ul><li>One</li></ul><blockquote>Quote</blockquote><h2>Head</h2>';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it('hardens links and strips tracking parameters', () => {
    expect(sanitiseHtml('<a href="https://e.com/a?utm_source=feed&utm_medium=rss&id=7">x</a>')).toBe(
      '<a href="https://e.com/a?id=7" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
  });

  it('drops tracking pixels and keeps real images lazy', () => {
    expect(sanitiseHtml('<img src="https://e.com/track.gif" width="1" height="1">')).toBe('');
    expect(sanitiseHtml('<img src="https://e.com/p.png" alt="a">')).toBe('<img src="https://e.com/p.png" alt="a" loading="lazy" decoding="async" />');
  });

  it('keeps iframes only from allowed video hosts, sandboxed', () => {
    expect(sanitiseHtml('<iframe src="https://evil.example.net/x"></iframe>')).toBe('');
    const yt = sanitiseHtml('<iframe src="https://www.youtube.com/embed/abc" onload="x()"></iframe>');
    expect(yt).toContain('src="https://www.youtube.com/embed/abc"');
    expect(yt).toContain('sandbox="allow-scripts allow-same-origin allow-presentation"');
    expect(yt).not.toContain('onload');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitiseHtml(null)).toBe('');
    expect(sanitiseHtml('')).toBe('');
  });
});

describe('stripTrackingParams', () => {
  it.each([
    ['https://e.com/a?utm_source=x&utm_campaign=y', 'https://e.com/a'],
    ['https://e.com/a?id=1&fbclid=abc&gclid=d', 'https://e.com/a?id=1'],
    ['https://e.com/a?id=1', 'https://e.com/a?id=1'],
    ['not a url', 'not a url'],
  ])('%s → %s', (input, out) => {
    expect(stripTrackingParams(input)).toBe(out);
  });
});

describe('htmlToSafeText', () => {
  it.each([
    ['<p>Creators &amp; brands</p><script>alert(1)</script>', 'Creators & brands'],
    ['Caf&eacute; creators&rsquo; meet&hellip;', 'Café creators’ meet…'],
    ['<style>p{}</style><noscript>enable JS</noscript><p>Reels&nbsp;grow</p>', 'Reels grow'],
    ['<textarea>typed</textarea>Shorts <b>pay</b> &lt;more&gt;', 'Shorts pay <more>'],
    ['', ''],
  ])('%j → %j', (html, text) => {
    expect(htmlToSafeText(html)).toBe(text);
  });
});
