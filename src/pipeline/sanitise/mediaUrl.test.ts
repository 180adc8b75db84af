import { describe, expect, it } from 'vitest';
import { isPrivateMediaUrl, publicMediaUrl } from './mediaUrl.ts';
import { sanitiseHtml } from './sanitiseHtml.ts';

describe('publicMediaUrl (card images and media follow the content URL policy)', () => {
  it.each([
    // Resolved against the item's URL: a protocol-relative URL takes the item's scheme.
    ['//evil.example/x.png', 'http://news.example/story', 'http://evil.example/x.png'],
    ['//evil.example/x.png', 'https://news.example/story', 'https://evil.example/x.png'],
    ['/img/x.png', 'https://news.example/a/story', 'https://news.example/img/x.png'],
    ['x.png', 'https://news.example/a/story', 'https://news.example/a/x.png'],
    ['  https://cdn.example.com/a.png  ', 'https://news.example/', 'https://cdn.example.com/a.png'],
    ['https://cdn.example.com/a.png', null, 'https://cdn.example.com/a.png'],
    ['http://8.8.8.8/a.png', null, 'http://8.8.8.8/a.png'],
    // http and https only.
    ['javascript:alert(1)', 'https://news.example/', null],
    ['data:image/png;base64,iVBORw0KGgo=', 'https://news.example/', null],
    ['ftp://files.example/a.png', 'https://news.example/', null],
    ['file:///etc/passwd', 'https://news.example/', null],
    // No loopback, private, link-local or metadata hosts, in any spelling the URL parser accepts.
    ['http://169.254.169.254/latest/meta-data/x.png', 'https://news.example/', null],
    ['//169.254.169.254/x.png', 'https://news.example/', null],
    ['http://[::ffff:169.254.169.254]/x.png', null, null],
    ['http://[::127.0.0.1]/x.png', null, null],
    ['http://[fd00::1]/x.png', null, null],
    ['http://127.1/x.png', null, null],
    ['http://0x7f000001/x.png', null, null],
    ['http://2130706433/x.png', null, null],
    ['http://10.1.2.3/x.png', null, null],
    ['http://192.168.0.10/x.png', null, null],
    ['http://localhost/x.png', null, null],
    ['http://LOCALHOST./x.png', null, null],
    ['http://app.localhost/x.png', null, null],
    ['http://printer.local/x.png', null, null],
    ['http://metadata.google.internal/x.png', null, null],
    ['http://metadata/x.png', null, null],
    ['', 'https://news.example/', null],
    [null, 'https://news.example/', null],
    ['http://', null, null],
  ])('%j against %j → %j', (raw, base, expected) => {
    expect(publicMediaUrl(raw, base)).toBe(expected);
  });

  it.each([
    ['http://169.254.169.254/x.png', true],
    ['https://cdn.example.com/x.png', false],
    ['/relative.png', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
  ])('isPrivateMediaUrl(%j) → %j', (url, expected) => {
    expect(isPrivateMediaUrl(url)).toBe(expected);
  });

  it('drops images on private hosts from content too', () => {
    const html = sanitiseHtml('<p>a</p><img src="http://169.254.169.254/latest/x.png"><img src="https://cdn.example.com/ok.png"><video src="http://127.0.0.1/v.mp4" controls></video>');
    expect(html).not.toMatch(/169\.254|127\.0\.0\.1/);
    expect(html).toContain('https://cdn.example.com/ok.png');
  });
});
