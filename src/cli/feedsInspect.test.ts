import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run feeds -- inspect`: the contract other tools read (issue 12 item 2). It needs no database.
const dir = mkdtempSync(path.join(os.tmpdir(), 'feeds-inspect-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/feeds.ts', 'inspect', ...args], { encoding: 'utf8', timeout: 60_000 });
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
};

describe('npm run feeds -- inspect', () => {
  it('--json prints one document with the feed and every item field; relative links resolve with --base-url', () => {
    const feed = file(
      'blog.xml',
      '<?xml version="1.0"?><rss version="2.0"><channel><title>Blog</title><link>/</link><description>d</description><item><title>Mumbai creators sign Instagram brand deals</title><link>/posts/1</link><author>desk@blog.example (Asha Rao)</author><description>Influencer marketing in India.</description></item></channel></rss>',
    );
    const res = run(feed, '--json', '--base-url', 'https://blog.example.in/feed.xml');
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    const doc = JSON.parse(res.stdout) as { feed: Record<string, unknown>; items: Record<string, unknown>[] };
    expect(doc.feed).toMatchObject({ title: 'Blog', site_url: 'https://blog.example.in/' });
    expect(doc.items).toHaveLength(1);
    expect(Object.keys(doc.items[0] ?? {})).toEqual(expect.arrayContaining(['title', 'link', 'author', 'published_at', 'image', 'enclosures', 'summary', 'category', 'relevance_score', 'decision']));
    expect(doc.items[0]).toMatchObject({ link: 'https://blog.example.in/posts/1', author: 'Asha Rao' });
  }, 60_000);

  it('exits 0 for a feed with no items', () => {
    const res = run(file('empty.xml', '<?xml version="1.0"?><rss version="2.0"><channel><title>Empty</title><link>https://e.example/</link><description>d</description></channel></rss>'), '--json');
    expect(res.status).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ items: [] });
  }, 60_000);

  it.each([
    ['a document that is not a feed', () => file('page.html', '<html><body>Not a feed</body></html>'), /page\.html: Not a valid RSS, Atom, RDF or JSON feed/],
    ['a file that does not exist', () => path.join(dir, 'missing.xml'), /Cannot read .*missing\.xml/],
    ['a private address (the SSRF-safe fetch)', () => 'http://127.0.0.1:9/feed.xml', /Cannot fetch http:\/\/127\.0\.0\.1:9\/feed\.xml: .*not a public address/],
  ])('exits 1 with one clear line for %s', (_name, target, message) => {
    const res = run(target());
    expect(res.status).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stderr).toMatch(message);
  }, 60_000);
});
