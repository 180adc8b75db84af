import { describe, expect, it } from 'vitest';
import { LABELS, loadCorpus, splitCorpus } from './corpus.ts';

// The corpus README's validation rules, checked on every run instead of by a script outside the repo.
const { examples } = loadCorpus();
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const sentences = (s: string) => s.split(/(?<=[.!?])\s+(?=[A-Z0-9₹"'‘“])/).filter(Boolean).length;

describe('the labelled corpus', () => {
  it('has exactly the six fields, known labels and origins, and sequential unique ids', () => {
    // Offending ids are collected and compared once: one expect per line made this slow on a loaded machine.
    const fields = 'id,india,label,origin,summary,title';
    const bad = examples.filter(
      (e, i) =>
        Object.keys(e).sort().join(',') !== fields ||
        !(LABELS as readonly string[]).includes(e.label) ||
        !['handwritten', 'composed', 'realworld-style'].includes(e.origin) ||
        e.id !== `c${String(i + 1).padStart(4, '0')}`,
    );
    expect(bad.map((e) => e.id)).toEqual([]);
  });

  it('has titles unique ignoring case', () => {
    const titles = examples.map((e) => e.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('keeps titles and summaries within the documented lengths (realworld-style summaries may be empty)', () => {
    const bad = examples.filter((e) => {
      const realworld = e.origin === 'realworld-style';
      const t = words(e.title);
      if (t < (realworld ? 4 : 6) || t > 16) return true;
      if (realworld && e.summary === '') return false;
      const w = words(e.summary);
      const n = sentences(e.summary);
      return w < (realworld ? 8 : 20) || w > 60 || n < 1 || n > 3;
    });
    expect(bad.map((e) => e.id)).toEqual([]);
  });

  it('has at least 800 realworld-style items, about a third of them headline-only, with hard negatives', () => {
    const realworld = examples.filter((e) => e.origin === 'realworld-style');
    expect(realworld.length).toBeGreaterThanOrEqual(800);
    const headlineOnly = realworld.filter((e) => e.summary === '').length / realworld.length;
    expect(headlineOnly).toBeGreaterThan(0.3);
    expect(headlineOnly).toBeLessThan(0.4);
    expect(realworld.filter((e) => e.label === 'irrelevant').length).toBeGreaterThanOrEqual(300);
    // Only realworld-style items may have an empty summary.
    expect(examples.filter((e) => e.summary === '' && e.origin !== 'realworld-style')).toEqual([]);
  });

  it('holds out about a fifth of every origin', () => {
    const { heldOut } = splitCorpus(examples);
    for (const origin of ['handwritten', 'composed', 'realworld-style']) {
      const share = heldOut.filter((e) => e.origin === origin).length / examples.filter((e) => e.origin === origin).length;
      expect(share, origin).toBeGreaterThan(0.15);
      expect(share, origin).toBeLessThan(0.25);
    }
  });
});
