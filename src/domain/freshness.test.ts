import { describe, expect, it } from 'vitest';
import { freshnessLabel } from './freshness.ts';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;

describe('freshnessLabel', () => {
  it.each([
    [0, 'Just now'],
    [59 * MIN, 'Just now'],
    [H - 1, 'Just now'],
    [H, '1h ago'],
    [23 * H + 59 * MIN, '23h ago'],
    [D, '1d ago'],
    [7 * D - 1, '6d ago'],
    [7 * D, null],
    [30 * D, null],
  ])('age %i ms → %s', (age, label) => {
    expect(freshnessLabel(ago(age), now)).toBe(label);
  });

  it('accepts ISO strings and rejects junk and far-future dates', () => {
    expect(freshnessLabel(ago(2 * H).toISOString(), now)).toBe('2h ago');
    expect(freshnessLabel('not a date', now)).toBeNull();
    expect(freshnessLabel(null, now)).toBeNull();
    expect(freshnessLabel(new Date(now.getTime() + 5 * MIN), now)).toBeNull();
  });
});
