import { describe, expect, it } from 'vitest';
import { isCalendarDate, isCalendarDateTime } from './calendarDate.ts';

describe('isCalendarDate', () => {
  it.each([
    ['2026-11-26', true],
    ['2024-02-29', true],
    ['0001-01-01', true],
    ['9999-12-31', true],
    ['2025-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['0000-01-01', false],
    ['+275760-09-13', false],
    ['2026-1-5', false],
    ['', false],
  ])('%s → %s', (s, expected) => {
    expect(isCalendarDate(s)).toBe(expected);
  });
});

describe('isCalendarDateTime', () => {
  it.each([
    ['2026-11-26T09:30Z', true],
    ['2026-11-26T09:30:15.123+05:30', true],
    ['2026-11-26T09:30:00', false],
    ['2026-02-30T10:00:00Z', false],
    ['0000-01-01T00:00:00Z', false],
    ['2026-11-26T25:00:00Z', false],
    ['2026-11-26', false],
  ])('%s → %s', (s, expected) => {
    expect(isCalendarDateTime(s)).toBe(expected);
  });
});
