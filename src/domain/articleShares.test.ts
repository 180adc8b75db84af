/** Share reports: the body the browser sends, where it goes, and the per-channel list the analytics show. */
import { describe, expect, it } from 'vitest';
import { articleSharePath, articleShareInputSchema, SHARE_CHANNELS, SHARE_MAX_BODY_BYTES, sharesByChannel } from './articleShares.ts';
import { shareTargets } from './share.ts';

const ID = '0b6c1a52-6f1e-4c8e-9f3a-2d7e4b5a9c10';

describe('the share report body', () => {
  it('accepts every channel the share menu offers, and nothing else', () => {
    const menu = [...shareTargets({ title: 't', url: 'https://news.example.in/a' }).map((t) => t.network), 'copy'];
    expect([...SHARE_CHANNELS].sort()).toEqual(menu.sort());
    for (const channel of SHARE_CHANNELS) expect(articleShareInputSchema.parse({ channel })).toEqual({ channel });
    for (const bad of [{ channel: 'native' }, { channel: 'X' }, { channel: '' }, {}, { channel: 1 }, null, 'copy']) {
      expect(articleShareInputSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('fits the longest body in the size cap', () => {
    const longest = Math.max(...SHARE_CHANNELS.map((channel) => new TextEncoder().encode(JSON.stringify({ channel })).length));
    expect(longest).toBeLessThan(SHARE_MAX_BODY_BYTES);
  });

  it('posts to the article’s own share path', () => {
    expect(articleSharePath(ID)).toBe(`/api/articles/${ID}/share`);
    expect(articleSharePath('a/b')).toBe('/api/articles/a%2Fb/share');
  });
});

describe('shares by channel', () => {
  it('lists every channel once, most shared first, ties in the menu’s order, and adds repeated rows', () => {
    expect(sharesByChannel([])).toEqual(SHARE_CHANNELS.map((channel) => ({ channel, shares: 0 })));
    expect(
      sharesByChannel([
        { channel: 'copy', shares: 3 },
        { channel: 'whatsapp', shares: 5 },
        { channel: 'copy', shares: 2 },
        { channel: 'email', shares: 1 },
        { channel: 'linkedin', shares: 1 },
      ]),
    ).toEqual([
      { channel: 'whatsapp', shares: 5 },
      { channel: 'copy', shares: 5 },
      { channel: 'linkedin', shares: 1 },
      { channel: 'email', shares: 1 },
      { channel: 'x', shares: 0 },
      { channel: 'facebook', shares: 0 },
    ]);
  });

  it('leaves out a channel the menu no longer offers', () => {
    expect(sharesByChannel([{ channel: 'myspace', shares: 9 }]).every((r) => r.shares === 0)).toBe(true);
  });
});
