import { describe, expect, it } from 'vitest';
import { extractFeatures, FEATURE_DIMS, hashFeature, tokenize } from './features.ts';

describe('tokenize', () => {
  it.each([
    ['Creators earn ₹48 crore', ['creators', 'earn', '₹', '<num>', 'crore']],
    ["YouTube's Shorts fund", ['youtube', 'shorts', 'fund']],
    ['The creator and the brand', ['creator', 'brand']],
    ['Moj, Josh & ShareChat', ['moj', 'josh', 'sharechat']],
    ['Creator-led brands and an in-house team', ['creator-led', 'creator', 'led', 'brands', 'in-house', 'house', 'team']],
    ['An AI-powered tool', ['ai-powered', 'ai', 'powered', 'tool']],
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
    const v = extractFeatures({ title: 'Creators sign brand deals', summary: 'Mumbai influencers and agencies.' }, { primary: ['influencers'] });
    const norm = Math.sqrt(v.values.reduce((s, x) => s + x * x, 0));
    expect(norm).toBeCloseTo(1, 5);
    expect([...v.indices]).toEqual([...v.indices].sort((a, b) => a - b));
    const names = ['t:creators', 't:creators_sign', 'w:deals', 'b:mumbai_influencers', 'lex:primary', 'bias:1'];
    for (const n of names) expect([...v.indices]).toContain(hashFeature(n));
    expect(v.nameFeatures(names.map(hashFeature))).toEqual(names);
  });
  it('counts repeated words and weights body bigrams by half', () => {
    const once = extractFeatures({ title: 'creator', summary: 'brand' }, {});
    const twice = extractFeatures({ title: 'creator', summary: 'brand brand' }, {});
    const value = (v: typeof once, name: string) => v.values[[...v.indices].indexOf(hashFeature(name))] as number;
    // Before normalising, w:brand is log1p(1) once and log1p(2) twice; b:brand_brand is log1p(0.5).
    expect(value(twice, 'w:brand') / value(twice, 'b:brand_brand')).toBeCloseTo(Math.log1p(2) / Math.log1p(0.5), 5);
    expect(value(once, 'w:brand') / value(once, 'w:creator')).toBeCloseTo(1, 5);
  });
  it('leaves no state behind between articles', () => {
    const a = extractFeatures({ title: 'Creators sign brand deals' }, {});
    extractFeatures({ title: 'Cricket scores today' }, {});
    const again = extractFeatures({ title: 'Creators sign brand deals' }, {});
    expect([...again.values]).toEqual([...a.values]);
  });
  it('ignores HTML in content', () => {
    const a = extractFeatures({ title: 'x', content: '<p class="big">Hello <b>world</b></p>' }, {});
    const b = extractFeatures({ title: 'x', content: 'Hello world' }, {});
    expect([...a.indices]).toEqual([...b.indices]);
  });
});
