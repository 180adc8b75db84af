import { describe, expect, it } from 'vitest';
import { extractFeatures, FEATURE_DIMS, hashFeature, tokenize } from './features.ts';

describe('tokenize', () => {
  it.each([
    ['Creators earn ₹48 crore', ['creators', 'earn', '₹', '<num>', 'crore']],
    ["YouTube's Shorts fund", ['youtube', 'shorts', 'fund']],
    ['The creator and the brand', ['creator', 'brand']],
    ['Moj, Josh & ShareChat', ['moj', 'josh', 'sharechat']],
  ])('%s', (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });
});

describe('extractFeatures', () => {
  it('hashes deterministically into the feature space', () => {
    expect(hashFeature('w:creator')).toBe(hashFeature('w:creator'));
    expect(hashFeature('w:creator')).toBeLessThan(FEATURE_DIMS);
    expect(hashFeature('w:creator')).not.toBe(hashFeature('w:creators'));
  });
  it('is L2-normalised, sorted and names features on request', () => {
    const v = extractFeatures({ title: 'Creators sign brand deals', summary: 'Mumbai influencers and agencies.' }, { primary: ['influencers'] }, true);
    const norm = Math.sqrt(v.values.reduce((s, x) => s + x * x, 0));
    expect(norm).toBeCloseTo(1, 5);
    expect([...v.indices]).toEqual([...v.indices].sort((a, b) => a - b));
    expect(v.names).toContain('t:creators');
    expect(v.names).toContain('t:creators_sign');
    expect(v.names).toContain('lex:primary');
  });
  it('ignores HTML in content', () => {
    const a = extractFeatures({ title: 'x', content: '<p class="big">Hello <b>world</b></p>' }, {});
    const b = extractFeatures({ title: 'x', content: 'Hello world' }, {});
    expect([...a.indices]).toEqual([...b.indices]);
  });
});
