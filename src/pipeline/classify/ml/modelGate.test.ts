import { describe, expect, it } from 'vitest';
import { worseOn } from './modelGate.ts';
import type { ModelFigures, PromoFigures } from './retrainCandidate.ts';

const set = { examples: 100, relevanceF1: 0.9, precision: 0.9, recall: 0.9, categoryAccuracy: 0.85 };
const figures = (promo: PromoFigures | null, patch: Partial<typeof set> = {}): ModelFigures => ({ corpus: { ...set, ...patch }, decisions: null, promo });
const flag = (precision: number | null, recall: number): PromoFigures => ({ items: 200, precision, recall });

describe('worseOn (the retraining gate)', () => {
  it('accepts a candidate equal on every figure, and one better anywhere', () => {
    expect(worseOn(figures(flag(0.8, 0.7)), figures(flag(0.8, 0.7)))).toEqual([]);
    expect(worseOn(figures(flag(0.85, 0.75), { relevanceF1: 0.91 }), figures(flag(0.8, 0.7)))).toEqual([]);
  });

  it('refuses a candidate whose promotional flag is less precise or finds less', () => {
    expect(worseOn(figures(flag(0.79, 0.7)), figures(flag(0.8, 0.7)))).toEqual(['promotional flag precision 0.790 < 0.800']);
    expect(worseOn(figures(flag(0.8, 0.69)), figures(flag(0.8, 0.7)))).toEqual(['promotional flag recall 0.690 < 0.700']);
    expect(worseOn(figures(flag(null, 0)), figures(flag(0.8, 0.7)))).toEqual(['promotional flag precision nothing flagged < 0.800', 'promotional flag recall 0.000 < 0.700']);
    expect(worseOn(figures(null), figures(flag(0.8, 0.7)))).toEqual(['the promotional flag: the new model has none']);
  });

  it('treats a model without the flag as flagging nothing: any candidate flag passes', () => {
    expect(worseOn(figures(flag(0.5, 0.2)), figures(null))).toEqual([]);
    expect(worseOn(figures(null), figures(null))).toEqual([]);
  });

  it('still refuses a candidate worse on relevance or category, whatever its flag', () => {
    expect(worseOn(figures(flag(0.9, 0.9), { categoryAccuracy: 0.84 }), figures(flag(0.8, 0.7)))).toEqual(['categoryAccuracy on the held-out corpus 0.84 < 0.85']);
  });
});
