import { describe, expect, it } from 'vitest';
import { computeQualityScore, qualityLevel } from './qualityScore.ts';

describe('computeQualityScore', () => {
  it.each([
    // confidence (0-1), relevance, expected
    [0.8, 70, 76], // 0.6*80 + 0.4*70
    [1, 100, 100],
    [0.5, 0, 40], // relevance 0 → 0.8*confidence
    [0.9, 0, 72],
    [0.5, 1, 30], // relevance just above 0 switches formula: 30 + 0.4
    [0, 50, 20],
    [1.5, 100, 100], // capped at 100
  ])('confidence %d, relevance %i → %i', (c, r, q) => {
    expect(computeQualityScore(c, r)).toBe(q);
  });
});

describe('qualityLevel', () => {
  it.each([
    [100, 'Excellent'],
    [85, 'Excellent'],
    [84, 'Good'],
    [70, 'Good'],
    [69, 'Average'],
    [50, 'Average'],
    [49, 'Fair'],
    [35, 'Fair'],
    [34, 'Poor'],
    [0, 'Poor'],
  ])('%i → %s', (score, level) => {
    expect(qualityLevel(score)).toBe(level);
  });
});
