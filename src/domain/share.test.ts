import { describe, expect, it } from 'vitest';
import { shareTargets } from './share.ts';

describe('shareTargets', () => {
  const url = 'https://news.example.in/articles/0b6e5f2a-1111-4c4c-8888-000000000001-creators-and-brands';
  const targets = shareTargets({ title: 'Creators & brands: a ₹500 crore year?', url });

  it('offers X, LinkedIn, Facebook, WhatsApp and email, in that order', () => {
    expect(targets.map((t) => t.network)).toEqual(['x', 'linkedin', 'facebook', 'whatsapp', 'email']);
  });

  it('puts our article URL, encoded, into every link', () => {
    for (const t of targets) expect(t.href).toContain(encodeURIComponent(url));
  });

  it('encodes the title so "&" and "?" cannot break the query', () => {
    const x = new URL(targets[0]?.href ?? '');
    expect(x.searchParams.get('text')).toBe('Creators & brands: a ₹500 crore year?');
    expect(x.searchParams.get('url')).toBe(url);
    const wa = new URL(targets[3]?.href ?? '');
    expect(wa.searchParams.get('text')).toBe(`Creators & brands: a ₹500 crore year? ${url}`);
    expect(targets[4]?.href.startsWith('mailto:?subject=')).toBe(true);
  });
});
