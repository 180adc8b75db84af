import { describe, expect, it } from 'vitest';
import { IMAGE_PROXY_MAX_URL_LENGTH, illustrationName, imageProxyRequest, imageProxyUrl, isProxyableImageUrl } from './imageProxy.ts';

describe('imageProxyUrl', () => {
  it('puts the source URL, encoded, in u on our own path, and the name of the fallback illustration in f', () => {
    expect(imageProxyUrl('https://cdn.example.com/a b/story.jpg?w=800&h=450#x')).toBe(
      '/img?u=https%3A%2F%2Fcdn.example.com%2Fa%20b%2Fstory.jpg%3Fw%3D800%26h%3D450%23x',
    );
    expect(imageProxyUrl('https://cdn.example.com/a.jpg', '/images/categories/brand-partnerships-3.svg')).toBe(
      '/img?u=https%3A%2F%2Fcdn.example.com%2Fa.jpg&f=brand-partnerships-3',
    );
    // Anything but one of our illustrations' addresses is left out (the server then uses the category's own).
    for (const other of ['/images/other/x.svg', '/images/categories/../secret.svg', 'https://evil.example/images/categories/x.svg', '/images/categories/x.png', null]) {
      expect(imageProxyUrl('https://cdn.example.com/a.jpg', other)).toBe('/img?u=https%3A%2F%2Fcdn.example.com%2Fa.jpg');
    }
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['/images/categories/general.svg'],
    ['data:image/png;base64,AAAA'],
    ['javascript:alert(1)'],
    ['ftp://example.com/a.jpg'],
    ['https://example.com/pixel.gif'],
    ['https://user:secret@example.com/a.jpg'],
    [`https://example.com/${'a'.repeat(IMAGE_PROXY_MAX_URL_LENGTH)}.jpg`],
  ])('gives no address for %j (the card shows its illustration)', (url) => {
    expect(imageProxyUrl(url)).toBeNull();
    expect(isProxyableImageUrl(url)).toBe(false);
  });

  it('round-trips through the query the server reads, whatever the URL holds', () => {
    for (const url of ['https://example.com/a.jpg', 'http://example.com/ä/ü.png?x=1&u=2', 'https://example.com/%2F%3F.webp', 'https://[2001:db8::1]:8443/a.gif']) {
      const address = imageProxyUrl(url, '/images/categories/general-5.svg');
      expect(address).not.toBeNull();
      expect(imageProxyRequest(new URL(address as string, 'http://localhost').searchParams)).toEqual({ source: url, illustration: 'general-5' });
    }
  });
});

describe('imageProxyRequest', () => {
  const a = 'https://example.com/a.jpg';
  it.each([
    ['', null],
    ['u=', null],
    ['u=not%20a%20url', null],
    ['u=javascript%3Aalert(1)', null],
    ['u=https%3A%2F%2Fexample.com%2Fe.php%00', null],
    ['u=https%3A%2F%2Fexample.com%2Fa%09b.jpg', null],
    ['u=https%3A%2F%2Fexample.com%2Fa.jpg%0D%0ASet-Cookie%3A%20x%3D1', null],
    ['u=https%3A%2F%2Fexample.com%2Fa.jpg%7F', null],
    ['f=general', null],
    ['u=https%3A%2F%2Fexample.com%2Fa.jpg&u=https%3A%2F%2Fexample.com%2Fb.jpg', null],
    ['u=https%3A%2F%2Fexample.com%2Fa.jpg', { source: a, illustration: null }],
    ['x=1&u=https%3A%2F%2Fexample.com%2Fa.jpg', { source: a, illustration: null }],
    ['u=https%3A%2F%2Fexample.com%2Fa.jpg&f=tools-technology-2', { source: a, illustration: 'tools-technology-2' }],
    ['u=https%3A%2F%2Fexample.com%2Fa.jpg&f=..%2F..%2Fetc%2Fpasswd', { source: a, illustration: null }],
    ['u=https%3A%2F%2Fexample.com%2Fa.jpg&f=General', { source: a, illustration: null }],
    ['u=https%3A%2F%2Fexample.com%2Fa.jpg&f=general&f=general-1', { source: a, illustration: null }],
  ])('%j → %j', (query, expected) => {
    expect(imageProxyRequest(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('illustrationName', () => {
  it.each([
    ['/images/categories/general.svg', 'general'],
    ['/images/categories/creator-economy-4.svg', 'creator-economy-4'],
    ['/images/categories/.svg', null],
    ['/images/categories/a/b.svg', null],
    ['/images/categories/a.svg?x', null],
    ['/images/categories/A.svg', null],
    ['/img/general.svg', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (path, expected) => {
    expect(illustrationName(path)).toBe(expected);
  });
});
