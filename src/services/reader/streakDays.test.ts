import { describe, expect, it } from 'vitest';
import { streakDays } from './readerProfile.ts';

describe('streakDays', () => {
  it('counts consecutive days back from today', () => {
    expect(streakDays(['2026-11-26', '2026-11-25', '2026-11-24', '2026-11-20'], '2026-11-26')).toBe(3);
  });
  it('keeps yesterday\'s streak alive while today has no read yet', () => {
    expect(streakDays(['2026-11-25', '2026-11-24'], '2026-11-26')).toBe(2);
  });
  it('is zero after a missed day, and crosses month ends', () => {
    expect(streakDays(['2026-11-24'], '2026-11-26')).toBe(0);
    expect(streakDays(['2026-12-01', '2026-11-30'], '2026-12-01')).toBe(2);
  });
});
