import { describe, expect, it } from 'vitest';
import {
  HIGH_QUALITY_MIN_CONFIDENCE,
  HIGH_QUALITY_MIN_RELEVANCE,
  MEDIUM_QUALITY_MIN_CONFIDENCE,
  MEDIUM_QUALITY_MIN_RELEVANCE,
  qualityBand,
} from './qualityBand.ts';

describe('quality band constants (public-site §9)', () => {
  it('match the spec', () => {
    expect([HIGH_QUALITY_MIN_RELEVANCE, HIGH_QUALITY_MIN_CONFIDENCE, MEDIUM_QUALITY_MIN_RELEVANCE, MEDIUM_QUALITY_MIN_CONFIDENCE]).toEqual([70, 0.8, 40, 0.5]);
  });
});

describe('qualityBand', () => {
  it.each([
    // relevance, confidence, band
    [70, 0.8, 'high'], // both at the high boundary
    [100, 1, 'high'],
    [69, 0.8, 'medium'], // relevance one below high
    [70, 0.79, 'medium'], // confidence just below high
    [70, 0.7999, 'medium'],
    [40, 0.5, 'medium'], // both at the medium boundary
    [99, 0.5, 'medium'],
    [40, 0.99, 'medium'],
    [39, 0.5, 'low'], // relevance one below medium
    [39, 0.99, 'low'],
    [40, 0.49, 'low'], // confidence just below medium
    [100, 0.4999, 'low'],
    [30, 0.2, 'low'],
    [0, 0, 'low'],
  ] as const)('relevance %d, confidence %d → %s', (relevance, confidence, band) => {
    expect(qualityBand(relevance, confidence)).toBe(band);
  });

  it('puts a float4-stored 0.8 (read back as 0.800000011920929) in high', () => {
    expect(qualityBand(70, Math.fround(0.8))).toBe('high');
    expect(qualityBand(40, Math.fround(0.5))).toBe('medium');
  });

  it('low is exactly "relevance < 40 or confidence < 0.5"', () => {
    for (let r = 0; r <= 100; r += 1) {
      for (let c = 0; c <= 100; c += 1) {
        const conf = c / 100;
        expect(qualityBand(r, conf) === 'low').toBe(r < 40 || conf < 0.5);
      }
    }
  });
});
