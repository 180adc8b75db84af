import { describe, expect, it } from 'vitest';
import { backoffDelayMs, BACKOFF_MAX_MS, DEFAULT_MAX_CONSECUTIVE_FAILURES, nextFetchAfterFailure, shouldDisableSource } from './feedBackoff.ts';

const MIN = 60_000;
const H = 60 * MIN;

describe('backoffDelayMs', () => {
  it.each([
    [1, 15 * MIN],
    [2, 30 * MIN],
    [3, H],
    [4, 2 * H],
    [5, 4 * H],
    [6, 8 * H],
    [7, 16 * H],
    // 15 min × 2^7 = 32 h: the first step past the cap.
    [8, 24 * H],
    [10, 24 * H],
    [1000, 24 * H],
    // Called after a failure, so fewer than one (or junk) counts as the first.
    [0, 15 * MIN],
    [-3, 15 * MIN],
    [Number.NaN, 15 * MIN],
  ])('%d failures → %d ms', (failures, delay) => {
    expect(backoffDelayMs(failures)).toBe(delay);
  });

  it.each([
    [1, 0, 0],
    [1, 1, 1000],
    [1, 3600, H],
    // Retry-After wins even when it is shorter than the exponential delay.
    [7, 60, MIN],
    [8, 24 * 3600, BACKOFF_MAX_MS],
    [8, 24 * 3600 + 1, BACKOFF_MAX_MS],
    [1, 7 * 24 * 3600, BACKOFF_MAX_MS],
    [1, -5, 0],
  ])('%d failures with Retry-After %d s → %d ms', (failures, retryAfter, delay) => {
    expect(backoffDelayMs(failures, retryAfter)).toBe(delay);
  });

  it('ignores a Retry-After that is not a number', () => {
    expect(backoffDelayMs(2, Number.NaN)).toBe(30 * MIN);
  });
});

describe('nextFetchAfterFailure', () => {
  it('adds the delay to now', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(nextFetchAfterFailure(now, 3).toISOString()).toBe('2026-11-22T13:00:00.000Z');
    expect(nextFetchAfterFailure(now, 3, 120).toISOString()).toBe('2026-11-22T12:02:00.000Z');
  });
});

describe('shouldDisableSource', () => {
  it.each([
    [0, 10, false],
    [9, 10, false],
    [10, 10, true],
    [11, 10, true],
    [1, 1, true],
    [DEFAULT_MAX_CONSECUTIVE_FAILURES - 1, undefined, false],
    [DEFAULT_MAX_CONSECUTIVE_FAILURES, undefined, true],
  ])('%d failures, limit %s → %s', (failures, limit, disable) => {
    expect(shouldDisableSource(failures, limit)).toBe(disable);
  });
});
